/// Many rows that one update takes out of the list, or puts in, none of which an earlier action touched: one
/// value for all of them instead of a track and a life each, so a section of a million rows collapsing costs a
/// height per row (issue 36.7). A row's own track and life, as `remove` or `insert` makes them, are built from
/// it when something asks: a frame that shows the row, or a later action that changes it.
struct RowBlock: Sendable {
    /// The update's start, duration and curve (no values): every row of the block moves on it.
    let clock: Motion
    /// True: the rows come in, from height 0 to their height; false: they leave, from it to 0.
    let inserted: Bool
    /// The rows, ascending, as runs of consecutive rows.
    let runs: [Range<Int>]
    /// Where each run's first row is in `heights`.
    private let starts: [Int]
    /// Each row's full height, in row order: what it leaves from, or comes in to.
    private let heights: [Double]
    /// Running sums of `heights`, with a leading 0.
    private let sums: [Double]
    /// The block's rows that the update leaves expanded.
    let expanded: Set<Int>

    /// `rows` ascending, each with its full height.
    init(clock: Motion, inserted: Bool, rows: [Int], heights: [Double], expanded: Set<Int>) {
        self.clock = clock
        self.inserted = inserted
        self.heights = heights
        self.expanded = expanded
        var runs: [Range<Int>] = []
        var starts: [Int] = []
        for (i, r) in rows.enumerated() {
            if let last = runs.last, last.upperBound == r {
                runs[runs.count - 1] = last.lowerBound..<r + 1
            } else {
                runs.append(r..<r + 1)
                starts.append(i)
            }
        }
        self.runs = runs
        self.starts = starts
        var sums = [0.0]
        sums.reserveCapacity(heights.count + 1)
        var sum = 0.0
        for h in heights {
            sum += h
            sums.append(sum)
        }
        self.sums = sums
    }

    var count: Int { heights.count }

    /// The rows from the first to the last (other rows may lie between runs).
    var span: Range<Int> { (runs.first?.lowerBound ?? 0)..<(runs.last?.upperBound ?? 0) }

    /// The run holding row r, by its index in `runs`.
    private func run(containing r: Int) -> Int? {
        let i = runs.partitioningIndex { $0.upperBound > r }
        return i < runs.count && runs[i].contains(r) ? i : nil
    }

    /// Row r's place in `heights`, nil when it is not in the block.
    func index(of r: Int) -> Int? {
        run(containing: r).map { starts[$0] + r - runs[$0].lowerBound }
    }

    func contains(_ r: Int) -> Bool { run(containing: r) != nil }

    /// The end of the run holding row r.
    func endOfRun(containing r: Int) -> Int? { run(containing: r).map { runs[$0].upperBound } }

    /// How many of the block's rows lie above row k.
    func count(below k: Int) -> Int {
        let i = runs.partitioningIndex { $0.upperBound > k }
        guard i < runs.count else { return heights.count }
        return starts[i] + max(0, k - runs[i].lowerBound)
    }

    /// The full height of the row at `index`.
    func fullHeight(_ index: Int) -> Double { heights[index] }

    /// The height the row at `index` shows at `t`, as its own track would give it.
    func shownHeight(_ index: Int, at t: Micros) -> Double {
        let full = heights[index]
        let from = inserted ? 0 : full
        let to = inserted ? full : 0
        if t < clock.t0 { return from }
        if clock.isDone(at: t) { return to }
        return clock.moving(from: from, to: to, velocity: nil, at: t)
    }

    func targetHeight(_ index: Int) -> Double { inserted ? heights[index] : 0 }

    /// Whether the block's rows are in the list at `t`: a leaving row until its update ends, an arriving one
    /// from its start.
    func isInList(at t: Micros) -> Bool { inserted ? t >= clock.t0 : !clock.isDone(at: t) }

    /// How much of the way from the start the rows still have to go at `t`: 1 before the update, 0 after.
    private func remaining(at t: Micros) -> Double {
        if t < clock.t0 { return 1 }
        if clock.isDone(at: t) { return 0 }
        return clock.moving(from: 1, to: 0, velocity: nil, at: t)
    }

    /// The summed change of the block's rows above row k at `t` from their heights at load (a leaving row's
    /// load height is its full height, an arriving row's is 0).
    func changeFromLoad(above k: Int, at t: Micros) -> Double {
        let sum = sums[count(below: k)]
        guard sum != 0, t >= clock.t0 else { return 0 }
        let left = remaining(at: t)
        return inserted ? (1 - left) * sum : (left - 1) * sum
    }

    /// The summed difference of the block's rows above row k at `t` from their targets.
    func changeFromTarget(above k: Int, at t: Micros) -> Double {
        let sum = sums[count(below: k)]
        guard sum != 0 else { return 0 }
        let left = remaining(at: t)
        return inserted ? -left * sum : left * sum
    }

    /// The end of the block's run holding row k when every row of the block is out of the list at `t`: a walk
    /// over the rows skips the run at once.
    func endOfRunOut(at k: Int, time t: Micros) -> Int? {
        isInList(at: t) ? nil : endOfRun(containing: k)
    }

    /// The first of the block's rows at or after row k.
    func firstRow(from k: Int) -> Int? {
        let i = runs.partitioningIndex { $0.upperBound > k }
        return i < runs.count ? max(k, runs[i].lowerBound) : nil
    }

    /// Row r's track, as `remove` or `insert` makes it: `layout` is what the row shows (nil: not known, the track
    /// has no segment), `before` its layout measured before the update. An arriving row is measured before its
    /// track is made, so its track starts from that layout, as `insert` leaves it.
    func track(
        _ r: Int, index: Int, layout: CellLayout?, before: CellLayout?, links: [ElementLink], startsExpanded: Bool
    ) -> RowTrack {
        let full = heights[index]
        var track = RowTrack(
            links: links, initialLayout: inserted ? layout : before, initialHeight: inserted ? 0 : full,
            initialExpanded: startsExpanded)
        guard let layout else { return track }
        track.segments = [
            RowSegment(
                motion: motion(full: full, layout: layout, before: before, links: links), layout: layout,
                content: layout.elements, crossfadeFrom: nil, expanded: expanded.contains(r))
        ]
        return track
    }

    /// The row's one motion: from what it showed to height 0, or from height 0 to its layout.
    private func motion(full: Double, layout: CellLayout, before: CellLayout?, links: [ElementLink]) -> Motion {
        let from =
            inserted
            ? RowVector.encode(layout, height: 0, links: links) : RowVector.encode(before, height: full, links: links)
        let to = RowVector.encode(layout, height: inserted ? layout.height : 0, links: links)
        return Motion(t0: clock.t0, duration: clock.duration, curve: clock.curve, from: from, to: to, velocity: nil)
    }

    /// Row r's life in the list, with its edit when its track is known.
    func life(of track: RowTrack?) -> RowLife {
        var life = RowLife(startsIn: !inserted)
        life.change(at: inserted ? clock.t0 : clock.t0 + clock.duration, inList: inserted)
        if let segment = track?.segments.first {
            life.edits = [
                RowEdit(
                    inserted: inserted, animation: .fade, motion: segment.motion, fullHeight: segment.layout.height)
            ]
        }
        return life
    }
}
