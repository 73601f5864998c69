import UnfoldModel
import UnfoldLayout

/// The second pass, the walk: given the scene as loaded (`LoadPass`), it goes through the timeline once, in order,
/// deciding every update, measurement and scroll; the last pass (`finish`) makes the `Timeline` of what it decided.
struct TimelineCompiler {
    /// What the setup decided: the scene with its overrides, the table's metrics, the fps rows are measured at.
    let input: CompileSetup
    var table: WalkTable
    var sizing: WalkSizing
    var scrolling: WalkScrolling
    var log: WalkLog

    var scene: Scene { input.scene }
    var settings: Settings { input.scene.settings }
    var metrics: TableMetrics { input.metrics }
    var H: Double { input.scene.settings.visibleHeight }
    var n: Int { input.scene.rows.count }
    /// The fps the scene was written with: rows are measured walking its frames whatever fps is rendered.
    var walkFPS: Int { input.walkFPS }

    /// The walk over the scene `setup` prepared, from the table `loaded` gives.
    init(_ setup: CompileSetup, loaded: LoadedTable, measurer: RowMeasurer) {
        input = setup
        table = WalkTable(model: loaded.model, list: loaded.list)
        sizing = WalkSizing(measurer: measurer, measured: loaded.measured, heights: loaded.heights)
        scrolling = WalkScrolling()
        log = WalkLog()
    }

    /// The first passes, run on `scene`: the setup, then the load; the walk starts from what they give.
    init(
        scene: Scene, measurer text: TextMeasuring, solver: (any ConstraintSolving)? = nil,
        overrides: CompileOverrides = CompileOverrides()
    ) {
        let setup = CompileSetup(scene, measurer: text, overrides: overrides)
        var rows = RowMeasurer(scene: setup.scene, metrics: setup.metrics, measurer: text, solver: solver)
        let loaded = LoadPass.run(
            setup.scene, metrics: setup.metrics, visibleHeight: setup.scene.settings.visibleHeight, measurer: &rows)
        self.init(setup, loaded: loaded, measurer: rows)
    }

    func state(of r: Int) -> RowState { table.model.rowState(r, in: scene) }

    mutating func layout(_ r: Int) -> CellLayout { sizing.measurer.layout(r, in: table.model) }

    mutating func layout(_ template: Template, state: RowState, row r: Int) -> CellLayout {
        sizing.measurer.layout(template, state: state, row: r)
    }

    /// The height of the first row of `template`, measured in the given state. "The first row in list order" means
    /// the list at load: rows the timeline adds later do not count.
    mutating func estimate(template: Int, expanded exp: Bool) -> Double {
        sizing.measurer.estimate(
            template: template, expanded: exp, model: table.model, skipping: table.list.insertedLater)
    }

    // MARK: Geometry during the walk

    func track(_ r: Int) -> RowTrack {
        if let t = sizing.heights.tracks[r] { return t }
        return RowTrack(
            links: scene.template(ofRow: r).links, initialLayout: sizing.measured[r],
            initialHeight: sizing.heights.base[r],
            initialExpanded: scene.rows.startsExpanded(r))
    }

    /// The row's track taken out, to be given back with `setTrack` (see `RowHeights.take`).
    mutating func takeTrack(_ r: Int) -> RowTrack {
        // A row of a block is changed on its own: every block's rows get their tracks first.
        if !sizing.heights.blocks.isEmpty && sizing.heights.blocks.contains(r) { materialiseBlocks() }
        return sizing.heights.take(r) ?? track(r)
    }

    mutating func setTrack(_ r: Int, _ t: RowTrack) { sizing.heights.set(r, t) }

    func shownHeight(_ r: Int, at t: Micros) -> Double { sizing.heights.shown(r, at: t) }
    func targetHeight(_ r: Int) -> Double { sizing.heights.target(r) }

