internal import SwiftSyntax
import UnfoldCore

/// Members of types and values: static properties and enum cases, stored and computed properties.
extension SwiftInterpreter {
    /// `Type.name`: an enum case, a static property (worked out once), a nested type; nil when the type has none.
    func staticMember(_ type: String, _ n: String, at node: some SyntaxProtocol) throws -> SwiftValue? {
        guard let info = typeInfo(type) else { return nil }
        if let c = info.cases.first(where: { $0.name == n }) {
            return c.labels.isEmpty ? .enumCase(type: type, name: n, payload: []) : .closure(caseMaker(type, n))
        }
        if let b = info.property(n, isStatic: true) {
            return try storedOrComputed(b, key: type + "." + n, type: type, instance: nil, at: node)
        }
        if n == "allCases", info.kind == .enumeration {
            return .array(
                info.cases.filter { $0.labels.isEmpty }.map { .enumCase(type: type, name: $0.name, payload: []) })
        }
        if info.nested(n) != nil { return .type(type + "." + n) }
        if !info.functions(n, isStatic: true).isEmpty {
            return .closure(
                SwiftClosure(
                    parameters: [], body: CodeBlockItemListSyntax([]), scope: staticScope(type),
                    function: info.functions(n, isStatic: true)[0]))
        }
        return nil
    }

    /// The framework types whose extensions in the module a `.member` shorthand may name (`.grid(2)` for a
    /// `CGFloat`, `.brand` for a `Color`).
    static let shorthandTypes = [
        "CGFloat", "Double", "Int", "Float", "Color", "Font", "ShapeStyle", "UIColor", "UIFont", "EdgeInsets", "String"
    ]

    /// The one framework type the module extends with a static member `n` (a property, or a function); nil when
    /// none does or several do (the context would decide, which is not read).
    func shorthandType(declaring n: String, function: Bool) -> String? {
        let found = Self.shorthandTypes.filter { type in
            guard let info = typeInfo(type) else { return false }
            return function ? !info.functions(n, isStatic: true).isEmpty : info.property(n, isStatic: true) != nil
        }
        return found.count == 1 ? found[0] : nil
    }

    func staticScope(_ type: String) -> SwiftScope {
        let s = SwiftScope(parent: nil, selfType: type)
        s.isStatic = true
        return s
    }

    /// An enum case with associated values, made by calling it.
    func caseMaker(_ type: String, _ n: String) -> SwiftClosure {
        let c = SwiftClosure(parameters: [], body: CodeBlockItemListSyntax([]), scope: SwiftScope(parent: nil))
        c.scope.declare("#case", .enumCase(type: type, name: n, payload: []))
        return c
    }

    /// An expression worked out one level deeper, and never inside its own working-out (`var x = x`, `case a =
    /// E.a.rawValue`): there it is an unknown.
    func guarded(
        _ key: String, _ e: ExprSyntax, in scope: SwiftScope = SwiftScope(parent: nil), at node: some SyntaxProtocol
    ) throws -> SwiftValue {
        if evaluatingStatics.contains(key) { return unknown(e, "it is defined by itself") }
        evaluatingStatics.insert(key)
        defer { evaluatingStatics.remove(key) }
        return try deeper(node) { try evaluate(e, in: scope) }
    }

    /// A property's value: a stored one's initial value (a static one worked out once), a computed one's getter.
    func storedOrComputed(
        _ b: PatternBindingSyntax, key: String, type: String?, instance: SwiftValue?, at node: some SyntaxProtocol
    ) throws -> SwiftValue {
        if let accessors = b.accessorBlock, !SwiftTypeInfo.isObserversOnly(accessors) {
            let scope = SwiftScope(parent: nil, selfType: type)
            scope.isStatic = instance == nil
            if let instance { scope.declare("self", instance) }
            return try deeper(node) { try getter(accessors, in: scope) }
        }
        if instance == nil, let v = statics[key] { return v }
        guard let initial = b.initializer?.value else {
            return unknown(b, "'\(key)' has no initial value in the file")
        }
        if evaluatingStatics.contains(key) { return unknown(b, "'\(key)' is defined by itself") }
        evaluatingStatics.insert(key)
        defer { evaluatingStatics.remove(key) }
        let scope = SwiftScope(parent: nil, selfType: type)
        scope.isStatic = true
        let v = Self.coerced(try deeper(node) { try evaluate(initial, in: scope) }, to: b.typeAnnotation?.type)
        statics[key] = v
        return v
    }

