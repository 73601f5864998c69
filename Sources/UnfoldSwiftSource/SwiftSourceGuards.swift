import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// What is checked of a Swift file's bytes before the parser sees them: it is UTF-8, it is not so long that reading
/// it takes minutes, and it opens no run of `[` the parser's look-ahead is exponential on. The first problem, at its
/// line and column.
enum SwiftSourceGuards {
    static func problem(in source: [UInt8]) -> XMLFileProblem? {
        UTF8Guard.problem(in: source) ?? LineCountGuard.problem(in: source) ?? BracketRunGuard.problem(in: source)
    }
}
