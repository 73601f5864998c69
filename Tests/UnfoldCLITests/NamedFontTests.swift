import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldRender
import UnfoldModel

/// Issue 57: a font an Interface Builder file names is drawn with that face, found by PostScript name among the
/// scene's own font files, with its weight; one that no file holds is an error at the file's line; the scene's
/// `font` leaves the bars in the system face.
@Suite struct NamedFontTests {
    /// DejaVu faces that Unfold does not load by itself (its pinned DejaVu files are Sans and Sans Mono, regular
    /// and bold): the scene's `fonts` folder is the only place they come from.
    static let faces = ["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSans-ExtraLight.ttf"]

    static func label(_ id: String, _ text: String, font: String, family: String) -> String {
        """
                        <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <fontDescription key="fontDescription" name="\(font)" family="\(family)" pointSize="20"/>
                        </label>
        """
    }

    static let cell = InterfaceBuilderTests.xib(
        subviews: [
            label("l1", "Regular", font: "DejaVuSerif", family: "DejaVu Serif"),
            label("l2", "Bold", font: "DejaVuSerif-Bold", family: "DejaVu Serif"),
            label("l3", "Light", font: "DejaVuSans-ExtraLight", family: "DejaVu Sans")
        ].joined(separator: "\n"),
        constraints: """
            <constraint firstItem="l1" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a1"/>
            <constraint firstItem="l1" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="a2"/>
            <constraint firstItem="l2" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a3"/>
            <constraint firstItem="l2" firstAttribute="top" secondItem="l1" secondAttribute="bottom" constant="4" id="a4"/>
            <constraint firstItem="l3" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="a5"/>
            <constraint firstItem="l3" firstAttribute="top" secondItem="l2" secondAttribute="bottom" constant="4" id="a6"/>
            <constraint firstAttribute="bottomMargin" secondItem="l3" secondAttribute="bottom" id="a7"/>
            """)

