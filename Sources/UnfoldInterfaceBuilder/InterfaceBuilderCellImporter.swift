import UnfoldCore
import UnfoldSyntax
import UnfoldModel

/// Cells of storyboards and xibs: the file's XML from the caller's loader, read into the Interface Builder model,
/// and the cell a line picks by its reuse identifier or id.
package struct InterfaceBuilderCellImporter: CellImporter {
    let files: any InterfaceBuilderLoading

    package init(files: any InterfaceBuilderLoading) { self.files = files }

    package func importCell(_ path: String, pick: String?) -> Result<ImportedCell, CellImportProblem> {
        let tree: XMLTree
        switch files.interfaceBuilderFile(path) {
        case .success(let t): tree = t
        case .failure(let p): return .failure(.file(p))
        }
        var reader = IBReader()
        let document: IBDocument
        switch reader.read(tree) {
        case .success(let d): document = d
        case .failure(let p): return .failure(.file(p))
        }
        return Self.choose(document, pick: pick, path: path).map {
            .autoLayout(AutoLayoutImport(cell: $0, tables: document.tables, findings: reader.findings))
        }
    }

    /// The cell `pick` names (its reuse identifier, else its Interface Builder id), or the file's only cell.
    static func choose(_ document: IBDocument, pick: String?, path: String) -> Result<IBCell, CellImportProblem> {
        let listed = document.cells.map { $0.reuseIdentifier ?? $0.id }
        if let pick {
            if let cell = document.cells.first(where: { $0.reuseIdentifier == pick })
                ?? document.cells.first(where: { $0.id == pick })
            {
                return .success(cell)
            }
            let known =
                listed.isEmpty
                ? "it holds no table view cell" : "it holds " + listed.map { "'\($0)'" }.joined(separator: ", ")
            return .failure(.pick("\(path) has no cell '\(pick)'\(suggestion(for: pick, among: listed)); \(known)"))
        }
        guard document.cells.count == 1 else {
            if document.cells.isEmpty { return .failure(.path("\(path) holds no table view cell")) }
            return .failure(
                .path(
                    "\(path) holds \(document.cells.count) cells: say which with 'id' ("
                        + listed.map { "'\($0)'" }.joined(separator: ", ") + ")"))
        }
        return .success(document.cells[0])
    }
}
