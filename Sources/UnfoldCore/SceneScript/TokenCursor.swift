import Foundation
import UnfoldSyntax
import UnfoldModel

/// Reads the tokens of one line, reporting errors at the token they concern.
package struct TokenCursor {
    let line: SourceLine
    var position: Int
    let sink: DiagnosticSink

    /// How many diagnostics existed when this line's reading began.
    let errorsBefore: Int

    init(_ line: SourceLine, from position: Int = 0, sink: DiagnosticSink) {
        self.line = line
        self.position = position
        self.sink = sink
        errorsBefore = sink.diagnostics.count
    }

    /// Whether reading this line has reported an error already.
    var failed: Bool { sink.diagnostics.count > errorsBefore }

    var atEnd: Bool { position >= line.tokens.count }
    var peek: Token? { atEnd ? nil : line.tokens[position] }
    func peek(_ offset: Int) -> Token? {
        let i = position + offset
        return i < line.tokens.count ? line.tokens[i] : nil
    }

    /// Where the next token is, or just past the line's end.
    var here: SourceLocation {
        if let t = peek { return loc(t) }
        let last = line.tokens.last!
        return SourceLocation(
            line: line.number, column: last.column + last.text.unicodeScalars.count + (last.kind == .string ? 2 : 0) + 1
        )
    }

    func loc(_ t: Token) -> SourceLocation { SourceLocation(line: line.number, column: t.column) }

    /// The columns `t` takes.
    func range(_ t: Token) -> SourceRange { SourceRange(line: line.number, token: t) }

    func error(_ message: String, at token: Token? = nil) {
        sink.add(Diagnostic(message, in: token.map(range) ?? SourceRange(at: here)))
    }

    mutating func next() -> Token? {
        guard let t = peek else { return nil }
        position += 1
        return t
    }

    /// The next word; reports `what` as missing if there is none.
    /// A slot's name: a word, or a string for a name with spaces (an Interface Builder user label).
    mutating func slotName() -> Token? {
        guard let t = peek else {
            error("expected a slot name")
            return nil
        }
        guard t.kind == .word || t.kind == .string else {
            error("expected a slot name", at: t)
            position += 1
            return nil
        }
        position += 1
        return t
    }

    mutating func word(_ what: String) -> Token? {
        guard let t = peek else {
            error("expected \(what)")
            return nil
        }
        guard t.kind == .word else {
            error("expected \(what), found a string", at: t)
            position += 1
            return nil
        }
        position += 1
        return t
    }

    mutating func string(_ what: String) -> Token? {
        guard let t = peek else {
            error("expected \(what) (a quoted string)")
            return nil
        }
        guard t.kind == .string else {
            error("expected \(what) (a quoted string), found '\(t.text)'", at: t)
            position += 1
            return nil
        }
        position += 1
        return t
    }

    mutating func number(_ what: String, range: ClosedRange<Double>? = nil, rangeText: String? = nil) -> Double? {
        guard let t = peek else {
            error("expected \(what) (a number)")
            return nil
        }
        position += 1
        guard t.kind == .word, let v = decimal(t, what) else { return nil }
        if let r = range, !r.contains(v) {
            error("\(what) \(t.text) is out of range (\(rangeText ?? "\(r.lowerBound)…\(r.upperBound)"))", at: t)
            return nil
        }
        return v
    }

    /// The token's number, or an error saying why it is not one.
    func decimal(_ t: Token, _ what: String, expected: String = "a number") -> Double? {
        switch readDecimal(t.text) {
        case .value(let v):
            return v
        case .tooLarge:
            error("\(what) \(t.text) is beyond the limit (magnitude at most 1000000000)", at: t)
        case .invalid:
            error("expected \(what) (\(expected)), found '\(t.text)'", at: t)
        }
        return nil
    }

    mutating func integer(_ what: String, range: ClosedRange<Int>) -> Int? {
        guard let t = peek else {
            error("expected \(what) (a whole number)")
            return nil
        }
        position += 1
        guard t.kind == .word, let d = decimal(t, what, expected: "a whole number") else { return nil }
        guard d == d.rounded(), let v = Int(exactly: d) else {
            error("expected \(what) (a whole number), found '\(t.text)'", at: t)
            return nil
        }
        guard range.contains(v) else {
            error("\(what) \(v) is out of range (\(range.lowerBound)…\(range.upperBound))", at: t)
            return nil
        }
        return v
    }

    /// A duration: `0.3`, `0.3s` or `300ms`, in whole microseconds.
    mutating func duration(_ what: String) -> Micros? {
        guard let t = peek else {
            error("expected \(what) (a duration such as 0.3, 0.3s or 300ms)")
            return nil
        }
        position += 1
        let expected = "a duration such as 0.3, 0.3s or 300ms"
        guard t.kind == .word, let v = parseDuration(t.text) else {
            if t.kind == .word, readDecimal(durationDigits(t.text)) == .tooLarge {
                error("\(what) \(t.text) is beyond the 600 s limit", at: t)
            } else {
                error("expected \(what) (\(expected)), found '\(t.text)'", at: t)
            }
            return nil
        }
        if v < .zero {
            error("\(what) must not be negative", at: t)
            return nil
        }
        if v > SceneParser.maxTime {
            error("\(what) \(t.text) is beyond the 600 s limit", at: t)
            return nil
        }
        return v
    }

    mutating func keyword<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ what: String) -> E?
    where E.RawValue == String {
        guard let t = word(what) else { return nil }
        if let v = E(rawValue: t.text) { return v }
        let names = E.allCases.map(\.rawValue)
        error(
            "unknown \(what) '\(t.text)'; expected "
                + "\(names.joined(separator: ", "))\(suggestion(for: t.text, among: names))",
            at: t)
        return nil
    }

    mutating func color(_ what: String = "color") -> Color? {
        guard let t = word(what) else { return nil }
        if let c = parseColor(t.text) { return c }
        if t.text.hasPrefix("#") {
            error("malformed color '\(t.text)'; write #RGB, #RRGGBB or #RRGGBBAA", at: t)
        } else {
            error("unknown color '\(t.text)'\(colorSuggestions(t.text))", at: t)
        }
        return nil
    }

    /// `N` or `C/E`.
    mutating func pair(_ what: String, range: ClosedRange<Double>? = nil) -> Pair<Double>? {
        guard let t = peek else {
            error("expected \(what) (a number or a C/E pair)")
            return nil
        }
        position += 1
        let parts = t.text.split(separator: "/", omittingEmptySubsequences: false)
        let read = parts.map { readDecimal(String($0)) }
        if t.kind == .word, read.contains(.tooLarge) {
            error("\(what) '\(t.text)' is beyond the limit (magnitude at most 1000000000)", at: t)
            return nil
        }
        let values = parts.map { parseDecimal(String($0)) }
        guard t.kind == .word, parts.count <= 2, values.allSatisfy({ $0 != nil }) else {
            error("expected \(what) (a number or a C/E pair such as 0/128), found '\(t.text)'", at: t)
            return nil
        }
        let v = values.map { $0! }
        if let r = range, !v.allSatisfy(r.contains) {
            error("\(what) '\(t.text)' is out of range (\(r.lowerBound)…\(r.upperBound))", at: t)
            return nil
        }
        return v.count == 1 ? Pair(v[0]) : Pair(v[0], v[1])
    }

    /// A curve after a duration of `duration`, which a `uikit-spring` settles in.
    mutating func curve(duration: Micros = .zero) -> TimingCurve? {
        guard let t = word("a curve") else { return nil }
        switch t.text {
        case "linear": return .linear
        case "ease-in": return .easeIn
        case "ease-out": return .easeOut
        case "ease-in-out": return .easeInOut
        case "default": return .default
        case "bezier":
            guard let x1 = number("x1"), let y1 = number("y1"), let x2 = number("x2"), let y2 = number("y2") else {
                return nil
            }
            if !(0...1).contains(x1) || !(0...1).contains(x2) {
                error("bezier x values must be within 0…1", at: t)
                return nil
            }
            return .bezier(x1, y1, x2, y2)
        case "spring":
            guard let r = number("spring response") else { return nil }
            if r <= 0 {
                error("spring response must be greater than 0", at: t)
                return nil
            }
            guard let d = number("spring damping") else { return nil }
            if !(d > 0 && d <= 1) {
                error("spring damping \(formatNumber(d)) is out of range (0 < D ≤ 1)", at: line.tokens[position - 1])
                return nil
            }
            let spring = TimingCurve.spring(response: r, damping: d)
            if let settle = spring.springDuration, settle > SceneParser.maxTime.seconds {
                error("this spring settles after \(Int(settle.rounded(.up))) s, beyond the 600 s limit", at: t)
                return nil
            }
            return spring
        case "uikit-spring":
            guard let d = number("uikit-spring damping") else { return nil }
            if !(d > 0 && d <= 1) {
                error(
                    "uikit-spring damping \(formatNumber(d)) is out of range (0 < D ≤ 1)", at: line.tokens[position - 1]
                )
                return nil
            }
            guard let v = number("uikit-spring initial velocity", range: -1000...1000) else { return nil }
            if duration <= .zero {
                error("a uikit-spring lasts the animation's duration, which must be greater than 0", at: t)
                return nil
            }
            return .uikitSpring(damping: d, velocity: v, duration: duration.seconds)
        default:
            let names = ["linear", "ease-in", "ease-out", "ease-in-out", "default", "bezier", "spring", "uikit-spring"]
            error("unknown curve '\(t.text)'\(suggestion(for: t.text, among: names))", at: t)
            return nil
        }
    }

    /// `DURATION CURVE` as on `animation` lines; a spring's own settle time replaces the duration.
    mutating func animationSpec() -> AnimationSpec? {
        guard let d = duration("animation duration"), let c = curve(duration: d) else { return nil }
        return AnimationSpec(duration: c.springDuration.map { Micros(seconds: $0) } ?? d, curve: c)
    }

    /// Reports a token left over, unless the line already has an error (its leftovers follow from that one).
    func expectEnd() {
        if !failed, let t = peek { error("unexpected '\(t.text)' at the end of the line", at: t) }
    }
}

