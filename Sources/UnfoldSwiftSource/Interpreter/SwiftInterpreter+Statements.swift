internal import SwiftSyntax
import UnfoldCore

/// Statements: declarations, assignments, `if`, `guard`, `switch` with patterns, loops, `return`, `defer`.
extension SwiftInterpreter {
    /// A function's or getter's value: what it returns, or its one expression.
    func body(_ items: CodeBlockItemListSyntax, in scope: SwiftScope, at node: some SyntaxProtocol) throws -> SwiftValue
    {
        if items.count == 1, let only = items.first {
            if let e = only.item.as(ExprSyntax.self), !Self.isStatementLike(e) { return try evaluate(e, in: scope) }
        }
        switch try run(items, in: scope) {
        case .returned(let v): return v
        default: return .tuple([])
        }
    }

    /// An `if` or `switch` in statement position runs as a statement; anything else is a value.
    static func isStatementLike(_ e: ExprSyntax) -> Bool {
        if let i = e.as(InfixOperatorExprSyntax.self), i.operator.is(AssignmentExprSyntax.self) { return true }
        return false
    }

    func run(_ items: CodeBlockItemListSyntax, in scope: SwiftScope) throws -> SwiftFlow {
        var deferred: [CodeBlockSyntax] = []
        defer {
            for d in deferred.reversed() { _ = try? run(d.statements, in: scope) }
        }
        for item in items {
            try step(item)
            if let d = item.item.as(DeferStmtSyntax.self) {
                deferred.append(d.body)
                continue
            }
            let flow = try statement(item.item, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func statement(_ item: CodeBlockItemSyntax.Item, in scope: SwiftScope) throws -> SwiftFlow {
        switch item {
        case .decl(let d):
            if let v = d.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    let value = try b.initializer.map { try evaluate($0.value, in: scope) } ?? SwiftValue.none
                    try declare(b.pattern, value, in: scope)
                }
            } else if let f = d.as(FunctionDeclSyntax.self) {
                // A local function sees the names around it.
                var local = SwiftClosure(parameters: [], body: f.body?.statements ?? [], scope: scope, function: f)
                local.isLocal = true
                scope.declare(f.name.text, .closure(local))
            }
            return .normal
        case .stmt(let s):
            return try stmt(s, in: scope)
        case .expr(let e):
            if let i = e.as(IfExprSyntax.self) { return try ifStatement(i, in: scope) }
            if let s = e.as(SwitchExprSyntax.self) { return try switchStatement(s, in: scope) }
            _ = try evaluate(e, in: scope)
            return .normal
        @unknown default: return .normal
        }
    }

    func stmt(_ s: StmtSyntax, in scope: SwiftScope, label: String? = nil) throws -> SwiftFlow {
        // `outer: for …`: the loop answers `break outer` and `continue outer`.
        if let l = s.as(LabeledStmtSyntax.self) {
            let flow = try stmt(l.statement, in: scope, label: l.label.text)
            if case .broke(let target) = flow, target == l.label.text { return .normal }
            return flow
        }
        if let r = s.as(ReturnStmtSyntax.self) {
            return .returned(try r.expression.map { try evaluate($0, in: scope) } ?? .tuple([]))
        }
        if let e = s.as(ExpressionStmtSyntax.self) { return try statement(.expr(e.expression), in: scope) }
        if let g = s.as(GuardStmtSyntax.self) {
            if try conditions(g.conditions, in: scope) == true { return .normal }
            let inner = SwiftScope(parent: scope)
            let flow = try run(g.body.statements, in: inner)
            if case .normal = flow { return .returned(unknown(g, "the guard's else does not leave")) }
            return flow
        }
        if let f = s.as(ForStmtSyntax.self) { return try forLoop(f, in: scope, label: label) }
        if let w = s.as(WhileStmtSyntax.self) {
            while try conditions(w.conditions, in: scope) == true {
                try step(w)
                let flow = try run(w.body.statements, in: SwiftScope(parent: scope))
                if let leaving = Self.leaves(flow, label: label) { return leaving }
                if case .broke = flow { break }
            }
            return .normal
        }
        if let r = s.as(RepeatStmtSyntax.self) {
            repeat {
                try step(r)
                let flow = try run(r.body.statements, in: SwiftScope(parent: scope))
                if let leaving = Self.leaves(flow, label: label) { return leaving }
                if case .broke = flow { break }
            } while try evaluate(r.condition, in: scope).isTrue
            return .normal
        }
        if let b = s.as(BreakStmtSyntax.self) { return .broke(b.label?.text) }
        if let c = s.as(ContinueStmtSyntax.self) { return .continued(c.label?.text) }
        if let d = s.as(DoStmtSyntax.self) { return try run(d.body.statements, in: SwiftScope(parent: scope)) }
        return .normal
    }

    /// What a loop's body did that leaves the loop itself: a `return`, or a `break`/`continue` of an outer
    /// loop's label. Nil when the loop goes on, or ends (a `break` of its own: the caller sees `.broke`).
    static func leaves(_ flow: SwiftFlow, label: String?) -> SwiftFlow? {
        switch flow {
        case .returned: return flow
        case .broke(let target?) where target != label: return flow
        case .continued(let target?) where target != label: return flow
        default: return nil
        }
    }

    func forLoop(_ f: ForStmtSyntax, in scope: SwiftScope, label: String? = nil) throws -> SwiftFlow {
        let sequence = try evaluate(f.sequence, in: scope)
        guard let elements = Self.sequenceElements(sequence) else { return .normal }
        for element in elements {
            try step(f)
            let inner = SwiftScope(parent: scope)
            try declare(f.pattern, element, in: inner)
            if let w = f.whereClause, try !evaluate(w.condition, in: inner).isTrue { continue }
            let flow = try run(f.body.statements, in: inner)
            if let leaving = Self.leaves(flow, label: label) { return leaving }
            if case .broke = flow { return .normal }
        }
        return .normal
    }

    static func sequenceElements(_ v: SwiftValue) -> [SwiftValue]? {
        switch v {
        case .array(let a): return a
        case .dictionary(let d): return d.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .string(let s): return s.map { .string(String($0)) }
        default: return nil
        }
    }

    /// `let x = …`, `let (a, b) = …`, `var _ = …`.
    func declare(_ pattern: PatternSyntax, _ value: SwiftValue, in scope: SwiftScope) throws {
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(id.identifier.text, value)
        } else if let t = pattern.as(TuplePatternSyntax.self), case .tuple(let parts) = value {
            for (p, v) in zip(t.elements, parts) { try declare(p.pattern, v.value, in: scope) }
        } else if let b = pattern.as(ValueBindingPatternSyntax.self) {
            try declare(b.pattern, value, in: scope)
        }
    }

