/// Every row's timeline in one map, with the ascending lists of rows that frames look up by position.
struct RowTimelines: Sendable {
    private let byRow: [Int: RowTimeline]
    /// Rows whose height or content changes after load, ascending.
    let changing: [Int]
    /// Rows that have a life of their own (edited, or shown and hidden by an outline), ascending.
    let living: [Int]
    /// Rows that move at some time, ascending (found once when compiling, not in every frame).
    let moving: [Int]

    /// Gathers what the compiler kept per row. `layouts` are every measured row's layouts; only the rows
    /// without a track keep theirs here.
    init(tracks: [Int: RowTrack], layouts: [Int: CellLayout], lives: [Int: RowLife], cells: [Int: [(Double, Int?)]]?) {
        var byRow: [Int: RowTimeline] = [:]
        for (r, track) in tracks { byRow[r, default: RowTimeline()].track = track }
        for (r, layout) in layouts where tracks[r] == nil { byRow[r, default: RowTimeline()].layout = layout }
        for (r, life) in lives { byRow[r, default: RowTimeline()].life = life }
        for (r, history) in cells ?? [:] { byRow[r, default: RowTimeline()].cells = history }
        self.byRow = byRow
        changing = tracks.keys.sorted()
        living = lives.keys.sorted()
        moving = lives.filter { !$0.value.moves.isEmpty }.keys.sorted()
    }

    subscript(r: Int) -> RowTimeline? { byRow[r] }

    func track(_ r: Int) -> RowTrack? { byRow[r]?.track }

    func life(_ r: Int) -> RowLife? { byRow[r]?.life }
}
