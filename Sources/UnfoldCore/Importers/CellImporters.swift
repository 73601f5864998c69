import UnfoldModel

/// The readers of the files a `cell NAME from "FILE"` line names, given by the caller beside the asset catalogs:
/// Interface Builder's storyboards and xibs (the `UnfoldInterfaceBuilder` target's importer), and Swift sources
/// (UIKit cells and SwiftUI views, through the caller's Swift parser). The line's file kind (its extension) picks
/// the reader; a kind the caller gave no reader for is an error at that line.
package struct CellImporters: Sendable {
    package var interfaceBuilder: (any CellImporter)?
    package var swift: (any SwiftSourceLoading)?
    /// Solves an imported cell's constraints once when the scene is read, so broken and ambiguous ones are warnings
    /// at their lines; nil leaves them unchecked.
    package var constraintSolver: (any ConstraintSolving)?

    package init(
        interfaceBuilder: (any CellImporter)? = nil, swift: (any SwiftSourceLoading)? = nil,
        constraintSolver: (any ConstraintSolving)? = nil
    ) {
        self.interfaceBuilder = interfaceBuilder
        self.swift = swift
        self.constraintSolver = constraintSolver
    }

    /// The kinds of file a cell is imported from.
    enum Kind {
        case interfaceBuilder
        case swift
    }

    /// A `.swift` file is Swift source; anything else is read as Interface Builder XML (which says when it is not).
    static func kind(of path: String) -> Kind { path.hasSuffix(".swift") ? .swift : .interfaceBuilder }

    /// The importer of the file's kind, or why there is none: the caller gave no reader for that kind.
    package func importer(for path: String) -> Result<any CellImporter, CellImportProblem> {
        switch Self.kind(of: path) {
        case .swift:
            guard let swift else {
                return .failure(
                    .path(
                        "\(path): Swift files are not read here: this build of Unfold has no Swift parser (the"
                            + " toolchain's SwiftSyntax libraries were not found when it was built)"))
            }
            return .success(SwiftCellImporter(files: swift))
        case .interfaceBuilder:
            guard let interfaceBuilder else {
                return .failure(
                    .path("\(path): Interface Builder files are not read here: this caller gives no way to read them"))
            }
            return .success(interfaceBuilder)
        }
    }
}
