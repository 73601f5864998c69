import UnfoldModel

/// The timeline, one `at T ACTION` line each. A list edit names its neighbour as the list is at its time: the
/// nearest row above it under the same parent (`after`), else the nearest below (`before`).
extension SceneTextWriter {
    mutating func timeline() {
        guard !scene.actions.isEmpty else { return }
        lines.append("")
        lines.append("timeline")
        let rows = scene.rows
        var present = Set(0..<rows.count).subtracting(later)
        for a in scene.actions {
            let at = "  at \(seconds(a.time)) "
            switch a.action {
            case .insert(let r, let animation):
                let place = neighbour(of: r, among: present)
                let slots = SlotStates.written(rows.slots(of: r), quote: sceneQuoted).map { "\($0.slot) \($0.value)" }
                let template = "template \(scene.template(ofRow: r).name)"
                lines.append(
                    at
                        + (["insert", rows.id(of: r), place, template] + slots + ["with \(animation.rawValue)"])
                        .joined(separator: " "))
                present.insert(r)
            case .delete(let r, let animation):
                lines.append(at + "delete \(rows.id(of: r)) with \(animation.rawValue)")
                present.subtract(r..<rows.subtreeEnd(of: r))
            case .move(let r, let from):
                guard r != from else {
                    // A move to where the row already is: name the row itself as its neighbour's.
                    lines.append(at + "move \(rows.id(of: r)) \(neighbour(of: r, among: present.subtracting([r])))")
                    continue
                }
                present.remove(from)
                lines.append(at + "move \(rows.id(of: r)) \(neighbour(of: r, among: present))")
                present.insert(r)
            default:
                lines.append(at + action(a.action))
            }
        }
    }

    /// `after ID` or `before ID`: a present row with r's parent, nearest above it, else nearest below.
    func neighbour(of r: Int, among present: Set<Int>) -> String {
        let rows = scene.rows
        let parent = rows.parentID(of: r)
        let section = rows.section(of: r)
        func sibling(_ k: Int) -> Bool {
            present.contains(k) && rows.parentID(of: k) == parent && rows.section(of: k) == section
        }
        if let above = stride(from: r - 1, through: 0, by: -1).first(where: sibling) {
            return "after \(rows.id(of: above))"
        }
        if let below = (r + 1..<rows.count).first(where: sibling) { return "before \(rows.id(of: below))" }
        return "after \(rows.id(of: max(0, r - 1)))"
    }

    func action(_ action: Action) -> String {
        let rows = scene.rows
        switch action {
        case .tap(let r): return "tap \(rows.id(of: r))"
        case .tapButton(let r, let e): return "tap \(rows.id(of: r)).\(scene.template(ofRow: r).ids[e])"
        case .expand(let r): return "expand \(rows.id(of: r))"
        case .collapse(let r): return "collapse \(rows.id(of: r))"
        case .toggle(let r): return "toggle \(rows.id(of: r))"
        case .set(let r, let slot, let value): return "set \(rows.id(of: r)) \(slot) \(sceneQuoted(value))"
        case .longPress(let r, let d): return "longpress \(rows.id(of: r)) for \(seconds(d))"
        case .scrollTo(let r, let position, let spec):
            return "scroll to \(rows.id(of: r)) \(position.rawValue)" + (spec.map { " over " + animation($0) } ?? "")
        case .scrollBy(let dy, let spec):
            return "scroll by \(sceneNumber(dy))" + (spec.map { " over " + animation($0) } ?? "")
        case .section(let k, let change):
            let verb = change == .toggle ? "tap" : change == .expand ? "expand" : "collapse"
            return "\(verb) section \(scene.sections[k].id ?? "")"
        case .insert, .delete, .move: return ""
        }
    }
}
