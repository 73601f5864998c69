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

    package static func read(_ path: String) throws -> MediaInfo {
        guard let data = FileManager.default.contents(atPath: path) else { throw RenderError.unreadable(path: path) }
        let bytes = [UInt8](data)
        if bytes.count >= 12 && Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            return try webp(bytes, path)
        }
        return try probe(path, isVideo: !(bytes.starts(with: Array("GIF8".utf8)) || bytes.starts(with: [0x89, 0x50])))
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
            return MediaInfo(kind: .image, width: width, height: height, duration: Double(milliseconds) / 1000)
        }
    }

    /// libavformat: the best video stream's size, and the container's duration or the end of its last packet.
    static func probe(_ path: String, isVideo: Bool) throws -> MediaInfo {
        var format: UnsafeMutablePointer<AVFormatContext>? = nil
        av_log_set_level(AV_LOG_ERROR)
        guard avformat_open_input(&format, path, nil, nil) >= 0, let ctx = format else {
            throw RenderError.unusable(path: path, problem: "is not a video or animated image FFmpeg can read")
        }
        defer { avformat_close_input(&format) }
        guard avformat_find_stream_info(ctx, nil) >= 0 else {
            throw RenderError.library(.ffmpeg, step: "read the streams of \(path)")
        }
        let index = av_find_best_stream(ctx, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = ctx.pointee.streams[Int(index)] else {
            throw RenderError.unusable(path: path, problem: "holds no picture")
        }
        let parameters = stream.pointee.codecpar.pointee
        let base = stream.pointee.time_base
        var end: Int64 = 0
        guard let packet = av_packet_alloc() else {
            throw RenderError.library(.ffmpeg, step: "allocate a packet", reason: "out of memory")
        }
        var p: UnsafeMutablePointer<AVPacket>? = packet
        defer { av_packet_free(&p) }
        while av_read_frame(ctx, packet) >= 0 {
            if packet.pointee.stream_index == index {
                let start = packet.pointee.pts == Int64.min ? packet.pointee.dts : packet.pointee.pts
                end = max(end, start + packet.pointee.duration)
            }
            av_packet_unref(packet)
        }
        var seconds = Double(end) * Double(base.num) / Double(base.den)
        // A video container states its duration (the last picture may last less than one frame); GIF and APNG
        // have none but their frames' delays.
        if isVideo && ctx.pointee.duration > 0 { seconds = Double(ctx.pointee.duration) / Double(AV_TIME_BASE) }
        return MediaInfo(
            kind: isVideo ? .video : .image, width: Int(parameters.width), height: Int(parameters.height),
            duration: (seconds * 1000).rounded() / 1000)
    }
}
