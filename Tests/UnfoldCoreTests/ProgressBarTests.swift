import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldModel

/// Issue 56, point 4: `progress`, the element kind described in one file (`Elements/ProgressBar.swift`), from its
/// line to its frame, its animated fill, its drawing and what VoiceOver reads. The numbers are UIProgressView's:
/// 4 points tall, as wide as it is placed, filled from the leading edge.
@Suite struct ProgressBarTests {
    static let scene = """
        animation 0.4 linear
        cell c
          vstack padding 16 spacing 8
            text title
            progress 0.4/1 tint green track gray5 id bar
        rows c
          a title "Maps"
        timeline
          at 0.1 tap a

        """

    func compiled(_ text: String = Self.scene) throws -> Timeline {
        Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
    }

    /// The fills the display list draws for the bar, in canvas points (track first), at `t`.
    func fills(_ tl: Timeline, at t: Double) -> [(Rect, RGBA, Double)] {
        DisplayList(scene: tl.scene).commands(for: tl.state(at: t)).compactMap {
            if case let .fill(r, c, k) = $0, r.height == 4 { return (r, c, k.radius) }
            return nil
        }
    }

    @Test func theLineGivesItsValuesAndColours_AndIsWrittenBackAsItWasRead() throws {
        let bar = try parseOK(Self.scene).templates[0].flattened[2]
        #expect(bar.kind.keyword == "progress")
        #expect(
            bar.descriptor as? ProgressBar
                == ProgressBar(value: Pair(0.4, 1), tint: .system("green"), track: .system("gray5")))
        #expect(ElementText(bar).line == "progress 0.4/1 tint green track gray5 id bar")
        let plain = try parseOK("cell c\n  progress 0.7\nrows c\n  a\n").templates[0].flattened[0]
        #expect(ElementText(plain).line == "progress 0.7")
    }

    @Test func badLinesAreErrorsAtTheirColumn() {
        #expect(elementLineErrors("progress") == "2:12 expected progress (a number or a C/E pair)")
        #expect(elementLineErrors("progress 1.5") == "2:12 progress '1.5' is out of range (0.0…1.0)")
        #expect(
            elementLineErrors("progress 0.5 tnt red") == "2:16 unknown option 'tnt' for progress; did you mean 'tint'?")
        #expect(elementLineErrors("progress 0.5 lines 2") == "2:16 option 'lines' does not apply to progress")
        #expect(elementLineErrors("progres 0.5") == "2:3 unknown element 'progres'; did you mean 'progress'?")
    }

    /// In a vstack it spans the stack's inner width at 4 points; in an hstack it takes what the others leave.
    @Test func itIsFourPointsTallAndAsWideAsItIsPlaced() throws {
        let tl = try compiled()
        let e = tl.state(at: 0).rows[0].layers[0].elements
        // 390 wide, padding 16: the title (20 tall) then 8 points, then the bar.
        #expect(e[2].frame == Rect(x: 16, y: 44, width: 358, height: 4))
        #expect(tl.state(at: 0).rows[0].height == 16 + 20 + 8 + 4 + 16)
        let row = try compiled("cell c\n  hstack spacing 8\n    text t\n    progress 0.5\nrows c\n  a t \"Maps\"\n")
        let h = row.state(at: 0).rows[0].layers[0].elements
        // "Maps" is 40 points (10 a character): the bar takes the rest, 390 − 40 − 8, centred on the text's 20.
        #expect(h[2].frame == Rect(x: 48, y: 8, width: 342, height: 4))
    }

    /// The fill moves from the collapsed value to the expanded one with the row's update (0.4 s, linear, from
    /// 0.1 s), and is drawn that full: the track across the frame, the bar from the leading edge.
    @Test func theFillMovesWithTheRowsUpdate() throws {
        let tl = try compiled()
        func fill(_ t: Double) -> [Double] { tl.state(at: t).rows[0].layers[0].elements[2].channels }
        #expect(fill(0) == [0.4])
        #expect(abs(fill(0.3)[0] - 0.7) < 1e-12)
        #expect(fill(0.5) == [1])
        let gray5 = Color.system("gray5").resolved(.light)
        let green = Color.system("green").resolved(.light)
        let at0 = fills(tl, at: 0)
        #expect(at0.count == 2)
        #expect(at0[0].1 == gray5 && at0[0].2 == 2)
        #expect(at0[1].1 == green && at0[1].2 == 2)
        #expect(at0[1].0.x == at0[0].0.x && at0[1].0.y == at0[0].0.y)
        #expect(abs(at0[1].0.width - 358 * 0.4) < 1e-9)
        #expect(abs(fills(tl, at: 0.3)[1].0.width - 358 * 0.7) < 1e-9)
        #expect(fills(tl, at: 0.5)[1].0 == at0[0].0)
    }

    /// Right to left, the bar grows from the right edge, as UIProgressView's does.
    @Test func rightToLeftTheBarStartsAtTheRight() throws {
        let tl = try compiled(Self.scene.replacingOccurrences(of: "cell c\n", with: "direction rtl\ncell c\n"))
        let f = fills(tl, at: 0)
        #expect(f[1].0.maxX == f[0].0.maxX)
        #expect(abs(f[1].0.width - 358 * 0.4) < 1e-9)
    }

    /// A bar above 0 is never narrower than it is tall (its rounded ends); at 0 only the track is drawn.
    @Test func aSmallValueIsStillARoundedEnd_AndZeroIsTheTrackAlone() {
        let style = ControlDrawing(alpha: 1, rtl: false) { $0.resolved(.light) }
        var out: [DrawCommand] = []
        ProgressBar(value: Pair(0.01)).draw(
            Rect(x: 0, y: 0, width: 100, height: 4), channels: [0.01], style: style, into: &out)
        #expect(out.count == 2)
        guard out.count == 2, case let .fill(r, _, _) = out[1] else {
            Issue.record("the bar is not a fill: \(out)")
            return
        }
        #expect(r == Rect(x: 0, y: 0, width: 4, height: 4))
        out = []
        ProgressBar(value: Pair(0)).draw(
            Rect(x: 0, y: 0, width: 100, height: 4), channels: [0], style: style, into: &out)
        #expect(out.count == 1)
    }

    /// `progress @done`: each row's own value, a number from 0 to 1, which a `set` changes; anything else in a
    /// row is an error at the value.
    @Test func aSlotGivesEachRowItsOwnValue() throws {
        let text = """
            cell c
              hstack spacing 8
                text name
                progress @done tint @hue
            rows c
              a name "Maps" done "0.25" hue "red"
              b name "Music" done "1"
              c name "Books"
            timeline
              at 1 set a done "0.75"

            """
        let tl = try compiled(text)
        func fill(_ row: Int, _ t: Double) -> [Double] { tl.state(at: t).rows[row].layers[0].elements[2].channels }
        #expect([fill(0, 0), fill(1, 0), fill(2, 0)] == [[0.25], [1], [0]])
        #expect(fill(0, 2) == [0.75])
        let e = try parseOK(text).templates[0].flattened[2]
        #expect(ElementText(e).line == "progress @done tint @hue")
        // Row a's bar is in its own colour; b gives none and takes the tint colour; c's is empty (tracks only).
        let track = Color.system("system-fill").resolved(.light)
        let bars = DisplayList(scene: tl.scene).commands(for: tl.state(at: 0)).compactMap { c -> RGBA? in
            if case let .fill(r, color, _) = c, r.height == 4, color != track { return color }
            return nil
        }
        #expect(bars == [Color.system("red").resolved(.light), Color.system("blue").resolved(.light)])
        let bad = parseErrors(text.replacingOccurrences(of: "done \"1\"", with: "done \"full\""))
        #expect(
            bad.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "7:23 'full' is not a number from 0 to 1 for slot 'done'"
            ])
    }

    /// VoiceOver reads "Progress" and its value in whole percent, as the fill is at that instant; a row that is
    /// one element reads it among its texts.
    @Test func voiceOverReadsProgressAndItsPercent() throws {
        let own = try compiled(Self.scene.replacingOccurrences(of: "cell c\n", with: "select none\ncell c\n"))
        let read = own.accessibility(frame: 0).map {
            "\($0.label ?? "-") | \($0.value ?? "-") | \($0.traits.map(\.rawValue).joined(separator: ","))"
        }
        #expect(read == ["Maps | - | static-text", "Progress | 40% | "])
        let tl = try compiled()
        func row(_ t: Double) -> String { tl.accessibility(frame: tl.frameIndex(at: t)).first?.label ?? "-" }
        #expect(row(0) == "Maps, Progress, 40%")
        #expect(row(0.3) == "Maps, Progress, 70%")
        #expect(row(0.5) == "Maps, Progress, 100%")
    }

    /// Every registered kind has its entry in the docs, showing its example line, which is written back the same;
    /// so is the line of one an importer makes with nothing read.
    @Test func everyRegisteredKindHasItsLineAndItsDocs() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/elements.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for kind in ElementRegistry.kinds {
            #expect(text.contains("## `\(kind.keyword)`"), "\(kind.keyword)")
            #expect(text.contains("`\(kind.example)`"), "\(kind.example)")
            // A kind only an importer makes has no line in scene text.
            guard kind.writtenInScenes else {
                let errors = parseErrors("cell c\n  \(kind.example)\nrows c\n  a\n").map(\.message)
                #expect(errors.first?.hasPrefix("unknown element '\(kind.keyword)'") == true, "\(errors)")
                continue
            }
            var lines = [kind.example]
            if kind.interfaceBuilderElement != nil || kind.uiKitClass != nil {
                let imported = kind.init(imported: ImportedProperties())
                lines.append(([kind.keyword, imported.sceneText].filter { !$0.isEmpty }).joined(separator: " "))
            }
            // A zstack is SwiftUI's: its line is read in a `layout swiftui` cell.
            let cell = kind.keyword == "zstack" ? "cell c layout swiftui" : "cell c"
            for line in lines {
                let e = try parseOK("\(cell)\n  \(line)\nrows c\n  a\n").templates[0].flattened[0]
                #expect(ElementText(e).line == line)
                // A kind that sets words is laid out as words, and one that holds elements as a stack: the layouts
                // read the role, the other stages the setting.
                #expect((e.typesetting != nil) == (e.stackRole == .words), "\(line)")
                #expect((e.stacking != nil) == (e.stackRole == .stack), "\(line)")
            }
        }
    }
}
