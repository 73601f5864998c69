import CCairoPango
import Foundation
import Testing
import UnfoldCore
@testable import UnfoldRender
@testable import UnfoldCodecs
@testable import UnfoldCompare
@testable import UnfoldAnimation
@testable import UnfoldSyntax
import UnfoldModel

@Suite struct PangoTextTests {
    let paragraph =
        "Self-sizing cells take their height from Auto Layout. The label has numberOfLines set to three while the row is collapsed, and zero once it expands, so the whole answer shows."
    func style(_ lines: Int, size: Double = 17) -> TextStyle {
        TextStyle(family: "DejaVu Sans", weight: .regular, size: size, lines: lines, align: .left)
    }

    @Test func threeLinesAreThreeLineHeightsAndEndInEllipsis() throws {
        let m = try PangoMeasurer()
        let one = m.size(of: "Hi", style: style(0), width: 300).height
        let three = m.size(of: paragraph, style: style(3), width: 300)
        #expect(abs(three.height - 3 * one) < 0.01)
        #expect(m.isEllipsized(paragraph, style: style(3), width: 300))
        #expect(m.lineCount(paragraph, style: style(3), width: 300) == 3)
        let full = m.size(of: paragraph, style: style(0), width: 300)
        #expect(full.height > three.height)
        #expect(!m.isEllipsized(paragraph, style: style(0), width: 300))
    }

    /// A collapsed section of a million distinct rows measured every text once and kept every text's lines:
    /// 1.55 GB at a million rows. The cache (sizes and lines together) stays at its limit, and a text measured
    /// after a clear is the same.
    @Test func measurementCachesStayBounded() throws {
        let m = try PangoMeasurer()
        let first = m.size(of: "C0", style: style(0), width: 300)
        for i in 0..<(PangoMeasurer.cacheLimit + 10) {
            _ = m.size(of: "C\(i)", style: style(0), width: 300)
        }
        #expect(m.cache.count <= PangoMeasurer.cacheLimit)
        #expect(m.cache.count < 20)
        #expect(m.size(of: "C0", style: style(0), width: 300) == first)
    }

    @Test func oneLineIsTheSameAtAnyLimit() throws {
        let m = try PangoMeasurer()
        #expect(m.size(of: "Short", style: style(3), width: 300) == m.size(of: "Short", style: style(0), width: 300))
    }

    @Test func cyrillicAndCJKWrapInsideTheWidth() throws {
        let m = try PangoMeasurer()
        for text in [
            "Высоту считает Auto Layout: ячейка хранит только вид, а состояние — множество идентификаторов.",
            "可擴展的 Table View Cell 在各種各樣的 iOS app 里都很常見了。点击一行，图片的高度从 0 变为 128。"
        ] {
            let s = m.size(of: text, style: style(0), width: 200)
            #expect(s.width <= 200)
            #expect(m.lineCount(text, style: style(0), width: 200) > 1)
        }
        // CJK breaks between characters even without spaces.
        #expect(m.lineCount(String(repeating: "展开单元格", count: 10), style: style(0), width: 150) > 2)
    }

    @Test func cjkAndCyrillicHaveRealGlyphs() throws {
        let engine = try TextEngine()
        for text in ["展开单元格", "Привет"] {
            let layout = engine.layout(text, style: style(0), width: 300)
            defer { g_object_unref_wrapper(layout) }
            #expect(unknownGlyphs(layout) == 0)
        }
        // The probe itself sees a missing glyph (an Egyptian hieroglyph no loaded font has).
        let missing = engine.layout("\u{13000}", style: style(0), width: 300)
        defer { g_object_unref_wrapper(missing) }
        #expect(unknownGlyphs(missing) == 1)
    }

    /// UILabel does not hyphenate: a long German word breaks between characters with no hyphen drawn.
    @Test func longWordsBreakWithoutHyphens() throws {
        let engine = try TextEngine()
        let word = "Datenschutzgrundverordnungskonformität und Kraftfahrzeughaftpflichtversicherung"
        let layout = engine.layout(word, style: style(0), width: 120)
        defer { g_object_unref_wrapper(layout) }
        #expect(pango_layout_get_line_count(layout) > 2)
        // The same glyphs, less ligatures, as the text on one line: no hyphen was added at any break.
        let oneLine = engine.layout(word, style: style(0), width: nil)
        defer { g_object_unref_wrapper(oneLine) }
        #expect(extraGlyphs(layout) == extraGlyphs(oneLine))
    }

    @Test func familiesIncludeDejaVuAndCJK() throws {
        let families = try Fonts.families()
        #expect(families.contains("DejaVu Sans"))
        #expect(families.contains { $0.contains("Noto Sans CJK JP") })
    }

