import UnfoldSyntax

/// One row of the table. State (expanded, selection, growth) is keyed by `id` in `ModelState`, never here.
package struct Row: Sendable, Equatable {
    package var id: String
    package var template: Int
    package var slots: [String: String]
    package var startsExpanded: Bool
    package var section: Int
    package var location: SourceLocation
    /// Its depth in an outline (0: top level) and the id of the row it is written under.
    package var level = 0
    package var parent: String? = nil
}
