import UnfoldModel

/// The last pass: the walk's state, as it stands when every action has run, becomes the `Timeline`.
extension TimelineCompiler {
    /// `clock` is the rendered fps's, made once by the walk: the timeline's frames are its frames up to `end`.
    mutating func finish(clock: FrameClock, end: Micros) -> Timeline {
        let count = clock.frameCount(end: end)
        let timeline = timeline(clock: clock, frameCount: count, end: end, blockLayouts: BlockLayouts())
        guard !sizing.heights.blocks.isEmpty else { return timeline }
        // A block's rows are laid out only where a frame shows them.
        let layouts = blockLayouts(shownIn: timeline)
        // The layouts kept from the insertions are all in `layouts` now, where frames show them.
        sizing.insertedLayouts = []
        return self.timeline(clock: clock, frameCount: count, end: end, blockLayouts: layouts)
    }

    func timeline(clock: FrameClock, frameCount count: Int, end: Micros, blockLayouts: BlockLayouts) -> Timeline {
        let text = sizing.measurer.layouter.measurer
        let titleWidths = settings.screen.navigationTitle.map { title in
            TitleWidths(
                inline: text.oneLineWidth(of: title, style: settings.inlineTitleStyle),
                large: settings.screen.largeTitle
                    ? text.oneLineWidth(of: title, style: settings.largeTitleStyle) : nil)
        }
        return Timeline(
            scene: scene, metrics: metrics, clock: clock, frameCount: count,
            endMicros: Micros(end.count.rounded()),
            rowWidth: sizing.measurer.rowWidth, rowX: settings.contentLeft + metrics.sideMargin,
            staticY: sizing.heights.staticY,
            baseHeight: sizing.heights.base,
            rows: RowTimelines(
                tracks: sizing.heights.tracks, layouts: sizing.measured, lives: table.list.lives,
                cells: cellMode ? table.cells.history : nil,
                baseHeight: sizing.heights.base, blocks: sizing.heights.blocks, blockLayouts: blockLayouts),
            offset: scrolling.offset, selection: table.selection, leadsBelow: leadsBelow(),
            measuredRowCount: sizing.measurer.count,
            activities: log.activities, hiddenAtLoad: table.list.hiddenAtLoad, sectionTurns: table.sectionTurns,
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
