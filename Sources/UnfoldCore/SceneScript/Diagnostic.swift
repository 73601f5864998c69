/// A place in a scene file: 1-based line, and column counted in Unicode scalars.
public struct SourceLocation: Sendable, Equatable, Hashable, Comparable {
    public package(set) var line: Int
    public package(set) var column: Int
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// The stretch of a scene file a diagnostic concerns, on one line: from `start` up to, not including, `end`.
/// A range whose end is its start marks a place, not a word.
public struct SourceRange: Sendable, Equatable, Hashable {
    public package(set) var start: SourceLocation
    public package(set) var end: SourceLocation
    package init(_ start: SourceLocation, _ end: SourceLocation) {
        self.start = start
        self.end = end
    }
    /// A place: the range of no characters at `location`.
    package init(at location: SourceLocation) { self.init(location, location) }
    /// The columns a token takes on `line`.
    package init(line: Int, token: Token) {
        let start = SourceLocation(line: line, column: token.column)
        self.init(start, SourceLocation(line: line, column: token.column + (token.length ?? 1)))
    }
}

/// A problem found in a scene, with where it is; notes point at the other places it concerns.
public struct Diagnostic: Sendable, Equatable, Error {
    public enum Severity: String, Sendable { case error, warning, note }
    public package(set) var severity: Severity
    public package(set) var message: String
    /// Where the problem is: the word or string it concerns, or a place when there is no word.
    public package(set) var range: SourceRange
    public package(set) var notes: [Diagnostic]
    /// Where the problem starts, which the printed form names and marks with a caret.
    public var location: SourceLocation { range.start }

    package init(_ message: String, in range: SourceRange, severity: Severity = .error, notes: [Diagnostic] = []) {
        self.message = message
        self.range = range
        self.severity = severity
        self.notes = notes
    }

    package init(_ message: String, at location: SourceLocation, severity: Severity = .error, notes: [Diagnostic] = [])
    {
        self.init(message, in: SourceRange(at: location), severity: severity, notes: notes)
    }

    /// A note at another place, to hang under a diagnostic.
    package static func note(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(message, at: location, severity: .note)
    }

    /// `PATH:LINE:COLUMN: error: MESSAGE`, the source line and a caret under the column; then each note the same way.
    package func formatted(path: String, source: [String]) -> String {
        // Scene text and file names reach a terminal: their control characters are printed escaped.
        let head = "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        var out = TerminalText.safe(head.replacingOccurrences(of: "\n", with: "\\n")) + "\n"
        if location.line >= 1 && location.line <= source.count {
            let line = source[location.line - 1]
            out += TerminalText.safe(line) + "\n"
            var caret = ""
            for (i, ch) in line.unicodeScalars.enumerated() where i < location.column - 1 {
                if ch == "\t" {
                    caret.unicodeScalars.append("\t")
                } else {
                    caret += String(repeating: " ", count: TerminalText.width(ch))
                }
            }
            out += caret + "^\n"
        }
        for note in notes { out += note.formatted(path: path, source: source) }
        return out
    }
}

/// Every diagnostic of one scene file, with the file's lines to quote.
package struct SceneErrors: Error, Sendable {
    package var diagnostics: [Diagnostic]
    package var lines: [String]
    package init(diagnostics: [Diagnostic], lines: [String]) {
        self.diagnostics = diagnostics
        self.lines = lines
    }
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    package func formatted(path: String) -> String {
        diagnostics.map { $0.formatted(path: path, source: lines) }.joined()
    }
}

/// How many candidates "did you mean" looks at, and the longest word it compares: its cost stays bounded.
let maxSuggestionCandidates = 2000
let maxSuggestionLength = 64

/// "did you mean …" for a word close to a known one (never the word itself).
func suggestion(for word: String, among candidates: [String]) -> String {
    let length = word.unicodeScalars.count
    guard length <= maxSuggestionLength else { return "" }
    var best: (String, Int)? = nil
    for c in candidates.prefix(maxSuggestionCandidates) where c != word {
        let candidateLength = c.unicodeScalars.count
        let allowed = max(1, min(3, candidateLength / 3 + 1))
        // Lengths further apart than the allowed distance cannot be close enough.
        if abs(candidateLength - length) > allowed || candidateLength > maxSuggestionLength { continue }
        let d = editDistance(word, c)
        if d <= allowed, best == nil || d < best!.1 { best = (c, d) }
    }
    return best.map { "; did you mean '\($0.0)'?" } ?? ""
}

/// Levenshtein distance in Unicode scalars: "did you mean" for scenes and for command names alike.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var prev = Array(0...b.count)
    var cur = prev
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&prev, &cur)
    }
    return prev[b.count]
}
