/// Where one element of a laid-out cell is, relative to its row's top-left corner.
public struct ElementLayout: Sendable, Equatable {
    public var frame: Rect
    public var visible: Bool
    public var rotation: Double
    /// For texts: the resolved string and line limit; for images: the slot value.
    public var content: String?
    public var lines: Int
    /// The size the element's content has where it is shown: its frame's size when visible; for a hidden
    /// element, the size it would have (its children are laid out in it).
    public var contentSize: Size
    /// A text's lines as drawn, and whether it is cut.
    public var textLines: TextLines? = nil
    /// A switch: 1 when on, 0 when off (animated between).
    public var on: Double = 0
    /// The row's values for `color @SLOT` and `background @SLOT`.
    public var tint: String? = nil
    public var backgroundTint: String? = nil
    public static let hidden = ElementLayout(
        frame: .zero, visible: false, rotation: 0, content: nil, lines: 0, contentSize: Size(width: 0, height: 0))
}

/// A template laid out for one row state at one width.
public struct CellLayout: Sendable, Equatable {
    /// The row's height: fixed, or measured and rounded up to a device pixel, with min-height and growth applied.
    public var height: Double
    /// One entry per element of the template, in pre-order.
    public var elements: [ElementLayout]
}

/// What a row's layout depends on.
public struct RowState: Sendable, Equatable, Hashable {
    public var expanded: Bool
    public var slots: [String: String]
    public var growth: Double
    public init(expanded: Bool, slots: [String: String], growth: Double = 0) {
        self.expanded = expanded
        self.slots = slots
        self.growth = growth
    }
}
