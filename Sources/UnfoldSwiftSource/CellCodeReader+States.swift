internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// What the code does with the row: the model method's assignments (slots, and options per state when they
/// depend on one Bool), `setSelected(_:animated:)`'s, and a button's action (`tap toggle`, the animation).
extension CellCodeReader {
    /// Methods that are UIKit's life cycle, not the model's.
    static let lifeCycle: Set<String> = [
        "awakeFromNib", "layoutSubviews", "prepareForReuse", "setHighlighted", "updateConstraints",
        "traitCollectionDidChange", "didMoveToSuperview", "setEditing"
    ]

    mutating func states() {
        let actions = Set(targets.map(\.method))
        for (name, f) in methods.sorted(by: { $0.key < $1.key }) {
            guard let body = f.body, !Self.lifeCycle.contains(name), !actions.contains(name) else { continue }
            let params = Array(f.signature.parameterClause.parameters)
            guard let first = params.first else { continue }
            let local = (first.secondName ?? first.firstName).text
            if name == "setSelected" {
                stateAssignments(body.statements, flag: { Self.flag($0, bool: local) })
            } else if !followed.contains(name) {
                // The method that takes the row's model: its properties fill the views.
                stateAssignments(body.statements, model: local, flag: { Self.modelFlag($0, model: local) })
            }
        }
        for target in targets { action(target) }
    }

