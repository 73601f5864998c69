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
    /// The scene text made of the preview, and the preview's line: a problem in that text is said at the Swift line
    /// it was made from, not at the text's own line and column printed as the Swift file's.
    var made: [String] = []
    var previewLine = 1

    /// The scene's diagnostics with the file's findings, quoting the Swift file's lines.
    func quoting(_ errors: SceneErrors) -> SceneErrors {
        var out = errors
        out.diagnostics = errors.diagnostics.map(relocated) + findings
        out.lines = lines
        return out
    }

    /// A diagnostic of the made text at the Swift line its element comes from (`source "FILE.swift:N"` on its
    /// line or the nearest line above it in its block), else at the preview's line; its words say where it is.
    func relocated(_ d: Diagnostic) -> Diagnostic {
        guard d.file == nil else { return d }
        var line = previewLine
        var k = d.location.line - 1
        while k >= 0 && k < made.count {
            if let n = SwiftPreviews.sourceLines(made[k]).first {
                line = n
                break
            }
            // A line that starts a block (a cell, the rows) ends the search: its elements are not this one's.
            if !made[k].hasPrefix(" ") { break }
            k -= 1
        }
        let text = line >= 1 && line <= lines.count ? lines[line - 1] : ""
        let column =
            (text.unicodeScalars.firstIndex { $0 != " " && $0 != "\t" }.map {
                text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0)
            } ?? 0) + 1
        return Diagnostic(
            "in the scene text Unfold made of this preview: \(d.message)",
            at: SourceLocation(line: line, column: column), severity: d.severity)
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
        let url = URL(fileURLWithPath: file)
        let module = SwiftSources.module(of: url, named: [], relativeTo: url.deletingLastPathComponent())
        // The previews read before are kept by the file's bytes and its module's: a change to either reads again.
        var key = bytes
        for source in module { key += Array((source.path + ContentDigest.fnv1a(source.bytes)).utf8) }
        if let known = ReadPreviews.shared.previews(of: file, bytes: key) { return (bytes, known) }
        switch reader.readPreviews(bytes, file: url.lastPathComponent, module: module) {
        case .success(let previews):
            ReadPreviews.shared.keep(previews, of: file, bytes: key)
            return (bytes, previews)
        case .failure(let problem):
            throw SwiftFileProblem(
                file: file, line: problem.line, column: problem.column, message: problem.message, bytes: bytes)
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
            // A finding in another file of the module is said at that file's line, from the preview's.
            guard let other = f.file else {
                return Diagnostic(
                    f.message, at: SourceLocation(line: f.line, column: f.column),
                    severity: f.warning ? .warning : .error)
            }
            return Diagnostic(
                f.message, inFile: FileLocation(path: other, line: f.line, column: f.column),
                at: SourceRange(at: SourceLocation(line: chosen.line, column: 1)),
                severity: f.warning ? .warning : .error)
        }
        return SceneDocument(
            bytes: Array(text.utf8), path: file, name: name,
            base: URL(fileURLWithPath: file).deletingLastPathComponent(),
            swift: SwiftOrigin(
                lines: lines, findings: findings, made: text.components(separatedBy: "\n"), previewLine: chosen.line))
    }

    /// The lines of the file that the other previews draw elements from and preview `name` does not: a change
    /// there is read by Unfold, for those previews, although this one's frames do not change. Each element's line
    /// is its `source "FILE.swift:LINE"`, which the preview's scene text carries.
    package static func linesOnlyOthersDraw(file: String, preview name: String) -> Set<Int> {
        guard let (_, previews) = try? previews(file) else { return [] }
        var own: Set<Int> = []
        var others: Set<Int> = []
        for p in previews {
            let lines = sourceLines(p.text)
            if p.name == name { own.formUnion(lines) } else { others.formUnion(lines) }
        }
        return others.subtracting(own)
    }

    /// The lines named by the `source "NAME:LINE"` options of a preview's scene text.
    static func sourceLines(_ text: String) -> Set<Int> {
        var out: Set<Int> = []
        for line in text.split(separator: "\n") {
            guard let start = line.range(of: " source \"") else { continue }
            let rest = line[start.upperBound...]
            guard let close = rest.firstIndex(of: "\""), let colon = rest[..<close].lastIndex(of: ":"),
                let n = Int(rest[rest.index(after: colon)..<close])
            else { continue }
            out.insert(n)
        }
        return out
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

/// A Swift file that cannot be read as Swift (a syntax error, two previews of one name, a budget), at its line and
/// column: the command line words it as a usage error (exit 2); the preview server shows it at its line.
struct SwiftFileProblem: Error, Sendable {
    var file: String
    var line: Int?
    var column: Int?
    var message: String
    /// The file as read, for the preview to quote its line.
    var bytes: [UInt8]

    /// `FILE:LINE:COLUMN: MESSAGE`.
    var words: String {
        "\(TerminalText.safe(file))\(line.map { ":\($0):\(column ?? 1)" } ?? ""): \(message)"
    }
}
