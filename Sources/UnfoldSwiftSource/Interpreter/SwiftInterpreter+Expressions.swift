internal import SwiftSyntax
import UnfoldCore

/// Expressions: literals, operators, names, members, calls, closures, conditionals.
extension SwiftInterpreter {
    func evaluate(_ expr: ExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        try step(expr)
        if let v = try literal(expr, in: scope) { return try checked(v, at: expr) }
        if let t = expr.as(TupleExprSyntax.self) {
            if t.elements.count == 1, t.elements.first?.label == nil {
                return try evaluate(t.elements.first!.expression, in: scope)
            }
            return .tuple(try t.elements.map { ($0.label?.text, try evaluate($0.expression, in: scope)) })
        }
        if let a = expr.as(AsExprSyntax.self) { return try cast(try evaluate(a.expression, in: scope), to: a.type) }
        if let i = expr.as(InfixOperatorExprSyntax.self) { return try infix(i, in: scope) }
        if let p = expr.as(PrefixOperatorExprSyntax.self) {
            let v = try evaluate(p.expression, in: scope)
            switch (p.operator.text, v) {
            case ("-", .int(let i)): return i == Int.min ? unknown(p, "it overflows an Int") : .int(-i)
            case ("-", .double(let d)): return .double(-d)
            case ("!", .bool(let b)): return .bool(!b)
            case (_, .unknown): return v
            default: return unknown(p, "the operator '\(p.operator.text)' on \(v.described) is not modelled")
            }
        }
        if let t = expr.as(TernaryExprSyntax.self) {
            let c = try evaluate(t.condition, in: scope)
            guard case .bool(let b) = c else { return c.isUnknown ? c : unknown(t.condition, "not a Bool") }
            return try evaluate(b ? t.thenExpression : t.elseExpression, in: scope)
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return try name(ref, in: scope) }
        if let m = expr.as(MemberAccessExprSyntax.self) { return try member(m, in: scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try self.call(call, in: scope) }
        if let c = expr.as(ClosureExprSyntax.self) { return .closure(closure(c, in: scope)) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) {
            let v = try evaluate(f.expression, in: scope)
            if case .none = v { return unknown(f, "it unwraps nil, which would stop the app") }
            return v
        }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return try evaluate(o.expression, in: scope) }
        if let k = expr.as(KeyPathExprSyntax.self) {
            return .keyPath(
                k.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
            )
        }
        if let s = expr.as(SubscriptCallExprSyntax.self) { return try subscripted(s, in: scope) }
        if let i = expr.as(IfExprSyntax.self) { return try ifExpression(i, in: scope) }
        if let s = expr.as(SwitchExprSyntax.self) { return try switchExpression(s, in: scope) }
        if expr.is(SuperExprSyntax.self) { return scope.lookup("self") ?? unknown(expr, "no instance") }
        if let t = expr.as(TypeExprSyntax.self) { return .type(t.type.trimmedDescription) }
        if let g = expr.as(GenericSpecializationExprSyntax.self) { return try evaluate(g.expression, in: scope) }
        if let a = expr.as(AwaitExprSyntax.self) { return unknown(a, "an asynchronous call needs the app running") }
        if let t = expr.as(TryExprSyntax.self) { return try evaluate(t.expression, in: scope) }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return try evaluate(o.expression, in: scope) }
        return unknown(expr, "Unfold does not interpret this kind of expression")
    }

    func literal(_ expr: ExprSyntax, in scope: SwiftScope) throws -> SwiftValue? {
        if let i = expr.as(IntegerLiteralExprSyntax.self) {
            let text = i.literal.text.replacingOccurrences(of: "_", with: "")
            if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map(SwiftValue.int) }
            if text.hasPrefix("0b") { return Int(text.dropFirst(2), radix: 2).map(SwiftValue.int) }
            if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8).map(SwiftValue.int) }
            return Int(text).map(SwiftValue.int) ?? unknown(i, "the number is out of range")
        }
        if let f = expr.as(FloatLiteralExprSyntax.self) {
            return Double(f.literal.text.replacingOccurrences(of: "_", with: "")).map(SwiftValue.double)
        }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return SwiftValue.none }
        if let s = expr.as(StringLiteralExprSyntax.self) { return try string(s, in: scope) }
        if let a = expr.as(ArrayExprSyntax.self) {
            guard a.elements.count <= Self.maxElements else {
                throw exceeding("a collection holds more than 100,000 elements (the collection budget)", at: a)
            }
            return .array(try a.elements.map { try evaluate($0.expression, in: scope) })
        }
        if let d = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let list) = d.content else { return .dictionary([]) }
            return .dictionary(
                try list.map { (try evaluate($0.key, in: scope), try evaluate($0.value, in: scope)) })
        }
        return nil
    }

    func string(_ s: StringLiteralExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        var out = ""
        for segment in s.segments {
            if let words = segment.as(StringSegmentSyntax.self) {
                guard let text = SwiftStringLiteral.text(words, in: s) else {
                    return unknown(s, "an escape in the string is not read")
                }
                out += text
            } else if let part = segment.as(ExpressionSegmentSyntax.self) {
                guard let e = part.expressions.first?.expression, part.expressions.count == 1 else {
                    return unknown(part, "a formatted interpolation is not modelled")
                }
                let v = try evaluate(e, in: scope)
                guard let words = Self.interpolated(v) else {
                    return v.isUnknown ? v : unknown(e, "\(v.described) has no text Unfold knows")
                }
                out += words
            }
            if out.utf8.count > Self.maxStringBytes {
                throw exceeding("a string is longer than 1 MB (the string budget)", at: s)
            }
        }
        return .string(out)
    }

    /// A value as `"\(v)"` writes it.
    static func interpolated(_ v: SwiftValue) -> String? {
        switch v {
        case .string(let s): return s
        case .localized(let key, let fallback, let arguments):
            return formatted(fallback ?? key, arguments) ?? fallback ?? key
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .bool(let b): return String(b)
        case .enumCase(_, let name, let payload) where payload.isEmpty: return name
        default: return nil
        }
    }

    func cast(_ v: SwiftValue, to type: TypeSyntax) throws -> SwiftValue {
        switch (type.trimmedDescription, v) {
        case ("CGFloat", .int(let i)), ("Double", .int(let i)), ("Float", .int(let i)): return .double(Double(i))
        default: return v
        }
    }

    func closure(_ c: ClosureExprSyntax, in scope: SwiftScope) -> SwiftClosure {
        var names: [String] = []
        if let clause = c.signature?.parameterClause {
            if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) {
                names = shorthand.map(\.name.text)
            } else if let list = clause.as(ClosureParameterClauseSyntax.self) {
                names = list.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        }
        return SwiftClosure(parameters: names, body: c.statements, scope: scope, syntax: c)
    }

    /// A name: a local, a property or method of `self`, a static member of the type the code is in, a constant
    /// or function of the module, a type, or a modelled global.
    func name(_ ref: DeclReferenceExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        try name(ref.baseName.text, at: Syntax(ref), in: scope)
    }

    /// The value of the name `n`, said at `ref` (an `if let x`'s pattern has no expression of its own).
    func name(_ n: String, at ref: Syntax, in scope: SwiftScope) throws -> SwiftValue {
        if let v = scope.lookup(n) { return v }
        if n == "self" || n == "Self" {
            return scope.selfType.map { SwiftValue.type($0) } ?? unknown(ref, "no instance")
        }
        if let shorthand = Int(n.dropFirst()), n.hasPrefix("$"), shorthand >= 0 {
            return unknown(ref, "closure argument $\(shorthand) is not given")
        }
        if let instance = scope.lookup("self"), let v = try member(of: instance, n, at: ref, in: scope) { return v }
        if let type = scope.selfType, let v = try staticMember(type, n, at: ref) { return v }
        if let v = try global(n, at: ref) { return v }
        if typeInfo(n) != nil { return .type(n) }
        if let modelled = Self.modelledGlobal(n) { return modelled }
        if Self.frameworkTypes.contains(n) { return .type(n) }
        if let type = scope.selfType, typeInfo(type)?.property(n, isStatic: false) != nil {
            return unknown(ref, "'\(n)' is a property of '\(type)' whose value the app gives at run time")
        }
        return unknown(ref, "'\(n)' is not declared in the module")
    }

    /// A module-level `let`/`var` or function by name.
    func global(_ n: String, at node: some SyntaxProtocol) throws -> SwiftValue? {
        let key = "." + n
        if let v = statics[key] { return v }
        for decl in module.declarations(of: n) {
            if let v = decl.as(VariableDeclSyntax.self) {
                for binding in v.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == n {
                    let value = try storedOrComputed(binding, key: key, type: nil, instance: nil, at: node)
                    return value
                }
            }
            if let f = decl.as(FunctionDeclSyntax.self) {
                return .closure(
                    SwiftClosure(
                        parameters: [], body: f.body?.statements ?? CodeBlockItemListSyntax([]),
                        scope: SwiftScope(parent: nil), function: f))
            }
        }
        return nil
    }

    /// `base.member`: a static member of a type, a member of a value, an enum case by shorthand.
    func member(_ m: MemberAccessExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        let n = m.declName.baseName.text
        guard let baseExpr = m.base else {
            // `.member` shorthand: the type is the context's, which the caller knows; an enum case by its name.
            if let type = scope.selfType, let v = try staticMember(type, n, at: m) { return v }
            if let type = shorthandType(declaring: n, function: false) { return try staticMember(type, n, at: m)! }
            return .enumCase(type: "", name: n, payload: [])
        }
        let base = try evaluate(baseExpr, in: scope)
        if case .unknown = base { return base }
        if case .type(let t) = base {
            if let v = try staticMember(t, n, at: m) { return v }
            if let v = Self.modelledStatic(t, n) { return v }
            if typeInfo(t + "." + n) != nil { return .type(t + "." + n) }
            if Self.frameworkTypes.contains(t) || typeInfo(t) == nil {
                return unknown(m, "'\(t).\(n)' belongs to a framework Unfold does not model")
            }
            return unknown(m, "'\(t)' has no member '\(n)' that Unfold reads")
        }
        if let v = try member(of: base, n, at: m, in: scope) { return v }
        return unknown(m, "\(base.described) has no member '\(n)' that Unfold reads")
    }

    func infix(_ i: InfixOperatorExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        if i.operator.is(AssignmentExprSyntax.self) {
            let v = try evaluate(i.rightOperand, in: scope)
            try assign(i.leftOperand, v, in: scope)
            return .tuple([])
        }
        guard let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            if i.operator.is(IsExprSyntax.self) { return unknown(i, "a type check needs the app's types at run time") }
            return unknown(i, "the operator is not modelled")
        }
        // Short-circuits, as Swift evaluates them.
        if op == "&&" || op == "||" {
            let a = try evaluate(i.leftOperand, in: scope)
            guard case .bool(let x) = a else { return a.isUnknown ? a : unknown(i.leftOperand, "not a Bool") }
            if op == "&&" && !x { return .bool(false) }
            if op == "||" && x { return .bool(true) }
            return try evaluate(i.rightOperand, in: scope)
        }
        if op == "??" {
            let a = try evaluate(i.leftOperand, in: scope)
            if case .none = a { return try evaluate(i.rightOperand, in: scope) }
            return a
        }
        if ["+=", "-=", "*=", "/="].contains(op) {
            let a = try evaluate(i.leftOperand, in: scope)
            let b = try evaluate(i.rightOperand, in: scope)
            let v = try binary(String(op.dropLast()), a, b, at: i)
            try assign(i.leftOperand, v, in: scope)
            return .tuple([])
        }
        let a = try evaluate(i.leftOperand, in: scope)
        let b = try evaluate(i.rightOperand, in: scope)
        if let declared = try moduleOperator(op, a, b, at: i) { return declared }
        return try binary(op, a, b, at: i)
    }

    func binary(_ op: String, _ a: SwiftValue, _ b: SwiftValue, at node: some SyntaxProtocol) throws -> SwiftValue {
        if case .unknown = a { return a }
        if case .unknown = b { return b }
        switch (a, b) {
        case (.int(let x), .int(let y)):
            switch op {
            case "+": return .int(x &+ y)
            case "-": return .int(x &- y)
            case "*": return .int(x &* y)
            case "/", "%":
                if y == 0 { return unknown(node, "it divides by zero") }
                if x == Int.min && y == -1 { return unknown(node, "it overflows an Int") }
                return .int(op == "/" ? x / y : x % y)
            case "...":
                guard x <= y else { return unknown(node, "the range's bounds are reversed") }
                let (span, overflow) = y.subtractingReportingOverflow(x)
                guard !overflow, span < Self.maxElements else {
                    throw exceeding("a collection holds more than 100,000 elements (the collection budget)", at: node)
                }
                try charge(span, at: node)
                return .array((x...y).map(SwiftValue.int))
            case "..<":
                guard x <= y else { return unknown(node, "the range's bounds are reversed") }
                let (span, overflow) = y.subtractingReportingOverflow(x)
                guard !overflow, span <= Self.maxElements else {
                    throw exceeding("a collection holds more than 100,000 elements (the collection budget)", at: node)
                }
                try charge(span, at: node)
                return .array((x..<y).map(SwiftValue.int))
            default: break
            }
        case (.string(let x), .string(let y)) where op == "+":
            return try checked(.string(x + y), at: node)
        case (.array(let x), .array(let y)) where op == "+":
            return try checked(.array(x + y), at: node)
        default: break
        }
        if let x = a.number, let y = b.number, ["+", "-", "*", "/"].contains(op) {
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            default: return y == 0 ? unknown(node, "it divides by zero") : .double(x / y)
            }
        }
        switch op {
        case "==": return .bool(Self.equal(a, b))
        case "!=": return .bool(!Self.equal(a, b))
        case "<", ">", "<=", ">=":
            if let x = a.number, let y = b.number {
                return .bool(op == "<" ? x < y : op == ">" ? x > y : op == "<=" ? x <= y : x >= y)
            }
            if let x = a.text, let y = b.text {
                return .bool(op == "<" ? x < y : op == ">" ? x > y : op == "<=" ? x <= y : x >= y)
            }
        default: break
        }
        return unknown(node, "the operator '\(op)' on \(a.described) and \(b.described) is not modelled")
    }

    static func equal(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.enumCase(let t1, let n1, let p1), .enumCase(let t2, let n2, let p2)):
            return (t1 == t2 || t1.isEmpty || t2.isEmpty) && n1 == n2 && p1.count == p2.count
                && zip(p1, p2).allSatisfy { equal($0.value, $1.value) }
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)): return x === y
        case (.record(let x), .record(let y)):
            return x.type == y.type && x.fields.count == y.fields.count
                && x.fields.allSatisfy { k, v in y.fields[k].map { equal(v, $0) } ?? false }
        default:
            if let x = a.number, let y = b.number { return x == y }
            return false
        }
    }

    /// `a[i]`, `dict[key]`.
    func subscripted(_ s: SubscriptCallExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        let base = try evaluate(s.calledExpression, in: scope)
        guard let first = s.arguments.first?.expression else { return unknown(s, "no index") }
        let index = try evaluate(first, in: scope)
        switch (base, index) {
        case (.array(let a), .int(let i)):
            guard a.indices.contains(i) else {
                return unknown(s, "the index \(i) is out of range, which would stop the app")
            }
            return a[i]
        case (.dictionary(let d), _):
            return d.first { Self.equal($0.key, index) }?.value ?? SwiftValue.none
        case (.unknown, _): return base
        case (_, .unknown): return index
        default: return unknown(s, "the subscript is not modelled")
        }
    }

    /// Sets a variable, a property of `self` or of a local value (`self.x = …`, `x = …`, `_x = State(…)`).
    func assign(_ target: ExprSyntax, _ value: SwiftValue, in scope: SwiftScope) throws {
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            var n = ref.baseName.text
            if scope.assign(n, value) { return }
            if n.hasPrefix("_") { n.removeFirst() }
            try setField(n, Self.unwrappedWrapper(value), of: "self", in: scope)
            return
        }
        if let m = target.as(MemberAccessExprSyntax.self), let base = m.base {
            var n = m.declName.baseName.text
            if n.hasPrefix("_") { n.removeFirst() }
            if let ref = base.as(DeclReferenceExprSyntax.self) {
                try setField(n, Self.unwrappedWrapper(value), of: ref.baseName.text, in: scope)
                return
            }
            // `a.b.c = v`: the value of `a.b` changed and set back.
            var inner = try evaluate(base, in: scope)
            switch inner {
            case .record(var r):
                r.fields[n] = value
                inner = .record(r)
                try assign(base, inner, in: scope)
            case .object(let o): o.fields[n] = value
            default: break
            }
            return
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
    }

    /// `State(initialValue: x)`, `Published(initialValue:)`, `Binding.constant(x)`: the value the wrapper stores.
    static func unwrappedWrapper(_ value: SwiftValue) -> SwiftValue {
        if case .record(let r) = value,
            ["State", "Published", "StateObject", "ObservedObject", "Binding", "AppStorage"].contains(r.type),
            let v = r.fields["wrappedValue"]
        {
            return v
        }
        return value
    }

    func setField(_ n: String, _ value: SwiftValue, of holder: String, in scope: SwiftScope) throws {
        guard let current = scope.lookup(holder) else { return }
        switch current {
        case .record(var r):
            r.fields[n] = value
            scope.assign(holder, .record(r))
        case .object(let o):
            o.fields[n] = value
        default: break
        }
    }
}
