/// Walks the timeline once, in order, to decide every update, measurement and scroll; the result is a `Timeline`.
struct TimelineCompiler {
    let scene: Scene
    let settings: Settings
    let layouter: CellLayouter
    let metrics: TableMetrics
    let rowWidth: Double
    let H: Double
    let n: Int

    var model = ModelState()
    var selection = Steps<Int?>()

    // Measurement.
    var estimates: [Int: Double] = [:]  // key: template * 2 + expanded
    /// Interface Builder cells solved so far: solving one costs a few linear programs, and the estimate and the
    /// row it is taken from (and every row showing the same texts) are the same solution.
    var solved = SolvedLayouts()
    var measured: [Int: CellLayout] = [:]
    var measuredCount = 0
    /// The layouts rows were measured with when a block inserted them, with the model's key for them then:
    /// the frames that show them draw that layout again, so a million inserted rows are laid out once.
    var insertedLayouts: [InsertedLayouts] = []

    /// Heights at load and the changes since.
    var heights = RowHeights()
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
    var list = ListMembership()
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

    init(
        scene original: Scene, measurer: TextMeasuring, solver: (any ConstraintSolving)? = nil,
        overrides: CompileOverrides = CompileOverrides()
    ) {
        var scene = original
        walkFPS = scene.settings.fps
        if let fps = overrides.fps { scene.settings.fps = fps }
        if let scale = overrides.scale { scene.settings.scale = scale }
        if overrides.deviceFrame { scene.settings.screen.deviceFrame = true }
        var metrics = TableMetrics.of(scene.settings.table)
        // A footer's height is its words' at the width a header's take, padded; the next section's lead holds it,
        // and the last section's, the content's bottom.
        for k in scene.sections.indices {
            guard let words = scene.sections[k].footer, !words.isEmpty else { continue }
            let style = TextStyle(
                family: scene.settings.fontFamily, weight: .regular, size: TableMetrics.footerSize, lines: 0,
                align: scene.settings.direction == .rtl ? .right : .left, rtl: scene.settings.direction == .rtl,
                language: scene.settings.textLanguage)
            let width = max(1, scene.settings.contentWidth - 2 * (16 + metrics.sideMargin))
            let text = ceilToPixel(
                measurer.size(of: words, style: style, width: width).height, scale: scene.settings.scale)
            let height = text + 2 * TableMetrics.footerPadding
            scene.sections[k].footerHeight = height
            if k + 1 < scene.sections.count {
                scene.sections[k + 1].footerAbove = height
            } else {
                metrics.bottomPadding += height
            }
        }
        self.metrics = metrics
        self.scene = scene
        settings = scene.settings
        layouter = CellLayouter(
            measurer: measurer, fontFamily: settings.fontFamily, scale: settings.scale, settings: settings,
            solver: solver, imageSizes: scene.imageSizes)
        rowWidth = settings.contentWidth - 2 * metrics.sideMargin
        H = settings.visibleHeight
        n = scene.rows.count
    }

    func state(of r: Int) -> RowState { model.rowState(r, in: scene) }

    mutating func layout(_ r: Int) -> CellLayout {
        measuredCount += 1
        return layout(scene.template(ofRow: r), state: state(of: r), row: r)
    }

    /// The height of the first row of `template`, measured in the given state.
    mutating func estimate(template: Int, expanded exp: Bool) -> Double {
        if case .fixed(let v) = settings.estimatedRowHeight { return v }
        let key = template * 2 + (exp ? 1 : 0)
        if let e = estimates[key] { return e }
        // "The first row in list order" means the list at load: rows the timeline adds later do not count.
        let first = scene.rows.firstRow(using: template, skipping: list.insertedLater)!
        var st = state(of: first)
        st.expanded = exp
        st.growth = 0
        measuredCount += 1
        let e = layout(scene.templates[template], state: st, row: first).height
        estimates[key] = e
        return e
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
