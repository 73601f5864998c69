internal import SwiftSyntax
import UnfoldCore

/// Works out the values of the app's Swift on its syntax tree, with the declarations of its module: never
/// compiled, never run. What only running the app gives is an unknown value (`SwiftValue.unknown`) that names its
/// call; every interpretation is bounded by the contract's budgets, each an error at the line where it was
/// exceeded.
final class SwiftInterpreter {
    let module: SwiftModule
    /// The contract's budgets: "10,000,000 steps, call depth 256, 100,000 elements in a collection, 1 MB in a
    /// string".
    static let maxSteps = 10_000_000
    static let maxDepth = 256
    static let maxElements = 100_000
    static let maxStringBytes = 1 << 20

    var steps = 0
    var depth = 0
    /// The first budget exceeded: later work stops at once, and the reader reports this one.
    var exceeded: SwiftBudgetExceeded?
    /// Static stored properties once worked out, by `Type.name` (Swift evaluates each once).
    var statics: [String: SwiftValue] = [:]
    /// The static properties being worked out, so one defined by itself is an unknown rather than a loop.
    var evaluatingStatics: Set<String> = []
    var types: [String: SwiftTypeInfo?] = [:]
    /// The environment the scene gives (`@Environment(\.colorScheme)`…), by key path name.
    var environment: [String: SwiftValue] = [:]

    init(module: SwiftModule) {
        self.module = module
    }

    /// One step of work: past the budget it is an error at `node`.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > Self.maxSteps {
            throw exceeding("the interpretation took more than 10,000,000 steps (the step budget)", at: node)
        }
    }

    /// Work as large as `n` (elements copied, bytes scanned), counted as steps.
    func charge(_ n: Int, at node: some SyntaxProtocol) throws {
        steps += max(0, n)
        if steps > Self.maxSteps {
            throw exceeding("the interpretation took more than 10,000,000 steps (the step budget)", at: node)
        }
    }

    func exceeding(_ message: String, at node: some SyntaxProtocol) -> SwiftBudgetExceeded {
        let e = exceeded ?? SwiftBudgetExceeded(message: message, node: Syntax(node))
        exceeded = e
        return e
    }

    /// A call one level deeper: past the budget it is an error at `node`.
    func deeper<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth {
            throw exceeding("calls nest deeper than 256 (the call-depth budget)", at: node)
        }
        return try body()
    }

    func checked(_ value: SwiftValue, at node: some SyntaxProtocol) throws -> SwiftValue {
        switch value {
        case .array(let a) where a.count > Self.maxElements:
            throw exceeding("a collection holds more than 100,000 elements (the collection budget)", at: node)
        case .dictionary(let d) where d.count > Self.maxElements:
            throw exceeding("a collection holds more than 100,000 elements (the collection budget)", at: node)
        case .string(let s) where s.utf8.count > Self.maxStringBytes:
            throw exceeding("a string is longer than 1 MB (the string budget)", at: node)
        default: return value
        }
    }

    func unknown(_ call: some SyntaxProtocol, _ why: String) -> SwiftValue {
        .unknown(SwiftUnknown(call: Self.short(call), why: why, node: Syntax(call)))
    }

    static func short(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    /// A value of a module-level expression (a constant, a token, a generated table's entry), nil when it is not
    /// one the interpreter reads; a budget exceeded is kept in `exceeded`.
    func value(of expr: ExprSyntax, in scope: SwiftScope? = nil) -> SwiftValue? {
        guard exceeded == nil else { return nil }
        do {
            return try evaluate(expr, in: scope ?? SwiftScope(parent: nil))
        } catch {
            return nil
        }
    }
}

/// A budget exceeded: the message names it; the node is where.
struct SwiftBudgetExceeded: Error {
    var message: String
    var node: Syntax
}

/// What a statement did: went on, returned a value, or broke out of or continued a loop.
enum SwiftFlow {
    case normal
    case returned(SwiftValue)
    case broke(String?)
    case continued(String?)
}
