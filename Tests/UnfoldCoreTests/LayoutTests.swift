import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldLayout
@testable import UnfoldModel

/// Lays out the first template of `text` for a state, with 10 pt per character and 20 pt lines.
func layout(_ text: String, expanded: Bool = false, slots: [String: String] = [:], width: Double = 390) throws
    -> CellLayout
{
    let s = try parseOK(text)
    return CellLayouter(measurer: FixedAdvanceMeasurer(), fontFamily: "DejaVu Sans", scale: 2)
        .layout(s.templates[0], state: RowState(expanded: expanded, slots: slots), width: width)
}

@Suite struct LayoutTests {
    @Test func vstackSpacingAndPadding() throws {
        let l = try layout(
            "cell c\n  vstack padding 10 spacing 5\n    text a\n    text b", slots: ["a": "Hello", "b": "World"])
        #expect(l.elements[1].frame == Rect(x: 10, y: 10, width: 370, height: 20))
        #expect(l.elements[2].frame == Rect(x: 10, y: 35, width: 370, height: 20))
        #expect(l.height == 65)
    }

    @Test func fourValuePadding() throws {
        let l = try layout("cell c\n  vstack padding 1 2 3 4\n    box height 10", width: 100)
        #expect(l.elements[1].frame == Rect(x: 2, y: 1, width: 94, height: 10))
        #expect(l.height == 14)
    }

    @Test func vstackAlignments() throws {
        for (align, x) in [("leading", 0.0), ("center", 170), ("trailing", 340), ("fill", 0)] {
            let l = try layout("cell c\n  vstack align \(align)\n    text a", slots: ["a": "Hello"])
            #expect(l.elements[1].frame.x == x)
            #expect(l.elements[1].frame.width == (align == "fill" ? 390 : 50))
        }
    }

    @Test func hstackAlignments() throws {
        for (align, y, h) in [("top", 0.0, 20.0), ("center", 20, 20), ("bottom", 40, 20), ("fill", 0, 60)] {
            let l = try layout(
                "cell c\n  hstack align \(align)\n    text a\n    box height 60 width 10", slots: ["a": "Hi"])
            #expect(l.elements[1].frame.y == y && l.elements[1].frame.height == h)
        }
    }

    @Test func hstackFillGivesTheRestToTheLastText() throws {
        let l = try layout(
            "cell c\n  hstack spacing 10\n    text a\n    text b\n    symbol plus size 20",
            slots: ["a": "abc", "b": "de"])
        #expect(l.elements[1].frame == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(l.elements[2].frame == Rect(x: 40, y: 0, width: 320, height: 20))
        #expect(l.elements[3].frame == Rect(x: 370, y: 0, width: 20, height: 20))
    }

    @Test func hstackTextsShareByOneLineWidth() throws {
        // 100 pt for texts that want 300 and 100: they get 75 and 25 and wrap.
        let l = try layout(
            "cell c\n  hstack\n    text a\n    text b",
            slots: ["a": String(repeating: "x", count: 30), "b": String(repeating: "y", count: 10)], width: 100)
        #expect(l.elements[1].frame.width == 75 && l.elements[2].frame.width == 25)
        #expect(l.elements[1].frame.height == 100 && l.height == 100)
    }

    @Test func flexibleSpacerTakesTheRest() throws {
        let l = try layout(
            "cell c\n  hstack spacing 8\n    text t\n    spacer\n    symbol chevron-down size 15", slots: ["t": "Title"]
        )
        #expect(l.elements[1].frame.width == 50)
        #expect(l.elements[2].frame == Rect(x: 58, y: 10, width: 309, height: 0))
        #expect(l.elements[3].frame == Rect(x: 375, y: 2.5, width: 15, height: 15))
    }

    @Test func fixedSpacer() throws {
        let l = try layout("cell c\n  vstack\n    text a\n    spacer 12\n    text b", slots: ["a": "x", "b": "y"])
        #expect(l.elements[3].frame.y == 32)
    }

    @Test func equalSpacing() throws {
        let l = try layout(
            "cell c\n  hstack distribute equal-spacing\n    symbol plus size 10\n    symbol minus size 10\n    symbol star size 10",
            width: 110)
        #expect(l.elements.map(\.frame.x) == [0, 0, 50, 100])
    }

