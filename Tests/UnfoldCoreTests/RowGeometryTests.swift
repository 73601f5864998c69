import Testing

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldModel

/// Row positions from load tops plus the changed rows' height differences, and the range queries on them.
@Suite struct RowGeometryTests {
    /// Five rows of 10 at load (one more entry for the end); rows 1 and 3 now 30 and 0 tall.
    let geometry = RowGeometry(
        staticY: [0, 10, 20, 30, 40, 50], baseHeight: [10, 10, 10, 10, 10], changedRows: [1, 3]
    ) { [1: 30.0, 3: 0.0][$0] ?? 10 }

    @Test func tops() {
        #expect((0...5).map { geometry.y(of: $0) } == [0, 10, 40, 50, 50, 60])
        #expect(geometry.end == 60)
    }

    @Test func rangeQueries() {
        #expect(geometry.firstRow(below: 0) == 0)
        #expect(geometry.firstRow(below: 15) == 1)
        #expect(geometry.firstRow(below: 40) == 2)
        // Row 3 has no height: a point at its top belongs to the row after it.
        #expect(geometry.firstRow(below: 50) == 4)
        #expect(geometry.rows(in: 12, 45) == 1..<3)
        #expect(geometry.rows(in: 50, 51) == 4..<5)
        #expect(geometry.rows(in: 70, 80).isEmpty)
    }

    @Test func keptSumsGiveTheSameTops() {
        // The compiler's form: the change above a row comes from sums it keeps (here: written out).
        let kept = RowGeometry(staticY: geometry.staticY, height: geometry.height) { k in
            k <= 1 ? 0 : k <= 3 ? 20 : 10
        }
        #expect((0...5).map { kept.y(of: $0) } == (0...5).map { geometry.y(of: $0) })
    }
}