    /// Whether `e` reads the Bool (true) or its negation (false); nil when it does not.
    static func flag(_ e: ExprSyntax, bool: String) -> Bool? {
        let u = SwiftConstants.unwrapped(e)
        if let p = u.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            return flag(p.expression, bool: bool).map { !$0 }
        }
        let text = u.trimmedDescription
        return text == bool || text == "self." + bool || text == "is" + bool.prefix(1).uppercased() + bool.dropFirst()
            ? true : nil
    }

    /// `data.expanded`, `!data.isExpanded`, `model.expanded == true`: a Bool of the model.
    static func modelFlag(_ e: ExprSyntax, model: String) -> Bool? {
        let u = SwiftConstants.unwrapped(e)
        if let p = u.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            return modelFlag(p.expression, model: model).map { !$0 }
        }
        guard let member = u.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == model else {
            return nil
        }
        let name = member.declName.baseName.text.lowercased()
        // `isCollapsed` reads the other way round.
        if name.contains("collapse") { return false }
        return name.contains("expand") || name.contains("open") || name.contains("selected") ? true : nil
    }

    mutating func stateAssignments(
        _ items: CodeBlockItemListSyntax, model: String? = nil, flag: (ExprSyntax) -> Bool?
    ) {
        for item in items {
            guard let infix = item.item.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
                let member = infix.leftOperand.as(MemberAccessExprSyntax.self), let base = member.base
            else { continue }
            let property = member.declName.baseName.text
            let rhs = infix.rightOperand
            if let k = constraintIndex(base, aliases: [:]), property == "constant",
                let (collapsed, expanded) = perState(rhs, flag: flag, within: Self.constantRange, "a constant")
            {
                optionLines.append("\(constraints[k].id) constant \(written(collapsed))/\(written(expanded))")
                continue
            }
            guard let view = viewName(base, aliases: [:]) else { continue }
            switch property {
            case "text":
                if let model, let m = SwiftConstants.unwrapped(rhs).as(MemberAccessExprSyntax.self),
                    m.base?.trimmedDescription == model
                {
                    views[view]?.slot = m.declName.baseName.text
                }
            case "isHidden":
                if let reads = flag(rhs) { optionLines.append("\(view) visible \(reads ? "collapsed" : "expanded")") }
            case "numberOfLines":
                if let (collapsed, expanded) = perState(rhs, flag: flag, within: 0...10_000, "a number of lines") {
                    optionLines.append("\(view) lines \(written(collapsed))/\(written(expanded))")
                }
            case "transform":
                if let (collapsed, expanded) = perState(rhs, flag: flag, { rotation($0) }) {
                    optionLines.append("\(view) rotate \(written(collapsed))/\(written(expanded))")
                }
            default: break
            }
        }
    }

    /// `flag ? A : B` as (collapsed, expanded) numbers within `range`, which the scene's option takes; a number
    /// beyond it is a warning at its line (it was written into the scene, which then refused it).
    mutating func perState(
        _ rhs: ExprSyntax, flag: (ExprSyntax) -> Bool?, within range: ClosedRange<Double>, _ what: String
    ) -> (Double, Double)? {
        guard let (a, b) = perState(rhs, flag: flag, { constants.number($0) }) else { return nil }
        guard range.contains(a), range.contains(b) else {
            let text = rhs.trimmedDescription
            let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
            finding(
                "\(what) '\(shown)' is not read: Unfold reads \(Int(range.lowerBound)) to \(Int(range.upperBound))",
                at: location(rhs))
            return nil
        }
        return (a, b)
    }

    /// `flag ? A : B` as (collapsed, expanded) values.
    func perState(
        _ rhs: ExprSyntax, flag: (ExprSyntax) -> Bool?, _ value: (ExprSyntax) -> Double?
    ) -> (Double, Double)? {
        guard let ternary = SwiftConstants.unwrapped(rhs).as(TernaryExprSyntax.self),
            let reads = flag(ternary.condition), let a = value(ternary.thenExpression),
            let b = value(ternary.elseExpression)
        else { return nil }
        return reads ? (b, a) : (a, b)
    }

    /// `CGAffineTransform(rotationAngle: .pi)` in degrees; `.identity` is 0.
    func rotation(_ e: ExprSyntax) -> Double? {
        let u = SwiftConstants.unwrapped(e)
        if u.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "identity" { return 0 }
        guard let call = u.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription.hasSuffix("CGAffineTransform"),
            let angle = call.arguments.first(where: { $0.label?.text == "rotationAngle" })?.expression,
            let radians = constants.number(angle)
        else { return nil }
        let degrees = (radians * 180 / .pi * 1000).rounded() / 1000
        // The scene's `rotate` takes -3,600° to 3,600°; beyond it the transform is not read.
        return (-3_600...3_600).contains(degrees) ? degrees : nil
    }

    func written(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v) }

    /// A button's action method: `tap toggle` when it toggles a Bool, and the update's animation.
    mutating func action(_ target: (view: String, method: String)) {
        guard let f = methods[target.method], let body = f.body else { return }
        let finder = ActionFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        if finder.toggles { optionLines.append("\(target.view) tap toggle") }
        for pin in finder.pins { pinned(pin.view, at: pin.node) }
        guard let call = finder.animation else { return }
        let args = arguments(call)
        guard let durationExpr = args["withDuration"] else { return }
        guard let duration = constants.number(durationExpr) else {
            _ = skipped(durationExpr, "an animation's duration") as Int?
            return
        }
        if let damping = args["usingSpringWithDamping"].flatMap({ constants.number($0) }) {
            let velocity = args["initialSpringVelocity"].flatMap { constants.number($0) } ?? 0
            animation = "\(written(duration)) uikit-spring \(written(damping)) \(written(velocity))"
            return
        }
        let options = args["options"]?.trimmedDescription ?? ""
        let curve =
            options.contains("Linear")
            ? "linear"
            : options.contains("EaseIn") && !options.contains("InOut")
                ? "ease-in"
                : options.contains("EaseOut") ? "ease-out" : "ease-in-out"
        animation = "\(written(duration)) \(curve)"
    }

    /// Seed 000's pattern: `v.heightAnchor.constraint(equalToConstant: h).isActive = true` in the action, released
    /// when the animation completes, holds v's height through the update. Unfold's update moves a view only as its
    /// layouts in the two states differ, so a view whose height no per-state option changes keeps it already; one
    /// whose lines or visibility change with the state would grow or shrink, and that is said at the pin's line.
    mutating func pinned(_ view: String, at node: Syntax) {
        guard views[view] != nil else { return }
        let changing = optionLines.first { $0.hasPrefix(view + " lines ") || $0.hasPrefix(view + " visible ") }
        guard let changing else { return }
        finding(
            "\(view)'s height is pinned for the update, but '\(changing)' changes it with the state: Unfold"
                + " animates it to its new height instead of holding it", at: location(node))
    }

    /// In an action's body, closures included: a Bool's `toggle()` (or `x = !x`), `UIView.animate…`, and height
    /// constraints activated there (see `pinned(_:at:)`).
    final class ActionFinder: SyntaxVisitor {
        var toggles = false
        var animation: FunctionCallExprSyntax?
        var pins: [(view: String, node: Syntax)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                if name == "toggle" { toggles = true }
                if name.hasPrefix("animate"), member.base?.trimmedDescription == "UIView", animation == nil {
                    animation = node
                }
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if let view = Self.pinnedView(node) { pins.append((view, Syntax(node))) }
            if node.operator.is(AssignmentExprSyntax.self),
                let p = node.rightOperand.as(PrefixOperatorExprSyntax.self), p.operator.text == "!",
                p.expression.trimmedDescription == node.leftOperand.trimmedDescription
            {
                toggles = true
            }
            return .visitChildren
        }

        /// The view of `v.heightAnchor.constraint(equalToConstant: …).isActive = true` (`self.` dropped).
        static func pinnedView(_ node: InfixOperatorExprSyntax) -> String? {
            guard node.operator.is(AssignmentExprSyntax.self),
                node.rightOperand.as(BooleanLiteralExprSyntax.self)?.literal.text == "true",
                let isActive = node.leftOperand.as(MemberAccessExprSyntax.self),
                isActive.declName.baseName.text == "isActive",
                let call = isActive.base?.as(FunctionCallExprSyntax.self),
                call.arguments.first?.label?.text == "equalToConstant",
                let constraint = call.calledExpression.as(MemberAccessExprSyntax.self),
                constraint.declName.baseName.text == "constraint",
                let anchor = constraint.base?.as(MemberAccessExprSyntax.self),
                anchor.declName.baseName.text == "heightAnchor",
                let view = anchor.base?.trimmedDescription
            else { return nil }
            return view.hasPrefix("self.") ? String(view.dropFirst(5)) : view
        }
    }
}