    @Test func equalCentering() throws {
        let l = try layout(
            "cell c\n  hstack distribute equal-centering\n    text d\n    symbol ellipsis size 20",
            slots: ["d": "18.05.2024"], width: 300)
        #expect(l.elements[1].frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(l.elements[2].frame.x == 280)
    }

    @Test func hiddenElementTakesNoSpaceNorSpacing() throws {
        let text = "cell c\n  vstack spacing 10\n    text a\n    text b visible expanded\n    text c"
        let collapsed = try layout(text, slots: ["a": "A", "b": "B", "c": "C"])
        #expect(collapsed.elements[2].visible == false)
        #expect(collapsed.elements[3].frame.y == 30 && collapsed.height == 50)
        let expanded = try layout(text, expanded: true, slots: ["a": "A", "b": "B", "c": "C"])
        #expect(expanded.elements[3].frame.y == 60 && expanded.height == 80)
    }

    @Test func emptyTextKeepsItsSpacing() throws {
        let l = try layout(
            "cell c\n  vstack spacing 10\n    text a\n    text b\n    text c", slots: ["a": "A", "c": "C"])
        #expect(l.elements[2].frame.height == 0 && l.elements[3].frame.y == 40)
    }

    @Test func linesPairAndImageHeightPair() throws {
        let text = "cell c\n  vstack\n    text t lines 1/0\n    image pic height 0/128"
        let long = String(repeating: "x", count: 100)
        let c = try layout(text, slots: ["t": long])
        #expect(c.elements[1].frame.height == 20 && c.elements[2].frame.height == 0 && c.height == 20)
        let e = try layout(text, expanded: true, slots: ["t": long])
        #expect(e.elements[1].frame.height == 60 && e.elements[2].frame.height == 128 && e.height == 188)
        #expect(e.elements[1].lines == 0 && c.elements[1].lines == 1)
    }

    @Test func rotationPair() throws {
        let text = "cell c\n  symbol chevron-down rotate 0/180"
        #expect(try layout(text).elements[0].rotation == 0)
        #expect(try layout(text, expanded: true).elements[0].rotation == 180)
    }

    @Test func fixedHeightMinHeightAndGrowth() throws {
        #expect(try layout("cell c height 44\n  box height 100").height == 44)
        #expect(try layout("cell c min-height 44\n  box height 10").height == 44)
        let s = try parseOK("cell c height 100\n  text t")
        let l = CellLayouter(measurer: FixedAdvanceMeasurer(), fontFamily: "x", scale: 2).layout(
            s.templates[0], state: RowState(expanded: false, slots: [:], growth: 6), width: 100)
        #expect(l.height == 106)
    }

    @Test func heightsRoundUpToDevicePixels() throws {
        #expect(ceilToPixel(10.1, scale: 2) == 10.5)
        #expect(ceilToPixel(10.5, scale: 2) == 10.5)
        #expect(ceilToPixel(10.1, scale: 3) == 31.0 / 3)
        let l = try layout("cell c\n  box height 10.2")
        #expect(l.height == 10.5)
    }
}

@Suite struct TableGeometryTests {
    @Test func plainRowsStackWithoutGaps() throws {
        let tl = try compile("cell c\n  box height 50\nrows c\n  a\n  b\n  c3")
        let f = tl.state(frame: 0)
        #expect(f.rows.map(\.y) == [0, 50, 100])
        #expect(f.contentHeight == 150)
        #expect(f.rows.last!.isLastInSection)
    }

    @Test func sectionsAddHeaders() throws {
        let tl = try compile("cell c\n  box height 50\nrows c\n  a\nsection \"More\"\nrows c\n  b")
        let f = tl.state(frame: 0)
        #expect(f.rows.map(\.y) == [0, 78])
        #expect(f.headers == [HeaderFrame(title: "More", y: 50, height: 28)])
        #expect(f.rows[0].isLastInSection && f.rows[1].isFirstInSection)
    }

    @Test func insetGroupedMargins() throws {
        let tl = try compile("table inset-grouped\ncell c\n  box height 50\nsection \"A\"\nrows c\n  a\n  b")
        let f = tl.state(frame: 0)
        // iOS 26's card, 16 pt from the sides (the default look; SystemLookTests has iOS 18's 20).
        #expect(f.rows[0].x == 16 && f.rows[0].width == 358)
        // iOS 26's titled first section: 8 pt and its 31.3-pt header above the card.
        #expect(f.rows[0].y == 39.3)
        #expect(f.contentHeight == 39.3 + 100 + 20)
    }

