/// The first pass: the scene as loaded, before any action. Which rows are in the list, which are measured
/// (those on the first two screens and those the timeline acts on), and every row's height at load.
extension TimelineCompiler {
    mutating func load() {
        model = ModelState(loading: scene)
        let later = rowsInsertedLater()
        list.insertedLater = later
        list.notYetInserted = later
        for r in later { list.lives[r] = RowLife(startsIn: false) }
        list.hiddenAtLoad = outlineHiddenRows()
        list.collapsedSections = Set(scene.sections.indices.filter { scene.sections[$0].startsCollapsed })
        var toMeasure = Set(scene.actions.compactMap { $0.action.row })
        if settings.estimatedRowHeight == .measureAll { toMeasure.formUnion(0..<n) }
        toMeasure.subtract(later)
        toMeasure = toMeasure.filter { !list.hiddenAtLoad.contains($0) }
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
            let l = measured[r] ?? layout(r)
            measured[r] = l
            y += l.height
        }
        for r in toMeasure where measured[r] == nil { measured[r] = layout(r) }
        // Estimates by run of rows, so a long list costs one lookup per `repeat` line.
        var base = Array(repeating: 0.0, count: n)
        for run in scene.rows.runs {
            let e = estimate(template: run.template, expanded: run.expanded)
            for r in run.range { base[r] = e }
        }
        for (r, l) in measured { base[r] = l.height }
        for r in later { base[r] = 0 }
        for range in list.hiddenAtLoad.ranges {
            for r in range { base[r] = 0 }
        }
        heights = RowHeights(base: base, leads: scene.sections.map { ($0.firstRow, metrics.lead(of: $0)) })
    }
}
