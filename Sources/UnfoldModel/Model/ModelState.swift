/// What the table's data source knows at one moment: the set of expanded rows, the selected row,
/// edited slots and long-press growth. Keyed by row (each id has one fixed row index); no cell holds state.
package struct ModelState: Sendable, Equatable {
    package var expanded: Set<Int> = []
    package var selected: Int? = nil
    package var slotEdits: [Int: [String: String]] = [:]
    package var growth: [Int: Double] = [:]

    package init() {}

    /// The state when the scene loads: the rows written `expanded` are expanded.
    package init(loading scene: Scene) {
        for run in scene.rows.runs where run.expanded { expanded.formUnion(run.range) }
    }

    /// Everything row `r`'s layout depends on.
    package func rowState(_ r: Int, in scene: Scene) -> RowState {
        let isExpanded = expanded.contains(r)
        var slots = SlotStates.resolved(scene.rows.slots(of: r), expanded: isExpanded)
        if let edits = slotEdits[r] { slots.merge(edits) { $1 } }
        return RowState(expanded: isExpanded, slots: slots, growth: growth[r] ?? 0)
    }

    /// What of the model, beside the scene's fixed slots, decides row r's state: two rows' states are equal
    /// when their keys are, and a key costs no dictionary of slots.
    package func rowKey(_ r: Int) -> RowModelKey {
        RowModelKey(expanded: expanded.contains(r), edits: slotEdits[r], growth: growth[r])
    }
}

/// See `ModelState.rowKey(_:)`.
package struct RowModelKey: Sendable, Equatable {
    let expanded: Bool
    let edits: [String: String]?
    let growth: Double?
}
