import Foundation
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldSyntax
@testable import UnfoldModel

@Suite struct SemanticsTests {
    @Test func templateAnimationOverridesTheScene() throws {
        let tl = try compile(
            "animation 0.4 linear\nhighlight none\ncell c animation 0.2 linear\n  box height 60/120\ncell d\n  box height 60/120\nrows c\n  a\nrows d\n  b\ntimeline\n  tap a\n  tap b"
        )
        #expect(row(tl.state(at: 0.1), "a")!.height == 90)
        #expect(row(tl.state(at: 0.2), "a")!.height == 120)
        #expect(row(tl.state(at: 0.2), "b")!.height == 90)
    }

    @Test func scrollOnExpandVisibleMakesTheSmallestMove() throws {
        let text =
            "canvas 390x300\nanimation 0.3 linear\nscroll-on-expand visible\nhighlight none\ncell c\n  box height 50/150\nrows c\n  repeat 10 r{i}\ntimeline\n  at 0.1 tap r4\n  at 1 tap r0"
        let tl = try compile(text)
        // r4 is at 200…350 once expanded: the offset moves by 50 to show its bottom.
        #expect(tl.state(at: 0.9).contentOffset == 50)
        // r0 is above the viewport: its top comes into view.
        #expect(tl.state(at: 1.5).contentOffset == 0)
    }

    @Test func reloadDataSettlesEverythingInFlight() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "highlight none\nupdate batch")
                + "timeline\n  tap a\n  at 0.1 toggle b")
        #expect(row(tl.state(at: 0.2), "b")!.height == 75)
        let rd = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "highlight none\nupdate reload-data")
                + "timeline\n  tap a\n  at 0.2 tap b")
        #expect(row(rd.state(at: 0.2), "a")!.height == 120 && row(rd.state(at: 0.2), "b")!.height == 120)
    }

    @Test func setChangesTheTextAndRelaysTheRow() throws {
        let tl = try compile(
            "animation 0.4 linear\ncell c\n  text t\nrows c\n  a t \"short\"\ntimeline\n  at 0.5 set a t \"\(String(repeating: "x", count: 80))\""
        )
        #expect(row(tl.state(at: 0.4), "a")!.height == 20)
        #expect(row(tl.state(at: 0.7), "a")!.height == 40)
        #expect(row(tl.state(at: 1), "a")!.height == 60)
        #expect(row(tl.state(at: 0.7), "a")!.layers[0].elements[0].content?.count == 80)
    }

    @Test func unchangedActionsStartNoUpdate() throws {
        let tl = try compile(boxes + "timeline\n  expand a\n  at 1 expand a\n  at 2 collapse b")
        #expect(tl.rows.track(0)!.segments.count == 1)
        #expect(tl.rows.track(1) == nil)
        // The default end counts the last action (2 s), not only the last update.
        #expect(tl.frameCount == Int((2.5 * 60).rounded()))
    }

    @Test func rotationInterpolates() throws {
        let tl = try compile(
            "animation 0.4 linear\nhighlight none\ncell c\n  symbol chevron-down rotate 0/180\nrows c\n  a\ntimeline\n  tap a"
        )
        #expect(row(tl.state(at: 0.1), "a")!.layers[0].elements[0].rotation == 45)
    }

    @Test func bezierMatchesKnownValues() {
        // CSS `ease` (0.25, 0.1, 0.25, 1) at x = 0.5 is about 0.8024.
        #expect(abs(TimingCurve.default.value(at: 0.5) - 0.8024033877399112) < 1e-6)
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
        #expect(TimingCurve.easeOut.value(at: 0) == 0 && TimingCurve.easeOut.value(at: 1) == 1)
    }

    @Test func springKeepsVelocityWhenRetargeted() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "0.4 linear", with: "0.4 spring 0.5 1") + "timeline\n  tap a\n  at 0.1 tap a"
        )
        let h = (0..<30).map { row(tl.state(frame: $0), "a")!.height }
        // Right after the reversal the row still grows for a moment: the spring carries its velocity.
        #expect(h[7] > h[6])
        #expect(h.last! < h[6])
    }
}

