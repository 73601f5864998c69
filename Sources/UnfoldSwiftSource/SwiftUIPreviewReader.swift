internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// A file's `#Preview`s and `PreviewProvider`s, each written as a scene: a `List` (or a view of the file whose
/// body is one) gives the table, its style, sections, templates and rows, the rows' values read from arrays the
/// file writes as literals; any other view is one row of a plain table.
struct SwiftUIPreviewReader {
    let file: SourceFileSyntax
    let converter: SourceLocationConverter
    let constants: SwiftConstants
    let views: [String: StructDeclSyntax]
    /// The file as the scene names it, for each element's `source`.
    let fileName: String

    /// Each preview: its name, its line, and the expression its closure ends with.
    func previews() -> [(name: String, line: Int, body: ExprSyntax?)] {
        var out: [(String, Int, ExprSyntax?)] = []
        final class Finder: SyntaxVisitor {
            var found: [Syntax] = []
            override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "Preview" { found.append(Syntax(node)) }
                return .skipChildren
            }
            override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
                if node.macroName.text == "Preview" { found.append(Syntax(node)) }
                return .skipChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                let provider = node.inheritanceClause?.inheritedTypes.contains {
                    $0.type.trimmedDescription == "PreviewProvider"
                }
                if provider == true { found.append(Syntax(node)) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        for (i, node) in finder.found.enumerated() {
            let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            if let provider = node.as(StructDeclSyntax.self) {
                out.append((provider.name.text, line, providerBody(provider)))
                continue
            }
            let arguments =
                node.as(MacroExpansionDeclSyntax.self)?.arguments
                ?? node.as(MacroExpansionExprSyntax.self)?.arguments
            let closure =
                node.as(MacroExpansionDeclSyntax.self)?.trailingClosure
                ?? node.as(MacroExpansionExprSyntax.self)?.trailingClosure
            let title = arguments?.first { $0.label == nil }.flatMap { constants.string($0.expression) }
            out.append((title ?? "Preview-\(i + 1)", line, closure.flatMap(lastExpression)))
        }
        return out
    }

    /// `static var previews: some View { … }`'s expression.
    func providerBody(_ provider: StructDeclSyntax) -> ExprSyntax? {
        for member in provider.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings where binding.pattern.trimmedDescription == "previews" {
                switch binding.accessorBlock?.accessors {
                case .getter(let items)?: return lastExpression(items)
                default: continue
                }
            }
        }
        return nil
    }

    func lastExpression(_ closure: ClosureExprSyntax) -> ExprSyntax? { lastExpression(closure.statements) }

    func lastExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        for item in items.reversed() {
            if let e = item.item.as(ExprSyntax.self) { return e }
            if let r = item.item.as(ReturnStmtSyntax.self), let e = r.expression { return e }
        }
        return nil
    }

    /// The preview as a scene.
    func scene(_ preview: (name: String, line: Int, body: ExprSyntax?)) -> SwiftUIPreview {
        var builder = SwiftUISceneBuilder(
            reader: SwiftUIViewReader(constants: constants, converter: converter, fileViews: views), fileName: fileName)
        guard let body = preview.body else {
            builder.reader.findings.append(
                ImportFinding(message: "the preview shows no view", line: preview.line, column: 1, warning: true))
            return SwiftUIPreview(name: preview.name, line: preview.line, text: "", findings: builder.reader.findings)
        }
        builder.build(body)
        builder.reader.reportBudget()
        return SwiftUIPreview(
            name: preview.name, line: preview.line, text: builder.text, findings: builder.reader.findings)
    }
}

extension SwiftSyntaxCellReader {
    package func readPreviews(
        _ source: [UInt8], file: String, module: [SwiftModuleSource]
    ) -> Result<[SwiftUIPreview], XMLFileProblem> {
        if let problem = SwiftSourceGuards.problem(in: source) { return .failure(problem) }
        let parsed = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: Self.maxNesting) }
        if let problem = SyntaxDepthGuard.problem(in: parsed, source: source) { return .failure(problem) }
        let plain = SourceLocationConverter(fileName: "", tree: parsed)
        if parsed.hasError, let problem = SyntaxProblemFinder.first(in: parsed, converter: plain) {
            return .failure(XMLFileProblem(problem.message, line: problem.line, column: problem.column))
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let views = SwiftUIViewFinder.views(in: folded)
        let converter = SourceLocationConverter(fileName: "", tree: folded)
        let reader = SwiftUIPreviewReader(
            file: folded, converter: converter,
            constants: SwiftConstants(file: folded, module: module, converter: converter),
            views: Dictionary(views.map { ($0.name.text, $0) }, uniquingKeysWith: { a, _ in a }), fileName: file)
        let previews = reader.previews()
        // Previews are told apart by name (`FILE.swift/NAME`, the golden folder): a second of one name would never
        // be drawn or tested. An untitled preview's name (`Preview-N`) counts as a title.
        var first: [String: Int] = [:]
        for p in previews {
            if let line = first[p.name] {
                return .failure(
                    XMLFileProblem(
                        "two previews are named '\(p.name)' (lines \(line) and \(p.line)): one would never be"
                            + " drawn or tested; give one another title",
                        line: p.line, column: 1))
            }
            first[p.name] = p.line
        }
        return .success(previews.map(reader.scene))
    }
}
