import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldGoldens
import UnfoldCompare
import UnfoldModel

/// How a rendered frame is compared with its golden picture: one rule for `check`, `test` and the Swift API.
/// A frame differs when its size differs, or when more pixels differ than the comparison allows: any change of
/// a pixel's RGBA by default, or pixelmatch's colour distance above a threshold given (anti-aliasing not
/// counted); masked rectangles never differ.
struct FrameComparer: Sendable {
    var comparison: GoldenManifest.Comparison
    var masks: [GeometryComparison.Mask] = []
    /// The pixels per point of the goldens: masks are in points.
    var scale = 1.0

    enum Outcome {
        case match
        case sizeDiffers
        /// `diff`: the diff picture (RGBA, the golden's size).
        /// `largest`: the colour change that covers the most pixels.
        case differs(pixels: Int, diff: [UInt8], largest: ImageComparison.ColorChange?)
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
        // The diff picture is painted only for a frame that fails: most frames of a suite pass.
        let counted = ImageComparison.compare(
            expected, shown, width: width, height: height, threshold: comparison.threshold, makeDiff: false)
        guard counted.differing > comparison.allowed(pixels: width * height) else { return .match }
        let painted = ImageComparison.compare(
            expected, shown, width: width, height: height, threshold: comparison.threshold)
        return .differs(pixels: counted.differing, diff: painted.diffImage!, largest: counted.largest)
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
