import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldLayout
@testable import UnfoldModel

/// Issue 59: `layout swiftui` cells are laid out by SwiftUI's rules (propose, choose, place). Every frame here is
/// worked out by hand, with the fake measurer's 10 pt per character and 20-pt lines: a stack offers its least
/// flexible child an equal share of what is left first (higher priorities first, after the least the others
/// need), there is no spacing next to a spacer, a spacer is at least 8 pt, a shape offered nothing is 10 pt, and a
/// stack is as big as its children.
@Suite struct SwiftUILayoutTests {
    static func frames(_ body: String, width: Double = 390, expanded: Bool = false, slots: [String: String] = [:])
        throws -> CellLayout
    {
        try layout("cell c layout swiftui\n" + body, expanded: expanded, slots: slots, width: width)
    }

    /// `HStack { Color; Text("Hello, world"); Color }` offered 240: the text (flexibility 120) is offered a third,
    /// 80, and wraps on two lines; each colour is then offered half of the 160 left.
    @Test func theLeastFlexibleChildIsOfferedAnEqualShareFirst() throws {
        let l = try Self.frames(
            "  hstack spacing 0\n    box\n    text a\n    box", width: 240, slots: ["a": "Hello, world"])
        #expect(l.elements[2].frame == Rect(x: 80, y: 0, width: 80, height: 40))
        #expect(l.elements[1].frame == Rect(x: 0, y: 15, width: 80, height: 10))
        #expect(l.elements[3].frame == Rect(x: 160, y: 15, width: 80, height: 10))
        #expect(l.height == 40)
    }

    /// `HStack(spacing: 8) { Text("Hi"); Spacer(); Image }` offered 200: the symbol takes 20 of the 66.7 it is
    /// offered, the text 20 of 90, and the spacer the 160 left, with no spacing beside it.
    @Test func aSpacerTakesWhatIsLeftWithNoSpacingBesideIt() throws {
        let l = try Self.frames(
            "  hstack spacing 8\n    text a\n    spacer\n    symbol plus size 20", width: 200, slots: ["a": "Hi"])
        #expect(l.elements[1].frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(l.elements[2].frame == Rect(x: 20, y: 10, width: 160, height: 0))
        #expect(l.elements[3].frame == Rect(x: 180, y: 0, width: 20, height: 20))
    }

    /// A 150-pt text beside a spacer is offered half of the 180 the symbol leaves: it wraps at 90 on two lines.
    /// With `priority 751` (SwiftUI's `layoutPriority(1)`) it is offered all but the least the others need (the
    /// symbol's 20 and the spacer's 8): one line.
    @Test func aTextBesideASpacerWrapsAtHalfUnlessItHasPriority() throws {
        let text = String(repeating: "x", count: 15)
        let body = "  hstack spacing 8\n    text a\n    spacer\n    symbol plus size 20"
        let even = try Self.frames(body, width: 200, slots: ["a": text])
        #expect(even.elements[1].frame == Rect(x: 0, y: 0, width: 90, height: 40))
        #expect(even.elements[2].frame == Rect(x: 90, y: 20, width: 90, height: 0))
        #expect(even.elements[3].frame == Rect(x: 180, y: 10, width: 20, height: 20))
        let first = try Self.frames(
            body.replacingOccurrences(of: "text a", with: "text a priority 751"), width: 200, slots: ["a": text])
        #expect(first.elements[1].frame == Rect(x: 0, y: 0, width: 150, height: 20))
        #expect(first.elements[2].frame == Rect(x: 150, y: 10, width: 30, height: 0))
        #expect(first.elements[3].frame == Rect(x: 180, y: 0, width: 20, height: 20))
    }

    /// A VStack is as wide as its widest child and places each by its alignment; the cell centres a stack that
    /// is narrower than the row by the root's alignment.
    @Test func aVStackHugsItsChildrenAndAlignsThem() throws {
        let l = try Self.frames(
            "  vstack align center\n    vstack align trailing spacing 4\n      text a\n      text b",
            slots: ["a": "Hello", "b": "Bye"])
        #expect(l.elements[1].frame == Rect(x: 170, y: 0, width: 50, height: 44))
        #expect(l.elements[2].frame == Rect(x: 170, y: 0, width: 50, height: 20))
        #expect(l.elements[3].frame == Rect(x: 190, y: 24, width: 30, height: 20))
        #expect(l.height == 44)
    }

