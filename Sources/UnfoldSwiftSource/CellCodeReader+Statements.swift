internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// The statements of the initializer, of the methods it calls and of views' initializer closures: the hierarchy,
/// the views' properties and the constraints.
extension CellCodeReader {
    mutating func statements(_ items: CodeBlockItemListSyntax, aliases: [String: String], depth: Int) {
        var local = aliases
        // The method's own constants last as long as it does.
        let outerLocals = constants.locals
        defer { constants.locals = outerLocals }
        for item in items {
            // `let c = a.topAnchor.constraint(…)` names a constraint for the statements after it; `let margins =
            // contentView.layoutMarginsGuide` a guide; `let size: CGFloat = 32` a constant.
            if let decl = item.item.as(VariableDeclSyntax.self), let b = decl.bindings.first,
                let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = b.initializer?.value
            {
                if let guide = value.as(MemberAccessExprSyntax.self),
                    guide.declName.baseName.text == "layoutMarginsGuide",
                    let owner = guide.base.flatMap({ viewName($0, aliases: local) })
                {
                    guides[name] = owner
                } else if let k = constraint(value) {
                    local["constraint:" + name] = String(k)
                } else if let view = viewName(value, aliases: local) {
                    local[name] = view
                } else if decl.bindingSpecifier.tokenKind == .keyword(.let) {
                    constants.locals[name] = value
                }
                continue
            }
            statement(item, aliases: local, depth: depth)
        }
    }

