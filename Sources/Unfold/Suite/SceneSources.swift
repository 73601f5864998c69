import Foundation
import UnfoldCodecs
import UnfoldGoldens
import UnfoldRender
import UnfoldSyntax

/// What a suite keeps of a scene besides its frames: its warnings (each at its file, line and column) and the
/// source files it read, so that a run can say what Unfold could not read and which changed lines it does not read.
enum SceneSources {
    /// The largest source file read for its digests: an Interface Builder file's limit, the largest of them.
    static let maxBytes = 16 * 1_048_576

    /// The loaded scene's warnings as records. `scene`: the scene's path as the run names it (a preview's is
    /// `FILE.swift/NAME`; its warnings are the Swift file's). A warning in a file the scene names is at that file's
    /// place, the file named from the scene's folder as given.
    static func warnings(_ loaded: LoadedScene, scene: String) -> [WarningRecord] {
        let own = SwiftPreviews.parts(scene)?.file ?? scene
        let folder = (own as NSString).deletingLastPathComponent
        return loaded.warnings.map { d in
            if let place = d.file {
                let prefix = place.written + ": "
                let words = d.message.hasPrefix(prefix) ? String(d.message.dropFirst(prefix.count)) : d.message
                let file =
                    place.path.hasPrefix("/") || folder.isEmpty
                    ? place.path : (folder as NSString).appendingPathComponent(place.path)
                return WarningRecord(file: file, line: place.line, column: place.column, words: words)
            }
            return WarningRecord(file: own, line: d.location.line, column: d.location.column, words: d.message)
        }
    }

    /// The warnings as `golden.json` keeps them: each file named from the scene's folder, as `sources` names them,
    /// so a golden reads the same wherever the suite was run from.
    static func portable(_ warnings: [WarningRecord]?, scene: String) -> [WarningRecord]? {
        let own = SwiftPreviews.parts(scene)?.file ?? scene
        let folder = (own as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return warnings }
        return warnings?.map { w in
            var out = w
            if w.file.hasPrefix(folder + "/") { out.file = String(w.file.dropFirst(folder.count + 1)) }
            return out
        }
    }

    /// Source files (Swift, xib, storyboard) a scene read, besides its own text: a preview's Swift file, a cell's
    /// file. Named relative to the scene's folder, so goldens hold on another machine.
    static func files(_ loaded: LoadedScene) -> [(name: String, path: String)] {
        let base = loaded.base.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        var out: [(String, String)] = []
        for path in Set(loaded.document.inputFiles).sorted()
        where [".swift", ".xib", ".storyboard"].contains(where: { path.hasSuffix($0) }) {
            let name = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            out.append((name, path))
        }
        return out
    }

    /// The records of those files as they are now; a file that cannot be read now is left out.
    static func records(_ loaded: LoadedScene) -> [SourceRecord] {
        files(loaded).compactMap { file in
            guard case .success(let bytes) = RegularFile.read(file.path, limit: Self.maxBytes) else {
                return nil
            }
            return SourceRecord(file: file.name, bytes: bytes)
        }
    }

    /// `FAQView.swift changed: lines 41–42 are not read by Unfold: '.tint' on a placeholder`: for each source file
    /// that differs from its record while the frames did not, its changed lines and the warnings at them.
    /// `scene`: the scene's path as the run names it; a preview's changed lines leave out those only the file's
    /// other previews draw from (they are read, for those).
    static func changes(
        _ loaded: LoadedScene, scene: String, recorded: [SourceRecord]?, warnings: [WarningRecord]
    ) -> String? {
        guard let recorded else { return nil }
        let preview = SwiftPreviews.parts(scene).flatMap { parts in
            parts.preview.map { (file: URL(fileURLWithPath: parts.file).standardizedFileURL.path, name: $0) }
        }
        var said: [String] = []
        for file in files(loaded) {
            guard let before = recorded.first(where: { $0.file == file.name }),
                case .success(let bytes) = RegularFile.read(file.path, limit: Self.maxBytes),
                GoldenManifest.hash(bytes) != before.hash
            else { continue }
            var lines = before.changedLines(bytes)
            if let preview, preview.file == file.path {
                let others = SwiftPreviews.linesOnlyOthersDraw(file: file.path, preview: preview.name)
                lines.removeAll(where: others.contains)
                if lines.isEmpty { continue }
            }
            let shown = URL(fileURLWithPath: file.name).lastPathComponent
            guard !lines.isEmpty else {
                said.append("\(shown) changed: lines were removed; the frames did not change")
                continue
            }
            let at = Set(lines)
            let why = warnings.filter { w in
                w.line.map(at.contains) == true && URL(fileURLWithPath: w.file).lastPathComponent == shown
            }.map(\.words)
            let noun = lines.count == 1 ? "line \(lines[0]) is" : "lines \(SourceRecord.runs(lines)) are"
            said.append(
                "\(shown) changed: \(noun) not read by Unfold" + (why.isEmpty ? "" : ": " + why.joined(separator: "; "))
            )
        }
        return said.isEmpty ? nil : said.joined(separator: "; ")
    }
}
