import CCairoPango
import Foundation
import UnfoldCodecs
import UnfoldModel

/// A grid of frames, each scaled down and labelled with its time, under the scene's name.
///
/// Frames are placed one at a time, band by band, straight from the renderer's surface into their tile,
/// so a sheet of the largest canvas holds only the sheet itself and one band in memory.
package final class ContactSheet {
    /// Where each tile goes. Tiles are `tileWidth` wide; their heights follow their frames' shapes, and each
    /// row of the grid is as tall as its tallest tile (variants on several devices share one sheet).
    package struct Layout {
        package var frameSizes: [(width: Int, height: Int)]
        package var columns: Int
        package var tileWidth: Int

        package init(frameSizes: [(width: Int, height: Int)], columns: Int, tileWidth: Int) {
            self.frameSizes = frameSizes
            self.columns = max(1, min(columns, frameSizes.count))
            self.tileWidth = tileWidth
        }

        /// Frames of one size.
        package init(frameWidth: Int, frameHeight: Int, count: Int, columns: Int, tileWidth: Int) {
            self.init(
                frameSizes: Array(repeating: (frameWidth, frameHeight), count: count), columns: columns,
                tileWidth: tileWidth)
        }

        static let gap = 24
        static let labelHeight = 30
        static let top = 56

        var count: Int { frameSizes.count }
        func scale(_ n: Int) -> Double { Double(tileWidth) / Double(frameSizes[n].width) }
        func tileHeight(_ n: Int) -> Int { Int((Double(frameSizes[n].height) * scale(n)).rounded()) }
        var rows: Int { (count + columns - 1) / columns }
        func rowHeight(_ r: Int) -> Int {
            ((r * columns)..<min(count, (r + 1) * columns)).map(tileHeight).max() ?? 0
        }
        package var width: Int { Layout.gap + columns * (tileWidth + Layout.gap) }
        package var height: Int {
            Layout.top + (0..<rows).map { rowHeight($0) + Layout.labelHeight + Layout.gap }.reduce(0, +)
        }

        /// The top-left corner of tile n.
        func origin(_ n: Int) -> (x: Int, y: Int) {
            let row = n / columns
            let above = (0..<row).map { rowHeight($0) + Layout.labelHeight + Layout.gap }.reduce(0, +)
            return (Layout.gap + (n % columns) * (tileWidth + Layout.gap), Layout.top + above)
        }
    }

    let layout: Layout
    let surface: OpaquePointer
    let cr: OpaquePointer
    let engine: TextEngine
    let foreground: RGBA

    package init(_ layout: Layout, title: String, dark: Bool) throws {
        guard layout.count > 0 else { throw RenderError.nothingToMake("no frames for the contact sheet") }
        self.layout = layout
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(layout.width), Int32(layout.height))!
        cr = cairo_create(surface)!
        engine = try TextEngine()
        foreground = dark ? RGBA(1, 1, 1) : RGBA(bytes: 28, 28, 30)
        let background = dark ? RGBA(bytes: 28, 28, 30) : RGBA(bytes: 242, 242, 247)
        cairo_set_source_rgb(cr, background.r, background.g, background.b)
        cairo_paint(cr)
        let titleWidth = Double(layout.width - 2 * Layout.gap)
        text(title, x: Double(Layout.gap), y: 16, width: titleWidth, size: 20, weight: .bold, align: .left)
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            throw RenderError.library(.cairo, step: "make a \(layout.width)×\(layout.height) sheet")
        }
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func text(_ s: String, x: Double, y: Double, width: Double, size: Double, weight: FontWeight, align: TextAlign) {
        let style = TextStyle(family: "Inter", weight: weight, size: size, lines: 1, align: align)
        TextEngine.locked {
            let pango = engine.layoutLocked(s, style: style, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
            cairo_move_to(cr, x, y)
            cairo_set_source_rgba(cr, foreground.r, foreground.g, foreground.b, foreground.a)
            pango_cairo_show_layout(cr, pango)
        }
    }

    /// Draws the frame `canvas` holds into tile n, with its label.
    package func place(_ canvas: FrameRenderer, at n: Int, label: String) throws {
        let (x, y) = layout.origin(n)
        let k = layout.scale(n)
        cairo_rectangle(
            cr, Double(x - 1), Double(y - 1), Double(layout.tileWidth + 2), Double(layout.tileHeight(n) + 2))
        cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
        cairo_fill(cr)
        try canvas.drawScaled(into: cr, x: Double(x), y: Double(y), scale: k)
        let labelY = Double(y + layout.tileHeight(n) + 6)
        text(label, x: Double(x), y: labelY, width: Double(layout.tileWidth), size: 14, weight: .medium, align: .center)
    }

    /// The sheet as PNG.
    package func png() throws -> [UInt8] {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let width = layout.width
        return try PNGCodec.encodeRGBRows(width: width, height: layout.height, compression: .compact) { y, row in
            FrameRenderer.swizzleRow(from: data + y * stride, width: width, to: row)
        }
    }
}
