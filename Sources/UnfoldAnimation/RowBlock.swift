import UnfoldModel
import UnfoldLayout

/// Many rows that one update takes out of the list, or puts in, none of which an earlier action touched: one
/// value for all of them instead of a track and a life each, so a section of a million rows collapsing costs a
/// height per row (issue 36.7). A later update that moves exactly the same rows back, once the last has ended
/// (a section opened again), adds a phase instead of giving each row its own track. A row's own track and life,
/// as `remove` and `insert` make them, are built from it when something asks: a frame that shows the row, or a
/// later action that changes it.
struct RowBlock: Sendable {
    /// One update of the block's rows.
    struct Phase: Sendable {
        /// The update's start, duration and curve (no values).
        let clock: Motion
        /// True: the rows come in, from height 0 to their height; false: they leave, from it to 0.
        let inserted: Bool
        /// Which of `heights` the rows come in to or leave from.
        let heights: Int
        /// The rows the update leaves expanded.
        let expanded: Set<Int>
        /// The velocity a spring starts with: `remove` hands over what the phase before left, 0 once it has
        /// ended; nil (the curve's own) for the first phase and for rows coming in, which start from height 0.
        let velocity: Double?

        var end: Micros { clock.t0 + clock.duration }
    }

    private(set) var phases: [Phase]
    /// The rows, ascending, as runs of consecutive rows.
    let runs: [Range<Int>]
    /// Where each run's first row is in each of `heights`.
    private let starts: [Int]
    /// Each row's full height, in row order: at load (when the first phase takes the rows out), and as each
    /// phase that puts them in measured them.
    private var heights: [[Double]]
    /// Running sums of each of `heights`, with a leading 0.
    private var sums: [[Double]]
    /// Whether the rows are in the list at load: they are when the first phase takes them out.
    let startsIn: Bool

    /// `rows` ascending, each with its full height: what the first phase's update moves.
    init(clock: Motion, inserted: Bool, rows: [Int], heights full: [Double], expanded: Set<Int>) {
        phases = [Phase(clock: clock, inserted: inserted, heights: 0, expanded: expanded, velocity: nil)]
        startsIn = !inserted
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
        heights = [full]
        sums = [Self.sums(full)]
    }

    static func sums(_ heights: [Double]) -> [Double] {
        var sums = [0.0]
        sums.reserveCapacity(heights.count + 1)
        var sum = 0.0
        for h in heights {
            sum += h
            sums.append(sum)
        }
        return sums
    }

    /// Moves the rows back at `clock`: out if the last phase put them in, in (to `full`, measured now) if it
    /// took them out.
    mutating func addPhase(clock: Motion, full: [Double]?, expanded: Set<Int>) {
        let inserted = !last.inserted
        var index = last.heights
        if inserted, let full {
            // The rows measure as they did before, unless their state changed: a section toggled a thousand
            // times keeps one array of heights, not a thousand.
            if let same = heights.firstIndex(of: full) {
                index = same
            } else {
                heights.append(full)
                sums.append(Self.sums(full))
                index = heights.count - 1
            }
        }
        let velocity: Double? = !inserted && clock.curve.spring != nil ? 0 : nil
        phases.append(Phase(clock: clock, inserted: inserted, heights: index, expanded: expanded, velocity: velocity))
    }

    var last: Phase { phases[phases.count - 1] }

    /// How many arrays of heights the phases share.
    var heightArrays: Int { heights.count }

    var count: Int { heights[0].count }

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

    /// Whether `rows`, ascending, are exactly the block's rows.
    func holdsExactly(_ rows: [Int]) -> Bool {
        guard rows.count == count else { return false }
        var i = 0
        for run in runs {
            for r in run {
                if rows[i] != r { return false }
                i += 1
            }
        }
        return true
    }

    /// How many of the block's rows lie above row k.
    func count(below k: Int) -> Int {
        let i = runs.partitioningIndex { $0.upperBound > k }
        guard i < runs.count else { return count }
        return starts[i] + max(0, k - runs[i].lowerBound)
    }

    /// The index of the phase in effect at `t`: the last one started by then. Phases start in time order.
    func phaseIndex(at t: Micros) -> Int? {
        let next = phases.partitioningIndex { $0.clock.t0 > t }
        return next == 0 ? nil : next - 1
    }

    private func phase(at t: Micros) -> Phase? { phaseIndex(at: t).map { phases[$0] } }

    /// The row's height at load.
    private func loadHeight(_ index: Int) -> Double { startsIn ? heights[0][index] : 0 }

