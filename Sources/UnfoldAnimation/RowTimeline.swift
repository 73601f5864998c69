import UnfoldModel
import UnfoldLayout

/// What happens to one row after load. Each part is nil when the row has none of it; a row with no
/// timeline keeps its load height and is drawn from nothing but its estimate.
struct RowTimeline: Sendable {
    /// Height and content changes, highlight and disclosure turns.
    var track: RowTrack?
    /// The layout of a row measured during the walk that never changes (a row with a track keeps its layouts
    /// in the track).
    var layout: CellLayout?
    /// When the row is in the list: for rows inserted, deleted, moved, or shown and hidden by an outline.
    var life: RowLife?
    /// `expansion-state cell`: the row's cell over time (nil: none).
    var cells: Steps<Int?>?
}
