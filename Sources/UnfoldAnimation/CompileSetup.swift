import UnfoldModel

/// The pass before the load: the overrides a command gives (fps, scale, the device frame) applied to the scene,
/// and each section footer measured, its height taken into the table's metrics.
struct CompileSetup {
    let scene: Scene
    let metrics: TableMetrics
    /// The fps the scene was written with: rows are measured walking its frames whatever fps is rendered.
    let walkFPS: Int

    init(_ original: Scene, measurer: TextMeasuring, overrides: CompileOverrides) {
        var scene = original
        walkFPS = scene.settings.fps
        if let fps = overrides.fps { scene.settings.fps = fps }
        if let scale = overrides.scale { scene.settings.scale = scale }
        if overrides.deviceFrame { scene.settings.screen.deviceFrame = true }
        var metrics = TableMetrics.of(scene.settings.table, look: scene.settings.look)
        // A footer's height is its words' at the width a header's take, padded; the next section's lead holds it,
        // and the last section's, the content's bottom.
        for k in scene.sections.indices {
            guard let words = scene.sections[k].footer, !words.isEmpty else { continue }
            let style = TextStyle(
                family: scene.settings.fontFamily, weight: .regular, size: TableMetrics.footerSize, lines: 0,
                align: scene.settings.direction == .rtl ? .right : .left, rtl: scene.settings.direction == .rtl,
                language: scene.settings.textLanguage)
            let width = max(1, scene.settings.contentWidth - 2 * (16 + metrics.sideMargin))
            let text = ceilToPixel(
                measurer.size(of: words, style: style, width: width).height, scale: scene.settings.scale)
            let height = text + 2 * TableMetrics.footerPadding
            scene.sections[k].footerHeight = height
            if k + 1 < scene.sections.count {
                scene.sections[k + 1].footerAbove = height
            } else {
                metrics.bottomPadding += height
            }
        }
        self.metrics = metrics
        self.scene = scene
    }
}
