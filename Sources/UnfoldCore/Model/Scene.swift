/// A validated scene: settings, templates, rows and the compiled timeline.
public struct Scene: Sendable {
    public package(set) var name: String
    package var settings: Settings
    package var templates: [Template]
    package var rows: RowStore
    package var sections: [Section]
    package var actions: [TimedAction]
    /// The source line of each `image` slot value, for error messages that point at the scene.
    package var imageReferences: [ImageReference]
    /// The scene's variants, in file order (the scene itself is the variant `default`).
    package var variants: [Variant] = []
    /// The variant these settings are for.
    public package(set) var variant = "default"
    /// Every `L"KEY"` the scene shows, with whether the variant's locale translates it.
    package var localizedUses: [LocalizedUse] = []
    /// The header's settings as written, before a variant and the locale apply (see `applying(variant:)`).
    var headerSettings: Settings? = nil

    package init(
        name: String, settings: Settings, templates: [Template], rows: RowStore, sections: [Section],
        actions: [TimedAction], imageReferences: [ImageReference] = []
    ) {
        self.name = name
        self.settings = settings
        self.templates = templates
        self.rows = rows
        self.sections = sections
        self.actions = actions
        self.imageReferences = imageReferences
    }

    /// The template of row `r`.
    package func template(ofRow r: Int) -> Template { templates[rows.template(of: r)] }
}

package struct ImageReference: Sendable, Equatable {
    package var path: String
    package var location: SourceLocation
    package init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

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

/// `variant NAME DIRECTIVE VALUE…`: header lines that replace the scene's for one configuration.
package struct Variant: Sendable, Equatable {
    package var name: String
    package var location: SourceLocation
    /// Each directive as a header line of its own (same line, columns as written).
    var lines: [SourceLine]
}
