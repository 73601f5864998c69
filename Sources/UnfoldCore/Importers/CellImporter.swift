import UnfoldModel
import UnfoldSyntax

/// Turns the file a `cell NAME from "FILE"` line names into a cell the scene's resolution makes a `Template` of,
/// the same value a cell written in scene text gives. Each kind of file has one importer (Interface Builder's
/// storyboards and xibs; Swift sources, UIKit code or SwiftUI); `CellImporters` picks it by the file's kind.
/// What an importer finds inside the file travels with the cell, each finding at its line and column there.
package protocol CellImporter: Sendable {
    /// The cell `pick` names in the file at `path` (as the scene writes it): an Interface Builder reuse identifier
    /// or id, or a Swift type; nil: the file's only one.
    func importCell(_ path: String, pick: String?) -> Result<ImportedCell, CellImportProblem>
}

/// A cell as a file gives it.
package enum ImportedCell: Sendable {
    /// Views and constraints that Auto Layout solves: a cell of an Interface Builder file, or a UIKit cell built in
    /// code.
    case autoLayout(AutoLayoutImport)
    /// A SwiftUI view, as scene lines laid out by SwiftUI's rules.
    case swiftUI(SwiftUIView)
}

/// An Auto Layout cell as read from its file.
package struct AutoLayoutImport: Sendable {
    package var cell: IBCell
    /// The file's tables: a cell that gives no height takes its table's, and the first table gives the scene its
    /// style.
    package var tables: [IBTable]
    /// What was skipped or not understood, each at its line and column in the file.
    package var findings: [ImportFinding]
    /// A UIKit cell's per-state code, as the scene's indented option lines (which the scene's own lines follow).
    package var optionLines: [String]
    /// A UIKit cell's `UIView.animate…` duration and curve, in the scene's words.
    package var animation: String?

    package init(
        cell: IBCell, tables: [IBTable] = [], findings: [ImportFinding], optionLines: [String] = [],
        animation: String? = nil
    ) {
        self.cell = cell
        self.tables = tables
        self.findings = findings
        self.optionLines = optionLines
        self.animation = animation
    }
}

/// Why a file gives no cell, and where the scene's line is told so.
package enum CellImportProblem: Error, Sendable {
    /// The file itself: unreadable, or wrong at a line and column of its own.
    case file(XMLFileProblem)
    /// The name the line picks (`id ID`, `type NAME`) is not in the file.
    case pick(String)
    /// The line picks nothing, and the file does not hold exactly one cell.
    case path(String)
}
