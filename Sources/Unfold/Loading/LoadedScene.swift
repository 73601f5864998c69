import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldSolver
import UnfoldSyntax
import UnfoldModel

/// A variant of a scene document, validated against the installed fonts and with its images decoded.
package struct LoadedScene {
    package var scene: Scene
    /// The scene as read, once, for its other variants.
    package let document: SceneDocument
    var images: ImageStore
    package var overrides: CompileOverrides
    /// The warnings found loading it (a variant loaded from it repeats none of them).
    var warnings: [Diagnostic]
    /// Its own font files, as added (`font-file`, `fonts`): with the pinned ones, what its texts are drawn with.
    var fontFiles: Set<String> = []

    package var path: String { document.path }
    /// The file name without `.scene`, or `demo`.
    package var name: String { document.name }
    package var isDemo: Bool { document.isDemo }
    /// The text it was read from and the folder its paths are relative to.
    package var bytes: [UInt8] { document.bytes }
    package var base: URL { document.base }
    /// `default` and every variant the scene declares.
    package var variantNames: [String] { document.variantNames }

    /// Validates fonts and image headers, then decodes images: every problem found on the way is one diagnostic
    /// in one list with the parse's own (the scene is nil when there are errors).
    /// `reusing`: a loaded variant of the same document; its decoded images are taken when this variant shows the
    /// same image files at the same scale and in the same bound, since decoding depends on nothing else.
    static func check(
        _ parsed: (scene: Scene, diagnostics: SceneErrors), document: SceneDocument, overrides: CompileOverrides,
        reusing: LoadedScene? = nil
    ) throws -> (LoadedScene?, SceneErrors) {
        var scene = parsed.scene
        let base = document.base
        var report = parsed.diagnostics
        // A scene's own fonts join the loaded ones; the fonts its Interface Builder files name are found among
        // them. It may name the pinned families and its own files' families, not another scene's that this
        // process read before (a suite passed a scene that names a family only another scene's file holds).
        let own = SceneFonts.load(&scene, base: base)
        report.diagnostics += own.problems
        let families = Set(try Fonts.pinnedFamilies() + own.families).sorted()
        let environment = FileEnvironment(fontFamilies: families, fontFiles: own.files, base: base)
        report.diagnostics += SceneValidation.validate(scene, in: environment)
        var images = ImageStore()
        if !report.hasErrors {
            // Every header passed its checks, so decoding is safe now; once per real file.
            let bound = scene.settings.canvas.imageBound
            if let kept = reusing, kept.scene.imageReferences == scene.imageReferences,
                kept.scene.settings.canvas == scene.settings.canvas
            {
                images = kept.images
                scene.imageSizes = kept.scene.imageSizes
            } else {
                let loaded = ImageStore.load(
                    scene.imageReferences, base: base, bound: bound, scale: scene.settings.scale)
                images = loaded.store
                report.diagnostics += loaded.problems
                scene.imageSizes = SceneValidation.imageSizes(scene, in: environment)
            }
        }
        report.diagnostics.sort { $0.location < $1.location }
        if report.hasErrors { return (nil, report) }
        let loaded = LoadedScene(
            scene: scene, document: document, images: images, overrides: overrides, warnings: report.diagnostics,
            fontFiles: own.files)
        return (loaded, report)
    }

    /// Another variant of the same document: its syntax resolved again with the variant (as `--variant` reads
    /// it), keeping this one's decoded images where they are the same. Only the warnings this one did not have
    /// are handed on.
    package func variant(_ name: String, warnings: (String) -> Void = { _ in }) throws -> LoadedScene {
        try document.load(variant: name, overrides: overrides, reusing: self, warnings: warnings)
    }

    package func prepare() throws -> SceneRenderer {
        try SceneRenderer.prepare(
            scene, images: imagesAtScale(), solver: GLPKConstraintSolver(), overrides: overrides,
            fonts: FontSet(fontFiles))
    }

    /// The images at the scale drawn: a `--scale` other than the scene's picks each image set's file again, as
    /// `UIImage(named:)` picks @3x on an @3x screen (and a vector without its vector data is made a bitmap at that
    /// scale). The files were checked when the scene was read; one that fails now is an error at its line.
    func imagesAtScale() throws -> ImageStore {
        let s = scene.settings
        guard let scale = overrides.scale, scale != s.scale else { return images }
        let repicked = scene.imageReferences.compactMap {
            $0.picked(scale: scale, appearance: s.appearance, highContrast: s.highContrast)
        }
        guard !repicked.isEmpty else { return images }
        let bound = s.canvas.imageBound
        let loaded = ImageStore.load(repicked, base: base, bound: bound, scale: scale)
        if let problem = loaded.problems.first {
            let lines = String(decoding: document.bytes, as: UTF8.self).components(separatedBy: "\n")
            throw UnfoldFailure.scene(SceneErrors(diagnostics: [problem], lines: lines), path: document.path)
        }
        var store = images
        for (key, image) in loaded.store.images {
            store.vectors[key] = nil
            store.images[key] = image
        }
        for (key, vector) in loaded.store.vectors {
            store.images[key] = nil
            store.vectors[key] = vector
        }
        return store
    }
}

/// Fonts and image files as this machine has them, for the core's validation step.
struct FileEnvironment: ValidationEnvironment {
    var fontFamilies: [String]
    /// The scene's own font files, as added: with the pinned ones, the fonts its texts may be drawn with.
    var fontFiles: Set<String> = []
    var base: URL
    func probeImage(_ path: String) -> ImageProbe { ImageStore.probe(path, base: base) }
    func canDraw(_ scalar: Unicode.Scalar) -> Bool { (try? Fonts.covers(scalar, files: fontFiles)) ?? true }
}
