import UnfoldModel

/// A row's content drawn at one opacity; a reload crossfade has two.
public struct ContentLayer: Sendable, Equatable {
    public package(set) var alpha: Double
    public package(set) var elements: [ElementPresentation]
}
