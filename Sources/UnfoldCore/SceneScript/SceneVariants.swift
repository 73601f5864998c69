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
        parser.retimeScrolls()
        guard parser.sink.diagnostics.isEmpty else { return nil }
        return parser.scene
    }
}

extension SceneParser {
    /// Reads each scroll's `[over DURATION] [CURVE]` again under the variant's header: a scroll that names only a
    /// curve takes the scene's duration, and one that names only a duration its curve, so a variant's
    /// `animation` reaches them as it does when the file is read whole for that variant.
    mutating func retimeScrolls() {
        for k in scene.actions.indices {
            guard let timing = scene.actions[k].timing else { continue }
            var c = TokenCursor(timing.line, from: timing.position, sink: sink)
            var spec: AnimationSpec? = nil
            guard scrollAnimation(&c, into: &spec), let spec else { continue }
            switch scene.actions[k].action {
            case .scrollBy(let dy, _): scene.actions[k].action = .scrollBy(dy: dy, animation: spec)
            case .scrollTo(let row, let position, _):
                scene.actions[k].action = .scrollTo(row: row, position: position, animation: spec)
            default: break
            }
        }
    }
}