    mutating func statement(_ item: CodeBlockItemSyntax, aliases: [String: String], depth: Int) {
        // A loop or a branch decides at run time what it does: said at its line, never guessed.
        if let stmt = item.item.as(StmtSyntax.self), !stmt.is(ReturnStmtSyntax.self) {
            return skippedCode(Syntax(stmt))
        }
        guard let expr = item.item.as(ExprSyntax.self) else { return }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) { return skippedCode(Syntax(expr)) }
        expression(expr, aliases: aliases, depth: depth)
    }

    mutating func skippedCode(_ node: Syntax) {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        let shown = text.count > 40 ? String(text.prefix(37)) + "…" : text
        finding("'\(shown)' depends on the app running (a loop or a branch): it is skipped", at: location(node))
    }

    mutating func expression(_ expr: ExprSyntax, aliases: [String: String], depth: Int) {
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            assignment(infix.leftOperand, infix.rightOperand, aliases: aliases)
            return
        }
        guard let invocation = expr.as(FunctionCallExprSyntax.self) else { return }
        call(invocation, aliases: aliases, depth: depth)
    }

    /// `x.addSubview(y)`, `x.addArrangedSubview(y)`, `NSLayoutConstraint.activate([…])`, `x.setImage(…)`,
    /// `x.setTitle(…)`, hugging and compression priorities, and the class's own methods (followed).
    mutating func call(_ call: FunctionCallExprSyntax, aliases: [String: String], depth: Int) {
        let callee = call.calledExpression
        let args = arguments(call)
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            let target = member.base.flatMap { viewName($0, aliases: aliases) }
            switch method {
            case "addSubview", "addArrangedSubview":
                guard let target, let childExpr = args["_"] else { return }
                if let child = viewName(childExpr, aliases: aliases) {
                    add(child, to: target, arranged: method == "addArrangedSubview")
                } else {
                    unknownView(childExpr)
                }
                return
            case "activate" where member.base?.trimmedDescription == "NSLayoutConstraint":
                for element in args["_"]?.as(ArrayExprSyntax.self)?.elements ?? [] {
                    if let k = constraintIndex(element.expression, aliases: aliases) ?? constraint(element.expression) {
                        active.insert(k)
                    } else {
                        _ = skipped(element.expression, "a constraint") as Int?
                    }
                }
                return
            case "setImage":
                if let target, let image = args["_"] {
                    let read = uiImage(image)
                    views[target]?.image = read
                }
                return
            case "setTitle":
                if let target, let title = args["_"] {
                    let read: String? = constants.string(title) ?? skipped(title, "a title")
                    views[target]?.text = read
                }
                return
            case "setTitleColor":
                if let target, let c = args["_"] {
                    let read = color(c)
                    views[target]?.textColor = read
                }
                return
            case "setContentHuggingPriority", "setContentCompressionResistancePriority":
                if let target, let p = args["_"].flatMap({ priority($0) }), let axis = args["for"].flatMap(memberName) {
                    let vertical = axis == "vertical"
                    if method == "setContentHuggingPriority" {
                        if vertical {
                            views[target]?.hugging.vertical = p
                        } else {
                            views[target]?.hugging.horizontal = p
                        }
                    } else if vertical {
                        views[target]?.compression.vertical = p
                    } else {
                        views[target]?.compression.horizontal = p
                    }
                }
                return
            case "addTarget":
                if let target, let selector = args["action"], args["for"].flatMap(memberName) == "touchUpInside" {
                    var method = selector.trimmedDescription
                    if method.hasPrefix("#selector(") { method = String(method.dropFirst(10).dropLast()) }
                    if method.hasPrefix("self.") { method = String(method.dropFirst(5)) }
                    if let paren = method.firstIndex(of: "(") { method = String(method[..<paren]) }
                    targets.append((target, method))
                }
                return
            default:
                if member.base?.trimmedDescription == "self" { follow(method, depth: depth) }
                if member.base?.trimmedDescription == "super" { return }
            }
            return
        }
        if let ref = callee.as(DeclReferenceExprSyntax.self) { follow(ref.baseName.text, depth: depth) }
    }

    /// A view added that the file does not create as a UIKit view: a class declared elsewhere (its drawing and
    /// its subviews are in another file) or one made at run time. Said once, at the line that adds it.
    mutating func unknownView(_ e: ExprSyntax) {
        let name =
            e.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? e.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
            }
        let what =
            name.flatMap { unknownTypes[$0] }.map { "a \($0), a class this file does not declare as a UIKit view" }
            ?? "not a view this file creates"
        finding("'\(e.trimmedDescription)' is \(what): it is not drawn", at: location(e))
    }

    /// A method of the class, followed once.
    mutating func follow(_ name: String, depth: Int) {
        guard depth < 16, !followed.contains(name), let f = methods[name], let body = f.body else { return }
        followed.insert(name)
        statements(body.statements, aliases: [:], depth: depth + 1)
    }

    /// `view.font = …`, `view.layer.cornerRadius = …`, `c.isActive = true`, `self.selectionStyle = .none`.
    mutating func assignment(_ lhs: ExprSyntax, _ rhs: ExprSyntax, aliases: [String: String]) {
        // `heightConstraint = contentView.heightAnchor.constraint(…)`: a constraint the property names.
        let stored =
            lhs.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? lhs.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedDescription == "self" && views[$0.declName.baseName.text] == nil
                    ? $0.declName.baseName.text : nil
            }
        if let stored, let k = constraint(rhs) {
            constraintProperties[stored] = k
            return
        }
        // `selectionStyle = .none`: the cell's own property, written without `self.`.
        if let bare = lhs.as(DeclReferenceExprSyntax.self)?.baseName.text, views[bare] == nil, aliases[bare] == nil {
            cellProperty(bare, rhs)
            return
        }
        guard let member = lhs.as(MemberAccessExprSyntax.self) else { return }
        let property = member.declName.baseName.text
        guard let base = member.base else { return }
        // `anchor.constraint(…).isActive = true` and a named constraint's `isActive`, `priority`, `constant`.
        if property == "isActive" {
            if let k = constraintIndex(base, aliases: aliases) ?? constraint(base) {
                if rhs.trimmedDescription == "false" { active.remove(k) } else { active.insert(k) }
            } else {
                _ = skipped(base, "a constraint") as Int?
            }
            return
        }
        if let k = constraintIndex(base, aliases: aliases) {
            switch property {
            case "priority":
                if let p = priority(rhs), p.isFinite { constraints[k].priority = Int(min(1000, max(1, p))) }
            case "constant":
                if let c = constants.number(rhs), let bounded = inRange(c, Self.constantRange, rhs, "constant") {
                    constraints[k].constant = bounded
                }
            default: break
            }
            return
        }
        if base.trimmedDescription == "self" || base.trimmedDescription == "super" {
            cellProperty(property, rhs)
            return
        }
        // `view.layer.cornerRadius`: the layer's owner.
        if let layerOwner = base.as(MemberAccessExprSyntax.self), layerOwner.declName.baseName.text == "layer",
            let owner = layerOwner.base.flatMap({ viewName($0, aliases: aliases) })
        {
            layerProperty(property, rhs, of: owner)
            return
        }
        guard let target = viewName(base, aliases: aliases) else { return }
        if target == "contentView" { return }
        viewProperty(property, rhs, of: target)
    }

    /// A constraint a property holds, or one named by a `let` before.
    func constraintIndex(_ e: ExprSyntax, aliases: [String: String]) -> Int? {
        let name =
            e.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? e.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
            }
        guard let name else { return nil }
        if let k = aliases["constraint:" + name].flatMap({ Int($0) }) { return k }
        return constraintProperties[name]
    }

    /// The view an expression names: a property (`titleLabel`, `self.titleLabel`, `titleLabel!`), a local that
    /// holds one, or the content view.
    func viewName(_ expr: ExprSyntax, aliases: [String: String]) -> String? {
        var e = SwiftConstants.unwrapped(expr)
        if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression }
        if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression }
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "contentView" { return "contentView" }
            if let alias = aliases[name] { return alias }
            return views[name] == nil ? nil : name
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            let name = member.declName.baseName.text
            if name == "contentView" { return "contentView" }
            return views[name] == nil ? nil : name
        }
        return nil
    }

    mutating func cellProperty(_ property: String, _ rhs: ExprSyntax) {
        switch property {
        case "selectionStyle": selectionNone = memberName(rhs) == "none"
        case "accessoryType":
            switch memberName(rhs) {
            case "disclosureIndicator": accessory = .disclosure
            case "checkmark": accessory = .checkmark
            case "detailButton": accessory = .detail
            case "detailDisclosureButton": accessory = .detailDisclosure
            default: accessory = .none
            }
        default: break
        }
    }

    mutating func layerProperty(_ property: String, _ rhs: ExprSyntax, of view: String) {
        switch property {
        case "cornerRadius":
            let read: Double? = constants.number(rhs) ?? skipped(rhs, "a corner radius")
            views[view]?.cornerRadius = read ?? 0
        case "masksToBounds": views[view]?.clips = rhs.trimmedDescription == "true"
        case "borderWidth":
            let width = constants.number(rhs) ?? 0
            views[view]?.layer.borderWidth = width
        default: finding("layer.\(property) is not read: it is skipped", at: location(rhs))
        }
    }

    /// The properties version 4 reads from Interface Builder files, written as code.
    mutating func viewProperty(_ property: String, _ rhs: ExprSyntax, of view: String) {
        guard var v = views[view] else { return }
        defer { views[view] = v }
        switch property {
        case "translatesAutoresizingMaskIntoConstraints":
            if rhs.trimmedDescription == "false" { constrained.insert(view) }
        case "text": v.text = constants.string(rhs) ?? skipped(rhs, "a text")
        case "font": v.font = font(rhs)
        case "textColor": v.textColor = color(rhs)
        case "backgroundColor": v.background = color(rhs)
        case "tintColor": v.tint = color(rhs)
        case "numberOfLines":
            if let n = constants.number(rhs), n.isFinite { v.lines = Int(min(10_000, max(0, n))) }
        case "textAlignment": v.textAlignment = memberName(rhs)
        case "isHidden": v.hidden = rhs.trimmedDescription == "true"
        case "alpha": v.alpha = constants.number(rhs).map { min(1, max(0, $0)) } ?? 1
        case "clipsToBounds": v.clips = rhs.trimmedDescription == "true"
        case "image": v.image = uiImage(rhs)
        case "contentMode": v.contentMode = memberName(rhs)
        case "axis": v.stack?.vertical = memberName(rhs) == "vertical"
        case "spacing": v.stack?.spacing = constants.number(rhs) ?? skipped(rhs, "a spacing") ?? 0
        case "distribution": v.stack?.distribution = memberName(rhs) ?? "fill"
        case "alignment": v.stack?.alignment = memberName(rhs) ?? "fill"
        case "lineBreakMode", "adjustsFontForContentSizeCategory", "isUserInteractionEnabled": break
        default:
            // A described control's own property (`bar.progress`), else one Unfold does not read.
            guard !controlProperty(property, rhs, of: &v) else { return }
            finding("'\(view).\(property)' is not read: it is skipped", at: location(rhs))
        }
    }

    /// A described control's property (`progressView.progress = 0.4`), kept as an Interface Builder file would
    /// write it; false when the view is no control or the control does not read it.
    mutating func controlProperty(_ property: String, _ rhs: ExprSyntax, of v: inout IBView) -> Bool {
        guard case .control(let type) = v.kind else { return false }
        // UIKit's Bool properties are `isOn` where Interface Builder writes `on`.
        if property.hasPrefix("is"), let first = property.dropFirst(2).first {
            let flag = first.lowercased() + property.dropFirst(3)
            if type.importedFlags.contains(flag) {
                v.imported[flag] = rhs.trimmedDescription == "true" ? "YES" : "NO"
                return true
            }
        }
        if type.importedNumbers.contains(property) {
            guard let n = constants.number(rhs) else {
                let _: Double? = skipped(rhs, "a number")
                return true
            }
            v.imported[property] = String(n)
            return true
        }
        guard type.importedColors.contains(property) else { return false }
        v.importedColors[property] = color(rhs)
        return true
    }

    /// `UIImage(systemName:)`, `UIImage(named:)`.
    mutating func uiImage(_ expr: ExprSyntax) -> IBImage? {
        guard let call = SwiftConstants.unwrapped(expr).as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "UIImage"
        else { return skipped(expr, "an image") }
        let args = arguments(call)
        if let name = args["systemName"].flatMap({ constants.string($0) }) { return IBImage(named: name, system: true) }
        if let name = args["named"].flatMap({ constants.string($0) }) { return IBImage(named: name, system: false) }
        return skipped(expr, "an image")
    }
}
