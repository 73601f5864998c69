import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// The toolchain's parser takes about 80 µs per line of declarations: a 4 MB file of 320,000 one-line `let`s took
/// 32 s and 664 MB to lint. App files hold a few thousand lines (a generated string table some tens of thousands),
/// so a file of more than `maxLines` is refused before parsing, at its first line past the limit.
enum LineCountGuard {
    static let maxLines = 50_000

    static func problem(in source: [UInt8]) -> XMLFileProblem? {
        var lines = 1
        for byte in source where byte == UInt8(ascii: "\n") {
            lines += 1
            if lines > maxLines {
                return XMLFileProblem(
                    "the file has more than \(maxLines) lines: Unfold does not read such a file (reading it would take"
                        + " minutes)", line: lines, column: 1)
            }
        }
        return nil
    }
}
