import Foundation
import Testing
import UnfoldCore
import UnfoldRender

@testable import Unfold
import UnfoldModel

/// Version 5's golden folders: frames compressed against the first kept frame, records outside `golden.json`;
/// a quarter of version 4's bytes at most, the same verdicts, and version 4's folders still read, exactly.
@Suite struct CompactGoldenTests {
    /// A folder with one scene recorded in version 5's format.
    func recorded(_ scene: String = SuiteTests.second) throws -> (dir: URL, scene: String, goldens: URL) {
        let dir = tempDir("compact")
        let path = write(scene, to: dir.appendingPathComponent("second.scene"))
        let goldens = dir.appendingPathComponent("goldens")
        let r = unfold("test", path, "--goldens", goldens.path, "--report", dir.appendingPathComponent("r").path)
        let report = dir.appendingPathComponent("r").path
        try #require(
            r.code == 0
                && r.out
                    == "RECORDED second (default) (4 frames)\nunfold test: 1 scene: 1 recorded (report: \(report)/index.html)\n",
            "\(r.out)\(r.err)")
        return (dir, path, goldens.appendingPathComponent("second"))
    }

    func size(of dir: URL) -> Int {
        files(dir).reduce(0) { $0 + bytes(dir.appendingPathComponent($1)).count }
    }

    /// Rewrites a version-5 folder as version 4 wrote it: a PNG per kept frame at version 4's level, and every
    /// record in a pretty `golden.json` of format 1 with version 4's default comparison written out.
    func downgrade(_ folder: URL, scene: String) throws { try Self.downgrade(folder, scene: scene) }

    static func downgrade(_ folder: URL, scene: String) throws {
        let manifest = try #require(try GoldenFolder.manifest(in: folder))
        let renderer = try SceneDocument.read(path: scene).load(variant: "default").prepare()
        let pngs = try FrameExporter.collect(
            renderer, frames: manifest.keptFrames, jobs: 2, work: .silent, label: "v4",
            output: .png(.compact))
        for name in files(folder) { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        for (f, png) in pngs { try Data(png).write(to: folder.appendingPathComponent(FrameExporter.fileName(f))) }
        var old = manifest
        old.format = 1
        old.pictures = nil
        old.comparison = .init(threshold: 0.1, maxDiffPixels: 0, maxDiffRatio: 0)
        try old.encoded().write(to: folder.appendingPathComponent("golden.json"))
    }

    @Test func aFolderIsAtMostAQuarterOfVersionFoursBytesWithTheSameVerdicts() throws {
        let s = try recorded()
        let compact = size(of: s.goldens)
        let names = files(s.goldens)
        #expect(names.contains("golden.json") && names.contains("records.zst") && names.contains("frame-00000.zst"))
        #expect(!names.contains { $0.hasSuffix(".png") })
        let json = String(decoding: bytes(s.goldens.appendingPathComponent("golden.json")), as: UTF8.self)
        #expect(json.contains("\"format\" : 2") && json.contains("\"encoding\" : \"zstd-rgba\""))
        // The same verdicts: unchanged passes, a changed colour fails with the same count.
        #expect(
            unfold(
                "test", s.scene, "--goldens", s.goldens.deletingLastPathComponent().path, "--report",
                s.dir.appendingPathComponent("r1").path
            ).code == 0)
        try downgrade(s.goldens, scene: s.scene)
        let versionFour = size(of: s.goldens)
        #expect(compact * 4 <= versionFour, "version 5: \(compact) bytes, version 4: \(versionFour)")
    }

    /// A version-4 folder is read as recorded, and checked exactly: its written-out 0.1 was never asked for.
    @Test func aVersionFourFolderIsReadAndCheckedExactly() throws {
        let s = try recorded()
        try downgrade(s.goldens, scene: s.scene)
        let goldens = s.goldens.deletingLastPathComponent().path
        let report = s.dir.appendingPathComponent("r2").path
        #expect(unfold("test", s.scene, "--goldens", goldens, "--report", report).code == 0)
        // A blue nudged by one step: pixelmatch's 0.1 lets it pass, the exact check does not.
        _ = write(
            SuiteTests.second.replacingOccurrences(of: "color blue", with: "color #0079FF"),
            to: URL(fileURLWithPath: s.scene))
        let r = unfold("test", s.scene, "--goldens", goldens, "--report", report)
        #expect(r.code == 1)
        #expect(
            r.out == SuiteTests.swatchFailed(from: "#007AFF", to: "#0079FF") + """
                to accept: unfold test \(s.scene) --goldens \(goldens) --record failed
                unfold test: 1 scene: 1 failed (report: \(report)/index.html)

                """)
        #expect(unfold("test", s.scene, "--goldens", goldens, "--report", report, "--threshold", "0.1").code == 0)
        // Recording again writes version 5's format.
        #expect(unfold("test", s.scene, "--goldens", goldens, "--report", report, "--record", "all").code == 0)
        #expect(files(s.goldens).contains("records.zst"))
    }

    /// Damaged or hostile stored frames are errors that name the file, never a crash or a read outside.
    @Test func aDamagedFolderIsAnErrorNamingTheFile() throws {
        let s = try recorded()
        let goldens = s.goldens.deletingLastPathComponent().path
        let report = s.dir.appendingPathComponent("r3").path
        let frame = s.goldens.appendingPathComponent("frame-00010.zst")
        try Data([0x28, 0xB5, 0x2F, 0xFD, 1, 2, 3]).write(to: frame)
        let r = unfold("test", s.scene, "--goldens", goldens, "--report", report)
        #expect(r.code == 1)
        let summary = "unfold test: 1 scene: 1 error (report: \(report)/index.html)\n"
        let again = "(recording again with --record all replaces it)"
        #expect(
            r.out == "ERROR second (default): \(frame.path): libzstd could not read the frame: not a Zstandard frame"
                + " \(again)\n" + summary)
        // A file name that points outside the folder is refused before anything is read.
        let manifest = s.goldens.appendingPathComponent("golden.json")
        let text = String(decoding: bytes(manifest), as: UTF8.self)
        _ = write(text.replacingOccurrences(of: "\"records.zst\"", with: "\"..\\/x.zst\""), to: manifest)
        let outside = unfold("test", s.scene, "--goldens", goldens, "--report", report)
        #expect(outside.code == 1)
        #expect(
            outside.out
                == "ERROR second (default): \(manifest.path): 'pictures.records' is '../x.zst', not a file of the"
                + " folder \(again)\n" + summary)
        // A link where a frame should be is not followed out of the folder.
        _ = write(text, to: manifest)
        let elsewhere = tempDir("outside-golden").appendingPathComponent("x.zst")
        try FileManager.default.moveItem(at: frame, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: frame, withDestinationURL: elsewhere)
        let linked = unfold("test", s.scene, "--goldens", goldens, "--report", report)
        #expect(linked.code == 1)
        #expect(
            linked.out
                == "ERROR second (default): \(frame.path) is a symbolic link; a folder's own files are read, never"
                + " a link out of it\n" + summary)
        try FileManager.default.removeItem(at: frame)
        try FileManager.default.moveItem(at: elsewhere, to: frame)
        // A FIFO where a frame should be is refused at once.
        _ = write(text, to: manifest)
        try FileManager.default.removeItem(at: frame)
        #expect(mkfifo(frame.path, 0o600) == 0)
        let fifo = unfold("test", s.scene, "--goldens", goldens, "--report", report)
        #expect(fifo.code == 1)
        #expect(
            fifo.out == "ERROR second (default): \(frame.path) is not a regular file (a FIFO, a device or a folder), so"
                + " Unfold does not read it\n" + summary)
    }
}
