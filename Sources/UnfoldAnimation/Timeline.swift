import UnfoldModel

/// A scene compiled against a text measurer: the state of every frame is a pure function of this value.
package struct Timeline: Sendable {
    package let scene: Scene
    package let metrics: TableMetrics
    /// The frames' times, computed once by the compiler.
    let clock: FrameClock
    package var fps: Int { clock.fps }
    package let frameCount: Int
    /// When the scene ends, in whole microseconds (what every animated file's length is made of).
    package let endMicros: Micros
    /// The end in seconds.
    package var end: Double { endMicros.seconds }
    let rowWidth: Double
    let rowX: Double
    /// y of each row's top when every row has its height at load; one more entry for the end.
    let staticY: [Double]
    let baseHeight: [Double]
    /// Each row's changes, life in the list and cells, in one value per row that has any.
    let rows: RowTimelines
    let offset: OffsetTrack
    /// The selected row over time.
    let selection: Steps<Int?>
    /// For each section, the space the sections after it that start at the same row take between its
    /// header and its first row (empty titled sections stack their headers instead of overlapping).
    let leadsBelow: [Double]
    /// How many rows were laid out with real text during the walk (for tests and the benchmark).
    package let measuredRowCount: Int
    /// What runs when: updates, scrolls, list edits, presses and highlight fades (see `restFrames`).
    let activities: [Activity]
    /// Rows an outline or a collapsed section hides at load.
    let hiddenAtLoad: RowRanges
    /// Each collapsible section's header chevron over time.
    let sectionTurns: [Int: [Motion]]
    /// The navigation title's width on one line, inline and large, measured when the scene was compiled (for
    /// the audit, which reads bar texts as texts).
    package let titleWidths: TitleWidths?

    /// The height content scrolls through: the canvas less the bars and the content inset.
    package var viewportHeight: Double { scene.settings.visibleHeight }

    /// The time of frame i.
    package func time(ofFrame i: Int) -> Micros { clock.time(ofFrame: i) }

    /// The index of the frame shown at `seconds`: the largest i with i / fps ≤ T.
    package func frameIndex(at seconds: Double) -> Int { clock.frameIndex(at: seconds, count: frameCount) }

    func height(of row: Int, at t: Micros) -> Double {
        rows.track(row)?.height(at: t) ?? rows.blocks.shownHeight(row, at: t) ?? baseHeight[row]
    }

    /// Where every row is at `t`.
    func geometry(at t: Micros) -> RowGeometry {
        let height = { (row: Int) in self.height(of: row, at: t) }
        // Once every change has ended, each frame would sum the same targets again: they are summed once.
        let tracked =
            t >= rows.settledAt
            ? RowGeometry(staticY: staticY, changedRows: rows.changing, changeAbove: rows.settledChange, height: height)
            : RowGeometry(staticY: staticY, baseHeight: baseHeight, changedRows: rows.changing, height: height)
        guard !rows.blocks.isEmpty else { return tracked }
        // The blocks' rows are summed by block, not row by row.
        let blocks = rows.blocks
        return RowGeometry(staticY: staticY, changedRows: rows.changing, height: height) { k in
            tracked.changeAbove(k) + blocks.changeFromLoad(above: k, at: t)
        }
    }
}