/// Collects diagnostics; a class so that cursors can share it.
final class DiagnosticSink {
    /// Diagnostics kept, in the order found; pruned to the first `SceneErrors.shown` of each severity (by place)
    /// whenever it grows past ten times that, so no scene makes it large.
    private(set) var diagnostics: [Diagnostic] = []
    /// How many of each severity were found and not kept.
    private(set) var dropped: [Diagnostic.Severity: Int] = [:]

    /// Errors found so far, kept or not.
    private var errorsFound = 0

    func add(_ d: Diagnostic) {
        diagnostics.append(d)
        if d.severity == .error { errorsFound += 1 }
        if diagnostics.count > 10 * SceneErrors.shown { prune() }
    }

    /// Whether as many errors as a scene prints are found already: later ones are counted, not worded with care.
    var isFull: Bool { errorsFound >= SceneErrors.shown }

    /// The diagnostics by place, the first `SceneErrors.shown` of each severity, and the count of the rest.
    func prune() {
        var kept: [Diagnostic] = []
        var seen: [Diagnostic.Severity: Int] = [:]
        for d in diagnostics.sorted(by: { $0.location < $1.location }) {
            seen[d.severity, default: 0] += 1
            if seen[d.severity]! <= SceneErrors.shown { kept.append(d) } else { dropped[d.severity, default: 0] += 1 }
        }
        diagnostics = kept
    }
}

