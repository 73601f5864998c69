import UnfoldSyntax
import UnfoldModel

/// What a scene says, without where it says it: two scenes with the same content render the same frames,
/// whatever lines their text put things on. The round trip through `sceneText` keeps content.
extension Scene {
    /// Whether the two scenes hold the same settings, templates, rows, sections, variants and timeline.
    /// Source places and the record of catalog keys used (`localizedUses`) are left out; rows are compared one
    /// by one, not by the lines that wrote them.
    package func hasSameContent(as other: Scene) -> Bool {
        var a = self.withoutPlaces()
        var b = other.withoutPlaces()
        guard a.rows.count == b.rows.count else { return false }
        for r in 0..<a.rows.count where !a.rows[r].hasSameContent(as: b.rows[r]) { return false }
        a.rows = RowStore()
        b.rows = RowStore()
        return a.name == b.name && a.settings == b.settings && a.templates == b.templates && a.sections == b.sections
            && a.actions == b.actions && a.imageFiles == b.imageFiles && a.colorSets == b.colorSets
            && a.templateImages == b.templateImages && a.symbolSets == b.symbolSets
            && a.variants.map(\.name) == b.variants.map(\.name)
            && a.variants.map { $0.lines.flatMap { $0.tokens.map(\.text) } }
                == b.variants.map { $0.lines.flatMap { $0.tokens.map(\.text) } }
            && a.variant == b.variant
    }

    /// Each image value with the file it names, in order: a printed row lists its slots alphabetically, so two
    /// image slots of a row may be noted in the other order.
    var imageFiles: [String] { imageReferences.map { $0.path + "\u{0}" + ($0.file ?? "") }.sorted() }

    func withoutPlaces() -> Scene {
        let here = SourceLocation(line: 0, column: 0)
        var s = self
        s.settings.fontLocation = nil
        s.settings.fontFiles = s.settings.fontFiles.map { FontFile(path: $0.path, location: here) }
        s.settings.fontFolders = s.settings.fontFolders.map { FontFile(path: $0.path, location: here) }
        s.settings.stringsFiles = s.settings.stringsFiles.map { FontFile(path: $0.path, location: here) }
        s.settings.assetCatalogs = s.settings.assetCatalogs.map { FontFile(path: $0.path, location: here) }
        s.templates = templates.map { t in
            var t = t
            t.location = here
            t.root = t.root.withoutPlaces()
            t.index()
            return t
        }
        s.sections = sections.map { section in
            var section = section
            section.location = nil
            return section
        }
        s.actions = actions.map { TimedAction(time: $0.time, action: $0.action, location: here) }
        s.localizedUses = []
        return s
    }
}

extension Row {
    /// Equal but for where the row is written.
    func hasSameContent(as b: Row) -> Bool {
        id == b.id && template == b.template && slots == b.slots && startsExpanded == b.startsExpanded
            && section == b.section && level == b.level && parent == b.parent
    }
}

extension Element {
    func withoutPlaces() -> Element {
        var e = self
        e.location = SourceLocation(line: 0, column: 0)
        e.children = children.map { $0.withoutPlaces() }
        return e
    }
}
