import Testing

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldModel

/// The compiler's heights as one value: load positions with the sections' leads, and a changed row's track
/// updating the target sums, the rows in motion and the rows a `reload-data` settles together.
struct RowHeightsTests {
    @Test func loadPositionsTakeEachLeadBeforeItsRowInSectionOrder() {
        // Two sections start at row 0 (the first is empty), one at row 2, and an empty one at the end.
        let heights = RowHeights(
            base: [10, 20, 30], leads: [(row: 0, lead: 5), (row: 0, lead: 7), (row: 2, lead: 11), (row: 3, lead: 13)])
        #expect(heights.staticY == [12, 22, 53, 96])
        #expect(heights.targetDelta == [0, 0, 0])
        #expect(heights.shown(1, at: 0) == 20)
        #expect(heights.target(2) == 30)
    }

    @Test func aChangedRowMovesTheTargetSumsBelowIt() {
        var heights = RowHeights(base: [10, 20, 30], leads: [(row: 0, lead: 0)])
        heights.set(1, RowTrack(links: [], initialLayout: nil, initialHeight: 50, initialExpanded: false))
        #expect(heights.target(1) == 50)
        #expect(heights.targetDelta == [0, 30, 0])
        #expect(heights.targetSums.prefix(1) == 0)
        #expect(heights.targetSums.prefix(2) == 30)
        #expect(heights.targetSums.prefix(3) == 30)
        #expect(Set(heights.moving.keys) == [1])
        #expect(heights.inFlight == [1])
        // Taken out, the track is gone until it is given back; the sums stay as they were.
        let track = heights.take(1)
        #expect(track?.initialHeight == 50)
        #expect(heights.tracks[1] == nil)
        #expect(heights.shown(1, at: 0) == 20)
        #expect(heights.targetSums.prefix(3) == 30)
        // Given back at its load height, the row no longer moves anything below it.
        heights.set(1, RowTrack(links: [], initialLayout: nil, initialHeight: 20, initialExpanded: false))
        #expect(heights.targetDelta == [0, 0, 0])
        #expect(heights.targetSums.prefix(3) == 0)
    }
}
