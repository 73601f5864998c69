#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldCore
    import UnfoldSwiftSource
    import UnfoldTestSupport

    @testable import Unfold

    /// Issue 59: `Image("Name")` in a SwiftUI view is the image set of the scene's asset catalogs (`image SLOT
    /// "NAME"`), its own size in points unless `resizable()`; frames worked out by hand from SwiftUI's rules, with
    /// the catalog of `IntrinsicSizeTests`: `Star` is 194 × 34 px at @2x (97 × 17 pt), `Chevron` a 16 × 25-pt PDF.
    @Suite struct SwiftUIImageTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        static let view = """
            import SwiftUI

            struct V: View {
                var body: some View {
                    HStack {
                        Image("Star")
                        Image("Star")
                            .resizable()
                            .scaledToFit()
                            .frame(width: 40, height: 40)
                            .clipShape(Circle())
                        Image("Chevron")
                            .resizable()
                            .frame(width: 20, height: 30)
                    }
                }
            }
            """

        static func scene(assets: Bool) -> String {
            "canvas 390x300 @2x\n" + (assets ? "assets \"Assets.xcassets\"\n" : "")
                + "cell v from \"V.swift\" type V\nrows v\n  a\n"
        }

        @Test func theViewIsReadAsNamedImages() {
            guard case .success(let read)? = SwiftSyntaxCellReader().readView(Array(Self.view.utf8), type: "V") else {
                Issue.record("not read")
                return
            }
            #expect(
                read.lines.map { String(repeating: "  ", count: $0.depth) + $0.text } == [
                    "hstack align center spacing default",
                    "  image star \"Star\"",
                    "  vstack align center spacing 0 width 40 height 40 corner 1000",
                    "    image star \"Star\" resizable fit corner 1000",
                    "  vstack align center spacing 0 width 20 height 30",
                    "    image chevron \"Chevron\" resizable"
                ])
        }

        /// The row is 390 wide; the stack holds 97 + 8 + 40 + 8 + 20 = 173 pt, centred: from 108.5. The star is its
        /// own 97 × 17; the fitted star is 40 wide and 40 × 17 / 97 tall in its 40-pt frame; the chevron fills its
        /// 20 × 30 frame; the stack is as tall as its tallest, 40.
        @Test func imagesTakeTheirOwnSizeUnlessResizable() throws {
            let dir = try IntrinsicSizeTests.folder("")
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data(Self.view.utf8).write(to: dir.appendingPathComponent("V.swift"))
            let compiled = try UnfoldScene(text: Self.scene(assets: true), name: "images", base: dir).compiled()
            let json =
                try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON(frames: 0..<1).utf8))
                as! [String: Any]
            let row = SwiftCellTests.row(json, "a", frame: 0)
            #expect(row.height == 40)
            #expect(row.elements["star"] == [108.5, 11.5, 97, 17])
            let fitted: Double = 40 * 17 / 97
            let star2 = try #require(row.elements["star-2"])
            #expect(star2[0] == 213.5 && star2[2] == 40)
            // timeline.json keeps six decimals.
            #expect(abs(star2[1] - (40 - fitted) / 2) < 1e-5 && abs(star2[3] - fitted) < 1e-5, "\(star2)")
            #expect(row.elements["chevron"] == [261.5, 5, 20, 30])
        }

        /// Without the scene's `assets` line the app's catalog is not known: each image is a placeholder box, with
        /// a warning that names the Swift line.
        @Test func anImageTheScenesCatalogsLackIsAPlaceholderWithAWarning() throws {
            let dir = tempDir("swiftui-images")
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data(Self.view.utf8).write(to: dir.appendingPathComponent("V.swift"))
            let scene = write(Self.scene(assets: false), to: dir.appendingPathComponent("images.scene"))
            let r = unfold("lint", scene)
            #expect(r.code == 0, "\(r.err)")
            let none = "the scene names no asset catalog ('assets \"PATH\"'): a placeholder box takes its place"
            let place = "cell v from \"V.swift\" type V\n            ^\n"
            #expect(
                r.err == "\(scene):2:13: warning: V.swift:6: image 'Star': \(none)\n\(place)"
                    + "\(scene):2:13: warning: V.swift:7: image 'Star': \(none)\n\(place)"
                    + "\(scene):2:13: warning: V.swift:12: image 'Chevron': \(none)\n\(place)")
        }
    }
#endif
