import UnfoldSyntax

/// `variant NAME DIRECTIVE VALUE…`: header lines that replace the scene's for one configuration.
package struct Variant: Sendable, Equatable {
    package var name: String
    package var location: SourceLocation
    /// Each directive as a header line of its own (same line, columns as written).
    var lines: [SourceLine]
}
