import Foundation
import Testing

/// Each command reads each scene file once, however many variants it handles: counted with strace, which
/// sees every `openat` the process makes.
@Suite struct ReadOnceTests {
    /// How many times `unfold ARGS` (and its threads) opened `file`.
    func opens(of file: String, _ args: [String], in dir: URL) throws -> Int {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "Debian's strace is needed")
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("unfold")
        let log = dir.appendingPathComponent("strace.log")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: strace)
        p.arguments = ["-f", "-e", "trace=openat", "-o", log.path, binary.path] + args
        p.currentDirectoryURL = dir
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        let text = try String(contentsOf: log, encoding: .utf8)
        return text.split(separator: "\n").filter { $0.contains("\"\(file)\"") }.count
    }

    /// Whether strace can trace here (a container may forbid ptrace; then there is nothing to count with).
    static let straceWorks: Bool = {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        p.arguments = ["-o", "/dev/null", "/bin/true"]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }()

    @Test(.enabled(if: ReadOnceTests.straceWorks))
    func testRenderAndSheetOpenAFileWithThreeVariantsOnce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = """
            canvas 200x120 @1x
            fps 10
            variant dark appearance dark
            variant big content-size ax3
            variant rtl direction rtl
            cell c
              text t
            rows c
              a t "Hello"
            timeline
              at 0.2 tap a
            """
        try scene.write(to: dir.appendingPathComponent("v.scene"), atomically: true, encoding: .utf8)
        // `--record missing` says so, as CI (where `CI` is set) records nothing by default.
        let record = ["test", "v.scene", "--goldens", "g", "--all-variants", "--record", "missing", "--quiet"]
        #expect(try opens(of: "v.scene", record, in: dir) == 1)
        // The goldens recorded above pass when the file is read once for all four variants.
        #expect(try opens(of: "v.scene", ["test", "v.scene", "--goldens", "g", "--all-variants"], in: dir) == 1)
        #expect(try opens(of: "v.scene", ["render", "v.scene", "--all-variants", "-o", "out", "--quiet"], in: dir) == 1)
        #expect(
            try opens(of: "v.scene", ["sheet", "v.scene", "--all-variants", "-o", "s.png", "--quiet"], in: dir) == 1)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/rtl/frame-00000.png").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("g/v/big/golden.json").path))
    }
}
