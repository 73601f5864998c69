internal import SwiftSyntax
import UnfoldCore

/// Calls: the module's functions, methods, initialisers and operators, closures, and the modelled frameworks'.
extension SwiftInterpreter {
    typealias Argument = (label: String?, value: SwiftValue)

    func arguments(_ call: FunctionCallExprSyntax, in scope: SwiftScope) throws -> [Argument] {
        var out: [Argument] = try call.arguments.map { ($0.label?.text, try evaluate($0.expression, in: scope)) }
        if let t = call.trailingClosure { out.append((nil, .closure(closure(t, in: scope)))) }
        for extra in call.additionalTrailingClosures {
            out.append((extra.label.text, .closure(closure(extra.closure, in: scope))))
        }
        return out
    }

    func call(_ call: FunctionCallExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        let called = call.calledExpression
        // Modelled calls that read their arguments' syntax (a localised string's key) come first.
        if let v = try frameworkCall(call, in: scope) { return v }
        let args = try arguments(call, in: scope)
        if let m = called.as(MemberAccessExprSyntax.self), let baseExpr = m.base {
            let n = m.declName.baseName.text
            let base = try evaluate(baseExpr, in: scope)
            if case .unknown = base { return base }
            if case .type(let t) = base {
                if n == "init", let info = typeInfo(t) { return try initialise(info, args, at: call) }
                if let v = try staticMember(t, n, at: m) { return try invoke(v, args, at: call) }
                if let v = try modelledCall(t, n, args, at: call) { return v }
                return unknown(call, "'\(t).\(n)' belongs to a framework Unfold does not model")
            }
            // A mutating method changes the variable it was called on.
            if case .record = base, let info = typeInfo(Self.typeName(base) ?? ""),
                let f = info.functions(n, isStatic: false).first
            {
                let (result, changed) = try callFunction(f, self: base, type: info.name, args, at: call)
                if f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }), let changed {
                    try assign(baseExpr, changed, in: scope)
                }
                return result
            }
            if let v = try member(of: base, n, at: m, in: scope), case .closure = v {
                return try invoke(v, args, at: call)
            }
            if let v = try libraryCall(base, n, args, baseExpr: baseExpr, at: call, in: scope) { return v }
            return unknown(call, "\(base.described) has no method '\(n)' that Unfold reads")
        }
        // `[String]()`, `[String: Int]()`: an empty collection.
        if args.isEmpty, called.is(ArrayExprSyntax.self) { return .array([]) }
        if args.isEmpty, called.is(DictionaryExprSyntax.self) { return .dictionary([]) }
        if let m = called.as(MemberAccessExprSyntax.self) {
            // `.grid(2)`: a static function the module adds to one framework type; else `.case(payload)` or
            // `.init(…)` by shorthand, whose type is the context's.
            let n = m.declName.baseName.text
            if let type = shorthandType(declaring: n, function: true), let info = typeInfo(type),
                let f = info.functions(n, isStatic: true).first
            {
                return try callFunction(f, self: nil, type: type, args, at: call).0
            }
            return .enumCase(type: "", name: n, payload: args)
        }
        let f = try evaluate(called, in: scope)
        switch f {
        case .type(let t):
            // A framework type the module only extends (`extension CGFloat`) is made as the framework makes it.
            if Self.frameworkTypes.contains(t), let v = try modelledInit(t, args, at: call) { return v }
            if let info = typeInfo(t) { return try initialise(info, args, at: call) }
            if let v = try modelledInit(t, args, at: call) { return v }
            return unknown(call, "'\(t)' belongs to a framework Unfold does not model")
        case .unknown:
            if let ref = called.as(DeclReferenceExprSyntax.self),
                let v = try modelledFunction(ref.baseName.text, args, at: call)
            {
                return v
            }
            return f
        default:
            return try invoke(f, args, at: call)
        }
    }

    static func typeName(_ v: SwiftValue) -> String? {
        switch v {
        case .record(let r): return r.type
        case .object(let o): return o.type
        case .enumCase(let t, _, _): return t
        default: return nil
        }
    }

    /// Calls a closure, a function of the module, or a method with its instance.
    func invoke(_ f: SwiftValue, _ args: [Argument], at node: some SyntaxProtocol) throws -> SwiftValue {
        guard case .closure(let c) = f else {
            if case .unknown = f { return f }
            return unknown(node, "\(f.described) is not a function")
        }
        if case .enumCase(let type, let name, _)? = c.scope.values["#case"] {
            return .enumCase(type: type, name: name, payload: args)
        }
        if let fn = c.function {
            return try callFunction(
                fn, self: c.scope.lookup("self"), type: c.scope.selfType, args, at: node,
                parent: c.isLocal ? c.scope : nil
            ).0
        }
        return try deeper(node) {
            let scope = SwiftScope(parent: c.scope)
            for (i, p) in c.parameters.enumerated() where i < args.count { scope.declare(p, args[i].value) }
            for (i, a) in args.enumerated() { scope.declare("$\(i)", a.value) }
            return try body(c.body, in: scope, at: node)
        }
    }

    /// Runs a function with its parameters bound (by label, defaults where left out); its result and, for a
    /// method, `self` as the body left it.
    func callFunction(
        _ f: FunctionDeclSyntax, self instance: SwiftValue?, type: String?, _ args: [Argument],
        at node: some SyntaxProtocol, parent: SwiftScope? = nil
    ) throws -> (SwiftValue, SwiftValue?) {
        guard let statements = f.body?.statements else {
            return (unknown(node, "'\(f.name.text)' has no body in the module"), nil)
        }
        return try deeper(node) {
            let scope = SwiftScope(parent: parent, selfType: type)
            scope.isStatic = instance == nil && type != nil
            if let instance, parent == nil { scope.declare("self", instance) }
            try bind(f.signature.parameterClause.parameters, args, into: scope, at: node)
            let result = try body(statements, in: scope, at: node)
            return (result, scope.values["self"])
        }
    }

    /// Binds parameters to arguments: by label in order, a parameter left out taking its default.
    func bind(
        _ parameters: FunctionParameterListSyntax, _ args: [Argument], into scope: SwiftScope,
        at node: some SyntaxProtocol
    ) throws {
        var i = 0
        for p in parameters {
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            let name = (p.secondName ?? p.firstName).text
            if p.ellipsis != nil {
                // A variadic parameter: its argument and the unlabelled ones after it, as an array.
                var values: [SwiftValue] = []
                if i < args.count, args[i].label == label {
                    values.append(args[i].value)
                    i += 1
                    while i < args.count, args[i].label == nil {
                        values.append(args[i].value)
                        i += 1
                    }
                }
                scope.declare(name, .array(values))
                continue
            }
            if i < args.count, args[i].label == label {
                scope.declare(name, Self.coerced(args[i].value, to: p.type))
                i += 1
            } else if let d = p.defaultValue?.value {
                scope.declare(name, try evaluate(d, in: scope))
            } else if i < args.count, label != nil, args[i].label == nil,
                p.type.is(FunctionTypeSyntax.self) || p.type.is(AttributedTypeSyntax.self)
            {
                // A trailing closure given for a labelled closure parameter.
                scope.declare(name, args[i].value)
                i += 1
            } else {
                scope.declare(name, unknown(node, "argument '\(name)' is not given"))
            }
        }
    }

    /// A new instance of a module type: a written initialiser whose labels match, else the memberwise one;
    /// stored properties start at their initial values.
    func initialise(_ info: SwiftTypeInfo, _ args: [Argument], at node: some SyntaxProtocol) throws -> SwiftValue {
        if info.kind == .enumeration {
            // `Kind(rawValue: x)`: the case of that raw value, or nil.
            if args.count == 1, args[0].label == "rawValue" {
                for (i, c) in info.cases.enumerated() {
                    let raw =
                        try c.raw.map { try guarded("raw:\(info.name).\(c.name)", $0, at: node) }
                        ?? (info.inherited.contains("String") ? .string(c.name) : .int(i))
                    if Self.equal(raw, args[0].value) { return .enumCase(type: info.name, name: c.name, payload: []) }
                }
                return SwiftValue.none
            }
        }
        return try deeper(node) {
            let scope = SwiftScope(parent: nil, selfType: info.name)
            var fields: [String: SwiftValue] = [:]
            let object = info.kind == .object ? SwiftObject(type: info.name) : nil
            let start: SwiftValue = object.map(SwiftValue.object) ?? .record(SwiftRecord(type: info.name))
            scope.declare("self", start)
            for p in info.storedProperties {
                if let initial = p.initial {
                    fields[p.name] = Self.coerced(
                        Self.unwrappedWrapper(try evaluate(initial, in: scope)), to: p.binding.typeAnnotation?.type)
                } else if p.binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true {
                    fields[p.name] = SwiftValue.none
                }
            }
            if let object {
                object.fields = fields
            } else {
                scope.declare("self", .record(SwiftRecord(type: info.name, fields: fields)))
            }
            let labels = args.map(\.label)
            let written = info.initialisers.first { i in
                Self.accepts(i.signature.parameterClause.parameters, labels)
            }
            if let written, let statements = written.body?.statements {
                try bind(written.signature.parameterClause.parameters, args, into: scope, at: node)
                _ = try run(statements, in: scope)
                return scope.values["self"] ?? start
            }
            // Memberwise: each argument sets the stored property of its label (a trailing closure the first
            // closure property not given).
            var given: Set<String> = []
            for a in args {
                guard
                    let label = a.label
                        ?? info.storedProperties.first(where: { !given.contains($0.name) && $0.initial == nil })?.name
                else { continue }
                given.insert(label)
                let type = info.storedProperties.first { $0.name == label }?.binding.typeAnnotation?.type
                let value = Self.coerced(a.value, to: type)
                if let object { object.fields[label] = value } else { fields[label] = value }
            }
            return object.map(SwiftValue.object) ?? .record(SwiftRecord(type: info.name, fields: fields))
        }
    }

    /// An integer given where the declaration says `Double`, `CGFloat`, `Float` or `TimeInterval` is that type's
    /// value, as Swift types the literal.
    static func coerced(_ v: SwiftValue, to type: TypeSyntax?) -> SwiftValue {
        guard case .int(let i) = v, let t = type?.trimmedDescription,
            ["Double", "CGFloat", "Float", "TimeInterval"].contains(t)
        else { return v }
        return .double(Double(i))
    }

    /// Whether an initialiser takes these labels (parameters with defaults may be left out).
    static func accepts(_ parameters: FunctionParameterListSyntax, _ labels: [String?]) -> Bool {
        var i = 0
        for p in parameters {
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            if i < labels.count, labels[i] == label {
                i += 1
            } else if i < labels.count, labels[i] == nil, i == labels.count - 1 {
                i += 1
            } else if p.defaultValue == nil {
                return false
            }
        }
        return i == labels.count
    }

    /// An operator the module declares (`func |> (…)`), called with its two operands.
    func moduleOperator(_ op: String, _ a: SwiftValue, _ b: SwiftValue, at node: some SyntaxProtocol) throws
        -> SwiftValue?
    {
        if ["+", "-", "*", "/", "==", "!=", "<", ">", "<=", ">=", "%", "...", "..<"].contains(op) { return nil }
        guard let f = module.operatorFunctions(op).first else { return nil }
        // An operator's operands are its parameters in order, whatever their labels.
        let labels = f.signature.parameterClause.parameters.map {
            $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text
        }
        guard labels.count == 2 else { return nil }
        return try callFunction(f, self: nil, type: nil, [(labels[0], a), (labels[1], b)], at: node).0
    }
}
