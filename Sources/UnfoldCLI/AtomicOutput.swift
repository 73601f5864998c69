import Foundation
import UnfoldRender

/// Writes a folder or file all or nothing: into a temporary sibling, moved into place only on success.
enum AtomicOutput {
    static func temporarySibling(of url: URL, _ tag: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(tag)-\(getpid())")
    }

    static func makeParent(of url: URL) throws {
        let parent = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true) } catch {
            throw CLIFailure.io("cannot create folder \(parent.path): \(reason(error))")
        }
    }

    /// Fills a temporary folder with `body`, then swaps it in for `dir`.
    static func folder(_ dir: URL, _ body: (URL) throws -> Void) throws {
        let fm = FileManager.default
        try OutputGuard.checkFolder(dir.path)
        try makeParent(of: dir)
        let tmp = temporarySibling(of: dir, "tmp")
        try? fm.removeItem(at: tmp)
        do { try fm.createDirectory(at: tmp, withIntermediateDirectories: false) } catch {
            throw CLIFailure.io("cannot write to \(dir.deletingLastPathComponent().path): \(reason(error))")
        }
        Interrupts.cleanup = tmp.path
        defer { Interrupts.cleanup = nil }
        do {
            try body(tmp)
            try Interrupts.check()
            let old = temporarySibling(of: dir, "old")
            var moved = false
            if fm.fileExists(atPath: dir.path) {
                try fm.moveItem(at: dir, to: old)
                moved = true
            }
            do { try fm.moveItem(at: tmp, to: dir) } catch {
                if moved { try? fm.moveItem(at: old, to: dir) }
                throw error
            }
            if moved { try? fm.removeItem(at: old) }
        } catch {
            try? fm.removeItem(at: tmp)
            // A failure of the work inside keeps its own words; only the folder's own moves are said here.
            if error is CLIFailure || error is RenderError { throw error }
            throw CLIFailure.io("cannot write \(dir.path): \(reason(error))")
        }
    }

    /// Writes one file through a temporary sibling. `mark`: see `OutputGuard.checkFile`.
    static func file(_ url: URL, _ bytes: [UInt8], mark: String? = nil) throws {
        // An existing file is replaced only when it starts as the new one does: the same format.
        // MP4 starts with its first box's size; its `ftyp` is what says the format.
        let isMP4 = bytes.count >= 8 && Array(bytes[4..<8]) == Array("ftyp".utf8)
        try OutputGuard.checkFile(
            url.path, signature: isMP4 ? Array(bytes[4..<8]) : Array(bytes.prefix(4)), at: isMP4 ? 4 : 0, mark: mark)
        try makeParent(of: url)
        let tmp = temporarySibling(of: url, "tmp")
        Interrupts.cleanup = tmp.path
        defer { Interrupts.cleanup = nil }
        do {
            try Data(bytes).write(to: tmp)
            // rename(2) replaces an existing file in one step.
            if rename(tmp.path, url.path) != 0 { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw CLIFailure.io("cannot write \(url.path): \(reason(error))")
        }
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let u = ns.userInfo[NSUnderlyingErrorKey] as? NSError, u.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(u.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}
