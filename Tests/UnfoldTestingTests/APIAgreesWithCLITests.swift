import Foundation
import Testing
import Unfold

/// The `Unfold` library and `unfold test` on the same scene and golden folder: the same verdict and the same
/// words, for a pass, a pixel change, a geometry change, a longer scene and a missing golden under CI.
@Suite struct APIAgreesWithCLITests {
    static let scene = """
        canvas 200x120 @1x
        fps 10
        animation 0.3 linear
        cell c
          vstack padding 8
            box height 20/40 color blue
        rows c
          a
          b
        timeline
          at 0.2 tap a
        """

    /// Runs `unfold ARGS` in `cwd` with `environment` added; returns the exit code and standard output.
    func unfold(_ args: [String], in cwd: URL, environment: [String: String] = [:]) throws -> (Int32, String) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("unfold")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no unfold binary beside the tests")
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.currentDirectoryURL = cwd
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        env["UNFOLD_RECORD"] = nil
        env.merge(environment) { $1 }
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, text)
    }

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Self.scene.write(to: dir.appendingPathComponent("s.scene"), atomically: true, encoding: .utf8)
        return dir
    }

    /// The CLI's block for the scene: its lines from the first about `s (default)` up to the summary line.
    func cliBlock(_ stdout: String) -> String {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("unfold test:") }
            .joined(separator: "\n")
    }

    /// The CLI given the same absolute paths as the API, so the paths in their words are spelled alike.
    func cli(_ dir: URL, environment: [String: String] = [:]) throws -> (Int32, String) {
        try unfold(
            [
                "test", dir.appendingPathComponent("s.scene").path, "--goldens",
                dir.appendingPathComponent("goldens").path
            ],
            in: dir, environment: environment)
    }

    func api(_ dir: URL, environment: [String: String] = [:]) throws -> GoldenVerdict {
        try GoldenCheck.check(
            scene: dir.appendingPathComponent("s.scene").path, goldens: dir.appendingPathComponent("goldens"),
            environment: environment, report: "out/unfold-report")
    }

    func change(_ dir: URL, _ from: String, _ to: String) throws {
        let text = Self.scene.replacingOccurrences(of: from, with: to)
        try text.write(to: dir.appendingPathComponent("s.scene"), atomically: true, encoding: .utf8)
    }

    @Test func aPassAndEachKindOfFailureSayTheSameThroughBoth() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Recorded by the CLI, passed by the API; recorded by the API, passed by the CLI.
        #expect(try unfold(["test", "s.scene", "--goldens", "goldens", "--quiet"], in: dir).0 == 0)
        let pass = try api(dir)
        #expect(pass.status == .passed)
        #expect(pass.message == "PASS s (default)")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("goldens"))
        #expect(try api(dir).status == .recorded)
        let (code, out) = try cli(dir)
        #expect(code == 0 && cliBlock(out) == "PASS s (default)")
        for (from, to, words) in [
            ("color blue", "color red", "pixels:"),
            ("height 20/40", "height 20/44", "geometry:"),
            ("at 0.2 tap a", "at 0.2 tap a\n  at 1.5 tap b", "frame")
        ] {
            try change(dir, from, to)
            let verdict = try api(dir, environment: ["CI": "1"])
            let (code, out) = try cli(dir, environment: ["CI": "1"])
            #expect(verdict.status == .failed && code == 1)
            #expect(verdict.message == cliBlock(out))
            #expect(verdict.message.contains(words))
            #expect(verdict.message.hasPrefix("FAIL s (default)"))
        }
        // A pixel change gives the three pictures of each differing frame.
        try change(dir, "color blue", "color red")
        let pixels = try api(dir, environment: ["CI": "1"])
        #expect(!pixels.frames.isEmpty)
        for f in pixels.frames {
            for png in [f.expected, f.actual, f.diff] { #expect(png.map { Array($0.prefix(4)) } == [137, 80, 78, 71]) }
        }
        // A missing golden under CI is missing through both, and nothing is written.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("goldens"))
        let missing = try api(dir, environment: ["CI": "1"])
        let (missingCode, missingOut) = try cli(dir, environment: ["CI": "1"])
        #expect(missing.status == .missing && missingCode == 1)
        #expect(missing.message == cliBlock(missingOut))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/s").path))
    }

    @Test func recordModesFollowTheArgumentThenUNFOLD_RECORDThenCI() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("goldens")
        func check(_ record: RecordMode?, _ environment: [String: String]) throws -> GoldenVerdict.Status {
            let verdict = try GoldenCheck.check(
                scene: dir.appendingPathComponent("s.scene").path, goldens: goldens, record: record,
                environment: environment)
            try? FileManager.default.removeItem(at: goldens)
            return verdict.status
        }
        #expect(try check(nil, [:]) == .recorded)
        #expect(try check(nil, ["CI": "true"]) == .missing)
        #expect(try check(nil, ["CI": "true", "UNFOLD_RECORD": "missing"]) == .recorded)
        #expect(try check(.never, ["UNFOLD_RECORD": "all"]) == .missing)
        #expect(try check(.all, ["CI": "true"]) == .recorded)
        #expect(throws: UnfoldError.self) { try check(nil, ["UNFOLD_RECORD": "sometimes"]) }
        do {
            _ = try check(nil, ["UNFOLD_RECORD": "sometimes"])
        } catch {
            #expect("\(error)".hasPrefix("UNFOLD_RECORD takes missing, failed, all or never, not 'sometimes'"))
        }
    }

    @Test func filesWrittenThroughTheLibraryAreTheCommandsBytes() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let compiled = try UnfoldScene(contentsOf: dir.appendingPathComponent("s.scene").path).compiled()
        func bytes(_ name: String) -> Data? {
            FileManager.default.contents(atPath: dir.appendingPathComponent(name).path)
        }
        try compiled.writeFrames(to: dir.appendingPathComponent("api-frames").path)
        #expect(try unfold(["render", "s.scene", "-o", "cli-frames", "--quiet"], in: dir).0 == 0)
        for name in ["frame-00000.png", "frame-00004.png", "timeline.json"] {
            #expect(bytes("api-frames/" + name) != nil && bytes("api-frames/" + name) == bytes("cli-frames/" + name))
        }
        try compiled.writeStill(at: 0.35, to: dir.appendingPathComponent("api-still.png").path)
        #expect(try unfold(["still", "s.scene", "--at", "0.35", "-o", "cli-still.png"], in: dir).0 == 0)
        #expect(bytes("api-still.png") != nil && bytes("api-still.png") == bytes("cli-still.png"))
        try compiled.writeAnimated(to: dir.appendingPathComponent("api.gif").path)
        #expect(try unfold(["render", "s.scene", "-o", "cli.gif", "--quiet"], in: dir).0 == 0)
        #expect(bytes("api.gif") != nil && bytes("api.gif") == bytes("cli.gif"))
        try compiled.writeSheet(to: dir.appendingPathComponent("api-sheet.png").path)
        #expect(try unfold(["sheet", "s.scene", "-o", "cli-sheet.png", "--quiet"], in: dir).0 == 0)
        #expect(bytes("api-sheet.png") != nil && bytes("api-sheet.png") == bytes("cli-sheet.png"))
        #expect(throws: UnfoldError.self) { try compiled.writeAnimated(to: dir.appendingPathComponent("x.bmp").path) }
        // One decision for both: `.apng` is APNG, and `.png` (one frame, `still`'s) is refused by both.
        try compiled.writeAnimated(to: dir.appendingPathComponent("api.apng").path)
        #expect(try unfold(["render", "s.scene", "-o", "cli.apng", "--quiet"], in: dir).0 == 0)
        #expect(bytes("api.apng") != nil && bytes("api.apng") == bytes("cli.apng"))
        #expect(throws: UnfoldError.self) { try compiled.writeAnimated(to: dir.appendingPathComponent("x.png").path) }
        #expect(try unfold(["render", "s.scene", "-o", "x.png", "--quiet"], in: dir).0 == 2)
    }
}
