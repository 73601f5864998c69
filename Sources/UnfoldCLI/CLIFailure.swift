import Foundation
import UnfoldCore
import UnfoldRender

/// Every way a command can fail; `exitCode` and `message` map them to the contract's exit codes in one place.
enum CLIFailure: Error {
    case usage(String, CommandSpec?)
    /// A scene's diagnostics, as values with their lines and columns (exit 2); printed here, in one place.
    case scene(SceneErrors, path: String)
    /// Input/output failures (exit 3).
    case io(String)
    case interrupted(signal: Int32)

    var exitCode: Int32 {
        switch self {
        case .usage, .scene: return 2
        case .io: return 3
        case .interrupted(let signal): return 128 + signal
        }
    }

    var message: String {
        switch self {
        case let .usage(text, spec): return "unfold: \(text)\n" + (spec.map { Help.usage($0) + "\n" } ?? "")
        case let .scene(errors, path): return errors.formatted(path: path)
        case .io(let text): return "unfold: error: \(text)\n"
        case .interrupted: return "\nunfold: interrupted; nothing was written\n"
        }
    }

    /// Any error as a CLI failure: a renderer's error is an I/O failure, and so is anything unexpected.
    static func from(_ error: Error) -> CLIFailure {
        if let failure = error as? CLIFailure { return failure }
        if let render = error as? RenderError { return .io(render.message) }
        if let damaged = error as? GoldenFolder.DamagedGolden { return .io(damaged.message) }
        if let unknown = error as? UnknownVariant { return .usage(unknown.message, nil) }
        return .io("\(error)")
    }
}
