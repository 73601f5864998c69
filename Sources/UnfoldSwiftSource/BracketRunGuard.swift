import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// SwiftSyntax's parser looks ahead over `[` exponentially in how many open in a row (`[[[[…` took minutes at
/// 30, found by `make fuzz`); no app's file opens more than a few. A run longer than `maxRun` is refused before
/// parsing, at its line and column.
///
/// The run is counted as the parser sees the code: comments between the brackets (`[/**/[/**/…`) are spaces, so
/// they do not end a run, and brackets inside comments and string literals are not code, so they do not start
/// one; an interpolation's code (`"\([[…"`) is code again.
enum BracketRunGuard {
    static let maxRun = 16

    static func problem(in source: [UInt8]) -> XMLFileProblem? {
        var scanner = CodeScanner(source)
        var run = 0
        var start = (line: 1, column: 1)
        while let (byte, place) = scanner.nextCodeByte() {
            switch byte {
            case UInt8(ascii: "["):
                if run == 0 { start = place }
                run += 1
                if run > maxRun {
                    return XMLFileProblem(
                        "more than \(maxRun) '[' open in a row: Unfold does not read such a file (Swift's parser takes"
                            + " exponential time on it)", line: start.line, column: start.column)
                }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): break
            default: run = 0
            }
        }
        return nil
    }
}

/// Walks a Swift file's bytes and gives only those of code, with their line and column: a comment is given as one
/// space, a string literal as one `"` (its interpolations' code is given).
struct CodeScanner {
    let source: [UInt8]
    var i = 0
    var line = 1
    var column = 1
    /// For each string literal we are inside an interpolation of: its delimiter (`"` or `"""`), the `#`s of a raw
    /// string, and how many parentheses the interpolation has open.
    var strings: [(quotes: Int, hashes: Int, parens: Int)] = []

    init(_ source: [UInt8]) { self.source = source }

    func at(_ k: Int) -> UInt8? { k < source.count ? source[k] : nil }

    mutating func advance() {
        if source[i] == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if source[i] & 0xC0 != 0x80 {
            column += 1
        }
        i += 1
    }

    mutating func advance(_ n: Int) { for _ in 0..<n where i < source.count { advance() } }

    mutating func nextCodeByte() -> (UInt8, (line: Int, column: Int))? {
        guard i < source.count else { return nil }
        let place = (line: line, column: column)
        let byte = source[i]
        if byte == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
            while i < source.count, source[i] != UInt8(ascii: "\n") { advance() }
            return (UInt8(ascii: " "), place)
        }
        if byte == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
            var depth = 0
            repeat {
                if source[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                    depth += 1
                    advance(2)
                } else if source[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance(2)
                } else {
                    advance()
                }
            } while depth > 0 && i < source.count
            return (UInt8(ascii: " "), place)
        }
        if !strings.isEmpty {
            if byte == UInt8(ascii: "(") { strings[strings.count - 1].parens += 1 }
            if byte == UInt8(ascii: ")") {
                strings[strings.count - 1].parens -= 1
                if strings[strings.count - 1].parens == 0 {
                    let (quotes, hashes, _) = strings.removeLast()
                    advance()
                    skipString(quotes: quotes, hashes: hashes)
                    return (UInt8(ascii: "\""), place)
                }
            }
        }
        var hashes = 0
        while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if at(i + hashes) == UInt8(ascii: "\"") {
            let triple = at(i + hashes + 1) == UInt8(ascii: "\"") && at(i + hashes + 2) == UInt8(ascii: "\"")
            advance(hashes + (triple ? 3 : 1))
            skipString(quotes: triple ? 3 : 1, hashes: hashes)
            return (UInt8(ascii: "\""), place)
        }
        advance()
        return (byte, place)
    }

    /// Skips a string literal's text up to its end, or up to an interpolation, whose code comes next.
    mutating func skipString(quotes: Int, hashes: Int) {
        while i < source.count {
            let byte = source[i]
            if byte == UInt8(ascii: "\\") {
                var k = 1
                while k <= hashes, at(i + k) == UInt8(ascii: "#") { k += 1 }
                if k == hashes + 1 {
                    if at(i + k) == UInt8(ascii: "(") {
                        advance(k + 1)
                        strings.append((quotes, hashes, 1))
                        return
                    }
                    advance(k + 1)
                    continue
                }
            }
            if byte == UInt8(ascii: "\"") {
                var q = 0
                while q < quotes, at(i + q) == UInt8(ascii: "\"") { q += 1 }
                var h = 0
                while h < hashes, at(i + q + h) == UInt8(ascii: "#") { h += 1 }
                if q == quotes && h == hashes {
                    advance(q + h)
                    return
                }
            }
            // A one-line string ends at its line's end, whatever the file says next.
            if quotes == 1 && byte == UInt8(ascii: "\n") { return }
            advance()
        }
    }
}
