import Foundation

/// Writes `timeline.json` as the CLI contract specifies, byte for byte the same for the same frames.
public enum TimelineJSON {
    public static func encode(_ timeline: Timeline, frames: Range<Int>) -> String {
        let s = timeline.scene.settings
        var out = "{\n  \"version\": 1,\n  \"scene\": \(quote(timeline.scene.name)),\n  \"fps\": \(timeline.fps),\n"
        out += "  \"canvas\": { \"width\": \(num(s.width)), \"height\": \(num(s.height)), \"scale\": \(s.scale) },\n"
        out += "  \"frames\": ["
        var first = true
        for i in frames {
            let f = timeline.state(frame: i)
            out += first ? "\n" : ",\n"
            first = false
            out += "    {\n      \"index\": \(i),\n      \"time\": \(num(f.time)),\n"
            out +=
                "      \"contentOffset\": \(num(f.contentOffset)),\n      \"contentHeight\": \(num(f.contentHeight)),\n"
            out += "      \"rows\": ["
            out += f.rows.map { r in
                "\n        { \"id\": \(quote(r.id)), \"y\": \(num(r.y)), \"height\": \(num(r.height)), \"expanded\": \(r.expanded), \"selected\": \(r.selected), \"highlight\": \(num(r.highlight)) }"
            }.joined(separator: ",")
            out += f.rows.isEmpty ? "]\n    }" : "\n      ]\n    }"
        }
        out += first ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Six decimals, so every number carries at least four.
    static func num(_ v: Double) -> String {
        let r = (v * 1e6).rounded() / 1e6
        return String(format: "%.6f", r == 0 ? 0 : r)
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
