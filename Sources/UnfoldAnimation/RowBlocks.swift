import UnfoldModel

/// The row blocks of a walk or a timeline (see `RowBlock`), each asked in turn. They are few: an update makes at
/// most one, of at least `minimumRows` rows, so a million rows hold fewer than a thousand.
struct RowBlocks: Sendable {
    private(set) var all: [RowBlock] = []

    /// An update makes a block only when it moves at least this many rows that nothing touched before; fewer
    /// rows keep a track and a life each, as they always did.
    static let minimumRows = 1024

    var isEmpty: Bool { all.isEmpty }

    mutating func append(_ block: RowBlock) { all.append(block) }

    /// Takes every block out (a later action makes each row's own track and life).
    mutating func removeAll() -> [RowBlock] {
        let out = all
        all = []
        return out
    }

    /// The block holding row r, and the row's index in it.
    func find(_ r: Int) -> (block: RowBlock, index: Int)? {
        locate(r).map { (all[$0.block], $0.index) }
    }

    /// The same, with the block given by its place in `all`.
    func locate(_ r: Int) -> (block: Int, index: Int)? {
        for (k, block) in all.enumerated() {
            if let i = block.index(of: r) { return (k, i) }
        }
        return nil
    }

    func contains(_ r: Int) -> Bool { all.contains { $0.contains(r) } }

    /// Whether a block holds a row of `range`.
    func overlaps(_ range: Range<Int>) -> Bool {
        all.contains { block in block.firstRow(from: range.lowerBound).map { $0 < range.upperBound } ?? false }
    }

    func shownHeight(_ r: Int, at t: Micros) -> Double? { find(r).map { $0.block.shownHeight($0.index, at: t) } }

    func targetHeight(_ r: Int) -> Double? { find(r).map { $0.block.targetHeight($0.index) } }

    func isInList(_ r: Int, at t: Micros) -> Bool? { find(r).map { $0.block.isInList(at: t) } }

    func changeFromLoad(above k: Int, at t: Micros) -> Double {
        all.reduce(0) { $0 + $1.changeFromLoad(above: k, at: t) }
    }

    func changeFromTarget(above k: Int, at t: Micros) -> Double {
        all.reduce(0) { $0 + $1.changeFromTarget(above: k, at: t) }
    }

    /// See `RowBlock.endOfRunOut`.
    func endOfRunOut(at k: Int, time t: Micros) -> Int? {
        for block in all {
            if let end = block.endOfRunOut(at: k, time: t) { return end }
        }
        return nil
    }

    /// The first row of any block at or after row k.
    func firstRow(from k: Int) -> Int? { all.compactMap { $0.firstRow(from: k) }.min() }

    /// When the last block's rows stop moving.
    var settledAt: Micros { all.map(\.last.end).max() ?? .distantPast }

    /// The runs of the blocks whose last phase takes their rows out, each with the time they leave for good.
    var goneRuns: [(rows: Range<Int>, since: Micros)] {
        all.filter { !$0.last.inserted }.flatMap { block in block.runs.map { ($0, block.last.end) } }
    }

    /// The block holding exactly `rows` whose last phase has ended by `t`, by its index in `all`: the same
    /// rows moved back take a phase of it.
    func block(holdingExactly rows: [Int], endedBy t: Micros) -> Int? {
        guard let first = rows.first else { return nil }
        return all.firstIndex { $0.contains(first) && $0.last.end <= t && $0.holdsExactly(rows) }
    }

    mutating func addPhase(to k: Int, clock: Motion, full: [Double]?, expanded: Set<Int>) {
        all[k].addPhase(clock: clock, full: full, expanded: expanded)
    }

    /// The rows outside every block in `range`, as consecutive pieces.
    func pieces(outside range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var k = range.lowerBound
        while k < range.upperBound {
            guard let next = firstRow(from: k), next < range.upperBound else {
                pieces.append(k..<range.upperBound)
                break
            }
            if next > k { pieces.append(k..<next) }
            k = endOfRun(at: next) ?? next + 1
        }
        return pieces
    }

    /// The end of the block run holding row k.
    private func endOfRun(at k: Int) -> Int? {
        for block in all {
            if let end = block.endOfRun(containing: k) { return end }
        }
        return nil
    }
}
