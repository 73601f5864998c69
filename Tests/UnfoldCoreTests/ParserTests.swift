import Foundation
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldSyntax
@testable import UnfoldModel

/// Catalogs read from the scenes folder with the core's own reader: the core tests need no renderer.
struct CatalogFiles: StringsLoading {
    var base: URL
    func load(_ path: String) -> Result<StringTable, StringsFileProblem> {
        guard let data = FileManager.default.contents(atPath: base.appendingPathComponent(path).path) else {
            return .failure(StringsFileProblem("no such file"))
        }
        return StringCatalogReader.read([UInt8](data))
    }
    static let scenes = LocalizationContext(
        strings: CatalogFiles(
            base: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scenes")),
        plurals: OneOtherPluralRules())
}

/// The asset catalogs of the scenes folder, read as a test reads files: sets found by their folders' extensions,
/// a group's namespace from its `Contents.json`.
struct CatalogFolders: AssetsLoading {
    var base: URL
    static let scenes = CatalogFolders(
        base: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scenes"))

    /// Every set's folder by its name with the extension (`Icons/Leaf.imageset`).
    func sets(_ path: String) -> [String: URL] {
        var found: [String: URL] = [:]
        var pending = [(base.appendingPathComponent(path), "")]
        while let (dir, prefix) = pending.popLast() {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] {
                let url = dir.appendingPathComponent(entry)
                if ["colorset", "imageset", "symbolset"].contains(url.pathExtension) {
                    found[prefix + entry] = url
                } else if url.pathExtension.isEmpty,
                    (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
                {
                    let json =
                        (try? String(contentsOf: url.appendingPathComponent("Contents.json"), encoding: .utf8)) ?? ""
                    pending.append(
                        (url, json.contains("\"provides-namespace\" : true") ? prefix + entry + "/" : prefix))
                }
            }
        }
        return found
    }

    func names(_ path: String, _ ext: String) -> Set<String> {
        Set(sets(path).keys.filter { $0.hasSuffix("." + ext) }.map { String($0.dropLast(ext.count + 1)) })
    }

    func catalog(_ path: String) -> Result<AssetCatalog, AssetProblem> {
        guard FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path) else {
            return .failure(AssetProblem("no such asset catalog"))
        }
        return .success(
            AssetCatalog(
                colorSets: names(path, "colorset"), imageSets: names(path, "imageset"),
                symbolSets: names(path, "symbolset")))
    }

    func contents(_ name: String, _ ext: String, in path: String) -> (URL, Data)? {
        guard let folder = sets(path)[name + "." + ext],
            let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json"))
        else { return nil }
        return (folder, data)
    }

    func colorSet(_ name: String, in path: String) -> Result<ColorSet, AssetProblem> {
        guard let (_, data) = contents(name, "colorset", in: path) else { return .failure(AssetProblem("no \(name)")) }
        return ColorSetReader.read(data, name: name).mapError { AssetProblem($0.message) }
    }

    func imageSet(_ name: String, in path: String) -> Result<ImageSet, AssetProblem> {
        guard let (folder, data) = contents(name, "imageset", in: path) else {
            return .failure(AssetProblem("no \(name)"))
        }
        let inside = String(folder.path.dropFirst(base.appendingPathComponent(path).path.count + 1))
        return ImageSetReader.read(data, name: name, folder: path + "/" + inside).mapError { AssetProblem($0.message) }
    }

    func symbolSet(_ name: String, in path: String) -> Result<SymbolSet, AssetProblem> {
        guard let (folder, data) = contents(name, "symbolset", in: path) else {
            return .failure(AssetProblem("no \(name)"))
        }
        let inside = String(folder.path.dropFirst(base.appendingPathComponent(path).path.count + 1))
        return SymbolSetReader.read(data, name: name, folder: path + "/" + inside).mapError { AssetProblem($0.message) }
    }
}

func parseOK(
    _ text: String, name: String = "test", variant: String? = nil,
    localization: LocalizationContext? = CatalogFiles.scenes, assets: AssetsLoading? = CatalogFolders.scenes
) throws -> Scene {
    let resources = SceneResources(localization: localization, assets: assets)
    switch SceneParser.parse(Array(text.utf8), defaultName: name, variant: variant, resources: resources) {
    case .success(let s): return s
    case .failure(let e):
        Issue.record("unexpected errors:\n\(e.formatted(path: "test.scene"))")
        throw e
    }
}

func parseErrors(_ text: String) -> [Diagnostic] {
    if case .failure(let e) = SceneParser.parse(text, defaultName: "t") { return e.diagnostics }
    return []
}

/// The errors of one element line in a cell of one row, each as `LINE:COLUMN message`, one per line.
func elementLineErrors(_ line: String) -> String {
    let d = parseErrors("cell c\n  \(line)\nrows c\n  a\n")
    return d.map { "\($0.location.line):\($0.location.column) \($0.message)" }.joined(separator: "\n")
}

@Suite struct ParserExamples {
    @Test func header() throws {
        let s = try parseOK(SpecExamples.header)
        #expect(s.name == "News")
        #expect(s.settings.width == 390 && s.settings.height == 844 && s.settings.scale == 2)
        #expect(s.settings.fps == 60)
        #expect(s.settings.separatorInset == 16)
        #expect(s.settings.animation == AnimationSpec(duration: 300_000, curve: .easeInOut))
        #expect(s.settings.end == 3_000_000)
        #expect(s.settings.estimatedRowHeight == .automatic)
    }

