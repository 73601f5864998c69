import UnfoldModel

/// Which rows are in the list while the compiler walks: the rows edited so far with their lives, and the rows
/// an outline, a collapsed section, a later insert or a delete keeps out.
struct ListMembership {
    /// Rows inserted or deleted by the timeline: when each is in the list.
    var lives: [Int: RowLife] = [:]
    /// Rows that an `insert` or `move` adds to the list after load.
    var insertedLater: Set<Int> = []
    /// Rows an outline's collapsed parent or a collapsed section hides at load.
    var hiddenAtLoad = RowRanges()
    /// Rows an `insert` or `move` has still to add: an expand does not show them before.
    var notYetInserted: Set<Int> = []
    /// Rows deleted for good (a parent's children with it): an expand does not bring them back.
    var gone: Set<Int> = []
    /// Collapsed sections, by index.
    var collapsedSections: Set<Int> = []

    /// Whether row r takes part in the list at `t` (measuring, reuse, listing).
    func isInList(_ r: Int, at t: Micros) -> Bool { lives[r]?.contains(t) ?? !hiddenAtLoad.contains(r) }

    /// The row's life so far: a row no edit touched is in the list unless an outline or section hides it.
    func life(of r: Int) -> RowLife { lives[r] ?? RowLife(startsIn: !hiddenAtLoad.contains(r)) }

    /// The rows of `range` that can be in the list: the runs hidden since load are skipped, except for their
    /// rows that an update has shown since, so a collapsed million costs nothing per frame.
    func listedCandidates(_ range: Range<Int>) -> [Int] {
        guard !hiddenAtLoad.isEmpty else { return Array(range) }
        var out: [Int] = []
        var k = range.lowerBound
        while k < range.upperBound {
            if lives[k] == nil, let hidden = hiddenAtLoad.range(containing: k) {
                let end = min(hidden.upperBound, range.upperBound)
                out += lives.keys.filter { $0 > k && $0 < end }.sorted()
                k = end
                continue
            }
            out.append(k)
            k += 1
        }
        return out
    }
}
