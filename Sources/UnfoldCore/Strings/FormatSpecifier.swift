import UnfoldModel

/// One `%…` of a localized value, as `String(format:)` reads it.
struct FormatSpecifier: Sendable, Equatable {
    enum Conversion: Sendable, Equatable {
        /// `%@`: any argument, as written.
        case object
        /// `%d %i %u` with `l`/`ll`: a whole number.
        case integer(String)
        /// `%f %e %g` with an optional precision.
        case floating(String)
        /// `%#@NAME@`: a substitution.
        case substitution(String)
        /// `%arg` inside a substitution's variation: the substitution's own argument.
        case substitutionArgument
    }
    var conversion: Conversion
    /// `%2$@` → 2.
    var position: Int?
    /// Where it is in the value, in Unicode scalars.
    var range: Range<Int>
    /// The specifier as written, for messages.
    var text: String

    var isSubstitution: Bool {
        if case .substitution = conversion { return true }
        return false
    }

    var takesNumber: Bool {
        switch conversion {
        case .integer, .floating, .substitution, .substitutionArgument: return true
        case .object: return false
        }
    }
}

/// A piece of a value: literal text, or a specifier.
enum FormatPiece: Sendable, Equatable {
    case literal(String)
    case specifier(FormatSpecifier)
}

enum FormatScanner {
    /// The value's pieces, or the first specifier Unfold does not know (as written).
    static func scan(_ value: String) -> Result<[FormatPiece], FormatProblem> {
        let s = Array(value.unicodeScalars)
        var pieces: [FormatPiece] = []
        var literal = String.UnicodeScalarView()
        var i = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while i < s.count {
            guard s[i] == "%" else {
                literal.append(s[i])
                i += 1
                continue
            }
            if i + 1 < s.count, s[i + 1] == "%" {
                literal.append("%")
                i += 2
                continue
            }
            guard let (spec, end) = specifier(s, at: i) else {
                let shown = String(String.UnicodeScalarView(s[i..<min(s.count, i + 6)]))
                return .failure(.unknownSpecifier(shown))
            }
            flush()
            pieces.append(.specifier(spec))
            i = end
        }
        flush()
        return .success(pieces)
    }

    static func digits(_ s: [Unicode.Scalar], _ i: inout Int) -> Int? {
        var n = 0
        var any = false
        while i < s.count, let d = Int(String(s[i])), s[i].isASCII, n < 10_000 {
            n = n * 10 + d
            any = true
            i += 1
        }
        return any ? n : nil
    }

    /// The specifier starting at `start` (a `%`) and the index after it.
    static func specifier(_ s: [Unicode.Scalar], at start: Int) -> (FormatSpecifier, Int)? {
        var i = start + 1
        // `%arg`: only meaningful in a substitution's variation; elsewhere it is reported where it is used.
        if i + 3 <= s.count, String(String.UnicodeScalarView(s[i..<(i + 3)])) == "arg" {
            return (spec(.substitutionArgument, nil, s, start, i + 3), i + 3)
        }
        var position: Int?
        var j = i
        if let n = digits(s, &j), j < s.count, s[j] == "$", n >= 1 {
            position = n
            i = j + 1
        }
        if i < s.count, s[i] == "#", i + 1 < s.count, s[i + 1] == "@" {
            var k = i + 2
            var name = String.UnicodeScalarView()
            while k < s.count, s[k] != "@" {
                name.append(s[k])
                k += 1
            }
            guard k < s.count, !name.isEmpty else { return nil }
            return (spec(.substitution(String(name)), position, s, start, k + 1), k + 1)
        }
        if i < s.count, s[i] == "@" { return (spec(.object, position, s, start, i + 1), i + 1) }
        var precision = ""
        if i < s.count, s[i] == "." {
            var k = i + 1
            guard let p = digits(s, &k), p <= 20 else { return nil }
            precision = ".\(p)"
            i = k
        }
        var length = ""
        while i < s.count, s[i] == "l", length.count < 2 {
            length += "l"
            i += 1
        }
        guard i < s.count else { return nil }
        let c = s[i]
        if ["d", "i", "u"].contains(c) && precision.isEmpty {
            return (spec(.integer(length + String(c)), position, s, start, i + 1), i + 1)
        }
        if ["f", "e", "g"].contains(c) && length.isEmpty {
            return (spec(.floating(precision + String(c)), position, s, start, i + 1), i + 1)
        }
        return nil
    }

    static func spec(
        _ c: FormatSpecifier.Conversion, _ position: Int?, _ s: [Unicode.Scalar], _ start: Int, _ end: Int
    ) -> FormatSpecifier {
        FormatSpecifier(
            conversion: c, position: position, range: start..<end,
            text: String(String.UnicodeScalarView(s[start..<end])))
    }
}

/// What is wrong with a value or its arguments, in words the parser puts at the `L"…"`.
enum FormatProblem: Error, Sendable, Equatable {
    case unknownSpecifier(String)
    case argumentCount(expected: Int, given: Int, specifiers: [String])
    case wrongKind(argument: Int, specifier: String, given: String)
    case notWhole(argument: Int, specifier: String, given: String)
    case unknownSubstitution(String)
    case tooManyArguments(Int)
    /// The value as shown would be longer than a scene's text may be.
    case tooLong(limit: Int)
    /// A substitution's variation names that substitution again.
    case substitutionCycle(String)
    /// The key's entry in an indexed catalog is not what a catalog holds.
    case catalog(String)

    package var message: String {
        switch self {
        case .unknownSpecifier(let s):
            return "'\(s)…' is not a format specifier Unfold formats (%@ %d %i %u %ld %lld %lu %llu %f %.Nf %e %g %%, "
                + "positional %N$…, %#@NAME@)"
        case let .argumentCount(expected, given, specifiers):
            let list = specifiers.isEmpty ? "no format specifier" : specifiers.joined(separator: " ")
            let takes = expected == 1 ? "1 argument" : "\(expected) arguments"
            let are = given == 1 ? "1 is" : "\(given) are"
            return "its value takes \(takes) (\(list)), but \(are) given"
        case let .wrongKind(n, spec, given):
            return "argument \(n) is formatted by \(spec), which takes a number, but \(given) is text"
        case let .notWhole(n, spec, given):
            return "argument \(n) is formatted by \(spec), which takes a whole number, but \(given) is not one"
        case .unknownSubstitution(let name):
            return "its value names the substitution %#@\(name)@, which the catalog does not define"
        case .tooManyArguments(let n):
            return "\(n) arguments is more than the limit of \(Localizer.maxArguments)"
        case .tooLong(let limit):
            return "its value as shown is longer than \(limit) characters, the limit of a scene's text"
        case .substitutionCycle(let name):
            return "the substitution %#@\(name)@ names itself in its own variation, so it never ends"
        case .catalog(let message):
            return message
        }
    }
}
