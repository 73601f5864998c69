import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldStrings
import UnfoldCodecs
import UnfoldSyntax
import UnfoldModel

/// A scene read once, from a file, from text or as the built-in demo: its source, its parse as written, its
/// diagnostics, and the string tables its header named. Every variant comes from this value; none reads the
/// file again. The command line, the suite, the preview, the audit and the Swift API all load scenes here.
package struct SceneDocument: Sendable {
    /// The path messages show (a file's path, `NAME.scene` in its folder for text, `demo.scene`).
    package let path: String
    /// The name goldens, reports and output files use: the file name without `.scene`.
    package let name: String
    package let bytes: [UInt8]
    /// The folder the scene's image, font and strings paths are relative to.
    package let base: URL
    package let isDemo: Bool
    /// The text as written: lexed and grouped once, resolved once per variant.
    let syntax: SceneSyntax
    /// The `default` variant resolved, and what it found.
    package let scene: Scene
    package let diagnostics: SceneErrors
    /// The strings files the header named, as read for the parse above.
    let strings: KeptStrings
    /// The asset catalogs the header named: each listing and colour set is read once, for every variant.
    let assets: FileAssets
    /// A preview of a Swift file: the file's lines, which messages quote, and what reading it found.
    let swift: SwiftOrigin?

    /// `default` and every variant the scene declares.
    package var variantNames: [String] { ["default"] + scene.variants.map(\.name) }

    /// The scene's own file (a preview's Swift file) and every file its parses named through the assets reader,
    /// absolute.
    package var inputFiles: [String] {
        (isDemo ? [] : [URL(fileURLWithPath: path).standardizedFileURL.path]) + assets.namedFiles
    }

    /// The one rule for a scene's name: its file name without `.scene`; a Swift file's preview (`FILE.swift/NAME`)
    /// is `FILE/NAME`.
    package static func name(fromPath path: String) -> String {
        if let (file, preview) = SwiftPreviews.parts(path), let preview {
            return SwiftPreviews.stem(file) + "/" + preview
        }
        let last = URL(fileURLWithPath: path).lastPathComponent
        return last.hasSuffix(".scene") ? String(last.dropLast(6)) : last
    }

    /// Reads a scene file: the one place a scene file is opened. A Swift file (`FILE.swift`, or `FILE.swift/NAME`
    /// for one of its previews) is read as the scene of its preview `preview`, or of its only one.
    package static func read(path: String, preview: String? = nil) throws -> SceneDocument {
        if let (file, named) = SwiftPreviews.parts(path) {
            return try SwiftPreviews.document(file: file, preview: named ?? preview)
        }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw UnfoldFailure.io("\(path): no such scene file")
        }
        guard case .success(let data) = RegularFile.read(path, limit: RegularFile.maxBytes) else {
            throw UnfoldFailure.io("\(path): cannot read the file")
        }
        let url = URL(fileURLWithPath: path)
        return SceneDocument(
            bytes: [UInt8](data), path: path, name: name(fromPath: path), base: url.deletingLastPathComponent())
    }

    /// The scene `unfold` shows when it is given none.
    package static func demo() -> SceneDocument {
        SceneDocument(
            bytes: PackageResources.demo_scene, path: "demo.scene", name: "demo", base: URL(fileURLWithPath: "."),
            isDemo: true)
    }

    package init(bytes: [UInt8], path: String, name: String, base: URL, isDemo: Bool = false, swift: SwiftOrigin? = nil)
    {
        self.bytes = bytes
        self.path = path
        self.name = name
        self.base = base
        self.isDemo = isDemo
        self.swift = swift
        let reading = StringsReading(FileStrings(base: base))
        let localization = LocalizationContext(strings: reading, plurals: ICUPluralRules())
        let assets = FileAssets(base: base)
        syntax = SceneSyntax.parse(bytes)
        let parsed = SceneParser.resolve(
            syntax, defaultName: name,
            resources: SceneResources(localization: localization, assets: assets, importers: assets.importers))
        self.assets = assets
        scene = parsed.scene
        diagnostics = swift.map { $0.quoting(parsed.diagnostics) } ?? parsed.diagnostics
        strings = KeptStrings(files: FileStrings(base: base), tables: reading.tables.withLock { $0 })
    }

    /// The scene with a variant's header lines (and locale) applied: the kept syntax resolved again, with the
    /// files it names as they were read for the first resolution. Every variant, by every command and the API,
    /// is made here.
    package func parsed(variant: String?) -> (scene: Scene, diagnostics: SceneErrors) {
        guard let variant, variant != "default" else { return (scene, diagnostics) }
        let localization = LocalizationContext(strings: strings, plurals: ICUPluralRules())
        let parsed = SceneParser.resolve(
            syntax, defaultName: name, variant: variant,
            resources: SceneResources(localization: localization, assets: assets, importers: assets.importers))
        return (parsed.scene, swift.map { $0.quoting(parsed.diagnostics) } ?? parsed.diagnostics)
    }

    /// The variant checked against the installed fonts and its images, without printing or throwing for its
    /// diagnostics (nil when there are errors). Throws only for a variant the scene does not have.
    /// `reusing`: another variant of this document, loaded, whose decoded images this one takes where it shows
    /// the same files at the same scale and bound.
    package func check(
        variant: String? = nil, overrides: CompileOverrides = CompileOverrides(), reusing: LoadedScene? = nil
    ) throws -> (LoadedScene?, SceneErrors) {
        if let variant, variant != "default", !scene.variants.contains(where: { $0.name == variant }) {
            throw UnknownVariant(path: path, name: variant, known: variantNames)
        }
        return try LoadedScene.check(parsed(variant: variant), document: self, overrides: overrides, reusing: reusing)
    }

    /// The variant loaded: errors are thrown together (exit 2); warnings alone are handed on and it goes on.
    /// `reusing`: another variant, loaded, whose images are taken where they are the same, and whose warnings
    /// were handed on already: only the warnings this variant adds are handed on again.
    package func load(
        variant: String? = nil, overrides: CompileOverrides = CompileOverrides(), reusing: LoadedScene? = nil,
        warnings: (String) -> Void = { _ in }
    ) throws -> LoadedScene {
        var (loaded, report) = try check(variant: variant, overrides: overrides, reusing: reusing)
        if report.hasErrors { throw UnfoldFailure.scene(report, path: path) }
        let told = reusing?.warnings ?? []
        report.diagnostics.removeAll { told.contains($0) }
        if !report.diagnostics.isEmpty { warnings(report.formatted(path: path)) }
        return loaded!
    }
}

/// The string tables a scene's header named, read when the scene was: a variant's parse finds them here.
struct KeptStrings: StringsLoading {
    var files: FileStrings
    var tables: [String: Result<StringTable, StringsFileProblem>]

    func load(_ path: String) -> Result<StringTable, StringsFileProblem> {
        tables[path] ?? files.load(path)
    }
}

/// Reads strings files for the first parse and keeps what it read, for `KeptStrings`.
final class StringsReading: StringsLoading {
    let files: FileStrings
    let tables = Mutex<[String: Result<StringTable, StringsFileProblem>]>([:])

    init(_ files: FileStrings) { self.files = files }

    func load(_ path: String) -> Result<StringTable, StringsFileProblem> {
        if let kept = tables.withLock({ $0[path] }) { return kept }
        let read = files.load(path)
        tables.withLock { $0[path] = read }
        return read
    }
}
