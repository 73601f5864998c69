import Foundation
import Testing
import UnfoldCore
import UnfoldModel

/// docs/ci.md runs as written: `make release-tag` tags a clone of Unfold `vVERSION`, and the GitLab job's own
/// clone step, taken from the docs as they are, checks that tag out of it; the GitHub job's key step reads it.
@Suite struct ReleaseStepTests {
    /// Runs `script` in bash in `dir` with `environment` added; its exit status and what it printed.
    static func bash(_ script: String, in dir: URL, environment: [String: String] = [:]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-ec", script]
        p.currentDirectoryURL = dir
        p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        p.standardOutput = output
        p.standardError = output
        try p.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, out)
    }

    @Test func theDocsCloneStepChecksOutTheTagMakeReleaseMakes() throws {
        let root = RepositoryTests.root.standardizedFileURL
        let docs = String(decoding: bytes(root.appendingPathComponent("docs/ci.md")), as: UTF8.self)
        let tag = "v" + UnfoldVersion.string
        #expect(docs.contains("UNFOLD_REF: \(tag)"), "the docs name the version's tag")
        let step = try #require(
            docs.split(separator: "\n").first { $0.contains("git clone --depth 1 --branch \"$UNFOLD_REF\"") })
        let clone = String(step.drop { $0 == " " || $0 == "-" })
        let dir = tempDir("release")
        // A clone of this repository's committed history, tagged by the Makefile's own step.
        let source = dir.appendingPathComponent("unfold-source")
        var (status, out) = try Self.bash(
            "git clone --quiet --no-hardlinks \"$ROOT\" unfold-source && make -s -C unfold-source release-tag",
            in: dir, environment: ["ROOT": root.path])
        try #require(status == 0, "\(out)")
        let short = try Self.bash("git -C unfold-source rev-parse --short HEAD", in: dir).1
        #expect(out == "tagged \(tag) at \(short)", "\(out)")
        // Tagging again on the same commit says so; the step never moves a tag.
        (status, out) = try Self.bash("make -s -C unfold-source release-tag", in: dir)
        #expect(status == 0 && out == "\(tag) already tags this commit\n", "\(out)")
        // The GitLab job's step, as the docs write it, in a job's folder.
        let job = dir.appendingPathComponent("job")
        try FileManager.default.createDirectory(at: job, withIntermediateDirectories: true)
        (status, out) = try Self.bash(
            clone, in: job, environment: ["UNFOLD_REF": tag, "UNFOLD_REPOSITORY": "file://" + source.path])
        try #require(status == 0, "\(clone): \(out)")
        let head = try Self.bash("git -C unfold rev-parse HEAD", in: job).1
        let tagged = try Self.bash("git -C unfold-source rev-parse HEAD", in: dir).1
        #expect(head == tagged)
        #expect(FileManager.default.fileExists(atPath: job.appendingPathComponent("unfold/Makefile").path))
        // The package step the job runs next is there to run.
        (status, out) = try Self.bash("make -n -C unfold package SWIFT=true", in: job)
        #expect(status == 0, "\(out)")
    }
}
