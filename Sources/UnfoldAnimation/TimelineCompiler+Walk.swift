import UnfoldModel

extension TimelineCompiler {
    struct Event {
        var time: Micros
        var order: Int
        var sub: Int
        var action: Action
        /// For ticks: the press they belong to.
        var press: Int?
    }

    /// Every action plus every long-press tick, in time order (same time: file order).
    func events() -> [Event] {
        var list: [Event] = []
        for (i, a) in scene.actions.enumerated() {
            list.append(Event(time: a.time, order: i, sub: 0, action: a.action, press: nil))
            if case let .longPress(r, d) = a.action {
                let lp = scene.template(ofRow: r).longPress!
                let cap = Int(min(100_000, max(0, (lp.limit / lp.step).rounded(.up) + 2)))
                var k = 1
                while a.time + lp.minimum + lp.interval.times(Double(k)) < a.time + d, k <= min(cap, 100_000) {
                    list.append(
                        Event(
                            time: a.time + lp.minimum + lp.interval.times(Double(k)), order: i, sub: k,
                            action: .longPress(row: r, duration: .zero), press: i))
                    k += 1
                }
            }
        }
        return list.sorted { ($0.time, $0.order, $0.sub) < ($1.time, $1.order, $1.sub) }
    }

    /// The walk, then the last pass.
    mutating func compile() -> Timeline {
        let clock = FrameClock(fps: settings.fps)
        // Rows are measured walking the scene's own frames (`walkFPS`), so an `--fps` override renders the same scene.
        let walk = FrameClock(fps: walkFPS)
        func frameTime(_ i: Int) -> Micros { walk.time(ofFrame: i) }
        let known: Int? = settings.end.map { walk.frameCount(end: $0) }
        var i = 0
        var stopped = Set<Int>()
        for e in events() {
            let t = e.time
            while frameTime(i) < t, known.map({ i < $0 }) ?? true {
                measureFrame(at: frameTime(i))
                i += 1
            }
            if let p = e.press {
                if stopped.contains(p) { continue }
                if case let .longPress(r, _) = e.action, !tick(r, at: t) { stopped.insert(p) }
                lastActionTime = max(lastActionTime, t)
                continue
            }
            lastActionTime = max(lastActionTime, t)
            // A press runs from its start to its release; its ticks' updates may run past it.
            if case let .longPress(_, d) = e.action {
                activities.append(Activity(start: t, end: t + d, isEvent: true))
            }
            apply(e.action, at: t)
        }
        let end = settings.end ?? (max(lastActionTime, lastUpdateEnd) + Micros(500_000))
        let walked = known ?? walk.frameCount(end: end)
        while i < walked {
            measureFrame(at: frameTime(i))
            i += 1
        }
        return finish(frameCount: clock.frameCount(end: end), end: end)
    }
}

extension Timeline {
    /// Compiles a scene, measuring text with `measurer`, in passes that each hand the next a value: the setup
    /// (overrides and footers: `CompileSetup`), the load (`LoadPass` gives a `LoadedTable`), the walk over the
    /// actions and frames (`TimelineCompiler`), and the last pass, which makes the `Timeline`.
    package static func compile(
        _ scene: Scene, measurer: TextMeasuring, solver: (any ConstraintSolving)? = nil,
        overrides: CompileOverrides = CompileOverrides()
    ) -> Timeline {
        var walk = TimelineCompiler(scene: scene, measurer: measurer, solver: solver, overrides: overrides)
        return walk.compile()
    }
}
