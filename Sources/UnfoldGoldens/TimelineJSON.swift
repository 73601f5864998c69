import Foundation
import UnfoldModel
import UnfoldAnimation
import UnfoldAccessibility

/// Writes `timeline.json` as the CLI contract specifies, byte for byte the same for the same frames.
package enum TimelineJSON {
    package static func encode(_ timeline: Timeline, frames: Range<Int>) -> String {
        var out = head(timeline)
        for i in frames { out += frame(timeline, i, first: i == frames.lowerBound) }
        return out + tail(empty: frames.isEmpty)
    }

    /// The file in pieces, for a caller that hands it over as it is made (the preview's stream): `head`, each
    /// frame, `tail` are, joined, exactly `encode`'s bytes.
    package static func head(_ timeline: Timeline) -> String {
        let s = timeline.scene.settings
        var out = "{\n  \"version\": 3,\n  \"scene\": \(quote(timeline.scene.name)),\n  \"fps\": \(timeline.fps),\n"
        out += "  \"canvas\": { \"width\": \(num(s.width)), \"height\": \(num(s.height)), \"scale\": \(s.scale) },\n"
        return out + "  \"frames\": ["
    }

    package static func frame(_ timeline: Timeline, _ i: Int, first: Bool) -> String {
        let (start, state) = frameStart(timeline, i, first: first)
        return start + rows(timeline, state, from: state.rows.indices) + frameEnd(state)
    }

    /// A frame's text up to its rows, and its state, whose rows `rows` writes: a frame an update of a million
    /// rows starts at lists every one of them at height 0, so a caller may write them a few at a time, each
    /// recorded only when written.
    package static func frameStart(_ timeline: Timeline, _ i: Int, first: Bool) -> (String, FrameState) {
        let state = timeline.state(frame: i)
        let elements = AccessibilityReader(scene: timeline.scene).elements(state).map(accessibility)
        var out = first ? "\n" : ",\n"
        out += "    {\n      \"index\": \(i),\n      \"time\": \(num(FrameRecord.round(state.time))),\n"
        out += "      \"contentOffset\": \(num(FrameRecord.round(state.contentOffset))),\n"
        out += "      \"contentHeight\": \(num(FrameRecord.round(state.contentHeight))),\n"
        out += "      \"bars\": \(bars(state.bars)),\n"
        out +=
            "      \"accessibility\": [" + elements.joined(separator: ",")
            + (elements.isEmpty ? "],\n" : "\n      ],\n")
        out += "      \"rows\": ["
        return (out, state)
    }

    /// The frame's rows in `range`, each after a comma but the first.
    package static func rows(_ timeline: Timeline, _ state: FrameState, from range: Range<Int>) -> String {
        String(decoding: rowBytes(timeline, state, from: range), as: UTF8.self)
    }

    /// `rows`' bytes; many rows are written in one contiguous share per core, joined in order.
    package static func rowBytes(_ timeline: Timeline, _ state: FrameState, from range: Range<Int>) -> [UInt8] {
        let threads = range.count >= ConcurrentMap.minimum ? ConcurrentMap.threads : 1
        let share = (range.count + threads - 1) / max(1, threads)
        let parts = ConcurrentMap.map(threads, threads: threads, minimum: 2) { k in
            var out = JSONBytes()
            for j in (range.lowerBound + k * share)..<min(range.upperBound, range.lowerBound + (k + 1) * share) {
                if j > 0 { out.add(",") }
                let frame = state.rows[j]
                out.row(FrameRecord.row(frame, template: timeline.scene.template(ofRow: frame.row)))
            }
            return out.bytes
        }
        if parts.count == 1 { return parts[0] }
        // Joined by whole copies: `Array(parts.joined())` went byte by byte, 4 % of a million-row render's CPU.
        var out: [UInt8] = []
        out.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { out.append(contentsOf: part) }
        return out
    }

    /// What closes a frame after its rows.
    package static func frameEnd(_ state: FrameState) -> String { state.rows.isEmpty ? "]\n    }" : "\n      ]\n    }" }

    /// One accessibility element: `order`, `label`, `value`, `hint` (null when none), `traits`, `row`, `frame`.
    static func accessibility(_ e: AccessibilityElement) -> String {
        let f = e.frame
        var out = "\n        { \"order\": \(e.order), \"label\": \(e.label.map(quote) ?? "null"), "
        out += "\"value\": \(e.value.map(quote) ?? "null"), \"hint\": \(e.hint.map(quote) ?? "null"), "
        out += "\"traits\": [" + e.traits.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "], "
        out += "\"row\": \(e.row.map(quote) ?? "null"), "
        return out + "\"frame\": \(rect(f)) }"
    }

    /// `{ "x", "y", "width", "height" }` in canvas points, or null.
    static func rect(_ r: Rect?) -> String {
        guard let r else { return "null" }
        return "{ \"x\": \(num(r.x)), \"y\": \(num(r.y)), \"width\": \(num(r.width)), \"height\": \(num(r.height)) }"
    }

    /// `{"status": FRAME, "navigation": FRAME, "largeTitle": {"frame": FRAME, "alpha": A}, "inlineTitleAlpha": A,
    /// "backgroundAlpha": A}`, each absent part null.
    static func bars(_ b: BarsState) -> String {
        let large = b.largeTitle.map { "{ \"frame\": \(rect($0)), \"alpha\": \(num(b.largeTitleAlpha)) }" } ?? "null"
        return "{ \"status\": \(rect(b.status)), \"navigation\": \(rect(b.navigation)), \"largeTitle\": \(large), "
            + "\"inlineTitleAlpha\": \(b.inlineTitleAlpha.map(num) ?? "null"), "
            + "\"backgroundAlpha\": \(b.backgroundAlpha.map(num) ?? "null") }"
    }

    package static func tail(empty: Bool) -> String { empty ? "]\n}\n" : "\n  ]\n}\n" }

    static func row(_ r: FrameRecord.RowRecord) -> String {
        var out = JSONBytes()
        out.row(r)
        return out.string
    }

    /// Six decimals, so every number carries at least four: `%.6f`'s text. A frame of a million rows writes
    /// some twenty million numbers, and `String(format:)` took a fifth of its time, so numbers below 10⁹ are
    /// written from their whole count of millionths. Such a number is within 10⁻⁷ of that count, far from a
    /// rounding tie, so the digits are `%.6f`'s (`TimelineNumberTests` compares them).
    static func num(_ v: Double) -> String {
        var out = JSONBytes()
        out.num(v)
        return out.string
    }

    static func quote(_ s: String) -> String {
        var out = JSONBytes()
        out.quote(s)
        return out.string
    }
}
