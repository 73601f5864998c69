import CCairoPango
import Foundation
import Synchronization
import UnfoldModel

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

    /// What the lock guards besides the calls themselves: the process's font maps, one per set of a scene's own
    /// font files, each made once.
    struct Shared {
        var fontMaps: [FontSet: FontMap] = [:]
    }

    /// A Pango font map, handed between threads only under the lock.
    struct FontMap: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<PangoFontMap>
    }

    static func locked<T>(_ body: () throws -> T) rethrows -> T {
        try state.mutex.withLock { _ in try body() }
    }

    /// Whether this engine uses the process's shared Cairo font map, and so the lock (see `state`).
    let shared: Bool

    /// An engine over the shared font map of the pinned fonts and a scene's own (`fonts`).
    init(fonts: FontSet = .pinned) throws {
        let map = try Self.sharedFontMap(fonts)
        fontMap = map
        shared = true
        (context, contextRTL) = Self.locked {
            (
                Self.makeContext(map, direction: PANGO_DIRECTION_LTR),
                Self.makeContext(map, direction: PANGO_DIRECTION_RTL)
            )
        }
    }

    /// An engine that only shapes texts of one run (see `OneRunText.swift`), over a font map of its own that
    /// loads fonts through FreeType, not Cairo: it shares no font, face or cache with another engine, so it needs
    /// no lock and shapes at the same time as the others. Its sizes are the shared map's: both shape with HarfBuzz
    /// at 72 dpi, unhinted and unrounded (`ConcurrentMeasurerTests` compares them).
    init(measuringOnly: (), fonts: FontSet = .pinned) throws {
        let config = try Fonts.config(for: fonts)
        let map = pango_ft2_font_map_new()!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        pango_ft2_font_map_set_resolution(OpaquePointer(map), 72, 72)
        pango_fc_font_map_set_default_substitute(
            OpaquePointer(map), { pattern, _ in TextEngine.unhinted(pattern) }, nil, nil)
        fontMap = map
        shared = false
        context = Self.makeContext(map, direction: PANGO_DIRECTION_LTR, cairo: false)
        contextRTL = Self.makeContext(map, direction: PANGO_DIRECTION_RTL, cairo: false)
    }

    /// Unhinted outlines, as the Cairo contexts' font options ask.
    static func unhinted(_ pattern: OpaquePointer?) {
        FcPatternDel(pattern, FC_HINTING)
        FcPatternAddBool(pattern, FC_HINTING, 0)
        FcPatternDel(pattern, FC_HINT_STYLE)
        FcPatternAddInteger(pattern, FC_HINT_STYLE, Int32(FC_HINT_NONE))
    }

    /// Runs `body` under the lock when this engine needs it.
    func guarded<T>(_ body: () throws -> T) rethrows -> T {
        shared ? try Self.locked(body) : try body()
    }

    /// One font map for the process per set of fonts (the pinned ones, and a scene's own with them): a font map
    /// keeps the fonts it loaded and the fallback orders fontconfig sorted for it (each sort on threads of its own),
    /// so a map per measurer paid for them again at every compile (an Interface Builder cell's compile spent a third
    /// of its time there). A scene's map holds no other scene's files: what it draws does not depend on them.
    static func sharedFontMap(_ fonts: FontSet) throws -> UnsafeMutablePointer<PangoFontMap> {
        let config = Fonts.FontConfig(pointer: try Fonts.config(for: fonts))
        return state.withLock { shared in
            if let map = shared.fontMaps[fonts] { return map }
            let map = FontMap(pointer: pango_cairo_font_map_new()!)
            pango_fc_font_map_set_config(OpaquePointer(map.pointer), config.pointer)
            shared.fontMaps[fonts] = map
            return map
        }.pointer
    }

    static func makeContext(
        _ fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection, cairo: Bool = true
    ) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        // Unhinted outlines and unrounded positions: the same layout at every scale, measured or drawn. A
        // FreeType map takes its hinting from its patterns and its resolution from itself (`init(measuringOnly:)`).
        if cairo {
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            pango_cairo_context_set_resolution(context, 72)
        }
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
        guarded {
            for l in layouts.values { g_object_unref(UnsafeMutableRawPointer(l)) }
            for font in firstFonts.values { g_object_unref(UnsafeMutableRawPointer(font)) }
            if let glyphs { pango_glyph_string_free(glyphs) }
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(contextRTL))
            // The shared font map is the process's (see `sharedFontMap`); a measuring engine's is its own.
            if !shared { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        }
    }

    /// A layout for `text` in `style`; `width` nil means one unwrapped line. The caller unrefs it.
    func layout(_ text: String, style: TextStyle, width: Double?) -> OpaquePointer {
        Self.locked { layoutLocked(text, style: style, width: width) }
    }

    func layoutLocked(_ text: String, style: TextStyle, width: Double?) -> OpaquePointer {
        let layout = pango_layout_new(style.rtl ? contextRTL : context)!
        configure(layout, style: style, width: width)
        setText(text, of: layout, style: style, width: width)
        return layout
    }

    /// For a measuring engine, the first font of each style's font set, and a glyph string to shape into (see
    /// `OneRunText.swift`).
    var firstFonts: [TextStyle: UnsafeMutablePointer<PangoFont>] = [:]
    var glyphs: UnsafeMutablePointer<PangoGlyphString>?
    /// How many texts this engine measured as one run.
    var oneRuns = 0

    /// Everything of a layout but its text: its font, language, wrapping and line limit.
    func configure(_ layout: OpaquePointer, style: TextStyle, width: Double?) {
        // Right to left: every paragraph is right to left, as UIKit lays out a right-to-left language. Left to
        // right: a paragraph takes its direction from its first strong character, as UILabel's natural writing
        // direction does.
        if style.rtl { pango_layout_set_auto_dir(layout, 0) }
        let desc = Self.fontDescription(style)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
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
        }
    }

    /// The font a style asks for; the caller frees it.
    static func fontDescription(_ style: TextStyle) -> OpaquePointer {
        let desc = pango_font_description_new()!
        // iOS switches from SF Pro Text to SF Pro Display at 20 pt; Inter has the same pair.
        let family = style.family == "Inter" && style.size >= 20 ? "Inter Display" : style.family
        // A CJK language's own glyph forms: its Noto Sans CJK face comes before any other fallback.
        pango_font_description_set_family(
            desc, Fonts.cjkFamily(for: style.language).map { family + "," + $0 } ?? family)
        pango_font_description_set_weight(
            desc, style.faceWeight.map { PangoWeight(rawValue: UInt32($0)) } ?? Self.weight(style.weight))
        if style.italic { pango_font_description_set_style(desc, PANGO_STYLE_ITALIC) }
        pango_font_description_set_absolute_size(desc, style.size * Double(PANGO_SCALE))
        return desc
    }

    /// Sets the layout's text, and its alignment, which depends on the text's direction.
    func setText(_ text: String, of layout: OpaquePointer, style: TextStyle, width: Double?) {
        pango_layout_set_text(layout, width == nil ? text : Self.breakingLongWords(text), -1)
        guard width != nil else { return }
        // Pango swaps left and right for a paragraph whose own direction differs from the context's; `align`
        // is absolute, so it is swapped back (`align right` on Hebrew text stays right).
        let swapped = !style.rtl && Self.mayHoldRightToLeft(text) && Self.startsRightToLeft(layout)
        switch style.align {
        case .left: pango_layout_set_alignment(layout, swapped ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, swapped ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        }
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

    /// The pinned fonts and a scene's own (`fonts`), which its measurers of their own font maps use too.
    let fonts: FontSet

    package init(fonts: FontSet = .pinned) throws {
        engine = try TextEngine(fonts: fonts)
        self.fonts = fonts
    }

    /// A measurer with a font map of its own, which needs no lock (see `TextEngine.init(measuringOnly:)`).
    package init(measuringOnly: (), fonts: FontSet = .pinned) throws {
        engine = try TextEngine(measuringOnly: (), fonts: fonts)
        shared = try TextEngine(fonts: fonts)
        self.fonts = fonts
    }

    /// For a measurer of its own font map, the shared map's engine, which lays out every text that is not one run
    /// (see `OneRunText.swift`).
    var shared: TextEngine?

    /// Measurers of their own font maps, made on first use and kept: making one loads its fonts again.
    var workers: [PangoMeasurer] = []

    package func concurrentMeasurers(_ count: Int) -> [any TextMeasuring] {
        while workers.count < count, let made = try? PangoMeasurer(measuringOnly: (), fonts: fonts) {
            workers.append(made)
        }
        return Array(workers.prefix(count))
    }

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
        if let known = cache[key] { return known.size }
        return engine.guarded { measureLocked(key).size }
    }

    /// A text's size and, when it was wrapped at a width, its lines: the layouter asks for the lines of the text
    /// it just measured, so one layout and one entry answer both.
    struct Measured {
        var size: Size
        var lines: TextLines?
    }

    func measureLocked(_ key: Key) -> Measured {
        let measured: Measured
        if let size = engine.oneRunSizeLocked(key.text, style: key.style, width: key.width) {
            measured = Measured(size: size, lines: key.width == nil ? nil : TextLines(count: 1, truncated: false))
        } else if let shared {
            // Only the shared map lays texts out: several FreeType maps laying out at once wrapped some texts
            // elsewhere than the Cairo map (one run in a few, in `ConcurrentMeasurerTests`).
            measured = TextEngine.locked { Self.measured(shared, key) }
        } else {
            measured = Self.measured(engine, key)
        }
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = measured
        return measured
    }

    static func measured(_ engine: TextEngine, _ key: Key) -> Measured {
        let layout = engine.layoutLocked(key.text, style: key.style, width: key.width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Measured(size: TextEngine.extents(layout), lines: key.width == nil ? nil : TextEngine.lines(layout))
    }

    /// Texts measured, by text, style and width.
    var cache: [Key: Measured] = [:]

    /// How many texts the cache keeps: a scene of a million distinct rows (a collapsed section's) would otherwise
    /// keep a million measurements, most of them never asked for again. A full cache is emptied, keeping its
    /// table, so the next texts fill it again without growing it.
    static let cacheLimit = 50_000

    package func lines(of text: String, style: TextStyle, width: Double) -> TextLines {
        let key = Key(text: text, style: style, width: width)
        if let lines = cache[key]?.lines { return lines }
        return engine.guarded { measureLocked(key).lines! }
    }

    /// Whether the layout of `text` was cut to its line limit (its last line ends in "…").
    package func isEllipsized(_ text: String, style: TextStyle, width: Double) -> Bool {
        engine.guarded {
            let layout = engine.layoutLocked(text, style: style, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return pango_layout_is_ellipsized(layout) != 0
        }
    }

    /// The number of lines of the laid-out text.
    package func lineCount(_ text: String, style: TextStyle, width: Double) -> Int {
        engine.guarded {
            let layout = engine.layoutLocked(text, style: style, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return Int(pango_layout_get_line_count(layout))
        }
    }
}
