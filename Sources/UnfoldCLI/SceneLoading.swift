import Foundation
import UnfoldCore
import UnfoldRender

/// A scene read from a file (or the built-in demo), validated against the installed fonts and its images.
struct LoadedScene {
    var scene: Scene
    var path: String
    /// The file name without `.scene`, or `demo`.
    var name: String
    var images: ImageStore
    var overrides: CompileOverrides
    var isDemo = false
    /// The text it was read from and the folder its paths are relative to, for its variants.
    var bytes: [UInt8] = []
    var base: URL? = nil

    /// `default` and every variant the scene declares.
    var variantNames: [String] { ["default"] + scene.variants.map(\.name) }

    static func demo(overrides: CompileOverrides = CompileOverrides(), variant: String? = nil) throws -> LoadedScene {
        var loaded = try load(
            bytes: PackageResources.demo_scene, path: "demo.scene", name: "demo",
            base: URL(fileURLWithPath: "."), overrides: overrides, variant: variant, warnings: { _ in })
        loaded.isDemo = true
        return loaded
    }

    static func load(
        path: String, overrides: CompileOverrides = CompileOverrides(), variant: String? = nil,
        warnings: (String) -> Void = { _ in }
    ) throws -> LoadedScene {
        let url = URL(fileURLWithPath: path)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw CLIFailure.io("\(path): no such scene file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIFailure.io("\(path): cannot read the file")
        }
        var name = url.lastPathComponent
        if name.hasSuffix(".scene") { name = String(name.dropLast(6)) }
        return try load(
            bytes: [UInt8](data), path: path, name: name, base: url.deletingLastPathComponent(),
            overrides: overrides, variant: variant, warnings: warnings)
    }

    /// Parses, then validates fonts and image headers, then decodes images: every problem found on the
    /// way is one diagnostic in one list, printed together (errors: exit 2; warnings alone: printed, go on).
    static func load(
        bytes: [UInt8], path: String, name: String, base: URL, overrides: CompileOverrides, variant: String? = nil,
        warnings: (String) -> Void
    ) throws -> LoadedScene {
        let (loaded, report) = try check(
            bytes: bytes, path: path, name: name, base: base, overrides: overrides, variant: variant)
        if report.hasErrors { throw CLIFailure.scene(report, path: path) }
        if !report.diagnostics.isEmpty { warnings(report.formatted(path: path)) }
        return loaded!
    }

    /// The scene and every diagnostic about it, without printing or throwing for them: the preview shows them
    /// on its page. The scene is nil when there are errors. Throws only for a variant the scene does not have.
    static func check(
        bytes: [UInt8], path: String, name: String, base: URL, overrides: CompileOverrides, variant: String? = nil
    ) throws -> (LoadedScene?, SceneErrors) {
        let parsed = SceneParser.parseAll(
            bytes, defaultName: name, variant: variant, localization: FileStrings.context(base: base))
        return try check(
            parsed: parsed, bytes: bytes, path: path, name: name, base: base, overrides: overrides, variant: variant)
    }

    /// `check` of a scene already read: its fonts and images, and its diagnostics together.
    static func check(
        parsed: (scene: Scene, diagnostics: SceneErrors), bytes: [UInt8], path: String, name: String, base: URL,
        overrides: CompileOverrides, variant: String? = nil
    ) throws -> (LoadedScene?, SceneErrors) {
        if let variant, variant != "default", !parsed.scene.variants.contains(where: { $0.name == variant }) {
            throw UnknownVariant(path: path, name: variant, known: ["default"] + parsed.scene.variants.map(\.name))
        }
        let scene = parsed.scene
        var report = parsed.diagnostics
        // A scene's own fonts join the loaded ones before the families are listed.
        for file in scene.settings.fontFiles {
            let url =
                file.path.hasPrefix("/") ? URL(fileURLWithPath: file.path) : base.appendingPathComponent(file.path)
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                report.diagnostics.append(Diagnostic("font file \(file.path) does not exist", at: file.location))
            } else if isFolder.boolValue {
                // fontconfig would scan a folder and everything below it, for minutes.
                report.diagnostics.append(Diagnostic("font file \(file.path) is a folder, not a font file", at: file.location))
            } else if (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) != .typeRegular {
                report.diagnostics.append(Diagnostic("font file \(file.path) is not a regular file", at: file.location))
            } else if !((try? Fonts.add(file: url.path)) ?? false) {
                report.diagnostics.append(
                    Diagnostic("font file \(file.path) is not a font fontconfig can read", at: file.location))
            }
        }
        let families = try Fonts.families()
        report.diagnostics += SceneValidation.validate(scene, in: FileEnvironment(fontFamilies: families, base: base))
        var images = ImageStore()
        if !report.hasErrors {
            // Every header passed its checks, so decoding is safe now; once per real file.
            // No frame is larger than the canvas at @3x, the largest scale any override gives.
            let bound = (Int((scene.settings.width * 3).rounded(.up)), Int((scene.settings.height * 3).rounded(.up)))
            let loaded = ImageStore.load(scene.imageReferences, base: base, bound: bound)
            images = loaded.store
            report.diagnostics += loaded.problems
        }
        report.diagnostics.sort { $0.location < $1.location }
        if report.hasErrors { return (nil, report) }
        var loaded = LoadedScene(scene: scene, path: path, name: name, images: images, overrides: overrides)
        loaded.bytes = bytes
        loaded.base = base
        return (loaded, report)
    }

    /// The scene with a variant applied to the value already read, when that says everything reading the file
    /// would: nil for a scene whose texts depend on the locale, or a variant its validation has something to
    /// say about (the caller reads the variant from the bytes then, so every message stays the same).
    func applying(variant: String) -> LoadedScene? {
        guard let scene = scene.applying(variant: variant), let base else { return nil }
        let families = (try? Fonts.families()) ?? []
        guard SceneValidation.validate(scene, in: FileEnvironment(fontFamilies: families, base: base)).isEmpty else {
            return nil
        }
        var loaded = self
        loaded.scene = scene
        return loaded
    }

    func prepare() throws -> SceneRenderer {
        try SceneRenderer.prepare(scene, images: images, overrides: overrides)
    }
}

/// Fonts and image files as this machine has them, for the core's validation step.
struct FileEnvironment: ValidationEnvironment {
    var fontFamilies: [String]
    var base: URL
    func probeImage(_ path: String) -> ImageProbe { ImageStore.probe(path, base: base) }
    func canDraw(_ scalar: Unicode.Scalar) -> Bool { (try? Fonts.covers(scalar)) ?? true }
}
