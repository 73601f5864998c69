/// One frame of `timeline.json` as a value: what `golden.json` keeps of each kept frame, and what the geometry
/// comparison reads.
package struct FrameRecord: Codable, Sendable, Equatable {
    package struct ElementRecord: Codable, Sendable, Equatable {
        package var id: String
        package var kind: String
        package var parent: String?
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
        package var alpha: Double
        package var rotation: Double
    }

    package struct RowRecord: Codable, Sendable, Equatable {
        package var id: String
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
        package var expanded: Bool
        package var selected: Bool
        package var highlight: Double
        package var elements: [ElementRecord]
    }

    package var index: Int
    package var time: Double
    package var contentOffset: Double
    package var contentHeight: Double
    package var rows: [RowRecord]

    /// The record of frame `i`, numbers rounded as `timeline.json` writes them.
    package init(_ timeline: Timeline, frame i: Int) {
        let state = timeline.state(frame: i)
        index = i
        time = FrameRecord.round(state.time)
        contentOffset = FrameRecord.round(state.contentOffset)
        contentHeight = FrameRecord.round(state.contentHeight)
        rows = state.rows.map { r in
            let template = timeline.scene.template(ofRow: r.row)
            let elements = (r.layers.last?.elements ?? []).map { e in
                ElementRecord(
                    id: template.ids[e.index], kind: template.flattened[e.index].kind.keyword,
                    parent: template.links[e.index].parent.map { template.ids[$0] },
                    x: FrameRecord.round(e.frame.x), y: FrameRecord.round(e.frame.y),
                    width: FrameRecord.round(e.frame.width), height: FrameRecord.round(e.frame.height),
                    alpha: FrameRecord.round(e.alpha), rotation: FrameRecord.round(e.rotation))
            }
            return RowRecord(
                id: r.id, x: FrameRecord.round(r.x), y: FrameRecord.round(r.y), width: FrameRecord.round(r.width),
                height: FrameRecord.round(r.height), expanded: r.expanded, selected: r.selected,
                highlight: FrameRecord.round(r.highlight), elements: elements)
        }
    }

    /// Six decimals, as `timeline.json` writes every number (and no negative zero).
    static func round(_ v: Double) -> Double {
        let r = (v * 1_000_000).rounded() / 1_000_000
        return r == 0 ? 0 : r
    }
}

extension FrameRecord {
    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        index = try c.decodeWhole(.index)
        time = try c.decode(Double.self, forKey: .time)
        contentOffset = try c.decode(Double.self, forKey: .contentOffset)
        contentHeight = try c.decode(Double.self, forKey: .contentHeight)
        rows = try c.decode([RowRecord].self, forKey: .rows)
    }
}
