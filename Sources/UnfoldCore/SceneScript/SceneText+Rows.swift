import UnfoldModel

/// Sections and rows as written: a `section` line, `rows TEMPLATE` lines, and each block of rows as one line
/// (a `repeat` line for a repeat), indented by its outline level. Rows the timeline adds are left to it.
extension SceneTextWriter {
    mutating func rowLines() {
        let blocks = scene.rows.blocks.filter { !(later.contains($0.start) && $0.count == 1) }
        for (k, section) in scene.sections.enumerated() {
            lines.append("")
            // The first section without a title or options is the one every scene starts with: not written. An
            // untitled section after it, or with options, is a `section` line with no title.
            let implicit = !section.isWritten
            if !implicit {
                var line = section.title.map { "section \(sceneQuoted($0))" } ?? "section"
                if let id = section.id { line += " id \(id)" }
                if section.collapsible { line += " collapsible" }
                if section.startsCollapsed { line += " collapsed" }
                if let footer = section.footer { line += " footer \(sceneQuoted(footer))" }
                lines.append(line)
            }
            var template: Int? = nil
            for b in blocks where b.section == k {
                if b.template != template {
                    template = b.template
                    lines.append("rows \(scene.templates[b.template].name)")
                }
                lines.append(String(repeating: "  ", count: b.level + 1) + row(b))
            }
        }
    }

    func row(_ b: RowStore.Block) -> String {
        let isRepeat = b.id.parts.count > 1 || b.count != 1
        var words: [String] = []
        if isRepeat { words += ["repeat", "\(b.count)"] }
        words.append(isRepeat ? b.id.parts.joined(separator: "{i}") : b.id.parts[0])
        let values = b.slots.mapValues { $0.parts.joined(separator: "{i}") }
        for (slot, value) in SlotStates.written(values, quote: sceneQuoted) { words += [slot, value] }
        if b.expanded { words.append("expanded") }
        let first = b.id.first + b.first
        if isRepeat && first != 0 { words += ["from", "\(first)"] }
        return words.joined(separator: " ")
    }
}
