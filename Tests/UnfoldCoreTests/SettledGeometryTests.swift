import Testing
import UnfoldCoreTestSupport

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldModel

/// A collapse of many rows: frames after every change has ended place rows from the sums kept when
/// compiling, bit for bit as summing every changed row again; frames during it read each moving row's height
/// from its shared clock, as its track says.
@Suite struct SettledGeometryTests {
    static let text = """
        animation 0.3 ease-in-out
        cell c
          box height 44
        section "A" id a collapsible
        rows c
          repeat 300 a{i}
        section "B" id b
        rows c
          repeat 20 b{i}
        timeline
          at 0.1 collapse section a
          at 0.6 expand section a
        """

    @Test func framesAfterTheLastChangeUseTheKeptSums() throws {
        let timeline = Timeline.compile(try parseOK(Self.text), measurer: FixedAdvanceMeasurer())
        #expect(timeline.rows.changing.count == 300)
        // The expand's update ends at 0.9 s.
        #expect(timeline.rows.settledAt == 900_000)
        for i in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: i)
            let summed = RowGeometry(
                staticY: timeline.staticY, baseHeight: timeline.baseHeight, changedRows: timeline.rows.changing
            ) { timeline.height(of: $0, at: t) }
            let used = timeline.geometry(at: t)
            for k in stride(from: 0, through: 320, by: 7) { #expect(used.y(of: k) == summed.y(of: k)) }
            #expect(used.end == summed.end)
        }
    }

    @Test func oneUpdateOfManyRowsSharesOneClock() throws {
        var compiler = TimelineCompiler(scene: try parseOK(Self.text), measurer: FixedAdvanceMeasurer())
        _ = compiler.compile()
        // The collapse's 300 rows share one clock and the expand's another: two, not 600.
        #expect(compiler.sizing.heights.clocks.map(\.t0) == [100_000, 600_000])
        #expect(compiler.sizing.heights.moving.isEmpty)
    }
}

/// Rows that scroll into view while their section collapses shrink with the rest: the walk does not measure
/// them again at their full height (they popped in at 44 pt among rows a few points tall).
@Suite struct LeavingRowTests {
    @Test func everyRowOfACollapsingSectionShrinksAlike() throws {
        let timeline = Timeline.compile(try parseOK(SettledGeometryTests.text), measurer: FixedAdvanceMeasurer())
        // The collapse runs from 0.1 s to 0.4 s; rows beyond twice the canvas were not measured at load.
        var checked = 0
        for i in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: i)
            guard t > 100_000 && t < 400_000 else { continue }
            let rows = timeline.state(frame: i).rows.filter { $0.id.hasPrefix("a") }
            let heights = Set(rows.map(\.height))
            #expect(heights.count == 1, "frame \(i): \(heights.sorted())")
            #expect(heights.allSatisfy { $0 < 44 })
            checked += rows.count
        }
        #expect(checked > 100)
    }
}

/// A frame after a collapse skips the section's rows in one step: they left the list for good.
@Suite struct GoneRunTests {
    @Test func aCollapsedSectionIsOneRunFromTheEndOfItsUpdate() throws {
        let text = SettledGeometryTests.text.replacingOccurrences(of: "  at 0.6 expand section a\n", with: "")
            .replacingOccurrences(of: "  at 0.6 expand section a", with: "")
        let timeline = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        #expect(timeline.rows.goneRuns.map(\.rows) == [0..<300])
        #expect(timeline.rows.goneRuns.map(\.since) == [400_000])
        #expect(timeline.rows.endOfGoneRun(at: 120, time: 400_000) == 300)
        #expect(timeline.rows.endOfGoneRun(at: 120, time: 399_999) == nil)
        #expect(timeline.rows.endOfGoneRun(at: 300, time: 500_000) == nil)
        // Expanded again, the rows come back: no run.
        let again = Timeline.compile(try parseOK(SettledGeometryTests.text), measurer: FixedAdvanceMeasurer())
        #expect(again.rows.goneRuns.isEmpty)
    }
}
