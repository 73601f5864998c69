import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldModel

/// Issue 36.7: an update that moves many untouched rows keeps them as one block instead of a track and a life
/// each. Every frame must be the one the rows' own tracks give, so each scene here is compiled twice, with
/// blocks from 8 rows on and with none, and every frame compared.
@Suite struct RowBlockTests {
    static let cells = """
        animation 0.3 ease-in-out
        cell c
          vstack padding 8
            text name
        """

    static let section =
        cells + """

            section "A" id a collapsible
            rows c
              repeat 60 a{i} name "A {i}"
            section "B" id b
            rows c
              repeat 30 b{i} name "B {i}"
            """

    static let outline =
        cells + """

            rows c
              p name "P"
                repeat 40 k{i} name "Child {i}"
                q name "Q"
                  repeat 12 g{i} name "Grandchild {i}"
              r name "R"
            """

    /// Each scene with what it checks.
    static let scenes: [(String, String)] = [
        ("a section collapses", section + "\ntimeline\n  at 0.1 collapse section a\n"),
        (
            "it collapses, then opens again",
            section + "\ntimeline\n  at 0.1 collapse section a\n  at 0.6 expand section a\n"
        ),
        ("it opens while it closes", section + "\ntimeline\n  at 0.1 collapse section a\n  at 0.25 expand section a\n"),
        ("a tap after the collapse", section + "\ntimeline\n  at 0.1 collapse section a\n  at 0.2 tap b3\n"),
        ("a scroll after the collapse", section + "\ntimeline\n  at 0.1 collapse section a\n  at 0.2 scroll by 300\n"),
        (
            "a spring",
            section.replacingOccurrences(of: "animation 0.3 ease-in-out", with: "animation 0.5 uikit-spring 0.6 1")
                + "\ntimeline\n  at 0.1 collapse section a\n  at 0.3 scroll by 40\n"
        ),
        ("an outline parent opens", outline + "\ntimeline\n  at 0.1 tap p\n"),
        ("it opens, and a child opens", outline + "\ntimeline\n  at 0.1 tap p\n  at 0.5 tap q\n"),
        ("it opens, then closes", outline + "\ntimeline\n  at 0.1 tap p\n  at 0.3 tap p\n"),
        ("it opens, closes and opens", outline + "\ntimeline\n  at 0.1 tap p\n  at 0.5 tap p\n  at 0.9 tap p\n"),
        (
            "it closes, opens and closes",
            section
                + "\ntimeline\n  at 0.1 collapse section a\n  at 0.6 expand section a\n  at 1.1 collapse section a\n"
        ),
        (
            "it opens again, then a tap",
            section + "\ntimeline\n  at 0.1 collapse section a\n  at 0.6 expand section a\n  at 0.8 tap a2\n"
        ),
        ("accordion", "select accordion\n" + outline + "\ntimeline\n  at 0.1 tap p\n  at 0.6 tap r\n  at 1.1 tap p\n"),
        ("reload-data", "update reload-data\n" + outline + "\ntimeline\n  at 0.1 tap p\n  at 0.6 tap p\n"),
        (
            "a spring, closed, opened and closed",
            section.replacingOccurrences(of: "animation 0.3 ease-in-out", with: "animation 0.5 uikit-spring 0.6 1")
                + "\ntimeline\n  at 0.1 collapse section a\n  at 0.7 expand section a\n  at 1.3 collapse section a\n"
        ),
        (
            "height cache off",
            "height-cache off\n" + section + "\ntimeline\n  at 0.1 collapse section a\n  at 0.6 expand section a\n"
        )
    ]

    static func compile(_ text: String, blocks: Bool) throws -> (Timeline, TimelineCompiler) {
        var compiler = TimelineCompiler(scene: try parseOK(text), measurer: FixedAdvanceMeasurer())
        compiler.sizing.blockMinimum = blocks ? 8 : .max
        return (compiler.compile(), compiler)
    }

