/// A validated scene: settings, templates, rows and the compiled timeline.
public struct Scene: Sendable {
    public var name: String
    public var settings: Settings
    public var templates: [Template]
    public var rows: RowStore
    public var sections: [Section]
    public var actions: [TimedAction]
    /// The source line of each `image` slot value, for error messages that point at the scene.
    public var imageReferences: [ImageReference]
    /// The scene's variants, in file order (the scene itself is the variant `default`).
    public var variants: [Variant] = []
    /// The variant these settings are for.
    public var variant = "default"
    /// Every `L"KEY"` the scene shows, with whether the variant's locale translates it.
    public var localizedUses: [LocalizedUse] = []
    /// The header's settings as written, before a variant and the locale apply (see `applying(variant:)`).
    var headerSettings: Settings? = nil

    public init(
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
    public func template(ofRow r: Int) -> Template { templates[rows.template(of: r)] }
}

public struct ImageReference: Sendable, Equatable {
    public var path: String
    public var location: SourceLocation
    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

/// A section: its optional header title and the index of its first row.
public struct Section: Sendable, Equatable {
    public var title: String?
    public var firstRow: Int
    public var location: SourceLocation?
    /// `id NAME`: what `tap section NAME` names.
    public var id: String? = nil
    /// `collapsible [collapsed]`: the header has a chevron, and the section may start collapsed.
    public var collapsible = false
    public var startsCollapsed = false
}

/// One row of the table. State (expanded, selection, growth) is keyed by `id` in `ModelState`, never here.
public struct Row: Sendable, Equatable {
    public var id: String
    public var template: Int
    public var slots: [String: String]
    public var startsExpanded: Bool
    public var section: Int
    public var location: SourceLocation
    /// Its depth in an outline (0: top level) and the id of the row it is written under.
    public var level = 0
    public var parent: String? = nil
}

/// `variant NAME DIRECTIVE VALUE…`: header lines that replace the scene's for one configuration.
public struct Variant: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
    /// Each directive as a header line of its own (same line, columns as written).
    var lines: [SourceLine]
}
