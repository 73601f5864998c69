internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// The module's views read in their place: views of other files, a view's computed `some View` properties and
/// view-building functions, and the `@ViewBuilder` closures a generic container is called with.
extension SwiftUIViewReader {
    /// A budget the interpretation exceeded: an error at the line where it happened, in whichever file of the
    /// module that is, naming the budget (what was worked out after it is not drawn from values).
    mutating func reportBudget() {
        guard let exceeded = constants.interpreter?.exceeded,
            !findings.contains(where: { !$0.warning && $0.message == exceeded.message })
        else { return }
        let p = module?.place(exceeded.node)
        findings.append(
            ImportFinding(
                message: exceeded.message, line: p?.line ?? 1, column: p?.column ?? 1, warning: false,
                file: p?.file.flatMap { $0.isEmpty ? nil : $0 }))
    }

    /// The view of a name: the file's, else the module's.
    func viewDecl(_ name: String) -> StructDeclSyntax? {
        fileViews[name] ?? module?.view(named: name)
    }

    /// The view being read (the innermost read in its place).
    var currentView: StructDeclSyntax? { reading.last.flatMap(viewDecl) }

    /// A member of the view being read, or of its extensions in the module, named `name`.
    func viewMember(_ name: String) -> DeclSyntax? {
        guard let view = currentView else { return nil }
        var members = view.memberBlock.members.map(\.decl)
        if let info = constants.interpreter?.typeInfo(view.name.text) { members += info.members }
        return members.first { SwiftModule.names(of: $0).first == name }
    }

    /// The name an expression refers to in the view: `name` or `self.name`.
    static func ownName(_ e: ExprSyntax) -> String? {
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), m.base?.trimmedDescription == "self" {
            return m.declName.baseName.text
        }
        return nil
    }

    /// The views of a closure a container was called with (`content`, `content()`), read as its caller reads them;
    /// nil when `name` is no such closure.
    mutating func closureViews(_ name: String, depth: Int) -> [SwiftUINode]? {
        guard let closure = closureArguments.last?[name] else { return nil }
        // The closure is the caller's: its names are the caller's, so the container's closures are set aside.
        let saved = closureArguments.removeLast()
        let savedReading = reading
        if !reading.isEmpty { reading.removeLast() }
        defer {
            closureArguments.append(saved)
            reading = savedReading
        }
        return content(closure.statements, depth: depth + 1)
    }

    /// A computed `some View` property of the view (`var header: some View { … }`), its views; nil when `name`
    /// is no such property.
    mutating func computedViews(_ name: String, depth: Int) -> [SwiftUINode]? {
        guard let v = viewMember(name)?.as(VariableDeclSyntax.self),
            let binding = v.bindings.first(where: { $0.pattern.trimmedDescription == name }),
            let accessors = binding.accessorBlock, !SwiftTypeInfo.isObserversOnly(accessors)
        else { return nil }
        let items = SwiftTypeInfo.getterStatements(accessors)
        guard let items else { return nil }
        let key = "#" + name
        guard !reading.contains(key) else {
            warn("'\(name)' contains itself: it is not read", at: binding)
            return []
        }
        reading.append(key)
        defer { reading.removeLast() }
        return views(of: items, depth: depth)
    }

    /// The views a getter's or function's statements give: its `return`'s view, or its statements as a
    /// `@ViewBuilder`'s views.
    mutating func views(of items: CodeBlockItemListSyntax, depth: Int) -> [SwiftUINode] {
        if let r = items.last?.item.as(ReturnStmtSyntax.self), let e = r.expression {
            return nodes(e, depth: depth + 1)
        }
        return content(items, depth: depth)
    }

    /// A function of the view that builds views (`func row(_ title: String) -> some View`), called with the
    /// call's arguments: a literal becomes the parameter's value, a slot of the caller stays that slot.
    mutating func functionViews(_ name: String, _ call: FunctionCallExprSyntax, depth: Int) -> [SwiftUINode]? {
        guard let f = viewMember(name)?.as(FunctionDeclSyntax.self), let body = f.body else { return nil }
        let key = "#" + name
        guard !reading.contains(key) else {
            warn("'\(name)' calls itself to make its views: it is not read", at: call)
            return []
        }
        let savedBindings = bindings
        let savedAliases = aliases
        reading.append(key)
        defer {
            reading.removeLast()
            bindings = savedBindings
            aliases = savedAliases
        }
        let given = Array(call.arguments)
        var closures = closureArguments.last ?? [:]
        for (i, p) in f.signature.parameterClause.parameters.enumerated() {
            let local = (p.secondName ?? p.firstName).text
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            let argument = given.first { $0.label?.text == label } ?? (i < given.count ? given[i] : nil)
            let value = argument?.expression ?? p.defaultValue?.value
            guard let value else { continue }
            if let c = value.as(ClosureExprSyntax.self) {
                closures[local] = c
            } else if let s = constants.string(value) {
                bindings[local] = ["self": s]
            } else if let n = constants.number(value) {
                bindings[local] = ["self": SwiftUINode.number(n)]
            } else if let slot = slotName(value) {
                aliases[local] = slot
            } else if let (fields, _) = literalFields(value, children: nil) {
                bindings[local] = fields
            }
        }
        if call.trailingClosure != nil, let last = f.signature.parameterClause.parameters.last {
            closures[(last.secondName ?? last.firstName).text] = call.trailingClosure
        }
        closureArguments.append(closures)
        defer { closureArguments.removeLast() }
        return views(of: body.statements, depth: depth)
    }

    /// The closures a call gives a view read in its place, by the stored property each fills: by label (the
    /// memberwise initialiser), through a written initialiser's `self.x = param()`, and a trailing closure for the
    /// last closure-typed property or parameter.
    func closureMap(_ call: FunctionCallExprSyntax, view: StructDeclSyntax) -> [String: ClosureExprSyntax] {
        var byLabel: [String: ClosureExprSyntax] = [:]
        for a in call.arguments {
            if let c = a.expression.as(ClosureExprSyntax.self), let label = a.label?.text { byLabel[label] = c }
        }
        var trailing: [(String?, ClosureExprSyntax)] = []
        if let t = call.trailingClosure { trailing.append((nil, t)) }
        for extra in call.additionalTrailingClosures { byLabel[extra.label.text] = extra.closure }
        let initialisers = view.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if let written = initialisers.first(where: { i in
            let labels = Set(i.signature.parameterClause.parameters.map { $0.firstName.text })
            return byLabel.keys.allSatisfy(labels.contains)
        }), !initialisers.isEmpty {
            // Each parameter's closure, then the property the initialiser stores it in.
            var byParameter: [String: ClosureExprSyntax] = [:]
            let parameters = Array(written.signature.parameterClause.parameters)
            for p in parameters {
                let local = (p.secondName ?? p.firstName).text
                if let c = byLabel[p.firstName.text] { byParameter[local] = c }
            }
            if let t = trailing.first?.1,
                let last = parameters.last(where: { byLabel[$0.firstName.text] == nil && Self.isClosureType($0.type) })
            {
                byParameter[(last.secondName ?? last.firstName).text] = t
            }
            var out: [String: ClosureExprSyntax] = [:]
            for (property, parameter) in Self.stores(written) {
                if let c = byParameter[parameter] { out[property] = c }
            }
            return out
        }
        var out = byLabel
        if let t = trailing.first?.1 {
            let stored = view.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .flatMap { v in v.bindings.filter { $0.accessorBlock == nil } }
            if let last = stored.last(where: { b in
                let n = b.pattern.trimmedDescription
                return out[n] == nil
                    && (b.typeAnnotation.map { Self.isClosureType($0.type) || Self.isGeneric($0.type, in: view) }
                        ?? false)
            }) {
                out[last.pattern.trimmedDescription] = t
            }
        }
        return out
    }

    static func isClosureType(_ t: TypeSyntax) -> Bool {
        if t.is(FunctionTypeSyntax.self) { return true }
        if let a = t.as(AttributedTypeSyntax.self) { return isClosureType(a.baseType) }
        if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
            return isClosureType(tuple.elements.first!.type)
        }
        return false
    }

    /// A stored property whose type is one of the view's generic parameters (`let content: Content`).
    static func isGeneric(_ t: TypeSyntax, in view: StructDeclSyntax) -> Bool {
        let names = view.genericParameterClause?.parameters.map(\.name.text) ?? []
        return names.contains(t.trimmedDescription)
    }
}

