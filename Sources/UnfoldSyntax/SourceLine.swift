/// One non-blank line of a scene: its indentation and tokens.
package struct SourceLine: Sendable, Equatable {
    package var number: Int
    package var indent: Int
    package var tokens: [Token]
    /// A tab in its indentation (reported): the line's depth is unknown, so a template drops it and is broken,
    /// while a row or timeline line, whose depth does not matter, is read as usual.
    package var badIndentation = false

    package init(number: Int, indent: Int, tokens: [Token], badIndentation: Bool = false) {
        self.number = number
        self.indent = indent
        self.tokens = tokens
        self.badIndentation = badIndentation
    }
}
