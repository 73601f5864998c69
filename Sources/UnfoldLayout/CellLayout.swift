import UnfoldModel

/// Where one element of a laid-out cell is, relative to its row's top-left corner.
package struct ElementLayout: Sendable, Equatable {
    package var frame: Rect
    package var visible: Bool
    package var rotation: Double
    /// For texts: the resolved string and line limit; for images: the slot value.
    package var content: String?
    package var lines: Int
    /// The size the element's content has where it is shown: its frame's size when visible; for a hidden
    /// element, the size it would have (its children are laid out in it).
    package var contentSize: Size
    /// A text's lines as drawn, and whether it is cut.
    package var textLines: TextLines? = nil
    /// The view's own opacity (an Interface Builder view's `alpha`): its alpha when shown.
    package var opacity: Double = 1
    /// The row's values for `color @SLOT` and `background @SLOT`.
    package var tint: String? = nil
    package var backgroundTint: String? = nil
    /// Its kind's animated values (see `ElementDescriptor.channels`); empty for a kind that animates none.
    package var channels: [Double] = []
    package static let hidden = ElementLayout(
        frame: .zero, visible: false, rotation: 0, content: nil, lines: 0, contentSize: Size(width: 0, height: 0))
}

/// A template laid out for one row state at one width.
package struct CellLayout: Sendable, Equatable {
    /// The row's height: fixed, or measured and rounded up to a device pixel, with min-height and growth applied.
    package var height: Double
    /// One entry per element of the template, in pre-order.
    package var elements: [ElementLayout]
}
