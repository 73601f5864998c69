import Foundation

/// MP4 and WebM of the built-in demo side by side with Unfold's GIF and with ffmpeg's own command line fed the
/// same PNG frames at the same settings (libx264 superfast / libvpx-vp9 good at the same CRF): time, size,
/// mean luma PSNR against the PNG frames (FFmpeg's psnr filter) and peak memory.
enum VideoBench {
    struct Row {
        var name: String
        var walls: [Double] = []
        var peaks: [Double] = []
        var size = 0
        var psnr = ""
    }

    /// Mean of the per-frame luma PSNR (an identical frame counts 100 dB), both sides in 4:4:4 at 30 fps.
    static func lumaPSNR(_ ffmpeg: String, _ file: String, frames: String) -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = [
            "-v", "error", "-i", file, "-framerate", "30", "-i", frames + "/frame-%05d.png", "-lavfi",
            "[0:v]setpts=N/(30*TB),format=yuv444p[a];[1:v]setpts=N/(30*TB),format=yuv444p[b];"
                + "[a][b]psnr=shortest=1:stats_file=-",
            "-f", "null", "-"
        ]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return "?" }
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let values = out.split(separator: "\n").compactMap { line -> Double? in
            guard let field = line.split(separator: " ").first(where: { $0.hasPrefix("psnr_y:") }) else { return nil }
            return field.dropFirst(7) == "inf" ? 100 : Double(field.dropFirst(7))
        }
        guard !values.isEmpty else { return "?" }
        return String(format: "%.2f dB", values.reduce(0, +) / Double(values.count))
    }

    static func run(unfold: String, rounds: Int, memoryFile: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-video-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames").path
        _ = runProcess(unfold, ["render", "-o", frames, "--quiet"])
        guard let ffmpeg = AnimatedBench.which("ffmpeg") else {
            print("\nVideo: ffmpeg is not installed (make bench installs it)")
            return
        }
        var rows = ["unfold gif", "unfold mp4", "ffmpeg mp4", "unfold webm", "ffmpeg webm"].map { Row(name: $0) }
        let peers: [(row: Int, args: [String], file: String)] = [
            (
                2,
                [
                    "-c:v", "libx264", "-preset", "superfast", "-tune", "animation", "-crf", "30", "-pix_fmt",
                    "yuv420p",
                    "-threads", "2"
                ], "ffmpeg.mp4"
            ),
            (
                4,
                [
                    "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "good", "-cpu-used", "5", "-row-mt",
                    "0", "-pix_fmt", "yuv420p", "-threads", "2"
                ], "ffmpeg.webm"
            )
        ]
        for _ in 0..<rounds {
            for (row, ext) in [(0, "gif"), (1, "mp4"), (3, "webm")] {
                let out = dir.appendingPathComponent("demo.\(ext)").path
                let r = runProcess(unfold, ["render", "-o", out, "--quiet"])
                rows[row].walls.append(r.wall)
                rows[row].peaks.append(
                    Double((try? String(contentsOfFile: memoryFile, encoding: .utf8)).flatMap { Int($0) } ?? 0))
                rows[row].size = AnimatedBench.fileSize(out)
            }
            for peer in peers {
                let out = dir.appendingPathComponent(peer.file).path
                let r = runProcess(
                    ffmpeg,
                    ["-v", "error", "-y", "-framerate", "30", "-i", frames + "/frame-%05d.png"] + peer.args + [out])
                rows[peer.row].walls.append(r.wall)
                rows[peer.row].peaks.append(Double(r.peakRSS))
                rows[peer.row].size = AnimatedBench.fileSize(out)
            }
        }
        rows[0].psnr = AnimatedBench.gifPSNR(dir.appendingPathComponent("demo.gif").path, frames: frames, fps: 30)
        for (row, file) in [(1, "demo.mp4"), (2, "ffmpeg.mp4"), (3, "demo.webm"), (4, "ffmpeg.webm")] {
            rows[row].psnr = lumaPSNR(ffmpeg, dir.appendingPathComponent(file).path, frames: frames)
        }
        print("")
        print("Video of the built-in demo (\(rounds) rounds, medians; GIF PSNR is over RGB, video PSNR over luma):")
        print("  | | time | size | mean PSNR | peak memory |")
        print("  |---|---|---|---|---|")
        for row in rows where !row.walls.isEmpty {
            print(
                String(
                    format: "  | %@ | %.2f s | %.3f MB | %@ | %.0f MB |", row.name, median(row.walls),
                    Double(row.size) / 1e6, row.psnr, median(row.peaks) / 1e6))
        }
        let gif = Double(rows[0].size)
        print(
            String(
                format:
                    "  MP4: %.3f× the GIF's size (target ≤ 0.1), time %.2f× the GIF's (target ≤ 1); WebM: %.3f× the "
                    + "GIF's size (target ≤ 0.125)",
                Double(rows[1].size) / gif, median(rows[1].walls) / median(rows[0].walls), Double(rows[3].size) / gif))
        print(
            String(
                format:
                    "  against ffmpeg at the same settings: MP4 time %.2f×, size %.2f×; WebM time %.2f×, size %.2f×",
                median(rows[1].walls) / median(rows[2].walls), Double(rows[1].size) / Double(rows[2].size),
                median(rows[3].walls) / median(rows[4].walls), Double(rows[3].size) / Double(rows[4].size)))
    }
}
