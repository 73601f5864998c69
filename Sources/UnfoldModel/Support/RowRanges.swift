/// Rows as ascending, separate ranges: a collapsed parent's million children are one entry.
/// Inlinable (see README, "How it is built"): the animation asks it of every row of a frame.
@usableFromInline
package struct RowRanges: Sendable, Equatable {
    @usableFromInline
    package private(set) var ranges: [Range<Int>] = []

    @inlinable
    package init() {}

    /// Adds rows after every row added so far (touching ranges join).
    @inlinable
    package mutating func append(_ r: Range<Int>) {
        guard !r.isEmpty else { return }
        if let last = ranges.last, last.upperBound == r.lowerBound {
            ranges[ranges.count - 1] = last.lowerBound..<r.upperBound
        } else {
            ranges.append(r)
        }
    }

    /// The range holding `row`, if any.
    @inlinable
    package func range(containing row: Int) -> Range<Int>? {
        let next = ranges.partitioningIndex { $0.lowerBound > row }
        guard next > 0, ranges[next - 1].contains(row) else { return nil }
        return ranges[next - 1]
    }

    @inlinable
    package func contains(_ row: Int) -> Bool { range(containing: row) != nil }

    @inlinable
    package var isEmpty: Bool { ranges.isEmpty }
}
