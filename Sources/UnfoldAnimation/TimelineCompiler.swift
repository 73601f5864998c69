import UnfoldModel
import UnfoldLayout

/// The second pass, the walk: given the scene as loaded (`LoadPass`), it goes through the timeline once, in order,
/// deciding every update, measurement and scroll; the last pass (`finish`) makes the `Timeline` of what it decided.
struct TimelineCompiler {
    let scene: Scene
    let settings: Settings
    let metrics: TableMetrics
    let H: Double
    let n: Int

    var model: ModelState
    var selection = Steps<Int?>()

    /// Lays rows out, solves Interface Builder cells once per state, and counts what it measured.
    var measurer: RowMeasurer
    var measured: [Int: CellLayout]
    /// The layouts rows were measured with when a block inserted them, with the model's key for them then:
    /// the frames that show them draw that layout again, so a million inserted rows are laid out once.
    var insertedLayouts: [InsertedLayouts] = []

    /// Heights at load and the changes since.
    var heights: RowHeights
    var offset = OffsetTrack()
    /// The `scroll to` whose destination follows the rows measured on the way.
    struct ActiveScroll {
        var row: Int
        var position: ScrollPosition
        var motion: Int
    }
    var activeScroll: ActiveScroll?
    var cells = CellPool()
    /// Which rows are in the list, and when.
    var list: ListMembership
    /// Each collapsible section's header chevron over time.
    var sectionTurns: [Int: [Motion]] = [:]
    var lastActionTime = Micros.zero
    var lastUpdateEnd = Micros.zero
    /// Everything that runs, in the order noted (see `Timeline.restFrames`).
    var activities: [Activity] = []
    /// Set while a long-press tick makes its update.
    var inTick = false

    /// The fps the scene was written with: rows are measured walking its frames whatever fps is rendered.
    let walkFPS: Int
    /// How many untouched rows one update must move to move them as a block (see `RowBlock`).
    var blockMinimum = RowBlocks.minimumRows

    /// The walk over the scene `setup` prepared, from the table `loaded` gives.
    init(_ setup: CompileSetup, loaded: LoadedTable, measurer: RowMeasurer) {
        scene = setup.scene
        settings = setup.scene.settings
        metrics = setup.metrics
        walkFPS = setup.walkFPS
        H = settings.visibleHeight
        n = scene.rows.count
        model = loaded.model
        list = loaded.list
        measured = loaded.measured
        heights = loaded.heights
        self.measurer = measurer
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

    func state(of r: Int) -> RowState { model.rowState(r, in: scene) }

    mutating func layout(_ r: Int) -> CellLayout { measurer.layout(r, in: model) }

    mutating func layout(_ template: Template, state: RowState, row r: Int) -> CellLayout {
        measurer.layout(template, state: state, row: r)
    }

    /// The height of the first row of `template`, measured in the given state. "The first row in list order" means
    /// the list at load: rows the timeline adds later do not count.
    mutating func estimate(template: Int, expanded exp: Bool) -> Double {
        measurer.estimate(template: template, expanded: exp, model: model, skipping: list.insertedLater)
    }

    // MARK: Geometry during the walk

    func track(_ r: Int) -> RowTrack {
        if let t = heights.tracks[r] { return t }
        return RowTrack(
            links: scene.template(ofRow: r).links, initialLayout: measured[r], initialHeight: heights.base[r],
            initialExpanded: scene.rows.startsExpanded(r))
    }

    /// The row's track taken out, to be given back with `setTrack` (see `RowHeights.take`).
    mutating func takeTrack(_ r: Int) -> RowTrack {
        // A row of a block is changed on its own: every block's rows get their tracks first.
        if !heights.blocks.isEmpty && heights.blocks.contains(r) { materialiseBlocks() }
        return heights.take(r) ?? track(r)
    }

    mutating func setTrack(_ r: Int, _ t: RowTrack) { heights.set(r, t) }

    func shownHeight(_ r: Int, at t: Micros) -> Double { heights.shown(r, at: t) }
    func targetHeight(_ r: Int) -> Double { heights.target(r) }

    /// Row positions with every height shown as at `t`: the targets' sums, corrected by the rows still on
    /// their way. The walk asks for times in order, so a row that has arrived is dropped for good (until its
    /// next change), and each call costs the rows in motion, not every row that ever changed.
    mutating func shownGeometry(at t: Micros) -> RowGeometry {
        var under: [(row: Int, sum: Double)] = []
        var sum = 0.0
        let order = heights.rowsInMotion()
        var arrived: [Int] = []
        var stillMoving: [Int] = []
        stillMoving.reserveCapacity(order.count)
        for r in order {
            // A track taken out for a change is skipped, not dropped: the change gives it back.
            guard let change = heights.moving[r], heights.tracks.index(forKey: r) != nil else {
                stillMoving.append(r)
                continue
            }
            guard let motion = heights.clock(of: change), !motion.isDone(at: t) else {
                arrived.append(r)
                continue
            }
            stillMoving.append(r)
            // The last change is the one in effect, unless it starts later than t.
            var shown = change.to
            if motion.t0 > t {
                shown = heights.shown(r, at: t)
            } else if !change.from.isNaN {
                let velocity = change.velocity.isNaN ? nil : change.velocity
                shown = motion.moving(from: change.from, to: change.to, velocity: velocity, at: t)
            }
            sum += shown - change.to
            under.append((r, sum))
        }
        if !arrived.isEmpty { heights.stopMoving(arrived, keeping: stillMoving) }
        let sums = heights.targetSums
        // The heights as they are now: the geometry is a value of this instant, whatever the walk does next.
        let now = heights
        let blocks = heights.blocks
        return RowGeometry(staticY: heights.staticY, height: { now.shown($0, at: t) }) { k in
            let i = under.partitioningIndex { $0.row >= k }
            let moving = sums.prefix(k) + (i == 0 ? 0 : under[i - 1].sum)
            return blocks.isEmpty ? moving : moving + blocks.changeFromTarget(above: k, at: t)
        }
    }

    /// Row positions with every height at its target.
    func targetGeometry() -> RowGeometry {
        let sums = heights.targetSums
        let now = heights
        return RowGeometry(staticY: heights.staticY, height: { now.target($0) }) { sums.prefix($0) }
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
                measured[r] = l
                let old = shownHeight(r, at: t)
                if heights.tracks[r] == nil && l.height == old {
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
                        layout: l, content: l.elements, crossfadeFrom: nil, expanded: model.expanded.contains(r)))
                setTrack(r, tr)
                if rowY < viewportTop { offset.correct(at: t, by: l.height - old) }
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
            measured[$0] == nil && isInList($0, at: t) && !isLeaving($0, at: t)
        }
        return (rows, rows.map(geometry.y(of:)))
    }

    /// Whether row r is on its way out of the list at t: its removal laid it out already, and a measurement
    /// now would put it back at its full height while the rows around it shrink (a collapsed section's rows
    /// that scroll into view as it closes).
    /// Near the end of a big collapse the measured window spans every row: the cheap test (a change under way
    /// to height 0) comes first.
    func isLeaving(_ r: Int, at t: Micros) -> Bool {
        guard let change = heights.moving[r], change.to == 0, let clock = heights.clock(of: change),
            !clock.isDone(at: t)
        else { return false }
        return list.lives[r].map { !$0.inListAtEnd } ?? false
    }

    mutating func measureFrame(at t: Micros) {
        let off = offset.value(at: t)
        measureRows(in: off - H, off + 2 * H, at: t, viewportTop: off)
        followScroll(at: t)
        if cellMode { assignCells(at: t) }
    }
}
