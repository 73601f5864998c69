import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldModel

// `make bench`: end-to-end renders of the benchmark scenes, each paired with a measurement of the PNG-encoding floor.
let runs = Int(ProcessInfo.processInfo.environment["BENCH_RUNS"] ?? "") ?? 7
let binDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let unfold = binDir.appendingPathComponent("unfold").path
let cores = ProcessInfo.processInfo.activeProcessorCount
let scenes =
    CommandLine.arguments.count > 1
    ? Array(CommandLine.arguments.dropFirst()) : ["bench/expand.scene", "bench/expand-100k.scene"]
// `unfold-bench --strings`: only the String Catalog measurements.
if CommandLine.arguments.dropFirst().first == "--strings" {
    StringsBench.run(unfold: unfold, rounds: 5)
    exit(0)
}
// `unfold-bench --assets`: only the asset catalog measurements.
if CommandLine.arguments.dropFirst().first == "--assets" {
    AssetsBench.run(unfold: unfold, rounds: 5)
    exit(0)
}
// `unfold-bench --preview`: only the preview's latency.
if CommandLine.arguments.dropFirst().first == "--preview" {
    PreviewBench.run(unfold: unfold)
    exit(0)
}
// `unfold-bench --api`: only the Swift library's golden checks against `unfold test`.
if CommandLine.arguments.dropFirst().first == "--api" {
    try APIBench.run(unfold: unfold, rounds: 5)
    exit(0)
}
// `unfold-bench --versus BASELINE [MANIM]`: render beside another build of unfold and beside Manim.
if CommandLine.arguments.dropFirst().first == "--versus" {
    let rest = Array(CommandLine.arguments.dropFirst(2))
    guard let baseline = rest.first else {
        print("usage: unfold-bench --versus BASELINE-UNFOLD [MANIM]")
        exit(2)
    }
    VersusBench.run(unfold: unfold, baseline: baseline, manim: rest.dropFirst().first, rounds: runs)
    exit(0)
}
// `unfold-bench --swiftui`: only SwiftUI previews read, laid out and tested against scene files.
if CommandLine.arguments.dropFirst().first == "--swiftui" {
    #if UNFOLD_SWIFT_SOURCE
        try SwiftUIBench.run(unfold: unfold, rounds: 3)
    #endif
    exit(0)
}
// `unfold-bench --modules`: only issue 80's targets, a module of 2,000 Swift files and a preview read with it.
if CommandLine.arguments.dropFirst().first == "--modules" {
    #if UNFOLD_SWIFT_SOURCE
        try SwiftModuleBench.run(rounds: 5)
    #endif
    exit(0)
}
// `unfold-bench --million`: only the million-row outline's commands against their limits.
if CommandLine.arguments.dropFirst().first == "--million" {
    try MillionRowsBench.run(unfold: unfold, rounds: 3)
    exit(0)
}
// `unfold-bench --png`: only the PNG encoder table over scenes/.
if CommandLine.arguments.dropFirst().first == "--png" {
    try PNGTable.run()
    exit(0)
}
// `unfold-bench --accessibility`: only issue 40's two targets.
if CommandLine.arguments.dropFirst().first == "--accessibility" {
    try AccessibilityBench.run(unfold: unfold, rounds: 5)
    try InterfaceBuilderBench.run(rounds: 5)
    #if UNFOLD_SWIFT_SOURCE
        try SwiftSourceBench.run(rounds: 5)
    #endif
    exit(0)
}
// `unfold-bench --interface-builder`: only issue 37's two targets, and those of cells read from Swift code.
if CommandLine.arguments.dropFirst().first == "--interface-builder" {
    try InterfaceBuilderBench.run(rounds: 5)
    #if UNFOLD_SWIFT_SOURCE
        try SwiftSourceBench.run(rounds: 5)
    #endif
    exit(0)
}
/// The oracles' folder (the argument after the option), or exit 2 saying it is not one.
func requireFolderArgument() {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: CommandLine.arguments[2], isDirectory: &isFolder), isFolder.boolValue
    else {
        FileHandle.standardError.write(Data("unfold-bench: no folder at '\(CommandLine.arguments[2])'\n".utf8))
        exit(2)
    }
}
// `unfold-bench --ib-oracle DIR`: the cells of DIR's Interface Builder files against the frames Xcode stored.
if CommandLine.arguments.dropFirst().first == "--ib-oracle", CommandLine.arguments.count > 2 {
    requireFolderArgument()
    // Self-sizing, then at each cell's stored height: Xcode's canvas lays a cell out at its row's height.
    try InterfaceBuilderOracle.run(folder: CommandLine.arguments[2], atStoredHeight: false)
    // `--each` after the folder: every view more than 1 pt off, stored against drawn.
    let each = CommandLine.arguments.dropFirst(3).contains("--each")
    try InterfaceBuilderOracle.run(folder: CommandLine.arguments[2], atStoredHeight: true, each: each)
    exit(0)
}
// `unfold-bench --ios-oracle DIR [--each]`: views as iOS drew them against the same views drawn by Unfold.
if CommandLine.arguments.dropFirst().first == "--ios-oracle", CommandLine.arguments.count > 2 {
    requireFolderArgument()
    try IOSOracle.run(
        folder: CommandLine.arguments[2], unfold: unfold, each: CommandLine.arguments.dropFirst(3).contains("--each"))
    exit(0)
}
// `unfold-bench --audit`: only the audit against `unfold test`.
if CommandLine.arguments.dropFirst().first == "--audit" {
    AuditBench.run(unfold: unfold, rounds: 5)
    try AccessibilityBench.run(unfold: unfold, rounds: 5)
    try InterfaceBuilderBench.run(rounds: 5)
    #if UNFOLD_SWIFT_SOURCE
        try SwiftSourceBench.run(rounds: 5)
    #endif
    exit(0)
}
// Anything else is a list of scenes: an option not named above, or a scene that is not there, is refused here
// rather than trapping later.
let usage = """
    usage: unfold-bench [SCENE...]          render the scenes (default: bench/expand.scene, bench/expand-100k.scene)
           unfold-bench --strings | --assets | --preview | --api | --png | --audit | --million | --swiftui | --modules
           unfold-bench --accessibility | --interface-builder | --ib-oracle DIR | --ios-oracle DIR [--each]
           unfold-bench --versus BASELINE-UNFOLD [MANIM]
    """
