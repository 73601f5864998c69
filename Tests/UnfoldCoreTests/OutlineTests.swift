import Foundation
import Testing

@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldModel

/// Outline rows, collapsible sections and accessories (SCENE-FORMAT "Outline lists, collapsible sections and
/// accessories"), with a fixed measurer: every row is one 44 pt box; the scene's curve is ease-in-out over
/// 0.3 s, at 20 fps, so update frames fall at p = k/6.
@Suite struct OutlineTests {
    static func scene(
        rows: String, timeline: String, header: String = "", cell: String = "cell item"
    ) -> String {
        """
        canvas 390x800 @1x
        fps 20
        animation 0.3 ease-in-out
        highlight none
        \(header)
        \(cell)
          hstack padding 0 16 0 16
            box height 44

        \(rows)

        timeline
        \(timeline)
        """
    }

    static let tree = """
        rows item
          top
          p
            c1
              g1
            c2
          below
        """

    func c(_ p: Double) -> Double { TimingCurve.easeInOut.value(at: p) }
    func frame(_ tl: Timeline, _ i: Int) -> FrameState { tl.state(frame: i) }
    func outline(_ r: RowFrame) -> AccessoryPresentation? { r.accessories.first { $0.part == .outline } }

    /// SCENE-FORMAT's example, verbatim.
    static let contractExample = """
        table inset-grouped
        cell item accessory disclosure
          hstack padding 11 16 11 16 spacing 12
            symbol @icon color blue
            text name

        section "Mail" id mail collapsible
        rows item
          inbox icon "tray" name "Inbox"
            work icon "folder" name "Work"
              y2025 icon "folder" name "2025"
            family icon "folder" name "Family"
          sent icon "paperplane" name "Sent"

        timeline
          at 0.5 tap inbox
          at 1.5 tap work
          at 3.0 collapse section mail
        """

