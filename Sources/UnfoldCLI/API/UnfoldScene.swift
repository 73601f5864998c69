import Foundation
import UnfoldCore
import UnfoldRender

/// A scene read from scene-format text or a `.scene` file, checked the way `unfold` checks it (fonts, images,
/// strings files relative to the scene): the entry point of the `Unfold` library.
///
/// ```swift
/// let scene = try UnfoldScene(contentsOf: "scenes/read-more.scene")
/// let compiled = try scene.applying(variant: "dark").compiled()
/// let png = try compiled.png(frame: 10)
/// ```
public struct UnfoldScene: Sendable {
    /// The parsed scene, with the variant applied.
    public let scene: Scene
    /// The name goldens and reports use: the file name without `.scene`, or the name given with the text.
    public let name: String
    /// The variant applied (`default`: none).
    public let variant: String
    /// Every variant the scene declares, `default` first.
    public let variants: [String]
    /// Where the scene lives: a file's path, or `NAME.scene` in `base` for text.
    public let path: String
    let bytes: [UInt8]
    let base: URL
    /// The scene-format text it was read from.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    let loaded: LoadedScene

    /// Reads a scene file. Throws `UnfoldError` with every problem in the file, printed as `unfold` prints them.
    public init(contentsOf path: String, variant: String = "default") throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UnfoldError.unreadable(path: path)
        }
        var name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasSuffix(".scene") { name = String(name.dropLast(6)) }
        try self.init(
            bytes: [UInt8](data), path: path, name: name, base: URL(fileURLWithPath: path).deletingLastPathComponent(),
            variant: variant)
    }

    /// Reads scene-format text; image, font and strings paths are relative to `base` (default: the current
    /// folder).
    public init(text: String, name: String = "scene", base: URL? = nil, variant: String = "default") throws {
        // The name becomes a golden folder's and a file's name: one plain file name, never a path.
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"),
            !name.unicodeScalars.contains(where: { $0.value < 0x20 })
        else {
            throw UnfoldError.badName(name)
        }
        let folder = base ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        try self.init(
            bytes: Array(text.utf8), path: folder.appendingPathComponent(name + ".scene").path, name: name,
            base: folder, variant: variant)
    }

    init(bytes: [UInt8], path: String, name: String, base: URL, variant: String) throws {
        let checked: (LoadedScene?, SceneErrors)
        do {
            checked = try LoadedScene.check(
                bytes: bytes, path: path, name: name, base: base, overrides: CompileOverrides(), variant: variant)
        } catch {
            throw UnfoldError(error)
        }
        guard let loaded = checked.0 else {
            throw UnfoldError.scene(
                path: path, diagnostics: checked.1.diagnostics, message: checked.1.formatted(path: path))
        }
        self.loaded = loaded
        self.scene = loaded.scene
        self.name = name
        self.variant = variant
        self.variants = loaded.variantNames
        self.path = path
        self.bytes = bytes
        self.base = base
    }

    /// The same scene with a variant's header lines applied (`default`: the scene as written).
    public func applying(variant: String) throws -> UnfoldScene {
        try UnfoldScene(bytes: bytes, path: path, name: name, base: base, variant: variant)
    }

    /// Compiles the timeline with the real text measurer; `fps` and `scale` override the scene's own.
    public func compiled(fps: Int? = nil, scale: Int? = nil) throws -> CompiledScene {
        var loaded = self.loaded
        loaded.overrides = CompileOverrides(fps: fps, scale: scale)
        do { return CompiledScene(renderer: try loaded.prepare()) } catch { throw UnfoldError(error) }
    }
}
