import Foundation
internal import SwiftSyntax
import UnfoldCore

/// Swift's standard library, modelled: the members and methods `docs/swift-sources.md` lists of `String`, the
/// number types, `Bool`, `Optional`, `Array`, `Dictionary` and `Set` (arrays), and ranges (arrays of their
/// values).
extension SwiftInterpreter {
    func libraryMember(_ v: SwiftValue, _ n: String, at node: some SyntaxProtocol) throws -> SwiftValue? {
        switch (v, n) {
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? SwiftValue.none
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? SwiftValue.none
        case (.string(let s), "capitalized"): return .string(s.capitalized)
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? SwiftValue.none
        case (.array(let a), "last"): return a.last ?? SwiftValue.none
        case (.array(let a), "indices"): return .array(a.indices.map(SwiftValue.int))
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
        case (.dictionary(let d), "keys"): return .array(d.map(\.key))
        case (.dictionary(let d), "values"): return .array(d.map(\.value))
        case (.int(let i), "description"), (.int(let i), "formatted"): return .string(String(i))
        case (.double(let d), "description"): return .string(String(d))
        case (.bool(let b), "description"): return .string(String(b))
        case (.bool(let b), "toggle"): return .bool(!b)
        case (.tuple(let t), _):
            if let found = t.first(where: { $0.label == n }) { return found.value }
            if let i = Int(n), t.indices.contains(i) { return t[i].value }
            return nil
        case (.none, _): return SwiftValue.none  // optional chaining: nil all the way
        default: return nil
        }
    }

    /// A count or an index a value gives: a whole number from 0 to the collection budget's size, else nil
    /// (never a trap on a huge, negative or NaN number).
    static func count(_ v: SwiftValue) -> Int? {
        guard let n = v.number, n.isFinite, n >= 0, n <= Double(maxElements) * 16 else { return nil }
        return Int(n)
    }

    func libraryCall(
        _ base: SwiftValue, _ n: String, _ args: [Argument], baseExpr: ExprSyntax, at call: FunctionCallExprSyntax,
        in scope: SwiftScope
    ) throws -> SwiftValue? {
        let first = args.first?.value
        switch (base, n) {
        case (.string(let s), "uppercased"): return try checked(.string(s.uppercased()), at: call)
        case (.string(let s), "lowercased"): return try checked(.string(s.lowercased()), at: call)
        case (.string(let s), "trimmingCharacters"): return .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
        case (.string(let s), "hasPrefix"): return first?.text.map { .bool(s.hasPrefix($0)) }
        case (.string(let s), "hasSuffix"): return first?.text.map { .bool(s.hasSuffix($0)) }
        case (.string(let s), "contains"): return first?.text.map { .bool(s.contains($0)) }
        case (.string(let s), "replacingOccurrences"):
            guard let a = args.first?.value.text, let b = args.dropFirst().first?.value.text, !a.isEmpty else {
                return nil
            }
            // The result's length is known before it is made: past the string budget it is not made.
            let count = s.components(separatedBy: a).count - 1
            try charge(s.utf8.count / 64, at: call)
            guard s.utf8.count + count * max(0, b.utf8.count - a.utf8.count) <= Self.maxStringBytes else {
                throw exceeding("a string is longer than 1 MB (the string budget)", at: call)
            }
            return try checked(.string(s.replacingOccurrences(of: a, with: b)), at: call)
        case (.string(let s), "prefix"): return first.flatMap(Self.count).map { .string(String(s.prefix($0))) }
        case (.string(let s), "suffix"): return first.flatMap(Self.count).map { .string(String(s.suffix($0))) }
        case (.string(let s), "components"), (.string(let s), "split"):
            guard let sep = first?.text, !sep.isEmpty else { return nil }
            try charge(s.utf8.count / 64, at: call)
            return try checked(
                .array(
                    s.components(separatedBy: sep).filter { n == "components" || !$0.isEmpty }.map(SwiftValue.string)),
                at: call)
        case (.array(let a), "joined"):
            let sep = first?.text ?? ""
            let parts = a.compactMap { Self.interpolated($0) }
            guard parts.count == a.count else { return unknown(call, "an element has no text Unfold knows") }
            // Its length first: past the string budget it is not made.
            let length = parts.reduce(0) { $0 + $1.utf8.count } + max(0, parts.count - 1) * sep.utf8.count
            guard length <= Self.maxStringBytes else {
                throw exceeding("a string is longer than 1 MB (the string budget)", at: call)
            }
            return .string(parts.joined(separator: sep))
        case (.array(let a), "contains"):
            if let f = first, case .closure = f {
                return .bool(try a.contains { try invoke(f, [(nil, $0)], at: call).isTrue })
            }
            return first.map { f in .bool(a.contains { Self.equal($0, f) }) }
        case (.array(let a), "map"), (.array(let a), "compactMap"), (.array(let a), "flatMap"):
            guard let f = first else { return nil }
            var out: [SwiftValue] = []
            for e in a {
                let v = try invoke(f, [(nil, e)], at: call)
                if n == "compactMap", case .none = v { continue }
                if n == "flatMap", case .array(let inner) = v { out += inner } else { out.append(v) }
                guard out.count <= Self.maxElements else {
                    throw exceeding("a collection holds more than 100,000 elements (the collection budget)", at: call)
                }
            }
            return try checked(.array(out), at: call)
        case (.array(let a), "filter"):
            guard let f = first else { return nil }
            return .array(try a.filter { try invoke(f, [(nil, $0)], at: call).isTrue })
        case (.array(let a), "first") where first != nil:
            return try a.first { try invoke(first!, [(nil, $0)], at: call).isTrue } ?? SwiftValue.none
        case (.array(let a), "reduce"):
            guard args.count == 2 else { return nil }
            var acc = args[0].value
            for e in a { acc = try invoke(args[1].value, [(nil, acc), (nil, e)], at: call) }
            return acc
        case (.array(let a), "reversed"): return .array(a.reversed())
        case (.array(let a), "enumerated"):
            return .array(a.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case (.array(let a), "prefix"): return first.flatMap(Self.count).map { .array(Array(a.prefix($0))) }
        case (.array(let a), "dropFirst"):
            return (first.map(Self.count) ?? 1).map { .array(Array(a.dropFirst($0))) }
        case (.array(let a), "sorted"):
            if let f = first {
                return .array(try a.sorted { try invoke(f, [(nil, $0), (nil, $1)], at: call).isTrue })
            }
            return .array(
                a.sorted { x, y in
                    if let p = x.number, let q = y.number { return p < q }
                    return (x.text ?? "") < (y.text ?? "")
                })
        case (.array(var a), "append"):
            guard let f = first else { return nil }
            // Appending copies the array held by its variable: work as long as the array.
            try charge(a.count / 16, at: call)
            a.append(f)
            try assign(baseExpr, try checked(.array(a), at: call), in: scope)
            return .tuple([])
        case (.array(var a), "insert"):
            guard let f = first, let i = args.dropFirst().first.flatMap({ Self.count($0.value) }), i <= a.count else {
                return nil
            }
            try charge(a.count / 16, at: call)
            a.insert(f, at: i)
            try assign(baseExpr, try checked(.array(a), at: call), in: scope)
            return .tuple([])
        case (.array(var a), "removeAll"):
            a.removeAll()
            try assign(baseExpr, .array(a), in: scope)
            return .tuple([])
        case (.bool(let b), "toggle"):
            try assign(baseExpr, .bool(!b), in: scope)
            return .tuple([])
        case (.none, _): return SwiftValue.none
        default: return nil
        }
    }
}
