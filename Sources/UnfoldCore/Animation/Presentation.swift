/// How one element is shown at an instant: where, how opaque, how turned, and what it shows.
public struct ElementPresentation: Sendable, Equatable {
    public var index: Int
    /// The shown frame, relative to the row: content is clipped to it.
    public var frame: Rect
    /// The element's own alpha (not multiplied by its stack's); 0 for a hidden element.
    public var alpha: Double
    public var rotation: Double
    public var content: String?
    public var lines: Int
    /// The size the content is drawn at (text is never squeezed), from the frame's top-left.
    public var contentSize: Size
    /// A switch's on-ness, 0…1.
    public var on: Double = 0
    /// The row's values for `color @SLOT` and `background @SLOT`.
    public var tint: String? = nil
    public var backgroundTint: String? = nil
    /// A text's lines as drawn, and whether it is cut (`timeline.json` version 3).
    public var textLines: TextLines? = nil
}

/// A row's content drawn at one opacity; a reload crossfade has two.
public struct ContentLayer: Sendable, Equatable {
    public var alpha: Double
    public var elements: [ElementPresentation]
}

/// A row as shown in one frame, in content coordinates.
public struct RowFrame: Sendable, Equatable {
    public var row: Int
    public var id: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var expanded: Bool
    public var selected: Bool
    public var highlight: Double
    public var layers: [ContentLayer]
    public var isFirstInSection: Bool
    public var isLastInSection: Bool
    /// The separator inside the row's bottom: 1 − max(highlight of this row, highlight of the row below).
    public var separatorAlpha: Double = 1
    /// `expansion-state cell`: the number of the reusable cell showing the row.
    public var cell: Int? = nil
    /// Whether the row is sliding to a new place over the others (a `move`): it is then drawn opaque.
    public var isMoving = false
    /// The opacity a row animation (`fade`) gives the row's content; 1 otherwise.
    public var alpha: Double = 1
    /// Its depth in an outline (0: top level) and the id of the row it is a child of.
    public var level = 0
    public var parent: String? = nil
    /// Its accessories, leading to trailing, relative to the row.
    public var accessories: [AccessoryPresentation] = []
}

/// One accessory symbol as shown: where (relative to the row), how opaque, how turned (degrees, clockwise).
public struct AccessoryPresentation: Sendable, Equatable {
    public var part: AccessoryPart
    public var frame: Rect
    public var alpha: Double
    public var rotation: Double
}

public struct HeaderFrame: Sendable, Equatable {
    public var title: String
    public var y: Double
    public var height: Double
    /// A collapsible section's chevron turn in degrees (0: pointing down, expanded); nil for other sections.
    public var chevron: Double? = nil
    /// The chevron's point size.
    public static let chevronSize = 14.0
}

/// The whole scene at one frame.
public struct FrameState: Sendable, Equatable {
    public var index: Int
    /// Seconds.
    public var time: Double
    public var contentOffset: Double
    public var contentHeight: Double
    public var rows: [RowFrame]
    public var headers: [HeaderFrame]
    /// The scroll indicator, while the offset moves and as it fades.
    public var scrollIndicator: ScrollIndicator? = nil
}
