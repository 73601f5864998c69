import CFFmpeg
import Foundation
import UnfoldModel

/// MP4 (H.264 through libx264) and WebM (VP9 through libvpx), written by libavformat: constant frame rate at
/// the plan's rate, each plan frame repeated for every tick it covers, so every frame shows at its time and the
/// file lasts the scene. One encoder thread and FFmpeg's bit-exact flags: the same bytes on every run.
package struct VideoWriter: AnimationWriter {
    package enum Codec: String, Sendable {
        case h264, vp9
        var encoderName: String { self == .h264 ? "libx264" : "libvpx-vp9" }
        var container: String { self == .h264 ? "mp4" : "webm" }
    }

    package enum Chroma: Int, Sendable {
        case yuv420 = 420
        case yuv444 = 444
    }

    /// The default quality, measured on the demo (780×1688, 164 frames; see `make bench`): H.264 (superfast) at
    /// CRF 30 is 219 KB (0.088× the GIF) at a mean luma PSNR of 44.9 dB against the PNG frames (34: 172 KB,
    /// 41.2 dB); VP9 at CRF 32 is 234 KB (0.094×) at 43.2 dB. ffmpeg's command line at the same settings
    /// writes files of the same size and PSNR. Keyframes are the encoders' defaults: one every
    /// two seconds had made both files 40% larger.
    package static func defaultCRF(_ codec: Codec) -> Int { codec == .h264 ? 30 : 32 }

    package let options: AnimationOptions
    let encoder: Encoder
    /// The size the encoder takes: the frame's, made even by repeating its last column or row.
    let evenWidth: Int
    let evenHeight: Int

    package init(_ options: AnimationOptions, codec: Codec, crf: Int?, chroma: Chroma) throws {
        self.options = options
        evenWidth = options.width + options.width % 2
        evenHeight = options.height + options.height % 2
        encoder = try Encoder(
            codec: codec, width: evenWidth, height: evenHeight, rate: options.plan.rate,
            crf: crf ?? Self.defaultCRF(codec), chroma: chroma, endMicros: options.plan.endMicros,
            about: options.about)
    }

    package mutating func add(_ frame: AnimatedFrame) throws {
        let planned = options.plan.frames[frame.index]
        let rgba = evened(frame.rgba)
        try encoder.convert(rgba)
        // A frame merged with its identical followers covers several ticks: one picture for each.
        for k in 0..<planned.ticks { try encoder.encode(pts: Int64(planned.tick + k)) }
    }

    package mutating func finish() throws -> [UInt8] { try encoder.finish() }

    /// The private file libavformat writes, removed when the writer goes; an interrupt removes it too.
    package var temporaryPath: String { encoder.path }

    /// The frame with one more column or row copied from its edge when a side is odd (4:2:0 needs even sides).
    func evened(_ rgba: [UInt8]) -> [UInt8] {
        let w = options.width
        let h = options.height
        guard evenWidth != w || evenHeight != h else { return rgba }
        var out = [UInt8](repeating: 0, count: evenWidth * evenHeight * 4)
        for y in 0..<evenHeight {
            let sy = min(y, h - 1)
            for x in 0..<evenWidth {
                let sx = min(x, w - 1)
                for c in 0..<4 { out[(y * evenWidth + x) * 4 + c] = rgba[(sy * w + sx) * 4 + c] }
            }
        }
        return out
    }
}

/// The FFmpeg objects of one file: muxer, encoder, colour converter and the picture being encoded.
final class Encoder {
    /// FFmpeg's functions, opened by the first encoder.
    let ff: unfold_ffmpeg
    let codec: VideoWriter.Codec
    let width: Int
    let height: Int
    let path: String
    var format: UnsafeMutablePointer<AVFormatContext>?
    var context: UnsafeMutablePointer<AVCodecContext>?
    var stream: UnsafeMutablePointer<AVStream>?
    var frame: UnsafeMutablePointer<AVFrame>?
    var packet: UnsafeMutablePointer<AVPacket>?
    var scaler: OpaquePointer?
    /// Whether this encoder asked the allocator to fill new blocks (until it goes).
    var filling = false
    static let threads = 2
    /// The scene's end: the last picture shows until then.
    let endMicros: Micros
    /// Packets held until the end, so the last picture's packet can be given the duration that ends the file
    /// at the scene's end (with B-frames it need not be the last packet out).
    var held: [UnsafeMutablePointer<AVPacket>] = []

