import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldRender
@testable import UnfoldCodecs
import UnfoldModel

/// Issue 57, SCENE-FORMAT "Expansion the way apps write it": `height C/E` with `auto`, `priority C/E` on a
/// constraint, row values `A/B`, and `rotate` on images.
@Suite struct ExpansionFormsTests {
    /// A view held at height 0 by a constraint at 750 against a `>= 40` at 500: lowering the first to 250 lets
    /// the second win, as the app's `detailHeightConstraint.priority = .defaultLow` does.
    static let boxCell = InterfaceBuilderTests.xib(
        subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="8" y="8" width="304" height="28"/>
                    </view>
            """,
        constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
            <constraint firstItem="box" firstAttribute="height" constant="0" priority="750" id="h0"/>
            <constraint firstItem="box" firstAttribute="height" relation="greaterThanOrEqual" constant="40" priority="500" id="h1"/>
            """,
        outlets:
            #"<outlet property="boxHeight" destination="h0" id="o1"/><outlet property="box" destination="box" id="o2"/>"#
    )

    @Test func aConstraintsPriorityPerStateExpandsTheRow() throws {
        let scene = """
            canvas 390x300
            cell c from "Cell.xib"
              boxHeight priority 750/250
            rows c
              a
              b expanded
            """
        let files = ["Cell.xib": Self.boxCell]
        let collapsed = try InterfaceBuilderTests.frames(scene, files: files, row: "a")
        let expanded = try InterfaceBuilderTests.frames(scene, files: files, row: "b")
        #expect(collapsed.elements["box"]?[3] == 0)
        #expect(expanded.elements["box"]?[3] == 40)
        #expect(expanded.height - collapsed.height == 40)
        // Without the line the file's 750 holds in both states.
        let plain = scene.replacingOccurrences(of: "  boxHeight priority 750/250\n", with: "")
        #expect(try InterfaceBuilderTests.frames(plain, files: files, row: "b").elements["box"]?[3] == 0)
    }

