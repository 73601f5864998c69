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
        token.length = i - start
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
                arguments.append(Token(kind: .word, text: String(word), column: begin + 1, length: i - begin))
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
        token.length = i - start
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
        return Token(kind: .word, text: String(word), column: start + 1, length: i - start)
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
                return Token(kind: .string, text: String(value), column: start + 1, length: i - start)
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
