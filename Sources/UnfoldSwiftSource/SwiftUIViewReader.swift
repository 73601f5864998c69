internal import SwiftSyntax
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// A SwiftUI `View` struct read without running it: its `body` as a template in the scene language, its stored
/// properties as the row's slots, the Bool `@State` or `@Binding` that an `if`, a ternary or a toggle reads as the
/// row's expansion, and the curve of the `withAnimation` or `.animation(_:value:)` that changes it. Any view or
/// modifier not read is a warning at its line, drawn as a placeholder box (a view) or as its content (a modifier).
struct SwiftUIViewReader {
    var constants: SwiftConstants
    let converter: SourceLocationConverter
    var findings: [ImportFinding] = []
    /// The stored properties a row fills, by name (and a `ForEach`'s element, whose members are slots).
    var properties: Set<String> = []
    /// The statements of the last `body` read, when it has several views.
    var bodyStatements: CodeBlockItemListSyntax?
    /// The view's Bool `@State`s and `@Binding`s, with their initial values where the file gives them.
    var states: Set<String> = []
    var initialStates: [String: Bool] = [:]
    /// A state whose value is a struct of the view's (`@State var toggles = Toggles()`): each Bool member's initial
    /// value, by `state.member`.
    var initialMembers: [String: Bool] = [:]
    /// The initial values of the view's properties (`let faqs = [FAQ(…), …]`), for a list's rows.
    var propertyValues: [String: ExprSyntax] = [:]
    /// A `ForEach`'s element while its content is read for it: its name and its literal values (`self` for a
    /// string).
    var bindings: [String: [String: String]] = [:]
    /// The state the view's expansion follows: the first one read.
    var expansion: String?
    var animation: String?
    var made = 0
    /// The file's `View` structs by name: a view the body names (`FAQRow(item: item)`) is read in its place.
    var fileViews: [String: StructDeclSyntax] = [:]
    /// The views being read, innermost last, so that a view that names itself is not read forever.
    var reading: [String] = []
    /// The argument labels of each call of the file's views being read in their place, innermost last: a property
    /// the call gives is set, one it leaves out keeps its initial value (an optional's is nil).
    var givenArguments: [Set<String>] = []
    /// Reading a row of a `List`: its `listRowInsets`, `listRowBackground` and `listRowSeparator` are the row's.
    var listRow = false
    /// The places in this file of the calls whose views, from other files of the module, are being read.
    var callSites: [(line: Int, column: Int)] = []
    /// The closures given to the views being read in place (`CollapsibleView(header: { … })`), by the property
    /// each fills, innermost last; with the reader's state of the caller, which reads them.
    var closureArguments: [[String: ClosureExprSyntax]] = []
    /// A function's parameters that name a slot of the caller (`row(title: title)`), innermost last.
    var aliases: [String: String] = [:]
    var module: SwiftModule? { constants.interpreter?.module }
    /// The values the preview's call gives the view read (`Row(isCompact: true)`), over its declared ones.
    var givenValues: [String: ExprSyntax] = [:]
    static let maxViews = 5000
    static let maxDepth = 64

    init(constants: SwiftConstants, converter: SourceLocationConverter, fileViews: [String: StructDeclSyntax] = [:]) {
        self.constants = constants
        self.converter = converter
        self.fileViews = fileViews
    }

    /// The place of a node in the file read; a node of another file of the module is at the call in this file
    /// that reads it (the element's `source` line).
    func place(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
        if let module, !module.isCurrent(node) { return callSites.last ?? (1, 1) }
        let p = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return (p.line, p.column)
    }

    /// A warning at the node's line and column, in whichever file of the module it is.
    mutating func warn(_ message: String, at node: some SyntaxProtocol) {
        if let module, !module.isCurrent(node), let p = module.place(node) {
            findings.append(
                ImportFinding(message: message, line: p.line, column: p.column, warning: true, file: p.file))
            return
        }
        let p = place(node)
        findings.append(ImportFinding(message: message, line: p.line, column: p.column, warning: true))
    }

