import UnfoldCore
import UnfoldRender
import UnfoldGoldens
import UnfoldModel

/// This machine's environment for `golden.json`: the running Unfold, the libraries as they report themselves, and
/// the font files the kept frames draw.
enum CurrentEnvironment {
    static func of(_ renderer: SceneRenderer, frames: [Int]) throws -> GoldenEnvironment {
        GoldenEnvironment(
            unfold: UnfoldVersion.string, libraries: LibraryVersions.current(),
            fonts: try FontsDrawn.fonts(renderer, frames: frames))
    }
}
