import CCrypto
import Foundation
import Synchronization

/// SHA-256 of files, as lowercase hex: what pins a font file and what `golden.json`'s environment records.
package enum FileDigest {
    /// Each file's hash, by path, once computed.
    private static let known = StaticMutex<[String: String]>([:])

    /// The hash of the file at `path`, read once per process (a font is hashed when it is first loaded, and the
    /// environment of every golden names it again).
    package static func sha256(file path: String) throws -> String {
        if let h = known.withLock({ $0[path] }) { return h }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw RenderError.unreadable(path: path, reason: nil)
        }
        let h = sha256(data)
        known.withLock { $0[path] = h }
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
