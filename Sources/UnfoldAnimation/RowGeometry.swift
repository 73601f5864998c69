import UnfoldModel

/// Where rows are at one instant: the tops every row has at load, plus the height changes of the rows
/// that changed since. Built once per instant, it answers y and range queries by binary search, and is
/// shared by the timeline compiler and the per-frame state so both place rows the same way.
struct RowGeometry {
    /// y of each row's top when every row has its height at load; one more entry for the end.
    let staticY: [Double]
    /// Rows whose height may differ from the load height, ascending.
    let changedRows: [Int]
    /// The summed height change of the rows above row k.
    let changeAbove: (Int) -> Double
    let height: (Int) -> Double

    init(staticY: [Double], baseHeight: [Double], changedRows: [Int], height: @escaping (Int) -> Double) {
        var prefix = [0.0]
        prefix.reserveCapacity(changedRows.count + 1)
        var sum = 0.0
        for r in changedRows {
            sum += height(r) - baseHeight[r]
            prefix.append(sum)
        }
        self.init(staticY: staticY, changedRows: changedRows, changeAbove: prefix, height: height)
    }

    /// Rows whose changes are summed already: `prefix[i]` is the change of `changedRows[..<i]`.
    init(staticY: [Double], changedRows: [Int], changeAbove prefix: [Double], height: @escaping (Int) -> Double) {
        self.init(staticY: staticY, changedRows: changedRows, height: height) {
            k in prefix[changedRows.partitioningIndex { $0 >= k }]
        }
    }

    /// Rows whose changes above a row are summed elsewhere (the compiler keeps them as it goes).
    init(
        staticY: [Double], changedRows: [Int] = [], height: @escaping (Int) -> Double,
        changeAbove: @escaping (Int) -> Double
    ) {
        self.staticY = staticY
        self.changedRows = changedRows
        self.height = height
        self.changeAbove = changeAbove
    }

    var rowCount: Int { staticY.count - 1 }

    /// The top of row k (k == rowCount: the end of the rows).
    func y(of k: Int) -> Double { staticY[k] + changeAbove(k) }

    /// The end of the last row.
    var end: Double { y(of: rowCount) }

    /// The first row whose bottom is below `y`.
    func firstRow(below y: Double) -> Int {
        (0..<rowCount).partitioningIndex { self.y(of: $0) + height($0) > y }
    }

    /// The rows whose frame intersects [top, bottom).
    func rows(in top: Double, _ bottom: Double) -> Range<Int> {
        let first = firstRow(below: top)
        let last = (0..<rowCount).partitioningIndex { self.y(of: $0) >= bottom }
        return first..<max(first, last)
    }
}
