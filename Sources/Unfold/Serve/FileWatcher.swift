import Foundation
import Synchronization

/// Watches files through the kernel's inotify: their folders are watched (an editor often saves by writing a
/// new file and renaming it over the old one), and a change to any watched name, after a short quiet time to
/// let a save finish, calls `changed` once.
final class FileWatcher: Sendable {
    private let fd: Int32
    /// The watched folders by watch descriptor, the watched files, and whether the loop goes on.
    private struct Watched {
        var folders: [Int32: String] = [:]
        var files: Set<String> = []
        var running = true
    }
    private let watched = Mutex(Watched())
    private let changed: @Sendable () -> Void
    private let done = DispatchSemaphore(value: 0)

    init(changed: @escaping @Sendable () -> Void) {
        fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        self.changed = changed
        let thread = Thread { [unowned self] in self.loop() }
        thread.start()
    }

    /// Watches exactly these files (absolute paths) from now on.
    func watch(_ paths: [String]) {
        let files = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let wanted = Set(files.map { ($0 as NSString).deletingLastPathComponent })
        watched.withLock { watched in
            watched.files = files
            for folder in wanted where !watched.folders.values.contains(folder) {
                let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY)
                let wd = inotify_add_watch(fd, folder, mask)
                if wd >= 0 { watched.folders[wd] = folder }
            }
        }
    }

    func stop() {
        let was = watched.withLock { watched in
            defer { watched.running = false }
            return watched.running
        }
        if was { done.wait() }
        close(fd)
    }

    private var isRunning: Bool { watched.withLock { $0.running } }

    private func loop() {
        defer { done.signal() }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while isRunning {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 100) > 0 else { continue }
            var hit = drain(&buffer)
            // A save is often several events (truncate, write, close, rename): wait until they stop.
            while isRunning {
                var q = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&q, 1, 25) > 0 else { break }
                hit = drain(&buffer) || hit
            }
            if hit { changed() }
        }
    }

    /// Reads the pending events; whether one names a watched file.
    private func drain(_ buffer: inout [UInt8]) -> Bool {
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return false }
        var hit = false
        var offset = 0
        let (folders, files) = watched.withLock { ($0.folders, $0.files) }
        // struct inotify_event: wd, mask, cookie, len, then `len` bytes of NUL-padded name.
        while offset + 16 <= n {
            let wd = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset, as: Int32.self) }
            let length = Int(buffer.withUnsafeBytes { $0.load(fromByteOffset: offset + 12, as: UInt32.self) })
            let nameBytes = buffer[(offset + 16)..<min(n, offset + 16 + length)].prefix { $0 != 0 }
            if let folder = folders[wd] {
                let path = folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                if files.contains(path) { hit = true }
            }
            offset += 16 + length
        }
        return hit
    }
}
