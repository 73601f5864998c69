import UnfoldModel

/// The last pass: the walk's state, as it stands when every action has run, becomes the `Timeline`.
extension TimelineCompiler {
    mutating func finish(frameCount count: Int, end: Micros) -> Timeline {
        let timeline = timeline(frameCount: count, end: end, blockLayouts: BlockLayouts())
        guard !heights.blocks.isEmpty else { return timeline }
        // A block's rows are laid out only where a frame shows them.
        let layouts = blockLayouts(shownIn: timeline)
        // The layouts kept from the insertions are all in `layouts` now, where frames show them.
        insertedLayouts = []
        return self.timeline(frameCount: count, end: end, blockLayouts: layouts)
    }

    func timeline(frameCount count: Int, end: Micros, blockLayouts: BlockLayouts) -> Timeline {
        let text = measurer.layouter.measurer
        let titleWidths = settings.screen.navigationTitle.map { title in
            TitleWidths(
                inline: text.oneLineWidth(of: title, style: settings.inlineTitleStyle),
                large: settings.screen.largeTitle
                    ? text.oneLineWidth(of: title, style: settings.largeTitleStyle) : nil)
        }
        return Timeline(
            scene: scene, metrics: metrics, clock: FrameClock(fps: settings.fps), frameCount: count,
            endMicros: Micros(end.count.rounded()),
            rowWidth: measurer.rowWidth, rowX: settings.contentLeft + metrics.sideMargin, staticY: heights.staticY,
            baseHeight: heights.base,
            rows: RowTimelines(
                tracks: heights.tracks, layouts: measured, lives: list.lives, cells: cellMode ? cells.history : nil,
                baseHeight: heights.base, blocks: heights.blocks, blockLayouts: blockLayouts),
            offset: offset, selection: selection, leadsBelow: leadsBelow(), measuredRowCount: measurer.count,
            activities: activities, hiddenAtLoad: list.hiddenAtLoad, sectionTurns: sectionTurns,
            titleWidths: titleWidths)
    }

    /// See `Timeline.leadsBelow`: one pass from the last section up.
    func leadsBelow() -> [Double] {
        let sections = scene.sections
        var out = Array(repeating: 0.0, count: sections.count)
        for k in sections.indices.reversed().dropFirst() where sections[k + 1].firstRow == sections[k].firstRow {
            out[k] = out[k + 1] + metrics.lead(of: sections[k + 1])
        }
        return out
    }
}