    /// Whether every condition holds, binding `if let`'s names; nil when one is unknown.
    func conditions(_ list: ConditionElementListSyntax, in scope: SwiftScope) throws -> Bool? {
        for c in list {
            switch c.condition {
            case .expression(let e):
                let v = try evaluate(e, in: scope)
                guard case .bool(let b) = v else { return nil }
                if !b { return false }
            case .optionalBinding(let o):
                let v: SwiftValue
                if let initial = o.initializer?.value {
                    v = try evaluate(initial, in: scope)
                } else {
                    v = try name(o.pattern.trimmedDescription, at: Syntax(o.pattern), in: scope)
                }
                if case .none = v { return false }
                if case .unknown = v { return nil }
                try declare(o.pattern, v, in: scope)
            case .matchingPattern(let m):
                let v = try evaluate(m.initializer.value, in: scope)
                guard try matches(m.pattern, v, in: scope) else { return false }
            default:
                // `#available`: the newest iOS, as the canvas runs.
                continue
            }
        }
        return true
    }

    func ifStatement(_ i: IfExprSyntax, in scope: SwiftScope) throws -> SwiftFlow {
        let inner = SwiftScope(parent: scope)
        guard let holds = try conditions(i.conditions, in: inner) else { return .normal }
        if holds { return try run(i.body.statements, in: inner) }
        switch i.elseBody {
        case .ifExpr(let next)?: return try ifStatement(next, in: scope)
        case .codeBlock(let block)?: return try run(block.statements, in: SwiftScope(parent: scope))
        case nil: return .normal
        @unknown default: return .normal
        }
    }

