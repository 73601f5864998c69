import Foundation
import Testing

@testable import Unfold

/// A character no font has is an outlined box in its advance, drawn by Unfold (Pango's own box, its code point in
/// hex digits, differs between Pango versions).
@Suite struct MissingGlyphTests {
    @Test func aMissingCharacterIsAnEmptyBox() throws {
        let text = """
            canvas 120x80 @2x
            cell c height 80
              text t font 48
            rows c
              a t "\\u{0378}"
            """
        let image = try UnfoldScene(text: text, name: "missing").compiled().rgba(frame: 0)
        func ink(_ x: Int, _ y: Int) -> Bool {
            let i = (y * image.width + x) * 4
            return image.pixels[i] < 128 && image.pixels[i + 1] < 128 && image.pixels[i + 2] < 128
        }
        var xs: [Int] = []
        var ys: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where ink(x, y) {
                xs.append(x)
                ys.append(y)
            }
        }
        let (left, right, top, bottom) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        // A box a few times taller than its line, hollow: its middle is the cell's background, its four sides ink.
        #expect(right - left > 20 && bottom - top > 40, "\(left) \(right) \(top) \(bottom)")
        #expect(!ink((left + right) / 2, (top + bottom) / 2))
        let midX = (left + right) / 2
        let midY = (top + bottom) / 2
        #expect(ink(left, midY) && ink(right, midY) && ink(midX, top) && ink(midX, bottom))
        // Inside the box nothing is drawn (no digits).
        let inside = (top + 10...bottom - 10).flatMap { y in (left + 10...right - 10).map { (x: $0, y: y) } }
        #expect(!inside.contains { ink($0.x, $0.y) })
    }
}
