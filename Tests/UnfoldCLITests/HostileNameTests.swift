import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI

/// File names are input too: not UTF-8, holding control characters, or HTML.
@Suite struct HostileNameTests {
    func driver() -> (Driver, Captured) {
        let c = Captured()
        var d = Driver(stdout: { c.out += $0 }, stderr: { c.err += $0 })
        d.environment = [:]
        return (d, c)
    }

    @Test func anArgumentThatIsNotUTF8IsNamedAsSuch() {
        let (d, c) = driver()
        let code = d.run(bytes: [Array("lint".utf8), Array("bad".utf8) + [0xFF] + Array(".scene".utf8)])
        #expect(code == 2)
        #expect(
            c.err
                == "unfold: error: argument 2 ('bad\u{FFFD}.scene') is not valid UTF-8; Unfold reads file names as UTF-8"
                + " text: rename the file (for example with convmv) or use a link with a UTF-8 name\n")
        let (ok, _) = driver()
        #expect(ok.run(bytes: [Array("--version".utf8)]) == 0)
    }

    @Test func aSceneInAFolderWhoseNameIsNotUTF8IsNamedAsSuch() throws {
        let dir = tempDir("names")
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        // The name is made with the C library: Foundation cannot spell it.
        let path = Array(scenes.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".scene".utf8) + [0]
        let fd = path.withUnsafeBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) {
                open($0, O_CREAT | O_WRONLY, 0o644)
            }
        }
        #expect(fd >= 0)
        _ = smallScene.withCString { write(fd, $0, strlen($0)) }
        close(fd)
        let r = unfold([
            "test", scenes.path, "--goldens", dir.appendingPathComponent("g").path,
            "--report", dir.appendingPathComponent("r").path
        ])
        // A file that cannot be read is an input failure: exit 3.
        #expect(r.code == 3)
        // The name's one byte that is not UTF-8 is shown as U+FFFD.
        #expect(
            r.out == "ERROR bad\u{FFFD} (default): the file name is not valid UTF-8; Unfold reads file names as UTF-8"
                + " text: rename the file\n"
                + "unfold test: 1 scene: 1 error (report: \(dir.path)/r/index.html)\n")
    }

    @Test func controlCharactersInAFileNameAreEscapedInTheSummary() throws {
        let dir = tempDir("names")
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = write(
            "scene \"x\"\ncell c\n  text t\nrows c\n  a t \"x\"\ntimeline\n  at 1 tap b\n",
            to: scenes.appendingPathComponent("t\u{1B}]0;pwned\u{07}.scene"))
        let r = unfold([
            "test", scenes.path, "--goldens", dir.appendingPathComponent("g").path,
            "--report", dir.appendingPathComponent("r").path
        ])
        #expect(r.code == 1)
        #expect(!(r.out + r.err).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        // Escaped as Swift writes the two characters, in the summary and in the path of the diagnostic.
        let shown = #"t\u{1B}]0;pwned\u{07}"#
        #expect(
            r.out == """
                ERROR \(shown) (default): \(scenes.path)/\(shown).scene:7:12: error: unknown row 'b'; did you mean 'a'?
                  at 1 tap b
                           ^
                unfold test: 1 scene: 1 error (report: \(dir.path)/r/index.html)

                """)
    }

    /// Finding 3: every command's whole output, with a file name holding `ESC ] 0 ; … BEL`: summaries naming
    /// a default output, `-o`, `--golden` and `--report` names, `lint` of a missing file, an unknown command's
    /// name, errors. The real binary, in a folder of its own (default outputs are relative to it), with standard
    /// error a file, so summary lines are printed. `embed` refuses such a name, which a snippet must hold raw.
    @Test func noCommandPrintsARawEscape() throws {
        let dir = tempDir("escapes")
        let name = "t\u{1B}]0;pwned\u{07}"
        _ = write(smallScene, to: dir.appendingPathComponent("\(name).scene"))
        let runs: [[String]] = [
            ["render", "\(name).scene", "--frames", "0:2"],
            ["render", "\(name).scene", "-o", "\(name).gif", "--width", "100"],
            ["sheet", "\(name).scene", "--every", "20"],
            ["sheet", "\(name).scene", "--every", "20", "-o", "\(name)-sheet.png"],
            ["still", "\(name).scene", "--at", "0.5", "-o", "\(name).png"],
            ["still", "\(name).scene", "--at", "0.5"],
            ["check", "\(name).scene", "--golden", "g-\(name)", "--record"],
            ["check", "\(name).scene", "--golden", "g-\(name)"],
            [
                // Recording asked for: on CI a missing golden is not recorded by default, and the words would differ.
                "test", "\(name).scene", "--goldens", "goldens-\(name)", "--report", "report-\(name)", "--junit",
                "\(name).xml", "--record", "missing"
            ],
            ["diff", "\(name).png", "\(name).png"],
            ["lint", "\(name).scene"],
            ["lint", "missing-\(name).scene"],
            ["audit", "\(name).scene", "--json", "\(name).json"],
            ["embed", "\(name).gif"],
            ["show-report", "report-missing-\(name)"],
            ["merge-reports", "report-\(name)", "-o", "merged-\(name)"],
            ["render\(name)"],
            ["render", "--\(name)"]
        ]
        var got = ""
        for args in runs {
            let r = try #require(try CorpusTests.bounded(args, seconds: 60, in: dir), "\(args) ran over 60 s")
            let raw = r.err.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }
            #expect(!raw, "\(args.map(TerminalTextForTests.shown)): \(TerminalTextForTests.shown(r.err))")
            let shown = args.map(TerminalTextForTests.shown).joined(separator: " ")
            got += "$ unfold \(shown)\n\(r.code)\n" + r.err.replacing(try Regex(#" in \d+\.\d+ s\b"#), with: " in … s")
        }
        // Every command's whole output, as recorded in Tests/TextGoldens/hostile-name.txt: the lines that name the
        // file name it escaped (a lint that passes, a diff of counts, name none).
        // `UNFOLD_RECORD=all swift test --filter HostileNameTests` writes it again.
        let url = RepositoryTests.root.appendingPathComponent("Tests/TextGoldens/hostile-name.txt")
        if ProcessInfo.processInfo.environment["UNFOLD_RECORD"] == "all" {
            try Data(got.utf8).write(to: url)
        } else {
            #expect(got == String(decoding: bytes(url), as: UTF8.self))
        }
        let embed = try #require(try CorpusTests.bounded(["embed", "\(name).gif"], seconds: 30, in: dir))
        #expect(embed.code == 2)
        #expect(
            embed.err == #"unfold: t\u{1B}]0;pwned\u{07}.gif: a snippet cannot hold control characters; rename the"#
                + " file or write the text without them\n"
                + "usage: unfold embed FILE [--poster FILE.png] [--alt TEXT]\n(see 'unfold --help')\n")
    }
}

/// Escapes for the failure messages of the test above (which must not print what it checks for).
enum TerminalTextForTests {
    static func shown(_ s: String) -> String {
        s.replacingOccurrences(of: "\u{1B}", with: "<ESC>").replacingOccurrences(of: "\u{07}", with: "<BEL>")
    }
}
