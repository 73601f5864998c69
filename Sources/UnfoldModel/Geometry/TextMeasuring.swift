/// Everything that decides how a text is shaped and broken into lines.
public struct TextStyle: Sendable, Hashable {
    public package(set) var family: String
    public package(set) var weight: FontWeight
    public package(set) var size: Double
    /// 0 means unlimited.
    public package(set) var lines: Int
    public package(set) var align: TextAlign
    /// The paragraph's base direction is right to left.
    public package(set) var rtl: Bool
    /// The text's language (the scene's locale): line breaking, shaping and CJK glyph forms follow it.
    public package(set) var language: String
    /// Drawn in the family's italic face (the accessibility legend's hints).
    public package(set) var italic = false
    /// A named font's own weight (100…900), which replaces `weight`: its face's, which no `FontWeight` may name.
    public package(set) var faceWeight: Int? = nil
    /// Digits of one width (OpenType `tnum`), as the status bar's time is drawn, so "9:41" and "11:11" line up.
    public package(set) var tabularDigits = false
    /// Drawn centred in a frame taller than the text (a UILabel's text); else from the frame's top.
    public package(set) var centredVertically = false
    package init(
        family: String, weight: FontWeight, size: Double, lines: Int, align: TextAlign, rtl: Bool = false,
        language: String = "en"
    ) {
        self.family = family
        self.weight = weight
        self.size = size
        self.lines = lines
        self.align = align
        self.rtl = rtl
        self.language = language
    }
}

/// Measures text; the layout core sees only this, so tests can use a fake and the renderer uses Pango.
package protocol TextMeasuring {
    /// The size of `text` wrapped at `width` and cut to the style's line limit.
    func size(of text: String, style: TextStyle, width: Double) -> Size
    /// The width of `text` on one line, unwrapped.
    func oneLineWidth(of text: String, style: TextStyle) -> Double
    /// The lines drawn when `text` is wrapped at `width`, and whether its line limit cut it ("…" drawn).
    func lines(of text: String, style: TextStyle, width: Double) -> TextLines
    /// The size of a text without line breaks on one line: its `oneLineWidth`, and the height it has at any width
    /// that holds that line.
    func oneLineSize(of text: String, style: TextStyle) -> Size
    /// Up to `count` measurers that give this one's answers and may each measure on a thread of its own, all at
    /// the same time, so that many rows inserted at once are laid out in parallel; none when this one has none.
    func concurrentMeasurers(_ count: Int) -> [any TextMeasuring]
}

extension TextMeasuring {
    package func concurrentMeasurers(_ count: Int) -> [any TextMeasuring] { [] }

    package func oneLineSize(of text: String, style: TextStyle) -> Size {
        let width = oneLineWidth(of: text, style: style)
        return Size(width: width, height: size(of: text, style: style, width: width + 1).height)
    }
}

/// What `timeline.json` says of a text's lines.
package struct TextLines: Sendable, Equatable {
    package var count: Int
    package var truncated: Bool
    package init(count: Int, truncated: Bool) {
        self.count = count
        self.truncated = truncated
    }
}
