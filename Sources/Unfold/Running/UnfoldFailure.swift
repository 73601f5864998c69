import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldSyntax
import UnfoldModel

/// Every way a run of the library can fail, with its words (`message`). The library knows no exit codes: the
/// command line maps these cases to them in one place, and adds its usage text to a `usage` failure that asks
/// for it.
package enum UnfoldFailure: Error {
    /// A request the library refuses; `showsUsage`: the command line follows it with its usage.
    case usage(String, showsUsage: Bool)
    /// A scene's diagnostics, as values with their lines and columns; worded here, in one place.
    case scene(SceneErrors, path: String)
    /// Input/output failures.
    case io(String)
    /// The caller's cancellation stopped the work; nothing was written.
    case interrupted
    /// A frame larger than its encoder takes within the memory bound, refused before any work; the command line
    /// names its own options for a smaller one.
    case frameTooLarge(FrameTooLarge)

    /// The words alone, as a suite's result, the preview and the Swift API say them: the command line puts its
    /// name and its usage around them (`Driver.message`). A scene's diagnostics are their printed lines.
    package var words: String {
        switch self {
        case .usage(let text, _): return text
        case let .scene(errors, path):
            return errors.formatted(path: path).trimmingCharacters(in: .whitespacesAndNewlines)
        case .io(let text): return text
        case .interrupted: return "interrupted; nothing was written"
        case .frameTooLarge(let large):
            return large.size + "; render it at most \(large.widestWidth) px wide, or at a smaller scale"
        }
    }

    /// Any error as a failure: a renderer's error is an I/O failure, and so is anything unexpected.
    package static func from(_ error: Error) -> UnfoldFailure {
        if let failure = error as? UnfoldFailure { return failure }
        if let render = error as? RenderError { return .io(render.message) }
        if let damaged = error as? GoldenFolder.DamagedGolden { return .io(damaged.words(recording: nil)) }
        if let unknown = error as? UnknownVariant { return .usage(unknown.message, showsUsage: false) }
        if let swift = error as? SwiftFileProblem { return .usage(swift.words, showsUsage: false) }
        return .io("\(error)")
    }
}
