import CCairoPango
import Foundation
import UnfoldCore

/// The symbols as vector paths in a unit square, stroked or filled at the symbol's size.
enum Symbols {
    static func draw(_ name: SymbolName, in r: Rect, color c: RGBA, rotation: Double, cr: OpaquePointer) {
        let size = min(r.width, r.height)
        guard size > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, r.x + r.width / 2, r.y + r.height / 2)
        cairo_rotate(cr, rotation * .pi / 180)
        cairo_scale(cr, size, size)
        cairo_translate(cr, -0.5, -0.5)
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        cairo_set_line_width(cr, 0.11)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        func line(_ pts: [(Double, Double)]) {
            cairo_move_to(cr, pts[0].0, pts[0].1)
            for p in pts.dropFirst() { cairo_line_to(cr, p.0, p.1) }
            cairo_stroke(cr)
        }
        switch name {
        case .ellipsis:
            for x in [0.17, 0.5, 0.83] {
                cairo_arc(cr, x, 0.5, 0.1, 0, 2 * .pi)
                cairo_fill(cr)
            }
        case .chevronDown: line([(0.18, 0.34), (0.5, 0.66), (0.82, 0.34)])
        case .chevronUp: line([(0.18, 0.66), (0.5, 0.34), (0.82, 0.66)])
        case .chevronRight: line([(0.34, 0.18), (0.66, 0.5), (0.34, 0.82)])
        case .plus:
            line([(0.15, 0.5), (0.85, 0.5)])
            line([(0.5, 0.15), (0.5, 0.85)])
        case .minus: line([(0.15, 0.5), (0.85, 0.5)])
        case .xmark:
            line([(0.2, 0.2), (0.8, 0.8)])
            line([(0.8, 0.2), (0.2, 0.8)])
        case .info:
            cairo_set_line_width(cr, 0.08)
            cairo_arc(cr, 0.5, 0.5, 0.44, 0, 2 * .pi)
            cairo_stroke(cr)
            cairo_arc(cr, 0.5, 0.29, 0.06, 0, 2 * .pi)
            cairo_fill(cr)
            cairo_set_line_width(cr, 0.1)
            line([(0.5, 0.45), (0.5, 0.74)])
        case .star:
            for k in 0..<10 {
                let radius = k % 2 == 0 ? 0.48 : 0.2
                let a = -Double.pi / 2 + Double(k) * .pi / 5
                let p = (0.5 + radius * cos(a), 0.53 + radius * sin(a))
                if k == 0 { cairo_move_to(cr, p.0, p.1) } else { cairo_line_to(cr, p.0, p.1) }
            }
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }
}
