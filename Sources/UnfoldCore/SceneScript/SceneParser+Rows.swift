import Foundation
import UnfoldSyntax
import UnfoldModel

extension SceneParser {
    mutating func parseSection(_ block: Block) {
        var c = cursor(block.head, from: 1)
        // A title may be localized as row values are.
        let title: Token?
        if let t = c.peek, t.kind == .localized {
            c.position += 1
            title = text(of: t, c).map { Token(kind: .string, text: $0, column: t.column) }
        } else if c.peek == nil || c.peek?.kind == .word {
            // `section` with no title (its options may follow): a section without a header, as a SwiftUI
            // `Section` without one.
            title = nil
        } else {
            title = c.string("a section title")
            if title == nil { return }
        }
        guard let options = readSectionOptions(&c) else { return }
        if title == nil, options.collapsible {
            c.error(
                "a collapsible section needs a title: its header holds the chevron (write section \"TITLE\" …)",
                at: block.head.tokens.first)
            return
        }
        if let first = block.body.first {
            sink.add(
                Diagnostic(
                    "unexpected indentation: 'section' takes no block; put rows under a 'rows' line",
                    at: .init(line: first.number, column: first.indent + 1)))
        }
        // An empty leading section (a `section` before any row) is replaced, not kept.
        if let last = scene.sections.last, last.firstRow == scene.rows.count, last.title == nil, !last.isWritten {
            scene.sections.removeLast()
        }
        var section = Section(
            title: title?.text, firstRow: scene.rows.count,
            location: title.map { c.loc($0) } ?? .init(line: block.head.number, column: 1))
        section.isWritten = true
        section.id = options.id?.text
        section.collapsible = options.collapsible
        section.startsCollapsed = options.collapsed
        section.footer = options.footer
        scene.sections.append(section)
    }

    /// `id NAME collapsible [collapsed] footer "TEXT"` after a section's title, in any order.
    func readSectionOptions(_ c: inout TokenCursor) -> (
        id: Token?, collapsible: Bool, collapsed: Bool, footer: String?
    )? {
        var footer: String? = nil
        var id: Token? = nil
        var collapsible = false
        var collapsed: Token? = nil
        while let t = c.next() {
            switch t.text {
            case "id" where t.kind == .word:
                guard let name = c.word("a section id") else { return nil }
                guard isIdentifier(name.text) else {
                    c.error("'\(name.text)' is not a valid section id", at: name)
                    return nil
                }
                if let other = scene.sections.first(where: { $0.id == name.text }) {
                    let notes = other.location.map { [Diagnostic.note("'\(name.text)' is first used here", at: $0)] }
                    sink.add(
                        Diagnostic("section id '\(name.text)' is used twice", in: c.range(name), notes: notes ?? []))
                    return nil
                }
                id = name
            case "collapsible" where t.kind == .word: collapsible = true
            case "collapsed" where t.kind == .word: collapsed = t
            case "footer" where t.kind == .word:
                guard let words = c.string("the footer's words") else { return nil }
                footer = words.text
            default:
                let near = suggestion(for: t.text, among: ["id", "collapsible", "collapsed", "footer"])
                c.error("unknown section option '\(t.text)'\(near)", at: t)
                return nil
            }
        }
        if let collapsed, !collapsible {
            c.error("only a collapsible section can start collapsed: write 'collapsible collapsed'", at: collapsed)
            return nil
        }
        if collapsible && id == nil {
            c.error("a collapsible section needs an id ('id NAME') for the timeline to name it", at: c.line.tokens[0])
            return nil
        }
        return (id, collapsible, collapsed != nil, footer)
    }

    mutating func parseRows(_ block: Block) {
        var c = cursor(block.head, from: 1)
        guard let nameTok = c.word("a template name") else { return }
        c.expectEnd()
        guard let ti = templateIndex[nameTok.text] else {
            // Its rows stay known, so the timeline's lines that name them say nothing more.
            for line in block.body { rememberBrokenRow(line) }
            if brokenTemplates.contains(nameTok.text) { return }
            c.error(
                "unknown template "
                    + "'\(nameTok.text)'\(suggestion(for: nameTok.text, among: Array(templateIndex.keys).sorted()))",
                at: nameTok)
            return
        }
        if scene.sections.isEmpty { scene.sections.append(Section(title: nil, firstRow: 0, location: nil)) }
        let template = scene.templates[ti]
        var outline = OutlineReader()
        for line in block.body {
            guard let place = outline.place(line, sink: sink) else {
                rememberBrokenRow(line)
                continue
            }
            let made = parseRowLine(
                line, template: ti, slots: template.flattened, level: place.level, parent: place.parent)
            outline.opened(line, level: place.level, id: made)
        }
    }