    /// The height the row at `index` shows at `t`, as its own track would give it.
    func shownHeight(_ index: Int, at t: Micros) -> Double {
        guard let phase = phase(at: t) else { return loadHeight(index) }
        let full = heights[phase.heights][index]
        let from = phase.inserted ? 0 : full
        let to = phase.inserted ? full : 0
        if phase.clock.isDone(at: t) { return to }
        return phase.clock.moving(from: from, to: to, velocity: phase.velocity, at: t)
    }

    func targetHeight(_ index: Int) -> Double { last.inserted ? heights[last.heights][index] : 0 }

    /// Whether the block's rows are in the list at `t`: a leaving row until its update ends, an arriving one
    /// from its start.
    func isInList(at t: Micros) -> Bool {
        guard let phase = phase(at: t) else { return startsIn }
        return phase.inserted || !phase.clock.isDone(at: t)
    }

    /// How much of the way from its start a phase still has to go at `t`: 1 before it, 0 after.
    private func remaining(_ phase: Phase, at t: Micros) -> Double {
        if t < phase.clock.t0 { return 1 }
        if phase.clock.isDone(at: t) { return 0 }
        return phase.clock.moving(from: 1, to: 0, velocity: phase.velocity, at: t)
    }

    /// The summed height of the block's rows above row k at `t`.
    private func shownSum(above k: Int, at t: Micros) -> Double {
        let below = count(below: k)
        guard let phase = phase(at: t) else { return startsIn ? sums[0][below] : 0 }
        let sum = sums[phase.heights][below]
        let left = remaining(phase, at: t)
        return phase.inserted ? (1 - left) * sum : left * sum
    }

    /// The summed change of the block's rows above row k at `t` from their heights at load.
    func changeFromLoad(above k: Int, at t: Micros) -> Double {
        shownSum(above: k, at: t) - (startsIn ? sums[0][count(below: k)] : 0)
    }

    /// The summed difference of the block's rows above row k at `t` from their targets.
    func changeFromTarget(above k: Int, at t: Micros) -> Double {
        let target = last.inserted ? sums[last.heights][count(below: k)] : 0
        return shownSum(above: k, at: t) - target
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

    /// Row r's track, as `remove` and `insert` make it, phase by phase: `layout` is what the row shows (nil: not
    /// known, the track has no segment), `before` its layout measured before the first phase. An arriving row
    /// is measured before its track is made, so a track that starts by arriving starts from that layout, as
    /// `insert` leaves it.
    /// `only`: the phases to make segments of (nil: all). A frame needs only the phase in effect: the ones
    /// before it have ended, and its segment starts from where they left the row.
    func track(
        _ r: Int, index: Int, layout: CellLayout?, before: CellLayout?, links: [ElementLink], startsExpanded: Bool,
        only: Range<Int>? = nil
    ) -> RowTrack {
        var track = RowTrack(
            links: links, initialLayout: startsIn ? before : layout, initialHeight: loadHeight(index),
            initialExpanded: startsExpanded)
        guard let layout else { return track }
        for k in only ?? phases.indices {
            let phase = phases[k]
            let full = heights[phase.heights][index]
            // A phase starts from what the last one left: the height at load, or the full height it came in to.
            let from =
                phase.inserted
                ? RowVector.encode(layout, height: 0, links: links)
                : RowVector.encode(k == 0 ? before : layout, height: full, links: links)
            let to = RowVector.encode(layout, height: phase.inserted ? layout.height : 0, links: links)
            let motion = Motion(
                t0: phase.clock.t0, duration: phase.clock.duration, curve: phase.clock.curve, from: from, to: to,
                velocity: phase.velocity.map { Array(repeating: $0, count: to.count) })
            track.segments.append(
                RowSegment(
                    motion: motion, layout: layout, content: layout.elements, crossfadeFrom: nil,
                    expanded: phase.expanded.contains(r)))
        }
        return track
    }

    /// Row r's life in the list, with an edit per phase of `track` when it is known (`only`: its phases, as
    /// `track` was given them).
    func life(of track: RowTrack?, only: Range<Int>? = nil) -> RowLife {
        var life = RowLife(startsIn: startsIn)
        let first = only?.lowerBound ?? 0
        for k in only ?? phases.indices {
            let phase = phases[k]
            life.change(at: phase.inserted ? phase.clock.t0 : phase.end, inList: phase.inserted)
            if let segment = track?.segments[k - first] {
                life.edits.append(
                    RowEdit(
                        inserted: phase.inserted, animation: .fade, motion: segment.motion,
                        fullHeight: segment.layout.height))
            }
        }
        return life
    }
}
