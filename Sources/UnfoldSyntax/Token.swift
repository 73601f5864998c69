/// A token of one line: a bare word (anything up to white space) or a decoded string.
package struct Token: Sendable, Equatable {
    /// `localized`: `L"KEY"`, whose text is the key.
    package enum Kind: Sendable, Equatable { case word, string, localized }
    package var kind: Kind
    package var text: String
    package var column: Int
    /// How many scalars the token takes in the line, quotes, escapes and arguments included (nil for tokens
    /// the parser makes itself, which are one column wide).
    package var length: Int? = nil
    /// `L"KEY"(ARG, ARG…)`: each argument a string or a word (a number); nil when there are no parentheses.
    package var arguments: [Token]? = nil

    package init(kind: Kind, text: String, column: Int, length: Int? = nil, arguments: [Token]? = nil) {
        self.kind = kind
        self.text = text
        self.column = column
        self.length = length
        self.arguments = arguments
    }
}
