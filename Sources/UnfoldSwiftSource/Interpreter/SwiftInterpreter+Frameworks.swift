import Foundation
internal import SwiftSyntax
import UnfoldCore

/// Frameworks and libraries, modelled: Foundation's localisation and formatting, Core Graphics' numbers, the
/// number conversions, SwiftUI's and UIKit's colours, and what only running the app gives (named as unknowns).
extension SwiftInterpreter {
    /// The framework types a value may name; their members the model does not know are unknowns that say so.
    static let frameworkTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "String", "Bool", "Character", "TimeInterval", "Color", "UIColor",
        "Font", "UIFont", "CGSize", "CGRect", "CGPoint", "EdgeInsets", "UIEdgeInsets", "NSDirectionalEdgeInsets",
        "Image", "UIImage", "Bundle", "Locale", "Date", "UUID", "URL", "Calendar", "DispatchQueue", "UserDefaults",
        "FileManager", "ProcessInfo", "UIScreen", "UIDevice", "NSLocalizedString", "Array", "Dictionary", "Set",
        "Animation", "UIFontMetrics", "UIApplication", "NotificationCenter", "URLSession", "JSONDecoder", "Data"
    ]

    /// Calls that only running the app answers, with what each needs.
    static let runtimeOnly: [String: String] = [
        "UUID": "a random identifier", "Date": "the clock", "URLSession": "the network", "FileManager": "files",
        "UserDefaults": "the app's stored settings", "ProcessInfo": "the running process", "random": "randomness",
        "JSONDecoder": "data the app loads", "Data": "data the app loads", "UIApplication": "the running app",
        "UIDevice": "the device", "UIScreen": "the device's screen", "NotificationCenter": "the running app"
    ]

    static func modelledGlobal(_ n: String) -> SwiftValue? { nil }

    static func modelledStatic(_ t: String, _ n: String) -> SwiftValue? {
        switch (t, n) {
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .double(Double.pi)
        case ("CGFloat", "zero"), ("Double", "zero"): return .double(0)
        case ("Int", "zero"): return .int(0)
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"), ("Double", "infinity"),
            ("CGFloat", "infinity"):
            return .double(Double.infinity)
        case ("Color", _), ("ShapeStyle", _):
            return SwiftUIValues.colors[n].map { .framework(kind: "color", name: $0) }
        case ("UIColor", _):
            return .framework(kind: "uicolor", name: n)
        case ("Font", _):
            return SwiftUIValues.textStyles[n].map { .framework(kind: "font", name: $0) }
        default: return nil
        }
    }

    /// `CGFloat(8)`, `Double("1.5")`, `String(3)`, `Int(x)`, and the framework types' values the model has.
    func modelledInit(_ t: String, _ args: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        if let why = Self.runtimeOnly[t] { return unknown(call, "'\(t)(…)' needs \(why)") }
        let first = args.first?.value
        switch t {
        case "CGFloat", "Double", "Float", "TimeInterval":
            if let n = first?.number { return .double(n) }
            if let s = first?.text { return Double(s).map(SwiftValue.double) ?? SwiftValue.none }
        case "Int":
            if let n = first?.number, n.isFinite, abs(n) < 9e18 { return .int(Int(n.rounded(.towardZero))) }
            if let s = first?.text { return Int(s).map(SwiftValue.int) ?? SwiftValue.none }
        case "String":
            if args.first?.label == "localized" || args.first?.label == "format" { return nil }
            if let f = first, let s = Self.interpolated(f) { return .string(s) }
        case "Bool":
            if case .bool? = first { return first }
        case "Array", "Set":
            if case .array? = first { return first }
            return .array([])
        case "CGSize", "CGPoint", "CGRect", "EdgeInsets", "UIEdgeInsets", "NSDirectionalEdgeInsets":
            return .tuple(args.map { ($0.label, $0.value) })
        default: break
        }
        if first?.isUnknown == true { return first }
        return nil
    }

    func modelledFunction(_ n: String, _ args: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        let numbers = args.compactMap(\.value.number)
        // Whole numbers stay whole, worked out as Ints (a Double rounds Int.max up, which no Int holds).
        let ints = args.compactMap { a -> Int? in if case .int(let i) = a.value { return i } else { return nil } }
        if ints.count == args.count, !ints.isEmpty {
            switch n {
            case "max": return .int(ints.max()!)
            case "min": return .int(ints.min()!)
            case "abs" where ints.count == 1:
                return ints[0] == Int.min ? unknown(call, "it overflows an Int") : .int(abs(ints[0]))
            default: break
            }
        }
        switch n {
        case "max" where numbers.count == args.count && !numbers.isEmpty:
            return Self.numberLike(args, numbers.max()!)
        case "min" where numbers.count == args.count && !numbers.isEmpty:
            return Self.numberLike(args, numbers.min()!)
        case "abs" where numbers.count == 1: return Self.numberLike(args, abs(numbers[0]))
        case "round" where numbers.count == 1: return .double(numbers[0].rounded())
        case "floor" where numbers.count == 1: return .double(numbers[0].rounded(.down))
        case "ceil" where numbers.count == 1: return .double(numbers[0].rounded(.up))
        case "print", "debugPrint", "assert", "precondition": return .tuple([])
        default: return nil
        }
    }

    /// An Int when every argument is one, else a Double.
    static func numberLike(_ args: [Argument], _ n: Double) -> SwiftValue {
        args.allSatisfy({ if case .int = $0.value { return true } else { return false } }) && n.isFinite
            && abs(n) < 9e18
            ? .int(Int(n)) : .double(n)
    }

    func modelledCall(_ t: String, _ n: String, _ args: [Argument], at call: FunctionCallExprSyntax) throws
        -> SwiftValue?
    {
        if n == "random" { return unknown(call, "'\(t).random' needs randomness") }
        if let why = Self.runtimeOnly[t] { return unknown(call, "'\(t).\(n)' needs \(why)") }
        if n == "init", typeInfo(t) == nil { return try modelledInit(t, args, at: call) }
        return nil
    }

    /// Calls read from their syntax: localised strings (`NSLocalizedString`, `String(localized:)`,
    /// `Bundle.….localizedString(forKey:value:table:)`), `String(format:)`.
    func frameworkCall(_ call: FunctionCallExprSyntax, in scope: SwiftScope) throws -> SwiftValue? {
        let called = call.calledExpression.trimmedDescription
        let labels = call.arguments.map { $0.label?.text }
        func argument(_ label: String?) throws -> SwiftValue? {
            guard let a = call.arguments.first(where: { $0.label?.text == label }) else { return nil }
            return try evaluate(a.expression, in: scope)
        }
        if called == "NSLocalizedString" || called.hasSuffix(".NSLocalizedString") {
            guard let key = try argument(nil)?.text else {
                return unknown(call, "the key is not a string the module gives")
            }
            let value = try argument("value")?.text
            return .localized(key: key, fallback: value?.isEmpty == false ? value : nil)
        }
        if called == "String" || called == "LocalizedStringKey" || called == "LocalizedStringResource",
            labels.first == "localized" || (called != "String" && labels.first == nil)
        {
            guard let key = try argument(labels.first ?? nil)?.text else {
                return unknown(call, "the key is not a string the module gives")
            }
            let fallback = try argument("defaultValue")?.text
            return .localized(key: key, fallback: fallback)
        }
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "localizedString",
            labels.first == "forKey"
        {
            guard let key = try argument("forKey")?.text else {
                return unknown(call, "the key is not a string the module gives")
            }
            let value = try argument("value")?.text
            return .localized(key: key, fallback: value?.isEmpty == false ? value : nil)
        }
        if called == "String", labels.first == "format" {
            let format = try argument("format")
            let rest = try Array(call.arguments.dropFirst()).filter { $0.label?.text != "locale" }.map {
                try evaluate($0.expression, in: scope)
            }
            var values = rest
            // `String(format: f, arguments: args)` as SwiftGen writes it.
            if call.arguments.contains(where: { $0.label?.text == "arguments" }),
                case .array(let a)? = try argument("arguments")
            {
                values = a
            }
            switch format {
            case .localized(let key, let fallback, _)?:
                // `L"KEY"(ARG…)` in the scene: numbers and strings the format fills.
                guard values.allSatisfy({ $0.number != nil || $0.text != nil }) else {
                    return values.first(where: \.isUnknown) ?? unknown(call, "an argument has no value Unfold knows")
                }
                return .localized(key: key, fallback: fallback, arguments: values)
            case .string(let f)?:
                return Self.formatted(f, values).map(SwiftValue.string) ?? unknown(call, "the format is not modelled")
            case .unknown?: return format
            default: return unknown(call, "the format is not a string Unfold knows")
            }
        }
        return nil
    }

    /// `%@ %d %ld %lld %i %u %f %.Nf %%` with their arguments, as `String(format:)` in English.
    static func formatted(_ f: String, _ args: [SwiftValue]) -> String? {
        var out = ""
        var i = f.startIndex
        var next = 0
        while i < f.endIndex {
            let c = f[i]
            guard c == "%" else {
                out.append(c)
                i = f.index(after: i)
                continue
            }
            var j = f.index(after: i)
            var spec = ""
            while j < f.endIndex, "0123456789.l".contains(f[j]) {
                spec.append(f[j])
                j = f.index(after: j)
            }
            guard j < f.endIndex else { return nil }
            let kind = f[j]
            if kind == "%" {
                out.append("%")
            } else {
                guard next < args.count else { return nil }
                let a = args[next]
                next += 1
                switch kind {
                case "@":
                    guard let s = interpolated(a) else { return nil }
                    out += s
                case "d", "i", "u":
                    if case .int(let i) = a {
                        out += String(i)
                    } else {
                        guard let n = a.number, n.isFinite, abs(n) < 9e18 else { return nil }
                        out += String(Int(n.rounded(.towardZero)))
                    }
                case "f":
                    guard let n = a.number else { return nil }
                    let digits = spec.split(separator: ".").last.flatMap { Int($0) } ?? 6
                    out += String(format: "%.\(min(digits, 12))f", n)
                default: return nil
                }
            }
            i = f.index(after: j)
            guard out.utf8.count <= SwiftInterpreter.maxStringBytes else { return nil }
        }
        return out
    }
}
