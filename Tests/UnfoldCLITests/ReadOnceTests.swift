import Foundation
import Testing

/// Each command reads each scene file once, however many variants it handles: counted with strace, which
/// sees every `openat` the process makes.
@Suite struct ReadOnceTests {
    /// How many times `unfold ARGS` (and its threads) opened `file`.
    func opens(of file: String, _ args: [String], in dir: URL) throws -> Int {
        let p = try traced(args, in: dir, output: FileHandle.nullDevice)
        p.waitUntilExit()
        return try count(file, in: dir)
    }

    /// `unfold ARGS` started under strace, which logs every `openat` of it and its threads.
    func traced(_ args: [String], in dir: URL, output: Any) throws -> Process {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "Debian's strace is needed")
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("unfold")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: strace)
        p.arguments =
            ["-f", "-e", "trace=openat", "-o", dir.appendingPathComponent("strace.log").path, binary.path] + args
        p.currentDirectoryURL = dir
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// The opens of `file` in the last trace (a path relative to the folder).
    func count(_ file: String, in dir: URL) throws -> Int {
        let text = try String(contentsOf: dir.appendingPathComponent("strace.log"), encoding: .utf8)
        // Relative as the command line gives it, or absolute as a path resolved against the scene's folder.
        return text.split(separator: "\n").filter { $0.contains("\"\(file)\"") || $0.contains("/\(file)\"") }.count
    }

    func folder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A scene whose texts come from a strings folder, in three locales: its variants cannot be applied to the
    /// parsed value, so each is parsed again, from the text read once.
    static let localized = """
        canvas 200x120 @1x
        fps 10
        strings "Strings"
        variant de locale de
        variant fr locale fr
        cell c
          text t
        rows c
          a t L"Hello"
        timeline
          at 0.2 tap a
        """

    func writeLocalized(in dir: URL) throws {
        try Self.localized.write(to: dir.appendingPathComponent("l.scene"), atomically: true, encoding: .utf8)
        for (language, hello) in [("en", "Hello"), ("de", "Hallo"), ("fr", "Bonjour")] {
            let lproj = dir.appendingPathComponent("Strings/\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"Hello\" = \"\(hello)\";\n".write(
                to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
    }

    @Test(.enabled(if: ReadOnceTests.straceWorks))
    func everyCommandOpensALocalizedSceneAndItsStringsOnce() throws {
        let dir = try folder("once-localized")
        defer { try? FileManager.default.removeItem(at: dir) }
        try writeLocalized(in: dir)
        let commands: [[String]] = [
            ["render", "l.scene", "--all-variants", "-o", "out", "--quiet"],
            ["sheet", "l.scene", "--all-variants", "-o", "s.png", "--quiet"],
            ["test", "l.scene", "--goldens", "g", "--all-variants", "--record", "missing", "--quiet"],
            ["test", "l.scene", "--goldens", "g", "--all-variants", "--audit", "--record", "all", "--quiet"],
            ["audit", "l.scene", "--all-variants"],
            ["lint", "l.scene"],
            ["still", "l.scene", "--at", "0.3", "--variant", "fr", "-o", "still.png"]
        ]
        for args in commands {
            #expect(try opens(of: "l.scene", args, in: dir) == 1, "\(args)")
            // The strings of each locale are read once too.
            #expect(try count("de.lproj/Localizable.strings", in: dir) == 1, "\(args)")
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/fr/frame-00000.png").path))
    }

    /// The preview reads the scene once when it starts and once per save, whatever its variants.
    @Test(.enabled(if: ReadOnceTests.straceWorks))
    func thePreviewOpensTheSceneOncePerSave() throws {
        let dir = try folder("once-preview")
        defer { try? FileManager.default.removeItem(at: dir) }
        try writeLocalized(in: dir)
        let out = Pipe()
        let port = 9000 + Int.random(in: 0..<400)
        let p = try traced(["preview", "l.scene", "--port", String(port)], in: dir, output: out)
        defer {
            // SIGINT to unfold itself (strace's child), which stops the server; strace then ends.
            let children =
                (try? String(
                    contentsOfFile: "/proc/\(p.processIdentifier)/task/\(p.processIdentifier)/children", encoding: .utf8
                )) ?? ""
            for pid in children.split(separator: " ").compactMap({ Int32($0) }) { kill(pid, SIGINT) }
            p.waitUntilExit()
        }
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        #expect(line.contains("127.0.0.1:\(port)"), "\(line)")
        let events = PreviewTests.subscribe(port)
        defer { close(events) }
        let saved = Self.localized.replacingOccurrences(of: "fps 10", with: "fps 12")
        try saved.write(to: dir.appendingPathComponent("l.scene"), atomically: false, encoding: .utf8)
        #expect(PreviewTests.nextBuildEvent(events)?.contains("\"ok\": true") == true)
        #expect(try count("l.scene", in: dir) == 2)
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
