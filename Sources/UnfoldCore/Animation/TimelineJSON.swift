import Foundation

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
        var out = ""
        for k in range {
            if k > 0 { out += "," }
            let frame = state.rows[k]
            out += row(FrameRecord.row(frame, template: timeline.scene.template(ofRow: frame.row)))
        }
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
        var out = "\n        { \"id\": \(quote(r.id)), \"x\": \(num(r.x)), \"y\": \(num(r.y)), "
        out += "\"width\": \(num(r.width)), \"height\": \(num(r.height)), "
        out += "\"expanded\": \(r.expanded), \"selected\": \(r.selected), \"highlight\": \(num(r.highlight)), "
        out += "\"alpha\": \(num(r.alpha)), \"level\": \(r.level), \"parent\": \(r.parent.map(quote) ?? "null"),"
        if let cell = r.cell { out += " \"cell\": \(cell)," }
        out += "\n"
        out += "          \"elements\": ["
        let listed = (r.elements + r.accessories).map(element)
        out += listed.joined(separator: ",")
        out += listed.isEmpty ? "] }" : "\n          ] }"
        return out
    }

    static func element(_ e: FrameRecord.ElementRecord) -> String {
        var out =
            "\n            { \"id\": \(quote(e.id)), \"kind\": \"\(e.kind)\", \"parent\": "
            + "\(e.parent.map(quote) ?? "null"), "
        out += "\"x\": \(num(e.x)), \"y\": \(num(e.y)), \"width\": \(num(e.width)), "
        out += "\"height\": \(num(e.height)), \"alpha\": \(num(e.alpha)), \"rotation\": \(num(e.rotation))"
        if let text = e.text {
            out += ", \"text\": \(quote(text.text)), \"lines\": \(text.lines), \"truncated\": \(text.truncated)"
        }
        if let source = e.source { out += ", \"source\": \(quote(source))" }
        return out + " }"
    }

    /// Six decimals, so every number carries at least four: `%.6f`'s text. A frame of a million rows writes
    /// some twenty million numbers, and `String(format:)` took a fifth of its time, so numbers below 10⁹ are
    /// written from their whole count of millionths. Such a number is within 10⁻⁷ of that count, far from a
    /// rounding tie, so the digits are `%.6f`'s (`TimelineNumberTests` compares them).
    static func num(_ v: Double) -> String {
        let x = FrameRecord.round(v)
        guard x.isFinite, abs(x) < 1e9 else { return String(format: "%.6f", x) }
        let millionths = Int64((x * 1_000_000).rounded())
        let whole = String(millionths.magnitude / 1_000_000)
        let fraction = String(millionths.magnitude % 1_000_000)
        let zeros = String(repeating: "0", count: 6 - fraction.count)
        return (millionths < 0 ? "-" : "") + whole + "." + zeros + fraction
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}