    mutating func read(_ view: StructDeclSyntax) -> Result<SwiftUIView, XMLFileProblem> {
        guard let body = members(of: view) else {
            let p = place(view.name)
            return .failure(XMLFileProblem("view '\(view.name.text)' has no 'body'", line: p.line, column: p.column))
        }
        propertyValues.merge(givenValues) { _, given in given }
        reading.append(view.name.text)
        var root: SwiftUINode
        if let statements = bodyStatements, statements.count > 1 {
            // A body of several views is SwiftUI's implicit stack of them.
            var children = content(statements, depth: 0)
            if children.count == 1 {
                root = children.removeFirst()
            } else {
                root = stack("vstack", align: "center", spacing: nil, children: children, line: place(body).line)
            }
            root.resolveEnvironment()
        } else {
            root = tree(body)
        }
        return .success(
            SwiftUIView(name: view.name.text, lines: root.lines(), animation: animation, types: [], findings: findings))
    }

    /// The view's properties and states, added to those known; its `body`, if it has one.
    mutating func members(of view: StructDeclSyntax) -> ExprSyntax? {
        var body: ExprSyntax?
        // The Bool members' initial values of the structs the view declares inside it, by type.
        var nested: [String: [String: Bool]] = [:]
        for member in view.memberBlock.members {
            guard let type = member.decl.as(StructDeclSyntax.self) else { continue }
            nested[type.name.text] = Self.boolDefaults(type)
        }
        for member in view.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            let wrapped = v.attributes.contains {
                let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
                return name == "State" || name == "Binding"
            }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if name == "body", let accessor = binding.accessorBlock {
                    body = bodyExpression(accessor)
                } else if wrapped {
                    states.insert(name)
                    if let value = binding.initializer?.value.as(BooleanLiteralExprSyntax.self) {
                        initialStates[name] = value.literal.tokenKind == .keyword(.true)
                    }
                    if let made = binding.initializer?.value.as(FunctionCallExprSyntax.self), made.arguments.isEmpty,
                        let defaults = nested[made.calledExpression.trimmedDescription]
                    {
                        for (field, on) in defaults { initialMembers[name + "." + field] = on }
                    }
                } else if binding.accessorBlock == nil {
                    properties.insert(name)
                    if let value = binding.initializer?.value { propertyValues[name] = value }
                }
            }
        }
        return body
    }

    /// The element tree of a view expression: several views at the top stack as SwiftUI's implicit VStack does;
    /// the environment passed down.
    mutating func tree(_ expr: ExprSyntax) -> SwiftUINode {
        var roots = nodes(expr, depth: 0)
        if roots.count != 1 {
            roots = [stack("vstack", align: "center", spacing: nil, children: roots, line: place(expr).line)]
        }
        var root = roots[0]
        root.resolveEnvironment()
        return root
    }

    /// A struct's `var NAME: Bool = LITERAL` (or `var NAME = LITERAL`) members.
    static func boolDefaults(_ type: StructDeclSyntax) -> [String: Bool] {
        var out: [String: Bool] = [:]
        for member in type.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value.as(BooleanLiteralExprSyntax.self)
                else { continue }
                out[name] = value.literal.tokenKind == .keyword(.true)
            }
        }
        return out
    }

    /// The expression `body` returns: its getter's one expression, or its last `return`.
    mutating func bodyExpression(_ accessor: AccessorBlockSyntax) -> ExprSyntax? {
        var items: CodeBlockItemListSyntax?
        switch accessor.accessors {
        case .getter(let list): items = list
        case .accessors(let list):
            items = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        @unknown default: items = nil
        }
        bodyStatements = items
        guard let items else { return nil }
        for item in items.reversed() {
            if let e = item.item.as(ExprSyntax.self) { return e }
            if let r = item.item.as(ReturnStmtSyntax.self), let e = r.expression { return e }
        }
        return nil
    }

    /// `spacing` nil: none given, so SwiftUI's default for each pair of views (`spacing default`).
    func stack(_ keyword: String, align: String, spacing: Double?, children: [SwiftUINode], line: Int) -> SwiftUINode {
        var node = SwiftUINode(keyword: keyword, line: line)
        node.set("align", align)
        node.set("spacing", spacing.map(SwiftUINode.number) ?? "default")
        node.children = children
        return node
    }

    /// A control's label (a toggle's, a disclosure group's) beside the control: SwiftUI's control styles give it
    /// the width the control leaves, leading, as `frame(maxWidth: .infinity, alignment: .leading)` does.
    func labelColumn(_ label: [SwiftUINode], line: Int) -> [SwiftUINode] {
        guard !label.isEmpty else { return [] }
        var column = stack("vstack", align: "leading", spacing: 0, children: label, line: line)
        column.set("max-width", "infinity")
        return [column]
    }

    /// A placeholder box where a view is not read.
    func placeholder(at line: Int) -> SwiftUINode {
        var node = SwiftUINode(keyword: "box", line: line)
        node.set("height", "44")
        node.set("color", "gray5")
        return node
    }

    /// The views an expression makes: one, none (`EmptyView`), or several (a `Group`, an `if` with both branches).
    mutating func nodes(_ expr: ExprSyntax, depth: Int) -> [SwiftUINode] {
        guard depth < Self.maxDepth else {
            warn("views nest deeper than \(Self.maxDepth): what is inside is not read", at: expr)
            return []
        }
        made += 1
        guard made <= Self.maxViews else {
            if made == Self.maxViews + 1 {
                warn("the view makes more than \(Self.maxViews) views: the rest are not read", at: expr)
            }
            return []
        }
        let e = SwiftConstants.unwrapped(expr)
        // The view's own members: a closure it was called with, a computed view, a function that builds views.
        if let name = Self.ownName(e) {
            if let views = closureViews(name, depth: depth) ?? computedViews(name, depth: depth) { return views }
        }
        if let call = e.as(FunctionCallExprSyntax.self), let name = Self.ownName(call.calledExpression) {
            if call.arguments.isEmpty, call.trailingClosure == nil, let views = closureViews(name, depth: depth) {
                return views
            }
            if let views = functionViews(name, call, depth: depth) { return views }
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                !Self.viewTypes.contains(base.trimmedDescription)
            {
                var inner = nodes(base, depth: depth + 1)
                for i in inner.indices { modify(&inner[i], member.declName.baseName.text, call, depth: depth) }
                return inner
            }
            return construct(call, depth: depth)
        }
        if let member = e.as(MemberAccessExprSyntax.self) {
            if let color = SwiftUIValues.color(e) {
                var node = SwiftUINode(keyword: "box", line: place(e).line)
                node.set("color", color)
                return [node]
            }
            if let base = member.base, member.declName.baseName.text == "self" { return nodes(base, depth: depth + 1) }
        }
        warn("'\(short(e))' is not a view Unfold reads: a placeholder box takes its place", at: e)
        return [placeholder(at: place(e).line)]
    }

    /// The views of a `@ViewBuilder` closure, in order: its expressions, `if`s and `switch`es.
    mutating func content(_ statements: CodeBlockItemListSyntax?, depth: Int) -> [SwiftUINode] {
        guard let statements else { return [] }
        var out: [SwiftUINode] = []
        for item in statements {
            var expression = item.item.as(ExprSyntax.self)
            if expression == nil, let stmt = item.item.as(ExpressionStmtSyntax.self) { expression = stmt.expression }
            guard let expr = expression else {
                warn("'\(short(item))' is not a view: it is not read", at: item)
                continue
            }
            if let branch = expr.as(IfExprSyntax.self) {
                out += conditional(branch, depth: depth)
            } else if let choice = expr.as(SwitchExprSyntax.self) {
                out += switched(choice, depth: depth)
            } else {
                out += nodes(expr, depth: depth + 1)
            }
        }
        return out
    }

    /// A branch of an `if` chain or a `switch`: its views, and whether it is taken while the row is collapsed and
    /// while it is expanded.
    struct Branch {
        var statements: CodeBlockItemListSyntax
        var collapsed: Bool
        var expanded: Bool
    }

    /// `if isExpanded { A } else { B }`, and `else if` chains: each branch shows in the states it is taken in
    /// (the first whose condition holds). A condition on anything but the view's Bool state is not read: from it
    /// on, the chain's views are not drawn, never guessed.
    mutating func conditional(_ branch: IfExprSyntax, depth: Int) -> [SwiftUINode] {
        // A name an `if let` binds is the branch's alone.
        let savedValues = propertyValues
        defer { propertyValues = savedValues }
        var branches: [Branch] = []
        // Whether a state value has taken an earlier branch.
        var taken = (collapsed: false, expanded: false)
        var current: IfExprSyntax? = branch
        while let step = current {
            current = nil
            guard step.conditions.count == 1, let test = conditionTest(step.conditions.first!.condition) else {
                warn(
                    "an 'if' on '\(short(step.conditions))' depends on the app at run time: its views are not drawn",
                    at: step)
                break
            }
            let holds = (collapsed: test.collapsed, expanded: test.expanded)
            branches.append(
                Branch(
                    statements: step.body.statements, collapsed: !taken.collapsed && holds.collapsed,
                    expanded: !taken.expanded && holds.expanded))
            taken = (taken.collapsed || holds.collapsed, taken.expanded || holds.expanded)
            switch step.elseBody {
            case .codeBlock(let block)?:
                branches.append(
                    Branch(statements: block.statements, collapsed: !taken.collapsed, expanded: !taken.expanded))
            case .ifExpr(let next)?: current = next
            case nil: break
            @unknown default: break
            }
        }
        return shown(branches, depth: depth)
    }

    /// Whether a condition holds while the row is collapsed and while it is expanded: a test of the view's Bool
    /// state, or `if let X` on a property of a view read in its place, which holds when its call gives `X` and not
    /// when it leaves out an optional that starts nil. Nil when the app decides it at run time.
    mutating func conditionTest(_ condition: ConditionElementSyntax.Condition) -> (collapsed: Bool, expanded: Bool)? {
        switch condition {
        case .expression(let e):
            guard let (_, positive) = stateTest(e) else {
                // A condition the module's values decide (a property the call gives, a token, a state's initial
                // value) holds, or not, in both states.
                guard case .bool(let holds)? = known(e) else { return nil }
                return (holds, holds)
            }
            return (!positive, positive)
        case .optionalBinding(let binding):
            let name = binding.pattern.trimmedDescription
            if let value = binding.initializer?.value, value.trimmedDescription != name {
                // `if let subtitle = content.subtitle`: the module's values decide it; the name holds the value
                // in the branch (kept until the chain is read).
                switch known(value) {
                case .none?: return (false, false)
                case _?:
                    propertyValues[name] = value
                    return (true, true)
                case nil: return nil
                }
            }
            guard properties.contains(name), let given = givenArguments.last else { return nil }
            if given.contains(name) { return (true, true) }
            let initial = propertyValues[name]
            guard initial == nil || initial!.is(NilLiteralExprSyntax.self) else { return nil }
            return (false, false)
        default: return nil
        }
    }

    /// `switch isExpanded { case true: A; case false: B }` (or `default:`) on the view's Bool state, as an `if`;
    /// a `switch` on a value the module gives is the case it matches, in both states.
    mutating func switched(_ choice: SwitchExprSyntax, depth: Int) -> [SwiftUINode] {
        if stateTest(choice.subject) == nil, let subject = known(choice.subject), !subject.isUnknown,
            let interpreter = constants.interpreter,
            let (arm, _) = try? interpreter.matchingCase(choice, subject, in: SwiftScope(parent: nil))
        {
            return content(arm.statements, depth: depth + 1)
        }
        guard let (_, positive) = stateTest(choice.subject) else {
            warn(
                "a 'switch' on '\(short(choice.subject))' depends on the app at run time: its views are not drawn",
                at: choice)
            return []
        }
        var branches: [Branch] = []
        var taken = (collapsed: false, expanded: false)
        for element in choice.cases {
            guard let arm = element.as(SwitchCaseSyntax.self) else {
                warn("'\(short(element))' in a switch is not read: its views are not drawn", at: element)
                continue
            }
            var matches = (collapsed: true, expanded: true)
            if case .case(let label) = arm.label {
                let values = label.caseItems.map { item in
                    item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(BooleanLiteralExprSyntax.self)
                        .map { $0.literal.tokenKind == .keyword(.true) }
                }
                guard !values.contains(where: { $0 == nil }) else {
                    warn("a case of '\(short(label.caseItems))' is not read: its views are not drawn", at: label)
                    continue
                }
                // The state's value in each row state: the test may be negated (`switch !isExpanded`).
                matches = (values.contains(!positive), values.contains(positive))
            }
            branches.append(
                Branch(
                    statements: arm.statements, collapsed: !taken.collapsed && matches.collapsed,
                    expanded: !taken.expanded && matches.expanded))
            taken = (taken.collapsed || matches.collapsed, taken.expanded || matches.expanded)
        }
        return shown(branches, depth: depth)
    }

    /// Each branch's views, visible in the states it is taken in; a branch never taken is not drawn.
    mutating func shown(_ branches: [Branch], depth: Int) -> [SwiftUINode] {
        var out: [SwiftUINode] = []
        for branch in branches where branch.collapsed || branch.expanded {
            var views = content(branch.statements, depth: depth + 1)
            if branch.collapsed != branch.expanded {
                for i in views.indices { views[i].set("visible", branch.expanded ? "expanded" : "collapsed") }
            }
            out += views
        }
        return out
    }

    /// `isExpanded` or `!isExpanded` (also `self.isExpanded`, `$isExpanded.wrappedValue`) on one of the view's
    /// Bool states: that state, and whether the test is for true. The first state read is the row's expansion.
    mutating func stateTest(_ expr: ExprSyntax) -> (String, Bool)? {
        let e = SwiftConstants.unwrapped(expr)
        if let not = e.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
            return stateTest(not.expression).map { ($0.0, !$0.1) }
        }
        guard let name = stateName(e) else { return nil }
        expansion = expansion ?? name
        guard expansion == name else { return nil }
        return (name, true)
    }

    func stateName(_ e: ExprSyntax) -> String? {
        let e = SwiftConstants.unwrapped(e)
        if let ref = e.as(DeclReferenceExprSyntax.self), states.contains(ref.baseName.text) { return ref.baseName.text }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self",
            states.contains(member.declName.baseName.text)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The value of an expression with the view's properties at the values its call or its declarations give
    /// and its states at their initial values; nil when the interpreter cannot work it out.
    func known(_ e: ExprSyntax) -> SwiftValue? {
        guard let v = interpreted(e), !v.isUnknown else { return nil }
        return v
    }

    /// The interpreter's value of an expression of the view being read: `self` is the view, its properties at
    /// the values its call or its declarations give (so its computed properties work out from them), its states
    /// at their initial values.
    func interpreted(_ e: ExprSyntax) -> SwiftValue? {
        guard let interpreter = constants.interpreter else { return nil }
        let type = reading.last { !$0.hasPrefix("#") }
        let scope = SwiftScope(parent: nil, selfType: type)
        var fields: [String: SwiftValue] = [:]
        for (name, on) in initialStates where name != expansion { fields[name] = .bool(on) }
        for (name, value) in fields { scope.declare(name, value) }
        // Twice, in name order: a value may name another (`if let subtitle = content.subtitle` names `content`).
        for _ in 0..<2 {
            for (name, expr) in propertyValues.sorted(by: { $0.key < $1.key }) where fields[name] == nil {
                if let v = interpreter.value(of: expr, in: scope), !v.isUnknown {
                    fields[name] = v
                    scope.declare(name, v)
                }
            }
        }
        if let type { scope.declare("self", .record(SwiftRecord(type: type, fields: fields))) }
        return interpreter.value(of: e, in: scope)
    }

    /// Source text for a message, at most 40 characters.
    func short(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count > 40 ? String(text.prefix(37)) + "…" : text
    }

    /// Types whose members are values, not modifiers of a view (`Color.red`).
    static let viewTypes: Set<String> = ["Color", "Font", "Animation", "Image"]
}
