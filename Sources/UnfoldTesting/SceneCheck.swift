import Foundation
import Unfold

/// One assertion's work, shared by the Swift Testing and XCTest front ends: the golden comparison, and on
/// failure the expected, actual and diff pictures and the words written to `UNFOLD_ARTIFACTS`.
struct SceneCheck {
    var verdict: GoldenVerdict
    /// Files written for a failure: (name, bytes), also given to Swift Testing as attachments.
    var artifacts: [(name: String, bytes: [UInt8])]

    /// `scene`: a file path (relative to the package root) or a scene made from text.
    static func run(
        _ subject: Subject, variant: String, goldens: String?, record: RecordMode?, accessibility: Bool = false,
        filePath: String
    ) -> SceneCheck {
        let root = PackageRoot.containing(filePath)
        let folder = PackageRoot.resolve(goldens ?? "Tests/Goldens", root: root)
        let environment = ProcessInfo.processInfo.environment
        let artifactsFolder = PackageRoot.resolve(environment["UNFOLD_ARTIFACTS"] ?? "out/unfold-artifacts", root: root)
        // The words in full go to this file, which the message names when it shows only the first lines.
        let wordsName = "\(subject.name)-\(variant).txt"
        let wordsFile = artifactsFolder.appendingPathComponent(wordsName).path
        let verdict: GoldenVerdict
        do {
            switch subject {
            case .file(let path):
                verdict = try GoldenCheck.check(
                    scene: PackageRoot.resolve(path, root: root).path, variant: variant, goldens: folder,
                    record: record, environment: environment, report: artifactsFolder.path, detailsFile: wordsFile,
                    accessibility: accessibility)
            case .scene(let scene):
                verdict = try GoldenCheck.check(
                    scene: scene.path, text: scene.text, variant: variant, goldens: folder, record: record,
                    environment: environment, report: artifactsFolder.path, detailsFile: wordsFile,
                    accessibility: accessibility)
            }
        } catch {
            return SceneCheck(
                verdict: GoldenVerdict(status: .error, message: "\(error)", frames: [], accept: nil), artifacts: [])
        }
        guard !verdict.isSuccess else { return SceneCheck(verdict: verdict, artifacts: []) }
        var files: [(String, [UInt8])] = [(wordsName, Array((verdict.details + "\n").utf8))]
        for f in verdict.frames {
            let stem = "\(subject.name)-\(variant)-frame-\(String(format: "%05d", f.frame))"
            if let png = f.expected { files.append(("\(stem)-expected.png", png)) }
            if let png = f.actual { files.append(("\(stem)-actual.png", png)) }
            if let png = f.diff { files.append(("\(stem)-diff.png", png)) }
            if let png = f.accessibilityPicture { files.append(("\(stem)-accessibility.png", png)) }
        }
        try? FileManager.default.createDirectory(at: artifactsFolder, withIntermediateDirectories: true)
        for (name, bytes) in files {
            try? Data(bytes).write(to: artifactsFolder.appendingPathComponent(name), options: .atomic)
        }
        return SceneCheck(verdict: verdict, artifacts: files)
    }
}

/// What an assertion checks: a scene file, or a scene made in Swift.
enum Subject {
    case file(String)
    case scene(UnfoldScene)

    var name: String {
        switch self {
        case .file(let path):
            let last = URL(fileURLWithPath: path).lastPathComponent
            return last.hasSuffix(".scene") ? String(last.dropLast(6)) : last
        case .scene(let scene): return scene.name
        }
    }
}
