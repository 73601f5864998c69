import Foundation
import Testing
import UnfoldCore
import UnfoldRender

@testable import Unfold
@testable import UnfoldCLI
import UnfoldModel

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

    func comparer(
        threshold: Double? = 0.1, maxDiffPixels: Int = 0, ratio: Double = 0, masks: [String] = [], scale: Double = 1
    ) -> FrameComparer {
        FrameComparer(
            comparison: .init(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: ratio),
            masks: masks.map(GeometryComparison.Mask.init), scale: scale)
    }

    func differing(_ outcome: FrameComparer.Outcome) -> Int? {
        switch outcome {
        case .match: return 0
        case .sizeDiffers: return nil
        case let .differs(pixels, diff, _):
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

    /// A picture of one colour, RGB as given.
    func filled(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> [UInt8] {
        var p: [UInt8] = []
        for _ in 0..<(Self.width * Self.height) { p += [r, g, b, 255] }
        return p
    }

    /// The brand colour #5D4A99 → #664A99: pixelmatch's 0.1 lets it pass; the default, exact, does not, and
    /// names the change.
    @Test func aBrandColourChangeFailsExactlyAndNamesTheLargestChange() {
        let golden = RGBAImage(width: Self.width, height: Self.height, pixels: filled(0x5D, 0x4A, 0x99))
        var actual = filled(0x66, 0x4A, 0x99)
        // One pixel changed further (an anti-aliased edge's blend, say): the change named is the one that covers
        // the most pixels, at its first pixel (issue 82, point 18: it named the one pixel).
        let p = (5 * Self.width + 7) * 4
        actual[p] = 0x70
        actual[p + 1] = 0x4B
        let w = Self.width
        let h = Self.height
        #expect(differing(comparer().compare(golden: golden, actual: actual, width: w, height: h)) == 0)
        let exact = FrameComparer(comparison: .exact).compare(golden: golden, actual: actual, width: w, height: h)
        guard case let .differs(pixels, _, largest) = exact else {
            Issue.record("an exact comparison let a changed colour pass")
            return
        }
        #expect(pixels == 80)
        #expect(largest?.words == "#5D4A99 → #664A99")
        #expect(largest?.x == 0 && largest?.y == 0)
        // With more of the blend than of the brand colour, the blend is named, at its first pixel.
        var blended = actual
        for k in 39..<80 {
            blended[k * 4] = 0x70
            blended[k * 4 + 1] = 0x4B
        }
        guard
            case let .differs(_, _, blend) = FrameComparer(comparison: .exact).compare(
                golden: golden, actual: blended, width: w, height: h)
        else {
            Issue.record("a blend passed")
            return
        }
        #expect(blend?.words == "#5D4A99 → #704B99")
        #expect(blend?.x == 9 && blend?.y == 3)
        // An alpha-only change is a change too, written with its alpha.
        var faded = golden.pixels
        faded[3] = 254
        let alpha = FrameComparer(comparison: .exact).compare(golden: golden, actual: faded, width: w, height: h)
        guard case let .differs(count, _, change) = alpha else {
            Issue.record("an alpha change passed")
            return
        }
        #expect(count == 1)
        #expect(change?.words == "#5D4A99 → #5D4A99FE")
    }

    /// Words of a failing frame: grouped counts, and the row and element under the pixel.
    @Test func theWordsNameTheCountTheColoursAndThePlace() {
        var failure = SceneResult.FrameFailure(frame: 0, differing: 574_753, geometry: [])
        failure.largest = "#5D4A99 → #664A99 in row a (element background)"
        #expect(
            failure.pixelWords
                == "frame 0: 574,753 pixels differ; largest change #5D4A99 → #664A99 in row a (element background)")
        #expect(PixelPlace.grouped(999) == "999")
        #expect(PixelPlace.grouped(1000) == "1,000")
        #expect(PixelPlace.grouped(1_234_567) == "1,234,567")
        let json = """
            {"index": 0, "time": 0, "contentOffset": 40, "contentHeight": 300, "rows": [{"id": "a", "x": 0,
             "y": 100, "width": 200, "height": 44, "expanded": false, "selected": false, "highlight": 0,
             "elements": [{"id": "title", "kind": "text", "x": 10, "y": 5, "width": 50, "height": 20, "alpha": 1,
             "rotation": 0}]}]}
            """
        guard let frame = try? JSONDecoder().decode(FrameRecord.self, from: Data(json.utf8)) else {
            Issue.record("the frame record did not decode")
            return
        }
        // The row is at 60…104 on screen; at @2x pixel (30, 140) is point (15.25, 70.25), inside the title.
        #expect(PixelPlace.words(x: 30, y: 140, scale: 2, in: frame) == "in row a (element title)")
        #expect(PixelPlace.words(x: 300, y: 140, scale: 2, in: frame) == "in row a (element background)")
        #expect(PixelPlace.words(x: 3, y: 4, scale: 2, in: frame) == "at 3, 4 outside the rows")
    }
}
