import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI
import UnfoldCore
import UnfoldModel

/// The docs' CI examples are real YAML in an image that has Swift.
@Suite struct DocsTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs")

    /// The ```yaml blocks of a Markdown file.
    func yamlBlocks(_ name: String) -> [String] {
        let text = String(decoding: bytes(DocsTests.docs.appendingPathComponent(name)), as: UTF8.self)
        return text.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func ciExamplesParseAndUseASwiftImage() throws {
        let blocks = yamlBlocks("ci.md")
        #expect(blocks.count == 2)
        for block in blocks {
            // Debian's python3-yaml, installed by `make test`, is the independent parser.
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            let script = """
                import sys, yaml, json
                doc = yaml.safe_load(sys.stdin.read())
                images = []
                def walk(x):
                    if isinstance(x, dict):
                        for k, v in x.items():
                            if k in ('container', 'image'): images.append(v)
                            walk(v)
                    elif isinstance(x, list):
                        for v in x: walk(v)
                walk(doc)
                print(json.dumps(images))
                """
            p.arguments = ["-c", script]
            let input = Pipe()
            let output = Pipe()
            p.standardInput = input
            p.standardOutput = output
            p.standardError = FileHandle.nullDevice
            try p.run()
            input.fileHandleForWriting.write(Data(block.utf8))
            try input.fileHandleForWriting.close()
            let out = output.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "not YAML:\n\(block.prefix(200))")
            let images = try JSONDecoder().decode([String].self, from: out)
            // The job that builds names the image with Swift 6.3; the jobs that test need no Swift.
            #expect(images.contains("swift:6.3-bookworm"), "\(images)")
            #expect(images.allSatisfy { ["swift:6.3-bookworm", "debian:bookworm"].contains($0) }, "\(images)")
            #expect(block.contains("make -C unfold package"))
        }
    }

    /// The workflows run as written, in a folder laid out like an app's repository, with this repository as the
    /// Unfold they check out: `Tests/Workflows/run_workflows.py` says how.
    @Test func ciWorkflowsRunAsWrittenFromAnAppsRepository() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("unfold")
        let root = DocsTests.docs.standardizedFileURL.deletingLastPathComponent()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [
            root.appendingPathComponent("Tests/Workflows/run_workflows.py").path, root.path, binary.path,
            tempDir("workflows").path
        ]
        let output = Pipe()
        p.standardOutput = output
        p.standardError = output
        try p.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(out)")
        // Both services: four shards each, merged into one report of the app's four pairs, all passed.
        #expect(out.components(separatedBy: "--shard").count - 1 == 8, "\(out)")
        #expect(
            out.components(
                separatedBy:
                    "read-more (ax3): passed; read-more (dark): passed; read-more (default): passed; settings (default): passed"
            ).count - 1 == 2, "\(out)")
        // No verdict line failed (the suite writes each pair as a line of its own, "FAIL NAME …").
        #expect(!out.split(separator: "\n").contains { $0.hasPrefix("FAIL ") }, "\(out)")
    }

    @Test func readmeNamesTheToolchainFirst() {
        let readme = String(
            decoding: bytes(DocsTests.docs.appendingPathComponent("../README.md")), as: UTF8.self)
        let head = readme.components(separatedBy: "## Two commands")[0]
        #expect(head.contains("Swift toolchain, version 6.3"))
    }

    /// `make ARGS` in the repository: its exit status and standard output.
    static func make(_ args: [String]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/make")
        p.arguments = ["-C", docs.appendingPathComponent("..").path] + args
        let output = Pipe()
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, out)
    }

    /// Without the Swift toolchain, `make` says what is missing instead of "swift: command not found".
    @Test func makeSaysWhenSwiftIsMissing() throws {
        let (status, out) = try DocsTests.make(["-s", "swift-check", "SWIFT=no-such-swift"])
        #expect(status != 0)
        #expect(out.hasPrefix("Unfold needs the Swift toolchain (6.3 or later"), "\(out)")
    }
}

/// What the repository's own files promise, held to what the build does.
@Suite struct RepositoryTests {
    static let root = DocsTests.docs.appendingPathComponent("..")

    func text(_ path: String) -> String {
        String(decoding: bytes(RepositoryTests.root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// F11: one version, in one place: `--version`, the docs' and the example's `from:` agree.
    @Test func oneVersionEverywhere() {
        #expect(unfold("--version").out == "unfold \(UnfoldVersion.string)\n")
        for file in ["docs/swift-api.md", "Examples/ListSnapshots/Package.swift"] {
            let named = text(file).components(separatedBy: "from: \"").dropFirst().map {
                $0.components(separatedBy: "\"")[0]
            }
            #expect(!named.isEmpty && named.allSatisfy { $0 == UnfoldVersion.string }, "\(file): \(named)")
        }
    }

    /// F12: `swift test --attachments-path DIR` fails until DIR exists, so every example makes it first.
    @Test func attachmentFoldersAreMadeFirst() {
        for file in ["docs/swift-api.md", "docs/ci.md", "README.md"] {
            for line in text(file).split(separator: "\n")
            where line.contains("- run:") && line.contains("--attachments-path") {
                let folder = line.components(separatedBy: "--attachments-path ")[1].split(separator: " ")[0]
                #expect(line.contains("mkdir -p \(folder) &&"), "\(file): \(line)")
            }
        }
        #expect(text("docs/swift-api.md").contains("mkdir -p out/attachments && swift test --attachments-path"))
    }

    /// F1: `make demo` writes only under out/ (ignored), so the work tree stays clean: every `-o` of its
    /// commands, as `make -n` prints them, is under out/.
    @Test func makeDemoWritesUnderOut() throws {
        let (_, out) = try DocsTests.make(["-n", "demo", "SWIFT=true"])
        let renders = out.split(separator: "\n").filter { $0.hasPrefix(".build/release/unfold ") }
        #expect(renders.count == 3, "\(out)")
        for line in renders {
            let words = line.split(separator: " ")
            let destination = try #require(words.firstIndex(of: "-o")).advanced(by: 1)
            #expect(words[destination].hasPrefix("out/"), "\(line)")
        }
        #expect(text(".gitignore").split(separator: "\n").contains { $0 == "out/" || $0 == "/out/" || $0 == "out" })
    }
}
