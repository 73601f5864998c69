import Foundation
import UnfoldSyntax
import UnfoldModel

/// Fills one value's format specifiers with arguments, as `String(format:locale:)` does, keeping track of the
/// characters each argument put in.
struct ValueFormatter {
    var entry: StringEntry
    var arguments: [StringArgument]
    /// The language whose plural rules choose variations.
    var language: String
    var locale: Locale
    var plurals: any PluralRules

    /// Argument positions (1-based) the value uses, and the specifiers that use them.
    var used: [Int: String] = [:]
    var problem: FormatProblem?
    /// Whether arguments beyond those the value names are ignored (a plural form), not an error.
    var ignoresExtraArguments = false
    /// The substitutions being expanded, innermost last: one that names itself again is a cycle.
    var expanding: [String] = []
    /// Arguments already formatted, by specifier and position.
    var formatted: [FormattedKey: String] = [:]
    /// A shown value is scene text, which has the scene's length limit; substitutions can multiply a short
    /// value many times over, so the limit is checked as the text grows.
    static let maxLength = Lexer.maxStringLength

    init(
        entry: StringEntry, arguments: [StringArgument], language: String, locale: Locale, plurals: any PluralRules
    ) {
        self.entry = entry
        self.arguments = arguments
        self.language = language
        self.locale = locale
        self.plurals = plurals
    }

    /// The category of the argument a plural value counts: the one its first numeric specifier formats.
    func category(for byCategory: [PluralCategory: StringVariation]) -> PluralCategory {
        let texts = byCategory.sorted { $0.key > $1.key }.compactMap { pair -> String? in
            if case .unit(let s) = pair.value { return s }
            return nil
        }
        var position: Int?
        for text in texts {
            guard case .success(let pieces) = FormatScanner.scan(text) else { continue }
            var next = 1
            for case .specifier(let s) in pieces {
                let p = s.position ?? next
                if s.position == nil { next += 1 }
                if s.takesNumber {
                    position = p
                    break
                }
            }
            if position != nil { break }
        }
        // Forms that all leave their count unwritten ("لا ملفات", "ملف واحد") still count the first argument: a
        // catalog's plural variation without a substitution varies by the value's one argument.
        guard let p = position ?? (arguments.isEmpty ? nil : 1), p <= arguments.count,
            case .number(let n, _) = arguments[p - 1]
        else { return .other }
        return plurals.category(of: n, language: language)
    }

    mutating func format(_ value: String) -> Result<LocalizedText, FormatProblem> {
        // A value used without arguments is shown as written, as iOS shows it ("100%", "50 %%"): only one
        // with specifiers to fill goes through formatting (and is reported if its arguments are missing).
        guard value.unicodeScalars.count <= Self.maxLength else { return .failure(.tooLong(limit: Self.maxLength)) }
        if arguments.isEmpty, Self.hasNoSpecifier(value) {
            return .success(LocalizedText(text: value, argumentRanges: [], translated: true))
        }
        var out = LocalizedText(text: "", argumentRanges: [], translated: true)
        var scalars = 0
        var next = 1
        switch FormatScanner.scan(value) {
        case .failure(let p): return .failure(p)
        case .success(let pieces):
            for piece in pieces {
                switch piece {
                case .literal(let s): append(literal: s, to: &out, scalars: &scalars)
                case .specifier(let spec):
                    let position = spec.position ?? next
                    if spec.position == nil { next += 1 }
                    guard let piece = fill(spec, position: position) else { continue }
                    append(piece, to: &out, scalars: &scalars)
                }
                if isOverLimit(scalars) { break }
            }
        }
        if let problem { return .failure(problem) }
        let expected = used.keys.max() ?? 0
        if expected > arguments.count || (expected < arguments.count && !ignoresExtraArguments) {
            let specifiers = used.sorted { $0.key < $1.key }.map(\.value)
            return .failure(.argumentCount(expected: expected, given: arguments.count, specifiers: specifiers))
        }
        return .success(out)
    }

    static func hasNoSpecifier(_ value: String) -> Bool {
        switch FormatScanner.scan(value) {
        case .failure: return true
        case .success(let pieces):
            return !pieces.contains { if case .specifier = $0 { return true } else { return false } }
        }
    }

    /// Records the length problem once the text passes the limit.
    mutating func isOverLimit(_ scalars: Int) -> Bool {
        guard scalars > Self.maxLength else { return problem != nil }
        problem = problem ?? .tooLong(limit: Self.maxLength)
        return true
    }

    func append(literal s: String, to out: inout LocalizedText, scalars: inout Int) {
        out.text += s
        scalars += s.unicodeScalars.count
    }

