import CCairoPango
import Foundation

extension TextEngine {
    /// Draws `layout` at the current point, run by run, each glyph's origin on a whole device pixel.
    ///
    /// Cairo 1.16 rounds a glyph's origin to a whole pixel when it draws from its glyph cache; Cairo 1.17.6 and later
    /// place it at a quarter pixel instead, so the same layout gave other pixels on every glyph edge (Debian 12
    /// against 13: all 40 goldens failed). Rounding here, before Cairo sees the glyphs, draws what Cairo 1.16 drew on
    /// every Cairo: measured byte-identical frames on Debian 12 and 13, with Unfold's pinned fonts. Glyphs are
    /// still Cairo's cached masks, so drawing costs what `pango_cairo_show_layout` cost. (Filling outlines as paths
    /// also held across both machines, at 1.5 times the drawing time and with every golden changed.)
    static func show(_ layout: OpaquePointer, cr: OpaquePointer) {
        var originX = 0.0
        var originY = 0.0
        cairo_get_current_point(cr, &originX, &originY)
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE)
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let font = run.pointee.item.pointee.analysis.font,
                let glyphs = run.pointee.glyphs
            else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            // A run may sit off the line's baseline (Pango 1.50 aligns runs of other fonts): its own offsets.
            let x = originX + Double(logical.x + run.pointee.start_x_offset) / scale
            let y = originY + Double(pango_layout_iter_get_baseline(iter) - run.pointee.y_offset) / scale
            drawRun(font: font, glyphs: glyphs, x: x, y: y, cr: cr)
        } while pango_layout_iter_next_run(iter) != 0
    }

    /// One run's glyphs from (`x`, `y`), in user space.
    static func drawRun(
        font: UnsafeMutablePointer<PangoFont>, glyphs: UnsafeMutablePointer<PangoGlyphString>, x: Double, y: Double,
        cr: OpaquePointer
    ) {
        let count = Int(glyphs.pointee.num_glyphs)
        guard count > 0, let infos = glyphs.pointee.glyphs else { return }
        guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return }
        let scale = Double(PANGO_SCALE)
        var placed: [cairo_glyph_t] = []
        placed.reserveCapacity(count)
        // A character no font has is drawn as an empty box, at its rounded place (see `drawUnknown`).
        var unknown: [(PangoGlyphInfo, Double, Double)] = []
        var pen = x
        for i in 0..<count {
            let g = infos[i]
            if g.glyph != PANGO_GLYPH_EMPTY {
                var gx = pen + Double(g.geometry.x_offset) / scale
                var gy = y + Double(g.geometry.y_offset) / scale
                // Half up, as Cairo 1.16 rounds.
                cairo_user_to_device(cr, &gx, &gy)
                gx = (gx + 0.5).rounded(.down)
                gy = (gy + 0.5).rounded(.down)
                cairo_device_to_user(cr, &gx, &gy)
                if g.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                    unknown.append((g, gx, gy))
                } else {
                    placed.append(cairo_glyph_t(index: UInt(g.glyph), x: gx, y: gy))
                }
            }
            pen += Double(g.geometry.width) / scale
        }
        if !unknown.isEmpty { drawUnknown(unknown, scaled: scaled, cr: cr) }
        cairo_set_scaled_font(cr, scaled)
        cairo_show_glyphs(cr, &placed, Int32(placed.count))
    }

    /// Boxes for glyphs no font has, as iOS shows a character its fonts lack: an outlined box in the glyph's
    /// advance, as tall as capitals. Pango's own box (its code point in hex digits) is drawn differently by Pango
    /// 1.50 and 1.56, so it would move pixels between machines; the advance Pango gives it does not change.
    static func drawUnknown(_ glyphs: [(PangoGlyphInfo, Double, Double)], scaled: OpaquePointer, cr: OpaquePointer) {
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaled, &extents)
        let height = extents.ascent * 0.72
        let line = max(height / 12, 0.5)
        for (info, gx, gy) in glyphs {
            let advance = Double(info.geometry.width) / Double(PANGO_SCALE)
            let inset = advance * 0.12 + line / 2
            guard advance - 2 * inset > 0 else { continue }
            cairo_new_path(cr)
            cairo_rectangle(cr, gx + inset, gy - height + line / 2, advance - 2 * inset, height - line)
            cairo_set_line_width(cr, line)
            cairo_stroke(cr)
        }
    }
}
