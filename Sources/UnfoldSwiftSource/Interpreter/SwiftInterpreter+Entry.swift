internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

extension SwiftSyntaxCellReader {
    /// The value of one Swift expression, worked out with the declarations of `module` (for tests, the fuzz
    /// target and `unfold-bench`): its description, `unknown: CALL: WHY` for what only the app gives, or the
    /// budget exceeded at its file, line and column.
    package static func interpret(
        _ expression: String, module: [SwiftModuleSource]
    ) -> Result<String, XMLFileProblem> {
        let bytes = Array(expression.utf8)
        if let problem = SwiftSourceGuards.problem(in: bytes) { return .failure(problem) }
        let parsed = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maxNesting) }
        if parsed.hasError || SyntaxDepthGuard.problem(in: parsed, source: bytes) != nil {
            return .failure(XMLFileProblem("the expression does not parse"))
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let converter = SourceLocationConverter(fileName: "", tree: folded)
        let interpreter = SwiftInterpreter(
            module: SwiftModule(current: folded, converter: converter, path: "", others: module))
        let scope = SwiftScope(parent: nil)
        do {
            var last: SwiftValue = .tuple([])
            for item in folded.statements {
                if let e = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
                    last = try interpreter.evaluate(e, in: scope)
                } else {
                    _ = try interpreter.statement(item.item, in: scope)
                }
            }
            if case .unknown(let u) = last { return .success("unknown: \(u.call): \(u.why)") }
            return .success(last.described)
        } catch let e as SwiftBudgetExceeded {
            let place = interpreter.module.place(e.node)
            let file = place?.file.flatMap { $0.isEmpty ? nil : $0 }
            return .failure(
                XMLFileProblem((file.map { "\($0): " } ?? "") + e.message, line: place?.line, column: place?.column))
        } catch {
            return .failure(XMLFileProblem("\(error)"))
        }
    }
}
