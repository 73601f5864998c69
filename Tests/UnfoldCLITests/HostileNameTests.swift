import Foundation
import Testing
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
        #expect(r.code == 1)
        #expect(r.out.contains("the file name is not valid UTF-8"), "\(r.out)")
        #expect(!r.out.contains("no such scene file"))
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
        #expect(r.out.contains("ERROR t\\u{1B}]0;pwned\\u{07} (default):"), "\(r.out)")
    }
}