    init(
        codec: VideoWriter.Codec, width: Int, height: Int, rate: Int, crf: Int, chroma: VideoWriter.Chroma,
        endMicros: Micros, about: FileAbout? = nil
    ) throws {
        ff = try FFmpegLibraries.functions()
        self.codec = codec
        self.endMicros = endMicros
        self.width = width
        self.height = height
        // libavformat writes (and seeks in, for MP4's index) a file: a private temporary one, read back at the end.
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "unfold-video-\(getpid())-\(UUID().uuidString).\(codec.container)"
            ).path
        // The library prints nothing: every failure comes back as a return code, worded with av_strerror.
        ff.av_log_set_level(AV_LOG_QUIET)
        HeapReuse.startFilling()
        filling = true
        try check(
            ff.avformat_alloc_output_context2(&format, nil, codec.container, path),
            "create the \(codec.container) muxer")
        guard let found = ff.avcodec_find_encoder_by_name(codec.encoderName) else {
            throw RenderError.library(
                .ffmpeg, step: "find a \(codec.encoderName) encoder", reason: "this build has none")
        }
        guard let ctx = ff.avcodec_alloc_context3(found) else {
            throw RenderError.library(.ffmpeg, step: "create the video encoder")
        }
        context = ctx
        ctx.pointee.width = Int32(width)
        ctx.pointee.height = Int32(height)
        ctx.pointee.time_base = AVRational(num: 1, den: Int32(rate))
        ctx.pointee.framerate = AVRational(num: Int32(rate), den: 1)
        ctx.pointee.pix_fmt = chroma == .yuv444 ? AV_PIX_FMT_YUV444P : AV_PIX_FMT_YUV420P
        ctx.pointee.color_range = AVCOL_RANGE_MPEG
        ctx.pointee.colorspace = AVCOL_SPC_BT709
        ctx.pointee.color_primaries = AVCOL_PRI_BT709
        ctx.pointee.color_trc = AVCOL_TRC_BT709
        // A fixed number of encoder threads whatever --jobs says, each coding its own slice (H.264) or tile
        // columns (VP9) of every frame: the bytes depend on that number only, never on timing.
        ctx.pointee.thread_count = Int32(Encoder.threads)
        ctx.pointee.thread_type = FF_THREAD_SLICE
        ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if (format!.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 {
            ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        format!.pointee.flags |= AVFMT_FLAG_BITEXACT
        var settings: OpaquePointer? = nil
        defer { ff.av_dict_free(&settings) }
        _ = ff.av_dict_set(&settings, "crf", String(crf), 0)
        switch codec {
        case .h264:
            // superfast writes the demo faster than the GIF (1.42 s against 1.62 s); veryfast was 8% slower than
            // the GIF, for 6% less at the same PSNR.
            _ = ff.av_dict_set(&settings, "preset", "superfast", 0)
            // Flat colours and sharp text: x264's tuning for animation keeps edges.
            _ = ff.av_dict_set(&settings, "tune", "animation", 0)
        case .vp9:
            // Constant quality: the bitrate is not capped.
            _ = ff.av_dict_set(&settings, "b", "0", 0)
            // libvpx's "good" quality at its fastest setting: "realtime" was five times faster but, at the same
            // size, 5 dB worse on text.
            _ = ff.av_dict_set(&settings, "deadline", "good", 0)
            _ = ff.av_dict_set(&settings, "cpu-used", "5", 0)
            _ = ff.av_dict_set(&settings, "row-mt", "0", 0)
        }
        try check(ff.avcodec_open2(ctx, found, &settings), "open the \(codec.encoderName) encoder")
        guard let s = ff.avformat_new_stream(format, nil) else {
            throw RenderError.library(.ffmpeg, step: "add a video stream")
        }
        stream = s
        try check(ff.avcodec_parameters_from_context(s.pointee.codecpar, ctx), "describe the video stream")
        s.pointee.time_base = ctx.pointee.time_base
        s.pointee.avg_frame_rate = ctx.pointee.framerate
        try check(ff.avio_open(&format!.pointee.pb, path, AVIO_FLAG_WRITE), "open \(path)")
        if let about {
            _ = ff.av_dict_set(&format!.pointee.metadata, "comment", about.text, 0)
            _ = ff.av_dict_set(&format!.pointee.metadata, "title", about.scene, 0)
        }
        var muxing: OpaquePointer? = nil
        defer { ff.av_dict_free(&muxing) }
        // The index first, so a page plays the file before it is all loaded.
        if codec == .h264 { _ = ff.av_dict_set(&muxing, "movflags", "+faststart", 0) }
        try check(ff.avformat_write_header(format, &muxing), "write the \(codec.container) header")
        guard let f = ff.av_frame_alloc(), let p = ff.av_packet_alloc() else {
            throw RenderError.library(.ffmpeg, step: "allocate a packet", reason: "out of memory")
        }
        frame = f
        packet = p
        f.pointee.format = ctx.pointee.pix_fmt.rawValue
        f.pointee.width = Int32(width)
        f.pointee.height = Int32(height)
        f.pointee.color_range = AVCOL_RANGE_MPEG
        f.pointee.colorspace = AVCOL_SPC_BT709
        try check(ff.av_frame_get_buffer(f, 0), "allocate a video frame")
        // Bit-exact, accurately rounded BT.709 conversion: the same YUV from the same pixels everywhere. Bilinear
        // chroma: the bicubic, full-chroma-interpolation conversion cost a third of the MP4's time for no gain.
        let flags = SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT
        scaler = ff.sws_getContext(
            Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height), ctx.pointee.pix_fmt, flags, nil,
            nil, nil)
        guard let scaler else { throw RenderError.library(.ffmpeg, step: "create the colour converter") }
        let coefficients = ff.sws_getCoefficients(SWS_CS_ITU709)
        _ = ff.sws_setColorspaceDetails(scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16)
    }

