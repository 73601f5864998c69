import UnfoldModel

public struct HeaderFrame: Sendable, Equatable {
    public package(set) var title: String
    public package(set) var y: Double
    public package(set) var height: Double
    /// A collapsible section's chevron turn in degrees (0: pointing down, expanded); nil for other sections.
    public package(set) var chevron: Double? = nil
    /// The chevron's point size.
    package static let chevronSize = 14.0
}
