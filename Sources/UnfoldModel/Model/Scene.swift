/// A validated scene: settings, templates, rows and the compiled timeline.
public struct Scene: Sendable {
    public package(set) var name: String
    package var settings: Settings
    @usableFromInline package var templates: [Template]
    @usableFromInline package var rows: RowStore
    package var sections: [Section]
    package var actions: [TimedAction]
    /// The source line of each `image` slot value, for error messages that point at the scene.
    package var imageReferences: [ImageReference]
    /// Each referenced image's size in points (its pixels over its scale, a PDF's or SVG's page), as `UIImage`
    /// gives it; filled in when the files are read.
    package var imageSizes: [String: Size] = [:]
    /// The colour sets rows name in colour slots (`tint "Brand"`), by name, read when the scene was.
    package var colorSets: [String: ColorSet] = [:]
    /// Image values whose image set is a template (`template-rendering-intent template`).
    package var templateImages: Set<String> = []
    /// The symbol sets templates draw (`symbol "custom.leaf"`), by name.
    package var symbolSets: [String: SymbolSet] = [:]
    /// The scene's variants, in file order (the scene itself is the variant `default`).
    package var variants: [Variant] = []
    /// The variant these settings are for.
    public package(set) var variant = "default"
    /// Every `L"KEY"` the scene shows, with whether the variant's locale translates it.
    package var localizedUses: [LocalizedUse] = []

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
    /// Inlinable (see README, "How it is built"): the goldens, the display list and the animation ask it per row
    /// and frame, and a copy of the template each time cost a tenth of a 100,000-row render.
    @inlinable
    package func template(ofRow r: Int) -> Template { templates[rows.template(of: r)] }
}

extension Scene {
    /// A colour slot's value: a colour as the scene language writes it, or a colour set a row names.
    package func color(named value: String) -> Color? {
        parseColor(value) ?? colorSets[value].map(Color.asset)
    }
}
