internal import SwiftSyntax

/// A string literal's words as Swift reads them: `\"`, `\\`, `\'`, `\n`, `\t`, `\r`, `\0` and `\u{1F600}` are the
/// characters they stand for (they were drawn as written: `say \"hi\"`), a raw string (`#"…"#`) takes its escapes
/// with as many `#`s, and a multi-line string's `\` at a line's end joins the lines.
enum SwiftStringLiteral {
    /// The words of one segment of `literal`; nil for an escape Swift itself would refuse.
    static func text(_ segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) -> String? {
        unescaped(segment.content.text, pounds: literal.openingPounds?.text.count ?? 0)
    }

    static func unescaped(_ raw: String, pounds: Int) -> String? {
        guard raw.contains("\\") else { return raw }
        let scalars = Array(raw.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "\\" else {
                out.append(scalars[i])
                i += 1
                continue
            }
            // A raw string's escape is `\` and its pounds; fewer is a plain backslash.
            var k = i + 1
            while k - i - 1 < pounds, k < scalars.count, scalars[k] == "#" { k += 1 }
            guard k - i - 1 == pounds, k < scalars.count else {
                out.append(scalars[i])
                i += 1
                continue
            }
            let c = scalars[k]
            switch c {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\"", "'", "\\": out.append(c)
            case "\n":
                // A multi-line string's line continuation: the line break is not part of the words.
                break
            case "u":
                guard k + 1 < scalars.count, scalars[k + 1] == "{",
                    let close = scalars[(k + 2)...].firstIndex(of: "}"), close - (k + 2) >= 1, close - (k + 2) <= 8,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(k + 2)..<close])), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                out.append(scalar)
                i = close + 1
                continue
            default:
                // Trailing spaces before a continuation, or anything else: Swift refuses it.
                if c == " " || c == "\t" {
                    var j = k
                    while j < scalars.count, scalars[j] == " " || scalars[j] == "\t" { j += 1 }
                    if j < scalars.count, scalars[j] == "\n" {
                        i = j + 1
                        continue
                    }
                }
                return nil
            }
            i = k + 1
        }
        return String(out)
    }
}
