import UnfoldModel

/// The pitfall `expansion-state cell`: expansion stored in reusable cells instead of by row id.
///
/// Cells are made for the rows shown at load; in every frame of the walk, rows that left the viewport put
/// their cell in their template's pool, then rows that came in take the cell put there last (or a new one)
/// and show that cell's expansion. So after a scroll, rows nobody tapped show expanded, as the article warns.
extension TimelineCompiler {
    var cellMode: Bool { settings.expansionState == .cell }

    /// Reuse at `t`: leaving rows first, then entering ones, each in row order.
    mutating func assignCells(at t: Micros) {
        let top = scrolling.offset.value(at: t)
        let shown = shownGeometry(at: t).rows(in: top, top + H).filter { isInList($0, at: t) }
        for (r, cell) in table.cells.byRow.sorted(by: { $0.key < $1.key }) where !shown.contains(r) {
            table.cells.pools[scene.rows.template(of: r), default: []].append(cell)
            table.cells.byRow[r] = nil
            table.cells.history[r, default: Steps()].append(nil, at: t)
        }
        for r in shown where table.cells.byRow[r] == nil {
            let cell =
                table.cells.pools[scene.rows.template(of: r)]?.popLast()
                ?? newCell(expanded: table.model.expanded.contains(r))
            table.cells.byRow[r] = cell
            table.cells.history[r, default: Steps()].append(cell, at: t)
            let expanded = table.cells.expanded[cell]
            guard expanded != table.model.expanded.contains(r) else { continue }
            // The row shows the cell as it is, at once, as cellForRowAt configures a dequeued cell.
            if expanded { table.model.expanded.insert(r) } else { table.model.expanded.remove(r) }
            relayoutNow(r, at: t)
            // An outline parent's disclosure shows the cell's state too; its children, which the data source
            // holds, do not follow.
            if scene.rows.hasChildren(r) { turnDisclosure(r, at: t, duration: .zero, curve: .linear) }
        }
    }

    mutating func newCell(expanded: Bool) -> Int {
        table.cells.expanded.append(expanded)
        return table.cells.expanded.count - 1
    }

    /// After an update, the cells of the rows it changed hold their new state.
    mutating func storeInCells(_ rows: [Int]) {
        for r in rows {
            if let cell = table.cells.byRow[r] { table.cells.expanded[cell] = table.model.expanded.contains(r) }
        }
    }

    /// A row laid out again with no animation.
    mutating func relayoutNow(_ r: Int, at t: Micros) {
        let layout = layout(r)
        var tr = takeTrack(r)
        sizing.measured[r] = layout
        let to = RowVector.encode(layout, height: layout.height, links: tr.links)
        tr.segments.append(
            RowSegment(
                motion: Motion(t0: t, duration: .zero, curve: .linear, from: [], to: to, velocity: nil), layout: layout,
                content: layout.elements, crossfadeFrom: nil, expanded: true == table.model.expanded.contains(r)))
        setTrack(r, tr)
    }
}

/// Where the reusable cells are, for `expansion-state cell`.
struct CellPool {
    var byRow: [Int: Int] = [:]
    var expanded: [Bool] = []
    /// Cells waiting for reuse, per template: the last put back is the first taken.
    var pools: [Int: [Int]] = [:]
    /// Each row's cell over time (nil: none).
    var history: [Int: Steps<Int?>] = [:]
}
