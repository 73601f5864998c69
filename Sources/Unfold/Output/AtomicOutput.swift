import Foundation
import UnfoldRender
import UnfoldCodecs

/// Writes a folder or file all or nothing: into a temporary sibling, moved into place only on success.
package enum AtomicOutput {
    static func temporarySibling(of url: URL, _ tag: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(tag)-\(getpid())")
    }

    /// Makes the folders above `url` that are missing; returns them, the outermost first, so that a failed
    /// write can take them away again (a full disk must not leave an empty golden folder behind).
    @discardableResult
    static func makeParent(of url: URL) throws -> [URL] {
        let parent = url.deletingLastPathComponent()
        var missing: [URL] = []
        var above = parent
        while !FileManager.default.fileExists(atPath: above.path) && above.path != "/" && missing.count < 256 {
            missing.insert(above, at: 0)
            above = above.deletingLastPathComponent()
        }
        do { try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true) } catch {
            removeEmpty(missing)
            throw UnfoldFailure.io("cannot create folder \(parent.path): \(reason(error))")
        }
        return missing
    }

    /// Removes the folders `makeParent` made, innermost first, each only while it is empty.
    static func removeEmpty(_ made: [URL]) {
        for folder in made.reversed() where rmdir(folder.path) != 0 { return }
    }

    /// Fills a temporary folder with `body`, then swaps it in for `dir`. A stop asked of `cancellation` removes
    /// the temporary folder and leaves `dir` as it was.
    package static func folder(_ dir: URL, cancellation: Cancellation? = nil, _ body: (URL) throws -> Void) throws {
        let fm = FileManager.default
        try OutputGuard.checkFolder(dir.path)
        let made = try makeParent(of: dir)
        let tmp = temporarySibling(of: dir, "tmp")
        try? fm.removeItem(at: tmp)
        do { try fm.createDirectory(at: tmp, withIntermediateDirectories: false) } catch {
            removeEmpty(made)
            throw UnfoldFailure.io("cannot write to \(dir.deletingLastPathComponent().path): \(reason(error))")
        }
        cancellation?.writing(tmp.path)
        defer { cancellation?.writing(nil) }
        do {
            try body(tmp)
            try cancellation?.check()
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
            removeEmpty(made)
            // A failure of the work inside keeps its own words; only the folder's own moves are said here.
            if error is UnfoldFailure || error is RenderError { throw error }
            throw UnfoldFailure.io("cannot write \(dir.path): \(reason(error))")
        }
    }

    /// Writes one file through a temporary sibling. `mark`: see `OutputGuard.checkFile`.
    /// `checked`: the caller has judged the existing file itself (`import -o` replaces any scene text).
    package static func file(
        _ url: URL, _ bytes: [UInt8], mark: String? = nil, checked: Bool = false, cancellation: Cancellation? = nil
    ) throws {
        // An existing file is replaced only when it starts as the new one does: the same format.
        // MP4 starts with its first box's size; its `ftyp` is what says the format.
        let isMP4 = bytes.count >= 8 && Array(bytes[4..<8]) == Array("ftyp".utf8)
        if !checked {
            try OutputGuard.checkFile(
                url.path, signature: isMP4 ? Array(bytes[4..<8]) : Array(bytes.prefix(4)), at: isMP4 ? 4 : 0,
                mark: mark)
        }
        let made = try makeParent(of: url)
        let tmp = temporarySibling(of: url, "tmp")
        cancellation?.writing(tmp.path)
        defer { cancellation?.writing(nil) }
        do {
            try Data(bytes).write(to: tmp)
            // rename(2) replaces an existing file in one step.
            if rename(tmp.path, url.path) != 0 { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            removeEmpty(made)
            throw UnfoldFailure.io("cannot write \(url.path): \(reason(error))")
        }
    }

    /// Several files that go in together or not at all (a video and its poster): every one is written to a
    /// temporary sibling first; only when all are written are they renamed into place, and a rename that fails
    /// puts back the files already replaced.
    package static func files(_ items: [(url: URL, bytes: [UInt8])], cancellation: Cancellation? = nil) throws {
        let fm = FileManager.default
        for item in items {
            let isMP4 = item.bytes.count >= 8 && Array(item.bytes[4..<8]) == Array("ftyp".utf8)
            try OutputGuard.checkFile(
                item.url.path, signature: isMP4 ? Array(item.bytes[4..<8]) : Array(item.bytes.prefix(4)),
                at: isMP4 ? 4 : 0)
        }
        var made: [URL] = []
        var written: [URL] = []
        defer { cancellation?.writing(nil) }
        func undo() {
            for tmp in written { try? fm.removeItem(at: tmp) }
            removeEmpty(made)
        }
        do {
            for item in items {
                made += try makeParent(of: item.url)
                let tmp = temporarySibling(of: item.url, "tmp")
                cancellation?.writing(tmp.path)
                written.append(tmp)
                try Data(item.bytes).write(to: tmp)
            }
            try cancellation?.check()
        } catch {
            undo()
            if error is UnfoldFailure { throw error }
            throw UnfoldFailure.io("cannot write \(items[written.count - 1].url.path): \(reason(error))")
        }
        // Each file already there is kept aside until every new one is in place.
        var replaced: [(url: URL, old: URL?)] = []
        for (item, tmp) in zip(items, written) {
            let old = temporarySibling(of: item.url, "old")
            let had = fm.fileExists(atPath: item.url.path) && rename(item.url.path, old.path) == 0
            if rename(tmp.path, item.url.path) != 0 {
                let why = String(cString: strerror(errno))
                if had { _ = rename(old.path, item.url.path) }
                for r in replaced.reversed() {
                    if let old = r.old { _ = rename(old.path, r.url.path) } else { try? fm.removeItem(at: r.url) }
                }
                undo()
                throw UnfoldFailure.io("cannot write \(item.url.path): \(why)")
            }
            replaced.append((item.url, had ? old : nil))
        }
        for r in replaced { if let old = r.old { try? fm.removeItem(at: old) } }
    }

    package static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let u = ns.userInfo[NSUnderlyingErrorKey] as? NSError, u.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(u.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}