    @Test func aPriorityChangeToOrFromRequiredIsAnErrorAtItsColumn() {
        let files = ["Cell.xib": Self.boxCell]
        let scene = "cell c from \"Cell.xib\"\n  boxHeight priority 1000/250\nrows c\n  a\n"
        let text = InterfaceBuilderTests.diagnostics(scene, files: files)
        #expect(
            text == """
                ib.scene:2:22: error: priority '1000/250' changes between required (1000) and optional: UIKit raises when an installed constraint does; give two priorities of 1…999
                  boxHeight priority 1000/250
                                     ^

                """)
        let range = InterfaceBuilderTests.diagnostics(
            scene.replacingOccurrences(of: "1000/250", with: "0/250"), files: files)
        #expect(
            range == """
                ib.scene:2:22: error: priority '0/250' is out of range (1.0…1000.0)
                  boxHeight priority 0/250
                                     ^

                """)
        let same = InterfaceBuilderTests.diagnostics(
            scene.replacingOccurrences(of: "1000/250", with: "1000"), files: files)
        #expect(same == "")
        let both = InterfaceBuilderTests.diagnostics(
            scene.replacingOccurrences(of: "priority 1000/250", with: "constant 0/10 priority 999/1"), files: files)
        #expect(both == "")
    }

    @Test func heightsPerStateWithAuto() throws {
        let scene = """
            canvas 390x400
            cell auto height 60/auto
              vstack padding 10
                box height 30
            cell fixed height 179/488
              vstack padding 10
                box height 30
            rows auto
              a
              b expanded
            rows fixed
              c
              d expanded
            """
        let timeline = try UnfoldScene(text: scene, name: "heights").compiled().timelineJSON(frames: 0..<1)
        let json = try JSONSerialization.jsonObject(with: Data(timeline.utf8)) as! [String: Any]
        let rows = (json["frames"] as! [[String: Any]])[0]["rows"] as! [[String: Any]]
        let heights = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as! String, $0["height"] as! Double) })
        #expect(heights == ["a": 60, "b": 50, "c": 179, "d": 488])
        // Printed back as written.
        let printed = try UnfoldScene(text: scene, name: "heights").compiled().renderer.timeline.scene.sceneText
        #expect(
            printed == """
                scene "heights"
                canvas 390x400 @2x
                fps 60
                locale en

                cell auto height 60/auto
                  vstack padding 10
                    box height 30

                cell fixed height 179/488
                  vstack padding 10
                    box height 30

                rows auto
                  a
                  b expanded
                rows fixed
                  c
                  d expanded

                """)
        let bad = InterfaceBuilderTests.diagnostics("cell c height auto\n  box\nrows c\n  a\n", files: [:])
        #expect(
            bad == """
                ib.scene:1:15: error: expected cell height (a number, or C/E where each is a number or 'auto', such as 60/auto), found 'auto'
                cell c height auto
                              ^

                """)
    }

    /// Two images, each one colour, written beside the scene.
    static func images(in dir: URL) throws {
        let colours: [(String, [UInt8])] = [("down", [200, 0, 0, 255]), ("up", [0, 0, 200, 255])]
        for (name, rgba) in colours {
            let pixels = [[UInt8]](repeating: rgba, count: 64).flatMap { $0 }
            let png = try PNGCodec.encodeRGBA(RGBAImage(width: 8, height: 8, pixels: pixels))
            try Data(png).write(to: dir.appendingPathComponent("\(name).png"))
        }
    }

    static let pairScene = """
        canvas 200x120 @1x
        fps 10
        animation 1 linear
        cell faq height 60/auto
          vstack padding 10 spacing 4
            hstack spacing 8
              text q
              spacer
              image arrow width 16 height 16
            text a lines 0
        rows faq
          q1 q "Question"/"Question, open" arrow "down.png"/"up.png" a "Short"/"The whole answer"
        timeline
          at 0 tap q1
        """

    @Test func rowValuesPerStateCrossfadeTextsAndSwapImagesAtTheMidpoint() throws {
        let dir = tempDir("pairs")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.images(in: dir)
        let compiled = try UnfoldScene(text: Self.pairScene, name: "pairs", base: dir).compiled()
        func drawn(_ frame: Int) -> (texts: [String: Double], images: [String]) {
            var texts: [String: Double] = [:]
            var images: [String] = []
            for command in compiled.renderer.drawnCommands(frame: frame) {
                if case let .text(s, _, _, color) = command { texts[s] = color.a }
                if case let .image(path, _, _, _, _, _, _) = command { images.append(path) }
            }
            return (texts, images)
        }
        #expect(drawn(0).texts == ["Question": 1, "Short": 1])
        #expect(drawn(0).images.map { $0.hasSuffix("down.png") } == [true])
        // At 0.4 s of a 1 s linear update, the old texts at 0.6 under the new ones at 0.4.
        let mid = drawn(4)
        #expect(mid.texts.keys.sorted() == ["Question", "Question, open", "Short", "The whole answer"])
        #expect(abs(mid.texts["Question"]! - 0.6) < 1e-9 && abs(mid.texts["Question, open"]! - 0.4) < 1e-9)
        #expect(mid.images.map { $0.hasSuffix("down.png") } == [true])
        // The image swaps at the update's midpoint.
        #expect(drawn(6).images.map { $0.hasSuffix("up.png") } == [true])
        #expect(drawn(10).texts == ["Question, open": 1, "The whole answer": 1])
        // timeline.json gives each element once, with its new content.
        let json = compiled.timelineJSON(frames: 4..<5)
        #expect(json.components(separatedBy: "\"id\": \"q\"").count == 2)
        #expect(json.contains("\"text\": \"Question, open\"") && !json.contains("\"text\": \"Question\","))
        // Printed back as written.
        #expect(
            compiled.renderer.timeline.scene.sceneText.contains(
                #"q1 a "Short"/"The whole answer" arrow "down.png"/"up.png""#))
    }

    @Test func aRowValueOfTheWrongKindIsAnErrorAtTheSecondValue() {
        let scene = """
            cell c
              hstack
                symbol @s
            rows c
              a s "chevron-down"/"nonsense"
            """
        let text = InterfaceBuilderTests.diagnostics(scene, files: [:])
        #expect(
            text == """
                ib.scene:5:22: error: 'nonsense' is not a symbol name for slot 's'
                  a s "chevron-down"/"nonsense"
                                     ^

                """)
    }

    @Test func rotateTurnsAnImage() throws {
        let dir = tempDir("rotate")
        defer { try? FileManager.default.removeItem(at: dir) }
        // Left half red, right half blue.
        let red: [UInt8] = [200, 0, 0, 255]
        let blue: [UInt8] = [0, 0, 200, 255]
        let pixels = (0..<64).flatMap { i -> [UInt8] in i % 8 < 4 ? red : blue }
        try Data(try PNGCodec.encodeRGBA(RGBAImage(width: 8, height: 8, pixels: pixels)))
            .write(to: dir.appendingPathComponent("half.png"))
        let scene = """
            canvas 40x40 @1x
            animation 0.2 linear
            cell c height 40
              hstack
                image picture width 40 height 40 rotate 0/180
            rows c
              a picture "half.png"
            timeline
              at 0 tap a
            """
        let compiled = try UnfoldScene(text: scene, name: "rotate", base: dir).compiled()
        func pixel(_ frame: Int, x: Int) throws -> [UInt8] {
            let image = try compiled.rgba(frame: frame)
            let i = (20 * image.width + x) * 4
            return Array(image.pixels[i..<(i + 3)])
        }
        #expect(try pixel(0, x: 5) == [200, 0, 0])
        #expect(try pixel(0, x: 34) == [0, 0, 200])
        let last = compiled.frameCount - 1
        #expect(try pixel(last, x: 5) == [0, 0, 200])
        #expect(try pixel(last, x: 34) == [200, 0, 0])
        let rotations = compiled.renderer.drawnCommands(frame: last).compactMap { command -> Double? in
            if case let .image(_, _, _, _, _, _, rotation) = command { return rotation }
            return nil
        }
        #expect(rotations == [180])
    }
}
