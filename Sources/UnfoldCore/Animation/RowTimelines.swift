/// Every row's timeline, kept as the compiler's maps (not merged into one: a million edited rows would hold
/// both copies at once), with the ascending lists of rows that frames look up by position.
struct RowTimelines: Sendable {
    private let tracks: [Int: RowTrack]
    /// Every measured row's layout; only the rows without a track draw theirs from here.
    private let layouts: [Int: CellLayout]
    private let lives: [Int: RowLife]
    private let cells: [Int: [(Double, Int?)]]?
    /// Rows whose height or content changes after load, ascending.
    let changing: [Int]
    /// Rows that have a life of their own (edited, or shown and hidden by an outline), ascending.
    let living: [Int]
    /// Rows that move at some time, ascending (found once when compiling, not in every frame).
    let moving: [Int]
    /// When the last height change of any row ends: from then on every row has its target height.
    let settledAt: Double
    /// The summed change of the changing rows' target heights from their load heights, a running sum over
    /// `changing` with a leading 0: what every frame from `settledAt` on would sum again.
    let settledChange: [Double]

    init(
        tracks: [Int: RowTrack], layouts: [Int: CellLayout], lives: [Int: RowLife], cells: [Int: [(Double, Int?)]]?,
        baseHeight: [Double]
    ) {
        self.tracks = tracks
        self.layouts = layouts
        self.lives = lives
        self.cells = cells
        changing = tracks.keys.sorted()
        living = lives.keys.sorted()
        moving = lives.filter { !$0.value.moves.isEmpty }.keys.sorted()
        var settled = -Double.infinity
        var prefix = [0.0]
        prefix.reserveCapacity(changing.count + 1)
        var sum = 0.0
        for r in changing {
            let track = tracks[r]!
            if let last = track.segments.last { settled = max(settled, last.motion.t0 + last.motion.duration) }
            sum += track.targetHeight - baseHeight[r]
            prefix.append(sum)
        }
        settledAt = settled
        settledChange = prefix
    }

    subscript(r: Int) -> RowTimeline? {
        let track = tracks[r]
        let life = lives[r]
        let history = cells?[r]
        let layout = track == nil ? layouts[r] : nil
        if track == nil && layout == nil && life == nil && history == nil { return nil }
        return RowTimeline(track: track, layout: layout, life: life, cells: history)
    }

    func track(_ r: Int) -> RowTrack? { tracks[r] }

    func life(_ r: Int) -> RowLife? { lives[r] }
}
