import Testing

@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldSyntax
@testable import UnfoldModel

/// `insert`, `delete` and `move` (SCENE-FORMAT "List edits"), measured with a fixed measurer: each row is
/// 12 + 20 + 12 = 44 points, and the curve is linear, so c(p) = p.
@Suite struct ListEditTests {
    static func scene(_ timeline: String, rows: String = Self.fourRows)
        -> String
    {
        """
        canvas 390x800 @1x
        fps 10
        animation 0.5 linear
        select toggle
        highlight stay

        cell news
          vstack padding 12 16 12 16
            text title
            text more visible expanded

        rows news
        \(rows)

        timeline
        \(timeline)
        """
    }

    static let fourRows = ["a", "b", "c", "d"].map { "  \($0) title \"\($0)\" more \"More\"" }.joined(separator: "\n")

    /// The frame's rows by id: (y, height).
    func rows(_ tl: Timeline, _ frame: Int) -> [String: (y: Double, h: Double)] {
        var out: [String: (Double, Double)] = [:]
        for r in tl.state(frame: frame).rows { out[r.id] = (r.y, r.height) }
        return out
    }

    func ids(_ tl: Timeline, _ frame: Int) -> [String] { tl.state(frame: frame).rows.map(\.id) }

    @Test func anInsertedRowGrowsFromZeroAndTheRowsBelowMoveByTheSameAmount() throws {
        let tl = try compile(Self.scene("  at 1 insert n after b title \"New\" with fade"))
        #expect(ids(tl, 9) == ["a", "b", "c", "d"])
        for (k, frame) in (10...15).enumerated() {
            let p = Double(k) / 5
            let shown = rows(tl, frame)
            #expect(abs(shown["n"]!.h - 44 * p) < 1e-9)
            #expect(shown["n"]!.y == 88)
            #expect(abs(shown["c"]!.y - (88 + 44 * p)) < 1e-9)
            #expect(abs(shown["d"]!.y - (132 + 44 * p)) < 1e-9)
        }
        #expect(ids(tl, 15) == ["a", "b", "n", "c", "d"])
        // `fade`: the content's alpha follows the curve.
        let n = tl.state(frame: 12).rows.first { $0.id == "n" }!
        #expect(abs(n.layers[0].alpha - 0.4) < 1e-9)
    }

    @Test func aDeletedRowShrinksToZeroThenLeavesTheList() throws {
        let tl = try compile(Self.scene("  at 1 delete b with left"))
        let x0 = tl.state(frame: 9).rows[1].layers[0].elements[1].frame.x
        for (k, frame) in (10...14).enumerated() {
            let p = Double(k) / 5
            let shown = rows(tl, frame)
            #expect(abs(shown["b"]!.h - 44 * (1 - p)) < 1e-9)
            #expect(abs(shown["c"]!.y - (88 - 44 * p)) < 1e-9)
            // `left`: the content slides out to the left by the row's width times c(p).
            let b = tl.state(frame: frame).rows.first { $0.id == "b" }!
            #expect(abs(b.layers[0].elements[1].frame.x - (x0 - p * b.width)) < 1e-9)
        }
        #expect(ids(tl, 15) == ["a", "c", "d"])
        // timeline.json lists it while it shrinks (frame 14) and never after.
        #expect(TimelineJSON.encode(tl, frames: 14..<15).contains("\"id\": \"b\""))
        #expect(!TimelineJSON.encode(tl, frames: 15..<tl.frameCount).contains("\"id\": \"b\""))
        #expect(rows(tl, 15)["c"]!.y == 44)
    }

