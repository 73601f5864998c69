/// A token of one line: a bare word (anything up to white space) or a decoded string.
package struct Token: Sendable, Equatable {
    /// `localized`: `L"KEY"`, whose text is the key.
    package enum Kind: Sendable, Equatable { case word, string, localized }
    package var kind: Kind
    package var text: String
    package var column: Int
    /// `L"KEY"(ARG, ARG…)`: each argument a string or a word (a number); nil when there are no parentheses.
    package var arguments: [Token]? = nil
}

/// One non-blank line of a scene: its indentation and tokens.
package struct SourceLine: Sendable, Equatable {
    package var number: Int
    package var indent: Int
    package var tokens: [Token]
    /// A tab in its indentation (reported): the line's depth is unknown, so a template drops it and is broken,
    /// while a row or timeline line, whose depth does not matter, is read as usual.
    package var badIndentation = false
}

/// Splits scene text into lines of tokens, collecting lexical errors.
package struct Lexer {
    package static let maxStringLength = 100_000

    package static func lex(_ data: [UInt8]) -> (lines: [SourceLine], text: [String], errors: [Diagnostic]) {
        // A byte-order mark some editors write is not part of the first line.
        let data = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(data.dropFirst(3)) : data
        var errors: [Diagnostic] = []
        var lines: [SourceLine] = []
        var texts: [String] = []
        var rawLines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if rawLines.last?.isEmpty == true && data.last == UInt8(ascii: "\n") { rawLines.removeLast() }
        for (i, raw) in rawLines.enumerated() {
            var bytes = Array(raw)
            if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            let number = i + 1
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let good = validPrefixScalars(bytes)
                errors.append(
                    Diagnostic("invalid UTF-8: the scene must be UTF-8 text", at: .init(line: number, column: good + 1))
                )
                texts.append(String(decoding: bytes, as: UTF8.self))
                continue
            }
            texts.append(text)
            if let line = lexLine(text, number: number, errors: &errors) { lines.append(line) }
        }
        return (lines, texts, errors)
    }

    /// How many scalars decode before the first invalid byte: one pass over the line.
    static func validPrefixScalars(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var count = 0
        while case .scalarValue = decoder.decode(&iterator) {
            count += 1
        }
        return count
    }

    static func lexLine(_ text: String, number: Int, errors: inout [Diagnostic]) -> SourceLine? {
        var scanner = LineScanner(Array(text.unicodeScalars), line: number)
        defer { errors += scanner.errors }
        let indent = scanner.indentation()
        var tokens: [Token] = []
        while let c = scanner.skipBlanks() {
            if c == "#" && scanner.commentStarts { break }
            if c == "\"" {
                guard let token = scanner.string() else { return nil }
                tokens.append(token)
            } else if c == "L", scanner.next == "\"" {
                guard let token = scanner.localized() else { return nil }
                tokens.append(token)
            } else {
                tokens.append(scanner.word())
            }
        }
        if tokens.isEmpty { return nil }
        return SourceLine(
            number: number, indent: indent ?? scanner.indentWidth, tokens: tokens, badIndentation: indent == nil)
    }
}

/// Reads the scalars of one line: indentation, words and strings with their escapes.
struct LineScanner {
    let s: [Unicode.Scalar]
    let line: Int
    var i = 0
    var indentWidth = 0
    var errors: [Diagnostic] = []

    init(_ scalars: [Unicode.Scalar], line: Int) {
        s = scalars
        self.line = line
    }

    func here(_ index: Int) -> SourceLocation { SourceLocation(line: line, column: index + 1) }

    /// The indentation width; nil (and an error) for a tab in it, after which `indentWidth` counts every blank.
    mutating func indentation() -> Int? {
        var tab = false
        while i < s.count, s[i] == " " || s[i] == "\t" {
            if s[i] == "\t" && !tab {
                errors.append(Diagnostic("tab in indentation; indent with spaces", at: here(i)))
                tab = true
            }
            i += 1
        }
        indentWidth = i
        return tab ? nil : i
    }

    /// Skips spaces and tabs; the next scalar, or nil at the end.
    mutating func skipBlanks() -> Unicode.Scalar? {
        while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
        return i < s.count ? s[i] : nil
    }

    /// The scalar after the current one.
    var next: Unicode.Scalar? { i + 1 < s.count ? s[i + 1] : nil }

