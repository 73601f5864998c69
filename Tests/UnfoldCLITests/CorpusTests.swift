import Foundation
import Testing

/// The reproducers of every crash, hang and memory blow-up found so far (Tests/Corpus), run through the
/// real binary under a memory limit: each lints and renders its first frames with exit 0 or 2, in time.
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Corpus")
    static var scenes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".scene") }
            .sorted()
    }

    /// Runs the binary with 1 GB of address space at most, in `dir`; nil when it did not finish in `seconds`.
    /// `err` holds standard error, then standard output.
    static func bounded(_ args: [String], seconds: Double, in dir: URL = corpus) throws -> (code: Int32, err: String)? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "unfold")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no unfold binary beside the tests")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "ulimit -v 1048576; exec \"$0\" \"$@\"", binary.path] + args
        p.currentDirectoryURL = dir
        let errFile = tempDir("corpus").appendingPathComponent("err")
        let outFile = errFile.deletingLastPathComponent().appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
        p.standardError = try FileHandle(forWritingTo: errFile)
        p.standardOutput = try FileHandle(forWritingTo: outFile)
        try p.run()
        let deadline = Date().addingTimeInterval(seconds)
        while p.isRunning && Date() < deadline { usleep(10_000) }
        if p.isRunning {
            p.terminate()
            p.waitUntilExit()
            return nil
        }
        return (p.terminationStatus, String(decoding: bytes(errFile) + bytes(outFile), as: UTF8.self))
    }

    @Test func theCorpusIsThere() { #expect(CorpusTests.scenes.count >= 20) }

    /// Each reproducer's whole output (lint's, then render's, standard error before standard output, the output
    /// folder written `OUT`, the corpus's own folder `Tests/Corpus` and the elapsed seconds `…`), as recorded in
    /// Tests/Corpus/expected.
    /// `UNFOLD_RECORD=all swift test --filter CorpusTests` writes them again.
    @Test(arguments: CorpusTests.scenes)
    func lintsAndRendersWithinBounds(_ scene: String) throws {
        // Debug builds are several times slower than release (where every scene takes under 1 s).
        let limit = 30.0
        let lint = try #require(
            try CorpusTests.bounded(["lint", scene], seconds: limit), "lint of \(scene) ran over \(limit) s")
        #expect(lint.code == 0 || lint.code == 2, "lint \(scene): exit \(lint.code): \(lint.err.prefix(300))")
        let out = tempDir("corpus-out").appendingPathComponent("o").path
        var render = try #require(
            try CorpusTests.bounded(["render", scene, "--frames", "0:3", "-o", out], seconds: limit))
        // A scene lint accepts that render refuses has fewer than three frames: its first frame is enough.
        if render.code == 2 && lint.code == 0 {
            render = try #require(
                try CorpusTests.bounded(["render", scene, "--frames", "0:1", "-o", out], seconds: limit))
        }
        #expect(render.code == 0 || render.code == 2, "render \(scene): exit \(render.code): \(render.err.prefix(300))")
        #expect(render.code == lint.code, "lint and render disagree on \(scene)")
        // A scene problem is reported at its place, never as an I/O failure: the recorded words show which.
        let rendered = render.err.replacingOccurrences(of: out, with: "OUT")
            .replacing(try Regex(#" in \d+\.\d+ s\b"#), with: " in … s")
        // A missing file is named by its absolute path, which is wherever the repository is checked out.
        let here = CorpusTests.corpus.standardizedFileURL.path
        let got = "lint: \(lint.code)\n\(lint.err)render: \(render.code)\n\(rendered)"
            .replacingOccurrences(of: here, with: "Tests/Corpus")
        let url = CorpusTests.corpus.appendingPathComponent("expected/\(scene).txt")
        if ProcessInfo.processInfo.environment["UNFOLD_RECORD"] == "all" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(got.utf8).write(to: url)
            return
        }
        #expect(got == String(decoding: bytes(url), as: UTF8.self), "\(scene)")
    }
}
