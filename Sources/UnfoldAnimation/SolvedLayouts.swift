import UnfoldModel
import UnfoldLayout

/// The layouts of Interface Builder cells solved during one compile, by template, state and width: the same
/// inputs give the same solution, so each is solved once. Bounded, as a scene of a million distinct rows must not
/// keep a million layouts.
struct SolvedLayouts {
    struct Key: Hashable {
        var template: String
        var state: RowState
        var width: Double
    }

    static let limit = 256
    private var layouts: [Key: CellLayout] = [:]

    subscript(key: Key) -> CellLayout? {
        get { layouts[key] }
        set {
            if layouts.count >= Self.limit { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = newValue
        }
    }
}
