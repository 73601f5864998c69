import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldSyntax
import UnfoldModel

/// Where a Swift file's preview came from: the file's lines, which messages quote, and what reading the Swift
/// found, each at its line and column of the file.
package struct SwiftOrigin: Sendable {
    var lines: [String]
    var findings: [Diagnostic]

    /// The scene's diagnostics with the file's findings, quoting the Swift file's lines.
    func quoting(_ errors: SceneErrors) -> SceneErrors {
        var out = errors
        out.diagnostics += findings
        out.lines = lines
        return out
    }
}

/// A Swift file given where a scene goes is a folder of scenes, one per `#Preview` or `PreviewProvider`,
/// named `FILE/PREVIEW` and reached as `FILE.swift/PREVIEW`.
package enum SwiftPreviews {
    /// `FILE.swift` → (FILE.swift, nil); `FILE.swift/NAME` where FILE.swift is a file → (FILE.swift, NAME).
    package static func parts(_ path: String) -> (file: String, preview: String?)? {
        if path.hasSuffix(".swift") { return (path, nil) }
        // The first `….swift/` that is a file: a preview's title may hold '/' (which the suite then refuses as a
        // golden folder's name), and the title is everything after the file.
        var from = path.startIndex
        while let found = path.range(of: ".swift/", range: from..<path.endIndex) {
            let file = String(path[..<found.upperBound].dropLast())
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: file, isDirectory: &isDir), !isDir.boolValue {
                return (file, String(path[found.upperBound...]))
            }
            from = found.upperBound
        }
        return nil
    }

    /// The file's name without `.swift`.
    package static func stem(_ file: String) -> String {
        String(URL(fileURLWithPath: file).lastPathComponent.dropLast(6))
    }

    /// The file's previews, or why it has none to read (exit 2 for a file that does not parse, 3 for I/O).
    package static func previews(_ file: String) throws -> (bytes: [UInt8], previews: [SwiftUIPreview]) {
        guard let reader = SwiftSources.registered else {
            throw UnfoldFailure.usage(
                "\(TerminalText.safe(file)): Swift files are not read here: this build of Unfold has no Swift parser",
                showsUsage: false)
        }
        let bytes: [UInt8]
        switch RegularFile.read(file, limit: SwiftSources.maxBytes) {
        case .success(let read): bytes = read
        case .failure(let problem): throw UnfoldFailure.io("\(TerminalText.safe(file)): \(problem.reason)")
        }
        if let known = ReadPreviews.shared.previews(of: file, bytes: bytes) { return (bytes, known) }
        switch reader.readPreviews(bytes, file: URL(fileURLWithPath: file).lastPathComponent) {
        case .success(let previews):
            ReadPreviews.shared.keep(previews, of: file, bytes: bytes)
            return (bytes, previews)
        case .failure(let problem):
            let place = problem.line.map { ":\($0):\(problem.column ?? 1)" } ?? ""
            throw UnfoldFailure.usage("\(TerminalText.safe(file))\(place): \(problem.message)", showsUsage: false)
        }
    }

    /// The scene of preview `name` of the file, or of its only preview.
    package static func document(file: String, preview name: String?) throws -> SceneDocument {
        let (bytes, previews) = try previews(file)
        let listed = previews.map { "'\($0.name)'" }.joined(separator: ", ")
        let chosen: SwiftUIPreview
        if let name {
            guard let match = previews.first(where: { $0.name == name }) else {
                let holds = previews.isEmpty ? "it holds no #Preview" : "it holds \(listed)"
                throw UnfoldFailure.usage(
                    "\(TerminalText.safe(file)): no preview '\(TerminalText.safe(name))'; \(holds)", showsUsage: false)
            }
            chosen = match
        } else {
            guard previews.count == 1 else {
                throw UnfoldFailure.usage(
                    previews.isEmpty
                        ? "\(TerminalText.safe(file)) holds no #Preview or PreviewProvider"
                        : "\(TerminalText.safe(file)) holds \(previews.count) previews: say which with --preview"
                            + " (\(listed))",
                    showsUsage: false)
            }
            chosen = previews[0]
        }
        let name = stem(file) + "/" + chosen.name
        let text = "scene \(sceneQuoted(name))\n" + chosen.text
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        let findings = chosen.findings.map { f in
            Diagnostic(
                f.message, at: SourceLocation(line: f.line, column: f.column), severity: f.warning ? .warning : .error)
        }
        return SceneDocument(
            bytes: Array(text.utf8), path: file, name: name,
            base: URL(fileURLWithPath: file).deletingLastPathComponent(),
            swift: SwiftOrigin(lines: lines, findings: findings))
    }

    /// The `FILE.swift/NAME` path of each preview of the file; none when it cannot be read.
    package static func paths(_ file: String) -> [String] {
        guard let (_, previews) = try? previews(file) else { return [] }
        return previews.map { file + "/" + $0.name }
    }
}

/// The previews of the Swift files read last, by path and bytes: a suite reads a file once per preview, and reading
/// builds every preview of the file, so without this a file of N previews was read N times (quadratic). A file whose
/// bytes changed is read again; a few files are kept, so memory stays bounded.
final class ReadPreviews: Sendable {
    static let shared = ReadPreviews()
    static let kept = 8
    private struct Entry {
        var path: String
        var bytes: [UInt8]
        var previews: [SwiftUIPreview]
    }
    private let entries = Mutex<[Entry]>([])

    func previews(of path: String, bytes: [UInt8]) -> [SwiftUIPreview]? {
        entries.withLock { list in list.first { $0.path == path && $0.bytes == bytes }?.previews }
    }

    /// How many times the file at `path` was read, not found here: what the tests count.
    func reads(of path: String) -> Int { readCounts.withLock { $0[path] ?? 0 } }
    private let readCounts = Mutex<[String: Int]>([:])

    func keep(_ previews: [SwiftUIPreview], of path: String, bytes: [UInt8]) {
        readCounts.withLock { $0[path, default: 0] += 1 }
        entries.withLock { list in
            list.removeAll { $0.path == path }
            list.append(Entry(path: path, bytes: bytes, previews: previews))
            if list.count > Self.kept { list.removeFirst(list.count - Self.kept) }
        }
    }
}
