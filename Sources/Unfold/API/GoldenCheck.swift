import Foundation
import UnfoldCore
import UnfoldModel

/// What checking a scene against its golden folder found, in the words `unfold test` prints.
public struct GoldenVerdict: Sendable {
    public enum Status: String, Sendable { case passed, failed, recorded, missing, error }

    /// A kept frame that differs: its geometry in words, its pixel count, and the three pictures.
    public struct Frame: Sendable {
        public let frame: Int
        public let differing: Int
        public let geometry: [String]
        public let expected: [UInt8]?
        public let actual: [UInt8]?
        public let diff: [UInt8]?
        /// What VoiceOver reads differently in this frame (with `accessibility: true`), and the frame's
        /// accessibility picture.
        public let accessibility: [String]
        public let accessibilityPicture: [UInt8]?
    }

    public let status: Status
    /// `PASS name (variant)`, or `FAIL …` with the geometry words and pixel counts, as the terminal shows them.
    public let message: String
    /// The differing frames (a failure as a whole, such as another frame count, has none).
    public let frames: [Frame]
    /// The command that accepts the change.
    public let accept: String?
    /// The message with every difference line (`message` shows the first few and names `details`' file).
    public let details: String

    public init(status: Status, message: String, frames: [Frame], accept: String?, details: String? = nil) {
        self.status = status
        self.message = message
        self.details = details ?? message
        self.frames = frames
        self.accept = accept
    }

    /// Passed, or recorded because the mode allowed it.
    public var isSuccess: Bool { status == .passed || status == .recorded }
}

/// The comparison `unfold test` runs, for one scene and variant: the same golden folders, record modes and
/// words, so a golden recorded by either passes the other.
public enum GoldenCheck {
    /// Checks the scene file at `path` (or, with `text`, that text under the file's name) against
    /// `goldens/NAME/` (`goldens/NAME/VARIANT/` for a scene with variants).
    /// `record`: nil follows `UNFOLD_RECORD`, then `CI` (never), then `missing`, as the CLI does.
    /// `report`: the report folder the message names for differences it does not list; `detailsFile`, when
    /// given, is named instead (the caller writes `details` there).
    /// `accessibility`: also keep each kept frame's accessibility elements and fail when they change, as
    /// `unfold test --accessibility`.
    public static func check(
        scene path: String, text: String? = nil, variant: String = "default", goldens: URL,
        record: RecordMode? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        report: String = "out/unfold-artifacts", detailsFile: String? = nil, accessibility: Bool = false
    ) throws -> GoldenVerdict {
        let mode: RecordMode
        do { mode = try record ?? RecordMode.resolve(environment: environment) } catch let unknown
            as RecordMode.Unknown
        {
            throw UnfoldError(
                UnfoldFailure.usage(
                    "UNFOLD_RECORD takes \(RecordMode.Unknown.choices), not '\(unknown.value)'", showsUsage: false))
        }
        let options = SuiteOptions(
            goldens: goldens, goldensArgument: goldens.path, record: mode,
            comparison: .exact, masks: [],
            geometryOnly: false, scale: nil, jobs: Jobs.available, accessibility: accessibility)
        let runner = SuiteRunner(options)
        let result = runner.run(scene: path, variant: variant, bytes: text.map { Array($0.utf8) })
        let images = runner.images
        let frames = result.failures.map {
            GoldenVerdict.Frame(
                frame: $0.frame, differing: $0.differing, geometry: $0.geometry,
                expected: $0.expected.flatMap { images[$0] }, actual: $0.actual.flatMap { images[$0] },
                diff: $0.diff.flatMap { images[$0] }, accessibility: $0.accessibility ?? [],
                accessibilityPicture: $0.accessibilityPicture.flatMap { images[$0] })
        }
        // The lines `unfold test` prints for this scene: its summary, then the command that accepts it.
        let accept = SceneResult.acceptCommands(
            [result], goldens: options.goldensArgument, accessibility: accessibility)
        let acceptLines = accept.map { "to accept: " + AcceptWords.words($0) }
        let message = ([result.summary(report: report, rest: detailsFile)] + acceptLines).joined(separator: "\n")
        let details = ([result.summary(report: report, limit: nil)] + acceptLines).joined(separator: "\n")
        return GoldenVerdict(
            status: GoldenVerdict.Status(rawValue: result.status.rawValue)!, message: message, frames: frames,
            accept: accept.first.map(AcceptWords.words), details: details)
    }
}
