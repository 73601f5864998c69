import Foundation

/// Unfold replaces only what it wrote: an existing destination is replaced only when it is Unfold's own
/// output, so a mistyped `-o` can never take the user's files with it.
enum OutputGuard {
    /// What an output folder may hold for Unfold to replace it.
    static let ownFileNames: Set<String> = ["timeline.json", "golden.json", "index.html", "results.json", "junit.xml"]

    /// Refuses a folder destination that is not Unfold's own output (exit 3); a missing one is fine.
    static func checkFolder(_ path: String) throws {
        let url = try checkedURL(path)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw CLIFailure.io(
                "\(path) exists and is not a folder; Unfold leaves it alone (choose another output with -o)")
        }
        if let stranger = foreignEntry(in: url, depth: 0) {
            throw CLIFailure.io(
                "\(path) holds '\(stranger)', which Unfold did not write; Unfold replaces only its own output folders")
        }
    }

    /// Refuses an output folder that is, holds or lies inside one of the inputs (`test --report goldens` would
    /// replace the goldens with a report), whatever the spelling; exit 3.
    static func refuseOverlap(output: String, what: String, inputs: [(path: String, kind: String)]) throws {
        let out = absolute(output)
        for input in inputs {
            let other = absolute(input.path)
            let relation: String?
            if other == out {
                relation = "is the \(input.kind) \(input.path)"
            } else if isInside(other, out) {
                relation = "holds the \(input.kind) \(input.path)"
            } else if isInside(out, other) {
                relation = "lies inside the \(input.kind) \(input.path)"
            } else {
                relation = nil
            }
            if let relation {
                throw CLIFailure.io(
                    "the \(what) folder \(output) \(relation); Unfold would replace it (choose another folder)")
            }
        }
    }

    /// The path made absolute, with `.`, `..` and links resolved as far as they exist.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Whether `inner` lies strictly below the folder `outer`.
    static func isInside(_ inner: String, _ outer: String) -> Bool {
        inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    /// Refuses a file destination that is not a regular file of the format being written (exit 3).
    /// `offset`: where in the file the signature is (4 for MP4's `ftyp`).
    static func checkFile(_ path: String, signature: [UInt8], at offset: Int = 0) throws {
        let url = try checkedURL(path)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw CLIFailure.io("\(path) is not a regular file; Unfold leaves it alone")
        }
        let head = FileHandle(forReadingAtPath: url.path).flatMap { try? $0.read(upToCount: offset + signature.count) }
        guard let head, [UInt8](head).dropFirst(offset).elementsEqual(signature) || info.st_size == 0 else {
            throw CLIFailure.io(
                "\(path) is not a file Unfold writes (\(url.pathExtension.uppercased()) expected); Unfold leaves it alone"
            )
        }
    }

    /// The destination as an absolute URL, refusing names that stand for a folder the user is in.
    static func checkedURL(_ path: String) throws -> URL {
        guard !path.isEmpty else { throw CLIFailure.io("the output path is empty") }
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        let last = (path as NSString).lastPathComponent
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
            .resolvingSymlinksInPath()
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.resolvingSymlinksInPath()
        let isAncestorOfHere =
            here.path == url.path || here.path.hasPrefix(url.path.hasSuffix("/") ? url.path : url.path + "/")
        if last == "." || last == ".." || url.path == "/" || url.path == home.path || isAncestorOfHere {
            throw CLIFailure.io("refusing to replace \(path): it is \(url.path), a folder Unfold did not write")
        }
        return url
    }

    /// The first entry that Unfold would not have written, if any.
    static func foreignEntry(in dir: URL, depth: Int) -> String? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else {
            return "unreadable entries"
        }
        let prefix = depth == 0 ? "" : dir.lastPathComponent + "/"
        for name in names.sorted() {
            let child = dir.appendingPathComponent(name)
            var info = stat()
            guard lstat(child.path, &info) == 0 else { return prefix + name }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if ownFileNames.contains(name) || name.hasSuffix(".png") { continue }
                return prefix + name
            case S_IFDIR:
                // Variant, diff and report folders nest at most a few levels.
                if depth >= 3 { return prefix + name + "/" }
                if let inner = foreignEntry(in: child, depth: depth + 1) { return prefix + inner }
            default:
                return prefix + name
            }
        }
        return nil
    }
}
