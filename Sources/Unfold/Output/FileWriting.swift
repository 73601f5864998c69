import Foundation

/// Writes a whole file with open/write/close: a fifth of `Data.write`'s cost per frame, with errno kept for the
/// message.
package enum FileWriting {
    package static func write(_ bytes: [UInt8], to path: String) throws {
        var given = false
        try write(to: path) {
            defer { given = true }
            return given ? nil : bytes
        }
    }

    /// Writes the pieces `next` gives until it gives nil, so a file of hundreds of megabytes (a `timeline.json`
    /// whose frames list thousands of rows) is never held whole.
    static func write(to path: String, _ next: () -> [UInt8]?) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw UnfoldFailure.io("cannot write \(path): \(String(cString: strerror(errno)))") }
        var failure: Int32 = 0
        while failure == 0, let bytes = next() {
            failure = writeAll(bytes, to: fd)
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 { throw UnfoldFailure.io("cannot write \(path): \(String(cString: strerror(failure)))") }
    }

    /// 0, or the errno of the write that failed.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
    }
}
