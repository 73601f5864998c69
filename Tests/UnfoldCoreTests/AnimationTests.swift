import Foundation
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldModel

func compile(_ text: String) throws -> Timeline {
    Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
}

func row(_ f: FrameState, _ id: String) -> RowFrame? { f.rows.first { $0.id == id } }

let boxes = """
    fps 60
    animation 0.4 linear
    highlight none
    cell c
      box height 60/120
    rows c
      a
      b
      c2

    """

@Suite struct AnimationTests {
    @Test func linearAnimation() throws {
        let tl = try compile(boxes + "timeline\n  tap a")
        #expect(row(tl.state(frame: 0), "a")!.height == 60)
        let f6 = tl.state(at: 0.1)
        let f12 = tl.state(at: 0.2)
        #expect(row(f6, "a")!.height == 75)
        #expect(row(f12, "a")!.height == 90)
        #expect(row(f6, "b")!.y == 75 && row(f12, "b")!.y == 90)
        #expect(row(f12, "c2")!.y == 150)
        #expect(row(tl.state(at: 0.4), "a")!.height == 120)
        #expect(row(tl.state(at: 0.5), "a")!.height == 120)
        // end: last update ends at 0.4 s, plus 0.5 s.
        #expect(tl.frameCount == 54)
    }

    @Test func easeInOutIsHalfWayAtTheMiddle() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "0.4 linear", with: "0.4 ease-in-out") + "timeline\n  tap a")
        #expect(abs(row(tl.state(at: 0.2), "a")!.height - 90) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
    }

    @Test func secondTapReversesWithoutJump() throws {
        let tl = try compile(boxes + "timeline\n  tap a\n  at 0.2 tap a")
        let heights = (0..<tl.frameCount).map { row(tl.state(frame: $0), "a")!.height }
        #expect(heights[12] == 90)
        let normal = 60.0 / 0.4 / 60
        for i in 1..<heights.count { #expect(abs(heights[i] - heights[i - 1]) <= normal + 1e-9) }
        #expect(heights[13] < 90)
        #expect(heights.last == 60)
    }

    @Test func accordionAnimatesBothRowsInOneUpdate() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "highlight none\nselect accordion")
                + "timeline\n  tap a\n  at 1 tap b")
        let mid = tl.state(at: 1.2)
        #expect(row(mid, "a")!.height == 90)
        #expect(row(mid, "b")!.height == 90)
        #expect(row(mid, "b")!.expanded && !row(mid, "a")!.expanded)
        let done = tl.state(at: 1.4)
        #expect(row(done, "a")!.height == 60 && row(done, "b")!.height == 120)
    }

    @Test func longPressHeights() throws {
        let tl = try compile(
            """
            select none
            cell item height 100 longpress 1 grow 2 every 0.1 max 200
              text title
            rows item
              repeat 30 item-{i} title "Item {i}"
            timeline
              longpress item-3 for 8
            """)
        let targets = tl.rows.track(3)!.segments.map { $0.motion.to[0] }
        #expect(targets == Array(stride(from: 102.0, through: 198, by: 2)))
        // First tick at press + 1 s + 0.1 s.
        #expect(tl.rows.track(3)!.segments[0].motion.t0 == 1_100_000)
        #expect(row(tl.state(at: tl.end - 0.01), "item-3")!.height == 198)
    }

    @Test func releaseStopsGrowth() throws {
        let tl = try compile(
            """
            cell item height 100 longpress 1 grow 2 every 0.1 max 200
              text title
            rows item
              a
              b
            timeline
              longpress a for 1.55
              longpress b for 2.5
            """)
        #expect(tl.rows.track(0)!.segments.map { $0.motion.to[0] } == [102, 104, 106, 108, 110])
        #expect(tl.rows.track(1)!.segments.count == 14)
    }

    @Test func springOvershootsThenSettlesExactly() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "0.4 linear", with: "0.4 spring 0.5 0.5") + "timeline\n  tap a")
        let heights = (0..<tl.frameCount).map { row(tl.state(frame: $0), "a")!.height }
        #expect(heights.max()! > 120)
        let settle = Spring(response: 0.5, damping: 0.5).settleTime
        let expected: Double = log(1000.0) / (0.5 * 2 * Double.pi / 0.5)
        #expect(abs(settle - expected) < 1e-12)
        let settled = tl.frameIndex(at: settle + 0.02)
        #expect(heights[settled...].allSatisfy { $0 == 120 })
    }

    @Test func criticallyDampedSpringDoesNotOvershoot() throws {
        let s = Spring(response: 0.4, damping: 1)
        let samples = stride(from: 0.0, to: s.settleTime, by: 0.01).map { s.displacement(at: $0, from: 1, velocity: 0) }
        #expect(samples.allSatisfy { $0 >= 0 })
        #expect(s.displacement(at: s.settleTime, from: 1, velocity: 0) == 0)
        let envelope = (1 + s.omega * s.settleTime) * exp(-s.omega * s.settleTime)
        #expect(abs(envelope - 0.001) < 1e-9)
    }

    @Test func reloadDataHasNoIntermediateFrame() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "highlight none\nupdate reload-data")
                + "timeline\n  at 0.1 tap a")
        let heights = Set((0..<tl.frameCount).map { row(tl.state(frame: $0), "a")!.height })
        #expect(heights == [60, 120])
        #expect(row(tl.state(at: 0.1), "a")!.height == 120)
    }

    @Test func reloadCrossfades() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "highlight none\nupdate reload")
                + "timeline\n  tap a")
        let mid = row(tl.state(at: 0.2), "a")!
        #expect(mid.layers.count == 2)
        #expect(mid.layers[0].alpha == 0.5 && mid.layers[1].alpha == 0.5)
        #expect(row(tl.state(at: 0.5), "a")!.layers.count == 1)
    }

    @Test func scrollToLandsExactlyAndClamps() throws {
        let text =
            "canvas 390x300\ncell c\n  box height 60\nrows c\n  repeat 30 r{i}\ntimeline\n  scroll to r10 top\n  at 1 scroll to r29 top\n  at 2 scroll to r0 middle\n"
        let tl = try compile(text)
        #expect(tl.state(at: 0.3).contentOffset == 600)
        #expect(tl.state(at: 1.3).contentOffset == 1800 - 300)
        #expect(tl.state(at: 2.3).contentOffset == 0)
        #expect(tl.state(at: 0.3).rows.first!.id == "r10")
    }

    @Test func scrollByAddsToTheDestination() throws {
        let tl = try compile(
            "canvas 390x300\ncell c\n  box height 60\nrows c\n  repeat 30 r{i}\ntimeline\n  scroll by 100\n  after 0.1 scroll by 100 over 0.2 linear\n  at 1 scroll by 5000"
        )
        #expect(tl.state(at: 0.3).contentOffset == 200)
        #expect(tl.state(at: 1.5).contentOffset == 1500)
    }

    @Test func offsetClampIsAnimatedWhenContentShrinks() throws {
        let tl = try compile(
            "canvas 390x300\nanimation 0.4 linear\ncell c\n  box height 60/300\nrows c\n  a expanded\n  b\ntimeline\n  scroll by 1000\n  at 1 collapse a"
        )
        #expect(tl.state(at: 0.9).contentOffset == 60)
        let mid = tl.state(at: 1.2)
        #expect(mid.contentOffset == 30)
        #expect(tl.state(at: 1.4).contentOffset == 0)
    }

    @Test func visibilityShrinksAndGrowsInPlace() throws {
        let tl = try compile(
            "animation 0.4 linear\nhighlight none\ncell c\n  vstack spacing 10\n    text t\n    text s visible expanded\nrows c\n  a t \"Title\" s \"Sum\"\ntimeline\n  tap a\n  at 1 tap a"
        )
        let mid = row(tl.state(at: 0.2), "a")!
        let s = mid.layers[0].elements.first { $0.index == 2 }!
        // It grows from height 0 right under the title, with the spacing growing too.
        #expect(s.alpha == 0.5)
        #expect(s.frame == Rect(x: 0, y: 25, width: 390, height: 10))
        #expect(s.contentSize == Size(width: 390, height: 20))
        #expect(mid.height == 35)
        let out = row(tl.state(at: 1.2), "a")!.layers[0].elements.first { $0.index == 2 }!
        #expect(out.alpha == 0.5 && out.frame == Rect(x: 0, y: 25, width: 390, height: 10) && out.content == "Sum")
    }

    @Test func highlightFlashAndStay() throws {
        let flash = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "highlight flash") + "timeline\n  tap a")
        #expect(row(flash.state(frame: 0), "a")!.highlight == 1)
        #expect(row(flash.state(at: 0.2), "a")!.highlight == 0.5)
        #expect(row(flash.state(at: 0.2), "a")!.selected == false)
        let stay = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "highlight stay") + "timeline\n  tap a\n  at 1 tap b"
        )
        #expect(row(stay.state(at: 0.5), "a")!.highlight == 1)
        #expect(row(stay.state(at: 0.5), "a")!.selected)
        #expect(row(stay.state(at: 1.2), "a")!.highlight == 0.5)
        #expect(!row(stay.state(at: 1.2), "a")!.selected && row(stay.state(at: 1.2), "b")!.selected)
    }

    @Test func singleSelection() throws {
        let tl = try compile(
            boxes.replacingOccurrences(of: "highlight none", with: "select single\nhighlight stay")
                + "timeline\n  tap a\n  at 1 tap a\n  at 2 tap b")
        #expect(row(tl.state(at: 1.5), "a")!.expanded)
        let end = tl.state(at: 2.5)
        #expect(!row(end, "a")!.expanded && row(end, "b")!.expanded)
    }

    @Test func buttonTapsDoNotHighlight() throws {
        let tl = try compile(
            "select none\ncell c\n  hstack\n    box height 60/120\n    symbol plus tap toggle\nrows c\n  a\ntimeline\n  tap a\n  at 0.5 tap a.plus"
        )
        #expect(row(tl.state(at: 0.2), "a")!.height == 60)
        #expect(row(tl.state(at: 1), "a")!.height == 120)
        #expect(row(tl.state(at: 1), "a")!.highlight == 0)
    }

    @Test func endAndFrameNumbering() throws {
        let tl = try compile(boxes + "end 1.0")
        #expect(tl.frameCount == 60)
        #expect(tl.time(ofFrame: 30) == 500_000)
        let tl2 = try compile("fps 30\nend 0.51\ncell c\n  box height 1\nrows c\n  a")
        #expect(tl2.frameCount == 15)
    }

    @Test func stateAloneEqualsStateInOrder() throws {
        let tl = try compile(SpecExamples.complete)
        let forward = (0..<tl.frameCount).map { tl.state(frame: $0) }
        let backward = (0..<tl.frameCount).reversed().map { tl.state(frame: $0) }.reversed()
        #expect(forward == Array(backward))
        #expect(tl.state(frame: 40) == forward[40])
    }

    @Test func scrollOnExpandTop() throws {
        let tl = try compile(
            "canvas 390x150\nscroll-on-expand top\ncell c\n  box height 60/128\nrows c\n  a\n  b\n  c3\ntimeline\n  at 0.1 tap b"
        )
        #expect(tl.state(at: 1).contentOffset == 60)
    }
}
