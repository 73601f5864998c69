/// Running sums of per-row height changes (a Fenwick tree): adding to one row and asking for the sum above
/// a row both cost O(log n), so a timeline that changes a different row at every action stays linear.
package struct HeightSums: Sendable {
    private var tree: [Double]

    package init(count: Int) { tree = Array(repeating: 0, count: count + 1) }

    package mutating func add(_ delta: Double, at row: Int) {
        var i = row + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum over rows 0..<k.
    package func prefix(_ k: Int) -> Double {
        var i = min(k, tree.count - 1)
        var sum = 0.0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }
}
