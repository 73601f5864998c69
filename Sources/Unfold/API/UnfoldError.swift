import Foundation
import UnfoldCore
import UnfoldSyntax
import UnfoldModel

/// What went wrong, as a case a caller can switch on, carrying the input it came from; `message` gives the
/// words `unfold` prints for it.
public enum UnfoldError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A scene file that could not be read.
    case unreadable(path: String)
    /// A scene with errors (in its text, or in a font, image or strings file it names), each with its line
    /// and column; `message` prints them as `unfold` does.
    case scene(path: String, diagnostics: [Diagnostic], message: String)
    /// A variant the scene does not define; `known` lists the ones it does, `default` first.
    case unknownVariant(path: String, name: String, known: [String])
    /// A scene name that is not one plain file name.
    case badName(String)
    /// Frames outside the scene's.
    case framesOutOfRange(Range<Int>, frameCount: Int)
    /// An output file whose extension names no format Unfold writes.
    case unsupportedOutput(path: String)
    /// A golden folder that cannot be used (a damaged `golden.json`); recording again replaces it.
    case golden(problem: String)
    /// An argument or setting that is not valid (an `UNFOLD_RECORD` that names no record mode).
    case invalid(String)
    /// Reading, writing or encoding failed.
    case output(String)
    /// A signal stopped the work; nothing was written.
    case interrupted

    /// The words `unfold` prints.
    public var message: String {
        switch self {
        case .unreadable(let path): return "\(path): cannot read the file"
        case .scene(_, _, let message): return message
        case let .unknownVariant(path, name, known):
            return "\(path) has no variant '\(name)'; its variants are: \(known.joined(separator: ", "))"
        case .badName(let name):
            return "'\(TerminalText.safe(name))' cannot name a scene: a name is one file name, without '/'"
        case let .framesOutOfRange(range, count): return "frames \(range) are not within the scene's \(count) frames"
        case .unsupportedOutput(let path): return "\(path): write .gif, .png (APNG), .webp, .mp4 or .webm"
        case .golden(let problem), .invalid(let problem), .output(let problem): return problem
        case .interrupted: return "interrupted; nothing was written"
        }
    }

    /// The scene's diagnostics, with their lines and columns, when the problem is in the scene.
    public var diagnostics: [Diagnostic] {
        if case .scene(_, let diagnostics, _) = self { return diagnostics }
        return []
    }

    public var description: String { message }

    /// A failure from beneath the API in the library's words: its text without the `unfold:` prefix and the
    /// usage lines.
    init(_ error: Error) {
        if let error = error as? UnfoldError {
            self = error
            return
        }
        if let unknown = error as? UnknownVariant {
            self = .unknownVariant(path: unknown.path, name: unknown.name, known: unknown.known)
            return
        }
        if let damaged = error as? GoldenFolder.DamagedGolden {
            self = .golden(problem: damaged.words(recording: nil))
            return
        }
        let failure = UnfoldFailure.from(error)
        switch failure {
        case .usage(let text, _): self = .invalid(text)
        case .frameTooLarge: self = .invalid(failure.words)
        case .io(let text): self = .output(text)
        case let .scene(errors, path):
            self = .scene(path: path, diagnostics: errors.diagnostics, message: errors.formatted(path: path))
        case .interrupted: self = .interrupted
        }
    }
}

/// `--variant NAME` (or the API's `variant:`) naming no variant of the scene.
struct UnknownVariant: Error {
    var path: String
    var name: String
    /// `default` first, then the scene's own.
    var known: [String]

    var message: String {
        UnfoldError.unknownVariant(path: path, name: name, known: known).message
    }
}
