import CCairoPango
import Foundation
import UnfoldCore

/// Lays frames out in a grid, each scaled down and labelled with its time, under the scene's name.
public enum ContactSheet {
    public struct Tile { public var image: RGBAImage; public var label: String
        public init(image: RGBAImage, label: String) { self.image = image; self.label = label } }

    public static func compose(_ tiles: [Tile], title: String, columns: Int, tileWidth: Int, dark: Bool) throws -> [UInt8] {
        guard let first = tiles.first else { throw RenderError("no frames for the contact sheet") }
        let k = Double(tileWidth) / Double(first.image.width)
        let tw = tileWidth, th = Int((Double(first.image.height) * k).rounded())
        let gap = 24, label = 30, top = 56
        let cols = max(1, min(columns, tiles.count))
        let rows = (tiles.count + cols - 1) / cols
        let W = gap + cols * (tw + gap), H = top + rows * (th + label + gap)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(W), Int32(H))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let bg = dark ? RGBA(bytes: 28, 28, 30) : RGBA(bytes: 242, 242, 247)
        let fg = dark ? RGBA(1, 1, 1) : RGBA(bytes: 28, 28, 30)
        cairo_set_source_rgb(cr, bg.r, bg.g, bg.b)
        cairo_paint(cr)
        let engine = try TextEngine()
        func text(_ s: String, x: Double, y: Double, width: Double, size: Double, weight: FontWeight, color: RGBA, align: TextAlign) {
            let layout = engine.layout(s, style: TextStyle(family: "DejaVu Sans", weight: weight, size: size, lines: 1, align: align), width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            cairo_move_to(cr, x, y)
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            pango_cairo_show_layout(cr, layout)
        }
        text(title, x: Double(gap), y: 16, width: Double(W - 2 * gap), size: 20, weight: .bold, color: fg, align: .left)
        for (n, tile) in tiles.enumerated() {
            let x = gap + (n % cols) * (tw + gap), y = top + (n / cols) * (th + label + gap)
            var pixels = toBGRA(tile.image)
            let stride = tile.image.width * 4
            try pixels.withUnsafeMutableBytes { raw in
                guard let src = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                    Int32(tile.image.width), Int32(tile.image.height), Int32(stride)) else { throw RenderError("cairo surface") }
                defer { cairo_surface_destroy(src) }
                cairo_save(cr)
                cairo_rectangle(cr, Double(x - 1), Double(y - 1), Double(tw + 2), Double(th + 2))
                cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
                cairo_fill(cr)
                cairo_translate(cr, Double(x), Double(y))
                cairo_scale(cr, k, k)
                cairo_set_source_surface(cr, src, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            text(tile.label, x: Double(x), y: Double(y + th + 6), width: Double(tw), size: 14, weight: .medium, color: fg, align: .center)
        }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let s = Int(cairo_image_surface_get_stride(surface))
        var rgb = [UInt8](repeating: 0, count: W * H * 3)
        for yy in 0..<H { for xx in 0..<W {
            let p = data + yy * s + xx * 4, o = (yy * W + xx) * 3
            rgb[o] = p[2]; rgb[o + 1] = p[1]; rgb[o + 2] = p[0]
        } }
        return try rgb.withUnsafeBufferPointer { try PNGCodec.encodeRGB($0, width: W, height: H, level: PNGCodec.compactLevel) }
    }

    static func toBGRA(_ img: RGBAImage) -> [UInt8] {
        var out = img.pixels
        for i in stride(from: 0, to: out.count, by: 4) { out.swapAt(i, i + 2) }
        return out
    }
}
