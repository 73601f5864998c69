import Foundation
import UnfoldGoldens

// The fuzz build compiles this file into one module with the core's sources (Fuzz/run), where there is no
// UnfoldCore to import.
#if canImport(UnfoldCore)
    import UnfoldCore
#endif

/// The outcome of one scene (and variant) in `unfold test`, as `results.json` stores it.
package struct SceneResult: Codable, Equatable {
    package enum Status: String, Codable { case passed, failed, recorded, missing, error }

    package struct FrameFailure: Codable, Equatable {
        package var frame: Int
        package var differing: Int
        package var geometry: [String]
        /// Report-relative paths of the expected, actual and diff images (absent with --geometry-only).
        package var expected: String?
        package var actual: String?
        package var diff: String?
        /// Why a frame differs as a whole: another image size, or a frame past the scene's end.
        package var note: String?
        /// `test --accessibility`: what VoiceOver reads differently in this frame, in words, and the report-relative
        /// path of the frame's accessibility picture.
        package var accessibility: [String]? = nil
        package var accessibilityPicture: String? = nil
        /// The largest colour change and where it is: `#5D4A99 → #664A99 in row a (element background)`.
        package var largest: String? = nil

        /// `frame 0: 574,753 pixels differ; largest change #5D4A99 → #664A99 in row a (element background)`.
        var pixelWords: String { "frame \(frame): \(pixelsDiffer)" }

        /// `574,753 pixels differ; largest change #5D4A99 → #664A99 in row a (element background)`.
        package var pixelsDiffer: String {
            "\(PixelPlace.grouped(differing)) pixels differ" + (largest.map { "; largest change \($0)" } ?? "")
        }
    }

    /// A finding `test --audit` found and the baseline does not hold, with its frame's picture.
    struct AuditFailure: Codable, Equatable {
        var words: String
        var message: String
        var frame: Int
        /// Report-relative path of the frame with the element outlined.
        var image: String?
    }

    package var scene: String
    var name: String
    package var variant: String
    package var status: Status
    /// Why it failed as a whole (frame count, fps, canvas, scale), or the scene error.
    package var reason: String?
    /// Said of a scene that passes although its text changed.
    var note: String?
    package var keptFrames: [Int]
    package var failures: [FrameFailure]
    /// What accepts the change, for failures.
    var accept: Acceptance?

    /// Geometry differences in one sentence: `39 elements moved in 29 frames; largest: q5.answer y +2.0`.
    var geometrySummary: String?
    /// What `show-report` needs to accept the result: the goldens folder as `test` was given it, the scene's
    /// golden folder, and the hash of the scene's text when it was tested.
    var goldens: String?
    var goldenFolder: String?
    var sceneHash: String?
    /// `test --audit`: new findings (which fail the scene) and baseline findings that are gone.
    var newFindings: [AuditFailure]?
    var fixedFindings: [String]?
    /// How long the pair took, in seconds (absent in reports written before version 5).
    package var seconds: Double?
    /// Every warning of the scene and variant (absent when it had none, or could not be read).
    package var warnings: [WarningRecord]?

    /// `3 warnings`, or nil for none.
    var warningCount: String? {
        guard let n = warnings?.count, n > 0 else { return nil }
        return n == 1 ? "1 warning" : "\(n) warnings"
    }

    /// Each warning on a line of its own, at its place.
    var warningLines: [String] { (warnings ?? []).map { "  warning: \(TerminalText.oneLine($0.written))" } }

    /// `0.042`: JUnit's `time`, never 0 for a pair that ran.
    var secondsText: String { Self.secondsText(seconds ?? 0) }

    static func secondsText(_ s: Double) -> String {
        let millis = max(1, Int((s * 1000).rounded()))
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    package init(
        scene: String, name: String, variant: String, status: Status, reason: String? = nil, note: String? = nil,
        keptFrames: [Int] = [], failures: [FrameFailure] = [], accept: Acceptance? = nil
    ) {
        self.scene = scene
        self.name = name
        self.variant = variant
        self.status = status
        self.reason = reason
        self.note = note
        self.keptFrames = keptFrames
        self.failures = failures
        self.accept = accept
    }

    /// How many difference lines the terminal shows for a failing scene; the report holds them all.
    static let linesShown = 5

    var fixedLines: [String] { (fixedFindings ?? []).map { "  fixed: \($0)" } }

    /// `name (variant)`: every line says which variant it is about.
    var label: String { "\(TerminalText.oneLine(name)) (\(variant))" }

    /// What the terminal says of a scene: one line, or for a failure a summary, the first differences in
    /// words and where the rest are.
    /// `limit`: how many difference lines to show (nil: all of them, as JUnit keeps them).
    /// `rest`: the file that holds every line, named when some are not shown.
    /// `verbose`: each warning at its line under a scene that passed, was recorded or is missing; a failure
    /// always shows them.
    package func summary(
        report: String, rest: String? = nil, limit: Int? = SceneResult.linesShown, verbose: Bool = false
    ) -> String {
        let told = verbose ? warningLines : []
        switch status {
        case .passed:
            let head = "PASS \(label)" + (warningCount.map { " (\($0))" } ?? "") + (note.map { " (\($0))" } ?? "")
            return ([head] + fixedLines + told).joined(separator: "\n")
        case .recorded:
            let head = "RECORDED \(label) (\(keptFrames.count) frames" + (warningCount.map { ", \($0)" } ?? "") + ")"
            return ([head] + told).joined(separator: "\n")
        case .missing: return (["MISSING \(label): \(reason ?? "no golden")"] + told).joined(separator: "\n")
        case .error: return "ERROR \(label): \(reason ?? "")"
        case .failed:
            var lines = ["FAIL \(label)" + (reason.map { ": \($0)" } ?? "")]
            lines += warningLines
            for f in newFindings ?? [] { lines.append("  new finding: \(f.words)") }
            lines += fixedLines
            if let geometrySummary { lines.append("  geometry: \(geometrySummary)") }
            let read = failures.filter { !($0.accessibility ?? []).isEmpty }
            if !read.isEmpty {
                let count = read.reduce(0) { $0 + ($1.accessibility?.count ?? 0) }
                lines.append(
                    "  accessibility: \(count == 1 ? "1 difference" : "\(count) differences") in"
                        + " \(read.count == 1 ? "1 frame" : "\(read.count) frames")")
            }
            let pixelFrames = failures.filter { $0.differing > 0 }
            if let worst = pixelFrames.max(by: { $0.differing < $1.differing }) {
                lines.append(
                    "  pixels: \(pixelFrames.count) of \(keptFrames.count) kept frames differ; most: frame"
                        + " \(worst.frame), \(PixelPlace.grouped(worst.differing)) pixels")
            }
            var details: [String] = []
            for f in failures {
                details += f.geometry
                details += f.accessibility ?? []
                if f.differing > 0 { details.append(f.pixelWords) }
            }
            let shown = limit ?? details.count
            for line in details.prefix(shown) { lines.append("  \(line)") }
            if details.count > shown {
                lines.append("  … and \(details.count - shown) more in \(rest ?? "\(report)/index.html")")
            }
            return lines.joined(separator: "\n")
        }
    }
}

/// Everything a report folder holds besides its images.
package struct SuiteReport: Codable, Equatable {
    var version = 1
    package var results: [SceneResult]

    package init(version: Int = 1, results: [SceneResult]) {
        self.version = version
        self.results = results
    }

    /// Failed (and missing, and errors) first, then the rest, each by scene path.
    var ordered: [SceneResult] {
        func rank(_ s: SceneResult.Status) -> Int {
            switch s {
            case .failed, .error: return 0
            case .missing: return 1
            case .recorded: return 2
            case .passed: return 3
            }
        }
        return results.sorted { (rank($0.status), $0.scene, $0.variant) < (rank($1.status), $1.scene, $1.variant) }
    }

    package var failed: Bool { results.contains { [.failed, .missing, .error].contains($0.status) } }

    func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(SuiteReport(version: version, results: ordered))) ?? Data()
    }
}
