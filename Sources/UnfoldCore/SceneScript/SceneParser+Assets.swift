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
            c.error("no colour set '\(t.text)' in the asset catalogs\(suggestionOrNearest(for: t.text, among: names))", at: t)
            return nil
        }
        switch (assets ?? NoAssets()).colorSet(t.text, in: path) {
        case .success(let set): return .asset(set)
        case .failure(let problem):
            c.error(problem.message, at: t)
            return nil
        }
    }
}