    func append(_ piece: LocalizedText, to out: inout LocalizedText, scalars: inout Int) {
        out.text += piece.text
        out.argumentRanges += piece.argumentRanges.map { ($0.lowerBound + scalars)..<($0.upperBound + scalars) }
        scalars += piece.text.unicodeScalars.count
    }

    /// One specifier's text; nil after a problem (kept in `problem`).
    mutating func fill(_ spec: FormatSpecifier, position: Int) -> LocalizedText? {
        switch spec.conversion {
        case .substitution(let name):
            guard let sub = entry.substitutions[name] else {
                problem = problem ?? .unknownSubstitution(name)
                return nil
            }
            guard !expanding.contains(name) else {
                problem = problem ?? .substitutionCycle(name)
                return nil
            }
            expanding.append(name)
            defer { expanding.removeLast() }
            return substitute(sub, position: sub.argNum ?? position, written: spec.text)
        case .substitutionArgument:
            problem = problem ?? .unknownSpecifier("%arg")
            return nil
        default:
            return argument(spec, position: position)
        }
    }

    /// An argument formatted by one specifier, all of it argument text.
    mutating func argument(_ spec: FormatSpecifier, position: Int) -> LocalizedText? {
        used[position] = used[position] ?? spec.text
        guard position <= arguments.count else { return nil }
        // Substitutions can format one argument many times over: each specifier and argument is formatted once.
        let key = FormattedKey(specifier: spec.text, position: position)
        if let text = formatted[key] {
            return LocalizedText(text: text, argumentRanges: [0..<text.unicodeScalars.count], translated: true)
        }
        let arg = arguments[position - 1]
        let text: String
        switch (spec.conversion, arg) {
        case (.object, .text(let t)): text = t
        case (.object, .number(_, let written)): text = written
        case (.integer(let conv), .number(let n, _)):
            guard n == n.rounded(), abs(n) < 9e18 else {
                problem = problem ?? .notWhole(argument: position, specifier: spec.text, given: arg.shown)
                return nil
            }
            // Swift's Int is 64 bits: always `%ld`-sized, whatever length the value wrote.
            text = String(format: "%l" + String(conv.last!), locale: locale, Int(n))
        case (.floating(let conv), .number(let n, _)):
            text = String(format: "%" + conv, locale: locale, n)
        default:
            problem = problem ?? .wrongKind(argument: position, specifier: spec.text, given: arg.shown)
            return nil
        }
        formatted[key] = text
        return LocalizedText(text: text, argumentRanges: [0..<text.unicodeScalars.count], translated: true)
    }

    /// `%#@NAME@`: the variation its argument's plural category picks, its `%arg` and specifiers filled with
    /// that argument.
    mutating func substitute(_ sub: Substitution, position: Int, written: String) -> LocalizedText? {
        used[position] = used[position] ?? written
        guard position <= arguments.count else { return nil }
        guard case .number(let n, _) = arguments[position - 1] else {
            problem =
                problem ?? .wrongKind(argument: position, specifier: written, given: arguments[position - 1].shown)
            return nil
        }
        let category = plurals.category(of: n, language: language)
        let variation = sub.plural[category] ?? sub.plural[.other] ?? ""
        guard case .success(let pieces) = FormatScanner.scan(variation) else {
            problem = problem ?? .unknownSpecifier(variation)
            return nil
        }
        var out = LocalizedText(text: "", argumentRanges: [], translated: true)
        var scalars = 0
        for piece in pieces {
            switch piece {
            case .literal(let s): append(literal: s, to: &out, scalars: &scalars)
            case .specifier(let spec) where spec.isSubstitution:
                // A variation may use another substitution (as .stringsdict variables may), never its own.
                guard let piece = fill(spec, position: spec.position ?? position) else { continue }
                append(piece, to: &out, scalars: &scalars)
            case .specifier(let spec):
                var own = spec
                if spec.conversion == .substitutionArgument {
                    guard case .success(let parsed) = FormatScanner.scan("%" + sub.formatSpecifier),
                        case .specifier(let formatted)? = parsed.first, parsed.count == 1
                    else {
                        problem = problem ?? .unknownSpecifier("%" + sub.formatSpecifier)
                        return nil
                    }
                    own = formatted
                }
                // A `.stringsdict` variation formats its own argument with a plain specifier ("%d file").
                guard let piece = argument(own, position: spec.position ?? position) else { continue }
                append(piece, to: &out, scalars: &scalars)
            }
            if isOverLimit(scalars) { return nil }
        }
        return out
    }
}

/// One argument as one specifier formats it.
struct FormattedKey: Hashable {
    var specifier: String
    var position: Int
}
