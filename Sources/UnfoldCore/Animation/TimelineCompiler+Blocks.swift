/// Row blocks while walking (see `RowBlock`): made by one update that moves many untouched rows, kept through
/// the frames and scrolls after it, and turned into each row's own track and life by the next action that may
/// change a row, so every other part of the walk sees rows as it always did.
extension TimelineCompiler {
    /// Whether nothing has touched row r since load: no track, no life of its own, not selected.
    func isUntouched(_ r: Int) -> Bool {
        heights.tracks[r] == nil && list.lives[r] == nil && model.selected != r
    }

    /// Whether `count` untouched rows are worth a block. Cells that hold expansion reuse rows one by one, so that
    /// pitfall keeps a track per row.
    func canMakeBlock(of count: Int) -> Bool { !cellMode && count >= blockMinimum }

    /// `rows` split in two, keeping their order: those for which `test` holds, and the others.
    func split(_ rows: [Int], _ test: (Int) -> Bool) -> ([Int], [Int]) {
        var yes: [Int] = []
        var no: [Int] = []
        for r in rows {
            if test(r) { yes.append(r) } else { no.append(r) }
        }
        return (yes, no)
    }

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
        full.reserveCapacity(rows.count)
        var expanded = Set<Int>()
        for r in rows {
            full.append(inserted ? layout(r).height : heights.base[r])
            if model.expanded.contains(r) { expanded.insert(r) }
        }
        let clock = Motion(t0: t, duration: spec.duration, curve: spec.curve, from: [], to: [], velocity: nil)
        heights.add(RowBlock(clock: clock, inserted: inserted, rows: rows, heights: full, expanded: expanded))
    }

    /// What a block's row shows: its layout when the update began (a leaving row measured before), else its
    /// layout now. Nothing between the update and this call changes the row's state.
    mutating func blockLayout(_ r: Int, inserted: Bool) -> CellLayout {
        if !inserted, let before = measured[r] { return before }
        return layout(r)
    }

    /// Gives every block's rows their own tracks and lives, as `remove` and `insert` would have made them.
    mutating func materialiseBlocks() {
        for block in heights.removeBlocks() {
            heights.reserve(block.count)
            list.lives.reserveCapacity(list.lives.count + block.count)
            var index = 0
            for run in block.runs {
                for r in run {
                    let layout = blockLayout(r, inserted: block.inserted)
                    let track = block.track(
                        r, index: index, layout: layout, before: measured[r], links: scene.template(ofRow: r).links,
                        startsExpanded: scene.rows.startsExpanded(r))
                    if block.inserted { measured[r] = layout }
                    heights.set(r, track)
                    list.lives[r] = block.life(of: track)
                    index += 1
                }
            }
        }
    }

    /// The layouts of the blocks' rows that some frame of `timeline` shows.
    mutating func blockLayouts(shownIn timeline: Timeline) -> [Int: CellLayout] {
        var layouts: [Int: CellLayout] = [:]
        for r in timeline.blockRowsShown() {
            guard let found = heights.blocks.find(r) else { continue }
            layouts[r] = blockLayout(r, inserted: found.block.inserted)
        }
        return layouts
    }
}
