import Foundation
import Testing
import UnfoldCore
@testable import UnfoldRender

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

    @Test func familiesIncludeDejaVuAndCJK() throws {
        let families = try Fonts.families()
        #expect(families.contains("DejaVu Sans"))
        #expect(families.contains { $0.contains("WenQuanYi") })
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
        )
        #expect(Fonts.missingFontError(Fonts.files) == nil)
    }
}
