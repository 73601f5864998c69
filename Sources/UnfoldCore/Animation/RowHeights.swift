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
    /// Rows whose shown height may still differ from their target (see `shownGeometry`).
    var moving: Set<Int> = []

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
        moving.insert(r)
        let delta = t.targetHeight - base[r]
        if delta != targetDelta[r] {
            targetSums.add(delta - targetDelta[r], at: r)
            targetDelta[r] = delta
        }
        tracks[r] = t
    }

    func shown(_ r: Int, at t: Double) -> Double { tracks[r]?.height(at: t) ?? base[r] }
    func target(_ r: Int) -> Double { tracks[r]?.targetHeight ?? base[r] }
}
