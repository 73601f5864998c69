import CCairoPango
import Foundation
import UnfoldModel

/// A layer's border and shadow, as Core Animation draws them.
extension FrameRenderer {
    /// The band between the rounded rectangle and the same inset by `width`, whose corners shrink by as much.
    func drawBorder(_ r: Rect, _ color: RGBA, width: Double, _ corners: Corners) {
        let w = min(width, r.width / 2, r.height / 2)
        cairo_save(cr)
        path(r, corners)
        let inner = Rect(x: r.x + w, y: r.y + w, width: r.width - 2 * w, height: r.height - 2 * w)
        if inner.width > 0, inner.height > 0 {
            path(inner, Corners(radius: max(0, corners.radius - w), top: corners.top, bottom: corners.bottom))
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// The rounded rectangle, moved by `offset` and blurred, painted in `color` through the blur.
    func drawShadow(_ r: Rect, _ color: RGBA, offset: Size, blur: Double, _ corners: Corners) {
        let moved = r.offsetBy(dx: offset.width, dy: offset.height)
        guard blur > 0 else {
            path(moved, corners)
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            cairo_fill(cr)
            return
        }
        let key = "\(r) \(blur) \(corners.radius)"
        if shadowMasks[key] == nil { shadowMasks[key] = ShadowMask(r, blur: blur, corners: corners, scale: scale) }
        guard let mask = shadowMasks[key] else { return }
        paintShadow(mask, color, offset: offset)
    }

    /// The shadow that the commands after `start`, up to its `endContentShadow`, cast: their alpha drawn into a
    /// mask once per frame, blurred, moved by `offset` and painted in `color` under them.
    func drawContentShadow(at start: Int, bounds: Rect, _ color: RGBA, offset: Size, blur: Double) throws {
        if contentShadowMasks[start] == nil {
            var depth = 0
            var end = start + 1
            while end < commands.count {
                if case .beginContentShadow = commands[end] { depth += 1 }
                if case .endContentShadow = commands[end] {
                    if depth == 0 { break }
                    depth -= 1
                }
                end += 1
            }
            let inner = commands[(start + 1)..<end]
            let band = cr
            defer { cr = band }
            var failure: Error?
            contentShadowMasks[start] = ShadowMask(bounds, blur: blur, scale: scale) { maskContext in
                cr = maskContext
                do {
                    for c in inner { try execute(c) }
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }
        guard let mask = contentShadowMasks[start] else { return }
        paintShadow(mask, color, offset: offset)
    }

    /// Paints `color` through the blurred mask, moved by `offset`.
    func paintShadow(_ mask: ShadowMask, _ color: RGBA, offset: Size) {
        guard let surface = mask.surface else { return }
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        // Pattern space is the mask's pixels: the mask's origin, moved by the offset, is its pixel (0, 0).
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, mask.pixelsPerPoint, mask.pixelsPerPoint)
        cairo_matrix_translate(&matrix, -(mask.origin.x + offset.width), -(mask.origin.y + offset.height))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
        cairo_mask(cr, pattern)
    }
}

/// A rounded rectangle's coverage blurred by a Gaussian, in an 8-bit surface. pixman convolves it, one pass a
/// direction; a wide blur is computed at a fraction of the device's pixels and drawn smoothly scaled up, since a
/// Gaussian of many pixels holds no detail finer than a few.
final class ShadowMask {
    let surface: OpaquePointer?
    let origin: (x: Double, y: Double)
    let pixelsPerPoint: Double
    /// The largest side a mask may have, in its pixels.
    static let maxSide = 4096

    convenience init(_ r: Rect, blur: Double, corners: Corners, scale: Double) {
        self.init(r, blur: blur, scale: scale) { cr in
            FrameRenderer.roundedPath(cr, r, corners)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        }
    }

    /// The alpha of what `draw` paints (in points, on a context mapped onto the mask) within `r`, blurred.
    init(_ r: Rect, blur: Double, scale: Double, draw: (OpaquePointer) -> Void) {
        let sigma = blur * scale
        // At most 4 mask pixels of standard deviation: a kernel of 25 taps.
        var reduction = max(1, (sigma / 4).rounded(.down))
        let margin = 3 * blur + 1 / scale
        while (r.width + 2 * margin) * scale / reduction > Double(Self.maxSide)
            || (r.height + 2 * margin) * scale / reduction > Double(Self.maxSide)
        {
            reduction *= 2
        }
        pixelsPerPoint = scale / reduction
        let x0 = ((r.x - margin) * pixelsPerPoint).rounded(.down) / pixelsPerPoint
        let y0 = ((r.y - margin) * pixelsPerPoint).rounded(.down) / pixelsPerPoint
        let width = Int(((r.maxX + margin - x0) * pixelsPerPoint).rounded(.up))
        let height = Int(((r.maxY + margin - y0) * pixelsPerPoint).rounded(.up))
        origin = (x0, y0)
        guard width > 0, height > 0, let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
            cairo_surface_status(a8) == CAIRO_STATUS_SUCCESS
        else {
            surface = nil
            return
        }
        surface = a8
        let cr = cairo_create(a8)!
        cairo_scale(cr, pixelsPerPoint, pixelsPerPoint)
        cairo_translate(cr, -x0, -y0)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(a8)
        if sigma > 0 { Self.blur(a8, width: width, height: height, sigma: sigma / reduction) }
        cairo_surface_mark_dirty(a8)
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Convolves the surface's pixels with a Gaussian of `sigma` pixels: across into a scratch image, then down
    /// back into the surface.
    static func blur(_ a8: OpaquePointer, width: Int, height: Int, sigma: Double) {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var weights = (-radius...radius).map { x in exp(-Double(x * x) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        let fixed = weights.map { pixman_fixed_t(($0 * 65536).rounded()) }
        let taps = pixman_fixed_t((2 * radius + 1) << 16)
        let one = pixman_fixed_t(1 << 16)
        let stride = cairo_image_surface_get_stride(a8)
        let bits = UnsafeMutableRawPointer(cairo_image_surface_get_data(a8)!).assumingMemoryBound(to: UInt32.self)
        let source = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height), bits, stride)
        let scratch = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height), nil, 0)
        defer {
            pixman_image_unref(source)
            pixman_image_unref(scratch)
        }
        var across = [taps, one] + fixed
        pixman_image_set_filter(source, PIXMAN_FILTER_CONVOLUTION, &across, Int32(across.count))
        pixman_image_composite32(
            PIXMAN_OP_SRC, source, nil, scratch, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        var down = [one, taps] + fixed
        pixman_image_set_filter(scratch, PIXMAN_FILTER_CONVOLUTION, &down, Int32(down.count))
        pixman_image_set_filter(source, PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_composite32(
            PIXMAN_OP_SRC, scratch, nil, source, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
    }
}
