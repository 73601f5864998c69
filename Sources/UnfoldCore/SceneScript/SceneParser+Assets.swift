import UnfoldSyntax
import UnfoldModel

/// `assets "PATH"` and the quoted colour names that refer to its colour sets.
extension SceneParser {
    /// `assets "PATH"`: the catalog's names are listed now, so every quoted name after it can be checked.
    mutating func parseAssets(_ c: inout TokenCursor) {
        guard let t = c.string("an asset catalog (a folder such as \"Assets.xcassets\")") else { return }
        c.expectEnd()
        if scene.settings.assetCatalogs.contains(where: { $0.path == t.text }) { return }
        scene.settings.assetCatalogs.append(FontFile(path: t.text, location: c.loc(t)))
        switch (assets ?? NoAssets()).catalog(t.text) {
        case .success(let catalog): catalogs.append((t.text, catalog))
        case .failure(let problem):
            c.error("\(t.text): \(problem.message)", at: t)
            assetsFailed = true
        }
    }

    /// An image value: a file path, or (in a scene with catalogs) a name without an extension, which is an image
    /// set: its file for the scene's scale, appearance and contrast. Nil after an error here.
    mutating func imageReference(_ value: String, at location: SourceLocation) -> ImageReference? {
        let last = value.split(separator: "/").last.map(String.init) ?? value
        guard !catalogs.isEmpty, !last.contains(".") else { return ImageReference(path: value, location: location) }
        guard let path = catalogs.first(where: { $0.catalog.imageSets.contains(value) })?.path else {
            if assetsFailed { return nil }
            let names = catalogs.flatMap(\.catalog.imageSets).sorted()
            sink.add(
                Diagnostic(
                    "no image set '\(value)' in the asset catalogs\(suggestionOrNearest(for: value, among: names))",
                    at: location))
            return nil
        }
        switch (assets ?? NoAssets()).imageSet(value, in: path) {
        case .failure(let problem):
            sink.add(Diagnostic(problem.message, at: location))
            return nil
        case .success(let set):
            let s = scene.settings
            guard let file = set.file(scale: s.scale, appearance: s.appearance, highContrast: s.highContrast) else {
                sink.add(Diagnostic("image set '\(value)' has no file for this scale and appearance", at: location))
                return nil
            }
            if set.isTemplate { scene.templateImages.insert(value) }
            var reference = ImageReference(
                path: value, location: location, file: file, preservesVector: set.preservesVector)
            reference.imageSet = set
            return reference
        }
    }

    /// The colour sets that colour slots name, on rows and `set` lines, read into the scene; a set that cannot
    /// be read is an error where the value is written.
    mutating func readSlotColorSets() {
        guard !catalogs.isEmpty else { return }
        var values: [(String, SourceLocation)] = scene.rows.writtenValues.compactMap { v in
            scene.templates[v.template].slotKinds[v.slot] == .color ? (v.text, v.location) : nil
        }
        for a in scene.actions {
            guard case let .set(r, slot, value) = a.action, scene.template(ofRow: r).slotKinds[slot] == .color else {
                continue
            }
            values.append((value, a.location))
        }
        for (value, location) in values where parseColor(value) == nil && scene.colorSets[value] == nil {
            guard let path = catalogs.first(where: { $0.catalog.colorSets.contains(value) })?.path else { continue }
            switch (assets ?? NoAssets()).colorSet(value, in: path) {
            case .success(let set): scene.colorSets[value] = set
            case .failure(let problem): sink.add(Diagnostic(problem.message, at: location))
            }
        }
    }

    /// Whether a quoted symbol name is a symbol set of the scene's catalogs; an error at the name if not.
    func symbolSetExists(_ t: Token, _ c: inout TokenCursor) -> Bool {
        if catalogs.contains(where: { $0.catalog.symbolSets.contains(t.text) }) { return true }
        // A failed catalog was reported at its own line; its names are not guessed at here.
        if assetsFailed { return false }
        if catalogs.isEmpty {
            c.error("'\(t.text)' names a symbol set, but the scene has no 'assets' line", at: t)
            return false
        }
        let names = catalogs.flatMap(\.catalog.symbolSets).sorted()
        c.error(
            "no symbol set '\(t.text)' in the asset catalogs\(suggestionOrNearest(for: t.text, among: names))", at: t)
        return false
    }

    /// The symbol sets templates draw, read into the scene; each one's template is an image the renderer
    /// reads, checked and reported where the template names it.
    mutating func readSymbolSets() {
        for template in scene.templates {
            for e in template.flattened {
                guard let name = (e.descriptor as? Symbol)?.set, scene.symbolSets[name] == nil else { continue }
                guard let path = catalogs.first(where: { $0.catalog.symbolSets.contains(name) })?.path else { continue }
                switch (assets ?? NoAssets()).symbolSet(name, in: path) {
                case .failure(let problem): sink.add(Diagnostic(problem.message, at: e.location))
                case .success(let set):
                    scene.symbolSets[name] = set
                    var ref = ImageReference(path: name, location: e.location, file: set.file)
                    ref.isSymbol = true
                    scene.imageReferences.append(ref)
                }
            }
        }
    }

    /// A colour value: a quoted name is a colour set of the scene's catalogs, anything else as before.
    func colorValue(_ c: inout TokenCursor) -> Color? {
        guard let t = c.peek, t.kind == .string else { return c.color() }
        c.position += 1
        guard let path = catalogs.first(where: { $0.catalog.colorSets.contains(t.text) })?.path else {
            // A failed catalog was reported at its own line; its names are not guessed at here.
            if assetsFailed { return nil }
            if catalogs.isEmpty {
                c.error("'\(t.text)' names a colour set, but the scene has no 'assets' line", at: t)
                return nil
            }
            let names = catalogs.flatMap(\.catalog.colorSets).sorted()
            c.error(
                "no colour set '\(t.text)' in the asset catalogs\(suggestionOrNearest(for: t.text, among: names))",
                at: t)
            return nil
        }
        switch (assets ?? NoAssets()).colorSet(t.text, in: path) {
        case .success(let set): return .asset(set)
        case .failure(let problem):
            c.error(problem.message, at: t)
            return nil
        }
    }

    /// The images templates name (`image SLOT "NAME"`): a file when the name has an extension, else an image set of
    /// the scene's catalogs, read as a row's image is. One that a Swift file names (`Image("Hero")`, an element with
    /// a `source`) and the catalogs do not hold is a placeholder box, with a warning: the app's catalogs are not the
    /// scene's unless its `assets` line names them.
    mutating func readNamedImages(_ e: inout Element) {
        for i in e.children.indices { readNamedImages(&e.children[i]) }
        guard let name = (e.descriptor as? ImageView)?.name else { return }
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let held = catalogs.contains { $0.catalog.imageSets.contains(name) }
        if let source = e.source, !held, !last.contains(".") {
            let named =
                catalogs.isEmpty
                ? "the scene names no asset catalog ('assets \"PATH\"')"
                : "no image set '\(name)' in the scene's asset catalogs"
            sink.add(
                Diagnostic(
                    "\(source): image '\(name)': \(named): a placeholder box takes its place", at: e.location,
                    severity: .warning))
            e.becomeImagePlaceholder()
            return
        }
        if let reference = imageReference(name, at: e.location) { scene.imageReferences.append(reference) }
    }
}

extension Element {
    /// An image the scene's catalogs do not hold: a box in the system fill where it would be, of the image's size
    /// and colour.
    mutating func becomeImagePlaceholder() {
        guard let image = descriptor as? ImageView else { return }
        kind = ElementKind(image.placeholder)
        background = .system("system-fill")
    }
}