    @Test func theContractsExampleRendersAsWritten() throws {
        let tl = try compile(Self.contractExample)
        func ids(_ t: Double) -> [String] { tl.state(at: t).rows.map(\.id) }
        #expect(ids(0.4) == ["inbox", "sent"])
        #expect(ids(1.4) == ["inbox", "work", "family", "sent"])
        #expect(ids(2.9) == ["inbox", "work", "y2025", "family", "sent"])
        #expect(ids(3.5).isEmpty)
        #expect(tl.state(at: 2.9).rows.map(\.level) == [0, 1, 2, 1, 0])
        #expect(tl.state(at: 3.5).headers.map(\.chevron) == [-90])
        // Leaves keep the template's chevron; parents show the outline disclosure in its place.
        #expect(
            tl.state(at: 2.9).rows.map { $0.accessories.map(\.part) } == [
                [.outline], [.outline], [.disclosure], [.disclosure], [.disclosure]
            ])
    }

    @Test func expandingAParentInsertsItsChildrenWithFadeAndTurnsItsDisclosure() throws {
        let tl = try compile(Self.scene(rows: Self.tree, timeline: "  at 0.5 tap p"))
        let start = frame(tl, 9)
        #expect(start.rows.map(\.id) == ["top", "p", "below"])
        #expect(row(start, "below")!.y == 88)
        #expect(outline(row(start, "p")!)!.rotation == 0)
        for k in 1...6 {
            let p = Double(k) / 6
            let f = frame(tl, 10 + k)
            #expect(abs(row(f, "below")!.y - (88 + 88 * c(p))) < 1e-9)
            #expect(abs(row(f, "c1")!.alpha - c(p)) < 1e-9)
            #expect(abs(row(f, "c2")!.alpha - c(p)) < 1e-9)
            #expect(abs(row(f, "c1")!.height - 44 * c(p)) < 1e-9)
            #expect(abs(outline(row(f, "p")!)!.rotation - 90 * c(p)) < 1e-9)
        }
        // c1's own child stays hidden: c1 is collapsed.
        #expect(frame(tl, 16).rows.map(\.id) == ["top", "p", "c1", "c2", "below"])
        #expect(row(frame(tl, 16), "c1")!.level == 1 && row(frame(tl, 16), "c1")!.parent == "p")
        #expect(row(frame(tl, 16), "p")!.expanded)
    }

    @Test func collapsingReversesItAndAHiddenChildKeepsItsExpansion() throws {
        let tl = try compile(
            Self.scene(rows: Self.tree, timeline: "  at 0.5 tap p\n  at 1.0 tap c1\n  at 1.5 tap p\n  at 2.5 tap p"))
        let open = frame(tl, 29)
        #expect(open.rows.map(\.id) == ["top", "p", "c1", "g1", "c2", "below"])
        #expect(row(open, "below")!.y == 220)
        for k in 1...6 {
            let p = Double(k) / 6
            let f = frame(tl, 30 + k)
            #expect(abs(row(f, "below")!.y - (220 - 132 * c(p))) < 1e-9)
            if k < 6 { #expect(abs(row(f, "g1")!.alpha - (1 - c(p))) < 1e-9) }
            #expect(abs(outline(row(f, "p")!)!.rotation - 90 * (1 - c(p))) < 1e-9)
        }
        // Deleted rows leave the list when the update ends.
        #expect(frame(tl, 36).rows.map(\.id) == ["top", "p", "below"])
        // Expanded again: c1 was expanded when it hid, so g1 comes back with it.
        let again = frame(tl, 56)
        #expect(again.rows.map(\.id) == ["top", "p", "c1", "g1", "c2", "below"])
        #expect(row(again, "c1")!.expanded)
        #expect(outline(row(again, "c1")!)!.rotation == 90)
    }

    @Test func rowsWrittenExpandedShowTheirChildrenAtLoad() throws {
        let rows = Self.tree.replacingOccurrences(of: "  p\n", with: "  p expanded\n")
        let tl = try compile(Self.scene(rows: rows, timeline: "  at 0.5 tap top"))
        #expect(frame(tl, 0).rows.map(\.id) == ["top", "p", "c1", "c2", "below"])
        #expect(outline(row(frame(tl, 0), "p")!)!.rotation == 90)
    }

    @Test func indentationIsTenPointsPerLevelAndMirroredRightToLeft() throws {
        let rows = Self.tree.replacingOccurrences(of: "  p\n", with: "  p expanded\n").replacingOccurrences(
            of: "    c1\n", with: "    c1 expanded\n")
        let ltr = try compile(Self.scene(rows: rows, timeline: "  at 0.5 tap top"))
        let g1 = row(frame(ltr, 0), "g1")!
        #expect(g1.level == 2 && g1.parent == "c1")
        // The box is the hstack's child: level-2 content starts at 16 + 2·10.
        let box = g1.layers[0].elements[1]
        #expect(box.frame.x == 16 + 2 * 10)
        #expect(box.frame.maxX == 390 - 16)
        let rtl = try compile(Self.scene(rows: rows, timeline: "  at 0.5 tap top", header: "direction rtl"))
        let mirrored = row(frame(rtl, 0), "g1")!.layers[0].elements[1]
        #expect(mirrored.frame.maxX == 390 - 16 - 2 * 10)
        #expect(mirrored.frame.x == 16)
        // The parent's disclosure sits at the trailing edge: the right in ltr, the left in rtl, turning the
        // other way (a mirrored chevron points left).
        let p = row(frame(ltr, 0), "p")!
        #expect(outline(p)!.frame.x == 390 - 16 - 16)
        let pr = row(frame(rtl, 0), "p")!
        #expect(outline(pr)!.frame.x == 16)
        #expect(outline(pr)!.rotation == -90)
        // A custom indentation width.
        let wide = try compile(
            Self.scene(rows: rows, timeline: "  at 0.5 tap top", header: "indentation-width 24"))
        #expect(row(frame(wide, 0), "g1")!.layers[0].elements[1].frame.x == 16 + 48)
    }

    @Test func accordionCollapsesSiblingParentsOnlyAndSingleKeepsTheParentsOpen() throws {
        let rows = """
            rows item
              a
                a1
                  a11
                a2
                  a21
              b
                b1
            """
        let acc = try compile(
            Self.scene(
                rows: rows, timeline: "  at 0.5 tap a\n  at 1.0 tap a1\n  at 1.5 tap a2\n  at 2.0 tap b",
                header: "select accordion"))
        // a2 opening closes its sibling a1, not its parent a.
        #expect(frame(acc, 38).rows.map(\.id) == ["a", "a1", "a2", "a21", "b"])
        // b opening closes a, its sibling; a's children leave with it.
        #expect(frame(acc, 48).rows.map(\.id) == ["a", "b", "b1"])
        let single = try compile(
            Self.scene(rows: rows, timeline: "  at 0.5 tap a\n  at 1.0 tap a1", header: "select single"))
        #expect(frame(single, 28).rows.map(\.id) == ["a", "a1", "a11", "a2", "b"])
    }

    @Test func deletingAParentDeletesItsChildren() throws {
        let rows = Self.tree.replacingOccurrences(of: "  p\n", with: "  p expanded\n")
        let tl = try compile(Self.scene(rows: rows, timeline: "  at 0.5 delete p"))
        #expect(frame(tl, 9).rows.map(\.id) == ["top", "p", "c1", "c2", "below"])
        let mid = frame(tl, 13)
        #expect(abs(row(mid, "below")!.y - (176 - 132 * c(0.5))) < 1e-9)
        #expect(frame(tl, 16).rows.map(\.id) == ["top", "below"])
        // Its children are gone with it: naming them later is an error.
        #expect(
            errorLines(Self.scene(rows: rows, timeline: "  at 0.5 delete p\n  at 1 tap c1"))
                == ["20:12: row 'c1' was deleted earlier in the timeline"])
    }

    @Test func anInsertAfterAParentGoesAfterItsChildrenAtItsLevel() throws {
        let rows = Self.tree.replacingOccurrences(of: "  p\n", with: "  p expanded\n")
        let tl = try compile(Self.scene(rows: rows, timeline: "  at 0.5 insert n after c1\n  at 1 insert m after p"))
        let ids = frame(tl, 30).rows.map(\.id)
        #expect(ids == ["top", "p", "c1", "n", "c2", "m", "below"])
        #expect(row(frame(tl, 30), "n")!.parent == "p" && row(frame(tl, 30), "n")!.level == 1)
        #expect(row(frame(tl, 30), "m")!.parent == nil && row(frame(tl, 30), "m")!.level == 0)
    }

    @Test func aCollapsibleSectionFadesItsRowsAndTheNextSectionMovesUp() throws {
        let rows = """
            section "A" id a collapsible
            rows item
              r1
              r2
            section "B"
            rows item
              r3
            """
        let tl = try compile(Self.scene(rows: rows, timeline: "  at 0.5 collapse section a\n  at 1.5 tap section a"))
        let start = frame(tl, 9)
        #expect(row(start, "r3")!.y == 28 + 88 + 28)
        #expect(start.headers.map(\.chevron) == [0, nil])
        for k in 1...6 {
            let p = Double(k) / 6
            let f = frame(tl, 10 + k)
            #expect(abs(row(f, "r3")!.y - (144 - 88 * c(p))) < 1e-9)
            #expect(abs(f.headers[1].y - (116 - 88 * c(p))) < 1e-9)
            if k < 6 { #expect(abs(row(f, "r1")!.alpha - (1 - c(p))) < 1e-9) }
            #expect(abs(f.headers[0].chevron! - -90 * c(p)) < 1e-9)
        }
        #expect(frame(tl, 16).rows.map(\.id) == ["r3"])
        // Tapped again, it comes back.
        #expect(frame(tl, 36).rows.map(\.id) == ["r1", "r2", "r3"])
        #expect(frame(tl, 36).headers[0].chevron == 0)
        // Written collapsed: its rows start hidden and its chevron points right (left in rtl).
        let collapsed = try compile(
            Self.scene(
                rows: rows.replacingOccurrences(of: "collapsible", with: "collapsible collapsed"),
                timeline: "  at 0.5 expand section a", header: "direction rtl"))
        #expect(frame(collapsed, 0).rows.map(\.id) == ["r3"])
        #expect(frame(collapsed, 0).headers[0].chevron == 90)
        #expect(frame(collapsed, 16).rows.map(\.id) == ["r1", "r2", "r3"])
    }

    @Test func accessoriesTakeTheirWidthFromTheContentAndSitAtTheTrailingEdge() throws {
        let rows = "rows item\n  a\n  b"
        let plain = try compile(Self.scene(rows: rows, timeline: "  at 0.5 tap a"))
        #expect(row(frame(plain, 0), "a")!.layers[0].elements[0].frame.width == 390)
        let check = try compile(
            Self.scene(rows: rows, timeline: "  at 0.5 tap a", cell: "cell item accessory checkmark"))
        let a0 = row(frame(check, 0), "a")!
        // The content gives up the 16 pt margin and 24 pt for the checkmark, as Xcode stores a checkmark cell's
        // content view (370 of 414 with its 20 pt margin).
        #expect(a0.layers[0].elements[0].frame.width == 390 - 16 - 24)
        #expect(a0.accessories.map(\.frame) == [Rect(x: 390 - 16 - 17, y: 13.5, width: 17, height: 17)])
        // A checkmark shows only while its row is selected or expanded.
        #expect(a0.accessories[0].alpha == 0)
        #expect(row(frame(check, 20), "a")!.accessories[0].alpha == 1)
        #expect(row(frame(check, 20), "b")!.accessories[0].alpha == 0)
        let both = try compile(
            Self.scene(
                rows: rows, timeline: "  at 0.5 tap a", header: "direction rtl",
                cell: "cell item accessory detail-disclosure"))
        let b = row(frame(both, 0), "b")!
        #expect(b.accessories.map(\.part) == [.detail, .disclosure])
        // Right to left: the chevron at the left edge, the detail button after it, the content to their right.
        #expect(b.accessories.map(\.frame.x) == [16 + 16 + 12, 16])
        #expect(b.layers[0].elements[0].frame.x == 22 + 12 + 16 + 16)
    }

    @Test func timelineJSONListsLevelParentAndAccessories() throws {
        let rows = Self.tree.replacingOccurrences(of: "  p\n", with: "  p expanded\n")
        let tl = try compile(
            Self.scene(rows: rows, timeline: "  at 0.5 tap top", cell: "cell item accessory disclosure"))
        let json = TimelineJSON.encode(tl, frames: 0..<1)
        #expect(json.contains(#""id": "c1", "#))
        #expect(json.contains(#""alpha": 1.000000, "level": 1, "parent": "p","#))
        #expect(json.contains(#""alpha": 1.000000, "level": 0, "parent": null,"#))
        #expect(
            json.contains(
                #"{ "id": "outline-disclosure", "kind": "accessory", "parent": null, "x": 358.000000, "y": 14.000000, "width": 16.000000, "height": 16.000000, "alpha": 1.000000, "rotation": 90.000000 }"#
            ))
        #expect(
            json.contains(
                #"{ "id": "disclosure", "kind": "accessory", "parent": null, "x": 358.000000, "y": 14.000000, "width": 16.000000, "height": 16.000000, "alpha": 1.000000, "rotation": 0.000000 }"#
            ))
    }

    @Test func scrollOnExpandShowsTheParentWithItsChildren() throws {
        let rows = "rows item\n  a\n  b\n  c\n  p\n    p1\n    p2\n  d\n  e\n  f"
        let text = Self.scene(rows: rows, timeline: "  at 0.5 tap p", header: "scroll-on-expand visible")
            .replacingOccurrences(of: "canvas 390x800", with: "canvas 390x200")
        let tl = try compile(text)
        // p sits at 132; with its two children the block ends at 264, so the offset goes to 264 − 200.
        #expect(frame(tl, 9).contentOffset == 0)
        #expect(abs(frame(tl, 13).contentOffset - 64 * c(0.5)) < 1e-9)
        #expect(frame(tl, 16).contentOffset == 64)
    }

    @Test func aReusedCellShowsItsCellsDisclosureNotTheRowsChildren() throws {
        let rows = "rows item\n" + (0..<12).map { "  p\($0)\n    k\($0)" }.joined(separator: "\n")
        let text = Self.scene(
            rows: rows, timeline: "  at 0.5 tap p0\n  at 1 scroll by 400", header: "expansion-state cell"
        ).replacingOccurrences(of: "canvas 390x800", with: "canvas 390x200")
        let tl = try compile(text)
        let last = frame(tl, tl.frameCount - 1)
        // The cell p0 expanded is reused below: that row shows a turned disclosure, but its child stays hidden.
        let turned = last.rows.filter { outline($0)?.rotation == 90 }
        #expect(turned.count == 1)
        let reused = try #require(turned.first)
        #expect(reused.id != "p0" && reused.expanded)
        #expect(!last.rows.contains { $0.parent == reused.id })
    }

    @Test func mistakesAreReportedAtTheirLineAndColumn() {
        let skip = Self.scene(rows: "rows item\n  a\n    b\n        c", timeline: "  at 1 tap a")
        #expect(
            errorLines(skip) == [
                "13:9: indentation skips a level: a child is indented 2 spaces more than its parent, this row 4"
            ])
        let between = Self.scene(rows: "rows item\n  a\n      b\n    c", timeline: "  at 1 tap a")
        #expect(
            errorLines(between) == [
                "13:5: indentation matches no enclosing block: this row has 4 spaces; a child of the row above has 6"
            ])
        let repeated = Self.scene(rows: "rows item\n  repeat 3 a{i}\n    b", timeline: "  at 1 tap a0")
        #expect(
            errorLines(repeated) == [
                "12:5: a 'repeat' line's rows cannot have children; write the parent on a line of its own"
            ])
        let deep = (0...9).map { String(repeating: "  ", count: $0 + 1) + "r\($0)" }.joined(separator: "\n")
        #expect(
            errorLines(Self.scene(rows: "rows item\n" + deep, timeline: "  at 1 tap r0")) == [
                "20:21: an outline is at most 8 levels deep below its top rows"
            ])
        let sections = """
            section "A" id a
            rows item
              r1
            section "B" id a collapsible
            rows item
              r2
            """
        #expect(
            errorLines(Self.scene(rows: sections, timeline: "  at 1 collapse section a")) == [
                "13:16: section id 'a' is used twice",
                "18:25: section 'a' is not collapsible, so it cannot collapse; write 'collapsible' on its line"
            ])
        #expect(
            errorLines(Self.scene(rows: sections, timeline: "  at 1 tap section b")) == [
                "13:16: section id 'a' is used twice", "18:20: unknown section 'b'; did you mean 'a'?"
            ])
        #expect(
            errorLines(Self.scene(rows: "section \"A\" collapsed\nrows item\n  r", timeline: "  at 1 tap r")) == [
                "10:13: only a collapsible section can start collapsed: write 'collapsible collapsed'"
            ])
    }

    @Test func aMillionRowsInADeepOutlineStayBounded() throws {
        let rows = """
            rows item
              a
                b
                  c
                    repeat 999996 x{i}
              d
            """
        let tl = try compile(Self.scene(rows: rows, timeline: "  at 0.5 tap a\n  at 1 tap b"))
        #expect(frame(tl, 30).rows.map(\.id) == ["a", "b", "c", "d"])
        // Only the shown rows are measured: the hidden million keep no state of their own.
        #expect(tl.measuredRowCount < 50)
        #expect(tl.rows.living.count < 10)
    }
}

