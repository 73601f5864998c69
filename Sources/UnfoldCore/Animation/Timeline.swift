/// A scene compiled against a text measurer: the state of every frame is a pure function of this value.
public struct Timeline: Sendable {
    public let scene: Scene
    public let metrics: TableMetrics
    public let fps: Int
    public let frameCount: Int
    /// Seconds.
    public let end: Double
    let rowWidth: Double
    let rowX: Double
    /// y of each row's top when every row has its height at load; one more entry for the end.
    let staticY: [Double]
    let baseHeight: [Double]
    /// Rows whose height or content changes after load, ascending.
    let eventRows: [Int]
    let tracks: [Int: RowTrack]
    /// Layouts of measured rows that never change.
    let staticLayouts: [Int: CellLayout]
    let offset: OffsetTrack
    /// (time µs, selected row) changes.
    let selection: [(Double, Int?)]
    /// How many rows were laid out with real text during the walk (for tests and the benchmark).
    public let measuredRowCount: Int

    public var viewportHeight: Double { scene.settings.height }

    /// The time of frame i in microseconds.
    public func time(ofFrame i: Int) -> Double { Double(i) * 1e6 / Double(fps) }

    /// The index of the frame shown at `seconds`: the largest i with i / fps ≤ T.
    public func frameIndex(at seconds: Double) -> Int {
        var i = Int((seconds * Double(fps)).rounded(.down))
        while i + 1 < frameCount, time(ofFrame: i + 1) <= seconds * 1e6 + 1e-6 { i += 1 }
        return max(0, min(frameCount - 1, i))
    }

    func height(of row: Int, at t: Double) -> Double { tracks[row]?.height(at: t) ?? baseHeight[row] }

    /// Prefix sums of the changed rows' height differences at `t`.
    struct Deltas {
        var rows: [Int]
        var prefix: [Double]
        func before(_ k: Int) -> Double {
            var lo = 0, hi = rows.count
            while lo < hi { let mid = (lo + hi) / 2; if rows[mid] < k { lo = mid + 1 } else { hi = mid } }
            return prefix[lo]
        }
    }

    func deltas(at t: Double) -> Deltas {
        var prefix = [0.0]
        prefix.reserveCapacity(eventRows.count + 1)
        for r in eventRows { prefix.append(prefix.last! + height(of: r, at: t) - baseHeight[r]) }
        return Deltas(rows: eventRows, prefix: prefix)
    }

    func y(of row: Int, _ d: Deltas) -> Double { staticY[row] + d.before(row) }

    /// The first row whose bottom is below `y`.
    func firstRow(below y: Double, at t: Double, _ d: Deltas) -> Int {
        var lo = 0, hi = scene.rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self.y(of: mid, d) + height(of: mid, at: t) <= y { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
