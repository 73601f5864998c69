import Foundation
import Testing

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
        #expect(blocks.count == 3)
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
            #expect(!images.isEmpty && images.allSatisfy { $0.hasPrefix("swift:") }, "\(images)")
            #expect(block.contains("make install"))
        }
    }

    @Test func readmeNamesTheToolchainFirst() {
        let readme = String(
            decoding: bytes(DocsTests.docs.appendingPathComponent("../README.md")), as: UTF8.self)
        let head = readme.components(separatedBy: "## Two commands")[0]
        #expect(head.contains("Swift toolchain, version 6.3"))
    }

    /// Without the Swift toolchain, `make` says what is missing instead of "swift: command not found".
    @Test func makeSaysWhenSwiftIsMissing() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/make")
        p.arguments = [
            "-s", "-C", DocsTests.docs.appendingPathComponent("..").path, "swift-check", "SWIFT=no-such-swift"
        ]
        let output = Pipe()
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus != 0)
        #expect(out.hasPrefix("Unfold needs the Swift toolchain (6.3 or later"), "\(out)")
    }
}