    @Test(arguments: scenes.indices) func everyFrameIsTheOneTheRowsOwnTracksGive(_ k: Int) throws {
        let (name, text) = Self.scenes[k]
        let (blocked, _) = try Self.compile(text, blocks: true)
        let (plain, _) = try Self.compile(text, blocks: false)
        try #require(blocked.frameCount == plain.frameCount, "\(name)")
        for i in 0..<plain.frameCount {
            let a = blocked.state(frame: i)
            let b = plain.state(frame: i)
            let place = "\(name), frame \(i)"
            #expect(abs(a.contentHeight - b.contentHeight) < 1e-9, "\(place)")
            #expect(abs(a.contentOffset - b.contentOffset) < 1e-9, "\(place)")
            try #require(a.rows.map(\.id) == b.rows.map(\.id), "\(place)")
            for (x, y) in zip(a.rows, b.rows) {
                #expect(abs(x.y - y.y) < 1e-9 && abs(x.height - y.height) < 1e-9, "\(place): \(x.id)")
                var same = y
                same.y = x.y
                same.height = x.height
                // The rest of the row, its layers and elements included, is the same, bit for bit.
                #expect(x == same, "\(place): \(x.id)")
            }
        }
    }

    @Test func aCollapseKeepsNoTrackForItsRows() throws {
        let text = Self.scenes[0].1
        let (timeline, compiler) = try Self.compile(text, blocks: true)
        #expect(compiler.sizing.heights.blocks.all.count == 1)
        #expect(compiler.sizing.heights.tracks.isEmpty)
        #expect(compiler.table.list.lives.isEmpty)
        #expect(timeline.rows.changing.isEmpty)
        // The 60 rows leave together at 0.4 s, as one run.
        #expect(timeline.rows.goneRuns.map { $0.rows } == [0..<60])
        #expect(timeline.rows.goneRuns.map { $0.since } == [400_000])
        let (_, plain) = try Self.compile(text, blocks: false)
        #expect(plain.sizing.heights.tracks.count == 60)
    }

    @Test func onlyTheRowsAFrameShowsAreLaidOut() throws {
        // 600 rows leave a 240 pt canvas: the frames show fewer than half of them (at 30 fps the last moving
        // frame, rows about 1 pt tall, shows some 220).
        let text =
            "canvas 390x240 @1x\nfps 30\n"
            + Self.scenes[0].1.replacingOccurrences(of: "repeat 60 a", with: "repeat 600 a")
        let (timeline, _) = try Self.compile(text, blocks: true)
        let shown = timeline.blockRowsShown()
        #expect(!shown.isEmpty && shown.count < 300, "\(shown.count) rows laid out")
        for i in 0..<timeline.frameCount where timeline.time(ofFrame: i) >= 100_000 {
            for row in timeline.state(frame: i).rows where row.id.hasPrefix("a") {
                #expect(shown.contains(row.row), "frame \(i): \(row.id)")
                #expect(!row.layers.isEmpty, "frame \(i): \(row.id) draws nothing")
            }
        }
    }

    /// Issue 55: the children an expansion inserts are laid out once, when the block is made; the frame that shows
    /// them all at height 0 (the tap's own) draws those layouts instead of measuring them again.
    @Test func insertedRowsAreLaidOutOnce() throws {
        let (blocked, _) = try Self.compile(Self.wideOutline, blocks: true)
        let (plain, _) = try Self.compile(Self.wideOutline, blocks: false)
        // The tap's frame lists every child at height 0, so each one is shown.
        #expect(blocked.blockRowsShown().count == 2000)
        #expect(blocked.measuredRowCount < 2000 + 20, "\(blocked.measuredRowCount) layouts")
        #expect(plain.measuredRowCount >= 2000)
    }

    /// A parent of 2,000 children, opened by one tap.
    static let wideOutline =
        cells + "\nrows c\n  p name \"P\"\n    repeat 2000 k{i} name \"Child {i}\"\ntimeline\n  at 0.1 tap p\n"

    @Test func theSameRowsMovedBackAreAPhaseOfTheirBlock() throws {
        let (timeline, compiler) = try Self.compile(Self.scenes[10].1, blocks: true)
        #expect(compiler.sizing.heights.blocks.all.count == 1)
        #expect(compiler.sizing.heights.blocks.all.first?.phases.map(\.inserted) == [false, true, false])
        #expect(compiler.sizing.heights.tracks.isEmpty)
        // Out from 0.4 s to 0.6 s, and for good from 1.4 s.
        #expect(timeline.rows.goneRuns.map { $0.since } == [1_400_000])
        #expect(timeline.inList(5, at: 500_000) == false)
        #expect(timeline.inList(5, at: 600_000) == true)
        #expect(timeline.inList(5, at: 1_400_000) == false)
        // Moved back while it still closes, the rows get their own tracks instead.
        let (_, overlapping) = try Self.compile(Self.scenes[2].1, blocks: true)
        #expect(overlapping.sizing.heights.blocks.isEmpty)
        #expect(overlapping.sizing.heights.tracks.count == 60)
    }

