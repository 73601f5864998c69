import CCrypto
import Foundation
import Synchronization

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
        if let remembered { return remembered }
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
            if state.stamps!.record(h, of: path, identity: identity, now: Int64(time(nil))) { state.stamps!.write(file) }
        }
        return h
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
