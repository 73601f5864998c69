import UnfoldSyntax

/// A section: its optional header title and the index of its first row.
package struct Section: Sendable, Equatable {
    package var title: String?
    /// Written with a `section` line (the first section every scene starts with is not).
    package var isWritten = false
    package var firstRow: Int
    package var location: SourceLocation?
    /// `id NAME`: what `tap section NAME` names.
    package var id: String? = nil
    /// `collapsible [collapsed]`: the header has a chevron, and the section may start collapsed.
    package var collapsible = false
    package var startsCollapsed = false
    /// `footer "TEXT"`: the words under the section's last row (SwiftUI's `Section { } footer: { Text(…) }`).
    package var footer: String? = nil
    /// The footer's height, and the previous section's, which this one's lead holds: measured when the timeline is
    /// compiled (0 without a footer).
    package var footerHeight = 0.0
    package var footerAbove = 0.0

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        title: String? = nil, firstRow: Int, location: SourceLocation? = nil, id: String? = nil,
        collapsible: Bool = false, startsCollapsed: Bool = false, footer: String? = nil, footerHeight: Double = 0.0,
        footerAbove: Double = 0.0
    ) {
        self.title = title
        self.firstRow = firstRow
        self.location = location
        self.id = id
        self.collapsible = collapsible
        self.startsCollapsed = startsCollapsed
        self.footer = footer
        self.footerHeight = footerHeight
        self.footerAbove = footerAbove
    }
}
