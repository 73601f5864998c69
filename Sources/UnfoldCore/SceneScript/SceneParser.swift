import UnfoldSyntax
import UnfoldModel

/// Turns scene text into a validated `Scene`, or every error in it.
package struct SceneParser {
    package static let maxRows = 1_000_000
    package static let maxTime = Micros(600_000_000)
    package static let maxDepth = 32
    package static let maxIDLength = 256
    package static let maxActions = 100_000

    package typealias Block = SceneSyntax.Block

    let sink = DiagnosticSink()
    /// The ids "did you mean" offers for unknown rows, made on first use (a class, so lookups can fill it).
    final class IDCache {
        var ids: [String]?
    }
    let suggestionIDs = IDCache()
    /// The `L"KEY"` values read (a class, so element parsing, which changes nothing else, can add to it).
    final class UseLog {
        var log: [LocalizedUse] = []
    }
    let uses = UseLog()
    var scene: Scene
    var templateIndex: [String: Int] = [:]
    /// Templates and rows whose definitions had an error (reported there): later lines that name them are not
    /// reported again, so one mistake gives one error.
    var brokenTemplates: Set<String> = []
    var brokenRowIDs: Set<String> = []
    /// Variant name → its index in `scene.variants`.
    var variantIndex: [String: Int] = [:]
    var seenHeaders: [String: SourceLocation] = [:]
    /// Whether a storyboard's table has given the scene its attributes (the first one a cell comes from does).
    var tableFromFile = false
    /// The variant being parsed, if not the default.
    var selectedVariant: String?
    /// Rows a `delete` line has removed: later lines may not name them.
    var deletedIDs: Set<String> = []
    var listEdits = 0
    /// Reads strings files and knows plural rules; nil where no caller gave one.
    var localization: LocalizationContext?
    /// The tables of the `strings` lines read so far, in order.
    var tables: [StringTable] = []
    /// Whether a `strings` file failed to load (reported there).
    var stringsFailed = false
    /// Reads asset catalogs; nil where no caller gave a way.
    var assets: AssetsLoading?
    /// Reads the files `cell … from` names, by their kind; no reader where no caller gave one.
    var importers = CellImporters()
    /// The catalogs of the `assets` lines read so far, in order.
    var catalogs: [(path: String, catalog: AssetCatalog)] = []
    /// Whether an `assets` catalog failed to load (reported there).
    var assetsFailed = false
    /// Where `variants locales` is written, if it is.
    var variantsLocales: SourceLocation?
    /// Made once the header is read: looks keys up in the scene's locale.
    var localizer: Localizer?
    /// The catalogs' keys by length, built at the first unknown key and kept for the rest.
    let keyIndex = KeyIndex()

    init(defaultName: String) {
        scene = Scene(
            name: defaultName, settings: Settings(), templates: [], rows: RowStore(), sections: [], actions: [])
    }

    package static func parse(_ text: String, defaultName: String = "scene") -> Result<Scene, SceneErrors> {
        parse(Array(text.utf8), defaultName: defaultName)
    }

    package static func parse(
        _ data: [UInt8], defaultName: String, variant: String? = nil, resources: SceneResources = SceneResources()
    ) -> Result<Scene, SceneErrors> {
        let resolved = resolve(
            SceneSyntax.parse(data), defaultName: defaultName, variant: variant, resources: resources)
        if !resolved.diagnostics.diagnostics.isEmpty { return .failure(resolved.diagnostics) }
        return .success(resolved.scene)
    }

    /// Reads scene text and resolves it (see `resolve`).
    package static func parseAll(
        _ data: [UInt8], defaultName: String, variant: String? = nil, resources: SceneResources = SceneResources()
    ) -> (scene: Scene, diagnostics: SceneErrors) {
        resolve(SceneSyntax.parse(data), defaultName: defaultName, variant: variant, resources: resources)
    }

    /// The scene a syntax value means, with every diagnostic: the scene as far as it resolved, so a later
    /// validation step can add its own problems (images, fonts) to the same list, and one run reports everything.
    /// `variant`: the name of one of the scene's variants, whose header lines replace the scene's before anything
    /// is derived from the header; every variant of a scene is resolved this one way.
    /// `resources` reads the `strings` files, the asset catalogs and the files cells are taken from; without them
    /// a scene that names any is an error.
    package static func resolve(
        _ syntax: SceneSyntax, defaultName: String, variant: String? = nil, resources: SceneResources
    ) -> (scene: Scene, diagnostics: SceneErrors) {
        var parser = SceneParser(defaultName: defaultName)
        parser.localization = resources.localization
        parser.assets = resources.assets
        parser.importers = resources.importers
        parser.selectedVariant = variant == "default" ? nil : variant
        syntax.lexErrors.forEach(parser.sink.add)
        parser.run(syntax)
        parser.readSlotColorSets()
        parser.readSymbolSets()
        parser.scene.localizedUses = parser.uses.log
        let all = parser.sink.diagnostics.sorted { $0.location < $1.location }
        var errors = SceneErrors(diagnostics: all, lines: syntax.texts)
        errors.dropped = parser.sink.dropped
        return (parser.scene, errors)
    }

    mutating func run(_ written: SceneSyntax) {
        // A preview's lines join the file's before the lines are grouped, as if written there.
        useModules(written.lines)
        let syntax = written.includesPreviews ? written.replacingLines(with: includingPreviews(written.lines)) : written
        syntax.strayErrors.forEach(sink.add)
        // The header first (its locale and catalogs decide every `L"KEY"`), then templates, so rows and the
        // timeline may come in any order.
        for b in syntax.header {
            parseHeader(b.head)
            if let first = b.body.first(where: { !$0.badIndentation }) {
                sink.add(
                    Diagnostic(
                        "unexpected indentation: '\(b.head.tokens[0].text)' takes no block",
                        at: .init(line: first.number, column: first.indent + 1)))
            }
        }
        applyVariants()
        settleLocale()
        for b in syntax.cells { parseCell(b) }
        for b in syntax.lists {
            if b.head.tokens[0].text == "rows" {
                parseRows(b)
            } else {
                parseSection(b)
            }
        }
        let timelines = syntax.timelines
        if let first = timelines.first { parseTimeline(first) }
        for extra in timelines.dropFirst() {
            sink.add(
                Diagnostic(
                    "a scene has one 'timeline' (the first is at line \(timelines[0].head.number))",
                    at: .init(line: extra.head.number, column: 1)))
        }
    }

    static let blockWords = SceneSyntax.blockWords
    static let headerWords =
        [
            "scene", "canvas", "fps", "appearance", "table", "look", "separator", "font", "animation",
            "select", "highlight", "update", "scroll-on-expand", "scroll-indicator", "estimated-row-height", "end",
            "font-file", "fonts",
            "content-size", "direction", "device", "variant", "height-cache",
            "expansion-state", "strings", "locale", "variants", "indentation-width", "assets", "contrast", "bold-text",
            "swiftui", "module"
        ] + screenWords

    func cursor(_ line: SourceLine, from: Int = 0) -> TokenCursor { TokenCursor(line, from: from, sink: sink) }
}
