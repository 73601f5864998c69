import Foundation

/// Reads a file that came from outside, as a regular file only: it is opened without blocking, so a FIFO or a
/// device put where a file is expected is refused at once instead of holding the process forever.
package enum RegularFile {
    package enum Problem: Error, Equatable, Sendable {
        case missing
        case unreadable(String)
        case notRegular
        case tooLarge(limit: Int)
        /// A symbolic link where links are not followed (a golden folder's own files).
        case link

        /// Why, in the words `cannot read PATH: …` ends with.
        package var reason: String {
            switch self {
            case .missing: return "no such file"
            case .unreadable(let why): return why
            case .notRegular: return "not a regular file (a FIFO, a device or a folder)"
            case .tooLarge(let limit): return "larger than \(limit) bytes, the most Unfold reads of it"
            case .link: return "a symbolic link, which Unfold does not follow here"
            }
        }

        /// The words after the path: `is not a regular file (a FIFO, a device or a folder)`.
        package var words: String {
            switch self {
            case .missing: return "does not exist"
            case .unreadable(let why): return "cannot be read: \(why)"
            case .notRegular: return "is not a regular file (a FIFO, a device or a folder), so Unfold does not read it"
            case .tooLarge(let limit): return "is larger than \(limit) bytes, the most Unfold reads of it"
            case .link: return "is a symbolic link; a folder's own files are read, never a link out of it"
            }
        }
    }

    /// The most Unfold reads of any one input file where nothing smaller applies.
    package static let maxBytes = 512 * 1024 * 1024

    /// The bytes of the regular file at `path`, or `RenderError.unreadable` saying why not.
    package static func bytes(_ path: String, limit: Int = maxBytes) throws -> [UInt8] {
        switch read(path, limit: limit) {
        case .success(let bytes): return bytes
        case .failure(let problem): throw RenderError.unreadable(path: path, reason: problem.reason)
        }
    }

    /// The file at `path` opened for reading, once it is known to be a regular file.
    package static func handle(_ path: String) -> Result<FileHandle, Problem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return .failure(.notRegular)
        }
        return .success(FileHandle(fileDescriptor: fd, closeOnDealloc: true))
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// `followsLinks` false: a symbolic link at `path` itself is refused (`O_NOFOLLOW`).
    package static func read(_ path: String, limit: Int, followsLinks: Bool = true) -> Result<[UInt8], Problem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followsLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            if errno == ELOOP && !followsLinks { return .failure(.link) }
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
