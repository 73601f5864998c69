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
