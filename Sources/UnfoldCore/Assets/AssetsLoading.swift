import UnfoldModel

/// What the parser needs of a scene's asset catalogs (the `assets` lines): the names a catalog holds, and a
/// colour set read when a scene names it. The command line reads folders; tests give values.
package protocol AssetsLoading: Sendable {
    /// The catalog at `path` as the scene writes it (relative to the scene), or what is wrong with it.
    func catalog(_ path: String) -> Result<AssetCatalog, AssetProblem>
    /// The colour set `name` of the catalog at `path`.
    func colorSet(_ name: String, in path: String) -> Result<ColorSet, AssetProblem>
    /// The image set `name` of the catalog at `path`, its folder as the scene reaches it.
    func imageSet(_ name: String, in path: String) -> Result<ImageSet, AssetProblem>
    /// The symbol set `name` of the catalog at `path`, its template's file as the scene reaches it.
    func symbolSet(_ name: String, in path: String) -> Result<SymbolSet, AssetProblem>
}

/// What an asset catalog holds, by name: namespaced folders prefix their names (`Icons/star`).
package struct AssetCatalog: Sendable, Equatable {
    package var colorSets: Set<String>
    package var imageSets: Set<String>
    package var symbolSets: Set<String>

    package init(colorSets: Set<String> = [], imageSets: Set<String> = [], symbolSets: Set<String> = []) {
        self.colorSets = colorSets
        self.imageSets = imageSets
        self.symbolSets = symbolSets
    }
}

/// Why a catalog or one of its sets cannot be used, in words that name the file.
package struct AssetProblem: Error, Sendable, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

/// A loader for scenes read where no catalog can be: every `assets` line is an error that says so.
struct NoAssets: AssetsLoading {
    init() {}
    func catalog(_ path: String) -> Result<AssetCatalog, AssetProblem> {
        .failure(AssetProblem("asset catalogs are not read here: this caller gives no way to read them"))
    }
    func colorSet(_ name: String, in path: String) -> Result<ColorSet, AssetProblem> {
        .failure(AssetProblem("asset catalogs are not read here"))
    }
    func imageSet(_ name: String, in path: String) -> Result<ImageSet, AssetProblem> {
        .failure(AssetProblem("asset catalogs are not read here"))
    }
    func symbolSet(_ name: String, in path: String) -> Result<SymbolSet, AssetProblem> {
        .failure(AssetProblem("asset catalogs are not read here"))
    }
}
