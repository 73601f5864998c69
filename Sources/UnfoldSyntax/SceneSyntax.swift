/// A scene as written: its lines as tokens with their places, grouped into the header's lines, the templates, the
/// rows and sections and the timeline. Making it reads no file, measures nothing and solves nothing; what the
/// lines mean (a variant's header, a string table's text, a storyboard's cell) is decided by resolution
/// (`SceneParser.resolve`), which may run many times, once per variant, over one syntax value.
package struct SceneSyntax: Sendable {
    /// A top-level line and the indented lines under it.
    package struct Block: Sendable {
        package var head: SourceLine
        package var body: [SourceLine]
    }

    /// Every line as lexed, in order: a `swiftui` line is replaced by its preview's lines before the lines are
    /// grouped again (see `SceneParser.includingPreviews`).
    package let lines: [SourceLine]
    /// Every top-level line with the lines under it, in file order.
    let blocks: [Block]
    /// The file's text, line by line, for messages that quote it.
    package let texts: [String]
    /// Lexical errors (bytes that are not UTF-8, strings left open), with their places.
    package let lexErrors: [Diagnostic]
    /// Lines indented under no top-level line.
    package let strayErrors: [Diagnostic]

    /// The words that open a block; every other top-level line is one of the header's.
    package static let blockWords = ["cell", "rows", "section", "timeline"]

    /// Lexes scene text and groups its lines.
    package static func parse(_ data: [UInt8]) -> SceneSyntax {
        let (lines, texts, lexErrors) = Lexer.lex(data)
        return SceneSyntax(lines: lines, texts: texts, lexErrors: lexErrors)
    }

    init(lines: [SourceLine], texts: [String], lexErrors: [Diagnostic]) {
        var blocks: [Block] = []
        var strays: [Diagnostic] = []
        for line in lines {
            if line.indent == 0 {
                blocks.append(Block(head: line, body: []))
            } else if blocks.isEmpty {
                strays.append(
                    Diagnostic(
                        "unexpected indentation: this line belongs to no block", at: .init(line: line.number, column: 1)
                    ))
            } else {
                blocks[blocks.count - 1].body.append(line)
            }
        }
        self.lines = lines
        self.blocks = blocks
        self.texts = texts
        self.lexErrors = lexErrors
        self.strayErrors = strays
    }

    /// The same text with some lines replaced (a `swiftui` line by its preview's), grouped again.
    package func replacingLines(with replaced: [SourceLine]) -> SceneSyntax {
        SceneSyntax(lines: replaced, texts: texts, lexErrors: lexErrors)
    }

    /// The header's lines: top-level lines that open no block (with what is wrongly indented under them).
    package var header: [Block] { blocks.filter { !Self.blockWords.contains($0.head.tokens[0].text) } }
    /// The templates (`cell` blocks).
    package var cells: [Block] { blocks.filter { $0.head.tokens[0].text == "cell" } }
    /// The `rows` and `section` blocks, in file order.
    package var lists: [Block] { blocks.filter { ["rows", "section"].contains($0.head.tokens[0].text) } }
    /// The `timeline` blocks: a scene has one, and the others are errors.
    package var timelines: [Block] { blocks.filter { $0.head.tokens[0].text == "timeline" } }
    /// Whether a header line takes a preview of a Swift file, whose lines resolution reads in.
    package var includesPreviews: Bool { header.contains { $0.head.tokens[0].text == "swiftui" } }
}
