import Foundation
import UnfoldCore
import UnfoldRender

extension Driver {
    static func goldenFrames(in dir: URL) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.compactMap { n -> Int? in
            guard n.hasPrefix("frame-"), n.hasSuffix(".png") else { return nil }
            return Int(n.dropFirst(6).dropLast(4))
        }.sorted()
    }

    func check(_ args: ParsedArguments, _ spec: CommandSpec) throws -> Int32 {
        guard let golden = args.values["golden"] else { throw CLIFailure.usage("check needs --golden DIR", spec) }
        let threshold = try args.double("threshold", 0...1, spec: spec) ?? 0.1
        let allowed = try args.int("max-diff-pixels", 0...Int.max, spec: spec) ?? 0
        let loaded = try loadScene(args, spec)
        let renderer = try loaded.prepare()
        let count = renderer.timeline.frameCount
        let dir = URL(fileURLWithPath: golden)
        let quiet = args.flags.contains("quiet")
        if args.flags.contains("record") {
            let every = try args.int("every", 1...100_000, spec: spec) ?? 10
            var frames = Array(stride(from: 0, to: count, by: every))
            if frames.last != count - 1 { frames.append(count - 1) }
            let pngs = try FrameExporter.collect(renderer, frames: frames, jobs: Driver.defaultJobs(), quiet: quiet, label: "record", level: PNGCodec.compactLevel)
            try AtomicOutput.folder(dir) { tmp in
                for f in frames { try Data(pngs[f]!).write(to: tmp.appendingPathComponent(FrameExporter.fileName(f))) }
            }
            stdout("recorded \(frames.count) frames of \(loaded.name) into \(golden)\n")
            return 0
        }
        let wanted = Driver.goldenFrames(in: dir)
        guard !wanted.isEmpty else {
            throw CLIFailure.io("\(golden) holds no frame-NNNNN.png files; record them with: unfold check \(loaded.path) --golden \(golden) --record")
        }
        let inScene = wanted.filter { $0 < count }
        let pngs = try FrameExporter.collect(renderer, frames: inScene, jobs: Driver.defaultJobs(), quiet: quiet, label: "check")
        let diffDir = URL(fileURLWithPath: "out/\(loaded.name)-diff")
        try? FileManager.default.removeItem(at: diffDir)
        var failures: [String] = []
        for f in wanted {
            let name = FrameExporter.fileName(f)
            guard f < count else { failures.append("\(name): the scene has only \(count) frames"); continue }
            let expected: RGBAImage
            do { expected = try PNGCodec.decode(file: dir.appendingPathComponent(name).path) } catch let e as RenderError { throw CLIFailure.io(e.message) }
            let actualPNG = pngs[f]!
            let actual = try PNGCodec.decode(actualPNG)
            if actual.width != expected.width || actual.height != expected.height {
                failures.append("\(name): size differs: golden \(expected.width)×\(expected.height), actual \(actual.width)×\(actual.height)")
                try writeDiff(diffDir, name, actualPNG, nil)
                continue
            }
            let result = ImageComparison.compare(expected.pixels, actual.pixels, width: actual.width, height: actual.height, threshold: threshold)
            if result.differing > allowed {
                failures.append("\(name): \(result.differing) pixels differ")
                let diffPNG = try PNGCodec.encodeRGBA(RGBAImage(width: actual.width, height: actual.height, pixels: result.diffImage!))
                try writeDiff(diffDir, name, actualPNG, diffPNG)
            }
        }
        if failures.isEmpty {
            if !quiet { stdout("check \(loaded.name): \(wanted.count) frames match\n") }
            return 0
        }
        stdout("check \(loaded.name): \(failures.count) of \(wanted.count) frames differ (actual frames and diffs in \(diffDir.path)/)\n")
        for f in failures { stdout("  \(f)\n") }
        return 1
    }

    func writeDiff(_ dir: URL, _ name: String, _ actual: [UInt8], _ diff: [UInt8]?) throws {
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try Data(actual).write(to: dir.appendingPathComponent(name))
            if let diff { try Data(diff).write(to: dir.appendingPathComponent(name.replacingOccurrences(of: ".png", with: "-diff.png"))) }
        } catch { throw CLIFailure.io("cannot write into \(dir.path): \(AtomicOutput.reason(error))") }
    }

    func diff(_ args: ParsedArguments, _ spec: CommandSpec) throws -> Int32 {
        let threshold = try args.double("threshold", 0...1, spec: spec) ?? 0.1
        let a: RGBAImage, b: RGBAImage
        do {
            a = try PNGCodec.decode(file: args.positionals[0])
            b = try PNGCodec.decode(file: args.positionals[1])
        } catch let e as RenderError { throw CLIFailure.io(e.message) }
        guard a.width == b.width && a.height == b.height else {
            stdout("sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)\n")
            return 1
        }
        let result = ImageComparison.compare(a.pixels, b.pixels, width: a.width, height: a.height, threshold: threshold,
                                             makeDiff: args.values["output"] != nil)
        if let out = args.values["output"] {
            let png = try PNGCodec.encodeRGBA(RGBAImage(width: a.width, height: a.height, pixels: result.diffImage!))
            try AtomicOutput.file(URL(fileURLWithPath: out), png)
        }
        stdout("\(result.differing) pixels differ (\(result.antialiased) anti-aliased pixels ignored)\n")
        return result.differing == 0 ? 0 : 1
    }
}
