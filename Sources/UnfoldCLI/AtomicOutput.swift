import Foundation

/// Writes a folder or file all or nothing: into a temporary sibling, moved into place only on success.
enum AtomicOutput {
    static func temporarySibling(of url: URL, _ tag: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(tag)-\(getpid())")
    }

    static func makeParent(of url: URL) throws {
        let parent = url.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true) }
        catch { throw CLIFailure.io("cannot create folder \(parent.path): \(reason(error))") }
    }

    /// Fills a temporary folder with `body`, then swaps it in for `dir`.
    static func folder(_ dir: URL, _ body: (URL) throws -> Void) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: dir.path, isDirectory: &isDir), !isDir.boolValue {
            throw CLIFailure.io("\(dir.path) exists and is not a folder; choose another output with -o")
        }
        try makeParent(of: dir)
        let tmp = temporarySibling(of: dir, "tmp")
        try? fm.removeItem(at: tmp)
        do { try fm.createDirectory(at: tmp, withIntermediateDirectories: false) }
        catch { throw CLIFailure.io("cannot write to \(dir.deletingLastPathComponent().path): \(reason(error))") }
        Interrupts.cleanup = tmp.path
        defer { Interrupts.cleanup = nil }
        do {
            try body(tmp)
            try Interrupts.check()
            let old = temporarySibling(of: dir, "old")
            var moved = false
            if fm.fileExists(atPath: dir.path) { try fm.moveItem(at: dir, to: old); moved = true }
            do { try fm.moveItem(at: tmp, to: dir) } catch {
                if moved { try? fm.moveItem(at: old, to: dir) }
                throw error
            }
            if moved { try? fm.removeItem(at: old) }
        } catch {
            try? fm.removeItem(at: tmp)
            if let e = error as? CLIFailure { throw e }
            throw CLIFailure.io("cannot write \(dir.path): \(reason(error))")
        }
    }

    /// Writes one file through a temporary sibling.
    static func file(_ url: URL, _ bytes: [UInt8]) throws {
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

/// Ctrl-C: stop rendering, remove the temporary output, exit 130.
enum Interrupts {
    /// Shared with the signal handler's thread, so every access takes the lock.
    final class State: @unchecked Sendable {
        let lock = NSLock()
        var cleanup: String?
        var interrupted = false
        var source: DispatchSourceSignal?
    }
    static let state = State()

    static var cleanup: String? {
        get { state.lock.lock(); defer { state.lock.unlock() }; return state.cleanup }
        set { state.lock.lock(); state.cleanup = newValue; state.lock.unlock() }
    }

    static var interrupted: Bool { state.lock.lock(); defer { state.lock.unlock() }; return state.interrupted }

    static func install() {
        state.lock.lock(); defer { state.lock.unlock() }
        guard state.source == nil else { return }
        signal(SIGINT, SIG_IGN)
        let s = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        s.setEventHandler {
            state.lock.lock()
            let pending = state.cleanup
            state.interrupted = true
            state.lock.unlock()
            // With no output under way there is nothing to undo: stop at once, even mid pre-pass.
            guard let c = pending else {
                FileHandle.standardError.write("\nunfold: interrupted; nothing was written\n".data(using: .utf8)!)
                _exit(130)
            }
            try? FileManager.default.removeItem(atPath: c)
        }
        s.resume()
        state.source = s
    }

    static func check() throws { if interrupted { throw CLIFailure.interrupted } }
}
