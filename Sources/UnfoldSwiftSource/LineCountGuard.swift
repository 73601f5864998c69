import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// The toolchain's parser takes about 80 µs per line of declarations: a 4 MB file of 320,000 one-line `let`s took
/// 32 s and 664 MB to lint. App files hold a few thousand lines (a generated string table some tens of thousands),
/// so a file of more than `maxLines` is refused before parsing, at its first line past the limit.
enum LineCountGuard {
    static let maxLines = 50_000

    static func problem(in source: [UInt8]) -> XMLFileProblem? {
        // A line past the limit is one that holds a byte: a last line break ends the file's last line.
        var breaks = 0
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
            breaks += 1
            if breaks == maxLines && offset + 1 < source.count {
                return XMLFileProblem(
                    "the file has more than \(maxLines) lines: Unfold does not read such a file (reading it would take"
                        + " minutes)", line: maxLines + 1, column: 1)
            }
        }
        return nil
    }
}