    @Test func hundredThousandRowsMeasureOnlyNearTheViewport() throws {
        let text =
            "cell news\n  vstack padding 16 spacing 8\n    text title font bold 20\n    text summary visible expanded\n    text date font 15\nrows news\n  repeat 100000 r{i} title \"Title {i}\" summary \"Summary\" date \"Today\"\ntimeline\n  tap r2\n  at 1 scroll by 2000"
        let tl = try compile(text)
        #expect(tl.measuredRowCount < 100)
        let far = try compile(text + "\n  at 2 scroll to r5000 top")
        let f = far.state(at: 2.5)
        #expect(f.rows.first!.id == "r5000")
        #expect(f.contentOffset == f.rows.first!.y)
    }

    @Test func estimatesAreCorrectedAboveTheViewport() throws {
        // Rows 20+ have long text (taller than the automatic estimate from row 0).
        var text = "canvas 390x200\ncell c\n  text t\nrows c\n"
        for i in 0..<60 { text += "  r\(i) t \"\(String(repeating: "x", count: i >= 20 && i < 40 ? 80 : 5))\"\n" }
        text += "timeline\n  scroll to r50 top\n"
        let tl = try compile(text)
        let f = tl.state(at: 1)
        #expect(f.rows.first!.id == "r50")
        #expect(f.contentOffset == f.rows.first!.y)
    }

    @Test func measureAllIsExact() throws {
        var text = "estimated-row-height 0\ncanvas 390x200\ncell c\n  text t\nrows c\n"
        for i in 0..<50 { text += "  r\(i) t \"\(String(repeating: "x", count: i % 2 == 0 ? 80 : 5))\"\n" }
        let tl = try compile(text)
        #expect(tl.state(frame: 0).contentHeight == 25 * 60 + 25 * 20)
    }
}

@Suite struct VerticalFreeSpaceTests {
    @Test func flexibleSpacerTakesAFixedCellsExtraHeight() throws {
        let l = try layout(
            "cell c height 100\n  vstack padding 10\n    text a\n    spacer\n    text b", slots: ["a": "A", "b": "B"])
        #expect(l.height == 100)
        #expect(l.elements[1].frame.y == 10 && l.elements[3].frame.y == 70)
    }

    @Test func verticalDistributions() throws {
        let spacing = try layout(
            "cell c height 100\n  vstack distribute equal-spacing\n    text a\n    text b\n    text c",
            slots: ["a": "A", "b": "B", "c": "C"])
        #expect(spacing.elements[1...3].map(\.frame.y) == [0, 40, 80])
        let centering = try layout(
            "cell c height 100\n  vstack distribute equal-centering\n    text a\n    box height 40", slots: ["a": "A"])
        #expect(centering.elements[1].frame.y == 0 && centering.elements[2].frame.y == 60)
        let fill = try layout("cell c height 100\n  vstack\n    text a\n    text b", slots: ["a": "A", "b": "B"])
        #expect(fill.elements[1...2].map(\.frame.y) == [0, 20])
    }
}

@Suite struct StackInStackWidthTests {
    /// A vstack holding text beside a symbol shares the hstack's width like a text: its one-line width (600 pt
    /// here) would run past the row.
    @Test func aVstackOfTextWrapsInsideItsRow() throws {
        let text = "cell c\n  hstack spacing 10\n    symbol star size 20\n    vstack\n      text a\n      text b"
        let l = try layout(text, slots: ["a": String(repeating: "x", count: 60), "b": "Hi"], width: 390)
        #expect(l.elements[2].frame == Rect(x: 30, y: 0, width: 360, height: 60))
        #expect(l.elements[3].frame == Rect(x: 30, y: 0, width: 360, height: 40))
    }

    /// A vstack of fixed-size views keeps its own width.
    @Test func aVstackOfSymbolsKeepsItsWidth() throws {
        let text = "cell c\n  hstack spacing 10\n    vstack\n      symbol star size 20\n    text a"
        let l = try layout(text, slots: ["a": String(repeating: "x", count: 60)], width: 390)
        #expect(l.elements[1].frame.width == 20)
        #expect(l.elements[3].frame.x == 30)
    }
}
