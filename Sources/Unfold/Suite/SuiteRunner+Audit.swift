import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldAudit
import UnfoldGoldens
import UnfoldModel

/// `test --audit`: the audit's findings against the baseline a golden folder recorded.
extension SuiteRunner {
    /// The audit of the timeline being tested (its variant against `default` for cut texts).
    func findings(_ loaded: LoadedScene, _ renderer: SceneRenderer, path: String) throws -> [Finding] {
        let variant = loaded.scene.variant
        let reference = variant == "default" ? nil : try loaded.document.load().prepare().timeline
        let glyphs = SceneValidation.missingGlyphs(
            loaded.scene,
            in: FileEnvironment(fontFamilies: [], fontFiles: loaded.fontFiles, base: URL(fileURLWithPath: path)))
        return Auditor(renderer.timeline, reference: reference, glyphWarnings: glyphs).findings()
    }

    /// New findings fail the scene, each with its frame and the element outlined; gone ones are said fixed.
    /// A golden folder without a baseline (recorded before version 3) holds none, so every finding is new.
    func checkAudit(
        _ findings: [Finding], against baseline: [GoldenManifest.AuditEntry]?, _ renderer: SceneRenderer,
        _ result: inout SceneResult
    ) throws {
        let known = Set((baseline ?? []).map(\.key))
        let now = Set(findings.map(\.key))
        let new = findings.filter { !known.contains($0.key) }
        result.fixedFindings = (baseline ?? []).filter { !now.contains($0.key) }.map(\.words)
        guard !new.isEmpty else { return }
        let folder = ReportImages.folderName(result.name) + "/" + ReportImages.folderName(result.variant)
        var failures: [SceneResult.AuditFailure] = []
        for (k, f) in new.enumerated() {
            var image: String?
            if let rect = f.rect {
                let path = "images/\(folder)/finding-\(k + 1).png"
                storeImage(try outlined(f.frame, rect, renderer), at: path)
                image = path
            }
            failures.append(SceneResult.AuditFailure(words: f.words, message: f.message, frame: f.frame, image: image))
        }
        result.newFindings = failures
        result.status = .failed
    }

    /// The frame as rendered, with a 2-point red outline around `rect` (canvas points).
    func outlined(_ frame: Int, _ rect: Rect, _ renderer: SceneRenderer) throws -> [UInt8] {
        let canvas = try renderer.makeCanvas()
        let red = RGBA(1, 0.23, 0.19)
        let w = 2.0
        let (x, y, width, height) = (rect.x - w, rect.y - w, rect.width + 2 * w, rect.height + 2 * w)
        let edges = [
            Rect(x: x, y: y, width: width, height: w), Rect(x: x, y: y + height - w, width: width, height: w),
            Rect(x: x, y: y, width: w, height: height), Rect(x: x + width - w, y: y, width: w, height: height)
        ]
        try canvas.draw(renderer.commands(frame: frame) + edges.map { .fill($0, red, .none) })
        return try canvas.png()
    }
}
