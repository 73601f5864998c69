import Foundation
import Testing

@testable import Unfold
@testable import UnfoldCLI

/// The servers hand out files of their folders only: a symbolic link in a report folder or a golden folder,
/// anywhere on the way, is answered 404 (finding 1 of "What broke under a second look").
@Suite(.serialized) struct ServedLinkTests {
    static let secret = "not for the browser\n"

    /// A file outside every folder served, which the links below point to.
    static func secretFile() -> URL {
        let url = tempDir("secret").appendingPathComponent("secret.txt")
        _ = write(secret, to: url)
        return url
    }

    @Test func aReportServesNoLinkedFile() throws {
        let dir = try ShowReportTests.failingReport()
        let report = dir.appendingPathComponent("out/unfold-report")
        let fm = FileManager.default
        let secret = Self.secretFile()
        // The report's own pages replaced by links out of it.
        for name in ["junit.xml", "index.html"] {
            try fm.removeItem(at: report.appendingPathComponent(name))
            try fm.createSymbolicLink(at: report.appendingPathComponent(name), withDestinationURL: secret)
        }
        // An image folder replaced by a link to a folder holding a PNG of the same name.
        let elsewhere = tempDir("elsewhere")
        let images = report.appendingPathComponent("images/s")
        try fm.moveItem(at: images, to: elsewhere.appendingPathComponent("s"))
        try fm.createSymbolicLink(at: images, withDestinationURL: elsewhere.appendingPathComponent("s"))
        let server = try ShowReportTests.serve(dir)
        defer { server.stop() }
        for path in ["/junit.xml", "/index.html", "/", "/images/s/default/frame-00000-actual.png"] {
            let answer = RawHTTP.get(server.port, path)
            #expect(answer.status == 404, "\(path)")
            #expect(!String(decoding: answer.body, as: UTF8.self).contains(Self.secret), "\(path)")
        }
        #expect(RawHTTP.get(server.port, "/results.json").status == 200)
    }

    @Test func thePreviewServesNoLinkedGolden() throws {
        let dir = tempDir("preview-link")
        let path = PreviewTests.scene(dir)
        let goldens = dir.appendingPathComponent("g")
        #expect(
            unfold("test", path, "--goldens", goldens.path, "--record", "all", "--report", dir.path + "/r").code == 0)
        let fm = FileManager.default
        let frame = goldens.appendingPathComponent("p/frame-00000.zst")
        let elsewhere = tempDir("elsewhere").appendingPathComponent("frame.zst")
        try fm.moveItem(at: frame, to: elsewhere)
        try fm.createSymbolicLink(at: frame, withDestinationURL: elsewhere)
        let server = try PreviewTests.serve(path, goldens: goldens.path)
        defer { server.stop() }
        #expect(RawHTTP.get(server.port, "/golden/default/0.png").status == 404)
        // The scene's golden folder itself a link.
        try fm.removeItem(at: frame)
        try fm.moveItem(at: elsewhere, to: frame)
        #expect(RawHTTP.get(server.port, "/golden/default/0.png").status == 200)
        let moved = tempDir("elsewhere").appendingPathComponent("p")
        try fm.moveItem(at: goldens.appendingPathComponent("p"), to: moved)
        try fm.createSymbolicLink(at: goldens.appendingPathComponent("p"), withDestinationURL: moved)
        #expect(RawHTTP.get(server.port, "/golden/default/0.png").status == 404)
    }

    @Test func folderFileRefusesEveryWayOut() throws {
        let root = tempDir("folder-file")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("d"), withIntermediateDirectories: true)
        _ = write("inside", to: root.appendingPathComponent("d/f.txt"))
        try fm.createSymbolicLink(at: root.appendingPathComponent("l.txt"), withDestinationURL: Self.secretFile())
        try fm.createSymbolicLink(
            at: root.appendingPathComponent("ld"), withDestinationURL: root.appendingPathComponent("d"))
        #expect(mkfifo(root.appendingPathComponent("fifo").path, 0o600) == 0)
        #expect(FolderFile.read(["d", "f.txt"], in: root) == .success(Array("inside".utf8)))
        #expect(FolderFile.read(["l.txt"], in: root) == .failure(.link))
        #expect(FolderFile.read(["ld", "f.txt"], in: root) == .failure(.link))
        #expect(FolderFile.read(["fifo"], in: root) == .failure(.notRegularFile))
        #expect(FolderFile.read(["d"], in: root) == .failure(.notRegularFile))
        #expect(FolderFile.read(["d", "f.txt", "x"], in: root) == .failure(.notFolder))
        #expect(FolderFile.read(["nothing"], in: root) == .failure(.missing))
        for bad in [[".."], ["d", ".."], ["."], [""], ["d/f.txt"], []] {
            #expect(FolderFile.read(bad, in: root) == .failure(.badName), "\(bad)")
        }
    }
}
