import Foundation

/// `unfold-bench --versus BASELINE [MANIM]`: this build's `unfold render` beside another build's (the previous
/// main) and beside Manim drawing the same animation (bench/manim_expand.py: the pixels, fps and frames of
/// bench/expand.scene), each round running all of them in turn so a busy moment hits every side.
enum VersusBench {
    struct Side {
        var name: String
        var run: () -> (wall: Double, peakRSS: Int, status: Int32)
        var walls: [Double] = []
        var peaks: [Double] = []
    }

    static func run(unfold: String, baseline: String, manim: String?, rounds: Int) {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-versus-\(getpid())")
        defer { try? FileManager.default.removeItem(at: tmp) }
        print("Render side by side: \(rounds) rounds, medians; each round runs every side in turn")
        // The expand benchmark, a scene of text in five scripts (what text drawing costs), then the big updates of
        // issue 36.7 (collapsing and expanding 100,000 rows).
        let scenes = [
            "bench/expand.scene", "scenes/read-more.scene", "bench/collapse-100k.scene", "bench/outline-100k.scene"
        ]
        for scene in scenes {
            var sides = [
                Side(name: "this build") { render(unfold, scene, tmp) },
                Side(name: "baseline") { render(baseline, scene, tmp) }
            ]
            if let manim, scene == scenes[0] {
                sides.append(Side(name: "Manim") { renderManim(manim, tmp) })
            }
            for _ in 0..<rounds {
                for k in sides.indices {
                    let r = sides[k].run()
                    guard r.status == 0 else {
                        print("  \(sides[k].name) failed on \(scene) (status \(r.status))")
                        return
                    }
                    sides[k].walls.append(r.wall)
                    sides[k].peaks.append(Double(r.peakRSS))
                }
            }
            print("")
            print("\(scene):")
            let mine = sides[0].walls
            for side in sides {
                let ratio = median(zip(side.walls, mine).map { $0 / $1 })
                print(
                    String(
                        format: "  %@: %.3f s wall, peak RSS %.1f MB; %.2f× this build's time (paired median)",
                        side.name.padding(toLength: 10, withPad: " ", startingAt: 0), median(side.walls),
                        median(side.peaks) / 1e6, ratio))
            }
        }
        commands(unfold: unfold, baseline: baseline, rounds: rounds)
    }

    /// What users wait on besides frames (CLI v5, "Speed where users wait"), this build beside the baseline, each
    /// side with its own goldens: recording and verifying a 60-pair suite, `still`, `lint` and `--version`.
    static func commands(unfold: String, baseline: String, rounds: Int) {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-versus-commands-\(getpid())")
        defer { try? FileManager.default.removeItem(at: tmp) }
        guard let suite = try? suiteFolder(in: tmp, baseline: baseline) else {
            print("  could not make the 60-pair suite in \(tmp.path)")
            return
        }
        let out = tmp.appendingPathComponent("out").path
        func test(_ binary: String, _ side: String, _ extra: [String]) -> [String] {
            [
                "test", suite, "--goldens", tmp.appendingPathComponent("goldens-" + side).path, "--all-variants",
                "--scale", "1", "--report", out + "/report-" + side, "--quiet"
            ] + extra
        }
        let rows: [(String, (String, String) -> [String])] = [
            ("record a 60-pair suite", { test($0, $1, ["--record", "all"]) }),
            ("verify a 60-pair suite", { test($0, $1, []) }),
            (
                "still read-more at 1.0 s",
                { _, side in
                    ["still", "scenes/read-more.scene", "--at", "1.0", "-o", out + "/still-" + side + ".png"]
                }
            ),
            ("lint read-more", { _, _ in ["lint", "scenes/read-more.scene"] }),
            ("--version", { _, _ in ["--version"] })
        ]
        print("")
        print("Commands side by side: \(rounds) rounds, medians; each round runs both sides in turn")
        var medians: [String: (Double, Double)] = [:]
        for (label, arguments) in rows {
            var mine: [Double] = []
            var theirs: [Double] = []
            // One unmeasured run each: recording fills the goldens that verifying reads, and caches warm up.
            for _ in 0..<(rounds + 1) {
                let a = runProcess(unfold, arguments(unfold, "this"))
                let b = runProcess(baseline, arguments(baseline, "baseline"))
                guard a.status == 0, b.status == 0 else {
                    print("  \(label): failed (status \(a.status) here, \(b.status) in the baseline)")
                    return
                }
                mine.append(a.wall)
                theirs.append(b.wall)
            }
            mine.removeFirst()
            theirs.removeFirst()
            medians[label] = (median(mine), median(theirs))
            print(
                String(
                    format: "  %@ this build %.3f s, baseline %.3f s: %.2f× faster (paired median)",
                    (label + ":").padding(toLength: 27, withPad: " ", startingAt: 0), median(mine), median(theirs),
                    median(zip(theirs, mine).map { $0 / $1 })))
        }
        if let record = medians["record a 60-pair suite"], let verify = medians["verify a 60-pair suite"] {
            print(
                String(
                    format: "  recording / verifying: %.2f× this build, %.2f× the baseline", record.0 / verify.0,
                    record.1 / verify.1))
        }
    }

    /// The scenes of scenes/ that the baseline reads (a newer scene can use what it lacks, such as a cell from a
    /// Swift file), and copies of the demo scene, which has no variants, up to 60 scene and variant pairs.
    static func suiteFolder(in tmp: URL, baseline: String) throws -> String {
        let suite = tmp.appendingPathComponent("suite")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "scenes"), to: suite)
        var pairs = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: suite.path) where name.hasSuffix(".scene") {
            let path = suite.appendingPathComponent(name).path
            guard runProcess(baseline, ["lint", path]).status == 0 else {
                try FileManager.default.removeItem(atPath: path)
                continue
            }
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            pairs += 1 + text.split(separator: "\n").filter { $0.hasPrefix("variant ") }.count
        }
        let demo = try Data(contentsOf: URL(fileURLWithPath: "scenes/demo.scene"))
        for k in 0..<max(0, 60 - pairs) {
            try demo.write(to: suite.appendingPathComponent(String(format: "copy-%02d.scene", k + 1)))
        }
        return suite.path
    }

    static func render(_ binary: String, _ scene: String, _ tmp: URL) -> (wall: Double, peakRSS: Int, status: Int32) {
        defer { try? FileManager.default.removeItem(at: tmp) }
        return runProcess(binary, ["render", scene, "-o", tmp.path, "--quiet"])
    }

    /// Manim's PNG sequence of the same 60 frames, with its cache off so every round draws them all.
    static func renderManim(_ manim: String, _ tmp: URL) -> (wall: Double, peakRSS: Int, status: Int32) {
        defer { try? FileManager.default.removeItem(at: tmp) }
        return runProcess(
            manim,
            [
                "render", "bench/manim_expand.py", "Expand", "--format", "png-sequence", "--disable_caching",
                "--media_dir", tmp.path, "-r", "780,1688", "--fps", "60"
            ])
    }
}
