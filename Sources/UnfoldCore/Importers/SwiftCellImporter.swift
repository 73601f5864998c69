import UnfoldModel

/// Cells of Swift files: a SwiftUI view of the type the line picks when the file holds one, else a cell class
/// built in UIKit code. The caller's loader reads the file and parses it (with SwiftSyntax, outside the core).
package struct SwiftCellImporter: CellImporter {
    let files: any SwiftSourceLoading

    package init(files: any SwiftSourceLoading) { self.files = files }

    package func importCell(_ path: String, pick: String?) -> Result<ImportedCell, CellImportProblem> {
        if let view = files.swiftUIView(path, type: pick) {
            return view.map(ImportedCell.swiftUI).mapError(CellImportProblem.file)
        }
        return files.swiftCell(path, type: pick).map { code in
            .autoLayout(
                AutoLayoutImport(
                    cell: code.cell, findings: code.findings, optionLines: code.optionLines, animation: code.animation))
        }.mapError(CellImportProblem.file)
    }
}
