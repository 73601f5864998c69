import UnfoldLayout
import UnfoldModel

// The walk's state, in the four values it keeps apart: the table, the rows' sizes, the scroll position and the
// record of what ran. Each is changed by its own part of the walk and handed whole to the last pass.

/// The table as the walk stands: its rows' model, the selection, list membership, cells and section chevrons.
struct WalkTable {
    var model: ModelState
    var selection = Steps<Int?>()
    /// Which rows are in the list, and when.
    var list: ListMembership
    var cells = CellPool()
    /// Each collapsible section's header chevron over time.
    var sectionTurns: [Int: [Motion]] = [:]
}

/// The rows' sizes: what is laid out, and every height with its changes.
struct WalkSizing {
    /// Lays rows out, solves Interface Builder cells once per state, and counts what it measured.
    var measurer: RowMeasurer
    var measured: [Int: CellLayout]
    /// The layouts rows were measured with when a block inserted them, with the model's key for them then:
    /// the frames that show them draw that layout again, so a million inserted rows are laid out once.
    var insertedLayouts: [InsertedLayouts] = []
    /// Heights at load and the changes since.
    var heights: RowHeights
    /// How many untouched rows one update must move to move them as a block (see `RowBlock`).
    var blockMinimum = RowBlocks.minimumRows
}

/// The scroll position over time, and the `scroll to` still on its way.
struct WalkScrolling {
    var offset = OffsetTrack()
    /// The `scroll to` whose destination follows the rows measured on the way.
    var activeScroll: ActiveScroll?
}

/// A `scroll to` under way: its row, where the row ends up, and its motion on the offset's track.
struct ActiveScroll {
    var row: Int
    var position: ScrollPosition
    var motion: Int
}

/// What ran and when: the timeline's end and its rest frames follow it.
struct WalkLog {
    var lastActionTime = Micros.zero
    var lastUpdateEnd = Micros.zero
    /// Everything that runs, in the order noted (see `Timeline.restFrames`).
    var activities: [Activity] = []
    /// Set while a long-press tick makes its update.
    var inTick = false
}
