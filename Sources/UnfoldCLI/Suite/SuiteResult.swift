import Foundation

/// The outcome of one scene (and variant) in `unfold test`, as `results.json` stores it.
struct SceneResult: Codable, Equatable {
    enum Status: String, Codable { case passed, failed, recorded, missing, error }

    struct FrameFailure: Codable, Equatable {
        var frame: Int
        var differing: Int
        var geometry: [String]
        /// Report-relative paths of the expected, actual and diff images (absent with --geometry-only).
        var expected: String?
        var actual: String?
        var diff: String?
    }

    var scene: String
    var name: String
    var variant: String
    var status: Status
    /// Why it failed as a whole (frame count, fps, canvas, scale), or the scene error.
    var reason: String?
    /// Said of a scene that passes although its text changed.
    var note: String?
    var keptFrames: [Int]
    var failures: [FrameFailure]
    /// The command that accepts the change, for failures.
    var accept: String?

    /// One line a scene for the terminal.
    var summary: String {
        switch status {
        case .passed: return "PASS \(name)" + (note.map { " (\($0))" } ?? "")
        case .recorded: return "RECORDED \(name) (\(keptFrames.count) frames)"
        case .missing: return "MISSING \(name): \(reason ?? "no golden")"
        case .error: return "ERROR \(name): \(reason ?? "")"
        case .failed:
            var lines = ["FAIL \(name)" + (reason.map { ": \($0)" } ?? "")]
            for f in failures {
                for g in f.geometry { lines.append("  \(g)") }
                if f.differing > 0 { lines.append("  frame \(f.frame): \(f.differing) pixels differ") }
            }
            return lines.joined(separator: "\n")
        }
    }
}

/// Everything a report folder holds besides its images.
struct SuiteReport: Codable, Equatable {
    var version = 1
    var results: [SceneResult]

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

    var failed: Bool { results.contains { [.failed, .missing, .error].contains($0.status) } }

    func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(SuiteReport(version: version, results: ordered))) ?? Data()
    }
}
