import UnfoldModel
import UnfoldSyntax

/// An element line as the model's element kinds read it (`ElementLineReading`): the cursor over its tokens, and the
/// parser for what only resolution knows (the scene's slots, its colours and their asset catalogs).
struct ElementLine: ElementLineReading {
    var cursor: TokenCursor
    let parser: SceneParser

    var failed: Bool { cursor.failed }
    mutating func slotReference() -> String? { parser.slotReference(&cursor) }
    mutating func colorValue() -> Color? { parser.colorValue(&cursor) }
    mutating func pair(_ what: String, range: ClosedRange<Double>?) -> Pair<Double>? { cursor.pair(what, range: range) }
    mutating func word(_ what: String) -> Token? { cursor.word(what) }
    func error(_ message: String, at token: Token?) { cursor.error(message, at: token) }
    var nextIsNumber: Bool { cursor.peek.map { parseDecimal($0.text) != nil } ?? false }
    mutating func number(_ what: String, range: ClosedRange<Double>) -> Double? { cursor.number(what, range: range) }
    mutating func number(_ what: String, range: ClosedRange<Double>, rangeText: String) -> Double? {
        cursor.number(what, range: range, rangeText: rangeText)
    }
    func looksLikeNumber(_ token: Token) -> Bool { readDecimal(token.text) != .invalid }
    func peek(_ offset: Int) -> Token? { cursor.peek(offset) }
    mutating func padding() -> EdgeInsets { parser.parsePadding(&cursor) }
    func text(of token: Token) -> String? { parser.text(of: token, cursor) }
    mutating func keyword<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ what: String) -> E?
    where E.RawValue == String { cursor.keyword(type, what) }
    var nextIsString: Bool { cursor.peek?.kind == .string }
    mutating func next() -> Token? { cursor.next() }

    mutating func symbolSet() -> String? {
        guard let t = cursor.next(), t.kind == .string else {
            cursor.error("expected a symbol set's name (a quoted string)")
            return nil
        }
        return parser.symbolSetExists(t, &cursor) ? t.text : nil
    }
}
