import Foundation
import UnfoldRender
import UnfoldCodecs

/// The largest frame each format's encoder takes within the 1 GB memory bound. Measured with `unfold render`
/// (2 jobs) at 2.4 and 9.4 million pixels a frame: peak memory grows about 41 (APNG), 45 (GIF), 79 (WebP),
/// 78 (MP4 4:2:0), 118 (MP4 4:4:4), 139 (WebM 4:2:0) and 193 (WebM 4:4:4) bytes a pixel over a base of 50 to
/// 150 MB, the encoders' own reference and look-ahead frames being most of it. A larger frame is refused
/// before any work, with the way to a smaller one.
enum EncoderMemory {
    static func maxPixels(_ format: AnimatedExport.Format, chroma: VideoWriter.Chroma) -> Int {
        switch (format, chroma) {
        case (.apng, _), (.gif, _): return 16_000_000
        case (.webp, _): return 10_000_000
        case (.mp4, .yuv420): return 10_000_000
        case (.mp4, .yuv444): return 6_000_000
        case (.webm, .yuv420): return 5_500_000
        case (.webm, .yuv444): return 4_000_000
        }
    }

    /// The refusal of a frame of `size` pixels, nil when the encoder takes it.
    static func refusal(
        _ format: AnimatedExport.Format, chroma: VideoWriter.Chroma, size: (width: Int, height: Int)
    ) -> FrameTooLarge? {
        let limit = maxPixels(format, chroma: chroma)
        let pixels = size.width * size.height
        guard pixels > limit else { return nil }
        // The widest frame of the same shape within the limit.
        let width = Int((Double(limit) * Double(size.width) / Double(size.height)).squareRoot())
        let sampling = chroma == .yuv444 ? "4:4:4" : "4:2:0"
        let kind = format.isVideo ? "\(format.rawValue.uppercased()) (\(sampling))" : format.rawValue.uppercased()
        return FrameTooLarge(
            size:
                "a \(size.width)×\(size.height) px frame is \(grouped(pixels)) pixels, more than the \(grouped(limit))"
                + " \(kind) encodes within Unfold's 1 GB memory bound",
            widestWidth: width)
    }

    /// 16,008,004.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }

    /// Frames drawn ahead of the writer, at most this many bytes of them in each batch.
    static let batchBytes = 128 * 1_048_576
}

/// A frame its encoder does not take: the size in words, and the widest frame of its shape that it takes.
package struct FrameTooLarge: Sendable, Equatable {
    package var size: String
    package var widestWidth: Int
}
