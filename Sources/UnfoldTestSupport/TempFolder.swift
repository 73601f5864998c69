import Foundation

/// A fresh temporary folder, inside the test process's own folder, which goes when the process exits: a full run
/// makes a gigabyte of folders (the CI workflows' alone are 940 MB), and they filled a developer's disk.
package func tempDir(_ tag: String = "t") -> URL {
    let url = testRoot.appendingPathComponent("unfold-\(tag)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// This process's folder, made on first use; the folders of test processes that ended without removing theirs
/// (killed, or crashed) are removed then.
private let testRoot: URL = {
    let temporary = FileManager.default.temporaryDirectory
    let prefix = "unfold-tests-"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) {
        if let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
    let url = temporary.appendingPathComponent(prefix + String(getpid()))
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-tests-" + String(getpid()))
        try? FileManager.default.removeItem(at: root)
    }
    return url
}()
