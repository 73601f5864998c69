import Foundation

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

/// A place in a file the scene names (an Interface Builder file, a Swift source): the file as the scene writes
/// it, and a line and column in it (a problem with the whole file has neither).
public struct FileLocation: Sendable, Equatable, Hashable {
    public package(set) var path: String
    public package(set) var line: Int?
    public package(set) var column: Int?

    package init(path: String, line: Int?, column: Int?) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `PATH:LINE:COLUMN`, as far as it is known: how a message names the place.
    package var written: String { path + (line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? "") }
}

/// A problem found in a scene, with where it is; notes point at the other places it concerns.
public struct Diagnostic: Sendable, Equatable, Error {
    public enum Severity: String, Sendable { case error, warning, note }
    public package(set) var severity: Severity
    public package(set) var message: String
    /// Where the problem is: the word or string it concerns, or a place when there is no word.
    public package(set) var range: SourceRange
    public package(set) var notes: [Diagnostic]
    /// For a problem in a file the scene names, where it is in that file; `range` is then where the scene names
    /// the file, and the message begins with the file's place, as it always has.
    public package(set) var file: FileLocation? = nil
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

    /// A problem at `place` in a file the scene names at `range`: `PATH:LINE:COLUMN: MESSAGE`.
    package init(_ message: String, inFile place: FileLocation, at range: SourceRange, severity: Severity = .error) {
        self.init(place.written + ": " + message, in: range, severity: severity)
        file = place
    }

    /// A note at another place, to hang under a diagnostic.
    package static func note(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(message, at: location, severity: .note)
    }

    /// `PATH:LINE:COLUMN: error: MESSAGE`, the source line and a caret under the column; then each note the same way.
    package func formatted(path: String, source: [String]) -> String {
        // Scene text and file names reach a terminal: their control characters are printed escaped.
        let head = "\(path):\(location.line):\(location.column): \(severity.rawValue): \(Diagnostic.shortened(message))"
        var out = TerminalText.safe(head.replacingOccurrences(of: "\n", with: "\\n")) + "\n"
        if location.line >= 1 && location.line <= source.count {
            let (line, column) = Diagnostic.quoted(source[location.line - 1], column: location.column)
            out += TerminalText.safe(line) + "\n"
            var caret = ""
            for (i, ch) in line.unicodeScalars.enumerated() where i < column - 1 {
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

extension Diagnostic {
    /// The longest word of a message printed whole (a long path still is); a longer one (a scene's 500-digit
    /// number, say) is cut, so a message never echoes more of a line than the line's quote does.
    static let longestWord = SceneErrors.quotedLine

    /// `message` with every word over `longestWord` scalars cut to its first `longestWord - 1` and "…".
    static func shortened(_ message: String) -> String {
        guard message.unicodeScalars.count > longestWord else { return message }
        var out = ""
        var word = String.UnicodeScalarView()
        func flush() {
            if word.count > longestWord {
                out.unicodeScalars.append(contentsOf: word.prefix(longestWord - 1))
                out += "…"
            } else {
                out.unicodeScalars.append(contentsOf: word)
            }
            word = String.UnicodeScalarView()
        }
        for u in message.unicodeScalars {
            if u == " " || u == "\n" {
                flush()
                out.unicodeScalars.append(u)
            } else {
                word.append(u)
            }
        }
        flush()
        return out
    }

    /// At most `SceneErrors.quotedLine` scalars of `line` around `column`, with "…" where it is cut, and the
    /// column in what is quoted.
    static func quoted(_ line: String, column: Int) -> (String, Int) {
        let scalars = Array(line.unicodeScalars)
        let limit = SceneErrors.quotedLine
        guard scalars.count > limit else { return (line, column) }
        // Two scalars go to the marks; the column sits in the middle of what is left, or as near as the ends allow.
        let room = limit - 2
        let start = max(0, min(column - 1 - room / 2, scalars.count - room))
        let end = min(scalars.count, start + room)
        var out = start > 0 ? "…" : ""
        out.unicodeScalars.append(contentsOf: scalars[start..<end])
        if end < scalars.count { out += "…" }
        return (out, column - start + (start > 0 ? 1 : 0))
    }
}

/// Every diagnostic of one scene file, with the file's lines to quote.
package struct SceneErrors: Error, Sendable {
    /// How many errors, and how many warnings, a scene's report words; the rest are counted.
    package static let shown = 100
    /// The longest stretch of a source line a diagnostic quotes, in Unicode scalars.
    package static let quotedLine = 200
    package var diagnostics: [Diagnostic]
    package var lines: [String]
    /// Diagnostics of each severity that were found and not kept (the parser keeps the first `shown`).
    package var dropped: [Diagnostic.Severity: Int] = [:]
    package init(diagnostics: [Diagnostic], lines: [String]) {
        self.diagnostics = diagnostics
        self.lines = lines
    }
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } || dropped[.error, default: 0] > 0 }

    /// The first `shown` errors and warnings, by place, then `… and N more errors` (and warnings).
    package func formatted(path: String) -> String {
        var out = ""
        var counts: [Diagnostic.Severity: Int] = [:]
        var more = dropped
        for d in diagnostics.sorted(by: { $0.location < $1.location }) {
            counts[d.severity, default: 0] += 1
            if counts[d.severity]! > SceneErrors.shown {
                more[d.severity, default: 0] += 1
            } else {
                out += d.formatted(path: path, source: lines)
            }
        }
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            if let n = more[severity], n > 0 { out += "… and \(n) more \(severity.rawValue)\(n == 1 ? "" : "s")\n" }
        }
        return out
    }
}

/// How many candidates "did you mean" looks at, and the longest word it compares: its cost stays bounded.
package let maxSuggestionCandidates = 2000
package let maxSuggestionLength = 64

/// "did you mean …" for a word close to a known one (never the word itself).
package func suggestion(for word: String, among candidates: [String]) -> String {
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

/// "did you mean" for a close word, else the `count` nearest known words, so an unknown word is never left
/// without a way on (SCENE-FORMAT v4: "an error that lists the nearest known words").
package func suggestionOrNearest(for word: String, among candidates: [String], count: Int = 3) -> String {
    let close = suggestion(for: word, among: candidates)
    if !close.isEmpty { return close }
    let known = Array(Set(candidates.prefix(maxSuggestionCandidates)).subtracting([word]))
    guard !known.isEmpty else { return "" }
    let probe = String(word.unicodeScalars.prefix(maxSuggestionLength))
    let ranked = known.map { ($0, editDistance(probe, String($0.unicodeScalars.prefix(maxSuggestionLength)))) }
        .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    return "; the nearest known: " + ranked.prefix(count).map { "'\($0.0)'" }.joined(separator: ", ")
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
