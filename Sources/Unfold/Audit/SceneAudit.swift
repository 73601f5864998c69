import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldAudit
import UnfoldAnimation
import UnfoldSyntax
import UnfoldModel

/// The audit of one scene file, variant by variant, as `audit` and `test --audit` run it.
package struct SceneAudit {
    var path: String
    /// The scene file's lines, to quote under each finding.
    var lines: [String]
    package var findings: [Finding]

    /// Compiles each variant (never rendering a pixel) and audits its rest frames; a variant other than `default`
    /// is compared with `default` for `text-truncated`.
    package static func run(_ document: SceneDocument, variants: [String]) throws -> SceneAudit {
        let path = document.path
        let text = String(validating: document.bytes, as: UTF8.self) ?? ""
        var findings: [Finding] = []
        var reference: Timeline?
        func timeline(_ variant: String) throws -> (Timeline, LoadedScene) {
            let loaded = try document.load(variant: variant)
            return (try loaded.prepare().timeline, loaded)
        }
        for variant in variants {
            let (tl, loaded) = try timeline(variant)
            if variant == "default" { reference = tl }
            if variant != "default" && reference == nil { reference = try timeline("default").0 }
            let glyphs = SceneValidation.missingGlyphs(
                loaded.scene,
                in: FileEnvironment(fontFamilies: [], fontFiles: loaded.fontFiles, base: URL(fileURLWithPath: path)))
            let auditor = Auditor(tl, reference: variant == "default" ? nil : reference, glyphWarnings: glyphs)
            findings += auditor.findings()
        }
        // A Swift file's preview: its scene text is made, so each finding is said at its line of the Swift file.
        if let swift = document.swift {
            let stem = URL(fileURLWithPath: path).lastPathComponent + ":"
            for i in findings.indices {
                guard let file = findings[i].file, file.hasPrefix(stem), let line = Int(file.dropFirst(stem.count))
                else { continue }
                let text = line <= swift.lines.count ? swift.lines[line - 1] : ""
                findings[i].location = SourceLocation(line: line, column: text.prefix { $0 == " " }.count + 1)
                findings[i].rowLocation = nil
                findings[i].file = nil
            }
            return SceneAudit(path: path, lines: swift.lines, findings: findings)
        }
        return SceneAudit(
            path: path, lines: text.components(separatedBy: "\n"), findings: findings)
    }

    /// Every finding as a diagnostic, with its variant named when it is not `default`.
    package var printed: String {
        findings.map { f in
            var d = f.diagnostic
            if f.variant != "default" { d.message += " [variant \(f.variant)]" }
            return d.formatted(path: path, source: lines)
        }.joined()
    }

    /// `--json`'s entries.
    package var json: [[String: Any]] {
        findings.map { f in
            var entry: [String: Any] = [
                "rule": f.rule.rawValue, "severity": f.severity.rawValue, "scene": path, "variant": f.variant,
                "frame": f.frame, "time": f.time, "row": f.row ?? NSNull(), "element": f.element ?? NSNull(),
                "line": f.location.line, "column": f.location.column, "message": f.message
            ]
            // A view of an Interface Builder cell: its place in that file.
            if let file = f.file { entry["source"] = file }
            entry["rect"] = f.rect.map { ["x": $0.x, "y": $0.y, "width": $0.width, "height": $0.height] } ?? NSNull()
            return entry
        }
    }
}
