internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// The SwiftUI side of the Swift-source adapter: a file's `View` structs, read by `SwiftUIViewReader`.
extension SwiftSyntaxCellReader {
    package func readView(
        _ source: [UInt8], type: String?, module: [SwiftModuleSource]
    ) -> Result<SwiftUIView, XMLFileProblem>? {
        // A file the parser cannot read in time is refused by the cell reader, which the caller asks next.
        guard SwiftSourceGuards.problem(in: source) == nil else { return nil }
        let parsed = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: Self.maxNesting) }
        // A file that does not parse, or is too deep to walk, is reported by the cell reader, which the caller asks
        // next.
        guard !parsed.hasError, SyntaxDepthGuard.problem(in: parsed, source: source) == nil else { return nil }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let views = SwiftUIViewFinder.views(in: folded)
        let names = views.map(\.name.text)
        let chosen: StructDeclSyntax
        if let type {
            guard let match = views.first(where: { $0.name.text == type }) else { return nil }
            chosen = match
        } else {
            guard CellTypeFinder.cells(in: folded).isEmpty, !views.isEmpty else { return nil }
            guard views.count == 1 else {
                return .failure(
                    XMLFileProblem(
                        "the file holds \(views.count) SwiftUI views: say which with 'type' ("
                            + names.map { "'\($0)'" }.joined(separator: ", ") + ")"))
            }
            chosen = views[0]
        }
        let converter = SourceLocationConverter(fileName: "", tree: folded)
        var reader = SwiftUIViewReader(
            constants: SwiftConstants(file: folded, module: module, converter: converter), converter: converter,
            fileViews: Dictionary(views.map { ($0.name.text, $0) }, uniquingKeysWith: { a, _ in a }))
        return reader.read(chosen).map { read in
            var out = read
            reader.reportBudget()
            out.findings = reader.findings
            out.types = names
            return out
        }
    }
}

/// The structs of a file that conform to SwiftUI's `View`, at any depth.
enum SwiftUIViewFinder {
    static func views(in file: SourceFileSyntax) -> [StructDeclSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.views
    }

    final class Finder: SyntaxVisitor {
        var views: [StructDeclSyntax] = []
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let conforms = node.inheritanceClause?.inheritedTypes.contains {
                ["View", "SwiftUI.View"].contains($0.type.trimmedDescription)
            }
            if conforms == true { views.append(node) }
            return .visitChildren
        }
    }
}
