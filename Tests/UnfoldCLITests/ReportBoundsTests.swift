import Foundation
import Testing

@testable import Unfold

/// Issue 82, point 25: `merge-reports` and `show-report` read a shard's `results.json` whole and decoded it at
/// about 15 times its size (130 MB peaked at 2 GB). A report, and the shards merged together, are bounded at 48 MB,
/// refused in words before anything is read.
@Suite struct ReportBoundsTests {
    /// A report folder whose `results.json` has `size` bytes (a sparse file: nothing is written).
    static func shard(_ dir: URL, _ name: String, size: Int) throws -> String {
        let folder = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("results.json")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        return folder.path
    }

    @Test func aReportTooLargeIsRefusedInWords() throws {
        let dir = tempDir("report-bounds")
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = try Self.shard(dir, "big", size: SuiteReport.maxBytes + 1)
        let merged = unfold("merge-reports", big, "-o", dir.appendingPathComponent("out").path)
        #expect(merged.code == 3)
        #expect(
            merged.err
                == "unfold: error: \(big)/results.json is larger than the 48 MB Unfold reads of reports (about 50,000"
                + " results): split the suite further\n")
        // Two shards under the bound each, over it together: the first is a report (spaces after its JSON).
        let a = try Self.shard(dir, "a", size: 0)
        let report = Array(#"{"results": [], "version": 1}"#.utf8)
        try Data(report + [UInt8](repeating: 32, count: (30 << 20) - report.count))
            .write(to: URL(fileURLWithPath: a + "/results.json"))
        let b = try Self.shard(dir, "b", size: 30 << 20)
        let together = unfold("merge-reports", a, b, "-o", dir.appendingPathComponent("out").path)
        #expect(together.code == 3)
        #expect(
            together.err
                == "unfold: error: \(b)/results.json is larger than the 48 MB Unfold reads of reports together (about"
                + " 50,000 results): split the suite further\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        #expect(throws: UnfoldFailure.self) {
            _ = try ReportServer(folder: URL(fileURLWithPath: big), port: 9700 + Int.random(in: 0..<200), tries: 100)
        }
    }
}
