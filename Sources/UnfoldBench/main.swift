import Foundation
import UnfoldCore
import UnfoldRender

// `make bench`: end-to-end renders of the benchmark scenes against the PNG-encoding floor.
let runs = Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 5
let binDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let unfold = binDir.appendingPathComponent("unfold").path
let cores = ProcessInfo.processInfo.activeProcessorCount
let scenes = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : ["bench/expand.scene", "bench/expand-100k.scene"]

print("Unfold benchmark: \(runs) runs each, median; \(cores) cores; PNG zlib level \(PNGCodec.defaultLevel), no filter")
var walls: [String: Double] = [:]
var peaks: [String: Double] = [:]
var sizes: [String: [Int]] = [:]
// Whole-process runs first, while this process is still small: a spawned child's peak RSS counts what it shared before exec.
for scene in scenes {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-bench-\(getpid())").path
    var times: [Double] = [], rss: [Double] = []
    for _ in 0..<runs {
        let r = runProcess(unfold, ["render", scene, "-o", out, "--quiet"])
        guard r.status == 0 else { print("render failed for \(scene)"); exit(1) }
        times.append(r.wall); rss.append(Double(r.peakRSS))
    }
    walls[scene] = median(times)
    peaks[scene] = median(rss)
    sizes[scene] = ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { $0.hasSuffix(".png") }
        .compactMap { try? FileManager.default.attributesOfItem(atPath: out + "/" + $0)[.size] as? Int }
    try? FileManager.default.removeItem(atPath: out)
}
for scene in scenes {
    let stages = try Stages.measure(scene: scene, runs: 3, threads: cores)
    let wall = walls[scene]!
    let frames = stages.frames
    print("")
    print("\(scene): \(frames) frames")
    print(String(format: "  end to end (unfold render, process start included): %.3f s wall, %.1f frames/s, peak RSS %.1f MB", wall, Double(frames) / wall, peaks[scene]! / 1e6))
    print(String(format: "  per frame, one thread: parse %.2f ms, layout+animation pre-pass %.2f ms, raster %.2f ms, encode (with the ARGB→RGB conversion) %.2f ms, write %.2f ms",
                 stages.parse * 1000 / Double(frames), stages.prepass * 1000 / Double(frames), stages.raster * 1000, stages.encode * 1000, stages.write * 1000))
    print(String(format: "  whole scene: parse %.4f s, pre-pass %.4f s", stages.parse, stages.prepass))
    print(String(format: "  encode floor (the same frames' pixels, same settings, %d threads): %.3f s → render / floor = %.2f×", cores, stages.floor, wall / stages.floor))
    if let s = sizes[scene], !s.isEmpty { print(String(format: "  PNG size: %.0f KB a frame on average", Double(s.reduce(0, +)) / Double(s.count) / 1024)) }
}
if scenes.count == 2, let a = walls[scenes[0]], let b = walls[scenes[1]] {
    print("")
    print(String(format: "ratio %@ / %@: %.2f×", scenes[1], scenes[0], b / a))
}