if let first = CommandLine.arguments.dropFirst().first, first == "--help" || first == "-h" {
    print(usage)
    exit(0)
}
for scene in scenes where scene.hasPrefix("-") || !FileManager.default.fileExists(atPath: scene) {
    let problem = scene.hasPrefix("-") ? "unknown option '\(scene)'" : "no scene at '\(scene)'"
    FileHandle.standardError.write(Data("unfold-bench: \(problem)\n\(usage)\n".utf8))
    exit(2)
}
let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-bench-\(getpid())")
let memoryFile = tmp.path + ".rss"
setenv("UNFOLD_PEAK_MEMORY_FILE", memoryFile, 1)

print(
    "Unfold benchmark: \(runs) rounds, medians; \(cores) cores; PNG libdeflate level \(PNGCodec.defaultLevel), no "
        + "filter"
)
var stages: [String: Stages] = [:]
for (n, scene) in scenes.enumerated() {
    stages[scene] = try Stages.measure(scene: scene, runs: 3, threads: cores, settings: n == 0)
}

// Each round renders every scene once and measures each scene's floor right after, so a busy moment hits both sides.
var walls: [String: [Double]] = [:]
var floors: [String: [Double]] = [:]
var ratios: [String: [Double]] = [:]
var peaks: [String: [Double]] = [:]
var sizes: [String: [Int]] = [:]
// The first scene is also rendered with zlib level 1 (the encoder before libdeflate), paired with the libdeflate
// render of the same round.
var zlibWalls: [Double] = []
var zlibRatios: [Double] = []
var zlibSizes: [Int] = []
for _ in 0..<runs {
    if let first = scenes.first {
        let r = runProcess(
            unfold, ["render", first, "-o", tmp.path, "--quiet"], environment: ["UNFOLD_BENCH_ZLIB_LEVEL": "1"])
        zlibWalls.append(r.wall)
        zlibRatios.append(r.wall / stages[first]!.encodeFloor(threads: cores, zlib: true))
        zlibSizes = ((try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? []).filter {
            $0.hasSuffix(".png")
        }
        .compactMap { try? FileManager.default.attributesOfItem(atPath: tmp.path + "/" + $0)[.size] as? Int }
        try? FileManager.default.removeItem(at: tmp)
    }
    for scene in scenes {
        let r = runProcess(unfold, ["render", scene, "-o", tmp.path, "--quiet"])
        guard r.status == 0 else {
            print("render failed for \(scene)")
            exit(1)
        }
        let floor = stages[scene]!.encodeFloor(threads: cores)
        walls[scene, default: []].append(r.wall)
        floors[scene, default: []].append(floor)
        ratios[scene, default: []].append(r.wall / floor)
        peaks[scene, default: []].append(
            Double((try? String(contentsOfFile: memoryFile, encoding: .utf8)).flatMap { Int($0) } ?? 0))
        sizes[scene] = ((try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? []).filter {
            $0.hasSuffix(".png")
        }
        .compactMap { try? FileManager.default.attributesOfItem(atPath: tmp.path + "/" + $0)[.size] as? Int }
        try? FileManager.default.removeItem(at: tmp)
    }
}
try? FileManager.default.removeItem(atPath: memoryFile)

for scene in scenes {
    let s = stages[scene]!
    let frames = s.frames
    let wall = median(walls[scene]!)
    print("")
    print("\(scene): \(frames) frames")
    print(
        String(
            format:
                "  end to end (unfold render, process start included): %.3f s wall, %.1f frames/s, peak RSS %.1f MB",
            wall, Double(frames) / wall, median(peaks[scene]!) / 1e6))
    print(
        String(
            format:
                "  per frame, one thread: parse %.3f ms, layout+animation pre-pass %.3f ms, raster %.2f ms, encode "
                + "(with the ARGB→RGB conversion) %.2f ms, write %.2f ms; the ARGB→RGB conversion alone (swizzleRow) "
                + "%.3f ms",
            s.parse * 1000 / Double(frames), s.prepass * 1000 / Double(frames), s.raster * 1000, s.encode * 1000,
            s.write * 1000, s.swizzle * 1000))
    print(String(format: "  whole scene: parse %.4f s, pre-pass %.4f s", s.parse, s.prepass))
    print(
        String(
            format:
                "  encode floor (the same frames' pixels, same settings, %d threads): %.3f s; render / floor = %.2f× "
                + "(median of paired rounds)",
            cores, median(floors[scene]!), median(ratios[scene]!)))
    if let z = sizes[scene], !z.isEmpty {
        print(String(format: "  PNG size: %.0f KB a frame on average", Double(z.reduce(0, +)) / Double(z.count) / 1024))
    }
    if scene == scenes.first, !zlibWalls.isEmpty {
        let paired = zip(zlibWalls, walls[scene]!).map { $0 / $1 }
        print(
            String(
                format:
                    "  the same render with zlib level 1: %.3f s wall, render / floor = %.2f×, %.0f KB a frame; "
                    + "libdeflate is %.2f× faster (median of paired rounds)",
                median(zlibWalls), median(zlibRatios),
                Double(zlibSizes.reduce(0, +)) / Double(max(1, zlibSizes.count)) / 1024, median(paired)))
    }
    if !s.settings.isEmpty {
        print("  encoder settings (one thread, 10 frames, median of 3 interleaved rounds):")
        for (setting, seconds, bytes) in s.settings {
            print(
                String(
                    format: "    %@: %.2f ms and %.0f KB a frame", setting.label, seconds * 1000, Double(bytes) / 1024))
        }
    }
}
if CommandLine.arguments.count == 1 {
    print("")
    try PNGTable.run()
    AnimatedBench.run(unfold: unfold, rounds: 3, memoryFile: memoryFile)
    VideoBench.run(unfold: unfold, rounds: 3, memoryFile: memoryFile)
    SuiteBench.run(unfold: unfold, rounds: 5)
    StringsBench.run(unfold: unfold, rounds: 5)
    AssetsBench.run(unfold: unfold, rounds: 5)
    AuditBench.run(unfold: unfold, rounds: 5)
    try AccessibilityBench.run(unfold: unfold, rounds: 5)
    try InterfaceBuilderBench.run(rounds: 5)
    #if UNFOLD_SWIFT_SOURCE
        try SwiftSourceBench.run(rounds: 5)
        try SwiftModuleBench.run(rounds: 5)
    #endif
    try APIBench.run(unfold: unfold, rounds: 5)
    PreviewBench.run(unfold: unfold)
}
if scenes.count == 2 {
    let paired = zip(walls[scenes[1]]!, walls[scenes[0]]!).map { $0 / $1 }
    print("")
    print(String(format: "%@ / %@: %.2f× (median of paired rounds)", scenes[1], scenes[0], median(paired)))
}