    @Test func cellTemplate() throws {
        let s = try parseOK(SpecExamples.cell)
        let t = s.templates[0]
        #expect(t.name == "news")
        #expect(t.flattened.count == 6)
        #expect(t.root.stacking?.direction == .vertical && t.root.padding == EdgeInsets(all: 20))
        #expect(t.root.stacking?.spacing == 10)
        #expect(t.flattened[1].typesetting?.weight == .bold && t.flattened[1].typesetting?.size == 20)
        #expect(t.flattened[2].visible == .expanded)
        #expect(t.flattened[3].stacking?.distribute == .equalCentering)
        #expect(
            t.flattened[4].typesetting?.color == .system("secondary-label") && t.flattened[4].typesetting?.size == 15)
        #expect(t.flattened[5].descriptor as? Symbol == Symbol(name: .ellipsis) && t.flattened[5].tap == .toggle)
    }

    @Test func rowsAndSections() throws {
        let s = try parseOK(SpecExamples.cell + "\n" + SpecExamples.rows)
        #expect(s.rows.count == 33)
        #expect(s.rows[1].startsExpanded)
        #expect(s.rows[2].id == "item-0" && s.rows[2].slots["title"] == "Item 0")
        #expect(s.rows[31].id == "item-29")
        #expect(s.rows[32].id == "c" && s.rows[32].section == 1)
        #expect(s.sections.count == 2 && s.sections[1].title == "Older" && s.sections[1].firstRow == 32)
    }

    @Test func timeline() throws {
        let lp = SpecExamples.cell.replacingOccurrences(
            of: "cell news ", with: "cell news longpress 1 grow 2 every 0.1 max 200 ")
        let s = try parseOK(lp + "\n" + SpecExamples.rows + "\n" + SpecExamples.timeline)
        let times = s.actions.map(\.time)
        #expect(
            times == [
                500_000, 1_300_000, 1_300_000, 2_300_000, 2_300_000, 2_300_000, 2_300_000, 2_300_000, 2_300_000,
                2_300_000
            ])
        #expect(s.actions[1].action == .tapButton(row: 0, element: 5))
        #expect(s.actions[3].action == .longPress(row: 5, duration: 2_500_000))
        #expect(s.actions[4].action == .scrollTo(row: 22, position: .top))
        #expect(s.actions[5].action == .scrollBy(dy: 300, animation: AnimationSpec(duration: 600_000, curve: .easeOut)))
        #expect(s.actions[9].action == .set(row: 0, slot: "summary", value: "New text"))
    }

    @Test func completeExample() throws {
        let s = try parseOK(SpecExamples.complete)
        #expect(s.name == "Seed 003: read more")
        #expect(s.rows.count == 22)
        #expect(s.rows[1].slots["title"] == "展开单元格")
        #expect(s.templates[0].flattened[4].typesetting == nil)
        #expect(s.templates[0].flattened[5].typesetting?.lines == Pair(3, 0))
        #expect((s.templates[0].flattened[4].descriptor as? Symbol)?.name == .chevronDown)
        #expect(s.templates[0].flattened[4].rotation == Pair(0, 180))
        #expect(s.actions.map(\.time) == [300_000, 1_300_000, 2_300_000])
    }

    @Test func timesAreExactMicroseconds() throws {
        let s = try parseOK(
            "cell c\n  text t\nrows c\n  a\ntimeline\n  after 0.1 tap a\n  after 0.1 tap a\n  after 0.1 tap a\n  after 300ms tap a\n  after 0.1s tap a"
        )
        #expect(s.actions.map(\.time) == [100_000, 200_000, 300_000, 600_000, 700_000])
    }

    @Test func stringsAndEscapes() throws {
        let s = try parseOK("cell c\n  text t\nrows c\n  a t \"q\\\"\\\\\\n\\t\\u{1F600} ✓ Привет 你好\"")
        #expect(s.rows[0].slots["t"] == "q\"\\\n\t😀 ✓ Привет 你好")
    }

    @Test func curves() throws {
        let s = try parseOK("animation 0.5 bezier 0.1 0.2 0.3 1\ncell c animation 9 spring 0.5 1\n  text t")
        #expect(s.settings.animation.curve == .bezier(0.1, 0.2, 0.3, 1))
        let a = s.templates[0].animation!
        #expect(a.curve == .spring(response: 0.5, damping: 1))
        // The written 9 s is replaced by the spring's settle time: (1 + ωt)e^(−ωt) = 0.001 at ωt ≈ 9.2335, ω = 4π.
        #expect(a.duration == 734_772)
    }

    @Test func defaultName() throws {
        let s = try parseOK("cell c\n  text t", name: "mine")
        #expect(s.name == "mine")
    }
}

@Suite struct LexicalEdgeTests {
    @Test func byteOrderMarkAndCRLF() throws {
        let s = try parseOK("\u{FEFF}scene \"BOM\"\r\ncell c\r\n  text t\r\nrows c\r\n  a t \"x\"\r\n")
        #expect(s.name == "BOM" && s.rows.count == 1 && s.rows[0].slots["t"] == "x")
    }

    @Test func commentsAndColors() throws {
        let s = try parseOK("cell c background #1E90FF # a comment\n  text t color #11223344 #\nrows c\n  a # row a\n")
        #expect(s.templates[0].background == .literal(RGBA(bytes: 0x1E, 0x90, 0xFF)))
        #expect(s.templates[0].root.typesetting?.color == .literal(RGBA(bytes: 0x11, 0x22, 0x33, Double(0x44) / 255)))
        #expect(s.rows.count == 1)
    }

    @Test func emptySceneIsValid() throws {
        let s = try parseOK("")
        #expect(s.rows.count == 0)
        let tl = Timeline.compile(s, measurer: FixedAdvanceMeasurer())
        #expect(tl.frameCount == 30 && tl.state(frame: 0).rows.isEmpty)
    }
}
