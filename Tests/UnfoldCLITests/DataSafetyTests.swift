import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI

/// Runs the real binary in `cwd`, so that `.` and `..` name a throwaway folder, never the repository; `environment`
/// adds to this process's variables.
func runBinary(_ args: [String], in cwd: URL, environment: [String: String] = [:]) throws -> (code: Int32, err: String)
{
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "unfold")
    try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no unfold binary beside the tests")
    let p = Process()
    p.executableURL = binary
    p.arguments = args
    if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    p.currentDirectoryURL = cwd
    let pipe = Pipe()
    p.standardError = pipe
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let err = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, err)
}

/// Every file below `dir` with its bytes, to show that nothing changed.
func snapshot(_ dir: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    let walker = FileManager.default.enumerator(atPath: dir.path)
    while let name = walker?.nextObject() as? String { out[name] = bytes(dir.appendingPathComponent(name)) }
    return out
}

@Suite struct DataSafetyTests {
    /// A folder with a scene and a file of the user's inside a parent with another of the user's files.
    func userFolder() -> (parent: URL, work: URL) {
        let parent = tempDir("safety")
        let work = parent.appendingPathComponent("work")
        try! FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        _ = write(smallScene, to: work.appendingPathComponent("s.scene"))
        _ = write("mine", to: work.appendingPathComponent("notes.txt"))
        _ = write("mine too", to: parent.appendingPathComponent("other.txt"))
        return (parent, work)
    }

    @Test(arguments: [
        ["render", "s.scene", "-o", "."], ["render", "s.scene", "-o", ".."], ["render", "s.scene", "-o", ""],
        ["render", "s.scene", "-o", "sub/.."], ["render", "s.scene", "-o", "/"],
        ["check", "s.scene", "--golden", ".", "--record"], ["render", "s.scene", "-o", "../work"]
    ])
    func foldersUnfoldDidNotWriteAreRefused(_ args: [String]) throws {
        let (parent, work) = userFolder()
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let before = snapshot(parent)
        let r = try runBinary(args, in: work)
        #expect(r.code == 3)
        // The folder each asks for, resolved: the scene's own folder, its parent, or the root.
        let named = args[3] == "/" ? "/" : args[3] == ".." ? parent.path : work.path
        #expect(r.err == "unfold: error: refusing to replace \(named): it is \(named), a folder Unfold did not write\n")
        #expect(snapshot(parent) == before)
    }

    @Test func aSceneNamedDotsCannotReplaceItsFolder() throws {
        let (parent, work) = userFolder()
        _ = write(smallScene, to: work.appendingPathComponent("...scene"))
        let before = snapshot(parent)
        // Its default output is out/.. : the working folder itself.
        let r = try runBinary(["render", "...scene"], in: work)
        #expect(r.code == 3)
        #expect(snapshot(parent) == before)
    }

    @Test func aFolderWithOtherFilesIsRefusedAndUnfoldsOwnIsReplaced() throws {
        let (_, work) = userFolder()
        let out = work.appendingPathComponent("out")
        #expect(try runBinary(["render", "s.scene", "-o", "out", "--frames", "0:2"], in: work).code == 0)
        // Unfold's own output is replaced.
        #expect(try runBinary(["render", "s.scene", "-o", "out", "--frames", "0:1"], in: work).code == 0)
        #expect(files(out) == ["frame-00000.png", "timeline.json"])
        _ = write("mine", to: out.appendingPathComponent("keep.txt"))
        let r = try runBinary(["render", "s.scene", "-o", "out"], in: work)
        #expect(r.code == 3)
        #expect(
            r.err
                == "unfold: error: \(work.path)/out holds 'keep.txt', which Unfold did not write; Unfold replaces only"
                + " its own output folders\n")
        #expect(files(out) == ["frame-00000.png", "keep.txt", "timeline.json"])
    }

    @Test func stillRefusesDevicesAndFilesOfAnotherFormat() throws {
        let (parent, work) = userFolder()
        let before = snapshot(parent)
        for device in ["/dev/null", "/dev/full"] {
            let r = try runBinary(["still", "s.scene", "--at", "0", "-o", device], in: work)
            #expect(r.code == 3)
            #expect(r.err == "unfold: error: \(device) is not a regular file; Unfold leaves it alone\n")
        }
        let text = try runBinary(["still", "s.scene", "--at", "0", "-o", "notes.txt"], in: work)
        #expect(text.code == 3)
        #expect(
            text.err
                == "unfold: error: \(work.path)/notes.txt is not a file Unfold writes (TXT expected); Unfold leaves"
                + " it alone\n")
        #expect(snapshot(parent) == before)
        // A PNG it wrote before is replaced.
        #expect(try runBinary(["still", "s.scene", "--at", "0", "-o", "a.png"], in: work).code == 0)
        #expect(try runBinary(["still", "s.scene", "--at", "0.5", "-o", "a.png"], in: work).code == 0)
    }
}
