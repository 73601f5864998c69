import Foundation
import Testing

@testable import UnfoldRender

/// A stamp kept between processes is a cache, not a proof: a pinned file's stamp is believed only when the
/// file's two ends are the pinned file's, so a lie either way costs one full hash and never a wrong verdict.
@Suite struct StampTrustTests {
    /// The installed copy of a pinned file.
    func installed(_ relative: String) throws -> URL {
        let found = Fonts.files.first { $0.path.hasSuffix("/" + relative) }
        return URL(fileURLWithPath: try #require(found?.path))
    }

    @Test func aFileSwappedUnderAPinnedNameIsNotBelieved() throws {
        let regular = try #require(PinnedFonts.pins.first { $0.path.hasSuffix("/Inter-Regular.otf") })
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)")
        let folder = dir.appendingPathComponent("opentype/inter")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Inter-Regular.otf holding Inter-Bold's bytes, with a stamp that says it is the pinned Regular.
        let swapped = folder.appendingPathComponent("Inter-Regular.otf")
        try FileManager.default.copyItem(at: try installed("opentype/inter/Inter-Bold.otf"), to: swapped)
        #expect(!FileDigest.isBelievable(regular.sha256, for: swapped.path))
        // The pristine file with the right stamp is believed; with a wrong one it is hashed again instead.
        let pristine = try installed(regular.path)
        #expect(FileDigest.isBelievable(regular.sha256, for: pristine.path))
        #expect(!FileDigest.isBelievable(String(repeating: "0", count: 64), for: pristine.path))
        // Every pinned file's ends are the ones recorded.
        for pin in PinnedFonts.pins {
            #expect(
                try FileDigest.endsHash(of: try installed(pin.path).path) == PinnedFonts.ends[pin.path], "\(pin.path)")
        }
    }
}

/// The stamps file is the user's cache: a FIFO put there is skipped at once, never waited on.
@Suite struct StampFIFOTests {
    @Test func aFIFOAsTheStampsFileIsReadAsNoStamps() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("digests").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(DigestStamps.read(fifo).stamps.isEmpty)
    }
}
