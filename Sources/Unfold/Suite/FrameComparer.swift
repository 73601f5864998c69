import Foundation
import UnfoldCore
import UnfoldRender

/// How a rendered frame is compared with its golden picture: one rule for `check`, `test` and the Swift API.
/// A frame differs when its size differs, or when more pixels differ (pixelmatch's colour distance above the
/// threshold, anti-aliasing not counted) than the comparison allows; masked rectangles never differ.
struct FrameComparer: Sendable {
    var comparison: GoldenManifest.Comparison
    var masks: [GeometryComparison.Mask] = []
    /// The pixels per point of the goldens: masks are in points.
    var scale = 1.0

    enum Outcome {
        case match
        case sizeDiffers
        /// `diff`: the diff picture (RGBA, the golden's size).
        case differs(pixels: Int, diff: [UInt8])
    }

    /// Compares `actual` (RGBA, `width`×`height`) with `golden`; `masked` gives the rectangles to ignore, in
    /// points, and is asked for only when there are masks.
    func compare(
        golden: RGBAImage, actual: [UInt8], width: Int, height: Int, masked: () -> [Rect] = { [] }
    ) -> Outcome {
        guard golden.width == width && golden.height == height else { return .sizeDiffers }
        var expected = golden.pixels
        var shown = actual
        if !masks.isEmpty {
            for rect in masked() {
                Self.blank(rect, scale: scale, width: width, height: height, in: &expected, and: &shown)
            }
        }
        let result = ImageComparison.compare(
            expected, shown, width: width, height: height, threshold: comparison.threshold)
        let allowed = max(
            comparison.maxDiffPixels, Int((comparison.maxDiffRatio * Double(width * height)).rounded(.down)))
        guard result.differing > allowed else { return .match }
        return .differs(pixels: result.differing, diff: result.diffImage!)
    }

    /// Paints a masked rectangle the same in both pictures, so it cannot differ.
    static func blank(_ rect: Rect, scale: Double, width: Int, height: Int, in a: inout [UInt8], and b: inout [UInt8]) {
        let x0 = max(0, Int((rect.x * scale).rounded(.down)))
        let y0 = max(0, Int((rect.y * scale).rounded(.down)))
        let x1 = min(width, Int((rect.maxX * scale).rounded(.up)))
        let y1 = min(height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for p in ((y * width + x0) * 4)..<((y * width + x1) * 4) {
                a[p] = 0
                b[p] = 0
            }
        }
    }
}
