import UnfoldModel

/// What an importer skipped or did not understand in its file, at the line and column there: a warning, or an
/// error that stops the cell.
package struct ImportFinding: Sendable, Equatable {
    package var message: String
    package var line: Int
    package var column: Int
    package var warning: Bool

    package init(message: String, line: Int, column: Int, warning: Bool) {
        self.message = message
        self.line = line
        self.column = column
        self.warning = warning
    }
}
