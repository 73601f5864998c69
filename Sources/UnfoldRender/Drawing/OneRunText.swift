import CCairoPango
import UnfoldModel

/// A short text of printable ASCII that the style's first font holds whole, and that fits the width, is one run
/// on one line: Pango's layout would itemize it as one item of that font, shape it, and give the line the run's
/// extents. Shaping it alone gives the same size at a third of the cost (a layout also itemizes, breaks and
/// builds its lines), which is what a million rows inserted at once spend most of their time on. Anything else
/// (another character, a glyph the font lacks, a text too wide) is laid out in full. `ConcurrentMeasurerTests`
/// compares both ways.
extension TextEngine {
    /// The size of `text` as one run, or nil when it may not be one; only for a measuring engine.
    func oneRunSizeLocked(_ text: String, style: TextStyle, width: Double?) -> Size? {
        guard !shared, !style.rtl, !style.tabularDigits, !text.isEmpty else { return nil }
        var letters = false
        var count: Int32 = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F, count < Int32(Self.longWord) else { return nil }
            letters = letters || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            count += 1
        }
        let font = firstFont(style)
        let glyphs = glyphs ?? pango_glyph_string_new()!
        self.glyphs = glyphs
        var analysis = PangoAnalysis()
        analysis.font = font
        analysis.language = pango_language_from_string(style.language)
        // Pango gives a run with no letter the common script, and one with a Latin letter the Latin script.
        analysis.script = UInt8(truncatingIfNeeded: (letters ? PANGO_SCRIPT_LATIN : PANGO_SCRIPT_COMMON).rawValue)
        text.withCString { p in
            pango_shape_with_flags(p, count, p, count, &analysis, glyphs, PANGO_SHAPE_NONE)
        }
        for i in 0..<Int(glyphs.pointee.num_glyphs) where glyphs.pointee.glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0
        {
            return nil
        }
        var logical = PangoRectangle()
        pango_glyph_string_extents(glyphs, font, nil, &logical)
        if let width, logical.width > Int32((max(0, width) * Double(PANGO_SCALE)).rounded()) { return nil }
        oneRuns += 1
        return Size(
            width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    /// The first font of the style's font set: the one Pango gives every character it holds.
    func firstFont(_ style: TextStyle) -> UnsafeMutablePointer<PangoFont> {
        if let font = firstFonts[style] { return font }
        let desc = Self.fontDescription(style)
        defer { pango_font_description_free(desc) }
        let font = pango_font_map_load_font(fontMap, context, desc)!
        firstFonts[style] = font
        return font
    }
}
