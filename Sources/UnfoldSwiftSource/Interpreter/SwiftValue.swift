internal import SwiftSyntax

/// A value the interpreter works out from the app's Swift, never by running it.
indirect enum SwiftValue {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// A string the app localises (`NSLocalizedString("key", …)`, SwiftGen's `tr`): the scene writes it `L"key"`,
    /// looked up in the scene's strings; `fallback` is the value the code gives when no table holds the key.
    case localized(key: String, fallback: String?, arguments: [SwiftValue] = [])
    case none
    case array([SwiftValue])
    case dictionary([(key: SwiftValue, value: SwiftValue)])
    case tuple([(label: String?, value: SwiftValue)])
    /// A struct's value: its type and stored properties (value semantics: copied when assigned).
    case record(SwiftRecord)
    /// A class instance: shared, with identity.
    case object(SwiftObject)
    case enumCase(type: String, name: String, payload: [(label: String?, value: SwiftValue)])
    case closure(SwiftClosure)
    /// A type named as a value (`DesignSystem.Spaces`, `Color`), whose static members are read from it.
    case type(String)
    case keyPath([String])
    /// A value of a modelled framework the reader maps to the scene's words: an SF Symbol's name (`symbol`), a
    /// colour in the scene's words (`color`), a font text style (`font`).
    case framework(kind: String, name: String)
    /// What only running the app gives: the call that gives it, and where.
    case unknown(SwiftUnknown)

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    var text: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// Elements of an array, a set or a range's values.
    var elements: [SwiftValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    static func fields(_ list: [(label: String?, value: SwiftValue)], depth: Int) -> String {
        list.prefix(20).map { ($0.label.map { $0 + ": " } ?? "") + $0.value.described(depth: depth) }
            .joined(separator: ", ")
    }

    /// A description for messages and tests: three levels deep and 200 characters at most, so a value that holds
    /// itself (an object's property) or a huge one costs no more than its first words.
    var described: String {
        let text = described(depth: 0)
        return text.count > 200 ? String(text.prefix(199)) + "…" : text
    }

    func described(depth: Int) -> String {
        guard depth < 3 else { return "…" }
        let d = depth + 1
        switch self {
        case .int(let i): return String(i)
        case .double(let x): return String(x)
        case .bool(let b): return String(b)
        case .string(let s): return "\"" + s + "\""
        case .localized(let key, _, let arguments):
            return "L\"" + key + "\""
                + (arguments.isEmpty
                    ? "" : "(" + arguments.map { $0.described(depth: d) }.joined(separator: ", ") + ")")
        case .none: return "nil"
        case .array(let a):
            return "[" + a.prefix(20).map { $0.described(depth: d) }.joined(separator: ", ")
                + (a.count > 20 ? ", …" : "") + "]"
        case .dictionary(let entries):
            return "["
                + entries.prefix(20).map { $0.key.described(depth: d) + ": " + $0.value.described(depth: d) }
                .joined(separator: ", ") + "]"
        case .tuple(let t): return "(" + Self.fields(t, depth: d) + ")"
        case .record(let r):
            return r.type + "(" + Self.fields(r.fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, depth: d)
                + ")"
        case .object(let o):
            return o.type + " object("
                + Self.fields(o.fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, depth: d) + ")"
        case .enumCase(let type, let name, let payload):
            return type + "." + name + (payload.isEmpty ? "" : "(" + Self.fields(payload, depth: d) + ")")
        case .closure: return "a closure"
        case .type(let t): return t
        case .keyPath(let k): return "\\." + k.joined(separator: ".")
        case .framework(_, let name): return name
        case .unknown(let u): return u.call
        }
    }
}

/// A struct's stored properties, in the order they were set.
struct SwiftRecord {
    var type: String
    var fields: [String: SwiftValue] = [:]
}

/// A class instance: its stored properties change in place, seen by every holder.
final class SwiftObject {
    let type: String
    var fields: [String: SwiftValue] = [:]
    init(type: String) { self.type = type }
}

/// A closure and the scope it captured.
struct SwiftClosure {
    var parameters: [String]
    var body: CodeBlockItemListSyntax
    var scope: SwiftScope
    /// A closure written as a `@ViewBuilder` argument: its statements are views, read by the view reader.
    var syntax: ClosureExprSyntax?
    /// A function of the module given as a value (`map(makeRow)`), called with its own parameters.
    var function: FunctionDeclSyntax?
    /// A function declared in a body: it runs inside the scope it was declared in.
    var isLocal = false
}

/// A value that only running the app gives: the call, and the place in the Swift file.
struct SwiftUnknown {
    var call: String
    var why: String
    var node: Syntax
}

/// Names in scope: the innermost block's, then its parents', up to the function or closure's captured scope. A
/// class, so a closure shares the variables it captured.
final class SwiftScope {
    var values: [String: SwiftValue] = [:]
    let parent: SwiftScope?
    /// The instance or type the code runs in (`self`), and its type's name.
    var selfType: String?
    var isStatic = false

    init(parent: SwiftScope?, selfType: String? = nil) {
        self.parent = parent
        self.selfType = selfType ?? parent?.selfType
        self.isStatic = parent?.isStatic ?? false
    }

    func lookup(_ name: String) -> SwiftValue? {
        var s: SwiftScope? = self
        while let scope = s {
            if let v = scope.values[name] { return v }
            s = scope.parent
        }
        return nil
    }

    /// Sets a variable where it is declared; false when no scope declares it.
    @discardableResult
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        var s: SwiftScope? = self
        while let scope = s {
            if scope.values[name] != nil {
                scope.values[name] = value
                return true
            }
            s = scope.parent
        }
        return false
    }

    func declare(_ name: String, _ value: SwiftValue) { values[name] = value }
}