    /// A slot value on a row line, with where the value is.
    typealias SlotValue = (name: String, value: String, location: SourceLocation)

    /// Reads one row line at its place in the outline; returns the id of the row it made, when it made one row
    /// that can have children (`nil` for a `repeat` or an error).
    @discardableResult
    mutating func parseRowLine(
        _ written: SourceLine, template ti: Int, slots elements: [Element], level: Int = 0, parent: String? = nil
    ) -> String? {
        // `repeat … from K`: `{i}` counts from K. The two words end the line (a slot's value is a string, so a
        // bare word after `from` cannot be one).
        var line = written
        var first = 0
        let n = line.tokens.count
        if line.tokens.first?.text == "repeat", n >= 5, line.tokens[n - 2].kind == .word,
            line.tokens[n - 2].text == "from", line.tokens[n - 1].kind == .word
        {
            var tail = cursor(line, from: n - 1)
            guard let k = tail.integer("the first value of {i}", range: 0...SceneParser.maxRows) else { return nil }
            first = k
            line.tokens.removeLast(2)
        }
        var c = cursor(line)
        var count = 1
        var isRepeat = false
        if c.peek?.text == "repeat", c.peek?.kind == .word, c.peek(1).map({ Int($0.text) != nil }) ?? false {
            c.position += 1
            isRepeat = true
            guard let n = c.integer("repeat count", range: 0...SceneParser.maxRows) else { return nil }
            count = n
        }
        guard let idTok = readRowID(&c, isRepeat: isRepeat, count: count) else { return nil }
        // `expanded` may follow the id (the outline form) or end the line.
        let expandedFirst = c.peek?.kind == .word && c.peek?.text == "expanded"
        if expandedFirst { c.position += 1 }
        guard let (slots, expandedLast) = readSlots(&c, template: ti, elements: elements, inRepeat: isRepeat) else {
            rememberBrokenRow(line)
            return nil
        }
        let expanded = expandedFirst || expandedLast
        if scene.rows.count + count > SceneParser.maxRows {
            c.error("more than \(SceneParser.maxRows) rows", at: line.tokens[0])
            return nil
        }
        noteImages(slots, elements: elements, count: isRepeat ? count : nil, first: first)
        var values: [String: String] = [:]
        for slot in slots { values[slot.name] = slot.value }
        let loc = SourceLocation(line: line.number, column: line.tokens[0].column)
        if let dup = scene.rows.append(
            idPattern: idTok.text, count: count, slots: values, literal: !isRepeat, template: ti,
            section: scene.sections.count - 1, expanded: expanded, location: loc,
            slotLocations: Dictionary(slots.map { ($0.name, $0.location) }, uniquingKeysWith: { a, _ in a }),
            first: first, level: level, parentID: parent)
        {
            // The other row with that id, when it was written before this line (a repeat that makes the same
            // id twice has no other line).
            let notes = scene.rows.index(of: dup).map {
                [Diagnostic.note("'\(dup)' is first made here", at: scene.rows.location(of: $0))]
            }
            sink.add(Diagnostic("duplicate row id '\(dup)'", in: c.range(idTok), notes: notes ?? []))
            return nil
        }
        return isRepeat ? nil : idTok.text
    }

    /// The ids a row line with an error would have made, so that actions naming them say nothing more; a
    /// `repeat` line's ids up to a bound (beyond it, later lines may report them).
    mutating func rememberBrokenRow(_ line: SourceLine) {
        let words = line.tokens.map(\.text)
        guard let first = words.first else { return }
        if first == "repeat", words.count >= 3, let n = Int(words[1]) {
            for i in 0..<min(max(0, n), 10_000) {
                brokenRowIDs.insert(words[2].replacingOccurrences(of: "{i}", with: String(i)))
            }
        } else {
            brokenRowIDs.insert(first)
        }
    }