    @Test func duringAMoveEveryRowSlidesFromItsOldToItsNewPlaceAlongTheCurve() throws {
        let tl = try compile(Self.scene("  at 1 move d before b"))
        let before = rows(tl, 10)
        #expect(before["d"]!.y == 132)
        let after: [String: Double] = ["a": 0, "d": 44, "b": 88, "c": 132]
        for (k, frame) in (10...15).enumerated() {
            let p = Double(k) / 5
            let shown = rows(tl, frame)
            for id in ["a", "b", "c", "d"] {
                let from = before[id]!.y
                #expect(abs(shown[id]!.y - (from + (after[id]! - from) * p)) < 1e-9, "\(id) at frame \(frame)")
                #expect(shown[id]!.h == 44)
            }
        }
        // After it, y is again the sum of the heights above, in the new order.
        #expect(ids(tl, 16) == ["a", "d", "b", "c"])
        // The moving row is drawn last, over the rows it passes.
        #expect(ids(tl, 12).last == "d")
    }

    @Test func expansionAndSelectionStayWithTheMovedRow() throws {
        let tl = try compile(Self.scene("  at 0.2 tap d\n  at 1 move d before a\n  at 2 tap d"))
        let state = tl.state(frame: 16)
        let d = state.rows.first { $0.id == "d" }!
        #expect(d.y == 0)
        #expect(d.expanded)
        #expect(d.selected)
        // The tap after the move names the row at its new place: it collapses.
        #expect(!tl.state(frame: 30).rows.first { $0.id == "d" }!.expanded)
    }

    @Test func anUpdateDuringAMoveRetargetsItsDestination() throws {
        let tl = try compile(Self.scene("  at 1 move a after d\n  at 1.2 tap b"))
        // b expands by 20 at 1.2 s; a's new place is below b, so a lands 20 lower, with no jump on the way.
        var last = rows(tl, 10)["a"]!.y
        for frame in 11...20 {
            let y = rows(tl, frame)["a"]!.y
            #expect(abs(y - last) <= 44)
            last = y
        }
        let end = rows(tl, 20)
        #expect(end["a"]!.y == end["d"]!.y + end["d"]!.h)
        #expect(end["b"]!.h == 64)
        #expect(ids(tl, 20) == ["b", "c", "d", "a"])
    }

