import CCrypto
import Foundation
import Synchronization
import UnfoldCodecs
import UnfoldModel

/// SHA-256 of files, as lowercase hex: what pins a font file and what `golden.json`'s environment records.
package enum FileDigest {
    /// Each file's hash, by path, once computed; and the stamps kept between processes (read when first needed).
    private static let state = StaticMutex(State())

    struct State {
        var known: [String: String] = [:]
        /// Where the stamps are kept (nil: nowhere), and what they hold once read.
        let file = DigestStamps.file()
        var stamps: DigestStamps?
    }

    /// The hash of the file at `path`, computed once per process (a font is hashed when it is first loaded, and
    /// the environment of every golden names it again) and once per change of the file (see `DigestStamps`).
    package static func sha256(file path: String) throws -> String {
        let identity = DigestStamps.identity(of: path)
        let remembered = state.withLock { state -> String? in
            if let h = state.known[path] { return h }
            guard let identity, let file = state.file else { return nil }
            if state.stamps == nil { state.stamps = DigestStamps.read(file) }
            return state.stamps?.hash(of: path, identity: identity)
        }
        if let remembered, isBelievable(remembered, for: path) { return remembered }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw RenderError.unreadable(path: path, reason: nil)
        }
        let h = sha256(data)
        state.withLock { state in
            state.known[path] = h
            guard let identity, let file = state.file, state.stamps != nil else { return }
            if state.stamps!.record(h, of: path, identity: identity, now: Int64(time(nil))) {
                state.stamps!.write(file)
            }
        }
        return h
    }

    /// Whether a hash remembered for `path` may stand for hashing it now. A pinned file's stamp is believed only
    /// when it names the pinned hash and the file's two ends are the pinned file's: a stamp that lies either
    /// way (a tampered file stamped as pinned, a pristine one stamped wrongly) costs one full hash instead.
    static func isBelievable(_ remembered: String, for path: String) -> Bool {
        guard let pin = PinnedFonts.pin(at: path) else { return true }
        guard remembered == pin.sha256, let ends = PinnedFonts.ends[pin.path] else { return false }
        return (try? endsHash(of: path)) == ends
    }

    /// SHA-256 of the file's first 64 KiB followed by its last 64 KiB (the whole file twice when it is smaller).
    static func endsHash(of path: String) throws -> String {
        let span = 65_536
        let handle = try RegularFile.handle(path).get()
        defer { try? handle.close() }
        let head = try handle.read(upToCount: span) ?? Data()
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size > UInt64(span) ? size - UInt64(span) : 0)
        let tail = try handle.read(upToCount: span) ?? Data()
        return sha256(head + tail)
    }

    /// The hash of `data`.
    package static func sha256(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var size: UInt32 = 0
        data.withUnsafeBytes { raw in
            _ = EVP_Digest(raw.baseAddress, raw.count, &digest, &size, EVP_sha256(), nil)
        }
        return digest.prefix(Int(size)).map { String(format: "%02x", $0) }.joined()
    }
}
