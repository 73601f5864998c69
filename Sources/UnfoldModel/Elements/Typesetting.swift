/// How a kind that shows words sets them: their font, line limit, alignment and colour. Every stage reaches a
/// text's words through it, never through the kind: the layouts measure the kind's `content` in its style, an hstack
/// shares its width among such kinds by priority, VoiceOver reads their words among the row's texts, and the audit
/// checks their contrast and truncation.
package struct Typesetting: Sendable, Equatable {
    /// `font WEIGHT SIZE`: 17 pt regular unless written.
    package var weight = FontWeight.regular
    package var size = 17.0
    /// `font STYLE`: the iOS text style the size and weight come from, scaled with the reader's text size.
    package var textStyle: TextStyleName? = nil
    /// A font an Interface Builder file names; its face replaces the scene's family and the weight above.
    package var namedFont: NamedFont? = nil
    /// `lines C/E`: 0 is as many as the words need.
    package var lines = Pair(0)
    /// `align left|center|right`, and whether it was written: without it the words take the natural alignment.
    package var align = TextAlign.left
    package var alignWritten = false
    /// Drawn centred top to bottom in a frame taller than the words, as UILabel draws (Interface Builder's labels).
    package var centred = false
    /// `color C`: the label colour when nil.
    package var color: Color? = nil

    package init() {}

    /// Its point size: the text style's at the reader's content size, else its own (17 when none is written) scaled
    /// as `UIFontMetrics.default` scales it: × body size / 17, not rounded.
    package func pointSize(_ settings: Settings) -> Double {
        if let textStyle { return settings.contentSize.size(of: textStyle) }
        return size * settings.contentSize.size(of: .body) / 17
    }

    /// Its weight, two steps heavier with Bold Text.
    package func drawnWeight(_ settings: Settings) -> FontWeight { settings.fontWeight(weight) }

    /// `align left|right` stay where they are; without `align`, the words align to their leading edge.
    package func effectiveAlign(rtl: Bool) -> TextAlign { alignWritten ? align : (rtl ? .right : .left) }

    /// The style its words are measured and drawn in, in `family` (the scene's) with `lines` lines.
    package func style(family: String, settings: Settings, lines: Int) -> TextStyle {
        let rtl = settings.direction == .rtl
        var style = TextStyle(
            family: family, weight: drawnWeight(settings), size: pointSize(settings), lines: lines,
            align: effectiveAlign(rtl: rtl), rtl: rtl, language: settings.textLanguage)
        style.use(namedFont)
        return style
    }
}
