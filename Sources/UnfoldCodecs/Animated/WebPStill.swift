import CWebP

/// libwebp writes an animation that shows one picture as a still image, which has no duration. A file must
/// last the scene's `end`, so such a file becomes two frames: the picture, then, from a tick in the middle of
/// the file, a 2×2 repeat of its corner. Neither is short enough for a browser to stretch it.
enum WebPStill {
    /// `repeatAt`: the repeat's start in milliseconds; nil leaves the still image (a file one tick long).
    static func lasting(
        _ bytes: [UInt8], repeatAt: Int64?, milliseconds: Int64, width: Int, height: Int, loop: Int
    ) throws -> [UInt8] {
        guard let repeatAt, !isAnimated(bytes) else { return bytes }
        let picture = try WebPJoin.frames(.init(bytes: bytes, duration: Int32(repeatAt)))
        defer { for var f in picture { WebPDataClear(&f.bitstream) } }
        var corner = try cornerFrame(of: bytes)
        defer { WebPDataClear(&corner.bitstream) }
        corner.duration = Int32(milliseconds - repeatAt)
        return try WebPJoin.assemble([picture[0], corner], width: width, height: height, loop: loop)
    }

    static func isAnimated(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let mux = WebPMuxCreateInternal(&data, 0, WEBP_MUX_ABI_VERSION) else { return false }
            defer { WebPMuxDelete(mux) }
            var count: Int32 = 0
            return WebPMuxNumChunks(mux, WEBP_CHUNK_ANMF, &count) == WEBP_MUX_OK && count > 0
        }
    }

    /// The still image's top-left 2×2 pixels as they decode, as a lossless frame at (0, 0) that replaces them.
    static func cornerFrame(of bytes: [UInt8]) throws -> WebPMuxFrameInfo {
        var w: Int32 = 0
        var h: Int32 = 0
        guard let pixels = WebPDecodeRGBA(bytes, bytes.count, &w, &h), w >= 2, h >= 2 else {
            throw RenderError.library(.libwebp, step: "read its own still image")
        }
        defer { WebPFree(pixels) }
        let stride = Int(w) * 4
        let block =
            Array(UnsafeBufferPointer(start: pixels, count: 8))
            + Array(UnsafeBufferPointer(start: pixels + stride, count: 8))
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeLosslessRGBA(block, 2, 2, 8, &output)
        guard size > 0, let output else { throw RenderError.library(.libwebp, step: "encode a frame") }
        var frame = WebPMuxFrameInfo()
        frame.bitstream = WebPData(bytes: output, size: size)
        frame.id = WEBP_CHUNK_ANMF
        frame.dispose_method = WEBP_MUX_DISPOSE_NONE
        frame.blend_method = WEBP_MUX_NO_BLEND
        return frame
    }
}