    @Test func editsWorkInALongListAndMeasureFewRows() throws {
        let text = Self.scene(
            """
              at 0.5 scroll to r50000 top
              at 1.5 insert n after r50001 title "New" with top
              at 2.5 delete r50003 with middle
              at 3.5 move r50002 before r50000
            """, rows: "  repeat 100000 r{i} title \"Row {i}\"")
        let tl = try compile(text)
        // The same scroll without the edits: the edits measure only the rows they name and the rows that
        // come into view, not the list.
        let plain = try compile(
            Self.scene("  at 0.5 scroll to r50000 top", rows: "  repeat 100000 r{i} title \"Row {i}\""))
        #expect(tl.measuredRowCount < 400)
        #expect(tl.measuredRowCount - plain.measuredRowCount < 20)
        let end = tl.state(frame: tl.frameCount - 1)
        #expect(end.rows.prefix(4).map(\.id) == ["r50002", "r50000", "r50001", "n"])
        #expect(!end.rows.contains { $0.id == "r50003" })
        // Each row's y is the sum of the heights above: the next row starts where the previous ends.
        for (x, y) in zip(end.rows, end.rows.dropFirst()) { #expect(abs(x.y + x.height - y.y) < 1e-9) }
    }

    @Test func namingARowThatDoesNotExistThenIsAnErrorAtThatLine() {
        // The timeline's first line is line 19.
        let deleted = parseErrors(Self.scene("  at 1 delete b\n  at 2 tap b\n  at 3 scroll to b top"))
        #expect(deleted.map(\.message) == Array(repeating: "row 'b' was deleted earlier in the timeline", count: 2))
        #expect(deleted.first?.location == SourceLocation(line: 20, column: 12))
        let later = parseErrors(Self.scene("  at 1 tap n\n  at 2 insert n after a title \"N\""))
        #expect(later.first?.message.hasPrefix("unknown row 'n'") == true)
        #expect(later.first?.location == SourceLocation(line: 19, column: 12))
        let twice = parseErrors(Self.scene("  at 1 insert a after b title \"N\""))
        #expect(twice.map(\.message) == ["duplicate row id 'a'"])
        let itself = parseErrors(Self.scene("  at 1 move a after a"))
        #expect(itself.map(\.message) == ["a row cannot move next to itself"])
        let expanded = parseErrors(Self.scene("  at 1 insert n after a title \"N\" expanded with fade"))
        #expect(expanded.map(\.message) == ["an inserted row starts collapsed: expand it with an action"])
        #expect(expanded.first?.location == SourceLocation(line: 19, column: 35))
        let badAnimation = parseErrors(Self.scene("  at 1 delete a with sideways"))
        #expect(badAnimation.count == 1)
        #expect(badAnimation.first?.location == SourceLocation(line: 19, column: 22))
    }

    @Test func theTemplateDefaultsToTheNeighboursAndSlotsAreChecked() throws {
        let scene = try parseOK(Self.scene("  at 1 insert n before a title \"N\""))
        let n = scene.rows.index(of: "n")!
        #expect(n == 0)
        #expect(scene.rows.template(of: n) == scene.rows.template(of: 1))
        let wrong = parseErrors(Self.scene("  at 1 insert n before a headline \"N\""))
        #expect(wrong.first?.message.hasPrefix("template 'news' has no slot 'headline'") == true)
    }

    /// The contract's example, as written, over rows it names.
    @Test func theContractsExample() throws {
        let text = """
            cell news
              vstack padding 12 16 12 16
                text title
            rows news
              a title "A"
              n1 title "One"
              n2 title "Two"
            timeline
              at 0.5 insert n3 after n1 template news title "New" with fade
              at 1.5 delete n2 with left
              at 2.5 move n3 before a
            """
        let tl = try compile(text)
        #expect(ids(tl, tl.frameCount - 1) == ["n3", "a", "n1"])
    }

    @Test func anInsertedRowJoinsItsNeighboursSection() throws {
        let text = """
            cell news
              vstack padding 12 16 12 16
                text title
            section "One"
            rows news
              a title "A"
            section "Two"
            rows news
              b title "B"
            timeline
              at 0.5 insert x after a title "X"
              at 0.5 insert y before b title "Y"
            """
        let scene = try parseOK(text)
        #expect(scene.sections.map(\.firstRow) == [0, 2])
        #expect((0..<4).map { scene.rows.id(of: $0) } == ["a", "x", "y", "b"])
        #expect((0..<4).map { scene.rows.section(of: $0) } == [0, 0, 1, 1])
    }

    /// Each UITableView.RowAnimation at c(p) = 0.4 of an insert: the content's alpha and its offset from where
    /// it sits once the row is in (the row is 17.6 of its 44 points tall then).
    @Test(arguments: [
        ("fade", 0.4, 0.0, 0.0), ("automatic", 0.4, 0.0, 0.0), ("right", 1.0, 0.6, 0.0), ("left", 1.0, -0.6, 0.0),
        ("top", 1.0, 0.0, -26.4), ("middle", 1.0, 0.0, -13.2), ("bottom", 1.0, 0.0, 0.0), ("none", 1.0, 0.0, 0.0)
    ])
    func everyRowAnimation(_ style: String, _ alpha: Double, _ dxInWidths: Double, _ dy: Double) throws {
        let tl = try compile(Self.scene("  at 1 insert n after b title \"New\" with \(style)"))
        let during = tl.state(frame: 12).rows.first { $0.id == "n" }!
        let after = tl.state(frame: 20).rows.first { $0.id == "n" }!
        #expect(abs(during.height - 17.6) < 1e-9)
        #expect(abs(during.layers[0].alpha - alpha) < 1e-9)
        let moved = during.layers[0].elements[1].frame
        let still = after.layers[0].elements[1].frame
        #expect(abs(moved.x - still.x - dxInWidths * during.width) < 1e-9)
        #expect(abs(moved.y - still.y - dy) < 1e-9)
        #expect(after.layers[0].alpha == 1)
    }

    /// A delete that starts while the row is still expanding continues from the height shown then.
    @Test func aDeleteRetargetsTheRowsRunningUpdate() throws {
        let tl = try compile(Self.scene("  at 1 tap b\n  at 1.2 delete b"))
        // The expansion (44 → 64 over 0.5 s) is at 0.4 when the delete starts: 52 points.
        #expect(abs(rows(tl, 11)["b"]!.h - 48) < 1e-9)
        for (k, frame) in (12...16).enumerated() {
            let p = Double(k) / 5
            #expect(abs(rows(tl, frame)["b"]!.h - 52 * (1 - p)) < 1e-9)
        }
        #expect(rows(tl, 17)["b"] == nil)
        #expect(rows(tl, 17)["c"]!.y == 44)
    }

    /// The row above a deleted last row becomes the section's last (no separator, rounded corners when
    /// inset-grouped) once the deleted row has left; a row inserted at a section's end is its last at once.
    @Test func sectionEdgesFollowTheRowsInTheList() throws {
        let text = """
            table inset-grouped
            fps 10
            animation 0.5 linear
            cell news
              vstack padding 12 16 12 16
                text title
            section "One"
            rows news
              a title "A"
              b title "B"
            section "Two"
            rows news
              c title "C"
            timeline
              at 0.5 delete b
              at 1.5 insert z after c title "Z"
            """
        let tl = try compile(text)
        func row(_ frame: Int, _ id: String) -> RowFrame { tl.state(frame: frame).rows.first { $0.id == id }! }
        #expect(!row(0, "a").isLastInSection)
        #expect(!row(8, "a").isLastInSection)
        #expect(row(10, "a").isLastInSection)
        #expect(row(14, "c").isLastInSection)
        #expect(!row(15, "c").isLastInSection)
        #expect(row(15, "z").isLastInSection)
        #expect(!row(15, "z").isFirstInSection)
    }

    /// With `estimated-row-height automatic`, the estimate is the first row of the template in the list at
    /// load: a longer row inserted before it later does not change the estimate of the rows far below.
    @Test func anInsertedRowDoesNotSetTheEstimate() throws {
        let rows = "  repeat 1000 r{i} title \"Row {i}\""
        let long = String(repeating: "long ", count: 200)
        let plain = try compile(Self.scene("  at 1 tap r1", rows: rows))
        let edited = try compile(Self.scene("  at 1 insert n before r0 title \"\(long)\"", rows: rows))
        // Row 900 is never measured: its y is the rows above it at their estimates.
        let y = plain.geometry(at: 0).y(of: 900)
        #expect(y == 900 * 44)
        #expect(edited.geometry(at: 0).y(of: 901) == y)
    }

    @Test func theTwoHundredAndFirstEditIsAnError() {
        let rows = "  repeat 300 r{i} title \"Row {i}\""
        let deletes = (0...200).map { "  after 0.01 delete r\($0)" }.joined(separator: "\n")
        let errors = parseErrors(Self.scene(deletes, rows: rows))
        #expect(errors.map(\.message) == ["more than 200 list edits"])
        // The timeline starts at line 16 here; the 201st edit is its 201st line, and `delete` is at column 14.
        #expect(errors.first?.location == SourceLocation(line: 216, column: 14))
    }

    /// A short update during a long move: the moved row keeps sliding until its place has grown, with no jump.
    @Test func aShortUpdateDuringAMoveDoesNotDropTheRow() throws {
        var text = Self.scene("  at 1 move a after d\n  at 1.1 set b title \"B\"")
        text = text.replacingOccurrences(of: "cell news\n", with: "cell news animation 0.1 linear\n")
        let tl = try compile(text)
        var last = rows(tl, 10)["a"]!.y
        for frame in 11...15 {
            let y = rows(tl, frame)["a"]!.y
            // 132 points in 0.5 s at 10 fps on a linear curve: at most 26.4 a frame, plus the retarget's bend.
            #expect(y - last > 0 && y - last < 40, "frame \(frame): \(last) → \(y)")
            last = y
        }
        #expect(rows(tl, 15)["a"]!.y == 132)
    }
}
