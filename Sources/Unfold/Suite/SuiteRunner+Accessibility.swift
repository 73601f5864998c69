import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldGoldens
import UnfoldModel

/// `test --accessibility`: each kept frame's accessibility elements against the ones `golden.json` recorded.
extension SuiteRunner {
    /// Differences fail the frame, in words, with the frame's accessibility picture for the report. A golden
    /// folder recorded without elements is said to be so, and is not a failure.
    func checkAccessibility(_ manifest: GoldenManifest, _ renderer: SceneRenderer, _ result: inout SceneResult) throws {
        guard let recorded = manifest.accessibility else {
            let words = "recorded without accessibility elements; record with --accessibility to keep them"
            result.note = result.note.map { "\($0); \(words)" } ?? words
            return
        }
        let now = AccessibilityRecord.frames(renderer.timeline, kept: manifest.keptFrames)
        let folder = ReportImages.folderName(result.name) + "/" + ReportImages.folderName(result.variant)
        var failures = Dictionary(uniqueKeysWithValues: result.failures.map { ($0.frame, $0) })
        var measurer: PangoMeasurer?
        for (k, f) in manifest.keptFrames.enumerated() {
            let words = AccessibilityComparison.differences(frame: f, expected: recorded[k], actual: now[k])
            guard !words.isEmpty else { continue }
            if measurer == nil { measurer = try PangoMeasurer(fonts: renderer.fonts) }
            let canvas = try AccessibilityPictures.canvas(renderer, frame: f, measurer: measurer!)
            let path = "images/\(folder)/\(FrameExporter.fileName(f).dropLast(4))-accessibility.png"
            storeImage(try AccessibilityPictures.png(canvas), at: path)
            var failure = failures[f] ?? SceneResult.FrameFailure(frame: f, differing: 0, geometry: [])
            failure.accessibility = words
            failure.accessibilityPicture = path
            failures[f] = failure
        }
        result.failures = failures.keys.sorted().map { failures[$0]! }
        if !result.failures.isEmpty { result.status = .failed }
    }
}
