import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// SwiftSyntax's parser looks ahead over `[` exponentially in how many open in a row (`[[[[…` took minutes at
/// 30, found by `make fuzz`); no app's file opens more than a few. A run longer than `maxRun` is refused before
/// parsing, at its line and column.
enum BracketRunGuard {
    static let maxRun = 16

    static func problem(in source: [UInt8]) -> XMLFileProblem? {
        var line = 1
        var column = 1
        var run = 0
        var start = (line: 1, column: 1)
        for byte in source {
            switch byte {
            case UInt8(ascii: "["):
                if run == 0 { start = (line, column) }
                run += 1
                if run > maxRun {
                    return XMLFileProblem(
                        "more than \(maxRun) '[' open in a row: Unfold does not read such a file (Swift's parser takes"
                            + " exponential time on it)", line: start.line, column: start.column)
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): break
            default: run = 0
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return nil
    }
}
