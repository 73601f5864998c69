/// A token of one line: a bare word (anything up to white space) or a decoded string.
public struct Token: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case word, string }
    public var kind: Kind
    public var text: String
    public var column: Int
}

/// One non-blank line of a scene: its indentation and tokens.
public struct SourceLine: Sendable {
    public var number: Int
    public var indent: Int
    public var tokens: [Token]
}

/// Splits scene text into lines of tokens, collecting lexical errors.
public struct Lexer {
    public static let maxStringLength = 100_000

    public static func lex(_ data: [UInt8]) -> (lines: [SourceLine], text: [String], errors: [Diagnostic]) {
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
        let s = Array(text.unicodeScalars)
        var i = 0
        while i < s.count, s[i] == " " || s[i] == "\t" {
            if s[i] == "\t" {
                errors.append(
                    Diagnostic("tab in indentation; indent with spaces", at: .init(line: number, column: i + 1)))
                return nil
            }
            i += 1
        }
        let indent = i
        var tokens: [Token] = []
        while i < s.count {
            let c = s[i]
            if c == " " || c == "\t" {
                i += 1
                continue
            }
            if c == "#" && (i + 1 == s.count || s[i + 1] == " " || s[i + 1] == "\t") { break }
            let start = i
            if c == "\"" {
                i += 1
                var value = String.UnicodeScalarView()
                var closed = false
                while i < s.count {
                    let d = s[i]
                    if d == "\"" {
                        closed = true
                        i += 1
                        break
                    }
                    if d == "\\" {
                        guard i + 1 < s.count else { break }
                        let e = s[i + 1]
                        switch e {
                        case "\"":
                            value.append("\"")
                            i += 2
                        case "\\":
                            value.append("\\")
                            i += 2
                        case "n":
                            value.append("\n")
                            i += 2
                        case "t":
                            value.append("\t")
                            i += 2
                        case "u":
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
                                errors.append(
                                    Diagnostic(
                                        "bad \\u escape; write \\u{1F600}", at: .init(line: number, column: i + 1)))
                                i += 2
                            }
                        default:
                            errors.append(
                                Diagnostic(
                                    "unknown escape '\\\(e)'; use \\\", \\\\, \\n, \\t or \\u{…}",
                                    at: .init(line: number, column: i + 1)))
                            i += 2
                        }
                        continue
                    }
                    value.append(d)
                    i += 1
                }
                if !closed {
                    errors.append(Diagnostic("unterminated string", at: .init(line: number, column: start + 1)))
                    return nil
                }
                if value.count > maxStringLength {
                    errors.append(
                        Diagnostic(
                            "string longer than \(maxStringLength) characters",
                            at: .init(line: number, column: start + 1)))
                }
                tokens.append(Token(kind: .string, text: String(value), column: start + 1))
                continue
            }
            var word = String.UnicodeScalarView()
            while i < s.count, s[i] != " ", s[i] != "\t", s[i] != "\"" {
                word.append(s[i])
                i += 1
            }
            tokens.append(Token(kind: .word, text: String(word), column: start + 1))
        }
        if tokens.isEmpty { return nil }
        return SourceLine(number: number, indent: indent, tokens: tokens)
    }
}
