import UnfoldModel

/// Every row's height while the compiler walks: its height at load, the track of each row that changed since,
/// and the sums that turn heights into positions, kept together so one change updates all of them.
struct RowHeights {
    /// Each row's height at load: measured, estimated, or 0 for a row not in the list then.
    var base: [Double] = []
    /// Each row's y at load (the sums of `base` with the sections' leads), and the end as its last entry.
    var staticY: [Double] = []
    /// The rows that changed since load, each with its track.
    var tracks: [Int: RowTrack] = [:]
    /// Rows whose last change may still be under way: what a `reload-data` settles, instead of every row
    /// that ever changed (20,000 reload-data taps over 20,000 rows went over all of them at each tap).
    var inFlight: Set<Int> = []
    /// Each row's target height minus its load height, and their running sums (see `targetGeometry`).
    var targetDelta: [Double] = []
    var targetSums = HeightSums(count: 0)
    /// Rows whose shown height may still differ from their target (see `shownGeometry`), each with the
    /// height part of its last change, so a frame reads a million rows in motion without copying their tracks.
    private(set) var moving: [Int: HeightChange] = [:]
    /// `moving`'s rows ascending, kept until a row starts moving.
    private var movingOrder: [Int]? = []
    /// The start, duration and curve of the changes in `moving` (their vectors empty): one update's rows share
    /// one, the last one added.
    private(set) var clocks: [Motion] = []
    /// Rows that one update moves together, without a track each (see `RowBlock`).
    private(set) var blocks = RowBlocks()

    init() {}

    /// Heights at load, with the y of each row from them and the sections' leads: each lead comes before the
    /// row it names, in the order given (the sections' order), so an empty section still takes its place.
    init(base: [Double], leads: [(row: Int, lead: Double)]) {
        self.base = base
        let n = base.count
        targetDelta = Array(repeating: 0, count: n)
        targetSums = HeightSums(count: n)
        staticY = Array(repeating: 0, count: n + 1)
        var acc = 0.0
        var next = 0
        for r in 0...n {
            while next < leads.count, leads[next].row == r {
                acc += leads[next].lead
                next += 1
            }
            staticY[r] = acc
            if r < n { acc += base[r] }
        }
    }

    /// The row's track taken out, to be given back with `set`: while out, it is the only reference to its
    /// segments, so appending one copies nothing (a copy a time made N actions cost N²).
    mutating func take(_ r: Int) -> RowTrack? { tracks.removeValue(forKey: r) }

    /// Gives row r its track, and keeps the sums of target heights and the rows in motion up to date.
    mutating func set(_ r: Int, _ t: RowTrack) {
        // Spring motions settle later than t0 + duration says; isDone is what counts, checked when settling.
        inFlight.insert(r)
        moving[r] = change(t.segments.last?.motion)
        movingOrder = nil
        let delta = t.targetHeight - base[r]
        if delta != targetDelta[r] {
            targetSums.add(delta - targetDelta[r], at: r)
            targetDelta[r] = delta
        }
        tracks[r] = t
    }

    /// Room for `count` more changed rows.
    mutating func reserve(_ count: Int) {
        tracks.reserveCapacity(tracks.count + count)
        moving.reserveCapacity(moving.count + count)
        inFlight.reserveCapacity(inFlight.count + count)
    }

    /// Gives row r its track back after settling it: it was in motion, so it stays listed.
    mutating func replace(_ r: Int, _ t: RowTrack) {
        if moving[r] != nil { moving[r] = change(t.segments.last?.motion) }
        tracks[r] = t
    }

    /// The height part of `motion`, on a clock shared with the change added before it when they agree.
    private mutating func change(_ motion: Motion?) -> HeightChange {
        guard let motion else { return HeightChange(clock: -1, from: .nan, to: 0, velocity: .nan) }
        let sharesLast = clocks.last.map {
            $0.t0 == motion.t0 && $0.duration == motion.duration && $0.curve == motion.curve
        }
        if sharesLast != true {
            clocks.append(
                Motion(t0: motion.t0, duration: motion.duration, curve: motion.curve, from: [], to: [], velocity: nil))
        }
        return HeightChange(
            clock: clocks.count - 1, from: motion.from.first ?? .nan, to: motion.to[0],
            velocity: motion.velocity?[0] ?? .nan)
    }

    /// The clock of a change, nil for none.
    func clock(of change: HeightChange) -> Motion? { change.clock < 0 ? nil : clocks[change.clock] }

    /// The rows in motion, ascending.
    mutating func rowsInMotion() -> [Int] {
        if let order = movingOrder { return order }
        let order = moving.keys.sorted()
        movingOrder = order
        return order
    }

    /// Takes out the rows whose last change is done.
    mutating func stopMoving(_ rows: [Int], keeping order: [Int]) {
        for r in rows { moving.removeValue(forKey: r) }
        movingOrder = order
    }

    func shown(_ r: Int, at t: Micros) -> Double {
        tracks[r]?.height(at: t) ?? blocks.shownHeight(r, at: t) ?? base[r]
    }

    func target(_ r: Int) -> Double { tracks[r]?.targetHeight ?? blocks.targetHeight(r) ?? base[r] }

    /// Adds a block, with its rows' targets in the sums.
    mutating func add(_ block: RowBlock) {
        blocks.append(block)
        sumTargets(of: block)
    }

    /// Moves the rows of block `k` back (see `RowBlock.addPhase`), with their new targets in the sums.
    mutating func addPhase(to k: Int, clock: Motion, full: [Double]?, expanded: Set<Int>) {
        blocks.addPhase(to: k, clock: clock, full: full, expanded: expanded)
        sumTargets(of: blocks.all[k])
    }

    private mutating func sumTargets(of block: RowBlock) {
        var index = 0
        for run in block.runs {
            for r in run {
                let delta = block.targetHeight(index) - base[r]
                if delta != targetDelta[r] {
                    targetSums.add(delta - targetDelta[r], at: r)
                    targetDelta[r] = delta
                }
                index += 1
            }
        }
    }

    /// Takes every block out: their rows' targets stay in the sums, and each row is given its track with `set`.
    mutating func removeBlocks() -> [RowBlock] { blocks.removeAll() }
}

/// The height part of a row's last change: the clock it runs on (see `RowHeights.clocks`) and the
/// height it moves between. Small, because a collapse of a million rows keeps a million of them.
struct HeightChange {
    /// Index in `RowHeights.clocks`; -1: the row has no change (its track has no segment), which counts as done.
    let clock: Int
    /// NaN when the motion has no value to start from (it shows its target at once).
    let from: Double
    let to: Double
    /// NaN when the motion has no velocity.
    let velocity: Double
}
