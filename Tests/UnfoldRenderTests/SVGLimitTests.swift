import Foundation
import Testing

@testable import UnfoldRender

/// An SVG is refused in words before librsvg draws it when it would reach outside itself through any attribute,
/// embed a picture past the limits, or expand its `<use>` elements past what Unfold draws.
@Suite struct SVGLimitTests {
    func refusal(_ svg: String) -> String? {
        do {
            try SVGReferences.check(Array(svg.utf8))
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func svg(_ body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">\(body)</svg>
        """
    }

    @Test(arguments: ["mask", "fill", "filter", "marker-end", "cursor", "clip-path", "stroke"])
    func anOutsideReferenceInAnyAttributeIsRefused(_ attribute: String) {
        let words = refusal(Self.svg("<rect width=\"5\" height=\"5\" \(attribute)=\"url(other.svg#m)\"/>"))
        #expect(words?.contains("refers to other.svg#m, outside itself") == true, "\(words ?? "accepted")")
        #expect(refusal(Self.svg("<rect width=\"5\" height=\"5\" \(attribute)=\"url(#m)\"/>")) == nil)
    }

    /// A PNG header that says 16,000 × 16,000 pixels: refused from its header, nothing decoded.
    @Test func anEmbeddedPictureOverTheLimitsIsRefused() {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for side in [16_000, 16_000] { header += [0, 0, UInt8(side >> 8), UInt8(side & 0xFF)] }
        header += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        let data = Data(header).base64EncodedString()
        let words = refusal(Self.svg("<image width=\"5\" height=\"5\" href=\"data:image/png;base64,\(data)\"/>"))
        #expect(words?.contains("16000×16000; the limit is 16384 a side and 64 megapixels") == true, "\(words ?? "")")
        let gif = Data("GIF89a".utf8).base64EncodedString()
        #expect(
            refusal(Self.svg("<image href=\"data:image/gif;base64,\(gif)\"/>"))?.contains("not a PNG or a JPEG") == true
        )
        // An SVG inside the SVG would bring references and sizes of its own: refused too.
        let inner = Data(Self.svg("<use xlink:href=\"../x.svg#a\"/>").utf8).base64EncodedString()
        let nested = refusal(Self.svg("<image href=\"data:image/svg+xml;base64,\(inner)\"/>"))
        #expect(nested?.contains("not a PNG or a JPEG") == true)
    }

    /// Five uses of five uses, eight levels deep: 390,625 elements drawn from a file of a few kilobytes.
    @Test func aFanOutOfUsesIsRefused() {
        var body = "<defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for level in 1...8 {
            body += "<g id=\"l\(level)\">"
            for _ in 0..<5 { body += "<use xlink:href=\"#l\(level - 1)\"/>" }
            body += "</g>"
        }
        body += "</defs><use xlink:href=\"#l8\"/>"
        let words = refusal(Self.svg(body))
        #expect(words?.contains("draw more than 100000 elements") == true, "\(words ?? "accepted")")
        // Three levels (125 rectangles) are drawn.
        let small = body.replacingOccurrences(of: "<use xlink:href=\"#l8\"/>", with: "<use xlink:href=\"#l3\"/>")
        #expect(refusal(Self.svg(small)) == nil)
    }
}
