import CCairoPango
import CPixelRows
import Foundation
import UnfoldCodecs
import UnfoldDisplay
import UnfoldModel

/// Draws display lists; each render thread owns one, with its own Pango context.
///
/// A frame is drawn in horizontal bands of `bandRows` pixel rows into a small surface, and each band is
/// converted and encoded right away, while it is still in cache. Every frame is cut into the same bands,
/// so output stays the same for any `--jobs` or `--frames`; against one whole-frame drawing, pixman may
/// round an edge pixel by one level (seen once in the demo's 164 frames).
package final class FrameRenderer {
    package let pixelWidth: Int
    package let pixelHeight: Int
    let scale: Double
    let bandRows: Int
    let surface: OpaquePointer
    /// The context commands draw into: the band's, or a content shadow's mask while it is drawn.
    var cr: OpaquePointer
    let text: TextEngine
    let images: ImageStore
    var imageSurfaces: [String: OpaquePointer] = [:]
    var imageBuffers: [UnsafeMutableRawPointer] = []
    /// This thread's open PDFs and SVGs, by the slot value that names them.
    var vectorDocuments: [String: VectorDocument] = [:]
    /// Where each custom symbol's layer for a weight sits in its template (nil: none).
    var symbolPlacements: [String: SymbolTemplate.Placement?] = [:]
    var commands: [DrawCommand] = []
    /// The blurred shapes of this frame's shadows, kept while its bands are drawn.
    var shadowMasks: [String: ShadowMask] = [:]
    /// The blurred content of this frame's content shadows, by the index of their first command.
    var contentShadowMasks: [Int: ShadowMask] = [:]
    /// The first pixel row of the band the surface holds, or nil.
    var band: Int?

    package convenience init(
        width: Double, height: Double, scale: Int, images: ImageStore = ImageStore(), bandRows: Int = 128,
        fonts: FontSet = .pinned
    ) throws {
        try self.init(
            Canvas(width: width, height: height, scale: scale), images: images, bandRows: bandRows, fonts: fonts)
    }

    /// `fonts`: the scene's own font files, which it draws with beside the pinned ones.
    package init(_ canvas: Canvas, images: ImageStore = ImageStore(), bandRows: Int = 128, fonts: FontSet = .pinned)
        throws
    {
        pixelWidth = canvas.pixelWidth
        pixelHeight = canvas.pixelHeight
        self.scale = Double(canvas.scale)
        self.images = images
        self.bandRows = max(1, min(bandRows, pixelHeight))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(self.bandRows))
        if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
            throw RenderError.library(
                .cairo, step: "create a \(pixelWidth)×\(pixelHeight) surface",
                reason: String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        cr = cairo_create(surface)
        text = try TextEngine(fonts: fonts)
    }

    deinit {
        for s in imageSurfaces.values { cairo_surface_destroy(s) }
        for b in imageBuffers { b.deallocate() }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Takes the display list of the next frame; its bands are drawn when its pixels are read.
    package func draw(_ commands: [DrawCommand]) throws {
        self.commands = commands
        shadowMasks = [:]
        contentShadowMasks = [:]
        band = nil
    }

    /// Draws the band that starts at pixel row `y0`; rows (clip groups) wholly outside it are skipped.
    func drawBand(_ y0: Int) throws {
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        // A display list that starts by covering the canvas with an opaque color needs no clearing first.
        if case let .fill(r, c, _)? = commands.first, c.a >= 1, r.x <= 0, r.y <= 0,
            r.maxX * scale >= Double(pixelWidth), r.maxY * scale >= Double(pixelHeight)
        {
        } else {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_translate(cr, 0, -Double(y0))
        cairo_scale(cr, scale, scale)
        let top = Double(y0) / scale
        let bottom = Double(y0 + bandRows) / scale
        var skipping = 0
        for (i, c) in commands.enumerated() {
            if skipping > 0 {
                if case .pushClip = c { skipping += 1 } else if case .popClip = c { skipping -= 1 }
                continue
            }
            if case let .pushClip(r, _) = c, r.maxY <= top || r.y >= bottom {
                skipping = 1
                continue
            }
            if case let .beginContentShadow(r, color, offset, blur) = c {
                try drawContentShadow(at: i, bounds: r, color, offset: offset, blur: blur)
                continue
            }
            try execute(c)
        }
        cairo_surface_flush(surface)
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS {
            throw RenderError.library(.cairo, step: "draw", reason: String(cString: cairo_status_to_string(status)))
        }
        band = y0
    }

    /// Draws every band once without encoding; for measuring the raster stage alone.
    package func rasterize() throws {
        for y0 in stride(from: 0, to: pixelHeight, by: bandRows) { try drawBand(y0) }
    }

    /// Pixel row `y` of the frame (Cairo's ARGB32), drawing its band first if needed.
    func pixelRow(_ y: Int) throws -> UnsafeMutablePointer<UInt8> {
        let start = y / bandRows * bandRows
        if band != start { try drawBand(start) }
        return cairo_image_surface_get_data(surface)! + (y - start) * Int(cairo_image_surface_get_stride(surface))
    }

    func execute(_ c: DrawCommand) throws {
        switch c {
        case let .fill(r, color, corners):
            path(r, corners)
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            cairo_fill(cr)
        case let .pushClip(r, corners):
            cairo_save(cr)
            path(r, corners)
            cairo_clip(cr)
        case .popClip:
            cairo_restore(cr)
        case let .text(s, style, r, color):
            TextEngine.locked {
                let layout = text.cachedLayoutLocked(s, style: style, width: r.width)
                // UILabel centres its text rect, the text's height rounded up to a device pixel as a label's
                // intrinsic height is, in a taller frame: a label at its own height draws from its top.
                let slack =
                    style.centredVertically
                    ? max(0, r.height - ceilToPixel(TextEngine.extents(layout).height, scale: Int(scale))) : 0
                cairo_move_to(cr, r.x, r.y + slack / 2)
                cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
                TextEngine.show(layout, cr: cr)
            }
        case let .symbol(name, r, color, rotation, mirrored):
            TextEngine.locked {
                Symbols.draw(name, in: r, color: color, rotation: rotation, mirrored: mirrored, text: text, cr: cr)
            }
        case let .symbolSet(name, r, color, rotation, weight):
            try drawSymbolSet(name, in: r, color: color, rotation: rotation, weight: weight)
        case let .image(key, r, mode, corner, alpha, tint, rotation):
            // Turned about its centre, as a view's rotation transform turns it (its frame is the untransformed one).
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if rotation != 0 {
                cairo_translate(cr, r.x + r.width / 2, r.y + r.height / 2)
                cairo_rotate(cr, rotation * .pi / 180)
                cairo_translate(cr, -(r.x + r.width / 2), -(r.y + r.height / 2))
            }
            if let vector = images.vectors[key] {
                try drawVector(key, vector, in: r, mode: mode, corner: corner, alpha: alpha, tint: tint)
                return
            }
            guard let img = imageSurface(key), let info = images.images[key] else { return }
            cairo_save(cr)
            fit(Double(info.width), Double(info.height), in: r, mode: mode, corner: corner)
            let pattern = cairo_pattern_create_for_surface(img)!
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            paint(pattern, alpha: alpha, tint: tint)
            cairo_pattern_destroy(pattern)
            cairo_restore(cr)
        case let .outside(r, corners, color):
            cairo_save(cr)
            cairo_rectangle(cr, -1, -1, Double(pixelWidth) / scale + 2, Double(pixelHeight) / scale + 2)
            path(r, corners)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            cairo_fill(cr)
            cairo_restore(cr)
        case let .border(r, color, width, corners):
            drawBorder(r, color, width: width, corners)
        case let .shadow(r, color, offset, blur, corners):
            drawShadow(r, color, offset: offset, blur: blur, corners)
        case .beginContentShadow, .endContentShadow:
            // Drawn by the band loop, which knows where the shadow's commands are; inside a mask, nested shadows
            // add nothing that Unfold draws.
            break
        case let .placeholder(r, corner, alpha):
            path(r, Corners(radius: corner))
            cairo_set_source_rgba(cr, 0.898, 0.898, 0.918, alpha)
            cairo_fill(cr)
            let s = min(r.width, r.height) * 0.3
            if s > 2 {
                let cx = r.x + r.width / 2
                let cy = r.y + r.height / 2
                cairo_move_to(cr, cx - s, cy + s * 0.6)
                cairo_line_to(cr, cx - s * 0.3, cy - s * 0.3)
                cairo_line_to(cr, cx + s * 0.2, cy + s * 0.25)
                cairo_line_to(cr, cx + s * 0.5, cy - s * 0.05)
                cairo_line_to(cr, cx + s, cy + s * 0.6)
                cairo_close_path(cr)
                cairo_set_source_rgba(cr, 0.78, 0.78, 0.8, alpha)
                cairo_fill(cr)
            }
        }
    }

    /// Clips to the element's rounded frame and maps (0, 0, width, height) onto it as its content mode places
    /// an image of that size.
    func fit(_ width: Double, _ height: Double, in r: Rect, mode: ContentMode, corner: Double) {
        path(r, Corners(radius: corner))
        cairo_clip(cr)
        let sx = r.width / width
        let sy = r.height / height
        let k = mode == .fill ? max(sx, sy) : min(sx, sy)
        cairo_translate(cr, r.x + (r.width - width * k) / 2, r.y + (r.height - height * k) / 2)
        cairo_scale(cr, k, k)
    }

    /// Paints an image's pattern, or for a template image the colour through its alpha.
    func paint(_ pattern: OpaquePointer, alpha: Double, tint: RGBA?) {
        if let tint {
            cairo_set_source_rgba(cr, tint.r, tint.g, tint.b, tint.a * alpha)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    /// A PDF or SVG drawn at the size it is shown, into a group painted as any image is.
    func drawVector(
        _ key: String, _ vector: VectorImage, in r: Rect, mode: ContentMode, corner: Double, alpha: Double, tint: RGBA?
    ) throws {
        let document = try vectorDocuments[key] ?? VectorDocument(vector.bytes, kind: vector.kind)
        vectorDocuments[key] = document
        cairo_save(cr)
        fit(vector.width, vector.height, in: r, mode: mode, corner: corner)
        cairo_push_group(cr)
        do {
            try document.draw(cr, width: vector.width, height: vector.height)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            cairo_restore(cr)
            throw error
        }
        let pattern = cairo_pop_group(cr)!
        paint(pattern, alpha: alpha, tint: tint)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    func path(_ r: Rect, _ k: Corners) { Self.roundedPath(cr, r, k) }

    /// The rectangle's path on `cr`, with the corners `k` rounds.
    static func roundedPath(_ cr: OpaquePointer, _ r: Rect, _ k: Corners) {
        let rad = min(k.radius, r.width / 2, r.height / 2)
        if rad <= 0 || (!k.top && !k.bottom) {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        let tr = k.top ? rad : 0
        let br = k.bottom ? rad : 0
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - tr, r.y + tr, tr, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - br, r.maxY - br, br, 0, .pi / 2)
        cairo_arc(cr, r.x + br, r.maxY - br, br, .pi / 2, .pi)
        cairo_arc(cr, r.x + tr, r.y + tr, tr, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }

    func imageSurface(_ key: String) -> OpaquePointer? {
        if let s = imageSurfaces[key] { return s }
        guard let img = images.images[key] else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(img.width)))
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: stride * img.height, alignment: 16)
        img.bgra.withUnsafeBytes { src in
            for y in 0..<img.height {
                (buffer + y * stride).copyMemory(from: src.baseAddress! + y * img.width * 4, byteCount: img.width * 4)
            }
        }
        imageBuffers.append(buffer)
        let s = cairo_image_surface_create_for_data(
            buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(img.width), Int32(img.height),
            Int32(stride))!
        imageSurfaces[key] = s
        return s
    }

    /// The canvas as 8-bit RGB rows (the table is opaque).
    package func rgb(into out: inout [UInt8]) throws {
        let w = pixelWidth
        let h = pixelHeight
        if out.count != w * h * 3 { out = [UInt8](repeating: 0, count: w * h * 3) }
        try out.withUnsafeMutableBytes { dst in
            for y in 0..<h { Self.swizzleRow(from: try pixelRow(y), width: w, to: dst.baseAddress! + y * w * 3) }
        }
    }

    /// One row of Cairo's ARGB32 words as packed R, G, B bytes. The shuffle is in C (`CPixelRows`): Swift built
    /// for x86-64's baseline spelled it as some thirty SSE2 instructions for eight pixels, and took 16 % of
    /// `render`'s CPU; one SSSE3 `pshufb` does four.
    static func swizzleRow(from src: UnsafeMutablePointer<UInt8>, width w: Int, to dst: UnsafeMutableRawPointer) {
        unfold_argb_row_to_rgb(src, w, dst.assumingMemoryBound(to: UInt8.self))
    }

    /// The canvas as straight 8-bit RGBA (the table is opaque, so Cairo's premultiplied values are the colours).
    package func rgba() throws -> [UInt8] {
        let w = pixelWidth
        var out = [UInt8](repeating: 0, count: w * pixelHeight * 4)
        try out.withUnsafeMutableBytes { dst in
            for y in 0..<pixelHeight {
                Self.rgbaRow(from: UnsafeRawPointer(try pixelRow(y)), width: w, to: dst.baseAddress! + y * w * 4)
            }
        }
        return out
    }

    /// Draws the frame band by band, handing each band's Cairo surface and its first pixel row to `body`.
    package func forEachBand(_ body: (OpaquePointer, Int) throws -> Void) throws {
        for y0 in stride(from: 0, to: pixelHeight, by: bandRows) {
            try drawBand(y0)
            try body(surface, y0)
        }
    }

    /// Draws the frame scaled by `k` with its top-left at (x, y) on another context, band by band.
    /// Each band fills whole destination pixels (a seam pixel shared by two bands would let the background
    /// through), and padding its edges keeps the filter from fading at them.
    package func drawScaled(into target: OpaquePointer, x: Double, y: Double, scale k: Double) throws {
        try forEachBand { band, y0 in
            let rows = min(bandRows, pixelHeight - y0)
            cairo_save(target)
            let top = y + Double(y0) * k
            let first = top.rounded()
            let last = (top + Double(rows) * k).rounded()
            cairo_rectangle(target, x, first, Double(pixelWidth) * k, last - first)
            cairo_clip(target)
            cairo_translate(target, x, top)
            cairo_scale(target, k, k)
            // A view of the band's valid rows only, so padding repeats the frame's own pixels.
            let valid = cairo_surface_create_for_rectangle(band, 0, 0, Double(pixelWidth), Double(rows))!
            defer { cairo_surface_destroy(valid) }
            cairo_set_source_surface(target, valid, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(target), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(target), CAIRO_EXTEND_PAD)
            cairo_paint(target)
            cairo_restore(target)
        }
    }

    /// The frame scaled down to `width` pixels wide (height in proportion), as straight RGBA.
    package func rgba(width: Int) throws -> [UInt8] {
        if width >= pixelWidth { return try rgba() }
        let k = Double(width) / Double(pixelWidth)
        let height = Self.scaledHeight(pixelHeight, pixelWidth, width)
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)!
        defer { cairo_destroy(cr) }
        try drawScaled(into: cr, x: 0, y: 0, scale: k)
        cairo_surface_flush(target)
        let data = cairo_image_surface_get_data(target)!
        let stride = Int(cairo_image_surface_get_stride(target))
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBytes { dst in
            for y in 0..<height {
                Self.rgbaRow(
                    from: UnsafeRawPointer(data + y * stride), width: width, to: dst.baseAddress! + y * width * 4)
            }
        }
        return out
    }

    package static func scaledHeight(_ height: Int, _ width: Int, _ newWidth: Int) -> Int {
        max(1, Int((Double(height) * Double(newWidth) / Double(width)).rounded()))
    }

    /// One row of Cairo's ARGB32 words (opaque) as R, G, B, A bytes.
    static func rgbaRow(from src: UnsafeRawPointer, width: Int, to row: UnsafeMutableRawPointer) {
        for x in 0..<width {
            let v = src.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            // 0xAARRGGBB → R G B A bytes.
            let rgba = (v >> 16 & 0xFF) | (v & 0xFF00) | (v & 0xFF) << 16 | (v & 0xFF00_0000)
            row.storeBytes(of: rgba, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// Encodes the canvas as PNG.
    package func png(_ compression: PNGCompression = .fast) throws -> [UInt8] {
        let w = pixelWidth
        var failure: Error?
        let bytes = try PNGCodec.encodeRGBRows(width: w, height: pixelHeight, compression: compression) { y, row in
            do { Self.swizzleRow(from: try pixelRow(y), width: w, to: row) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
        return bytes
    }
}
