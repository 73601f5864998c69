import UnfoldSyntax
import UnfoldModel

/// `insert`, `delete` and `move` lines. The timeline is written in time order, so each line sees the list
/// as it is at its time: an inserted row is added to the list here, and a deleted one is remembered.
extension SceneParser {
    static let maxListEdits = 200

    /// `insert ID (after|before) ID [template T] SLOT "value"… [with ANIM]`.
    mutating func parseInsert(_ c: inout TokenCursor, line: SourceLine) -> Action? {
        guard let idTok = readRowID(&c, isRepeat: false, count: 1) else { return nil }
        if let other = scene.rows.index(of: idTok.text) {
            let when = deletedIDs.contains(idTok.text) ? " (deleted rows keep their ids)" : ""
            let note = Diagnostic.note("'\(idTok.text)' is first made here", at: scene.rows.location(of: other))
            sink.add(Diagnostic("duplicate row id '\(idTok.text)'\(when)", in: c.range(idTok), notes: [note]))
            return nil
        }
        guard let (place, anchor) = readPlace(&c) else { return nil }
        var template = scene.rows.template(of: anchor)
        if c.peek?.text == "template" {
            c.position += 1
            guard let nameTok = c.word("a template name") else { return nil }
            guard let ti = templateIndex[nameTok.text] else {
                if brokenTemplates.contains(nameTok.text) {
                    brokenRowIDs.insert(idTok.text)
                    return nil
                }
                let names = Array(templateIndex.keys).sorted()
                c.error("unknown template '\(nameTok.text)'\(suggestion(for: nameTok.text, among: names))", at: nameTok)
                return nil
            }
            template = ti
        }
        var animation = RowAnimation.automatic
        var slotLine = line
        if let a = readAnimation(line: line) {
            guard let value = a.value else { return nil }
            animation = value
            slotLine = a.slotLine
        }
        var slotCursor = TokenCursor(slotLine, from: c.position, sink: sink)
        guard
            let (slots, expanded) = readSlots(
                &slotCursor, template: template, elements: scene.templates[template].flattened)
        else { return nil }
        if expanded {
            c.error("an inserted row starts collapsed: expand it with an action", at: slotLine.tokens.last!)
            return nil
        }
        c.position = line.tokens.count
        guard countListEdit(&c, line: line) else { return nil }
        noteImages(slots, elements: scene.templates[template].flattened, count: nil)
        let position = place == "after" ? scene.rows.subtreeEnd(of: anchor) : anchor
        insertRow(
            id: idTok.text, slots: Dictionary(slots.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }),
            template: template, section: scene.rows.section(of: anchor), at: position, location: c.loc(idTok),
            beside: anchor)
        return .insert(row: position, animation: animation)
    }

    /// `delete ID [with ANIM]`.
    mutating func parseDelete(_ c: inout TokenCursor, line: SourceLine) -> Action? {
        guard let r = rowRef(&c) else { return nil }
        var animation = RowAnimation.automatic
        if c.peek?.text == "with" {
            c.position += 1
            guard let a = c.keyword(RowAnimation.self, "row animation") else { return nil }
            animation = a
        }
        guard countListEdit(&c, line: line) else { return nil }
        // A parent's children go with it.
        for d in r..<scene.rows.subtreeEnd(of: r) { deletedIDs.insert(scene.rows.id(of: d)) }
        return .delete(row: r, animation: animation)
    }

    /// `move ID (after|before) ID`: the row gets a new place in the list; its old place stays, empty, and
    /// shrinks while the new one grows (see `TimelineCompiler.moveRow`).
    mutating func parseMove(_ c: inout TokenCursor, line: SourceLine) -> Action? {
        let rowTok = c.peek
        guard let r = rowRef(&c), let (place, anchor) = readPlace(&c) else { return nil }
        if anchor == r {
            c.error("a row cannot move next to itself", at: rowTok!)
            return nil
        }
        if scene.rows.hasChildren(r) {
            c.error(
                "'\(scene.rows.id(of: r))' has children, which a move would leave behind; move a row without children",
                at: rowTok!)
            return nil
        }
        guard countListEdit(&c, line: line) else { return nil }
        let position = place == "after" ? scene.rows.subtreeEnd(of: anchor) : anchor
        if position == r || position == r + 1 {
            // Already there: UIKit's moveRow to the same index path does nothing visible.
            return .move(row: r, from: r)
        }
        insertRow(
            id: scene.rows.id(of: r), slots: scene.rows.slots(of: r), template: scene.rows.template(of: r),
            section: scene.rows.section(of: anchor), at: position, location: c.loc(rowTok!), beside: anchor)
        return .move(row: position, from: r >= position ? r + 1 : r)
    }

    /// `after ID` or `before ID`: the place and the row it names.
    func readPlace(_ c: inout TokenCursor) -> (String, Int)? {
        guard let word = c.word("'after' or 'before'") else { return nil }
        guard word.text == "after" || word.text == "before" else {
            c.error("expected 'after ID' or 'before ID', found '\(word.text)'", at: word)
            return nil
        }
        guard let anchor = rowRef(&c) else { return nil }
        return (word.text, anchor)
    }

    /// A trailing `with ANIM`: the animation (nil value after an error) and the line without it.
    func readAnimation(line: SourceLine) -> (value: RowAnimation?, slotLine: SourceLine)? {
        let tokens = line.tokens
        guard tokens.count >= 2, tokens[tokens.count - 2].kind == .word, tokens[tokens.count - 2].text == "with"
        else { return nil }
        var rest = line
        rest.tokens.removeLast(2)
        var c = cursor(line, from: tokens.count - 1)
        return (c.keyword(RowAnimation.self, "row animation"), rest)
    }

    mutating func countListEdit(_ c: inout TokenCursor, line: SourceLine) -> Bool {
        listEdits += 1
        guard listEdits <= SceneParser.maxListEdits else {
            // The verb is the first of these words on the line: `at T` comes before it, row ids after it.
            let verb = line.tokens.first { $0.kind == .word && ["insert", "delete", "move"].contains($0.text) }
            c.error("more than \(SceneParser.maxListEdits) list edits", at: verb ?? line.tokens[0])
            return false
        }
        return true
    }

    /// Puts the row in the list and moves every row index written so far that lies at or after it.
    mutating func insertRow(
        id: String, slots: [String: String], template: Int, section: Int, at position: Int, location: SourceLocation,
        beside anchor: Int
    ) {
        // The row is the anchor's sibling: the same level, under the same parent.
        scene.rows.insert(
            id: id, slots: slots, template: template, section: section, at: position, location: location,
            level: scene.rows.level(of: anchor), parentID: scene.rows.parentID(of: anchor))
        // The row joins its neighbour's section: the sections after that one start one row later.
        for k in scene.sections.indices
        where scene.sections[k].firstRow > position
            || (scene.sections[k].firstRow == position && k > section)
        {
            scene.sections[k].firstRow += 1
        }
        for k in scene.actions.indices { scene.actions[k].action = scene.actions[k].action.shifted(from: position) }
        suggestionIDs.ids = nil
    }
}