    /// A folder with the cell and, in `Fonts/`, the three faces.
    static func folder() throws -> URL {
        let dir = tempDir("named-fonts")
        let fonts = dir.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for face in faces {
            try FileManager.default.copyItem(
                atPath: "/usr/share/fonts/truetype/dejavu/\(face)", toPath: fonts.appendingPathComponent(face).path)
        }
        try Data(cell.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        return dir
    }

    static func texts(_ commands: [DrawCommand]) -> [String: (TextStyle, Rect, RGBA)] {
        var out: [String: (TextStyle, Rect, RGBA)] = [:]
        for command in commands {
            if case let .text(s, style, rect, color) = command { out[s] = (style, rect, color) }
        }
        return out
    }

    @Test func namedFontsAreDrawnWithTheirFacesAndWeights() throws {
        let dir = try Self.folder()
        // Kept until the process ends (its test folder goes then): the process's fonts name the copies in it, and
        // another test drawing the same family at the same time would find a file gone.
        let scene = "canvas 240x160 @2x\nfonts \"Fonts\"\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let compiled = try UnfoldScene(text: scene, name: "fonts", base: dir).compiled()
        let drawn = Self.texts(compiled.renderer.drawnCommands(frame: 0))
        #expect(drawn["Regular"].map { [$0.0.family, "\($0.0.faceWeight ?? 0)"] } == ["DejaVu Serif", "400"])
        #expect(drawn["Bold"].map { [$0.0.family, "\($0.0.faceWeight ?? 0)"] } == ["DejaVu Serif", "700"])
        #expect(drawn["Light"].map { [$0.0.family, "\($0.0.faceWeight ?? 0)"] } == ["DejaVu Sans", "200"])
        // Each label's pixels are those Pango draws for the face asked of it by family and weight alone, and not
        // those of the scene's own face.
        let (style, rect, color) = try #require(drawn["Bold"])
        func pixels(_ family: String, _ weight: FontWeight) throws -> [UInt8] {
            var plain = TextStyle(
                family: family, weight: weight, size: style.size, lines: style.lines, align: style.align,
                language: style.language)
            plain.centredVertically = style.centredVertically
            let canvas = try FrameRenderer(width: 240, height: 160, scale: 2)
            try canvas.draw([.fill(Rect(x: 0, y: 0, width: 240, height: 160), RGBA(1, 1, 1, 1), .none)])
            try canvas.draw([.text("Bold", plain, rect, color)])
            return try canvas.rgba()
        }
        let canvas = try FrameRenderer(width: 240, height: 160, scale: 2)
        try canvas.draw([.fill(Rect(x: 0, y: 0, width: 240, height: 160), RGBA(1, 1, 1, 1), .none)])
        try canvas.draw([.text("Bold", style, rect, color)])
        let named = try canvas.rgba()
        #expect(try named.elementsEqual(pixels("DejaVu Serif", .bold)))
        #expect(try !named.elementsEqual(pixels("DejaVu Serif", .regular)))
        #expect(try !named.elementsEqual(pixels("Inter", .bold)))
    }

    @Test func aNamedFontNoFileHoldsIsAnErrorAtItsLine() throws {
        let dir = try Self.folder()
        // Kept until the process ends (its test folder goes then): the process's fonts name the copies in it, and
        // another test drawing the same family at the same time would find a file gone.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Fonts/DejaVuSerif-Bold.ttf"))
        let scene = "fonts \"Fonts\"\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let document = SceneDocument(bytes: Array(scene.utf8), path: "ib.scene", name: "ib", base: dir)
        let text = try #require(failure(document))
        let place = InterfaceBuilderTests.place(of: "DejaVuSerif-Bold", tag: "<fontDescription", in: Self.cell)
        #expect(
            text.contains(
                "ib.scene:2:6: error: Cell.xib:\(place): font 'DejaVuSerif-Bold' is in none of the scene's font files "
                    + "(searched Fonts/DejaVuSans-ExtraLight.ttf, Fonts/DejaVuSerif.ttf)"))
        #expect(
            text == """
                ib.scene:2:6: error: Cell.xib:13:21: font 'DejaVuSerif-Bold' is in none of the scene's font files (searched Fonts/DejaVuSans-ExtraLight.ttf, Fonts/DejaVuSerif.ttf); add its file with 'font-file "FILE"' or its folder with 'fonts "DIR"'
                cell c from "Cell.xib"
                     ^

                """)
    }

    /// The printed errors of a document that does not load.
    func failure(_ document: SceneDocument) -> String? {
        do {
            _ = try document.load(variant: "default", overrides: CompileOverrides())
            return nil
        } catch let UnfoldFailure.scene(errors, path) {
            return errors.formatted(path: path)
        } catch {
            return "\(error)"
        }
    }

    @Test func theScenesFontLeavesTheBarsInTheSystemFace() throws {
        let scene = """
            canvas 390x300
            font "DejaVu Sans"
            status-bar 9:41
            navigation "Settings"
            cell c
              text t
            rows c
              a t "Row"
            """
        let drawn = Self.texts(try UnfoldScene(text: scene, name: "bars").compiled().renderer.drawnCommands(frame: 0))
        #expect(drawn["9:41"]?.0.family == "Inter")
        #expect(drawn["Settings"]?.0.family == "Inter")
        #expect(drawn["Row"]?.0.family == "DejaVu Sans")
    }

    /// A test folder holding `Math.ttf`, a copy of DejaVu Math TeX Gyre (a family no pinned font is). It is kept
    /// until the process ends (its test folder goes then): the process's fonts name the copies in it, and another
    /// test drawing the same family at the same time would find a file gone.
    static func folderWithMathFont(_ name: String) throws -> URL {
        let dir = tempDir(name)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf",
            toPath: dir.appendingPathComponent("Math.ttf").path)
        return dir
    }

    /// A scene may name the pinned families and its own files' families, not a family only another scene's file in
    /// the same run holds: in a suite it is the same error, in the same words, as on its own (it passed once the
    /// other scene had loaded the file).
    @Test func aSceneNamesOnlyItsOwnFontFilesFamiliesInASuite() throws {
        let dir = try Self.folderWithMathFont("font-families")
        let body = "cell c\n  text t\nrows c\n  a t \"x\"\n"
        let own = write(
            "font-file \"Math.ttf\"\nfont \"DejaVu Math TeX Gyre\"\n" + body,
            to: dir.appendingPathComponent("own.scene"))
        let other = write("font \"DejaVu Math TeX Gyre\"\n" + body, to: dir.appendingPathComponent("other.scene"))
        let alone = unfold("lint", other)
        #expect(alone.code == 2)
        let error = alone.err.components(separatedBy: "\n").prefix(3).joined(separator: "\n")
        #expect(
            error.hasPrefix("\(other):1:6: error: font family 'DejaVu Math TeX Gyre' is not installed; available: "))
        let goldens = dir.appendingPathComponent("g").path
        let suite = unfold("test", own, other, "--record", "all", "--goldens", goldens, "--jobs", "1")
        #expect(suite.code == 1, "\(suite.err)")
        // The scenes' lines in the order they finish (the error is found before anything is drawn), then the count.
        #expect(
            suite.out
                == "ERROR other (default): \(error)\nRECORDED own (default) (4 frames)\n"
                + "unfold test: 2 scenes: 1 recorded, 1 error (report: out/unfold-report/index.html)\n")
    }

    /// A character only another scene's font file can draw is a warning for a scene without that file, in one
    /// process as on its own: its own files and the pinned ones are what it is drawn with (`lint a b` said nothing
    /// of b once a had loaded its file).
    @Test func aSceneIsWarnedOfGlyphsOnlyAnotherScenesFontDraws() throws {
        let dir = try Self.folderWithMathFont("font-glyphs")
        // MATHEMATICAL BOLD FRAKTUR CAPITAL A: in DejaVu Math TeX Gyre, in no pinned font.
        let body = "cell c\n  text t\nrows c\n  a t \"\u{1D56C}\"\n"
        let own = write("font-file \"Math.ttf\"\n" + body, to: dir.appendingPathComponent("own.scene"))
        let other = write(body, to: dir.appendingPathComponent("other.scene"))
        let warning =
            "\(other):4:8: warning: no installed font can draw '\u{1D56C}' (U+1D56C)\n  a t \"\u{1D56C}\"\n       ^\n"
        #expect(unfold("lint", other).err == warning)
        #expect(unfold("lint", own).err == "")
        #expect(unfold("lint", own, other).err == warning)
    }

    /// What a scene draws does not depend on the scenes beside it in a run: its texts are measured and drawn with
    /// the pinned fonts and its own files only. A golden recorded beside a scene whose font draws a character the
    /// pinned fonts lack is the one the scene gives alone (alone it failed: it had been drawn with the other font).
    @Test func aScenesPixelsDoNotDependOnTheScenesBesideIt() throws {
        let dir = try Self.folderWithMathFont("font-sets")
        let body = "cell c\n  text t\nrows c\n  a t \"x \u{1D56C}\"\n"
        let own = write("font-file \"Math.ttf\"\n" + body, to: dir.appendingPathComponent("own.scene"))
        let other = write(body, to: dir.appendingPathComponent("other.scene"))
        let goldens = dir.appendingPathComponent("g").path
        let recorded = unfold("test", own, other, "--record", "all", "--goldens", goldens, "--jobs", "1")
        #expect(recorded.code == 0, "\(recorded.err)")
        let alone = unfold("test", other, "--goldens", goldens)
        #expect(alone.code == 0, "\(alone.out)")
        // It passes, with its warning: the pinned fonts lack the character.
        #expect(alone.out.hasPrefix("PASS other (default) (1 warning)\n"), "\(alone.out)")
        // The two scenes draw the character differently: the own file's glyph, and the missing glyph's box.
        let ownStill = dir.appendingPathComponent("own.png").path
        let otherStill = dir.appendingPathComponent("other.png").path
        #expect(unfold("still", own, "--at", "0", "-o", ownStill).code == 0)
        #expect(unfold("still", other, "--at", "0", "-o", otherStill).code == 0)
        #expect(bytes(URL(fileURLWithPath: ownStill)) != bytes(URL(fileURLWithPath: otherStill)))
        // Issue 82, point 16: golden.json's environment names the fonts the frames draw: the scene's own file for
        // the character (it named a fallback of the pinned fonts and left the file out), Inter for the rest.
        func fonts(_ scene: String) throws -> [String] {
            let data = bytes(URL(fileURLWithPath: goldens + "/\(scene)/golden.json"))
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let environment = json?["environment"] as? [String: Any]
            return (environment?["fonts"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        }
        #expect(try fonts("own").sorted() == ["Inter-Regular.otf", "Math.ttf"])
        #expect(try fonts("other").contains("Math.ttf") == false)
    }
}
