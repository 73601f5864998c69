import Foundation
import Unfold

/// The contract's exit codes, decided here alone: the library throws what failed, and this names its code.
enum ExitStatus {
    /// 2 for a request or scene refused, 3 for reading or writing, 128 + the signal for an interruption.
    static func code(_ failure: UnfoldFailure) -> Int32 {
        switch failure {
        case .usage, .scene, .frameTooLarge: return 2
        case .io: return 3
        case .interrupted: return 128 + (Interrupts.received ?? SIGINT)
        }
    }

    /// Any error's code, as `code(_:)` gives it for the failure the error is.
    static func code(_ error: Error) -> Int32 { code(UnfoldFailure.from(error)) }
}