extension SwiftUIViewReader {
    /// The values a call gives a view's stored properties, by property: by label through the memberwise
    /// initialiser, or through a written one, whose `self.label = label` (or `_label = State(initialValue:
    /// label)`) says which property an unlabelled argument (`InspectorSection("Title")`) sets. Closures are left to
    /// `closureMap`.
    func initialiserArguments(_ call: FunctionCallExprSyntax, view: StructDeclSyntax) -> [(String, ExprSyntax)] {
        var labelled: [(String, ExprSyntax)] = []
        for a in call.arguments where !a.expression.is(ClosureExprSyntax.self) {
            if let label = a.label?.text { labelled.append((label, a.expression)) }
        }
        let labels = call.arguments.map { $0.label?.text }
        let initialisers = view.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard
            let written = initialisers.first(where: {
                SwiftInterpreter.accepts($0.signature.parameterClause.parameters, labels)
                    || SwiftInterpreter.accepts(
                        $0.signature.parameterClause.parameters, labels + [nil])
            })
        else {
            return labelled
        }
        // Each parameter's local name, for the arguments given in order.
        var byLocal: [String: ExprSyntax] = [:]
        var rest = Array(call.arguments)[...]
        for p in written.signature.parameterClause.parameters {
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            guard let next = rest.first, next.label?.text == label else { continue }
            rest = rest.dropFirst()
            if !next.expression.is(ClosureExprSyntax.self) {
                byLocal[(p.secondName ?? p.firstName).text] = next.expression
            }
        }
        return Self.stores(written).compactMap { property, parameter in byLocal[parameter].map { (property, $0) } }
    }

    /// What a written initialiser stores: each `self.x = p`, `self.x = p()` (a `@ViewBuilder` closure's views) or
    /// `_x = State(initialValue: p)`, as the property `x` and the parameter `p`.
    static func stores(_ initialiser: InitializerDeclSyntax) -> [(property: String, parameter: String)] {
        var out: [(String, String)] = []
        for item in initialiser.body?.statements ?? [] {
            guard
                let assign = item.item.as(InfixOperatorExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(InfixOperatorExprSyntax.self),
                assign.operator.is(AssignmentExprSyntax.self)
            else { continue }
            var target = assign.leftOperand.trimmedDescription.replacingOccurrences(of: "self.", with: "")
            if target.hasPrefix("_") { target.removeFirst() }
            var source = assign.rightOperand
            if let call = source.as(FunctionCallExprSyntax.self) {
                if call.arguments.isEmpty, call.trailingClosure == nil {
                    source = call.calledExpression
                } else if call.arguments.count == 1, let only = call.arguments.first,
                    ["initialValue", "wrappedValue"].contains(only.label?.text ?? "")
                {
                    source = only.expression
                }
            }
            if let ref = source.as(DeclReferenceExprSyntax.self) { out.append((target, ref.baseName.text)) }
        }
        return out
    }
}
