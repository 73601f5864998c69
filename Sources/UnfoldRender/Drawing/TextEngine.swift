import CCairoPango
import Foundation
import Synchronization
import UnfoldCore

/// A Pango font map and context of one thread; every text is measured and drawn through one of these.
final class TextEngine {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The same, with a right-to-left base direction (Pango keeps the base direction in the context).
    let contextRTL: OpaquePointer

    /// Cairo 1.16 (Debian 12) shares scaled fonts between threads through a global cache, and aborts
    /// (`cairo_scaled_font_destroy: Assertion '! scaled_font->cache_frozen'`) when one thread lets a font go while
    /// another draws with it. Every use of Pango and Cairo's fonts (a layout made, shaped, measured, drawn or let go,
    /// a font map made or freed) holds this lock. It is not recursive: what runs under it calls only the `…Locked`
    /// forms (`layoutLocked`, `cachedLayoutLocked`), never a form that takes it again.
    static let state = StaticMutex(Shared())

    /// What the lock guards besides the calls themselves: the process's font map, made once.
    struct Shared {
        var fontMap: FontMap?
    }

    /// A Pango font map, handed between threads only under the lock.
    struct FontMap: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<PangoFontMap>
    }

    static func locked<T>(_ body: () throws -> T) rethrows -> T {
        try state.mutex.withLock { _ in try body() }
    }

    init() throws {
        let map = try Self.sharedFontMap()
        fontMap = map
        (context, contextRTL) = Self.locked {
            (
                Self.makeContext(map, direction: PANGO_DIRECTION_LTR),
                Self.makeContext(map, direction: PANGO_DIRECTION_RTL)
            )
        }
    }

    /// A font file was added to the configuration: the shared map forgets the families and fallbacks it found.
    static func fontsChanged() {
        state.withLock { shared in
            if let map = shared.fontMap { pango_fc_font_map_config_changed(OpaquePointer(map.pointer)) }
        }
    }

    /// One font map for the process, over the pinned fonts: a font map keeps the fonts it loaded and the fallback
    /// orders fontconfig sorted for it (each sort on threads of its own), so a map per measurer paid for them again
    /// at every compile (an Interface Builder cell's compile spent a third of its time there).
    static func sharedFontMap() throws -> UnsafeMutablePointer<PangoFontMap> {
        let config = Fonts.FontConfig(pointer: try Fonts.load())
        return state.withLock { shared in
            if let map = shared.fontMap { return map }
            let map = FontMap(pointer: pango_cairo_font_map_new()!)
            pango_fc_font_map_set_config(OpaquePointer(map.pointer), config.pointer)
            shared.fontMap = map
            return map
        }.pointer
    }

    static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        // Unhinted outlines and unrounded positions: the same layout at every scale, measured or drawn.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, direction)
        return context
    }

    struct LayoutKey: Hashable {
        var text: String
        var style: TextStyle
        var width: Double
    }
    /// Layouts reused from frame to frame: shaping the same text again would give the same glyphs.
    var layouts: [LayoutKey: OpaquePointer] = [:]

    /// The layout kept for `text` in `style` at `width`, made on first use; the caller holds the lock and does not
    /// unref it.
    func cachedLayoutLocked(_ text: String, style: TextStyle, width: Double) -> OpaquePointer {
        let key = LayoutKey(text: text, style: style, width: width)
        if let l = layouts[key] { return l }
        if layouts.count >= 512 {
            for l in layouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
            layouts.removeAll(keepingCapacity: true)
        }
        // A negative width is one unwrapped line.
        let l = layoutLocked(text, style: style, width: width < 0 ? nil : width)
        layouts[key] = l
        return l
    }

    deinit {
        Self.locked {
            for l in layouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(contextRTL))
            // The font map is the process's (see `sharedFontMap`).
        }
    }

    /// A layout for `text` in `style`; `width` nil means one unwrapped line. The caller unrefs it.
    func layout(_ text: String, style: TextStyle, width: Double?) -> OpaquePointer {
        Self.locked { layoutLocked(text, style: style, width: width) }
    }

    func layoutLocked(_ text: String, style: TextStyle, width: Double?) -> OpaquePointer {
        let layout = pango_layout_new(style.rtl ? contextRTL : context)!
        // Right to left: every paragraph is right to left, as UIKit lays out a right-to-left language. Left to
        // right: a paragraph takes its direction from its first strong character, as UILabel's natural writing
        // direction does.
        if style.rtl { pango_layout_set_auto_dir(layout, 0) }
        let desc = pango_font_description_new()
        // iOS switches from SF Pro Text to SF Pro Display at 20 pt; Inter has the same pair.
        let family = style.family == "Inter" && style.size >= 20 ? "Inter Display" : style.family
        // A CJK language's own glyph forms: its Noto Sans CJK face comes before any other fallback.
        pango_font_description_set_family(
            desc, Fonts.cjkFamily(for: style.language).map { family + "," + $0 } ?? family)
        pango_font_description_set_weight(
            desc, style.faceWeight.map { PangoWeight(rawValue: UInt32($0)) } ?? Self.weight(style.weight))
        if style.italic { pango_font_description_set_style(desc, PANGO_STYLE_ITALIC) }
        pango_font_description_set_absolute_size(desc, style.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, width == nil ? text : Self.breakingLongWords(text), -1)
        let attributes = pango_attr_list_new()
        // The scene's language, never the environment's: line breaks, shaping and font fallback follow it.
        pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(style.language)))
        if style.tabularDigits { pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum")) }
        if width != nil {
            // UILabel never hyphenates by default; Pango inserts a hyphen where it breaks inside a word.
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let width {
            pango_layout_set_width(layout, Int32((max(0, width) * Double(PANGO_SCALE)).rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if style.lines > 0 {
                pango_layout_set_height(layout, -Int32(style.lines))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            // Pango swaps left and right for a paragraph whose own direction differs from the context's; `align`
            // is absolute, so it is swapped back (`align right` on Hebrew text stays right).
            let swapped = !style.rtl && Self.mayHoldRightToLeft(text) && Self.startsRightToLeft(layout)
            switch style.align {
            case .left: pango_layout_set_alignment(layout, swapped ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, swapped ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
            }
        }
        return layout
    }

    /// Whether Pango resolved the layout's first paragraph as right to left (its first strong character).
    static func startsRightToLeft(_ layout: OpaquePointer) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
    }

    /// A cheap guard, not a bidi rule: asking Pango lays the text out once more, so only texts with a letter
    /// from a right-to-left block (Hebrew, Arabic, Syriac, Thaana, N'Ko and the like, and their presentation
    /// forms) are asked at all.
    static func mayHoldRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { c in
            (0x0590...0x08FF).contains(c.value) || (0xFB1D...0xFDFF).contains(c.value)
                || (0xFE70...0xFEFF).contains(c.value) || (0x10800...0x10FFF).contains(c.value)
                || (0x1E800...0x1EFFF).contains(c.value)
        }
    }

    /// Words longer than this are given a break opportunity after every character.
    static let longWord = 200

    /// Pango's fallback to character breaks inside one very long word is quadratic in its length (a
    /// 100,000-character word took 22 s a frame). A zero-width space after each character of such a word
    /// gives the same lines, since the word is broken by characters anyway, in linear time.
    static func breakingLongWords(_ text: String) -> String {
        guard text.unicodeScalars.count > longWord else { return text }
        var out = String.UnicodeScalarView()
        var run: [Unicode.Scalar] = []
        func flush() {
            if run.count > longWord {
                for c in run {
                    out.append(c)
                    out.append("\u{200B}")
                }
            } else {
                out.append(contentsOf: run)
            }
            run.removeAll(keepingCapacity: true)
        }
        for c in text.unicodeScalars {
            if c.properties.isWhitespace {
                flush()
                out.append(c)
            } else {
                run.append(c)
            }
        }
        flush()
        return String(out)
    }

    static func weight(_ w: FontWeight) -> PangoWeight {
        switch w {
        case .regular: return PANGO_WEIGHT_NORMAL
        case .medium: return PANGO_WEIGHT_MEDIUM
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        // UIKit's heavy and black are 800 and 900.
        case .heavy: return PANGO_WEIGHT_ULTRABOLD
        case .black: return PANGO_WEIGHT_HEAVY
        }
    }

    /// The logical size of a layout in points.
    static func extents(_ layout: OpaquePointer) -> Size {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Size(
            width: Double(logical.width) / Double(PANGO_SCALE), height: Double(logical.height) / Double(PANGO_SCALE))
    }

    /// A layout's line count and whether it was cut to its line limit.
    static func lines(_ layout: OpaquePointer) -> TextLines {
        TextLines(count: Int(pango_layout_get_line_count(layout)), truncated: pango_layout_is_ellipsized(layout) != 0)
    }
}

/// Measures text with Pango: the very layouts the renderer draws.
package final class PangoMeasurer: TextMeasuring {
    let engine: TextEngine
    struct Key: Hashable {
        var text: String
        var style: TextStyle
        var width: Double?
    }
    var cache: [Key: Size] = [:]

    package init() throws { engine = try TextEngine() }

    package func size(of text: String, style: TextStyle, width: Double) -> Size {
        measure(Key(text: text, style: style, width: width))
    }

    package func oneLineWidth(of text: String, style: TextStyle) -> Double {
        oneLineSize(of: text, style: style).width
    }

    /// One layout answers both: unwrapped, a text without line breaks is the line it is at any wider width.
    package func oneLineSize(of text: String, style: TextStyle) -> Size {
        var s = style
        s.lines = 0
        return measure(Key(text: text, style: s, width: nil))
    }

    func measure(_ key: Key) -> Size {
        if let s = cache[key] { return s }
        return TextEngine.locked { measureLocked(key) }
    }

    func measureLocked(_ key: Key) -> Size {
        let layout = engine.layoutLocked(key.text, style: key.style, width: key.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let s = TextEngine.extents(layout)
        Self.bound(&cache)
        cache[key] = s
        // The layouter asks for the lines of the text it just measured: the same layout answers, so a new
        // text costs one Pango layout, not two.
        if key.width != nil && lineCache[key] == nil {
            Self.bound(&lineCache)
            lineCache[key] = TextEngine.lines(layout)
        }
        return s
    }

    var lineCache: [Key: TextLines] = [:]

    /// How many texts each cache keeps: a scene of a million distinct rows (a collapsed section's) would
    /// otherwise keep a million measurements, most of them never asked for again.
    static let cacheLimit = 50_000

    /// Empties a full cache, keeping its table: the next texts fill it again without growing it.
    static func bound<Value>(_ cache: inout [Key: Value]) {
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
    }

    package func lines(of text: String, style: TextStyle, width: Double) -> TextLines {
        let key = Key(text: text, style: style, width: width)
        if let l = lineCache[key] { return l }
        let l = TextEngine.locked {
            let layout = engine.layoutLocked(text, style: style, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return TextEngine.lines(layout)
        }
        Self.bound(&lineCache)
        lineCache[key] = l
        return l
    }

    /// Whether the layout of `text` was cut to its line limit (its last line ends in "…").
    package func isEllipsized(_ text: String, style: TextStyle, width: Double) -> Bool {
        TextEngine.locked {
            let layout = engine.layoutLocked(text, style: style, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return pango_layout_is_ellipsized(layout) != 0
        }
    }

    /// The number of lines of the laid-out text.
    package func lineCount(_ text: String, style: TextStyle, width: Double) -> Int {
        TextEngine.locked {
            let layout = engine.layoutLocked(text, style: style, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return Int(pango_layout_get_line_count(layout))
        }
    }
}