    @Test func aSectionToggledManyTimesKeepsOneBlockThatSharesItsHeights() throws {
        var text = Self.section.replacingOccurrences(of: "animation 0.3 ease-in-out", with: "animation 0 linear")
        text += "\ntimeline\n" + String(repeating: "  after 0.001 tap section a\n", count: 40)
        let (blocked, compiler) = try Self.compile(text, blocks: true)
        let block = try #require(compiler.sizing.heights.blocks.all.first)
        #expect(compiler.sizing.heights.blocks.all.count == 1)
        #expect(block.phases.count == 40)
        // Each of the 20 arrivals measures the rows again; here they measure as estimated at load, so every
        // phase shares the heights at load (without sharing: 21 arrays).
        #expect(block.heightArrays == 1)
        #expect(compiler.sizing.heights.tracks.isEmpty)
        let (plain, _) = try Self.compile(text, blocks: false)
        for i in 0..<plain.frameCount {
            #expect(blocked.state(frame: i).rows.map(\.id) == plain.state(frame: i).rows.map(\.id), "frame \(i)")
        }
    }

    @Test func aTapOnABlocksRowGivesTheRowsTheirOwnTracks() throws {
        let (_, compiler) = try Self.compile(Self.scenes[11].1, blocks: true)
        #expect(compiler.sizing.heights.blocks.isEmpty)
        #expect(compiler.table.list.lives.count == 60)
        // A tap on a row outside the block leaves it.
        let (_, outside) = try Self.compile(Self.scenes[3].1, blocks: true)
        #expect(outside.sizing.heights.blocks.all.count == 1)
        #expect(outside.table.list.lives.isEmpty)
    }

    @Test func aScrollLeavesTheBlock() throws {
        let (_, compiler) = try Self.compile(Self.scenes[4].1, blocks: true)
        #expect(compiler.sizing.heights.blocks.all.count == 1)
    }

    @Test func fewRowsKeepATrackEach() throws {
        var compiler = TimelineCompiler(scene: try parseOK(Self.scenes[0].1), measurer: FixedAdvanceMeasurer())
        _ = compiler.compile()
        #expect(compiler.sizing.heights.blocks.isEmpty)
        #expect(compiler.sizing.heights.tracks.count == 60)
    }
}

/// `RowBlock`'s sums against its rows one by one.
@Suite struct RowBlockSumTests {
    @Test func sumsAndCountsFollowTheRuns() {
        let clock = Motion(t0: 100, duration: 300, curve: .linear, from: [], to: [], velocity: nil)
        let block = RowBlock(
            clock: clock, inserted: false, rows: [2, 3, 4, 8, 9], heights: [10, 20, 30, 40, 50], expanded: [])
        #expect(block.runs == [2..<5, 8..<10])
        #expect([0, 2, 3, 5, 8, 9, 10, 20].map(block.count(below:)) == [0, 0, 1, 3, 3, 4, 5, 5])
        #expect(block.index(of: 8) == 3)
        #expect(block.index(of: 5) == nil)
        // Halfway, every leaving row shows half its height: the rows above row 9 have lost half of 100 pt.
        #expect(block.changeFromLoad(above: 9, at: 250) == -50)
        #expect(block.changeFromTarget(above: 9, at: 250) == 50)
        #expect(block.shownHeight(3, at: 250) == 20)
        #expect(block.changeFromLoad(above: 20, at: 50) == 0)
        #expect(block.changeFromLoad(above: 20, at: 400) == -150)
        #expect(block.isInList(at: 399) && !block.isInList(at: 400))
        #expect(block.endOfRunOut(at: 3, time: 400) == 5)
        #expect(block.endOfRunOut(at: 3, time: 399) == nil)
        #expect(block.firstRow(from: 5) == 8)
        #expect(RowBlocks().pieces(outside: 0..<4) == [0..<4])
        var blocks = RowBlocks()
        blocks.append(block)
        #expect(blocks.pieces(outside: 0..<12) == [0..<2, 5..<8, 10..<12])
        #expect(blocks.pieces(outside: 3..<9) == [5..<8])
    }
}