/// What a number token holds: a value, a number too large to convert, or no number.
enum DecimalToken: Equatable {
    case value(Double)
    case tooLarge
    case invalid
}

/// The largest magnitude any number in a scene may have; checked on the digits, before conversion.
let maxNumberMagnitude = 1_000_000_000.0

func readDecimal(_ s: String) -> DecimalToken {
    var digits = 0
    var dots = 0
    var integerDigits = 0
    var leadingZeros = true
    for (i, c) in s.unicodeScalars.enumerated() {
        if c == "-" && i == 0 { continue }
        if c == "." {
            dots += 1
            continue
        }
        guard ("0"..."9").contains(c) else { return .invalid }
        digits += 1
        if dots == 0 {
            if c != "0" { leadingZeros = false }
            if !leadingZeros { integerDigits += 1 }
        }
    }
    guard digits > 0, dots <= 1, !s.hasSuffix(".") else { return .invalid }
    // Ten significant integer digits at most, so Double() never sees a value it cannot hold.
    guard integerDigits <= 10, let v = Double(s), abs(v) <= maxNumberMagnitude else { return .tooLarge }
    return .value(v)
}

func parseDecimal(_ s: String) -> Double? {
    if case .value(let v) = readDecimal(s) { return v }
    return nil
}

/// The number part of a duration token, without its unit.
func durationDigits(_ s: String) -> String {
    if s.hasSuffix("ms") { return String(s.dropLast(2)) }
    if s.hasSuffix("s") { return String(s.dropLast(1)) }
    return s
}

/// Whole microseconds; the magnitude limit keeps every value far below 2⁵³, where a Double stops being exact.
func parseDuration(_ s: String) -> Micros? {
    guard let v = parseDecimal(durationDigits(s)) else { return nil }
    let perUnit = s.hasSuffix("ms") ? 1000.0 : Micros.perSecond.count
    return Micros((v * perUnit).rounded())
}

/// The nearest colour names, up to three ("did you mean 'purple' or 'system-purple'?").
func colorSuggestions(_ word: String) -> String {
    let scored = Color.publicNames.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= max(2, word.count / 3) }
    let best = scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map { "'\($0.0)'" }
    return best.isEmpty
        ? "; see the colour names in docs/scene-format.md" : "; did you mean \(best.joined(separator: " or "))?"
}
