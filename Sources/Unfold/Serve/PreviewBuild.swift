import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldSyntax
import UnfoldModel

/// One version of the scene as the preview shows it: every variant prepared, or the diagnostics that kept it
/// from being built.
package struct PreviewBuild: Sendable {
    var id: Int
    var renderers: [String: SceneRenderer]
    package var variants: [String]
    /// The files the scene names (images, catalogs, fonts), absolute, to watch.
    var inputs: [String]
    /// What the page is told of the build, as JSON values.
    var info: [String: any Sendable]

    /// Reads the scene and prepares each variant; `.failure` holds every diagnostic with its source line.
    static func make(id: Int, path: String?) -> Result<PreviewBuild, PreviewDiagnostics> {
        let document: SceneDocument
        let shown = path ?? "demo.scene"
        if let path {
            do {
                document = try SceneDocument.read(path: path)
            } catch let swift as SwiftFileProblem {
                // A Swift file's own problem (a syntax error, two previews of one name) at its line and column.
                let lines = String(decoding: swift.bytes, as: UTF8.self).components(separatedBy: "\n")
                return .failure(
                    PreviewDiagnostics(
                        path: swift.file, lines: lines,
                        list: [(swift.line ?? 1, swift.column ?? 1, "error", swift.message)]))
            } catch {
                // Anything else (a file that is gone, a preview no longer there) in its own words.
                let words = UnfoldFailure.from(error).words
                return .failure(PreviewDiagnostics(path: shown, lines: [], list: [(1, 1, "error", words)]))
            }
        } else {
            document = SceneDocument.demo()
        }
        let variants = document.variantNames
        var renderers: [String: SceneRenderer] = [:]
        var inputs: [String] = []
        for variant in variants {
            do {
                let (loaded, report) = try document.check(variant: variant)
                guard let loaded else { return .failure(PreviewDiagnostics(path: shown, report)) }
                renderers[variant] = try loaded.prepare()
                let s = loaded.scene
                inputs +=
                    s.imageReferences.map(\.filePath) + s.settings.stringsFiles.map(\.path)
                    + s.settings.fontFiles.map(\.path)
            } catch {
                let message = UnfoldFailure.from(error).words
                return .failure(PreviewDiagnostics(path: shown, lines: [], list: [(1, 1, "error", message)]))
            }
        }
        let absolute =
            inputs.map { $0.hasPrefix("/") ? $0 : document.base.appendingPathComponent($0).path }
            + document.inputFiles
        let timeline = renderers["default"]!.timeline
        let lines = document.diagnostics.lines
        let actions = timeline.scene.actions.map { a -> [String: any Sendable] in
            let line = a.location.line
            let text = line >= 1 && line <= lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
            return ["time": a.time.seconds, "line": line, "text": text]
        }
        let info: [String: any Sendable] = [
            "build": id, "scene": timeline.scene.name, "variants": variants, "fps": timeline.fps,
            "frames": timeline.frameCount, "width": timeline.scene.settings.width,
            "height": timeline.scene.settings.height, "actions": actions,
            // Each variant's own length and rate: the page asks for timeline pieces, never the whole file.
            "timing": renderers.mapValues { ["frames": $0.timeline.frameCount, "fps": $0.timeline.fps] }
        ]
        return .success(
            PreviewBuild(id: id, renderers: renderers, variants: variants, inputs: absolute, info: info))
    }
}

/// The diagnostics of a scene that did not build, as the page's overlay shows them.
package struct PreviewDiagnostics: Error, Sendable {
    var path: String
    var lines: [String]
    var list: [(line: Int, column: Int, severity: String, message: String)]

    init(path: String, lines: [String], list: [(Int, Int, String, String)]) {
        self.path = path
        self.lines = lines
        self.list = list
    }

    init(path: String, _ report: SceneErrors) {
        self.path = path
        lines = report.lines
        list = report.diagnostics.map { ($0.location.line, $0.location.column, $0.severity.rawValue, $0.message) }
    }

    var json: [[String: Any]] {
        list.map { d in
            let source = d.line >= 1 && d.line <= lines.count ? lines[d.line - 1] : ""
            return [
                "path": path, "line": d.line, "column": d.column, "severity": d.severity, "message": d.message,
                "source": source
            ]
        }
    }
}
