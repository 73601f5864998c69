import CFFmpeg
import CSpng
import Foundation

/// A PNG larger than it can ever be drawn, decoded straight to the size it is drawn at most: libspng hands over
/// its rows one by one (progressive decoding), each is premultiplied, and libswscale's area filter shrinks
/// them slice by slice. The full-size picture is never held: an 8000×8000 image costs its small result and a
/// few rows, not 512 MB.
package enum PNGScaledDecoder {
    /// Rows handed to the scaler at a time.
    package static let sliceRows = 32

    /// The premultiplied BGRA picture no larger than needed to fill any frame of up to `bound` pixels, or nil
    /// when the file is no larger than that (or interlaced: its rows come in passes), for the caller to decode
    /// as it is.
    package static func decode(_ data: [UInt8], bound: (width: Int, height: Int)) throws -> PremultipliedImage? {
        guard let ctx = spng_ctx_new(0) else { throw RenderError.library(.libspng, step: "create a decoder") }
        defer { spng_ctx_free(ctx) }
        return try data.withUnsafeBytes { raw in
            try PNGCodec.check(spng_set_png_buffer(ctx, raw.baseAddress, raw.count), "read the PNG")
            var ihdr = spng_ihdr()
            try PNGCodec.check(spng_get_ihdr(ctx, &ihdr), "read the PNG header")
            let (w, h) = (Int(ihdr.width), Int(ihdr.height))
            guard w > bound.width || h > bound.height, ihdr.interlace_method == 0 else { return nil }
            // Filling a frame takes the larger of the two ratios; no frame is larger than the bound.
            let ratio = min(1, max(Double(bound.width) / Double(w), Double(bound.height) / Double(h)))
            let outW = max(1, Int((Double(w) * ratio).rounded()))
            let outH = max(1, Int((Double(h) * ratio).rounded()))
            guard outW < w || outH < h else { return nil }
            // Grey or RGB with no tRNS chunk has no alpha: its rows need no premultiplying.
            var trns = spng_trns()
            let hasAlpha = ihdr.color_type == 4 || ihdr.color_type == 6 || spng_get_trns(ctx, &trns) == 0
            return try scaled(ctx, width: w, height: h, to: (outW, outH), premultiplying: hasAlpha)
        }
    }

    package static func scaled(
        _ ctx: OpaquePointer, width w: Int, height h: Int, to out: (Int, Int), premultiplying: Bool
    ) throws -> PremultipliedImage {
        let ff = try FFmpegLibraries.functions()
        let flags = SWS_AREA | SWS_ACCURATE_RND | SWS_BITEXACT
        guard
            let scaler = ff.sws_getContext(
                Int32(w), Int32(h), AV_PIX_FMT_RGBA, Int32(out.0), Int32(out.1), AV_PIX_FMT_BGRA, flags, nil, nil,
                nil)
        else { throw RenderError.library(.ffmpeg, step: "create the image scaler") }
        defer { ff.sws_freeContext(scaler) }
        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        let decodeFlags = Int32(SPNG_DECODE_TRNS.rawValue | SPNG_DECODE_PROGRESSIVE.rawValue)
        try PNGCodec.check(spng_decode_image(ctx, nil, 0, format, decodeFlags), "start decoding the PNG")
        let rowBytes = w * 4
        var slice = [UInt8](repeating: 0, count: rowBytes * sliceRows)
        var result = [UInt8](repeating: 0, count: out.0 * out.1 * 4)
        var y = 0
        while y < h {
            let rows = min(sliceRows, h - y)
            try slice.withUnsafeMutableBytes { buffer in
                for r in 0..<rows {
                    let row = buffer.baseAddress! + r * rowBytes
                    let code = spng_decode_row(ctx, row, rowBytes)
                    // The last row is followed by the end of the image.
                    if code != 0 && !(code == Int32(SPNG_EOI.rawValue) && y + r == h - 1) {
                        try PNGCodec.check(code, "decode the PNG")
                    }
                    if premultiplying { premultiply(row.assumingMemoryBound(to: UInt8.self), count: w) }
                }
            }
            try slice.withUnsafeBufferPointer { source in
                try result.withUnsafeMutableBufferPointer { target in
                    var planes: [UnsafePointer<UInt8>?] = [source.baseAddress, nil, nil, nil]
                    var strides: [Int32] = [Int32(rowBytes), 0, 0, 0]
                    var destination: [UnsafeMutablePointer<UInt8>?] = [target.baseAddress, nil, nil, nil]
                    var lines: [Int32] = [Int32(out.0 * 4), 0, 0, 0]
                    guard ff.sws_scale(scaler, &planes, &strides, Int32(y), Int32(rows), &destination, &lines) >= 0
                    else {
                        throw RenderError.library(.ffmpeg, step: "scale the image")
                    }
                }
            }
            y += rows
        }
        return PremultipliedImage(width: out.0, height: out.1, bgra: result)
    }

    /// Straight RGBA to premultiplied RGBA in place, rounded as `ImageStore.premultiply` rounds.
    package static func premultiply(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        for i in stride(from: 0, to: count * 4, by: 4) {
            let a = UInt32(p[i + 3])
            guard a < 255 else { continue }
            for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * a + 127) / 255) }
        }
    }
}

/// A decoded image: premultiplied BGRA rows, as Cairo draws them.
package struct PremultipliedImage: Sendable {
    package var width: Int
    package var height: Int
    package var bgra: [UInt8]

    package init(width: Int, height: Int, bgra: [UInt8]) {
        self.width = width
        self.height = height
        self.bgra = bgra
    }
}