    deinit {
        for packet in held {
            var p: UnsafeMutablePointer<AVPacket>? = packet
            ff.av_packet_free(&p)
        }
        if let frame {
            var f: UnsafeMutablePointer<AVFrame>? = frame
            ff.av_frame_free(&f)
        }
        if let packet {
            var p: UnsafeMutablePointer<AVPacket>? = packet
            ff.av_packet_free(&p)
        }
        if let context {
            var c: UnsafeMutablePointer<AVCodecContext>? = context
            ff.avcodec_free_context(&c)
        }
        if let scaler { ff.sws_freeContext(scaler) }
        if let format {
            if format.pointee.pb != nil { _ = ff.avio_closep(&format.pointee.pb) }
            ff.avformat_free_context(format)
        }
        // Finished or not (an error, an interrupt), the private file goes.
        unlink(path)
        if filling { HeapReuse.stopFilling() }
    }

    /// Converts straight RGBA (opaque) into the frame's YUV planes.
    func convert(_ rgba: [UInt8]) throws {
        guard let frame else { return }
        try check(ff.av_frame_make_writable(frame), "reuse the video frame")
        rgba.withUnsafeBufferPointer { src in
            var planes: [UnsafePointer<UInt8>?] = [src.baseAddress, nil, nil, nil]
            var strides: [Int32] = [Int32(width * 4), 0, 0, 0]
            let destination = withUnsafeMutablePointer(to: &frame.pointee.data) {
                $0.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { $0 }
            }
            let lines = withUnsafeMutablePointer(to: &frame.pointee.linesize) {
                $0.withMemoryRebound(to: Int32.self, capacity: 8) { $0 }
            }
            _ = ff.sws_scale(scaler, &planes, &strides, 0, Int32(height), destination, lines)
        }
    }

    /// Encodes the converted picture at `pts` (in ticks of the file's rate).
    func encode(pts: Int64) throws {
        frame!.pointee.pts = pts
        try check(ff.avcodec_send_frame(context, frame), "encode a video frame")
        try drain()
    }

    /// Writes every packet the encoder has ready.
    func drain() throws {
        while true {
            let rc = ff.avcodec_receive_packet(context, packet)
            if rc == unfold_averror_eagain() || rc == unfold_averror_eof() { return }
            try check(rc, "encode a video frame")
            ff.av_packet_rescale_ts(packet, context!.pointee.time_base, stream!.pointee.time_base)
            packet!.pointee.stream_index = stream!.pointee.index
            guard let kept = ff.av_packet_clone(packet) else {
                throw RenderError.library(.ffmpeg, step: "allocate a packet", reason: "out of memory")
            }
            held.append(kept)
            ff.av_packet_unref(packet)
        }
    }

    /// Flushes the encoder, closes the file and returns its bytes.
    func finish() throws -> [UInt8] {
        try check(ff.avcodec_send_frame(context, nil), "finish the video")
        try drain()
        // The picture shown last lasts until the scene's end.
        let base = stream!.pointee.time_base
        let end = endMicros.whole * Int64(base.den) / (Micros.perSecond.whole * Int64(base.num))
        if let last = held.max(by: { $0.pointee.pts < $1.pointee.pts }) {
            last.pointee.duration = max(1, end - last.pointee.pts)
        }
        for packet in held { try check(ff.av_interleaved_write_frame(format, packet), "write a video packet") }
        try check(ff.av_write_trailer(format), "finish the \(codec.container) file")
        _ = ff.avio_closep(&format!.pointee.pb)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderError.library(.ffmpeg, step: "read the video back from \(path)")
        }
        return [UInt8](data)
    }

    func check(_ rc: Int32, _ what: String) throws {
        guard rc < 0 else { return }
        var text = [CChar](repeating: 0, count: 256)
        _ = ff.av_strerror(rc, &text, text.count)
        // The message ends at its first NUL.
        let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        throw RenderError.library(.ffmpeg, step: what, reason: String(decoding: bytes, as: UTF8.self))
    }
}
