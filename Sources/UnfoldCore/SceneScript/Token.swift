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