    /// `frame(maxWidth: .infinity, alignment: .leading)` beside a symbol: the symbol takes 20, the frame the 172
    /// left after 8 pt of spacing, its text at its leading edge.
    @Test func aFrameOfInfiniteMaxWidthTakesWhatIsOffered() throws {
        let l = try Self.frames(
            "  hstack spacing 8\n    vstack max-width infinity align leading\n      text a\n    symbol plus size 20",
            width: 200, slots: ["a": "Hi"])
        #expect(l.elements[1].frame == Rect(x: 0, y: 0, width: 172, height: 20))
        #expect(l.elements[2].frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(l.elements[3].frame == Rect(x: 180, y: 0, width: 20, height: 20))
    }

    /// `frame(width: 100, height: 60, alignment: .trailing)` around a text: the frame's size, the text at its
    /// trailing edge and centred up and down.
    @Test func aFixedFrameHoldsItsViewByItsAlignment() throws {
        let l = try Self.frames(
            "  vstack align leading\n    vstack width 100 height 60 align trailing\n      text a", slots: ["a": "Hi"])
        #expect(l.elements[1].frame == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(l.elements[2].frame == Rect(x: 80, y: 20, width: 20, height: 20))
        #expect(l.height == 60)
    }

    /// A view shown by `if isExpanded` takes no space while hidden: it is kept collapsed where it would start,
    /// and the spacing is between the views shown.
    @Test func aHiddenViewTakesNoSpaceAndWaitsWhereItWouldStart() throws {
        let body = "  vstack align leading spacing 8\n    text a\n    text b visible expanded\n    text c"
        let slots = ["a": "One", "b": "Two", "c": "Six"]
        let closed = try Self.frames(body, slots: slots)
        #expect(closed.elements[2].frame == Rect(x: 0, y: 20, width: 30, height: 0))
        #expect(!closed.elements[2].visible)
        #expect(closed.elements[3].frame == Rect(x: 0, y: 28, width: 30, height: 20))
        #expect(closed.height == 48)
        let open = try Self.frames(body, expanded: true, slots: slots)
        #expect(open.elements[2].frame == Rect(x: 0, y: 28, width: 30, height: 20))
        #expect(open.elements[3].frame == Rect(x: 0, y: 56, width: 30, height: 20))
        #expect(open.height == 76)
    }

    /// A list row is at least its minimum height, its content centred in it.
    @Test func aRowCentresItsContentInItsMinimumHeight() throws {
        let l = try layout("cell c layout swiftui min-height 44\n  text a", slots: ["a": "Hi"])
        #expect(l.height == 44)
        #expect(l.elements[0].frame == Rect(x: 0, y: 12, width: 390, height: 20))
    }

    /// `Spacer(minLength: 30)` is `spacer 30`: at least 30 pt, more when there is room.
    @Test func aSpacersLengthIsItsLeast() throws {
        let roomy = try Self.frames(
            "  hstack\n    text a\n    spacer 30\n    text b", width: 200, slots: ["a": "A", "b": "B"])
        #expect(roomy.elements[2].frame.width == 180)
        let tight = try Self.frames(
            "  hstack\n    text a\n    spacer 30\n    text b", width: 90, slots: ["a": "AAAA", "b": "BBBB"])
        #expect(tight.elements[2].frame.width == 30)
    }

    /// Thirty stacks nested, each holding a text and a spacer beside the next: every stack asks each child three
    /// times, so without keeping the answers this would take 3^30 steps. It takes one layout's worth, and the
    /// outermost text starts its row, centred up and down on what the stacks beside it hold.
    @Test func deeplyNestedStacksAreLaidOutOnce() throws {
        var body = ""
        for depth in 0..<30 {
            let indent = String(repeating: "  ", count: depth + 1)
            body += indent + (depth % 2 == 0 ? "hstack" : "vstack align leading") + "\n"
            body += indent + "  text a\n" + indent + "  spacer\n"
        }
        body += String(repeating: "  ", count: 31) + "text a\n"
        let l = try Self.frames(body, slots: ["a": "x"])
        #expect(l.elements.count == 91)
        #expect(l.height > 20 && l.height < 1000)
        #expect(l.elements[1].frame == Rect(x: 0, y: (l.height - 20) / 2, width: 10, height: 20))
    }

