/// A section: its optional header title and the index of its first row.
package struct Section: Sendable, Equatable {
    package var title: String?
    package var firstRow: Int
    package var location: SourceLocation?
    /// `id NAME`: what `tap section NAME` names.
    package var id: String? = nil
    /// `collapsible [collapsed]`: the header has a chevron, and the section may start collapsed.
    package var collapsible = false
    package var startsCollapsed = false
}
