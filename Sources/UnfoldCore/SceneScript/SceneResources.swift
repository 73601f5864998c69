import UnfoldModel

/// Everything resolution reads from outside the scene's text, behind protocols the caller implements: the
/// `strings` files and plural rules, the asset catalogs, and the readers of the files cells come from (Interface
/// Builder, Swift). The core reads nothing itself; a part the caller leaves out makes a scene that names it an
/// error at that line.
package struct SceneResources: Sendable {
    package var localization: LocalizationContext?
    package var assets: (any AssetsLoading)?
    package var importers: CellImporters

    package init(
        localization: LocalizationContext? = nil, assets: (any AssetsLoading)? = nil,
        importers: CellImporters = CellImporters()
    ) {
        self.localization = localization
        self.assets = assets
        self.importers = importers
    }
}