    /// The row's id (or id pattern for `repeat`), checked.
    func readRowID(_ c: inout TokenCursor, isRepeat: Bool, count: Int) -> Token? {
        guard let idTok = c.word("a row id") else { return nil }
        guard isIdentifier(idTok.text, allowPattern: isRepeat) else {
            let rule = "letters, digits, '_' and '-', starting with a letter or '_'"
            c.error("'\(idTok.text)' is not a valid row id (\(rule))", at: idTok)
            return nil
        }
        if idTok.text.unicodeScalars.count > SceneParser.maxIDLength {
            c.error("row id longer than \(SceneParser.maxIDLength) characters", at: idTok)
            return nil
        }
        if isRepeat && count > 1 && !idTok.text.contains("{i}") {
            c.error("a repeated row id needs '{i}' so that each id is unique", at: idTok)
            return nil
        }
        return idTok
    }

    /// `SLOT "value"` pairs and a trailing `expanded`; nil after an error.
    func readSlots(_ c: inout TokenCursor, template ti: Int, elements: [Element], inRepeat: Bool = false) -> (
        [SlotValue], Bool
    )? {
        var slots: [SlotValue] = []
        let kinds = scene.templates[ti].slotKinds
        let slotNames = scene.templates[ti].slotNames
        while let t = c.next() {
            if t.kind == .word && t.text == "expanded" && c.atEnd { return (slots, true) }
            // A name with spaces (an Interface Builder user label) is written quoted.
            guard t.kind == .word || t.kind == .string, slotNames.contains(t.text) else {
                let near = suggestion(for: t.text, among: slotNames + ["expanded"])
                c.error("template '\(scene.templates[ti].name)' has no slot '\(t.text)'\(near)", at: t)
                return nil
            }
            if let first = slots.first(where: { $0.name == t.text }) {
                let note = Diagnostic.note("slot '\(t.text)' is first given here", at: first.location)
                sink.add(Diagnostic("slot '\(t.text)' is given twice", in: c.range(t), notes: [note]))
                return nil
            }
            let kind = kinds[t.text] ?? .text
            guard let v = slotValue(&c, slot: t.text, kind: kind, inRepeat: inRepeat) else { return nil }
            slots.append((t.text, v.text, c.loc(v)))
            // `A/B`: the collapsed and the expanded value.
            if c.peek?.kind == .word, c.peek?.text == SlotStates.mark {
                c.position += 1
                guard let e = slotValue(&c, slot: t.text, kind: kind, inRepeat: inRepeat) else { return nil }
                slots.append((SlotStates.expandedKey(t.text), e.text, c.loc(e)))
            }
        }
        return (slots, false)
    }

    /// Records the image files a row names, for validation; `count` for a `repeat` line.
    mutating func noteImages(_ slots: [SlotValue], elements: [Element], count: Int?, first: Int = 0) {
        let imageSlots = Set(elements.flatMap { e in e.slotKinds.filter { $0.1 == .image }.map(\.0) })
        for slot in slots where imageSlots.contains(SlotStates.slot(of: slot.name)) {
            guard let count, slot.value.contains("{i}") else {
                if let ref = imageReference(slot.value, at: slot.location) { scene.imageReferences.append(ref) }
                continue
            }
            for i in first..<(first + count) {
                let path = slot.value.replacingOccurrences(of: "{i}", with: String(i))
                if let ref = imageReference(path, at: slot.location) { scene.imageReferences.append(ref) }
            }
        }
    }
}

extension SceneParser {
    /// Why a row's value cannot fill a slot of this kind, if it cannot (values with `{i}` are checked as written).
    static func valueProblem(_ value: String, kind: SlotKind) -> String? {
        switch kind {
        case .text, .image: return nil
        case .symbol:
            guard SymbolName(rawValue: value) == nil else { return nil }
            return
                "'\(value)' is not a symbol name\(suggestion(for: value, among: SymbolName.allCases.map(\.rawValue)))"
        case .color:
            guard parseColor(value) == nil else { return nil }
            return "'\(value)' is not a colour\(colorSuggestions(value))"
        case .onOff:
            return value == "on" || value == "off" ? nil : "'\(value)' is neither on nor off"
        case .fraction:
            guard let number = Double(value), (0...1).contains(number) else {
                return "'\(value)' is not a number from 0 to 1"
            }
            return nil
        case .traits:
            guard AccessibilityTrait.list(value) == nil else { return nil }
            let names = AccessibilityTrait.allCases.map(\.rawValue).joined(separator: ", ")
            return "'\(value)' is not a list of accessibility traits (\(names), separated by commas)"
        }
    }
}
