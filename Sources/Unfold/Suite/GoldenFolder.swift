import Foundation
import UnfoldCore
import UnfoldGoldens
import UnfoldModel

/// Reads a golden folder's `golden.json`. A folder that travelled from another machine is input like a scene:
/// a file that is there but unreadable is an error naming it and what is wrong, never "missing".
package enum GoldenFolder {
    /// nil when the folder has no `golden.json`; its manifest when it is valid; otherwise an I/O failure.
    /// `record`: how the caller records the folder again, for the message (`--record all` for `test`).
    static func manifest(in dir: URL, record: String? = nil) throws -> GoldenManifest? {
        let url = dir.appendingPathComponent("golden.json")
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        let shown = url.relativePath
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw UnfoldFailure.io("\(shown): cannot read the file")
        }
        do {
            return try GoldenManifest.decode(data) { try GoldenPictures.records(in: dir, $0) }
        } catch let problem as JSONProblem.Failure {
            throw DamagedGolden(
                message:
                    "\(shown): \(problem.message) (recording again\(record.map { " with " + $0 } ?? "") replaces it)")
        }
    }

    /// A golden.json that is there and readable but not a golden: `check` stops on it (exit 3, as an input it
    /// cannot use), while `test` reports the scene as an error among the others (exit 1), not as I/O.
    struct DamagedGolden: Error {
        var message: String
        /// Found where the caller's way of recording is not known (a frame read late): the words that say so
        /// are added where the problem is worded (`words(recording:)`).
        var saysHowToRecord = true

        /// The problem, then how recording again mends it: with the caller's flag when it names one.
        func words(recording hint: String?) -> String {
            saysHowToRecord ? message : message + " (recording again\(hint.map { " with " + $0 } ?? "") replaces it)"
        }
    }
}

extension GoldenFolder {
    /// Why a scene's name cannot be a folder under the goldens folder, or nil. A scene file `..scene`, a Swift file
    /// `...swift` or a preview titled `".."`, `"."`, `""` or `"a/b"` would name the goldens folder itself, the
    /// file's folder of previews or a folder outside, which recording replaces: every other golden would be lost.
    /// `path`: the scene as given (`FILE.swift/PREVIEW` for a preview).
    package static func nameProblem(scenePath path: String) -> String? {
        let parts: [(String, String)]
        if let (file, preview) = SwiftPreviews.parts(path) {
            parts =
                [("the Swift file's name", SwiftPreviews.stem(file))]
                + (preview.map { [("the preview's name", $0)] } ?? [])
        } else {
            parts = [("the scene file's name", SceneDocument.name(fromPath: path))]
        }
        for (what, name) in parts {
            let shown = "'\(TerminalText.safe(name))'"
            if name.isEmpty || name == "." || name == ".." {
                return "\(what) \(shown) cannot name a golden folder (it would be the goldens folder or a folder"
                    + " above it): rename it"
            }
            if name.contains("/") { return "\(what) \(shown) cannot name a golden folder: it holds '/': rename it" }
        }
        return nil
    }
}

extension GoldenFolder {
    /// The frame numbers a golden folder holds as `frame-NNNNN.png` files, in order.
    static func frames(in dir: URL) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.compactMap { n -> Int? in
            guard n.hasPrefix("frame-"), n.hasSuffix(".png") else { return nil }
            return Int(n.dropFirst(6).dropLast(4))
        }.sorted()
    }
}

extension GoldenFolder {
    /// The subfolders that hold a `golden.json` (a scene with variants has one per variant), by name.
    package static func variantFolders(in dir: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { name in
            let manifest = dir.appendingPathComponent(name).appendingPathComponent("golden.json")
            return FileManager.default.fileExists(atPath: manifest.path)
        }.sorted()
    }
}
