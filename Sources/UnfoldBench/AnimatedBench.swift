import Foundation

/// Animated files from the built-in demo, side by side with the tools people use for them, in one run:
/// ffmpeg's two-pass GIF (palettegen + paletteuse) and img2webp -lossless, both fed the demo's PNG frames.
/// Unfold's times are scene file to finished file, rendering included; the peers' start from PNG frames.
enum AnimatedBench {
    struct Row {
        var name: String
        var walls: [Double] = []
        var peaks: [Double] = []
        var size = 0
        var psnr: String = ""
    }

    static func which(_ tool: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    /// Mean PSNR of a GIF against the PNG frames, by Pillow (Debian's python3-pil), over every shown frame.
    static func gifPSNR(_ gif: String, frames: String, fps: Int) -> String {
        let script = """
            import sys, math
            from PIL import Image, ImageSequence, ImageChops, ImageStat
            im = Image.open(sys.argv[1]); t = 0; vals = []
            for f in ImageSequence.Iterator(im):
                i = int(round(t / 1000 * int(sys.argv[3])))
                ref = Image.open('%s/frame-%05d.png' % (sys.argv[2], i)).convert('RGB')
                st = ImageStat.Stat(ImageChops.difference(ref, f.convert('RGB')))
                mse = sum(st.sum2) / (3 * ref.width * ref.height)
                vals.append(99 if mse == 0 else 10 * math.log10(255 * 255 / mse))
                t += f.info.get('duration') or 0
            print('%.2f' % (sum(vals) / len(vals)))
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = ["-c", script, gif, frames, String(fps)]
        let pipe = Pipe()
        p.standardOutput = pipe
        guard (try? p.run()) != nil else { return "?" }
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return out.trimmingCharacters(in: .whitespacesAndNewlines) + " dB"
    }

    static func run(unfold: String, rounds: Int, memoryFile: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-anim-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames").path
        _ = runProcess(unfold, ["render", "-o", frames, "--quiet"])
        let ffmpeg = which("ffmpeg")
        let img2webp = which("img2webp")
        var rows = ["unfold gif", "ffmpeg gif", "unfold webp (lossless)", "img2webp -lossless", "unfold apng"].map {
            Row(name: $0)
        }
        let pngs = ((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? []).filter {
            $0.hasSuffix(".png")
        }.sorted()
        for _ in 0..<rounds {
            for (k, ext) in ["gif", "webp", "apng"].enumerated() {
                let out = dir.appendingPathComponent("demo.\(ext)").path
                let r = runProcess(unfold, ["render", "-o", out, "--quiet"])
                let peak = Double((try? String(contentsOfFile: memoryFile, encoding: .utf8)).flatMap { Int($0) } ?? 0)
                let row = [0, 2, 4][k]
                rows[row].walls.append(r.wall)
                rows[row].peaks.append(peak)
                rows[row].size = fileSize(out)
            }
            if let ffmpeg {
                let out = dir.appendingPathComponent("ffmpeg.gif").path
                let r = runProcess(
                    ffmpeg,
                    [
                        "-v", "error", "-y", "-framerate", "30", "-i", frames + "/frame-%05d.png",
                        "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", out
                    ])
                rows[1].walls.append(r.wall)
                rows[1].peaks.append(Double(r.peakRSS))
                rows[1].size = fileSize(out)
            }
            if let img2webp {
                let out = dir.appendingPathComponent("img2webp.webp").path
                let r = runProcess(img2webp, ["-lossless", "-d", "33"] + pngs.map { frames + "/" + $0 } + ["-o", out])
                rows[3].walls.append(r.wall)
                rows[3].peaks.append(Double(r.peakRSS))
                rows[3].size = fileSize(out)
            }
        }
        rows[0].psnr = gifPSNR(dir.appendingPathComponent("demo.gif").path, frames: frames, fps: 30)
        if ffmpeg != nil {
            rows[1].psnr = gifPSNR(dir.appendingPathComponent("ffmpeg.gif").path, frames: frames, fps: 30)
        }
        printTable(rows, frameCount: pngs.count, rounds: rounds)
        if let ffmpegSize = ffmpeg.map({ _ in rows[1].size }) {
            printGIFCeilings(unfold: unfold, dir: dir, frames: frames, ffmpegSize: ffmpegSize)
        }
    }

    /// How far GIF can go on these frames: fewer colours, and gifsicle's strongest lossless optimisation of
    /// Unfold's GIF. Both stay above 0.6× ffmpeg's size, so that target is out of GIF's reach here.
    static func printGIFCeilings(unfold: String, dir: URL, frames: String, ffmpegSize: Int) {
        print("  GIF ceilings (one run each):")
        for colors in [128, 32] {
            let out = dir.appendingPathComponent("demo-\(colors).gif").path
            _ = runProcess(unfold, ["render", "-o", out, "--colors", "\(colors)", "--quiet"])
            let size = fileSize(out)
            print(
                String(
                    format: "  - unfold --colors %d: %.2f MB (%.2f× ffmpeg's), %@", colors, Double(size) / 1e6,
                    Double(size) / Double(ffmpegSize), gifPSNR(out, frames: frames, fps: 30)))
        }
        guard let gifsicle = which("gifsicle") else { return }
        let optimised = dir.appendingPathComponent("gifsicle.gif").path
        _ = runProcess(gifsicle, ["-O3", dir.appendingPathComponent("demo.gif").path, "-o", optimised])
        let size = fileSize(optimised)
        print(
            String(
                format: "  - gifsicle -O3 of Unfold's GIF: %.2f MB (%.2f× ffmpeg's)", Double(size) / 1e6,
                Double(size) / Double(ffmpegSize)))
    }

    static func printTable(_ rows: [Row], frameCount: Int, rounds: Int) {
        print("")
        print("Animated files of the built-in demo (\(frameCount) frames, 780×1688; \(rounds) rounds, medians):")
        print("  | | time | size | mean PSNR | peak memory |")
        print("  |---|---|---|---|---|")
        for row in rows where !row.walls.isEmpty {
            print(
                String(
                    format: "  | %@ | %.2f s | %.2f MB | %@ | %.0f MB |", row.name, median(row.walls),
                    Double(row.size) / 1e6, row.psnr.isEmpty ? "lossless" : row.psnr, median(row.peaks) / 1e6))
        }
        if !rows[1].walls.isEmpty {
            print(
                String(
                    format: "  GIF: time %.2f× ffmpeg's, size %.2f× ffmpeg's",
                    median(rows[0].walls) / median(rows[1].walls),
                    Double(rows[0].size) / Double(rows[1].size)))
        }
        if !rows[3].walls.isEmpty {
            print(
                String(
                    format: "  WebP: time %.2f× img2webp's, size %.2f× img2webp's",
                    median(rows[2].walls) / median(rows[3].walls),
                    Double(rows[2].size) / Double(rows[3].size)))
        }
        print(String(format: "  APNG: size %.2f× Unfold's lossless WebP", Double(rows[4].size) / Double(rows[2].size)))
    }
}
