import Foundation
import UnfoldCodecs

/// Hashes remembered between processes: each file's SHA-256 with what `stat` said of it then (size, modification
/// and change times to the nanosecond, device and inode). A file whose `stat` is unchanged has the same bytes, so
/// its hash is not computed again; a rewritten or replaced file has another change time or inode and is hashed.
/// Hashing the 57 MB of pinned fonts took about a fifth of a single `unfold still`. fontconfig's own cache
/// trusts a folder's modification time the same way.
package struct DigestStamps: Equatable, Sendable {
    /// What `stat` says of a file, as the stamp records it.
    package struct Identity: Equatable, Sendable {
        package var size: Int64
        package var modified: Timestamp
        package var changed: Timestamp
        package var device: UInt64
        package var inode: UInt64
    }

    package struct Timestamp: Equatable, Sendable {
        package var seconds: Int64
        package var nanoseconds: Int64
    }

    package struct Stamp: Equatable, Sendable {
        package var sha256: String
        package var identity: Identity
    }

    package private(set) var stamps: [String: Stamp] = [:]

    /// A file changed this recently is not stamped: a change time only moves at the kernel's clock tick (about
    /// 4 ms), so a second write within it could keep the same stamp (git's "racily clean" index entries).
    package static let settleSeconds: Int64 = 2

    /// A stamps file larger than this is not read (it holds one line per file hashed).
    package static let maxBytes = 1 << 20

    package init() {}

    /// The file's identity now; nil when it cannot be read.
    package static func identity(of path: String) -> Identity? {
        var s = stat()
        guard stat(path, &s) == 0 else { return nil }
        return Identity(
            size: Int64(s.st_size),
            modified: Timestamp(seconds: Int64(s.st_mtim.tv_sec), nanoseconds: Int64(s.st_mtim.tv_nsec)),
            changed: Timestamp(seconds: Int64(s.st_ctim.tv_sec), nanoseconds: Int64(s.st_ctim.tv_nsec)),
            device: UInt64(s.st_dev), inode: UInt64(s.st_ino))
    }

    /// The remembered hash of `path`, when its identity is the one stamped.
    package func hash(of path: String, identity: Identity) -> String? {
        guard let stamp = stamps[path], stamp.identity == identity else { return nil }
        return stamp.sha256
    }

    /// Remembers `sha256` for `path`; false (nothing kept) when the file changed less than `settleSeconds`
    /// before `now`.
    @discardableResult
    package mutating func record(_ sha256: String, of path: String, identity: Identity, now: Int64) -> Bool {
        guard identity.changed.seconds + Self.settleSeconds < now, identity.modified.seconds + Self.settleSeconds < now
        else { return false }
        guard stamps[path] != Stamp(sha256: sha256, identity: identity) else { return false }
        stamps[path] = Stamp(sha256: sha256, identity: identity)
        return true
    }

    /// One line per file: hash, size, modified and changed (seconds.nanoseconds), device, inode, path.
    package var text: String {
        stamps.keys.sorted().map { path in
            let s = stamps[path]!
            let i = s.identity
            return "\(s.sha256) \(i.size) \(i.modified.seconds).\(i.modified.nanoseconds) "
                + "\(i.changed.seconds).\(i.changed.nanoseconds) \(i.device) \(i.inode) \(path)\n"
        }.joined()
    }

    /// The stamps of a file's text. It comes from outside: a line that is not exactly a stamp is skipped, so a
    /// damaged file only costs hashing again.
    package init(text: String) {
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
            guard f.count == 7, f[0].count == 64, f[0].allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
                let size = Int64(f[1]), let modified = Self.timestamp(f[2]), let changed = Self.timestamp(f[3]),
                let device = UInt64(f[4]), let inode = UInt64(f[5]), f[6].hasPrefix("/")
            else { continue }
            stamps[String(f[6])] = Stamp(
                sha256: String(f[0]),
                identity: Identity(size: size, modified: modified, changed: changed, device: device, inode: inode))
        }
    }

    static func timestamp(_ s: Substring) -> Timestamp? {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let seconds = Int64(parts[0]), let nanoseconds = Int64(parts[1]),
            (0..<1_000_000_000).contains(nanoseconds)
        else { return nil }
        return Timestamp(seconds: seconds, nanoseconds: nanoseconds)
    }

    /// Where the stamps are kept: `$XDG_CACHE_HOME/unfold/digests`, else `~/.cache/unfold/digests`; nil with
    /// neither set.
    package static func file(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/unfold/digests" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/unfold/digests" }
        return nil
    }

    /// The stamps kept at `path`; none when it is missing, too large or not a regular file.
    package static func read(_ path: String) -> DigestStamps {
        // Opened without blocking: a FIFO put at the cache's path must not hold every command.
        guard case .success(let bytes) = RegularFile.read(path, limit: maxBytes) else { return DigestStamps() }
        return DigestStamps(text: String(decoding: bytes, as: UTF8.self))
    }

    /// Writes the stamps to `path` whole (a new file renamed over the old), in a folder only the user can read.
    /// A cache that cannot be written is not an error: the next process hashes again.
    package func write(_ path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = "\(path).\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8), attributes: nil) else {
            return
        }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }
}