    func ifExpression(_ i: IfExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        let inner = SwiftScope(parent: scope)
        guard let holds = try conditions(i.conditions, in: inner) else {
            return unknown(i.conditions, "the condition is unknown")
        }
        if holds { return try body(i.body.statements, in: inner, at: i) }
        switch i.elseBody {
        case .ifExpr(let next)?: return try ifExpression(next, in: scope)
        case .codeBlock(let block)?: return try body(block.statements, in: SwiftScope(parent: scope), at: i)
        case nil: return .tuple([])
        @unknown default: return .tuple([])
        }
    }

    /// The case of a `switch` that matches, its names bound; nil when none does.
    func matchingCase(_ s: SwitchExprSyntax, _ subject: SwiftValue, in scope: SwiftScope) throws -> (
        SwitchCaseSyntax, SwiftScope
    )? {
        for element in s.cases {
            guard let c = element.as(SwitchCaseSyntax.self) else { continue }
            let inner = SwiftScope(parent: scope)
            switch c.label {
            case .default: return (c, inner)
            case .case(let label):
                for item in label.caseItems {
                    guard try matches(item.pattern, subject, in: inner) else { continue }
                    if let w = item.whereClause, try !evaluate(w.condition, in: inner).isTrue { continue }
                    return (c, inner)
                }
            @unknown default: continue
            }
        }
        return nil
    }

    func switchStatement(_ s: SwitchExprSyntax, in scope: SwiftScope) throws -> SwiftFlow {
        let subject = try evaluate(s.subject, in: scope)
        if case .unknown = subject { return .normal }
        guard let (c, inner) = try matchingCase(s, subject, in: scope) else { return .normal }
        let flow = try run(c.statements, in: inner)
        if case .broke(nil) = flow { return .normal }
        return flow
    }

    func switchExpression(_ s: SwitchExprSyntax, in scope: SwiftScope) throws -> SwiftValue {
        let subject = try evaluate(s.subject, in: scope)
        if case .unknown = subject { return subject }
        guard let (c, inner) = try matchingCase(s, subject, in: scope) else { return unknown(s, "no case matches") }
        return try body(c.statements, in: inner, at: c)
    }

    /// Whether a pattern matches a value, binding its names.
    func matches(_ pattern: PatternSyntax, _ value: SwiftValue, in scope: SwiftScope) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let b = pattern.as(ValueBindingPatternSyntax.self) { return try matches(b.pattern, value, in: scope) }
        if let id = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(id.identifier.text, value)
            return true
        }
        if let t = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let parts) = value, parts.count == t.elements.count else { return false }
            for (p, v) in zip(t.elements, parts) where try !matches(p.pattern, v.value, in: scope) { return false }
            return true
        }
        if let e = pattern.as(ExpressionPatternSyntax.self) { return try matches(e.expression, value, in: scope) }
        return false
    }

    func matches(_ e: ExprSyntax, _ value: SwiftValue, in scope: SwiftScope) throws -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        if let p = e.as(PatternExprSyntax.self) { return try matches(p.pattern, value, in: scope) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            guard case .tuple(let parts) = value, parts.count == t.elements.count else { return false }
            for (x, v) in zip(t.elements, parts) where try !matches(x.expression, v.value, in: scope) { return false }
            return true
        }
        // `.name(let x, _)` against a case with associated values; `.some(let x)` against a value.
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let n = m.declName.baseName.text
            if n == "some" {
                if case .none = value { return false }
                return try call.arguments.first.map { try matches($0.expression, value, in: scope) } ?? true
            }
            guard case .enumCase(_, let name, let payload) = value, name == n else { return false }
            for (a, p) in zip(call.arguments, payload) where try !matches(a.expression, p.value, in: scope) {
                return false
            }
            return true
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            if case .enumCase(_, let name, _) = value { return name == m.declName.baseName.text }
            if case .none = value { return m.declName.baseName.text == "none" }
            return false
        }
        if let i = e.as(InfixOperatorExprSyntax.self),
            let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            op == "..." || op == "..<", let x = value.number
        {
            guard let lo = try evaluate(i.leftOperand, in: scope).number,
                let hi = try evaluate(i.rightOperand, in: scope).number
            else { return false }
            return op == "..." ? x >= lo && x <= hi : x >= lo && x < hi
        }
        return Self.equal(try evaluate(e, in: scope), value)
    }
}

extension SwiftValue {
    var isTrue: Bool {
        if case .bool(true) = self { return true }
        return false
    }
}
