internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// The data a view shows that the file writes as literals: arrays of model values or strings, and their fields.
extension SwiftUIViewReader {
    /// The elements of an array the file writes: inline, or in a constant or a property with a literal value.
    func literalElements(_ expr: ExprSyntax, depth: Int = 0) -> [ExprSyntax]? {
        guard depth < 16 else { return nil }
        let e = SwiftConstants.unwrapped(expr)
        if let array = e.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        // One root (`OutlineGroup(Record.root, children: \.children)`) is a list of one.
        if depth > 0, e.is(FunctionCallExprSyntax.self) { return [e] }
        if let named = constants.constant(e) { return literalElements(named, depth: depth + 1) }
        if let ref = e.as(DeclReferenceExprSyntax.self), let value = propertyValues[ref.baseName.text] {
            return literalElements(value, depth: depth + 1)
        }
        return nil
    }

    /// An element's values by label (`FAQ(question: "…", answer: "…")`), or `self` for a string; and its
    /// children's array.
    func literalFields(_ element: ExprSyntax, children: String?) -> ([String: String], ExprSyntax?)? {
        if let s = constants.string(element) { return (["self": s], nil) }
        guard let call = SwiftConstants.unwrapped(element).as(FunctionCallExprSyntax.self) else { return nil }
        var values: [String: String] = [:]
        var kids: ExprSyntax?
        for a in call.arguments {
            guard let label = a.label?.text else { continue }
            if label == children {
                if !a.expression.is(NilLiteralExprSyntax.self) { kids = a.expression }
            } else if let s = constants.string(a.expression) {
                values[label] = s
            } else if let n = constants.number(a.expression) {
                values[label] = SwiftUINode.number(n)
            }
        }
        return (values, kids)
    }
}
