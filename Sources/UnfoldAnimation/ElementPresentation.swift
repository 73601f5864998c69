import UnfoldModel

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
    /// The row's values for `color @SLOT` and `background @SLOT`.
    public package(set) var tint: String? = nil
    public package(set) var backgroundTint: String? = nil
    /// A text's lines as drawn, and whether it is cut (`timeline.json` version 3).
    package var textLines: TextLines? = nil
    /// A text's old content fading out under its new one while the row changes state; drawn, but not the
    /// element's state (`timeline.json`, accessibility and the audit read the other).
    package var outgoing = false
    /// A described control's animated values at this instant (a switch's on-ness, a progress bar's fill).
    package var channels: [Double] = []

    /// A switch's on-ness, 0…1 (its one channel; 0 for an element with none).
    public var on: Double { ToggleSwitch.onness(channels) }
}
