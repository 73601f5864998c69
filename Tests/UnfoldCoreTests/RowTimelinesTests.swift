import Testing

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldModel

/// A compiled timeline keeps each row's changes, life and cells in one value per row.
@Suite struct RowTimelinesTests {
    @Test func aRowsPartsAreTogether() throws {
        let tl = try compile(boxes + "timeline\n  tap a\n  at 0.1 insert n after b with fade")
        let a = try #require(tl.rows[0])
        #expect(a.track != nil)
        #expect(a.life == nil)
        let x = try #require(tl.rows[2])
        #expect(x.life?.startsIn == false)
        #expect(x.track != nil)
        #expect(tl.rows.changing == [0, 2])
        #expect(tl.rows.living == [2])
        #expect(tl.rows.moving.isEmpty)
        // b is measured at load and never changes: it keeps its layout and nothing else.
        let b = try #require(tl.rows[1])
        #expect(b.track == nil && b.layout != nil && b.life == nil && b.cells == nil)
    }
}
