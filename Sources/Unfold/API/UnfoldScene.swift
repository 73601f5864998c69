import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldSyntax
import UnfoldModel

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
    public var path: String { document.path }
    /// The scene-format text it was read from.
    public var text: String { String(decoding: document.bytes, as: UTF8.self) }
    /// The scene as read, once: every variant comes from it.
    let document: SceneDocument
    let loaded: LoadedScene

    /// Reads a scene file. Throws `UnfoldError` with every problem in the file, printed as `unfold` prints them.
    public init(contentsOf path: String, variant: String = "default") throws {
        let document: SceneDocument
        do { document = try SceneDocument.read(path: path) } catch { throw UnfoldError.unreadable(path: path) }
        try self.init(document, variant: variant)
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
        let document = SceneDocument(
            bytes: Array(text.utf8), path: folder.appendingPathComponent(name + ".scene").path, name: name,
            base: folder)
        try self.init(document, variant: variant)
    }

    init(_ document: SceneDocument, variant: String) throws {
        let checked: (LoadedScene?, SceneErrors)
        do {
            checked = try document.check(variant: variant)
        } catch {
            throw UnfoldError(error)
        }
        guard let loaded = checked.0 else {
            throw UnfoldError.scene(
                path: document.path, diagnostics: checked.1.diagnostics,
                message: checked.1.formatted(path: document.path))
        }
        self.document = document
        self.loaded = loaded
        self.scene = loaded.scene
        self.name = document.name
        self.variant = variant
        self.variants = document.variantNames
    }

    /// The same scene with a variant's header lines applied (`default`: the scene as written), from the text
    /// already read.
    public func applying(variant: String) throws -> UnfoldScene {
        try UnfoldScene(document, variant: variant)
    }

    /// Compiles the timeline with the real text measurer; `fps` and `scale` override the scene's own.
    public func compiled(fps: Int? = nil, scale: Int? = nil) throws -> CompiledScene {
        var loaded = self.loaded
        loaded.overrides = CompileOverrides(fps: fps, scale: scale)
        do { return CompiledScene(renderer: try loaded.prepare()) } catch { throw UnfoldError(error) }
    }
}
