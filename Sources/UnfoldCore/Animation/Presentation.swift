/// How one element is shown at an instant: where, how opaque, how turned, and what it shows.
public struct ElementPresentation: Sendable, Equatable {
    public package(set) var index: Int
    /// The shown frame, relative to the row: content is clipped to it.
    public package(set) var frame: Rect
    /// The element's own alpha (not multiplied by its stack's); 0 for a hidden element.
    public package(set) var alpha: Double
    public package(set) var rotation: Double
    public package(set) var content: String?
    public package(set) var lines: Int
    /// The size the content is drawn at (text is never squeezed), from the frame's top-left.
    public package(set) var contentSize: Size
    /// A switch's on-ness, 0…1.
    public package(set) var on: Double = 0
    /// The row's values for `color @SLOT` and `background @SLOT`.
    public package(set) var tint: String? = nil
    public package(set) var backgroundTint: String? = nil
    /// A text's lines as drawn, and whether it is cut (`timeline.json` version 3).
    package var textLines: TextLines? = nil
}

/// A row's content drawn at one opacity; a reload crossfade has two.
public struct ContentLayer: Sendable, Equatable {
    public package(set) var alpha: Double
    public package(set) var elements: [ElementPresentation]
}

/// A row as shown in one frame, in content coordinates.
public struct RowFrame: Sendable, Equatable {
    public package(set) var row: Int
    public package(set) var id: String
    public package(set) var x: Double
    public package(set) var y: Double
    public package(set) var width: Double
    public package(set) var height: Double
    public package(set) var expanded: Bool
    public package(set) var selected: Bool
    public package(set) var highlight: Double
    public package(set) var layers: [ContentLayer]
    public package(set) var isFirstInSection: Bool
    public package(set) var isLastInSection: Bool
    /// The separator inside the row's bottom: 1 − max(highlight of this row, highlight of the row below).
    public package(set) var separatorAlpha: Double = 1
    /// `expansion-state cell`: the number of the reusable cell showing the row.
    public package(set) var cell: Int? = nil
    /// Whether the row is sliding to a new place over the others (a `move`): it is then drawn opaque.
    public package(set) var isMoving = false
    /// The opacity a row animation (`fade`) gives the row's content; 1 otherwise.
    public package(set) var alpha: Double = 1
    /// Its depth in an outline (0: top level) and the id of the row it is a child of.
    public package(set) var level = 0
    public package(set) var parent: String? = nil
    /// Its accessories, leading to trailing, relative to the row.
    public package(set) var accessories: [AccessoryPresentation] = []
}

/// One accessory symbol as shown: where (relative to the row), how opaque, how turned (degrees, clockwise).
public struct AccessoryPresentation: Sendable, Equatable {
    public package(set) var part: AccessoryPart
    public package(set) var frame: Rect
    public package(set) var alpha: Double
    public package(set) var rotation: Double
}

public struct HeaderFrame: Sendable, Equatable {
    public package(set) var title: String
    public package(set) var y: Double
    public package(set) var height: Double
    /// A collapsible section's chevron turn in degrees (0: pointing down, expanded); nil for other sections.
    public package(set) var chevron: Double? = nil
    /// The chevron's point size.
    package static let chevronSize = 14.0
}

/// The whole scene at one frame.
public struct FrameState: Sendable, Equatable {
    public package(set) var index: Int
    /// Seconds.
    public package(set) var time: Double
    public package(set) var contentOffset: Double
    public package(set) var contentHeight: Double
    public package(set) var rows: [RowFrame]
    public package(set) var headers: [HeaderFrame]
    /// The scroll indicator, while the offset moves and as it fades.
    package var scrollIndicator: ScrollIndicator? = nil
}
