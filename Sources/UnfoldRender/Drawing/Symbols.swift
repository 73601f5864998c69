import CCairoPango
import Foundation
import UnfoldModel

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
        .exclamationmarkTriangle: 0xF02A, .airplane: 0xF01D,
        // Material Design Icons has no tray; its inbox is one.
        .tray: 0xF2FB,
        // Signal bars, and Material's battery (upright; the status bar turns it on its side).
        .cellularbars: 0xF4A2, .battery100: 0xF079
    ]

    /// Inter's capital height in its em: a symbol of point size N is about as tall as the capitals of text of
    /// size N, as SF Symbols are.
    static let capHeight = 0.727

    /// What a symbol's ink is fitted to, in units of its point size: SF Symbols' proportions, since Material
    /// Design Icons sit smaller in their em (a chevron is 0.38 em wide there) and not all by the same amount.
    enum Fit {
        case height(Double)
        case width(Double)
    }

    static func fit(_ name: SymbolName) -> Fit {
        switch name {
        // A chevron-down is about four fifths of the point size wide; turned sideways, as tall.
        case .chevronDown, .chevronUp: return .width(0.8)
        case .chevronLeft, .chevronRight: return .height(0.8)
        case .ellipsis: return .width(0.8)
        case .ellipsisCircle: return .width(0.42)
        case .minus: return .width(0.72)
        default: return .height(capHeight)
        }
    }

    /// Draws the symbol of point size min(width, height) with its ink centred in `r`, turned by `rotation`
    /// degrees about its centre and mirrored when asked (directional symbols in right-to-left layouts). The caller
    /// holds `TextEngine`'s lock.
    static func draw(
        _ name: SymbolName, in r: Rect, color c: RGBA, rotation: Double, mirrored: Bool = false,
        text engine: TextEngine, cr: OpaquePointer
    ) {
        let size = min(r.width, r.height)
        guard size > 0, let scalar = codepoints[name].flatMap(Unicode.Scalar.init) else { return }
        let text = String(Character(scalar))
        let scale = Double(PANGO_SCALE)
        func ink(em: Double) -> (OpaquePointer, PangoRectangle) {
            let style = TextStyle(family: Fonts.symbolFamily, weight: .regular, size: em, lines: 1, align: .left)
            let layout = engine.cachedLayoutLocked(text, style: style, width: -1)
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            return (layout, ink)
        }
        // The glyph's ink at an em of the point size says how much larger the em must be to fit.
        let (_, probe) = ink(em: size)
        var em = size
        switch fit(name) {
        case .height(let k) where probe.height > 0: em = size * k * size / (Double(probe.height) / scale)
        case .width(let k) where probe.width > 0: em = size * k * size / (Double(probe.width) / scale)
        default: break
        }
        let (layout, box) = ink(em: em)
        cairo_save(cr)
        cairo_translate(cr, r.x + r.width / 2, r.y + r.height / 2)
        cairo_rotate(cr, rotation * .pi / 180)
        if mirrored { cairo_scale(cr, -1, 1) }
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        // The ink's centre on the symbol's centre, so a turned chevron turns about itself.
        cairo_move_to(
            cr, -(Double(box.x) + Double(box.width) / 2) / scale, -(Double(box.y) + Double(box.height) / 2) / scale)
        TextEngine.show(layout, cr: cr)
        if name == .ellipsisCircle {
            cairo_new_path(cr)
            cairo_arc(cr, 0, 0, size * capHeight * 0.55, 0, 2 * .pi)
            cairo_set_line_width(cr, size * 0.06)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }
}