    /// A ZStack is as big as its biggest view; each is placed in it by its alignment across, centred up and down.
    @Test func aZStackLaysItsViewsOverEachOther() throws {
        for (align, boxX, textX) in [("leading", 0.0, 0.0), ("center", 145.0, 185.0), ("trailing", 290.0, 370.0)] {
            let l = try Self.frames(
                "  zstack align \(align)\n    box width 100 height 40\n    text a", slots: ["a": "Hi"])
            #expect(l.height == 40)
            #expect(l.elements[1].frame == Rect(x: boxX, y: 0, width: 100, height: 40), "\(align)")
            #expect(l.elements[2].frame == Rect(x: textX, y: 10, width: 20, height: 20), "\(align)")
        }
        #expect(
            parseErrors("cell c\n  zstack\n    text a").map(\.message) == [
                "a zstack is SwiftUI's: it needs 'layout swiftui' on the cell line"
            ])
    }

    /// `separator hidden` on a cell: its rows draw no separator, nor does the row above them (the hidden row's top
    /// edge); the others still do.
    @Test func aCellCanHideItsSeparator() throws {
        let text =
            "canvas 200x300 @2x\ntable plain\ncell c height 50\n  text t\ncell q height 50 separator hidden\n"
            + "  text t\nrows c\n  a t \"A\"\n  b t \"B\"\nrows q\n  x t \"X\"\nrows c\n  z t \"Z\"\n"
        let scene = try parseOK(text)
        #expect(scene.sceneText.contains("cell q height 50 separator hidden\n"))
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let lines = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0)).compactMap { c -> Double? in
            if case let .fill(r, _, _) = c, r.height == 0.5 { return r.y }
            return nil
        }
        // a's separator at the bottom of its 50 pt; b's (x's top edge) and x's none; z is the last row.
        #expect(lines == [49.5])
    }

    /// `text format "{n} items"` writes the row's values into the words (SwiftUI's `Text("\\(n) items")`); a slot
    /// the row leaves out is empty; a stray brace is an error.
    @Test func aTextFormatFillsInTheRowsValues() throws {
        let l = try layout("cell c\n  text format \"{n} items for {who}\"", slots: ["n": "3"])
        #expect(l.elements[0].content == "3 items for ")
        let scene = try parseOK("cell c\n  text format \"{n} items\"\nrows c\n  a n \"3\"\n")
        #expect(scene.templates[0].slotNames == ["n"])
        #expect(scene.sceneText.contains("  text format \"{n} items\"\n"))
        #expect(
            parseErrors("cell c\n  text format \"{n items\"").map(\.message) == [
                "a text format names slots as {SLOT}, each a valid slot name, with no other braces"
            ])
    }

    /// `footer "Hello"` on a grouped section: its words (one 20-pt line here) 7 pt below the section's last row
    /// and 7 above the next section's gap, which moves down by the footer's 34 pt; the last section's footer adds to
    /// the content's height.
    @Test func aSectionsFooterSitsUnderItsRows() throws {
        let text = """
            canvas 200x400 @2x
            table grouped
            cell c height 44
              text t
            section "A" footer "Hello"
            rows c
              a t "A"
            section "B" footer "Bye"
            rows c
              b t "B"
            """
        let scene = try parseOK(text)
        #expect(scene.sceneText.contains("section \"A\" footer \"Hello\"\n"))
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let state = tl.state(frame: 0)
        // a: 18 gap + 38 header; its footer 100…134; b: 134 + 18 + 38.
        #expect(state.rows.map(\.y) == [56, 190])
        #expect(
            state.footers == [
                FooterFrame(text: "Hello", y: 100, height: 34), FooterFrame(text: "Bye", y: 234, height: 34)
            ])
        #expect(state.contentHeight == 234 + 34 + 20)
        let words = DisplayList(scene: tl.scene).commands(for: state).compactMap { c -> Rect? in
            if case let .text(t, _, r, _) = c, t == "Hello" { return r }
            return nil
        }
        #expect(words == [Rect(x: 16, y: 107, width: 168, height: 20)])
        let plain = Timeline.compile(
            try parseOK(text.replacingOccurrences(of: " footer \"Hello\"", with: "")), measurer: FixedAdvanceMeasurer())
        #expect(plain.state(frame: 0).rows.map(\.y) == [56, 156])
    }

    @Test func framesOnAStackNeedSwiftUILayout() {
        let errors = parseErrors("cell c\n  vstack max-width infinity\n    text a").map(\.message)
        #expect(
            errors == [
                "a stack's width, height and max-width are SwiftUI frames: they need 'layout swiftui' on the cell"
                    + " line"
            ])
        #expect(parseErrors("cell c layout swiftui\n  vstack max-width infinity width 20\n    text a").isEmpty)
        #expect(parseErrors("cell c layout swift\n  text a").map(\.message).first?.contains("swiftui") == true)
    }

    @Test func theLayoutRulesAndFramesPrintAsWritten() throws {
        let text = "cell c layout swiftui\n  vstack width 100 height 60/80 max-width infinity\n    text a\n"
        let printed = try parseOK(text).sceneText
        #expect(printed.contains("cell c layout swiftui\n"), "\(printed)")
        #expect(printed.contains("vstack width 100 height 60/80 max-width infinity\n"), "\(printed)")
    }
}
