import Foundation

/// A regular file below a folder, read without following any symbolic link on the way: each part is opened
/// relative to the folder before it with `O_NOFOLLOW`, so neither a link placed in the folder nor one swapped
/// in while the file is read leads out of it. The servers hand out only such files.
enum FolderFile {
    enum Problem: Error, Equatable {
        /// A part is empty, `.`, `..` or holds a `/`.
        case badName
        case missing
        case link
        case notFolder
        case notRegularFile
        case unreadable
    }

    /// The bytes of `root/parts[0]/…/parts[n-1]`.
    static func read(_ parts: [String], in root: URL) -> Result<[UInt8], Problem> {
        guard !parts.isEmpty, parts.allSatisfy(isName) else { return .failure(.badName) }
        var folder = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return .failure(.missing) }
        for part in parts.dropLast() {
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = next < 0 ? problem(part, in: folder, wanted: S_IFDIR) : nil
            close(folder)
            if let failure { return .failure(failure) }
            folder = next
        }
        // O_NONBLOCK: a FIFO put in the folder must not hold the connection's thread.
        let last = parts[parts.count - 1]
        let fd = openat(folder, last, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        let failure = fd < 0 ? problem(last, in: folder, wanted: S_IFREG) : nil
        close(folder)
        if let failure { return .failure(failure) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        guard let data = try? handle.readToEnd() else {
            return info.st_size == 0 ? .success([]) : .failure(.unreadable)
        }
        return .success([UInt8](data))
    }

    static func isName(_ part: String) -> Bool {
        !part.isEmpty && part != "." && part != ".." && !part.contains("/") && !part.contains("\0")
    }

    /// Why `part` of `folder` could not be opened as a `wanted` kind of file.
    static func problem(_ part: String, in folder: Int32, wanted: mode_t) -> Problem {
        var info = stat()
        guard fstatat(folder, part, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFLNK { return .link }
        if kind != wanted { return wanted == S_IFDIR ? .notFolder : .notRegularFile }
        return .unreadable
    }
}
