import UnfoldModel
import UnfoldLayout

/// Row blocks while walking (see `RowBlock`): made by one update that moves many untouched rows, kept through
/// the frames and scrolls after it, and turned into each row's own track and life by the next action that may
/// change a row, so every other part of the walk sees rows as it always did.
extension TimelineCompiler {
    /// Whether `action` leaves the blocks as they are: a scroll, a section opened or closed, or a row opened or
    /// closed that is in no block, while no expanded row is in one (accordion closes those). Any other action
    /// may change a block's row, its state first (a slot, a move, heights forgotten, values in flight
    /// settled), so every block's rows get their own tracks before it.
    func keepsBlocks(_ action: Action) -> Bool {
        if action.isScroll { return true }
        guard settings.heightCache, settings.update != .reloadData,
            !table.model.expanded.contains(where: { sizing.heights.blocks.contains($0) })
        else { return false }
        switch action {
        case .section: return true
        case .tap(let r), .tapButton(let r, _), .expand(let r), .collapse(let r), .toggle(let r):
            return !sizing.heights.blocks.contains(r)
        default: return false
        }
    }

    /// Whether nothing has touched row r since load: no track, no life of its own, not selected, in no block.
    func isUntouched(_ r: Int) -> Bool {
        sizing.heights.tracks[r] == nil && table.list.lives[r] == nil && table.model.selected != r
            && (sizing.heights.blocks.isEmpty || !sizing.heights.blocks.contains(r))
    }

    /// Whether `count` untouched rows are worth a block. Cells that hold expansion reuse rows one by one, so that
    /// pitfall keeps a track per row.
    func canMakeBlock(of count: Int) -> Bool { !cellMode && count >= sizing.blockMinimum }

    /// Moves `block` as one block when it is big enough, and returns the rows still to move one by one: `others`,
    /// or every row of `all` when there is no block. The maps grow once for the rows that get a track each.
    mutating func moveAsBlock(
        _ block: [Int], others: [Int], all: [Int], inserted: Bool, range: Range<Int>, at t: Micros, spec: AnimationSpec
    ) -> [Int] {
        guard canMakeBlock(of: block.count) else {
            reserve(range.count)
            return all
        }
        addBlock(of: block, inserted: inserted, at: t, spec: spec)
        reserve(others.count)
        return others
    }

    /// Moves `rows` in or out of the list at `t` on `spec`, as one block. A leaving row goes from its height at
    /// load; an arriving one is measured now for its height, and laid out again only if a frame shows it.
    mutating func addBlock(of rows: [Int], inserted: Bool, at t: Micros, spec: AnimationSpec) {
        var full: [Double] = []
        if inserted {
            var layouts = sizing.measurer.concurrentLayouts(of: rows, model: table.model) ?? []
            if layouts.isEmpty {
                layouts.reserveCapacity(rows.count)
                for r in rows { layouts.append(layout(scene.template(ofRow: r), state: state(of: r), row: r)) }
            }
            sizing.measurer.count += rows.count
            full = layouts.map(\.height)
            let model = table.model
            sizing.insertedLayouts.append(
                InsertedLayouts(rows: rows, keys: rows.map { model.rowKey($0) }, layouts: layouts))
        } else {
            let base = sizing.heights.base
            full = rows.map { base[$0] }
        }
        var expanded = Set<Int>()
        for r in rows where table.model.expanded.contains(r) { expanded.insert(r) }
        let clock = Motion(t0: t, duration: spec.duration, curve: spec.curve, from: [], to: [], velocity: nil)
        sizing.heights.add(RowBlock(clock: clock, inserted: inserted, rows: rows, heights: full, expanded: expanded))
    }

