import UnfoldModel

/// One element as its template line: the keyword and what follows it, then every option that differs from
/// its default.
struct ElementText {
    let e: Element
    init(_ e: Element) { self.e = e }

    var line: String { ([head] + options).joined(separator: " ") }

    var head: String {
        // The kind writes its own value and options.
        ([e.kind.keyword, e.descriptor.sceneText].filter { !$0.isEmpty }).joined(separator: " ")
    }

    var options: [String] {
        let d = Element(kind: e.kind, location: e.location)
        var out: [String] = []
        // The kind wrote its own options after its keyword; a turn is the element's.
        if e.rotation != d.rotation { out.append("rotate \(pair(e.rotation))") }
        if e.visible != d.visible { out.append("visible \(e.visible.rawValue)") }
        if let slot = e.backgroundSlot {
            out.append("background @\(slot)")
        } else if let c = e.background {
            out.append("background \(color(c))")
        }
        if e.corner != d.corner { out.append("corner \(sceneNumber(e.corner))") }
        if e.alpha != d.alpha { out.append("opacity \(sceneNumber(e.alpha))") }
        if let tap = e.tap { out.append("tap \(tap.rawValue)") }
        if let id = e.explicitID { out.append("id \(id)") }
        if e.priority != d.priority { out.append("priority \(sceneNumber(e.priority))") }
        if let slot = e.hintSlot {
            out.append("hint @\(slot)")
        } else if let hint = e.hint {
            out.append("hint \(sceneQuoted(hint))")
        }
        if let slot = e.valueSlot {
            out.append("value @\(slot)")
        } else if let value = e.accessibilityValue {
            out.append("value \(sceneQuoted(value))")
        }
        if let slot = e.traitsSlot {
            out.append("traits @\(slot)")
        } else if let traits = e.traits {
            out.append("traits " + traits.map(\.rawValue).joined(separator: ","))
        }
        if let slot = e.labelSlot {
            out.append("label @\(slot)")
        } else if let label = e.label {
            out.append("label \(sceneQuoted(label))")
        }
        if let source = e.source { out.append("source \(sceneQuoted(source))") }
        return out
    }
}

extension Element {
    /// The element's own line in the scene language, without indentation (`unfold import` writes cells with it).
    package var sceneLine: String { ElementText(self).line }
}
