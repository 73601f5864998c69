import Foundation
import Testing

/// One end-to-end case per exit code of CLI.md's table: the whole standard output, standard error and exit
/// code of the command, and what it left on disk.
@Suite struct ErrorClassTests {
    struct Run {
        var code: Int32
        var out: String
        var err: String
    }

    func unfold(_ args: [String], in dir: URL) throws -> Run {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("unfold")
        let p = Process()
        p.executableURL = binary
        p.arguments = args
        p.currentDirectoryURL = dir
        let out = Pipe()
        let err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return Run(code: p.terminationStatus, out: o, err: e)
    }

    func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-exit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try "cell c\n  text t\nrows c\n  a t \"x\"\n".write(
            to: dir.appendingPathComponent("ok.scene"), atomically: true, encoding: .utf8)
        try "cell c\n  text t\nrows c\n  a t \"y\"\n".write(
            to: dir.appendingPathComponent("other.scene"), atomically: true, encoding: .utf8)
        try "cell c\n  text t fnt 12\nrows c\n  a t \"x\"\ntimeline\n  at 1 tap b\n".write(
            to: dir.appendingPathComponent("bad.scene"), atomically: true, encoding: .utf8)
        return dir
    }

    func files(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    @Test func successAndDifferencesExitZeroAndOne() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try unfold(["still", "ok.scene", "--at", "0", "-o", "a.png", "--scale", "1"], in: dir)
        #expect(a.code == 0)
        _ = try unfold(["still", "other.scene", "--at", "0", "-o", "b.png", "--scale", "1"], in: dir)
        let same = try unfold(["diff", "a.png", "a.png"], in: dir)
        #expect(same.code == 0)
        #expect(same.out + same.err == "0 pixels differ (0 anti-aliased pixels ignored)\n")
        // Exact by default: every changed pixel counts, and none is taken for anti-aliasing.
        let exact = try unfold(["diff", "a.png", "b.png"], in: dir)
        #expect(exact.code == 1)
        #expect((exact.out + exact.err).hasSuffix(" pixels differ (0 anti-aliased pixels ignored)\n"))
        let differ = try unfold(["diff", "a.png", "b.png", "--threshold", "0.1"], in: dir)
        #expect(differ.code == 1)
        #expect((differ.out + differ.err).hasSuffix(" pixels differ (30 anti-aliased pixels ignored)\n"))
    }

    @Test func aSceneErrorIsEveryErrorWithItsLineAndCaretAndExitTwo() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try unfold(["render", "bad.scene", "-o", "out"], in: dir)
        #expect(r.code == 2)
        #expect(r.out == "")
        #expect(
            r.err == """
                bad.scene:2:10: error: unknown option 'fnt' for text; did you mean 'font'?
                  text t fnt 12
                         ^
                bad.scene:6:12: error: unknown row 'b'; did you mean 'a'?
                  at 1 tap b
                           ^

                """)
        #expect(files(dir) == ["bad.scene", "ok.scene", "other.scene"])
    }

    @Test func badUsageSaysWhatAndTheSynopsisAndExitsTwo() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try unfold(["diff", "ok.scene"], in: dir)
        #expect(r.code == 2 && r.out == "")
        #expect(
            r.err == """
                unfold: missing arguments
                usage: unfold diff A.png B.png [-o DIFF.png] [--threshold T]
                (see 'unfold --help')

                """)
        let unknown = try unfold(["frobnicate"], in: dir)
        #expect(unknown.code == 2)
        #expect(
            unknown.err == """
                unfold: unknown command 'frobnicate'
                usage: unfold render|still|sheet|check|diff|lint|test|audit|merge-reports|preview|show-report|embed|import … (see 'unfold --help')

                """)
        let jobs = try unfold(["render", "ok.scene", "--jobs", "0"], in: dir)
        #expect(jobs.code == 2)
        #expect(
            jobs.err.hasPrefix("unfold: --jobs takes a whole number in 1…256, not '0'\nusage: unfold render [SCENE]"))
        #expect(files(dir) == ["bad.scene", "ok.scene", "other.scene"])
    }

    @Test func anInputOutputFailureExitsThree() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try unfold(["render", "missing.scene"], in: dir)
        #expect(r.code == 3 && r.out == "")
        #expect(r.err == "unfold: error: missing.scene: no such scene file\n")
        // A destination that is a file where a folder of frames goes is refused, and left as it was.
        try "keep".write(to: dir.appendingPathComponent("out"), atomically: true, encoding: .utf8)
        let refused = try unfold(["render", "ok.scene", "-o", "out", "--quiet"], in: dir)
        #expect(refused.code == 3)
        #expect(refused.err.hasPrefix("unfold: error: "))
        #expect(try String(contentsOf: dir.appendingPathComponent("out"), encoding: .utf8) == "keep")
    }
}