    /// `L"KEY"` and its `(ARG, ARG…)` written right after it; nil (and an error) when either is not closed.
    mutating func localized() -> Token? {
        let start = i
        i += 1
        guard var token = string() else { return nil }
        token.kind = .localized
        token.column = start + 1
        guard i < s.count, s[i] == "(" else { return token }
        let open = i
        i += 1
        var arguments: [Token] = []
        while true {
            guard let c = skipBlanks() else {
                errors.append(Diagnostic("the arguments of L\"\(token.text)\" are not closed with ')'", at: here(open)))
                return nil
            }
            if c == ")" && arguments.isEmpty {
                i += 1
                break
            }
            if c == "\"" {
                guard let arg = string() else { return nil }
                arguments.append(arg)
            } else {
                let begin = i
                var word = String.UnicodeScalarView()
                while i < s.count, ![" ", "\t", ",", ")", "\""].contains(s[i]) {
                    word.append(s[i])
                    i += 1
                }
                if word.isEmpty {
                    errors.append(Diagnostic("expected an argument (a number or a quoted string)", at: here(begin)))
                    return nil
                }
                arguments.append(Token(kind: .word, text: String(word), column: begin + 1))
            }
            let after = skipBlanks()
            if after == nil {
                errors.append(Diagnostic("the arguments of L\"\(token.text)\" are not closed with ')'", at: here(open)))
                return nil
            }
            if after == "," {
                i += 1
                continue
            }
            if after == ")" {
                i += 1
                break
            }
            errors.append(Diagnostic("expected ',' or ')' after an argument", at: here(i)))
            return nil
        }
        token.arguments = arguments
        return token
    }

    /// `#` followed by a blank or the end starts a comment; `#1E90FF` is a colour.
    var commentStarts: Bool { i + 1 == s.count || s[i + 1] == " " || s[i + 1] == "\t" }

    mutating func word() -> Token {
        let start = i
        var word = String.UnicodeScalarView()
        var reported = false
        while i < s.count, s[i] != " ", s[i] != "\t", s[i] != "\"" {
            if TerminalText.isControl(s[i]) && !reported {
                reported = true
                // Ids and keywords are words: none may hold a character that a terminal would act on.
                errors.append(
                    Diagnostic(
                        "control character \(TerminalText.shown(s[i])) in a word; ids and keywords are printable text",
                        at: here(i)))
            }
            word.append(s[i])
            i += 1
        }
        return Token(kind: .word, text: String(word), column: start + 1)
    }

    /// A quoted string with its escapes decoded; nil (and an error) when it is not closed.
    mutating func string() -> Token? {
        let start = i
        i += 1
        var value = String.UnicodeScalarView()
        while i < s.count {
            let d = s[i]
            if d == "\"" {
                i += 1
                if value.count > Lexer.maxStringLength {
                    errors.append(Diagnostic("string longer than \(Lexer.maxStringLength) characters", at: here(start)))
                }
                return Token(kind: .string, text: String(value), column: start + 1)
            }
            if d == "\\" {
                guard i + 1 < s.count else { break }
                escape(into: &value)
                continue
            }
            value.append(d)
            i += 1
        }
        errors.append(Diagnostic("unterminated string", at: here(start)))
        return nil
    }

    /// Decodes the escape at `i` (a backslash and what follows).
    mutating func escape(into value: inout String.UnicodeScalarView) {
        let simple: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "\\": "\\", "n": "\n", "t": "\t"]
        let e = s[i + 1]
        if let decoded = simple[e] {
            value.append(decoded)
            i += 2
            return
        }
        guard e == "u" else {
            errors.append(Diagnostic("unknown escape '\\\(e)'; use \\\", \\\\, \\n, \\t or \\u{…}", at: here(i)))
            i += 2
            return
        }
        var j = i + 2
        var hex = ""
        if j < s.count, s[j] == "{" {
            j += 1
            while j < s.count, s[j] != "}", hex.count < 8 {
                hex.unicodeScalars.append(s[j])
                j += 1
            }
        }
        if j < s.count, s[j] == "}", let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) {
            value.append(u)
            i = j + 1
        } else {
            errors.append(Diagnostic("bad \\u escape; write \\u{1F600}", at: here(i)))
            i += 2
        }
    }
}
