/// Turns scene text into a validated `Scene`, or every error in it.
package struct SceneParser {
    package static let maxRows = 1_000_000
    package static let maxTime = Micros(600_000_000)
    package static let maxDepth = 32
    package static let maxIDLength = 256
    package static let maxActions = 100_000

    /// A top-level line and the indented lines under it.
    struct Block {
        var head: SourceLine
        var body: [SourceLine]
    }

    let sink = DiagnosticSink()
    /// The timing of the scroll being read, for its `TimedAction`.
    var scrollTiming: ScrollTiming?
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
        _ data: [UInt8], defaultName: String, variant: String? = nil, localization: LocalizationContext? = nil,
        assets: AssetsLoading? = nil, importers: CellImporters = CellImporters()
    ) -> Result<Scene, SceneErrors> {
        let parsed = parseAll(
            data, defaultName: defaultName, variant: variant, localization: localization, assets: assets,
            importers: importers)
        if !parsed.diagnostics.diagnostics.isEmpty { return .failure(parsed.diagnostics) }
        return .success(parsed.scene)
    }

    /// The scene as far as it parsed, and every diagnostic: a later validation step can add its own
    /// problems (images, fonts) to the same list, so one run reports everything.
    /// `variant`: the name of one of the scene's variants, whose header lines replace the scene's.
    /// `localization` reads the `strings` files, `assets` the asset catalogs, `importers` the files cells are
    /// taken from; without them a scene that names any is an error.
    package static func parseAll(
        _ data: [UInt8], defaultName: String, variant: String? = nil, localization: LocalizationContext? = nil,
        assets: AssetsLoading? = nil, importers: CellImporters = CellImporters()
    ) -> (scene: Scene, diagnostics: SceneErrors) {
        let (lines, texts, lexErrors) = Lexer.lex(data)
        var parser = SceneParser(defaultName: defaultName)
        parser.localization = localization
        parser.assets = assets
        parser.importers = importers
        parser.selectedVariant = variant == "default" ? nil : variant
        lexErrors.forEach(parser.sink.add)
        parser.run(lines)
        parser.readSlotColorSets()
        parser.readSymbolSets()
        parser.scene.localizedUses = parser.uses.log
        let all = parser.sink.diagnostics.sorted { $0.location < $1.location }
        var errors = SceneErrors(diagnostics: all, lines: texts)
        errors.dropped = parser.sink.dropped
        return (parser.scene, errors)
    }

    mutating func run(_ lines: [SourceLine]) {
        var blocks: [Block] = []
        for line in includingPreviews(lines) {
            if line.indent == 0 {
                blocks.append(Block(head: line, body: []))
            } else if blocks.isEmpty {
                sink.add(
                    Diagnostic(
                        "unexpected indentation: this line belongs to no block", at: .init(line: line.number, column: 1)
                    ))
            } else {
                blocks[blocks.count - 1].body.append(line)
            }
        }
        // The header first (its locale and catalogs decide every `L"KEY"`), then templates, so rows and the
        // timeline may come in any order.
        for b in blocks where !SceneParser.blockWords.contains(b.head.tokens[0].text) {
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
        for b in blocks where b.head.tokens[0].text == "cell" { parseCell(b) }
        for b in blocks {
            switch b.head.tokens[0].text {
            case "rows": parseRows(b)
            case "section": parseSection(b)
            default: continue
            }
        }
        let timelines = blocks.filter { $0.head.tokens[0].text == "timeline" }
        if let first = timelines.first { parseTimeline(first) }
        for extra in timelines.dropFirst() {
            sink.add(
                Diagnostic(
                    "a scene has one 'timeline' (the first is at line \(timelines[0].head.number))",
                    at: .init(line: extra.head.number, column: 1)))
        }
    }

    static let blockWords = ["cell", "rows", "section", "timeline"]
    static let headerWords =
        [
            "scene", "canvas", "fps", "appearance", "table", "separator", "font", "animation",
            "select", "highlight", "update", "scroll-on-expand", "scroll-indicator", "estimated-row-height", "end",
            "font-file", "fonts",
            "content-size", "direction", "device", "variant", "height-cache",
            "expansion-state", "strings", "locale", "variants", "indentation-width", "assets", "contrast", "bold-text",
            "swiftui"
        ] + screenWords

    func cursor(_ line: SourceLine, from: Int = 0) -> TokenCursor { TokenCursor(line, from: from, sink: sink) }
}