    /// Moves the rows of a block back as a phase of it, when `rows` are exactly its rows and its last update has
    /// ended (a section or parent opened again after it closed). Returns false when there is no such block.
    mutating func extendBlock(with rows: [Int], at t: Micros, spec: AnimationSpec) -> Bool {
        guard !cellMode, let k = sizing.heights.blocks.block(holdingExactly: rows, endedBy: t) else { return false }
        let inserted = !sizing.heights.blocks.all[k].last.inserted
        var expanded = Set<Int>()
        for r in rows where table.model.expanded.contains(r) { expanded.insert(r) }
        let clock = Motion(t0: t, duration: spec.duration, curve: spec.curve, from: [], to: [], velocity: nil)
        let full = inserted ? rows.map { layout($0).height } : nil
        sizing.heights.addPhase(to: k, clock: clock, full: full, expanded: expanded)
        return true
    }

    /// What a block's row shows: its layout when the first update began (a leaving row measured before), else
    /// its layout now. Nothing between the updates and this call changes the row's state: an action on the row
    /// itself gives it its own track first.
    mutating func blockLayout(_ r: Int, startsIn: Bool) -> CellLayout {
        if startsIn, let before = sizing.measured[r] { return before }
        // The layout measured when the block inserted the row, while the row is in the state it was measured in.
        if let kept = insertedLayout(r), kept.key == table.model.rowKey(r) { return kept.layout }
        return layout(r)
    }

    /// The layout the last block that inserted row r measured it with, and the model's key for it then.
    func insertedLayout(_ r: Int) -> (key: RowModelKey, layout: CellLayout)? {
        for group in sizing.insertedLayouts.reversed() {
            let i = group.rows.partitioningIndex { $0 >= r }
            if i < group.rows.count, group.rows[i] == r { return (group.keys[i], group.layouts[i]) }
        }
        return nil
    }

    /// Gives every block's rows their own tracks and lives, as `remove` and `insert` would have made them.
    mutating func materialiseBlocks() {
        for block in sizing.heights.removeBlocks() {
            sizing.heights.reserve(block.count)
            table.list.lives.reserveCapacity(table.list.lives.count + block.count)
            var index = 0
            for run in block.runs {
                for r in run {
                    let layout = blockLayout(r, startsIn: block.startsIn)
                    let track = block.track(
                        r, index: index, layout: layout, before: sizing.measured[r],
                        links: scene.template(ofRow: r).links,
                        startsExpanded: scene.rows.startsExpanded(r))
                    // `insert` keeps the layout it measured.
                    if block.phases.contains(where: \.inserted) { sizing.measured[r] = layout }
                    sizing.heights.set(r, track)
                    table.list.lives[r] = block.life(of: track)
                    index += 1
                }
            }
        }
    }

    /// The layouts of the blocks' rows that some frame of `timeline` shows.
    mutating func blockLayouts(shownIn timeline: Timeline) -> BlockLayouts {
        var layouts = BlockLayouts(sizing.heights.blocks)
        for r in timeline.blockRowsShown() {
            guard let (k, i) = sizing.heights.blocks.locate(r) else { continue }
            layouts[block: k, index: i] = blockLayout(r, startsIn: sizing.heights.blocks.all[k].startsIn)
        }
        return layouts
    }
}

/// The rows one block inserted, ascending, with the layouts it measured them with and the model's key for
/// each then (see `ModelState.rowKey(_:)`): arrays in row order, not a map of a million entries.
struct InsertedLayouts {
    let rows: [Int]
    let keys: [RowModelKey]
    let layouts: [CellLayout]
}

/// The layouts frames show of the blocks' rows, by block (its place in `RowBlocks.all`) and the row's place in
/// it; nil for a row no frame shows.
struct BlockLayouts: Sendable {
    private var layouts: [[CellLayout?]]

    init(_ blocks: RowBlocks = RowBlocks()) {
        layouts = blocks.all.map { Array(repeating: nil, count: $0.count) }
    }

    subscript(block k: Int, index i: Int) -> CellLayout? {
        get { k < layouts.count ? layouts[k][i] : nil }
        set { layouts[k][i] = newValue }
    }
}
