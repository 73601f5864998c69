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

    static func demo(fps: Int? = nil, scale: Int? = nil) throws -> LoadedScene {
        try load(bytes: PackageResources.demo_scene, path: "demo.scene", name: "demo", base: URL(fileURLWithPath: "."), fps: fps, scale: scale)
    }

    static func load(path: String, fps: Int? = nil, scale: Int? = nil) throws -> LoadedScene {
        let url = URL(fileURLWithPath: path)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw CLIFailure.io("\(path): no such scene file")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIFailure.io("\(path): cannot read the file") }
        var name = url.lastPathComponent
        if name.hasSuffix(".scene") { name = String(name.dropLast(6)) }
        return try load(bytes: [UInt8](data), path: path, name: name, base: url.deletingLastPathComponent(), fps: fps, scale: scale)
    }

    static func load(bytes: [UInt8], path: String, name: String, base: URL, fps: Int?, scale: Int?) throws -> LoadedScene {
        var scene: Scene
        switch SceneParser.parse(bytes, defaultName: name) {
        case .failure(let e): throw CLIFailure.scene(e.formatted(path: path))
        case .success(let s): scene = s
        }
        let families: [String]
        do { families = try Fonts.families() } catch let e as RenderError { throw CLIFailure.io(e.message) }
        if !families.contains(scene.settings.fontFamily) {
            let loc = scene.settings.fontLocation ?? SourceLocation(line: 1, column: 1)
            let d = Diagnostic("font family '\(scene.settings.fontFamily)' is not installed; available: \(families.joined(separator: ", "))", at: loc)
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            throw CLIFailure.scene(d.formatted(path: path, source: lines))
        }
        if let fps, fps != scene.settings.fps { scene.settings.sceneFPS = scene.settings.fps; scene.settings.fps = fps }
        if let scale { scene.settings.scale = scale }
        let refs = scene.imageReferences.map { (path: $0.path, line: $0.location.line) }
        let images: ImageStore
        do { images = try ImageStore.load(refs, base: base, scenePath: path) } catch let e as RenderError { throw CLIFailure.io(e.message) }
        return LoadedScene(scene: scene, path: path, name: name, images: images)
    }

    func prepare() throws -> SceneRenderer {
        do { return try SceneRenderer.prepare(scene, images: images) } catch let e as RenderError { throw CLIFailure.io(e.message) }
    }
}
