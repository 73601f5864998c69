internal import SwiftSyntax
import UnfoldCore

/// The constants a file declares (`static let`, a `let` in an `enum`, a `let` at file scope), evaluated as Swift
/// would over literals, arithmetic, unary minus, `CGFloat(…)`, `.zero` and each other. A cycle or anything else
/// evaluates to nil, and the caller says what it skipped.
struct SwiftConstants {
    /// Each constant's expression, by its bare name and by `Type.name`.
    private var expressions: [String: ExprSyntax] = [:]
    /// The `let`s of the method being read, which hide the file's constants of the same name.
    var locals: [String: ExprSyntax] = [:] {
        didSet { known = Known() }
    }
    /// The numbers of the constants evaluated so far, by the expression that defines them: constants defined by
    /// doubling (`let c1 = c0 + c0` …) were evaluated 2^N times without it (a hang at 26 of them). Only values are
    /// kept: a constant not evaluated (too deep here) may evaluate from a shallower place. A new set of locals
    /// starts afresh, since a local may hide a name a constant reads.
    private final class Known {
        var numbers: [SyntaxIdentifier: Double] = [:]
    }
    private var known = Known()
    /// The module's interpreter, asked for what the file's constants do not give: tokens in other files, computed
    /// and static properties, functions, generated tables. Nil reads the file alone (version 5's rules).
    var interpreter: SwiftInterpreter?

    init(file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        expressions = collector.found
    }

    /// The file's constants, and an interpreter of the file with the other files of its module.
    init(file: SourceFileSyntax, module: [SwiftModuleSource], converter: SourceLocationConverter) {
        self.init(file: file)
        interpreter = SwiftInterpreter(
            module: SwiftModule(current: file, converter: converter, path: "", others: module))
    }

    /// A number: literals, constants, `+ - * /`, unary minus, parentheses, `CGFloat(x)` and its kin, `.zero`.
    func number(_ expr: ExprSyntax, depth: Int = 0) -> Double? {
        guard depth < 64 else { return nil }
        let e = Self.unwrapped(expr)
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            return Double(i.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let f = e.as(FloatLiteralExprSyntax.self) {
            return Double(f.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "-" {
            return number(p.expression, depth: depth + 1).map { -$0 }
        }
        if let infix = e.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let a = number(infix.leftOperand, depth: depth + 1), let b = number(infix.rightOperand, depth: depth + 1)
        {
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            ["CGFloat", "Double", "Float", "Int", "TimeInterval"].contains(call.calledExpression.trimmedDescription)
        {
            return number(call.arguments.first!.expression, depth: depth + 1)
        }
        if let member = e.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "CGFloat"
        {
            switch member.declName.baseName.text {
            case "zero": return 0
            case "pi": return Double.pi
            default: break
            }
        }
        if let named = constant(e) {
            if let value = known.numbers[named.id] { return value }
            let value = number(named, depth: depth + 1)
            if let value { known.numbers[named.id] = value }
            return value
        }
        return interpreted(e)?.number
    }

    /// The interpreter's value of an expression the file's constants do not give; nil without an interpreter, for
    /// a local of the method being read (which the interpreter does not see), or for what it cannot work out.
    func interpreted(_ e: ExprSyntax) -> SwiftValue? {
        guard let interpreter, !Self.namesLocal(e, locals) else { return nil }
        guard let v = interpreter.value(of: e), !v.isUnknown else { return nil }
        return v
    }

    /// Whether the expression's root name is one of the method's locals.
    static func namesLocal(_ e: ExprSyntax, _ locals: [String: ExprSyntax]) -> Bool {
        var root = e
        while true {
            if let m = root.as(MemberAccessExprSyntax.self), let base = m.base {
                root = base
            } else if let c = root.as(FunctionCallExprSyntax.self) {
                root = c.calledExpression
            } else {
                break
            }
        }
        guard let ref = root.as(DeclReferenceExprSyntax.self) else { return false }
        return locals[ref.baseName.text] != nil
    }

    /// A string literal without interpolation, or a constant holding one.
    func string(_ expr: ExprSyntax, depth: Int = 0) -> String? {
        guard depth < 64 else { return nil }
        let e = Self.unwrapped(expr)
        if let s = e.as(StringLiteralExprSyntax.self) {
            var out = ""
            for segment in s.segments {
                guard let words = segment.as(StringSegmentSyntax.self),
                    let text = SwiftStringLiteral.text(words, in: s)
                else { return nil }
                out += text
            }
            return out
        }
        if let named = constant(e) { return string(named, depth: depth + 1) }
        return interpreted(e)?.text
    }

    /// The expression of the constant `e` names (`kPadding`, `Constants.kPadding`), if the file declares one.
    func constant(_ e: ExprSyntax) -> ExprSyntax? {
        if let ref = e.as(DeclReferenceExprSyntax.self) {
            return locals[ref.baseName.text] ?? expressions[ref.baseName.text]
        }
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription {
            return expressions[base + "." + member.declName.baseName.text]
                ?? (base == "Self" || base == "self" ? expressions[member.declName.baseName.text] : nil)
        }
        return nil
    }

    /// Parentheses and type coercions (`x as CGFloat`) are what they hold.
    static func unwrapped(_ e: ExprSyntax) -> ExprSyntax {
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1 { return unwrapped(t.elements.first!.expression) }
        if let a = e.as(AsExprSyntax.self) { return unwrapped(a.expression) }
        return e
    }

    /// Every `static let`, `let` in an enum and file-scope `let` with an initial value.
    final class Collector: SyntaxVisitor {
        var found: [String: ExprSyntax] = [:]
        var types: [String] = []

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        // A function's locals are not the file's constants.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.bindingSpecifier.tokenKind == .keyword(.let) else { return .skipChildren }
            let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            // A `let` counts at file scope, in an enum, or as `static`.
            guard isStatic || types.isEmpty || node.parent?.parent?.parent?.parent?.is(EnumDeclSyntax.self) == true
            else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value
                else { continue }
                found[name] = found[name] ?? value
                if let type = types.last { found[type + "." + name] = value }
            }
            return .skipChildren
        }
    }
}