/// Parse errors as `line:column: message`.
func errorLines(_ text: String) -> [String] {
    parseErrors(text).map { "\($0.location.line):\($0.location.column): \($0.message)" }
}

extension OutlineTests {
    @Test func aRowInsertedUnderACollapsedParentShowsWhenItExpandsAndNotBeforeItsInsert() throws {
        let tl = try compile(
            Self.scene(rows: Self.tree, timeline: "  at 0.5 insert n after c2\n  at 1.0 tap p\n  at 2.0 tap p"))
        // Inserted while p is collapsed: not shown, nothing moves.
        #expect(frame(tl, 12).rows.map(\.id) == ["top", "p", "below"])
        #expect(row(frame(tl, 12), "below")!.y == 88)
        #expect(frame(tl, 30).rows.map(\.id) == ["top", "p", "c1", "c2", "n", "below"])
        // Expanded before the insert: the row comes only with its insert.
        let early = try compile(
            Self.scene(rows: Self.tree, timeline: "  at 0.5 tap p\n  at 1.5 insert n after c2"))
        #expect(frame(early, 20).rows.map(\.id) == ["top", "p", "c1", "c2", "below"])
        #expect(frame(early, 40).rows.map(\.id) == ["top", "p", "c1", "c2", "n", "below"])
    }
}
