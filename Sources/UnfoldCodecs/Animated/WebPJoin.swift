import CWebP

/// Joins two animated WebP files into one with libwebp's muxer. The second file starts with the first file's
/// last frame, which only gave its encoder the picture the first file leaves on the canvas, and is dropped.
enum WebPJoin {
    struct Part {
        var bytes: [UInt8]
        /// How long the part lasts, in milliseconds (a part libwebp wrote as a still image has no durations).
        var duration: Int32
    }

    static func join(
        _ first: Part, _ second: Part, overlap: Int32, width: Int, height: Int, loop: Int
    ) throws -> [UInt8] {
        var head = try frames(first)
        let tail = try frames(second)
        defer { for var f in head + tail { WebPDataClear(&f.bitstream) } }
        // If the second encoder merged frames into the shared one (unchanged pixels), the time past the overlap
        // belongs to the first file's last frame, which shows the same picture.
        head[head.count - 1].duration += max(0, tail[0].duration - overlap)
        return try assemble(head + tail.dropFirst(), width: width, height: height, loop: loop)
    }

    /// The file with `about` in a chunk of its own, which WebP readers skip.
    static func attach(_ about: FileAbout, to file: [UInt8]) throws -> [UInt8] {
        try file.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let mux = WebPMuxCreateInternal(&data, 1, WEBP_MUX_ABI_VERSION) else {
                throw RenderError.library(.libwebp, step: "read back the file")
            }
            defer { WebPMuxDelete(mux) }
            let text = Array(about.text.utf8)
            try text.withUnsafeBufferPointer { words in
                var chunk = WebPData(bytes: words.baseAddress, size: words.count)
                try check(WebPMuxSetChunk(mux, FileAbout.webpChunk, &chunk, 1), "add the file's description")
            }
            var out = WebPData()
            try check(WebPMuxAssemble(mux, &out), "assemble the file")
            defer { WebPDataClear(&out) }
            return Array(UnsafeBufferPointer(start: out.bytes, count: out.size))
        }
    }

    /// A new animated file of `frames`, in order.
    static func assemble(_ frames: [WebPMuxFrameInfo], width: Int, height: Int, loop: Int) throws -> [UInt8] {
        guard let mux = WebPNewInternal(WEBP_MUX_ABI_VERSION) else {
            throw RenderError.library(.libwebp, step: "make a muxer")
        }
        defer { WebPMuxDelete(mux) }
        var params = WebPMuxAnimParams(bgcolor: 0xFFFF_FFFF, loop_count: Int32(loop))
        try check(WebPMuxSetCanvasSize(mux, Int32(width), Int32(height)), "set the canvas")
        try check(WebPMuxSetAnimationParams(mux, &params), "set the loop")
        for var frame in frames { try check(WebPMuxPushFrame(mux, &frame, 1), "add a frame") }
        var data = WebPData()
        try check(WebPMuxAssemble(mux, &data), "assemble the file")
        defer { WebPDataClear(&data) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }

    /// Every frame of a part, each as a standalone bitstream the caller frees.
    static func frames(_ part: Part) throws -> [WebPMuxFrameInfo] {
        try part.bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let mux = WebPMuxCreateInternal(&data, 1, WEBP_MUX_ABI_VERSION) else {
                throw RenderError.library(.libwebp, step: "read its own file")
            }
            defer { WebPMuxDelete(mux) }
            var count: Int32 = 0
            try check(WebPMuxNumChunks(mux, WEBP_CHUNK_ANMF, &count), "count the frames")
            var out: [WebPMuxFrameInfo] = []
            for n in 1...max(1, count) {
                var frame = WebPMuxFrameInfo()
                try check(WebPMuxGetFrame(mux, UInt32(n), &frame), "read a frame")
                if count == 0 {
                    frame.id = WEBP_CHUNK_ANMF
                    frame.duration = part.duration
                    frame.dispose_method = WEBP_MUX_DISPOSE_NONE
                    frame.blend_method = WEBP_MUX_NO_BLEND
                }
                out.append(frame)
            }
            return out
        }
    }

    static func check(_ status: WebPMuxError, _ what: String) throws {
        if status != WEBP_MUX_OK { throw RenderError.library(.libwebp, step: what, reason: "error \(status.rawValue)") }
    }
}
