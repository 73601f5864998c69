internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// The Swift-source adapter: a file parsed with the toolchain's own parser (never compiled, never run), its
/// operators folded as Swift's standard library declares them, and its `UITableViewCell` subclass read into the
/// Interface Builder model by `CellCodeReader`.
package struct SwiftSyntaxCellReader: SwiftSourceReading {
    /// Deeper nesting than this is refused by the parser itself, before anything recurses over it.
    package static let maxNesting = 64
    /// The most views and active constraints one cell may have, as for an Interface Builder cell
    /// (`IBReader.maxCellViews`): Auto Layout is solved as one linear program per cell, and GLPK took 26 s on a
    /// cell of 3,000 views. The contract's budget: "400 views in a cell (as for Interface Builder cells)".
    package static let maxViews = 400
    package static let maxConstraints = 2_000

    package init() {}

    package func readCell(
        _ source: [UInt8], type: String?, module: [SwiftModuleSource]
    ) -> Result<SwiftCell, XMLFileProblem> {
        if let problem = SwiftSourceGuards.problem(in: source) { return .failure(problem) }
        let parsed = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: Self.maxNesting) }
        if let problem = SyntaxDepthGuard.problem(in: parsed, source: source) { return .failure(problem) }
        let converter = SourceLocationConverter(fileName: "", tree: parsed)
        // The first place the parser could not read, from its tree: a token it expected and did not find, or
        // text it did not expect. (Its diagnostics generator traps on some broken files, so it is not used.)
        if parsed.hasError, let problem = SyntaxProblemFinder.first(in: parsed, converter: converter) {
            return .failure(XMLFileProblem(problem.message, line: problem.line, column: problem.column))
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let foldedConverter = SourceLocationConverter(fileName: "", tree: folded)
        let cells = CellTypeFinder.cells(in: folded)
        let names = cells.map { $0.name.text }
        // A file's SwiftUI views are named too, where a cell type was not found.
        let readable = names + SwiftUIViewFinder.views(in: folded).map(\.name.text)
        let chosen: ClassDeclSyntax
        if let type {
            guard let match = cells.first(where: { $0.name.text == type }) else {
                let others = CellTypeFinder.allTypes(in: folded)
                if others.contains(type) {
                    return .failure(
                        XMLFileProblem(
                            "type '\(type)' is not a UITableViewCell, UICollectionViewCell or UICollectionViewListCell"
                                + " subclass, nor a SwiftUI View"))
                }
                let listed =
                    readable.isEmpty
                    ? "it holds no cell type or SwiftUI view"
                    : "it holds " + readable.map { "'\($0)'" }.joined(separator: ", ")
                return .failure(XMLFileProblem("no type '\(type)' in the file; \(listed)"))
            }
            chosen = match
        } else {
            guard cells.count == 1 else {
                if cells.isEmpty {
                    return .failure(
                        XMLFileProblem(
                            "the file holds no UITableViewCell, UICollectionViewCell or UICollectionViewListCell subclass"
                        ))
                }
                return .failure(
                    XMLFileProblem(
                        "the file holds \(cells.count) cell types: say which with 'type' ("
                            + names.map { "'\($0)'" }.joined(separator: ", ") + ")"))
            }
            chosen = cells[0]
        }
        let extensions = CellTypeFinder.extensions(of: chosen.name.text, in: folded)
        var reader = CellCodeReader(
            cell: chosen, extensions: extensions,
            constants: SwiftConstants(file: folded, module: module, converter: foldedConverter),
            converter: foldedConverter)
        return reader.read().map { read in
            var out = read
            out.types = names
            return out
        }
    }
}

/// The class declarations of a file that subclass a table or list cell, at any depth.
enum CellTypeFinder {
    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell"]

    static func cells(in file: SourceFileSyntax) -> [ClassDeclSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.classes.filter { c in
            c.inheritanceClause?.inheritedTypes.contains { cellClasses.contains($0.type.trimmedDescription) } ?? false
        }
    }

    /// The file's extensions of type `name`, in file order.
    static func extensions(of name: String, in file: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        file.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
            .filter { $0.extendedType.trimmedDescription == name }
    }

    static func allTypes(in file: SourceFileSyntax) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.classes.map(\.name.text) + finder.others
    }

    final class Finder: SyntaxVisitor {
        var classes: [ClassDeclSyntax] = []
        var others: [String] = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes.append(node)
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            others.append(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            others.append(node.name.text)
            return .visitChildren
        }
    }
}

/// The first syntax error of a parsed file, as the parser left it in the tree.
final class SyntaxProblemFinder: SyntaxVisitor {
    var found: (message: String, position: AbsolutePosition)?

    static func first(
        in file: SourceFileSyntax, converter: SourceLocationConverter
    ) -> (message: String, line: Int, column: Int)? {
        let finder = SyntaxProblemFinder(viewMode: .all)
        finder.walk(file)
        guard let found = finder.found else { return nil }
        let place = converter.location(for: found.position)
        return (found.message, place.line, place.column)
    }

    func note(_ message: String, at position: AbsolutePosition) {
        if found == nil || position < found!.position { found = (message, position) }
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let shown = token.text.isEmpty ? "a name" : "'\(token.text)'"
            note("expected \(shown)", at: token.positionAfterSkippingLeadingTrivia)
        }
        return .visitChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let text = node.trimmedDescription
        let shown = text.count > 40 ? String(text.prefix(37)) + "…" : text
        note("unexpected code '\(shown)'", at: node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind {
        note("expected a value", at: node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ node: MissingDeclSyntax) -> SyntaxVisitorContinueKind {
        note("expected a declaration", at: node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }
}