@Suite struct DisplayListTests {
    @Test func separatorsSkipTheLastRowOfEachSection() throws {
        let text = "cell c\n  box height 50 color red\nrows c\n  a\n  b\nsection \"S\"\nrows c\n  c3\n  d"
        let tl = try compile(text)
        let cmds = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0))
        let separators = cmds.filter {
            if case let .fill(r, _, _) = $0 { return r.height == 0.5 }
            return false
        }
        #expect(separators.count == 2)
        #expect(
            separators.map {
                if case let .fill(r, _, _) = $0 { return r }
                return .zero
            } == [
                Rect(x: 16, y: 49.5, width: 374, height: 0.5), Rect(x: 16, y: 177.5, width: 374, height: 0.5)
            ])
        let none = try compile("separator none\n" + text)
        #expect(
            !DisplayList(scene: none.scene).commands(for: none.state(frame: 0)).contains {
                if case let .fill(r, _, _) = $0 { return r.height == 0.5 }
                return false
            })
    }

    @Test func rowsAreClippedAndDrawnTopToBottom() throws {
        let tl = try compile("cell c\n  text t\nrows c\n  a t \"A\"\n  b t \"B\"")
        let lines = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0)).map(\.description)
        #expect(
            lines == [
                "fill (0, 0, 390, 844) #ffffffff",
                "clip (0, 0, 390, 20)",
                "text (0, 0, 390, 20) #000000ff regular 17 lines 0 \"A\"",
                "fill (16, 19.5, 374, 0.5) #3c3c434a",
                "unclip",
                "clip (0, 20, 390, 20)",
                "text (0, 20, 390, 20) #000000ff regular 17 lines 0 \"B\"",
                "unclip"
            ])
    }

    @Test func insetGroupedRoundsTheEndsOfASection() throws {
        let tl = try compile("table inset-grouped\ncell c\n  box height 40\nsection \"S\"\nrows c\n  a\n  b\n  c3")
        let clips = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0)).compactMap { c -> Corners? in
            if case let .pushClip(_, k) = c { return k }
            return nil
        }
        #expect(
            clips == [
                // iOS 26's card radius, the default look's (SystemLookTests has iOS 18's 10).
                Corners(radius: 26, top: true, bottom: false), Corners(radius: 26, top: false, bottom: false),
                Corners(radius: 26, top: false, bottom: true)
            ])
    }
}

@Suite struct HighlightWithReloadDataTests {
    @Test func flashSurvivesReloadData() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "highlight flash\nupdate reload-data")
                + "timeline\n  tap a\n  at 0.1 tap b")
        #expect(row(tl.state(at: 0.1), "b")!.highlight == 1)
        // a's flash was in flight at b's reload-data: it jumps to its end.
        #expect(row(tl.state(at: 0.1), "a")!.highlight == 0)
        #expect(row(tl.state(at: 0.05), "a")!.highlight > 0)
    }
}

@Suite struct FPSOverrideTests {
    @Test func overridingFPSKeepsTheMeasurementWalk() throws {
        var text = "canvas 390x200\nfps 30\ncell c\n  text t\nrows c\n"
        for i in 0..<60 { text += "  r\(i) t \"\(String(repeating: "x", count: i >= 20 && i < 40 ? 80 : 5))\"\n" }
        text += "timeline\n  scroll by 900 over 2 linear\n"
        let scene = try parseOK(text)
        let original = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let fast = Timeline.compile(scene, measurer: FixedAdvanceMeasurer(), overrides: CompileOverrides(fps: 60))
        #expect(fast.frameCount == 2 * original.frameCount)
        for i in 0..<original.frameCount {
            let a = original.state(frame: i)
            let b = fast.state(frame: 2 * i)
            #expect(a.contentOffset == b.contentOffset && a.rows.map(\.y) == b.rows.map(\.y))
        }
    }
}

@Suite struct ReloadDataSelectionTests {
    let text = """
        update reload-data
        select single
        highlight stay
        animation 0.4 linear
        cell c
          vstack
            text t
            text d visible expanded
        rows c
          a t "A" d "a"
          b t "B" d "b"
        timeline
          at 0.2 tap a
          at 1 toggle b
          at 2 tap b
        """

    @Test func reloadDataClearsTheSelectionEarlierTapsMade() throws {
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        func row(_ t: Double, _ id: String) -> RowFrame { tl.state(at: t).rows.first { $0.id == id }! }
        #expect(row(0.5, "a").selected && row(0.5, "a").highlight == 1)
        // A code action under reload-data: the selection a made is gone at once, its expansion stays.
        #expect(!row(1, "a").selected && row(1, "a").highlight == 0 && row(1, "a").expanded)
        // A tap's own selection is kept.
        #expect(row(2.5, "b").selected && row(2.5, "b").highlight == 1)
        #expect(!row(2.5, "a").selected)
        // Under select toggle, a tap under reload-data drops the earlier selection's highlight at once.
        let toggle = Timeline.compile(
            try parseOK(text.replacingOccurrences(of: "select single", with: "select toggle")),
            measurer: FixedAdvanceMeasurer())
        let a = toggle.state(at: 2).rows.first { $0.id == "a" }!
        #expect(!a.selected && a.highlight == 0)
    }
}

