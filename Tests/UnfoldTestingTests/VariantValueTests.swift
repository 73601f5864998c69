import Foundation
import Testing
import Unfold

/// `Scene.applying(variant:)` gives, for every scene and variant in scenes/, the scene that reading the file
/// with that variant gives.
@Suite struct VariantValueTests {
    init() { registerSwiftSources() }

    @Test(arguments: SceneTextTests.scenes)
    func aVariantAppliedToTheParsedSceneIsTheVariantRead(_ file: String) throws {
        let path = SceneTextTests.root.appendingPathComponent("scenes/\(file)").path
        let scene = try UnfoldScene(contentsOf: path)
        for variant in scene.variants {
            guard let applied = scene.scene.applying(variant: variant) else {
                // Only a scene with strings files or asset catalogs is read again for a variant.
                #expect(!scene.scene.settings.stringsFiles.isEmpty || !scene.scene.settings.assetCatalogs.isEmpty)
                continue
            }
            let read = try UnfoldScene(contentsOf: path, variant: variant)
            let same = applied.hasSameContent(as: read.scene)
            #expect(same, "\(file) variant \(variant)")
            #expect(applied.settings == read.scene.settings)
        }
        #expect(scene.scene.applying(variant: "no-such-variant") == nil)
    }
}
