/// Every command, its options and examples: the source of `--help` and of argument parsing.
enum Commands {
    static let quiet = OptionSpec(names: ["-q", "--quiet"], value: nil, help: "no progress bar")
    static let scale = OptionSpec(names: ["--scale"], value: "N", help: "pixel scale 1, 2 or 3 (overrides the scene)")
    static let threshold = OptionSpec(names: ["--threshold"], value: "T", help: "colour distance 0…1 a pixel may differ by (default 0.1)")

    static let render = CommandSpec(
        name: "render", synopsis: "unfold render [SCENE] [-o DIR] [--fps N] [--scale N] [--frames A:B] [--jobs N] [--quiet]",
        summary: "Render every frame as PNG, plus timeline.json. With no SCENE, renders the built-in demo.",
        examples: ["unfold render", "unfold render scenes/read-more.scene -o out/read-more --jobs 2", "unfold render my.scene --frames 40:50"],
        positionals: 0...1,
        options: [OptionSpec(names: ["-o", "--output"], value: "DIR", help: "output folder (default out/NAME)"),
                  OptionSpec(names: ["--fps"], value: "N", help: "frames per second 1…240 (overrides the scene)"), scale,
                  OptionSpec(names: ["--frames"], value: "A:B", help: "render frames A … B−1 only"),
                  OptionSpec(names: ["-j", "--jobs"], value: "N", help: "threads (default: number of cores)"), quiet])

    static let still = CommandSpec(
        name: "still", synopsis: "unfold still SCENE --at SECONDS [-o FILE.png]",
        summary: "Write the frame shown at a time (the same bytes as that frame of a full render).",
        examples: ["unfold still scenes/read-more.scene --at 1.0", "unfold still my.scene --at 0.25 -o preview.png"],
        positionals: 1...1,
        options: [OptionSpec(names: ["--at"], value: "SECONDS", help: "the time"),
                  OptionSpec(names: ["-o", "--output"], value: "FILE", help: "output file (default out/NAME-T.png)"), scale])

    static let sheet = CommandSpec(
        name: "sheet", synopsis: "unfold sheet SCENE [-o FILE.png] [--every K] [--columns N]",
        summary: "Write a contact sheet: every K-th frame, each labelled with its time.",
        examples: ["unfold sheet scenes/read-more.scene", "unfold sheet my.scene --every 6 --columns 5 -o docs/my.png"],
        positionals: 1...1,
        options: [OptionSpec(names: ["-o", "--output"], value: "FILE", help: "output file (default out/NAME-sheet.png)"),
                  OptionSpec(names: ["--every"], value: "K", help: "keep every K-th frame (default: about 12 frames)"),
                  OptionSpec(names: ["--columns"], value: "N", help: "frames per row of the sheet"),
                  OptionSpec(names: ["--width"], value: "PX", help: "width of each frame on the sheet, in pixels (default 240)"), quiet])

    static let check = CommandSpec(
        name: "check", synopsis: "unfold check SCENE --golden DIR [--record [--every K]] [--scale N] [--threshold T] [--max-diff-pixels N]",
        summary: "Compare the frames a golden folder holds with a fresh render; --record writes the folder instead.",
        examples: ["unfold check scenes/read-more.scene --golden Tests/Goldens/read-more --scale 1", "unfold check my.scene --golden goldens/my --record --every 10 --scale 1"],
        positionals: 1...1,
        options: [OptionSpec(names: ["--golden"], value: "DIR", help: "the golden folder"),
                  OptionSpec(names: ["--record"], value: nil, help: "write the golden folder"),
                  OptionSpec(names: ["--every"], value: "K", help: "with --record: keep every K-th frame and the last (default 10)"), scale, threshold,
                  OptionSpec(names: ["--max-diff-pixels"], value: "N", help: "differing pixels a frame may have and still pass (default 0)"), quiet])

    static let diff = CommandSpec(
        name: "diff", synopsis: "unfold diff A.png B.png [-o DIFF.png] [--threshold T]",
        summary: "Compare two PNGs (anti-aliasing-only differences do not count) and write a diff image.",
        examples: ["unfold diff golden.png actual.png -o diff.png"],
        positionals: 2...2,
        options: [OptionSpec(names: ["-o", "--output"], value: "FILE", help: "diff image (default: none)"), threshold])

    static let lint = CommandSpec(
        name: "lint", synopsis: "unfold lint SCENE...",
        summary: "Check scenes; prints nothing when they are fine.",
        examples: ["unfold lint scenes/*.scene"],
        positionals: 1...10_000, options: [])

    static let all = [render, still, sheet, check, diff, lint]
}