    /// Row positions with every height shown as at `t`: the targets' sums, corrected by the rows still on
    /// their way. The walk asks for times in order, so a row that has arrived is dropped for good (until its
    /// next change), and each call costs the rows in motion, not every row that ever changed.
    mutating func shownGeometry(at t: Micros) -> RowGeometry {
        var under: [(row: Int, sum: Double)] = []
        var sum = 0.0
        let order = sizing.heights.rowsInMotion()
        var arrived: [Int] = []
        var stillMoving: [Int] = []
        stillMoving.reserveCapacity(order.count)
        for r in order {
            // A track taken out for a change is skipped, not dropped: the change gives it back.
            guard let change = sizing.heights.moving[r], sizing.heights.tracks.index(forKey: r) != nil else {
                stillMoving.append(r)
                continue
            }
            guard let motion = sizing.heights.clock(of: change), !motion.isDone(at: t) else {
                arrived.append(r)
                continue
            }
            stillMoving.append(r)
            // The last change is the one in effect, unless it starts later than t.
            var shown = change.to
            if motion.t0 > t {
                shown = sizing.heights.shown(r, at: t)
            } else if !change.from.isNaN {
                let velocity = change.velocity.isNaN ? nil : change.velocity
                shown = motion.moving(from: change.from, to: change.to, velocity: velocity, at: t)
            }
            sum += shown - change.to
            under.append((r, sum))
        }
        if !arrived.isEmpty { sizing.heights.stopMoving(arrived, keeping: stillMoving) }
        let sums = sizing.heights.targetSums
        // The heights as they are now: the geometry is a value of this instant, whatever the walk does next.
        let now = sizing.heights
        let blocks = sizing.heights.blocks
        return RowGeometry(staticY: sizing.heights.staticY, height: { now.shown($0, at: t) }) { k in
            let i = under.partitioningIndex { $0.row >= k }
            let moving = sums.prefix(k) + (i == 0 ? 0 : under[i - 1].sum)
            return blocks.isEmpty ? moving : moving + blocks.changeFromTarget(above: k, at: t)
        }
    }

    /// Row positions with every height at its target.
    func targetGeometry() -> RowGeometry {
        let sums = sizing.heights.targetSums
        let now = sizing.heights
        return RowGeometry(staticY: sizing.heights.staticY, height: { now.target($0) }) { sums.prefix($0) }
    }

    func targetContentHeight() -> Double { targetGeometry().end + metrics.bottomPadding }
    func maxTargetOffset() -> Double { max(0, targetContentHeight() - H) }

    /// Measures the unmeasured rows in [top, bottom) at time t; rows above the viewport's top shift the offset.
    mutating func measureRows(in top: Double, _ bottom: Double, at t: Micros, viewportTop: Double) {
        for _ in 0..<8 {
            // The rows to measure and their tops, read before any changes: the geometry is then let go, so
            // changing the heights below never copies them.
            let (candidates, tops) = unmeasuredRows(in: top, bottom, at: t)
            var changed = false
            // Height changes of rows measured earlier in this pass: each lies above the next row.
            var shiftAbove = 0.0
            for (r, rowTop) in zip(candidates, tops) {
                let l = layout(r)
                sizing.measured[r] = l
                let old = shownHeight(r, at: t)
                if sizing.heights.tracks[r] == nil && l.height == old {
                    // Nothing moves: the row simply has its layout now (kept in `measured`).
                    continue
                }
                var tr = takeTrack(r)
                let rowY = rowTop + shiftAbove
                shiftAbove += l.height - old
                tr.segments.append(
                    RowSegment(
                        motion: Motion(
                            t0: t, duration: .zero, curve: .linear, from: [],
                            to: RowVector.encode(l, height: l.height, links: tr.links),
                            velocity: nil),
                        layout: l, content: l.elements, crossfadeFrom: nil, expanded: table.model.expanded.contains(r)))
                setTrack(r, tr)
                if rowY < viewportTop { scrolling.offset.correct(at: t, by: l.height - old) }
                changed = true
            }
            if !changed { break }
        }
    }

    /// The listed rows in [top, bottom) at t not measured yet, and the top of each. Measuring one row changes
    /// only its own entries, so the others' membership holds for the whole pass.
    mutating func unmeasuredRows(in top: Double, _ bottom: Double, at t: Micros) -> ([Int], [Double]) {
        let geometry = shownGeometry(at: t)
        let rows = listedCandidates(geometry.rows(in: top, bottom)).filter {
            sizing.measured[$0] == nil && isInList($0, at: t) && !isLeaving($0, at: t)
        }
        return (rows, rows.map(geometry.y(of:)))
    }

    /// Whether row r is on its way out of the list at t: its removal laid it out already, and a measurement
    /// now would put it back at its full height while the rows around it shrink (a collapsed section's rows
    /// that scroll into view as it closes).
    /// Near the end of a big collapse the measured window spans every row: the cheap test (a change under way
    /// to height 0) comes first.
    func isLeaving(_ r: Int, at t: Micros) -> Bool {
        guard let change = sizing.heights.moving[r], change.to == 0, let clock = sizing.heights.clock(of: change),
            !clock.isDone(at: t)
        else { return false }
        return table.list.lives[r].map { !$0.inListAtEnd } ?? false
    }

    mutating func measureFrame(at t: Micros) {
        let off = scrolling.offset.value(at: t)
        measureRows(in: off - H, off + 2 * H, at: t, viewportTop: off)
        followScroll(at: t)
        if cellMode { assignCells(at: t) }
    }
}
