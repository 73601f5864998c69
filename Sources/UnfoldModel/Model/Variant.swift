import UnfoldSyntax

/// `variant NAME DIRECTIVE VALUE…`: header lines that replace the scene's for one configuration.
package struct Variant: Sendable, Equatable {
    package var name: String
    package var location: SourceLocation
    /// Each directive as a header line of its own (same line, columns as written).
    package var lines: [SourceLine]

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        name: String, location: SourceLocation, lines: [SourceLine]
    ) {
        self.name = name
        self.location = location
        self.lines = lines
    }
}
