internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// Anchors and their constraints, as the Interface Builder model writes them: `first.attribute = multiplier ×
/// second.attribute + constant`, at a priority. A constraint counts once it is activated, as UIKit's do.
extension CellCodeReader {
    static let anchors: [String: String] = [
        "leadingAnchor": "leading", "trailingAnchor": "trailing", "topAnchor": "top", "bottomAnchor": "bottom",
        "leftAnchor": "left", "rightAnchor": "right", "widthAnchor": "width", "heightAnchor": "height",
        "centerXAnchor": "centerX", "centerYAnchor": "centerY", "firstBaselineAnchor": "firstBaseline",
        "lastBaselineAnchor": "lastBaseline"
    ]

    /// An anchor: its view and attribute; a `layoutMarginsGuide`'s are the view's margin attributes.
    func anchor(_ expr: ExprSyntax) -> (view: String, attribute: String)? {
        guard let member = SwiftConstants.unwrapped(expr).as(MemberAccessExprSyntax.self),
            let attribute = Self.anchors[member.declName.baseName.text], let base = member.base
        else { return nil }
        if let guide = base.as(MemberAccessExprSyntax.self), let owner = guide.base {
            let guideName = guide.declName.baseName.text
            if guideName == "layoutMarginsGuide" || guideName == "readableContentGuide",
                let view = viewName(owner, aliases: [:])
            {
                let marginal = ["leading", "trailing", "top", "bottom", "left", "right"].contains(attribute)
                return (view, marginal ? attribute + "Margin" : attribute + "WithinMargins")
            }
            if guideName == "safeAreaLayoutGuide", let view = viewName(owner, aliases: [:]) { return (view, attribute) }
        }
        // A local that holds a view's margins guide.
        if let local = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let view = guides[local] {
            let marginal = ["leading", "trailing", "top", "bottom", "left", "right"].contains(attribute)
            return (view, marginal ? attribute + "Margin" : attribute + "WithinMargins")
        }
        guard let view = viewName(base, aliases: [:]) else { return nil }
        return (view, attribute)
    }

    /// A constraint an expression creates (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`,
    /// `a.heightAnchor.constraint(equalToConstant: 44)`), added inactive; or one a name holds. Its index.
    mutating func constraint(_ expr: ExprSyntax) -> Int? {
        let e = SwiftConstants.unwrapped(expr)
        if let named = constraintIndex(e, aliases: [:]) { return named }
        guard let call = e.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "constraint", let base = member.base, let first = anchor(base)
        else { return nil }
        let place = location(e)
        var relation = IBRelation.equal
        var second: (view: String, attribute: String)? = nil
        var constant = 0.0
        var multiplier = 1.0
        for argument in call.arguments {
            let label = argument.label?.text ?? ""
            switch label {
            case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo":
                relation =
                    label == "equalTo"
                    ? .equal : label == "greaterThanOrEqualTo" ? .greaterThanOrEqual : .lessThanOrEqual
                guard let other = anchor(argument.expression) else { return skipped(argument.expression, "an anchor") }
                second = other
            case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
                relation =
                    label == "equalToConstant"
                    ? .equal : label == "greaterThanOrEqualToConstant" ? .greaterThanOrEqual : .lessThanOrEqual
                guard let c = constants.number(argument.expression) else {
                    return skipped(argument.expression, "a constant")
                }
                guard let bounded = inRange(c, Self.constantRange, argument.expression, "constant") else { return nil }
                constant = bounded
            case "constant":
                guard let c = constants.number(argument.expression) else {
                    return skipped(argument.expression, "a constant")
                }
                guard let bounded = inRange(c, Self.constantRange, argument.expression, "constant") else { return nil }
                constant = bounded
            case "multiplier":
                guard let m = constants.number(argument.expression) else {
                    return skipped(argument.expression, "a multiplier")
                }
                guard let bounded = inRange(m, Self.multiplierRange, argument.expression, "multiplier") else {
                    return nil
                }
                multiplier = bounded
            default:
                return skipped(argument.expression, "a constraint's '\(label)'")
            }
        }
        constraints.append(
            IBConstraint(
                id: "\(first.view).\(first.attribute)@\(place.line):\(place.column)", first: first.view,
                firstAttribute: first.attribute, second: second?.view, secondAttribute: second?.attribute,
                relation: relation, multiplier: multiplier, constant: constant, priority: 1000, line: place.line,
                column: place.column))
        return constraints.count - 1
    }
}

extension CellCodeReader {
    /// The numbers a constraint may hold, as Interface Builder's reader allows them: beyond them (`1e308 * 10`,
    /// NaN) the solver cannot work (GLPK aborted the process on a multiplier of infinity).
    static let multiplierRange = -1e4...1e4
    static let constantRange = -1e5...1e5

    /// `value` when it is a finite number within `range`; else a warning at its line that the constraint is left
    /// out, and nil.
    mutating func inRange(_ value: Double, _ range: ClosedRange<Double>, _ e: ExprSyntax, _ what: String) -> Double? {
        if range.contains(value) { return value }
        let text = e.trimmedDescription
        let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
        finding(
            "a constraint's \(what) '\(shown)' is \(value.isNaN ? "not a number" : "out of range") (\(what)s lie within"
                + " \(Int(range.lowerBound))…\(Int(range.upperBound))): the constraint is left out", at: location(e))
        return nil
    }
}
