import Foundation
import Testing
import UnfoldCore

@testable import Unfold
import UnfoldModel

/// Issue 57: rows fall on whole device pixels, so two rows of one colour meet with no seam. Before, a boundary at
/// 40.5 pixels was half covered by each row over the white table: (239, 227, 114) between rows of (233, 218, 67).
@Suite struct PixelEdgeTests {
    @Test func twoRowsOfOneColourAtAFractionalBoundaryShowNoSeam() throws {
        let scene =
            "canvas 200x100 @2x\nseparator none\ncell c height 20.25 background #E9DA43\n  text t\nrows c\n  a\n  b\n  c\n"
        let image = try UnfoldScene(text: scene, name: "seam").compiled().rgba(frame: 0)
        func pixel(_ y: Int) -> [UInt8] {
            let i = (y * image.width + 100) * 4
            return Array(image.pixels[i..<(i + 3)])
        }
        // Three rows of 40.5 pixels: 121.5 pixels of yellow, every one of them whole, then the table's white.
        #expect((0..<122).allSatisfy { pixel($0) == [233, 218, 67] })
        #expect(pixel(122) == [255, 255, 255])
    }
}
