import Foundation
import UnfoldCore
import UnfoldRender

/// The command-line driver: `unfold ARGS…` → exit code. Output goes to the given streams so tests can read it.
public struct Driver {
    public var stdout: (String) -> Void
    public var stderr: (String) -> Void

    public init(stdout: @escaping (String) -> Void = { FileHandle.standardOutput.write($0.data(using: .utf8)!) },
                stderr: @escaping (String) -> Void = { FileHandle.standardError.write($0.data(using: .utf8)!) }) {
        self.stdout = stdout
        self.stderr = stderr
    }

    public func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            stderr("unfold: missing command\n" + "usage: unfold render|still|sheet|check|diff|lint … (see 'unfold --help')\n")
            return 2
        }
        if first == "--help" || first == "-h" || first == "help" { stdout(Help.text); return 0 }
        if first == "--version" { stdout(Help.version + "\n"); return 0 }
        guard let spec = Commands.all.first(where: { $0.name == first }) else {
            let names = Commands.all.map(\.name)
            let near = names.min { editDistanceCLI($0, first) < editDistanceCLI($1, first) }.flatMap { editDistanceCLI($0, first) <= 2 ? "; did you mean '\($0)'?" : nil } ?? ""
            stderr("unfold: unknown command '\(first)'\(near)\nusage: unfold render|still|sheet|check|diff|lint … (see 'unfold --help')\n")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            stdout("usage: \(spec.synopsis)\n\n" + Help.details(spec))
            return 0
        }
        Interrupts.install()
        do {
            let args = try spec.parse(rest)
            switch spec.name {
            case "render": try render(args, spec)
            case "still": try still(args, spec)
            case "sheet": try sheet(args, spec)
            case "check": return try check(args, spec)
            case "diff": return try diff(args, spec)
            default: return lint(args)
            }
            return 0
        } catch let f as CLIFailure {
            switch f {
            case let .usage(message, spec):
                stderr("unfold: \(message)\n" + (spec.map { Help.usage($0) + "\n" } ?? ""))
                return 2
            case .scene(let text): stderr(text); return 2
            case .io(let message): stderr("unfold: error: \(message)\n"); return 3
            case .interrupted: stderr("\nunfold: interrupted; nothing was written\n"); return 130
            }
        } catch {
            stderr("unfold: error: \(error)\n")
            return 3
        }
    }

    func lint(_ args: ParsedArguments) -> Int32 {
        var worst: Int32 = 0
        for path in args.positionals {
            do { _ = try LoadedScene.load(path: path) } catch let f as CLIFailure {
                switch f {
                case .scene(let text): stderr(text); worst = max(worst, 2)
                case .io(let m): stderr("unfold: error: \(m)\n"); worst = max(worst, 3)
                default: worst = max(worst, 2)
                }
            } catch { worst = 3 }
        }
        return worst
    }

    static func defaultJobs() -> Int { ProcessInfo.processInfo.activeProcessorCount }

    func loadScene(_ args: ParsedArguments, _ spec: CommandSpec) throws -> LoadedScene {
        let fps = try args.int("fps", 1...240, spec: spec)
        let scale = try args.int("scale", 1...3, spec: spec)
        if let path = args.positionals.first { return try LoadedScene.load(path: path, fps: fps, scale: scale) }
        return try LoadedScene.demo(fps: fps, scale: scale)
    }

    func render(_ args: ParsedArguments, _ spec: CommandSpec) throws {
        let jobs = try args.int("jobs", 1...256, spec: spec) ?? Driver.defaultJobs()
        let loaded = try loadScene(args, spec)
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        var frames = 0..<count
        if let f = args.values["frames"] {
            let parts = f.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let a = parts[0], let b = parts[1], a >= 0, a < b else {
                throw CLIFailure.usage("--frames takes A:B with 0 ≤ A < B, not '\(f)'", spec)
            }
            guard b <= count else { throw CLIFailure.usage("--frames \(f) is past the last frame (the scene has \(count) frames: 0:\(count))", spec) }
            frames = a..<b
        }
        let dir = URL(fileURLWithPath: args.values["output"] ?? "out/\(loaded.name)")
        try AtomicOutput.folder(dir) { tmp in
            try FrameExporter.write(renderer, frames: frames, jobs: jobs, quiet: args.flags.contains("quiet"), to: tmp)
        }
    }

    func still(_ args: ParsedArguments, _ spec: CommandSpec) throws {
        guard let at = try args.double("at", 0...600, spec: spec) else { throw CLIFailure.usage("still needs --at SECONDS", spec) }
        let loaded = try loadScene(args, spec)
        let renderer = try loaded.prepare()
        let i = renderer.timeline.frameIndex(at: at)
        let png = try FrameExporter.collect(renderer, frames: [i], jobs: 1, quiet: true, label: "still")[i]!
        let out = args.values["output"] ?? "out/\(loaded.name)-\(args.values["at"]!).png"
        try AtomicOutput.file(URL(fileURLWithPath: out), png)
    }
}

func editDistanceCLI(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var prev = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
        var cur = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) { cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)) }
        prev = cur
    }
    return prev[b.count]
}
