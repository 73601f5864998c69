/// Running sums of per-row height changes (a Fenwick tree): adding to one row and asking for the sum above
/// a row both cost O(log n), so a timeline that changes a different row at every action stays linear.
/// Inlinable (see README, "How it is built"): the animation sums heights for every row of an update.
@usableFromInline
package struct HeightSums: Sendable {
    @usableFromInline var tree: [Double]

    @inlinable
    package init(count: Int) { tree = Array(repeating: 0, count: count + 1) }

    @inlinable
    package mutating func add(_ delta: Double, at row: Int) {
        var i = row + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum over rows 0..<k.
    @inlinable
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