    @Test func textExampleLaysOutAsDescribed() throws {
        guard case .success(let scene) = SceneParser.parse(Fixtures.readMore, defaultName: "x") else {
            Issue.record("parse")
            return
        }
        let tl = Timeline.compile(scene, measurer: try PangoMeasurer())
        let f0 = tl.state(frame: 0)
        let a0 = f0.rows.first { $0.id == "a" }!
        let after = tl.state(at: 1.0).rows.first { $0.id == "a" }!
        #expect(after.height > a0.height)
        #expect(after.expanded)
        let chevron = after.layers[0].elements.first { $0.index == 4 }!
        #expect(chevron.rotation == 180)
        #expect(f0.rows.map(\.y) == f0.rows.indices.map { i in f0.rows[..<i].reduce(0) { $0 + $1.height } })
    }
}

enum Fixtures {
    /// The repository's read-more scene: the spec's complete example with longer bodies.
    static var readMore: String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../scenes/read-more.scene")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}

@Suite struct FontSetupTests {
    @Test func aMissingFontNamesItsPackage() {
        let e = Fonts.missingFontError([
            Fonts.File(path: "/nonexistent/wqy-microhei.ttc", package: "fonts-wqy-microhei")
        ])
        #expect(
            e?.message
                == "missing font file /nonexistent/wqy-microhei.ttc; install it with: apt-get install fonts-wqy-microhei"
                + " (Debian 12), or run `make fonts` in Unfold's checkout"
        )
        #expect(Fonts.missingFontError(Fonts.files) == nil)
    }
}

@Suite struct ImageStoreTests {
    @Test func aFileIsDecodedOnceWhateverItsSpelling() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let png = try PNGCodec.encodeRGBA(RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)))
        try Data(png).write(to: dir.appendingPathComponent("a.png"))
        let spellings = ["a.png", "./a.png", "sub/../a.png", dir.appendingPathComponent("a.png").path]
        let refs = spellings.map { ImageReference(path: $0, location: SourceLocation(line: 1, column: 1)) }
        let loaded = ImageStore.loadCounting(refs, base: dir)
        #expect(loaded.decoded == 1)
        #expect(loaded.problems.isEmpty)
        #expect(Set(loaded.store.images.keys) == Set(spellings))
    }

    @Test func headersAreCheckedBeforeDecoding() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-header-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // A 45-byte PNG claiming 16384×16384: refused from its header, nothing decoded.
        var header = PNGHeader.signature + [0, 0, 0, 13] + Array("IHDR".utf8)
        header += [0, 0, 0x40, 0, 0, 0, 0x40, 0, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(header).write(to: dir.appendingPathComponent("huge.png"))
        #expect(ImageStore.probe("huge.png", base: dir) == .png(width: 16384, height: 16384))
        #expect(ImageStore.probe("gone.png", base: dir) == .missing(tried: dir.appendingPathComponent("gone.png").path))
        // A missing file is missing whatever its extension; a file is judged by its bytes.
        #expect(ImageStore.probe("x.jpg", base: dir) == .missing(tried: dir.appendingPathComponent("x.jpg").path))
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 40)).write(
            to: dir.appendingPathComponent("x.jpg"))
        // A JPEG is probed as one (an image set may hold it); this one's header is cut short.
        #expect(
            ImageStore.probe("x.jpg", base: dir)
                == .badJPEG("libjpeg-turbo could not read the header: Premature end of JPEG file"))
        try Data(header).write(to: dir.appendingPathComponent("png-named.jpg"))
        #expect(ImageStore.probe("png-named.jpg", base: dir) == .png(width: 16384, height: 16384))
    }
}

/// The status bar's time has tabular digits: every digit takes one width, as SF's `tnum` gives iOS's clock.
@Suite struct TabularDigitsTests {
    func inter(tabular: Bool) -> TextStyle {
        var style = TextStyle(family: "Inter", weight: .semibold, size: 17, lines: 1, align: .center)
        style.tabularDigits = tabular
        return style
    }

    @Test func digitsTakeOneWidthOnlyWhenTabular() throws {
        let m = try PangoMeasurer()
        let ones = m.oneLineWidth(of: "11:11", style: inter(tabular: true))
        let zeros = m.oneLineWidth(of: "00:00", style: inter(tabular: true))
        #expect(abs(ones - zeros) < 0.01)
        // Proportional digits: Inter's "1" is narrower than its "0", so the test would fail without `tnum`.
        let proportionalOnes = m.oneLineWidth(of: "11:11", style: inter(tabular: false))
        let proportionalZeros = m.oneLineWidth(of: "00:00", style: inter(tabular: false))
        #expect(proportionalZeros - proportionalOnes > 2)
    }
}
