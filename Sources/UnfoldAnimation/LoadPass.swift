import UnfoldModel
import UnfoldLayout

/// The scene as loaded, before any action: what the first pass gives the walk.
struct LoadedTable {
    var model: ModelState
    /// Which rows are in the list at load, and which the timeline inserts later.
    var list: ListMembership
    /// The rows laid out at load: those on the first two screens and those the timeline acts on.
    var measured: [Int: CellLayout]
    /// Every row's height at load: measured, or its template's estimate.
    var heights: RowHeights
}

/// The first pass: which rows are in the list, which are measured, and every row's height at load.
enum LoadPass {
    static func run(
        _ scene: Scene, metrics: TableMetrics, visibleHeight H: Double, measurer: inout RowMeasurer
    ) -> LoadedTable {
        let model = ModelState(loading: scene)
        let n = scene.rows.count
        var list = ListMembership()
        let later = rowsInsertedLater(scene)
        list.insertedLater = later
        list.notYetInserted = later
        for r in later { list.lives[r] = RowLife(startsIn: false) }
        list.hiddenAtLoad = outlineHiddenRows(scene)
        list.collapsedSections = Set(scene.sections.indices.filter { scene.sections[$0].startsCollapsed })
        var toMeasure = Set(scene.actions.compactMap { $0.action.row })
        if scene.settings.estimatedRowHeight == .measureAll { toMeasure.formUnion(0..<n) }
        toMeasure.subtract(later)
        toMeasure = toMeasure.filter { !list.hiddenAtLoad.contains($0) }
        var measured: [Int: CellLayout] = [:]
        // Rows in [0, 2H) with their real heights.
        var y = 0.0
        var section = -1
        for r in 0..<n {
            if scene.rows.section(of: r) != section {
                section = scene.rows.section(of: r)
                y += metrics.lead(of: scene.sections[section])
            }
            if y >= 2 * H { break }
            if later.contains(r) || list.hiddenAtLoad.contains(r) { continue }
            let l = measured[r] ?? measurer.layout(r, in: model)
            measured[r] = l
            y += l.height
        }
        for r in toMeasure where measured[r] == nil { measured[r] = measurer.layout(r, in: model) }
        // Estimates by run of rows, so a long list costs one lookup per `repeat` line.
        var base = Array(repeating: 0.0, count: n)
        for run in scene.rows.runs {
            let e = measurer.estimate(template: run.template, expanded: run.expanded, model: model, skipping: later)
            for r in run.range { base[r] = e }
        }
        for (r, l) in measured { base[r] = l.height }
        for r in later { base[r] = 0 }
        for range in list.hiddenAtLoad.ranges {
            for r in range { base[r] = 0 }
        }
        let heights = RowHeights(base: base, leads: scene.sections.map { ($0.firstRow, metrics.lead(of: $0)) })
        return LoadedTable(model: model, list: list, measured: measured, heights: heights)
    }

    /// The rows the timeline inserts (or moves) later: not in the list at load.
    static func rowsInsertedLater(_ scene: Scene) -> Set<Int> {
        var out = Set<Int>()
        for a in scene.actions {
            if case .insert(let r, _) = a.action { out.insert(r) }
            if case .move(let r, let from) = a.action, r != from { out.insert(r) }
        }
        return out
    }

    /// The rows an outline's collapsed parents or a collapsed section hide at load.
    static func outlineHiddenRows(_ scene: Scene) -> RowRanges {
        var hidden = RowRanges()
        guard scene.rows.isOutline || scene.sections.contains(where: \.startsCollapsed) else { return hidden }
        // Whether each open level shows its children: the row is shown and expanded.
        var showsChildren: [Bool] = []
        for run in scene.rows.outlineRuns {
            showsChildren.removeSubrange(min(run.level, showsChildren.count)...)
            let shown =
                !scene.sections[run.section].startsCollapsed && (showsChildren.last ?? true)
            if !shown { hidden.append(run.range) }
            showsChildren.append(shown && run.expanded)
        }
        return hidden
    }
}