@Suite struct HeightCacheTests {
    func compile(_ variant: String?) throws -> Timeline {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../scenes/pitfall-height-cache.scene")
        let bytes = Array(try String(contentsOf: url, encoding: .utf8).utf8)
        guard case .success(let scene) = SceneParser.parse(bytes, defaultName: "p", variant: variant) else {
            throw Diagnostic("the scene does not parse", at: SourceLocation(line: 1, column: 1))
        }
        return Timeline.compile(scene, measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 20))
    }

    /// Screen y of a row in a frame, shown or not.
    func screenY(_ tl: Timeline, _ frame: Int, _ id: String) -> Double? {
        let state = tl.state(frame: frame)
        guard let r = tl.scene.rows.index(of: id) else { return nil }
        return tl.geometry(at: tl.time(ofFrame: frame)).y(of: r) - state.contentOffset
    }

    @Test func withoutTheCacheTheVisibleRowsJumpByWhatTheRowsAboveForget() throws {
        let off = try compile("no-cache")
        let on = try compile(nil)
        let update = 48  // at 1.6 s, 30 fps
        for tl in [off, on] { #expect(tl.time(ofFrame: update) == 1_600_000) }
        let before = off.state(frame: update - 1)
        let first = before.rows[0].id
        // What the rows above [offset − H, …) had measured beyond their 44-point estimate.
        let top = before.contentOffset - off.viewportHeight
        let geometry = off.geometry(at: off.time(ofFrame: update - 1))
        var forgotten = 0.0
        for r in 0..<off.scene.rows.count where geometry.y(of: r) + geometry.height(r) <= top {
            forgotten += geometry.height(r) - 44
        }
        #expect(forgotten > 100)
        let jump = screenY(off, update, first)! - screenY(off, update - 1, first)!
        #expect(abs(jump + forgotten) < 1e-6)
        // With the cache nothing above moves.
        #expect(screenY(on, update, first) == screenY(on, update - 1, first))
    }
}

@Suite struct ReusedCellTests {
    func records(_ variant: String?) throws -> [[String: Any]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../scenes/pitfall-reused-cell.scene")
        let bytes = Array(try String(contentsOf: url, encoding: .utf8).utf8)
        guard case .success(let scene) = SceneParser.parse(bytes, defaultName: "p", variant: variant) else {
            throw Diagnostic("the scene does not parse", at: SourceLocation(line: 1, column: 1))
        }
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 20))
        let json = TimelineJSON.encode(tl, frames: 0..<tl.frameCount)
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        return (root["frames"] as! [[String: Any]]).flatMap { $0["rows"] as! [[String: Any]] }
    }

    @Test func rowsNobodyTappedShowExpandedAndTheCellsShowTheReuse() throws {
        let rows = try records(nil)
        let expanded = Set(rows.filter { $0["expanded"] as! Bool }.map { $0["id"] as! String })
        #expect(expanded.contains("r2"))
        #expect(!expanded.subtracting(["r2"]).isEmpty, "no row that was never tapped shows expanded")
        // One cell shows several rows over the scene.
        var rowsOfCell: [Int: Set<String>] = [:]
        for row in rows { rowsOfCell[row["cell"] as! Int, default: []].insert(row["id"] as! String) }
        #expect(rowsOfCell.values.contains { $0.count > 1 })
        #expect(rowsOfCell.keys.min() == 0)
        // Keyed by row id, only row 2 is ever expanded, and rows have no cell numbers.
        let model = try records("model")
        #expect(Set(model.filter { $0["expanded"] as! Bool }.map { $0["id"] as! String }) == ["r2"])
        #expect(model.allSatisfy { $0["cell"] == nil })
    }
}

/// F4: docs/scene-format.md's table of what each `select` mode does on a first and second tap, held to the
/// timeline.
@Suite struct SelectModeTableTests {
    func expanded(_ mode: String) throws -> (first: [Bool], second: [Bool]) {
        let text = """
            select \(mode)
            animation 0.3 linear
            cell c
              vstack
                text t
                text d visible expanded
            rows c
              a t "A" d "a"
              b t "B" d "b"
            timeline
              at 0.2 tap b
              at 1 tap a
              at 2 tap a
            """
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        func state(_ t: Double) -> [Bool] {
            ["a", "b"].map { id in tl.state(at: t).rows.first { $0.id == id }!.expanded }
        }
        return (state(1.9), state(2.9))
    }

    @Test func eachModeDoesWhatTheTableSays() throws {
        let doc = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../docs/scene-format.md"),
            encoding: .utf8)
        // After b, then a: toggle keeps b open, accordion and single close it, none opens nothing.
        #expect(try expanded("toggle") == ([true, true], [false, true]))
        #expect(try expanded("accordion") == ([true, false], [false, false]))
        #expect(try expanded("single") == ([true, false], [true, false]))
        #expect(try expanded("none") == ([false, false], [false, false]))
        let second = [
            "toggle": "collapses it", "accordion": "collapses it", "single": "nothing: the row stays selected",
            "none": "nothing"
        ]
        for (mode, words) in second {
            let row = doc.split(separator: "\n").first { $0.hasPrefix("| `\(mode)` | ") && $0.contains(" | 00") }
            let cells = try #require(row, "no row for \(mode)").split(separator: "|").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            #expect(cells[2].hasPrefix(words), "\(mode): \(cells)")
        }
    }
}
