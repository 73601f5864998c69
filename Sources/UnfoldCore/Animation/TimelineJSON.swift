import Foundation

/// Writes `timeline.json` as the CLI contract specifies, byte for byte the same for the same frames.
package enum TimelineJSON {
    package static func encode(_ timeline: Timeline, frames: Range<Int>) -> String {
        let s = timeline.scene.settings
        var out = "{\n  \"version\": 3,\n  \"scene\": \(quote(timeline.scene.name)),\n  \"fps\": \(timeline.fps),\n"
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
            out += f.rows.map { row($0, template: timeline.scene.template(ofRow: $0.row)) }.joined(separator: ",")
            out += f.rows.isEmpty ? "]\n    }" : "\n      ]\n    }"
        }
        out += first ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    static func row(_ r: RowFrame, template: Template) -> String {
        var out = "\n        { \"id\": \(quote(r.id)), \"x\": \(num(r.x)), \"y\": \(num(r.y)), "
        out += "\"width\": \(num(r.width)), \"height\": \(num(r.height)), "
        out += "\"expanded\": \(r.expanded), \"selected\": \(r.selected), \"highlight\": \(num(r.highlight)), "
        out += "\"alpha\": \(num(r.alpha)), \"level\": \(r.level), \"parent\": \(r.parent.map(quote) ?? "null"),"
        if let cell = r.cell { out += " \"cell\": \(cell)," }
        out += "\n"
        out += "          \"elements\": ["
        // During a reload crossfade the new layout's frames are reported.
        let elements = r.layers.last?.elements ?? []
        let listed = elements.map { element($0, template: template) } + r.accessories.map(accessory)
        out += listed.joined(separator: ",")
        out += listed.isEmpty ? "] }" : "\n          ] }"
        return out
    }

    /// An accessory, listed after the content's elements as an element of kind `accessory`.
    static func accessory(_ a: AccessoryPresentation) -> String {
        var out = "\n            { \"id\": \(quote(a.part.rawValue)), \"kind\": \"accessory\", \"parent\": null, "
        out += "\"x\": \(num(a.frame.x)), \"y\": \(num(a.frame.y)), \"width\": \(num(a.frame.width)), "
        out += "\"height\": \(num(a.frame.height)), \"alpha\": \(num(a.alpha)), \"rotation\": \(num(a.rotation)) }"
        return out
    }

    static func element(_ e: ElementPresentation, template: Template) -> String {
        let parent = template.links[e.index].parent.map { quote(template.ids[$0]) } ?? "null"
        let kind = template.flattened[e.index].kind.keyword
        var out =
            "\n            { \"id\": \(quote(template.ids[e.index])), \"kind\": \"\(kind)\", \"parent\": \(parent), "
        out += "\"x\": \(num(e.frame.x)), \"y\": \(num(e.frame.y)), \"width\": \(num(e.frame.width)), "
        out += "\"height\": \(num(e.frame.height)), \"alpha\": \(num(e.alpha)), \"rotation\": \(num(e.rotation))"
        if case .text = template.flattened[e.index].kind {
            let lines = e.textLines ?? TextLines(count: 0, truncated: false)
            out += ", \"text\": \(quote(e.content ?? "")), \"lines\": \(lines.count), \"truncated\": \(lines.truncated)"
        }
        return out + " }"
    }

    /// Six decimals, so every number carries at least four.
    static func num(_ v: Double) -> String {
        String(format: "%.6f", FrameRecord.round(v))
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
