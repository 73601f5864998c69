import Foundation
import UnfoldRender
import UnfoldCodecs

/// Unfold replaces only what it wrote: an existing destination is replaced only when it is Unfold's own
/// output, so a mistyped `-o` can never take the user's files with it.
package enum OutputGuard {
    /// What an output folder may hold for Unfold to replace it: these names, and the PNGs `isOwnPicture` names.
    static let ownFileNames: Set<String> = [
        "timeline.json", "golden.json", "index.html", "results.json", "junit.xml", GoldenPictures.recordsFile
    ]

    /// A picture name Unfold writes: a frame (`frame-00012.png`), a report's or check's `-expected`, `-actual` and
    /// `-diff` of a frame (and `test --accessibility`'s `-accessibility`), or an audit finding's
    /// (`finding-3.png`). A folder of the user's own PNGs has other names.
    static func isOwnPicture(_ name: String) -> Bool {
        // A golden folder of format 2 stores its frames as `frame-00012.zst`.
        if name.hasSuffix(".zst") { return isOwnPicture(String(name.dropLast(4)) + ".png") && name.hasPrefix("frame-") }
        guard name.hasSuffix(".png") else { return false }
        var stem = Substring(name.dropLast(4))
        for suffix in ["-expected", "-actual", "-diff", "-accessibility"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        for (prefix, digits) in [("frame-", 5...9), ("finding-", 1...9)] where stem.hasPrefix(prefix) {
            let number = stem.dropFirst(prefix.count)
            return digits.contains(number.count) && number.allSatisfy { $0.isASCII && $0.isNumber }
        }
        return false
    }

    /// The file that marks a folder as Unfold's output: frames' `timeline.json` (an object naming its `scene`), a
    /// golden folder's `golden.json`, a report's `results.json`. A folder of folders is marked when each of them
    /// is (a scene's golden folders per variant); an empty folder holds nothing to lose.
    static func isMarked(_ dir: URL, depth: Int = 0) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return false }
        if names.isEmpty || names.contains("golden.json") { return true }
        // A report is marked by a results.json that Unfold wrote: any other file of that name (even `{}`) is the
        // user's, and so is the index.html beside it.
        if names.contains("results.json") { return isOwnResults(dir.appendingPathComponent("results.json")) }
        if names.contains("timeline.json") {
            let head =
                FileHandle(forReadingAtPath: dir.appendingPathComponent("timeline.json").path)
                .flatMap { try? $0.read(upToCount: 4096) } ?? Data()
            return String(decoding: head, as: UTF8.self).contains("\"scene\":")
        }
        guard depth < 4 else { return false }
        return names.allSatisfy { name in
            var isFolder: ObjCBool = false
            let child = dir.appendingPathComponent(name)
            return FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder) && isFolder.boolValue
                && isMarked(child, depth: depth + 1)
        }
    }

    /// Refuses a folder destination that is not Unfold's own output (exit 3); a missing one is fine.
    package static func checkFolder(_ path: String) throws {
        let url = try checkedURL(path)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw UnfoldFailure.io(
                "\(path) exists and is not a folder; Unfold leaves it alone (choose another output with -o)")
        }
        if let stranger = foreignEntry(in: url, depth: 0) {
            throw UnfoldFailure.io(
                "\(path) holds '\(stranger)', which Unfold did not write; Unfold replaces only its own output folders")
        }
        if !isMarked(url) {
            throw UnfoldFailure.io(
                "\(path) holds no timeline.json, golden.json or results.json, so Unfold did not write it;"
                    + " Unfold replaces only its own output folders")
        }
    }

    /// Refuses an output folder that is, holds or lies inside one of the inputs (`test --report goldens` would
    /// replace the goldens with a report), whatever the spelling; exit 3.
    package static func refuseOverlap(output: String, what: String, inputs: [(path: String, kind: String)]) throws {
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
                throw UnfoldFailure.io(
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
    /// `offset`: where in the file the signature is (4 for MP4's `ftyp`). `mark`: for formats anyone writes
    /// (XML, JSON), words that only Unfold's own file of that kind has in its first 4 KB.
    package static func checkFile(_ path: String, signature: [UInt8], at offset: Int = 0, mark: String? = nil) throws {
        let url = try checkedURL(path)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw UnfoldFailure.io("\(path) is not a regular file; Unfold leaves it alone")
        }
        let head = FileHandle(forReadingAtPath: url.path).flatMap { try? $0.read(upToCount: offset + signature.count) }
        guard let head, [UInt8](head).dropFirst(offset).elementsEqual(signature) || info.st_size == 0 else {
            throw UnfoldFailure.io(
                "\(path) is not a file Unfold writes (\(url.pathExtension.uppercased()) expected); Unfold leaves it "
                    + "alone"
            )
        }
        if let mark, info.st_size > 0 {
            let start = FileHandle(forReadingAtPath: url.path).flatMap { try? $0.read(upToCount: 4096) } ?? Data()
            guard String(decoding: start, as: UTF8.self).contains(mark) else {
                throw UnfoldFailure.io("\(path) is not a file Unfold wrote (no \(mark)); Unfold leaves it alone")
            }
        }
    }

    /// The destination as an absolute URL, refusing names that stand for a folder the user is in.
    static func checkedURL(_ path: String) throws -> URL {
        guard !path.isEmpty else { throw UnfoldFailure.io("the output path is empty") }
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        let last = (path as NSString).lastPathComponent
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
            .resolvingSymlinksInPath()
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.resolvingSymlinksInPath()
        let isAncestorOfHere =
            here.path == url.path || here.path.hasPrefix(url.path.hasSuffix("/") ? url.path : url.path + "/")
        if last == "." || last == ".." || url.path == "/" || url.path == home.path || isAncestorOfHere {
            throw UnfoldFailure.io("refusing to replace \(path): it is \(url.path), a folder Unfold did not write")
        }
        return url
    }

    /// Whether the file is a report's `results.json` as Unfold writes it: a version and a list of results, each
    /// with a scene, a variant and a status.
    static func isOwnResults(_ url: URL) -> Bool {
        guard case .success(let bytes) = RegularFile.read(url.path, limit: 256 * 1024 * 1024),
            let report = try? JSONDecoder().decode(SuiteReport.self, from: Data(bytes))
        else { return false }
        return report.version >= 1
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
                if ownFileNames.contains(name) || isOwnPicture(name) { continue }
                return prefix + name
            case S_IFDIR:
                // Variant, diff and report folders nest at most a few levels, one more for a Swift file's preview
                // (`images/FILE/PREVIEW/VARIANT/`).
                if depth >= 4 { return prefix + name + "/" }
                if let inner = foreignEntry(in: child, depth: depth + 1) { return prefix + inner }
            default:
                return prefix + name
            }
        }
        return nil
    }
}
