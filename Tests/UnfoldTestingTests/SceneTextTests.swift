import Foundation
import Testing
import Unfold

/// `scene.sceneText`: every scene in `scenes/` read, printed, read again and printed again keeps its content,
/// and its printed text reads with no diagnostics.
@Suite struct SceneTextTests {
    init() { registerSwiftSources() }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenes =
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenes").path)) ?? [])
        .filter { $0.hasSuffix(".scene") }.sorted()

    @Test(arguments: SceneTextTests.scenes)
    func aSceneSurvivesTheRoundTrip(_ file: String) throws {
        let folder = Self.root.appendingPathComponent("scenes")
        let first = try UnfoldScene(contentsOf: folder.appendingPathComponent(file).path)
        let name = String(file.dropLast(6))
        let text = first.scene.sceneText
        let second = try UnfoldScene(text: text, name: name, base: folder)
        let same = second.scene.hasSameContent(as: first.scene)
        #expect(same, "\(text)")
        let third = try UnfoldScene(text: second.scene.sceneText, name: name, base: folder)
        let again = third.scene.hasSameContent(as: second.scene)
        #expect(again)
        #expect(second.scene.sceneText == text)
        // Every variant too: the printed variants apply as the written ones. (A catalog's strings print as the
        // scene's locale shows them, so a localized scene's locale variants are the written scene's alone.)
        guard first.scene.localizedUses.isEmpty else { return }
        for variant in first.variants.dropFirst() {
            let written = try first.applying(variant: variant)
            let printed = try second.applying(variant: variant)
            let sameVariant = printed.scene.hasSameContent(as: written.scene)
            #expect(sameVariant, "variant \(variant)")
        }
    }

    @Test func theFramesOfAPrintedSceneAreTheFramesOfTheWrittenOne() throws {
        let folder = Self.root.appendingPathComponent("scenes")
        let written = try UnfoldScene(contentsOf: folder.appendingPathComponent("insert-instead.scene").path)
        let printed = try UnfoldScene(text: written.scene.sceneText, name: "insert-instead", base: folder)
        let a = try written.compiled()
        let b = try printed.compiled()
        #expect(a.frameCount == b.frameCount)
        #expect(a.timelineJSON() == b.timelineJSON())
        #expect(try a.png(frame: 40) == b.png(frame: 40))
    }
}
