import Foundation
import Testing

/// Golden folders, report folders and shards are input like scenes: each case in Tests/HostileFolders (a
/// folder, its `command` and what to `expect`: the exit code on the first line, then the whole output, standard
/// error before standard output, with the elapsed seconds written `in … s`) runs through the real binary under
/// the corpus's memory limit, in a copy of its folder, and nothing outside the command's output folder may
/// change. `UNFOLD_RECORD=all swift test --filter HostileFolderTests` writes the `expect` files again.
@Suite struct HostileFolderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../HostileFolders")
    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    }

    /// Every file below `dir` (links as their targets, not followed), except those below the output folders.
    func snapshot(_ dir: URL, except outputs: [String]) -> [String: Data] {
        var out: [String: Data] = [:]
        func walk(_ url: URL, _ relative: String) {
            // An output, what it holds, and the folders made to hold it.
            if outputs.contains(where: {
                relative == $0 || relative.hasPrefix($0 + "/") || $0.hasPrefix(relative + "/")
            }) {
                return
            }
            var info = stat()
            guard lstat(url.path, &info) == 0 else { return }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                out[relative + "/"] = Data()
                for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
                    walk(url.appendingPathComponent(name), relative.isEmpty ? name : relative + "/" + name)
                }
            case S_IFLNK:
                out[relative] = Data(
                    ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "").utf8)
            default:
                out[relative] = (try? Data(contentsOf: url)) ?? Data()
            }
        }
        walk(dir, "")
        return out
    }

    @Test func theCasesAreThere() { #expect(HostileFolderTests.cases.count >= 25) }

    @Test(arguments: HostileFolderTests.cases)
    func refusedWithAClearMessageAndNothingOutsideTheOutputChanges(_ name: String) throws {
        let source = HostileFolderTests.root.appendingPathComponent(name)
        let work = tempDir("hostile").appendingPathComponent(name)
        // `cp -a` keeps the cases' symbolic links as links.
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = ["-a", source.path, work.path]
        try copy.run()
        copy.waitUntilExit()
        let command = String(decoding: bytes(source.appendingPathComponent("command")), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init)
        let expectFile = source.appendingPathComponent("expect")
        let expected = String(decoding: bytes(expectFile), as: UTF8.self)
        let expectedCode = String(expected.prefix { $0 != "\n" })
        let outputs = zip(command, command.dropFirst()).filter { ["-o", "--report"].contains($0.0) }.map {
            $0.1.hasSuffix("/") ? String($0.1.dropLast()) : $0.1
        }
        // The refused outputs are the inputs themselves: then every file must stay as it was.
        let refusedOutput = expectedCode == "3" && command.first == "test"
        let before = snapshot(work, except: refusedOutput ? [] : outputs)
        let run = try #require(try CorpusTests.bounded(command, seconds: 30, in: work), "\(name) ran over 30 s")
        let got = "\(run.code)\n" + run.err.replacing(try Regex(#" in \d+\.\d+ s\b"#), with: " in … s")
        if ProcessInfo.processInfo.environment["UNFOLD_RECORD"] == "all" {
            try Data(got.utf8).write(to: expectFile)
        } else {
            #expect(got == expected, "\(name)")
        }
        let after = snapshot(work, except: refusedOutput ? [] : outputs)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        #expect(changed.isEmpty, "\(name) changed \(changed.prefix(5))")
        // Whatever was refused wrote nothing into the output at all.
        if run.code != 0 && run.code != 1 {
            for output in outputs where !refusedOutput {
                #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent(output).path))
            }
        }
    }
}
