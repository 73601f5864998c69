import UnfoldModel

extension TimelineCompiler {
    /// The walk, then the last pass.
    mutating func compile() -> Timeline {
        let clock = FrameClock(fps: settings.fps)
        // Rows are measured walking the scene's own frames (`walkFPS`), so an `--fps` override renders the same scene.
        let walk = FrameClock(fps: walkFPS)
        func frameTime(_ i: Int) -> Micros { walk.time(ofFrame: i) }
        let known: Int? = settings.end.map { walk.frameCount(end: $0) }
        var i = 0
        var stopped = Set<Int>()
        for e in EventsPass.run(scene) {
            let t = e.time
            while frameTime(i) < t, known.map({ i < $0 }) ?? true {
                measureFrame(at: frameTime(i))
                i += 1
            }
            if let p = e.press {
                if stopped.contains(p) { continue }
                if case let .longPress(r, _) = e.action, !tick(r, at: t) { stopped.insert(p) }
                log.lastActionTime = max(log.lastActionTime, t)
                continue
            }
            log.lastActionTime = max(log.lastActionTime, t)
            // A press runs from its start to its release; its ticks' updates may run past it.
            if case let .longPress(_, d) = e.action {
                log.activities.append(Activity(start: t, end: t + d, isEvent: true))
            }
            apply(e.action, at: t)
        }
        let end = settings.end ?? (max(log.lastActionTime, log.lastUpdateEnd) + Micros(500_000))
        let walked = known ?? walk.frameCount(end: end)
        while i < walked {
            measureFrame(at: frameTime(i))
            i += 1
        }
        return finish(clock: clock, end: end)
    }
}

extension Timeline {
    /// Compiles a scene, measuring text with `measurer`, in passes that each hand the next a value: the setup
    /// (overrides and footers: `CompileSetup`), the load (`LoadPass` gives a `LoadedTable`), the events
    /// (`EventsPass`: the actions and long-press ticks in order), the walk over them and the frames between
    /// (`TimelineCompiler`), and the last pass, which makes the `Timeline`.
    package static func compile(
        _ scene: Scene, measurer: TextMeasuring, solver: (any ConstraintSolving)? = nil,
        overrides: CompileOverrides = CompileOverrides()
    ) -> Timeline {
        var walk = TimelineCompiler(scene: scene, measurer: measurer, solver: solver, overrides: overrides)
        return walk.compile()
    }
}
