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

    package static func lexLine(_ text: String, number: Int, errors: inout [Diagnostic]) -> SourceLine? {
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
