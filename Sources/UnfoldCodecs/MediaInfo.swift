import CFFmpeg
import CWebP
import Foundation

/// What `unfold embed` says of a file: its pixel size and how long it plays, read by the libraries that read
/// such files (libavformat for MP4, WebM, GIF and APNG; libwebp's demuxer for WebP).
package struct MediaInfo: Sendable, Equatable {
    package enum Kind: String, Sendable { case video, image }
    package var kind: Kind
    package var width: Int
    package var height: Int
    /// Seconds, to the millisecond.
    package var duration: Double
    /// What a file Unfold wrote says of itself: its size in points and its scene.
    package var about: FileAbout? = nil

    package static func read(_ path: String) throws -> MediaInfo {
        let data = try RegularFile.bytes(path)
        let bytes = [UInt8](data)
        if bytes.count >= 12 && Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            return try webp(bytes, path)
        }
        let isGIF = bytes.starts(with: Array("GIF8".utf8))
        let isPNG = bytes.starts(with: [0x89, 0x50])
        // A GIF ends with its trailer byte and a PNG with its IEND chunk: a file cut short lacks them, and
        // libavformat reads what is there without complaint.
        if isGIF && bytes.last != 0x3B { throw damaged(path, "it ends before the GIF trailer") }
        if isPNG && !bytes.suffix(12).elementsEqual(Self.pngEnd) {
            throw damaged(path, "it ends before its IEND chunk")
        }
        var info = try probe(path, isVideo: !(isGIF || isPNG))
        guard info.width > 0, info.height > 0 else { throw damaged(path, "it holds no picture of any size") }
        if isPNG { info.about = FileAbout.pngComment(bytes).flatMap(FileAbout.init(text:)) }
        return info
    }

    /// An empty IEND chunk with its CRC.
    static let pngEnd: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    static func damaged(_ path: String, _ why: String) -> RenderError {
        RenderError.unusable(path: path, problem: "is damaged: \(why)")
    }

    /// libwebp's demuxer: the canvas and the sum of the frames' durations.
    static func webp(_ bytes: [UInt8], _ path: String) throws -> MediaInfo {
        try bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demux = WebPDemuxInternal(&data, 0, nil, Int32(WEBP_DEMUX_ABI_VERSION)) else {
                throw RenderError.unusable(path: path, problem: "is not a WebP file libwebp can read")
            }
            defer { WebPDemuxDelete(demux) }
            let width = Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH))
            let height = Int(WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT))
            var iterator = WebPIterator()
            var milliseconds = 0
            if WebPDemuxGetFrame(demux, 1, &iterator) != 0 {
                repeat { milliseconds += Int(iterator.duration) } while WebPDemuxNextFrame(&iterator) != 0
                WebPDemuxReleaseIterator(&iterator)
            }
            var chunk = WebPChunkIterator()
            var about: FileAbout? = nil
            if WebPDemuxGetChunk(demux, FileAbout.webpChunk, 1, &chunk) != 0 {
                let words = UnsafeBufferPointer(start: chunk.chunk.bytes, count: min(chunk.chunk.size, 4096))
                about = FileAbout(text: String(decoding: words, as: UTF8.self))
                WebPDemuxReleaseChunkIterator(&chunk)
            }
            return MediaInfo(
                kind: .image, width: width, height: height, duration: Double(milliseconds) / 1000, about: about)
        }
    }

    /// libavformat: the best video stream's size, and the container's duration or the end of its last packet.
    static func probe(_ path: String, isVideo: Bool) throws -> MediaInfo {
        let ff = try FFmpegLibraries.functions()
        var format: UnsafeMutablePointer<AVFormatContext>? = nil
        // FFmpeg's own log lines (with pointer addresses) are not Unfold's words: what matters is thrown.
        ff.av_log_set_level(AV_LOG_QUIET)
        guard ff.avformat_open_input(&format, path, nil, nil) >= 0, let ctx = format else {
            throw RenderError.unusable(path: path, problem: "is not a video or animated image FFmpeg can read")
        }
        defer { ff.avformat_close_input(&format) }
        guard ff.avformat_find_stream_info(ctx, nil) >= 0 else { throw damaged(path, "its streams cannot be read") }
        let index = ff.av_find_best_stream(ctx, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = ctx.pointee.streams[Int(index)] else {
            throw damaged(path, "it holds no picture")
        }
        let parameters = stream.pointee.codecpar.pointee
        let base = stream.pointee.time_base
        var end: Int64 = 0
        guard let packet = ff.av_packet_alloc() else {
            throw RenderError.library(.ffmpeg, step: "allocate a packet", reason: "out of memory")
        }
        var p: UnsafeMutablePointer<AVPacket>? = packet
        defer { ff.av_packet_free(&p) }
        var read: Int32 = 0
        var pictures = 0
        while true {
            read = ff.av_read_frame(ctx, packet)
            guard read >= 0 else { break }
            if packet.pointee.stream_index == index {
                let start = packet.pointee.pts == Int64.min ? packet.pointee.dts : packet.pointee.pts
                end = max(end, start + packet.pointee.duration)
                pictures += 1
            }
            ff.av_packet_unref(packet)
        }
        // Anything but the end of the file is a file cut short or broken inside.
        if read != unfold_averror_eof() || pictures == 0 {
            throw damaged(path, pictures == 0 ? "it holds no frame" : "it stops after \(pictures) frames")
        }
        var seconds = Double(end) * Double(base.num) / Double(base.den)
        // A container that says it lasts longer than its frames do has lost its end.
        let stated = Double(ctx.pointee.duration) / Double(AV_TIME_BASE)
        if isVideo && ctx.pointee.duration > 0 && seconds < stated - max(0.1, stated * 0.05) {
            throw damaged(path, String(format: "its frames end at %.3f s of the %.3f s it states", seconds, stated))
        }
        // A video container states its duration (the last picture may last less than one frame); GIF and APNG
        // have none but their frames' delays.
        if isVideo && ctx.pointee.duration > 0 { seconds = Double(ctx.pointee.duration) / Double(AV_TIME_BASE) }
        // GIF's comment extension and a video's `comment` tag come to the container's metadata.
        let comment = ff.av_dict_get(ctx.pointee.metadata, "comment", nil, 0).map { String(cString: $0.pointee.value) }
        return MediaInfo(
            kind: isVideo ? .video : .image, width: Int(parameters.width), height: Int(parameters.height),
            duration: (seconds * 1000).rounded() / 1000, about: comment.flatMap(FileAbout.init(text:)))
    }
}
