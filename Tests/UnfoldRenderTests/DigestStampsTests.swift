import Foundation
import Testing

@testable import UnfoldRender

/// Hashes kept between processes: trusted only while a file's `stat` is the one stamped, and read as hostile input.
@Suite struct DigestStampsTests {
    let hash = String(repeating: "ab", count: 32)
    let identity = DigestStamps.Identity(
        size: 266_240, modified: .init(seconds: 1_666_628_015, nanoseconds: 0),
        changed: .init(seconds: 1_700_000_000, nanoseconds: 72_019_957), device: 65_024, inode: 974_865)

    @Test func aStampHoldsWhileTheFileIsUnchanged() {
        var stamps = DigestStamps()
        let kept = stamps.record(hash, of: "/f/Inter.otf", identity: identity, now: 1_800_000_000)
        #expect(kept)
        #expect(stamps.hash(of: "/f/Inter.otf", identity: identity) == hash)
        // Rewritten (another change time), replaced (another inode), or grown: hashed again.
        var rewritten = identity
        rewritten.changed.nanoseconds += 1
        var replaced = identity
        replaced.inode += 1
        var grown = identity
        grown.size += 1
        for other in [rewritten, replaced, grown] { #expect(stamps.hash(of: "/f/Inter.otf", identity: other) == nil) }
        #expect(stamps.hash(of: "/f/Other.otf", identity: identity) == nil)
    }

    @Test func aFileChangedJustNowIsNotStamped() {
        var stamps = DigestStamps()
        // Changed a second ago: a second write in the same clock tick could keep this identity.
        let early = stamps.record(hash, of: "/f/a", identity: identity, now: identity.changed.seconds + 1)
        #expect(!early)
        #expect(stamps.stamps.isEmpty)
        let settled = stamps.record(hash, of: "/f/a", identity: identity, now: identity.changed.seconds + 3)
        #expect(settled)
    }

    @Test func theTextRoundTrips() {
        var stamps = DigestStamps()
        stamps.record(hash, of: "/f/with space.otf", identity: identity, now: 1_800_000_000)
        stamps.record(String(repeating: "0", count: 64), of: "/f/b.ttc", identity: identity, now: 1_800_000_000)
        #expect(
            stamps.text.split(separator: "\n").last
                == "\(hash) 266240 1666628015.0 1700000000.72019957 65024 974865 /f/with space.otf")
        #expect(DigestStamps(text: stamps.text) == stamps)
    }

    @Test func damagedLinesAreSkipped() {
        let good = "\(hash) 1 2.3 4.5 6 7 /f/good"
        let text = [
            good,
            "\(hash.uppercased()) 1 2.3 4.5 6 7 /f/upper",  // not lowercase hex
            "\(hash.dropLast()) 1 2.3 4.5 6 7 /f/short",  // 63 digits
            "\(hash) x 2.3 4.5 6 7 /f/size",  // no number
            "\(hash) 1 2.3000000000 4.5 6 7 /f/nanos",  // nanoseconds past a second
            "\(hash) 1 2.3 4.5 6 7 relative/path",  // not absolute
            "\(hash) 1 2.3 4.5 6",  // too few fields
            String(repeating: "\u{1B}", count: 1000)
        ].joined(separator: "\n")
        #expect(DigestStamps(text: text).stamps.keys.sorted() == ["/f/good"])
    }

    @Test func aHugeOrOddStampsFileIsNotRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let line = "\(hash) 1 2.3 4.5 6 7 /f/good\n"
        let huge = dir.appendingPathComponent("huge")
        try Data(String(repeating: line, count: DigestStamps.maxBytes / line.utf8.count + 1).utf8).write(to: huge)
        #expect(DigestStamps.read(huge.path).stamps.isEmpty)
        // A folder where the file should be, and no file at all.
        #expect(DigestStamps.read(dir.path).stamps.isEmpty)
        #expect(DigestStamps.read(dir.appendingPathComponent("none").path).stamps.isEmpty)
        // Written whole, then read back.
        let kept = dir.appendingPathComponent("cache/unfold/digests")
        DigestStamps(text: line).write(kept.path)
        #expect(DigestStamps.read(kept.path).stamps.keys.sorted() == ["/f/good"])
    }

    @Test func whereTheStampsAreKept() {
        #expect(DigestStamps.file(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/unfold/digests")
        #expect(DigestStamps.file(environment: ["HOME": "/h"]) == "/h/.cache/unfold/digests")
        // Relative settings are ignored, as the XDG specification says.
        #expect(DigestStamps.file(environment: ["XDG_CACHE_HOME": "c", "HOME": "/h"]) == "/h/.cache/unfold/digests")
        #expect(DigestStamps.file(environment: [:]) == nil)
    }

    @Test func aRealFilesIdentity() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID())")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let first = try #require(DigestStamps.identity(of: file.path))
        #expect(first.size == 1)
        #expect(DigestStamps.identity(of: file.path) == first)
        try Data("y".utf8).write(to: file, options: .atomic)
        // Written again through a new file renamed over it: another inode.
        #expect(DigestStamps.identity(of: file.path) != first)
        #expect(DigestStamps.identity(of: file.path + "-missing") == nil)
    }
}
