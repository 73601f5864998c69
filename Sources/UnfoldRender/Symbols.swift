import CCairoPango
import Foundation
import UnfoldCore

/// Symbols drawn from Material Design Icons (Debian's fonts-materialdesignicons-webfont), the maintained vector
/// set in Debian closest to SF Symbols: single-weight rounded outlines, with outline and filled pairs.
enum Symbols {
    /// The icon of each SF Symbols name (codepoints of the font's Material Design Icons 1.6 names).
    static let codepoints: [SymbolName: UInt32] = [
        .chevronDown: 0xF140, .chevronUp: 0xF143, .chevronLeft: 0xF141, .chevronRight: 0xF142,
        .ellipsis: 0xF1D8, .ellipsisCircle: 0xF1D8, .plus: 0xF415, .plusCircle: 0xF419, .minus: 0xF374,
        .minusCircle: 0xF377, .xmark: 0xF156, .xmarkCircle: 0xF15A, .info: 0xF64E, .infoCircle: 0xF2FD,
        .checkmark: 0xF12C, .checkmarkCircle: 0xF5E1, .star: 0xF4D2, .starFill: 0xF4CE, .heart: 0xF2D5,
        .heartFill: 0xF2D1, .bell: 0xF09C, .bellFill: 0xF09A, .gearshape: 0xF493, .trash: 0xF1C0, .pencil: 0xF3EB,
        .person: 0xF013, .personCircle: 0xF009, .magnifyingglass: 0xF349, .wifi: 0xF5A9, .lock: 0xF341,
        .globe: 0xF1E7, .photo: 0xF2E9, .doc: 0xF224, .folder: 0xF256, .calendar: 0xF0ED, .clock: 0xF150,
        .bookmark: 0xF0C3, .tag: 0xF4FC, .cart: 0xF111, .house: 0xF2DC, .envelope: 0xF1F0, .phone: 0xF3F2,
        .paperplane: 0xF48A, .squareAndArrowUp: 0xF207, .arrowUp: 0xF05D, .arrowDown: 0xF045,
        .exclamationmarkTriangle: 0xF02A, .airplane: 0xF01D
    ]

    /// Draws the symbol's glyph filling the square at the centre of `r`, turned by `rotation` degrees about its
    /// centre and mirrored when asked (directional symbols in right-to-left layouts).
    static func draw(
        _ name: SymbolName, in r: Rect, color c: RGBA, rotation: Double, mirrored: Bool = false,
        text engine: TextEngine, cr: OpaquePointer
    ) {
        let size = min(r.width, r.height)
        guard size > 0, let scalar = codepoints[name].flatMap(Unicode.Scalar.init) else { return }
        cairo_save(cr)
        cairo_translate(cr, r.x + r.width / 2, r.y + r.height / 2)
        cairo_rotate(cr, rotation * .pi / 180)
        if mirrored { cairo_scale(cr, -1, 1) }
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        let glyph = name == .ellipsisCircle ? 0.6 * size : size
        let style = TextStyle(family: Fonts.symbolFamily, weight: .regular, size: glyph, lines: 1, align: .left)
        let layout = engine.cachedLayout(String(Character(scalar)), style: style, width: -1)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = Double(PANGO_SCALE)
        // The icons sit in a square em box: centre the logical box on the symbol's centre.
        cairo_move_to(cr, -Double(logical.width) / scale / 2, -Double(logical.height) / scale / 2)
        pango_cairo_show_layout(cr, layout)
        if name == .ellipsisCircle {
            cairo_new_path(cr)
            cairo_arc(cr, 0, 0, size * 0.44, 0, 2 * .pi)
            cairo_set_line_width(cr, size * 0.08)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }
}
