import UnfoldModel

/// What an importer skipped or did not understand in its file, at the line and column there: a warning, or an
/// error that stops the cell.
package struct ImportFinding: Sendable, Equatable {
    package var message: String
    package var line: Int
    package var column: Int
    package var warning: Bool
    /// Another file of the module, where the finding is (its path as the module names it); nil for the file read.
    package var file: String?

    package init(message: String, line: Int, column: Int, warning: Bool, file: String? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.warning = warning
        self.file = file
    }

    /// `FILE:LINE:COLUMN` for the file read (named `path`), or for the other file of the module it is in.
    package func place(in path: String) -> String { "\(file ?? path):\(line):\(column)" }
}
