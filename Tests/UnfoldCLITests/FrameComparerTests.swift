import Foundation
import Testing
import UnfoldCore
import UnfoldRender

@testable import Unfold
@testable import UnfoldCLI

/// The one rule `check`, `test` and the Swift API compare a frame with: exact counts on small pictures.
@Suite struct FrameComparerTests {
    static let width = 10
    static let height = 8

    /// A white picture with the pixels at `black` (x, y) painted black.
    func picture(black: [(Int, Int)] = []) -> [UInt8] {
        var p = [UInt8](repeating: 255, count: Self.width * Self.height * 4)
        for (x, y) in black {
            let i = (y * Self.width + x) * 4
            p[i] = 0
            p[i + 1] = 0
            p[i + 2] = 0
        }
        return p
    }

    func comparer(maxDiffPixels: Int = 0, ratio: Double = 0, masks: [String] = [], scale: Double = 1)
        -> FrameComparer
    {
        FrameComparer(
            comparison: .init(threshold: 0.1, maxDiffPixels: maxDiffPixels, maxDiffRatio: ratio),
            masks: masks.map(GeometryComparison.Mask.init), scale: scale)
    }

    func differing(_ outcome: FrameComparer.Outcome) -> Int? {
        switch outcome {
        case .match: return 0
        case .sizeDiffers: return nil
        case let .differs(pixels, diff):
            #expect(diff.count == Self.width * Self.height * 4)
            return pixels
        }
    }

    // Isolated black pixels on white are not anti-aliasing: each counts.
    static let three = [(1, 1), (5, 2), (8, 6)]

    @Test func countsTheDifferingPixelsAndAllowsWhatTheComparisonAllows() {
        let golden = RGBAImage(width: Self.width, height: Self.height, pixels: picture())
        let actual = picture(black: Self.three)
        let w = Self.width
        let h = Self.height
        #expect(differing(comparer().compare(golden: golden, actual: golden.pixels, width: w, height: h)) == 0)
        #expect(differing(comparer().compare(golden: golden, actual: actual, width: w, height: h)) == 3)
        #expect(differing(comparer(maxDiffPixels: 2).compare(golden: golden, actual: actual, width: w, height: h)) == 3)
        #expect(differing(comparer(maxDiffPixels: 3).compare(golden: golden, actual: actual, width: w, height: h)) == 0)
        // 80 pixels × 0.04 = 3.2, so 3 are allowed.
        #expect(differing(comparer(ratio: 0.04).compare(golden: golden, actual: actual, width: w, height: h)) == 0)
        #expect(differing(comparer(ratio: 0.03).compare(golden: golden, actual: actual, width: w, height: h)) == 3)
    }

    @Test func anotherSizeDiffers() {
        let golden = RGBAImage(
            width: Self.width + 1, height: Self.height, pixels: [UInt8](repeating: 255, count: 88 * 4))
        let outcome = comparer().compare(golden: golden, actual: picture(), width: Self.width, height: Self.height)
        #expect(differing(outcome) == nil)
    }

    @Test func maskedRectanglesNeverDifferAndAreAskedForOnlyWithMasks() {
        let golden = RGBAImage(width: Self.width, height: Self.height, pixels: picture())
        let actual = picture(black: Self.three)
        var asked = 0
        let unmasked = comparer().compare(golden: golden, actual: actual, width: Self.width, height: Self.height) {
            asked += 1
            return [Rect(x: 0, y: 0, width: 10, height: 8)]
        }
        #expect(differing(unmasked) == 3)
        #expect(asked == 0)
        // At 2 pixels per point, the rectangle (0.5, 0.5, 2, 1.5) in points covers pixels x 1..<5, y 1..<4.
        let masked = comparer(masks: ["a"], scale: 2).compare(
            golden: golden, actual: actual, width: Self.width, height: Self.height
        ) {
            asked += 1
            return [Rect(x: 0.5, y: 0.5, width: 2, height: 1.5)]
        }
        #expect(differing(masked) == 2)
        #expect(asked == 1)
    }
}
