import UnfoldModel
import UnfoldLayout

/// Every row's timeline, kept as the compiler's maps (not merged into one: a million edited rows would hold
/// both copies at once), with the ascending lists of rows that frames look up by position.
struct RowTimelines: Sendable {
    private let tracks: [Int: RowTrack]
    /// Every measured row's layout; only the rows without a track draw theirs from here.
    private let layouts: [Int: CellLayout]
    private let lives: [Int: RowLife]
    private let cells: [Int: Steps<Int?>]?
    /// Rows whose height or content changes after load, ascending.
    let changing: [Int]
    /// Rows that have a life of their own (edited, or shown and hidden by an outline), ascending.
    let living: [Int]
    /// Rows that move at some time, ascending (found once when compiling, not in every frame).
    let moving: [Int]
    /// Runs of consecutive rows that leave the list for good, each with the time the last of them leaves: a
    /// frame after that skips the run (a collapsed section of a million rows) instead of visiting each row.
    let goneRuns: [(rows: Range<Int>, since: Micros)]
    /// When the last height change of any row ends: from then on every row has its target height.
    let settledAt: Micros
    /// The summed change of the changing rows' target heights from their load heights, a running sum over
    /// `changing` with a leading 0: what every frame from `settledAt` on would sum again.
    let settledChange: [Double]

    /// Rows moved in or out of the list together, without a track or life each (see `RowBlock`).
    let blocks: RowBlocks
    /// The layouts of the blocks' rows that frames show.
    private let blockLayouts: BlockLayouts

    init(
        tracks: [Int: RowTrack], layouts: [Int: CellLayout], lives: [Int: RowLife], cells: [Int: Steps<Int?>]?,
        baseHeight: [Double], blocks: RowBlocks = RowBlocks(), blockLayouts: BlockLayouts = BlockLayouts()
    ) {
        self.tracks = tracks
        self.layouts = layouts
        self.lives = lives
        self.cells = cells
        self.blocks = blocks
        self.blockLayouts = blockLayouts
        changing = tracks.keys.sorted()
        living = lives.keys.sorted()
        moving = lives.filter { !$0.value.moves.isEmpty }.keys.sorted()
        var settled = Micros.distantPast
        var prefix = [0.0]
        prefix.reserveCapacity(changing.count + 1)
        var sum = 0.0
        for r in changing {
            let track = tracks[r]!
            if let last = track.segments.last { settled = max(settled, last.motion.t0 + last.motion.duration) }
            sum += track.targetHeight - baseHeight[r]
            prefix.append(sum)
        }
        settledAt = max(settled, blocks.settledAt)
        settledChange = prefix
        goneRuns = (Self.goneRuns(living, lives) + blocks.goneRuns).sorted { $0.rows.lowerBound < $1.rows.lowerBound }
    }

    static func goneRuns(_ living: [Int], _ lives: [Int: RowLife]) -> [(rows: Range<Int>, since: Micros)] {
        var runs: [(rows: Range<Int>, since: Micros)] = []
        for r in living {
            guard let life = lives[r], !life.inListAtEnd else { continue }
            // Never in the list at all (an insert that never ran) counts as gone from the start.
            let since = life.changes.last?.t ?? .distantPast
            if let last = runs.last, last.rows.upperBound == r {
                runs[runs.count - 1] = (last.rows.lowerBound..<r + 1, max(last.since, since))
            } else {
                runs.append((r..<r + 1, since))
            }
        }
        return runs
    }

    /// The end of the run of rows gone for good at `t` that holds row k, if any.
    func endOfGoneRun(at k: Int, time t: Micros) -> Int? {
        let i = goneRuns.partitioningIndex { $0.rows.upperBound > k }
        guard i < goneRuns.count, goneRuns[i].rows.contains(k), t >= goneRuns[i].since else { return nil }
        return goneRuns[i].rows.upperBound
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

    /// The layout row r was measured with during the walk, if any.
    func measuredLayout(_ r: Int) -> CellLayout? { layouts[r] }

    /// The layout a frame shows for the row at `index` of block k (nil: no frame shows it).
    func blockLayout(block k: Int, index: Int) -> CellLayout? { blockLayouts[block: k, index: index] }

    /// Whether row r has a life of its own or belongs to a block: a walk over rows hidden at load visits it.
    func hasLife(_ r: Int) -> Bool { lives[r] != nil || (!blocks.isEmpty && blocks.contains(r)) }

    func life(_ r: Int) -> RowLife? { lives[r] }
}
