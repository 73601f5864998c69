import Foundation

/// Issue 55's largest input: an outline parent of 999,990 children opened by one tap. Each command a user would
/// run on it, end to end, against the limits of 10 s and 1 GB.
enum MillionRowsBench {
    static let scene = """
        canvas 390x800 @1x
        fps 30
        cell item
          text name
        rows item
          top name "P"
            repeat 999990 c{i} name "C{i}"
        timeline
          at 0.1 tap top

        """

    static func run(unfold: String, rounds: Int) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-million-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("outline-1m.scene").path
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        let out = dir.path + "/out"
        let commands: [(name: String, args: [String])] = [
            ("render (PNG frames, timeline.json)", ["render", path, "-o", out, "--quiet"]),
            ("render --format gif", ["render", path, "-o", out + ".gif", "--format", "gif", "--quiet"]),
            ("still --at 0.1 (the frame that lists every row)", ["still", path, "--at", "0.1", "-o", out + ".png"]),
            ("audit", ["audit", path])
        ]
        print("")
        print("A million-row outline opened by one tap (\(rounds) rounds, medians; limits 10 s and 1 GB):")
        for command in commands {
            var walls: [Double] = []
            var peaks: [Int] = []
            for _ in 0..<rounds {
                try? FileManager.default.removeItem(atPath: out)
                let r = runProcess(unfold, command.args)
                guard r.status == 0 || command.args[0] == "audit" else {
                    print("  \(command.name): failed (status \(r.status))")
                    break
                }
                walls.append(r.wall)
                peaks.append(r.peakRSS)
            }
            guard !walls.isEmpty else { continue }
            let peak = Double(peaks.max() ?? 0) / 1e6
            let verdict = walls.max()! < 10 && peak < 1000 ? "within" : "OVER"
            print(
                String(
                    format: "  %@: %.2f s (%.2f–%.2f), peak RSS %.0f MB: %@ the limits", command.name, median(walls),
                    walls.min()!, walls.max()!, peak, verdict))
        }
    }
}
