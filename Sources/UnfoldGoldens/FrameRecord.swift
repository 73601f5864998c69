import UnfoldModel
import UnfoldAnimation

/// One frame of `timeline.json` as a value, its numbers rounded as the file writes them: `TimelineJSON` writes
/// it, `golden.json` keeps the geometry part of each kept frame (the fields in `CodingKeys`), and the geometry
/// comparison reads it.
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
        /// A text element's text, its line count and whether it is cut short (`timeline.json` only).
        package var text: TextRecord? = nil
        /// The element's index in its template, in pre-order: `golden.json` keeps it, so an element given an
        /// id since the goldens were recorded is still found (older goldens have none).
        package var place: Int? = nil
        /// The scene line the element is written on (not written to any file).
        package var line: Int? = nil
        /// Whether its id is made up (`vstack-1`): words name such an element by its line instead.
        package var derivedID = false
        /// `FILE:LINE` of a view read from an Interface Builder file (`timeline.json` only).
        package var source: String? = nil

        enum CodingKeys: String, CodingKey {
            case id, kind, parent, x, y, width, height, alpha, rotation, place
        }
    }

    package struct TextRecord: Sendable, Equatable {
        package var text: String
        package var lines: Int
        package var truncated: Bool
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
        // `timeline.json` only: the row's opacity, its place in an outline, its reused cell and its accessories.
        package var alpha = 1.0
        package var level = 0
        package var parent: String? = nil
        package var cell: Int? = nil
        package var accessories: [ElementRecord] = []

        enum CodingKeys: String, CodingKey {
            case id, x, y, width, height, expanded, selected, highlight, elements
        }
    }

    package var index: Int
    package var time: Double
    package var contentOffset: Double
    package var contentHeight: Double
    package var rows: [RowRecord]

    /// The record of frame `i`.
    package init(_ timeline: Timeline, frame i: Int) {
        self.init(timeline, state: timeline.state(frame: i))
    }

    /// The record of a state already computed.
    package init(_ timeline: Timeline, state: FrameState) {
        let i = state.index
        index = i
        time = Self.round(state.time)
        contentOffset = Self.round(state.contentOffset)
        contentHeight = Self.round(state.contentHeight)
        rows = state.rows.map { Self.row($0, template: timeline.scene.template(ofRow: $0.row)) }
    }

    static func row(_ r: RowFrame, template: Template) -> RowRecord {
        // During a reload crossfade the new layout's frames are reported.
        let elements = (r.layers.last?.elements ?? []).filter { !$0.outgoing }.map { element($0, template: template) }
        var record = RowRecord(
            id: r.id, x: round(r.x), y: round(r.y), width: round(r.width), height: round(r.height),
            expanded: r.expanded, selected: r.selected, highlight: round(r.highlight), elements: elements)
        record.alpha = round(r.alpha)
        record.level = r.level
        record.parent = r.parent
        record.cell = r.cell
        record.accessories = r.accessories.map(accessory)
        return record
    }

    static func element(_ e: ElementPresentation, template: Template) -> ElementRecord {
        var record = ElementRecord(
            id: template.ids[e.index], kind: template.flattened[e.index].kind.keyword,
            parent: template.links[e.index].parent.map { template.ids[$0] }, x: round(e.frame.x),
            y: round(e.frame.y), width: round(e.frame.width), height: round(e.frame.height), alpha: round(e.alpha),
            rotation: round(e.rotation))
        let written = template.flattened[e.index]
        record.place = e.index
        record.line = written.location.line
        record.source = written.source
        record.derivedID = written.explicitID == nil && written.slot == nil && written.symbolName == nil
        if written.typesetting != nil {
            let lines = e.textLines ?? TextLines(count: 0, truncated: false)
            record.text = TextRecord(text: e.content ?? "", lines: lines.count, truncated: lines.truncated)
        }
        return record
    }

    /// An accessory, listed after the content's elements as an element of kind `accessory`.
    static func accessory(_ a: AccessoryPresentation) -> ElementRecord {
        ElementRecord(
            id: a.part.rawValue, kind: "accessory", parent: nil, x: round(a.frame.x), y: round(a.frame.y),
            width: round(a.frame.width), height: round(a.frame.height), alpha: round(a.alpha),
            rotation: round(a.rotation))
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
