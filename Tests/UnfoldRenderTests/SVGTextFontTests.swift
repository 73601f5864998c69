import Foundation
import Testing
import UnfoldCore
@testable import UnfoldRender
import UnfoldModel

/// An SVG's `<text>` is drawn by librsvg through Pango and fontconfig: with the pinned files Unfold made
/// fontconfig's current configuration, never with the machine's own fonts.
@Suite struct SVGTextFontTests {
    func drawn(family: String) throws -> [UInt8] {
        _ = try Fonts.load()
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="240" height="40">\
            <text x="4" y="30" font-family="\(family)" font-size="24">Hamburgefonstiv</text></svg>
            """
        let image = try VectorImage.read(Array(svg.utf8), kind: .svg)
        let drawn = try VectorDocument(image.bytes, kind: .svg).rasterized(image, scale: 1)
        return drawn.bgra
    }

    func inked(_ bgra: [UInt8]) -> Int { stride(from: 3, to: bgra.count, by: 4).filter { bgra[$0] > 0 }.count }

    @Test func theFamilyWrittenIsTheFamilyDrawn() throws {
        let inter = try drawn(family: "Inter")
        let serif = try drawn(family: "DejaVu Serif")
        #expect(inked(inter) > 500)
        #expect(inked(serif) > 500)
        #expect(inter != serif)
    }

    /// DejaVu Sans Condensed and Inter Light are installed on machines with fonts-dejavu-extra or Debian's full
    /// Inter, but are not pinned: each is drawn exactly as a family no machine has, with the pinned fallback.
    @Test func anUnpinnedFamilyIsNotTakenFromTheMachine() throws {
        let unknown = try drawn(family: "No Such Family 7f3a")
        #expect(inked(unknown) > 500)
        for family in ["DejaVu Sans Condensed", "Inter Light", "Liberation Sans"] {
            #expect(try drawn(family: family) == unknown, "\(family)")
        }
    }
}
