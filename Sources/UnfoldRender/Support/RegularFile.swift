import Foundation

/// Reads a file that came from outside, as a regular file only: it is opened without blocking, so a FIFO or a
/// device put where a file is expected is refused at once instead of holding the process forever.
package enum RegularFile {
    package enum Problem: Error, Equatable, Sendable {
        case missing
        case unreadable(String)
        case notRegular
        case tooLarge(limit: Int)

        /// The words after the path: `is not a regular file (a FIFO, a device or a folder)`.
        package var words: String {
            switch self {
            case .missing: return "does not exist"
            case .unreadable(let why): return "cannot be read: \(why)"
            case .notRegular: return "is not a regular file (a FIFO, a device or a folder), so Unfold does not read it"
            case .tooLarge(let limit): return "is larger than \(limit) bytes, the most Unfold reads of it"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        var out = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        // A file that grows while it is read stops at the size it had; one that shrinks ends early.
        while filled < out.count {
            let n = out.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
            if n == 0 { break }
            filled += n
        }
        out.removeSubrange(filled...)
        return .success(out)
    }
}