    /// A getter's value: its one expression, or what its statements return.
    func getter(_ accessors: AccessorBlockSyntax, in scope: SwiftScope) throws -> SwiftValue {
        let items = SwiftTypeInfo.getterStatements(accessors)
        guard let items else { return unknown(accessors, "the property has no getter") }
        return try body(items, in: scope, at: accessors)
    }

    /// A member of a value: a stored property, a computed one, an enum's raw value, or the standard library's.
    func member(of value: SwiftValue, _ n: String, at node: some SyntaxProtocol, in scope: SwiftScope) throws
        -> SwiftValue?
    {
        switch value {
        case .record(let r):
            if let v = r.fields[n] { return v }
            return try computed(r.type, n, instance: value, at: node)
        case .object(let o):
            if let v = o.fields[n] { return v }
            return try computed(o.type, n, instance: value, at: node)
        case .enumCase(let type, let name, let payload):
            if n == "rawValue", let info = typeInfo(type), let index = info.cases.firstIndex(where: { $0.name == name })
            {
                if let raw = info.cases[index].raw { return try guarded("raw:\(type).\(name)", raw, at: node) }
                let isString = info.inherited.contains("String")
                return isString ? .string(name) : .int(index)
            }
            if let p = payload.first(where: { $0.label == n }) { return p.value }
            return try computed(type, n, instance: value, at: node)
        case .type(let t):
            return try staticMember(t, n, at: node) ?? Self.modelledStatic(t, n)
        default:
            return try libraryMember(value, n, at: node)
        }
    }

    /// A computed instance property of the module's type, or a method as a value.
    func computed(_ type: String, _ n: String, instance: SwiftValue, at node: some SyntaxProtocol) throws -> SwiftValue?
    {
        guard let info = typeInfo(type) else { return nil }
        if let b = info.property(n, isStatic: false) {
            if b.accessorBlock != nil, !SwiftTypeInfo.isObserversOnly(b.accessorBlock!) {
                return try storedOrComputed(b, key: type + "." + n, type: type, instance: instance, at: node)
            }
            // A stored property not set: its initial value, in the instance's scope.
            if let initial = b.initializer?.value {
                let scope = SwiftScope(parent: nil, selfType: type)
                scope.declare("self", instance)
                return try guarded("initial:\(type).\(n)", initial, in: scope, at: node)
            }
            return SwiftValue.none
        }
        if let f = info.functions(n, isStatic: false).first {
            let scope = SwiftScope(parent: nil, selfType: type)
            scope.declare("self", instance)
            return .closure(SwiftClosure(parameters: [], body: CodeBlockItemListSyntax([]), scope: scope, function: f))
        }
        return nil
    }
}

extension SwiftInterpreter {
    /// The expression that defines a token (`DesignSystem.Font.caption`, `.haPrimary` on `Color`, a module
    /// `let`): a static or global stored property's initial value, or a computed one's single expression; nil
    /// when `e` names none. `shorthandTypes` are the types a `.member` may belong to (`Color` for a colour).
    func definition(of e: ExprSyntax, shorthandTypes: [String] = []) -> ExprSyntax? {
        guard exceeded == nil else { return nil }
        var binding: PatternBindingSyntax?
        if let m = e.as(MemberAccessExprSyntax.self) {
            let n = m.declName.baseName.text
            if let base = m.base {
                guard case .type(let t)? = try? evaluate(base, in: SwiftScope(parent: nil)) else { return nil }
                binding = typeInfo(t)?.property(n, isStatic: true)
            } else {
                binding = shorthandTypes.lazy.compactMap { self.typeInfo($0)?.property(n, isStatic: true) }.first
            }
        } else if let ref = e.as(DeclReferenceExprSyntax.self) {
            binding = module.declarations(of: ref.baseName.text).compactMap { $0.as(VariableDeclSyntax.self) }
                .flatMap(\.bindings).first { $0.pattern.trimmedDescription == ref.baseName.text }
        }
        guard let binding else { return nil }
        if let initial = binding.initializer?.value { return initial }
        guard let accessors = binding.accessorBlock else { return nil }
        let items = SwiftTypeInfo.getterStatements(accessors)
        guard let items, items.count == 1, let only = items.first?.item else { return nil }
        return only.as(ExprSyntax.self) ?? only.as(ReturnStmtSyntax.self)?.expression
    }
}
