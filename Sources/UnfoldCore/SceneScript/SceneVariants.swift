/// Variants as values: a variant is the parsed scene with its header values replaced, so a command reads and
/// parses a scene once however many variants it renders.
extension Scene {
    /// The scene with variant `name`'s header lines applied to the header as written, then the locale settled,
    /// exactly as reading the text with that variant does. Nil for a name the scene does not have, and for a
    /// scene with `strings` files, whose texts depend on the locale (read it again with the variant instead).
    package func applying(variant name: String) -> Scene? {
        // Image sets pick their files by scale and appearance when the rows are read: a scene with catalogs is
        // read again per variant, as one with strings files is.
        guard settings.stringsFiles.isEmpty, settings.assetCatalogs.isEmpty, let header = headerSettings else {
            return nil
        }
        let lines: [SourceLine]
        if name == "default" {
            lines = []
        } else {
            guard let variant = variants.first(where: { $0.name == name }) else { return nil }
            lines = variant.lines
        }
        var parser = SceneParser(defaultName: self.name)
        parser.scene = self
        parser.scene.settings = header
        for line in lines { parser.parseHeader(line, overriding: true) }
        parser.scene.variant = name
        parser.settleLocale()
        guard parser.sink.diagnostics.isEmpty else { return nil }
        return parser.scene
    }
}
