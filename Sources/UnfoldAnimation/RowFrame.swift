import UnfoldModel

/// A row as shown in one frame, in content coordinates.
public struct RowFrame: Sendable, Equatable {
    public package(set) var row: Int
    public package(set) var id: String
    public package(set) var x: Double
    public package(set) var y: Double
    public package(set) var width: Double
    public package(set) var height: Double
    public package(set) var expanded: Bool
    public package(set) var selected: Bool
    public package(set) var highlight: Double
    public package(set) var layers: [ContentLayer]
    public package(set) var isFirstInSection: Bool
    public package(set) var isLastInSection: Bool
    /// The separator inside the row's bottom: 1 − max(highlight of this row, highlight of the row below).
    public package(set) var separatorAlpha: Double = 1
    /// `expansion-state cell`: the number of the reusable cell showing the row.
    public package(set) var cell: Int? = nil
    /// Whether the row is sliding to a new place over the others (a `move`): it is then drawn opaque.
    public package(set) var isMoving = false
    /// The opacity a row animation (`fade`) gives the row's content; 1 otherwise.
    public package(set) var alpha: Double = 1
    /// Its depth in an outline (0: top level) and the id of the row it is a child of.
    public package(set) var level = 0
    public package(set) var parent: String? = nil
    /// Its accessories, leading to trailing, relative to the row.
    public package(set) var accessories: [AccessoryPresentation] = []
}
