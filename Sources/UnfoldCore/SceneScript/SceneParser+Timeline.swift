import UnfoldSyntax
import UnfoldModel

extension SceneParser {
    static let actionWords = [
        "tap", "expand", "collapse", "toggle", "set", "longpress", "scroll", "at", "after", "wait", "insert",
        "delete", "move"
    ]

    mutating func parseTimeline(_ block: Block) {
        let c = cursor(block.head, from: 1)
        c.expectEnd()
        var clock = Micros.zero
        for line in block.body {
            var c = cursor(line)
            let first = c.peek!
            switch first.text {
            case "wait":
                c.position += 1
                guard let d = c.duration("wait time") else { continue }
                clock += d
                if clock > SceneParser.maxTime {
                    c.error("time beyond the 600 s limit", at: first)
                    continue
                }
                c.expectEnd()
                continue
            case "at":
                c.position += 1
                guard let tTok = c.peek, let t = c.duration("time") else { continue }
                if t < clock {
                    c.error(
                        "'at \(tTok.text)' goes back in time: the timeline is already at \(formatSeconds(clock)) s",
                        at: tTok)
                    continue
                }
                clock = t
            case "after":
                c.position += 1
                guard let d = c.duration("time") else { continue }
                clock += d
                if clock > SceneParser.maxTime {
                    c.error("time beyond the 600 s limit", at: first)
                    continue
                }
            default: break
            }
            guard let action = parseEditOrAction(&c, line: line) else { continue }
            c.expectEnd()
            if scene.actions.count == SceneParser.maxActions {
                c.error("more than \(SceneParser.maxActions) timeline actions", at: first)
                continue
            }
            scene.actions.append(TimedAction(time: clock, action: action, location: c.loc(first)))
        }
    }

    mutating func parseEditOrAction(_ c: inout TokenCursor, line: SourceLine) -> Action? {
        switch c.peek?.text {
        case "insert":
            c.position += 1
            return parseInsert(&c, line: line)
        case "delete":
            c.position += 1
            return parseDelete(&c, line: line)
        case "move":
            c.position += 1
            return parseMove(&c, line: line)
        default: return parseAction(&c)
        }
    }

    func rowRef(_ c: inout TokenCursor) -> Int? {
        guard let t = c.word("a row id") else { return nil }
        return row(named: t.text, at: t, &c)
    }

    /// The row an action names, or nil with the error said once: a deleted row, or an unknown one (nothing is
    /// said of a row whose own line had an error, reported there).
    func row(named id: String, at t: Token, _ c: inout TokenCursor) -> Int? {
        if deletedIDs.contains(id) {
            c.error("row '\(id)' was deleted earlier in the timeline", at: t)
            return nil
        }
        if let i = scene.rows.index(of: id) { return i }
        if brokenRowIDs.contains(id) { return nil }
        // A deleted row is no suggestion: naming it is an error too.
        let near = suggestion(for: id, among: nearbyIDs().filter { !deletedIDs.contains($0) })
        c.error("unknown row '\(id)'\(near)", at: t)
        return nil
    }

    mutating func parseAction(_ c: inout TokenCursor) -> Action? {
        guard let verb = c.word("an action") else { return nil }
        // `tap|expand|collapse section NAME` (a row may be called `section`: then nothing follows its name).
        if ["tap", "expand", "collapse"].contains(verb.text), c.peek?.text == "section", c.peek(1) != nil {
            c.position += 1
            let change: SectionChange = verb.text == "tap" ? .toggle : verb.text == "expand" ? .expand : .collapse
            return sectionRef(&c, verb: verb).map { .section($0, change) }
        }
        switch verb.text {
        case "tap": return parseTap(&c)
        case "expand": return rowRef(&c).map { .expand(row: $0) }
        case "collapse": return rowRef(&c).map { .collapse(row: $0) }
        case "toggle": return rowRef(&c).map { .toggle(row: $0) }
        case "set": return parseSet(&c)
        case "longpress": return parseLongPressAction(&c, verb: verb)
        case "scroll": return parseScroll(&c)
        default:
            c.error(
                "unknown action '\(verb.text)'\(suggestion(for: verb.text, among: SceneParser.actionWords))", at: verb)
            return nil
        }
    }

    /// The collapsible section a `tap|expand|collapse section NAME` names.
    func sectionRef(_ c: inout TokenCursor, verb: Token) -> Int? {
        guard let t = c.word("a section id") else { return nil }
        guard let k = scene.sections.firstIndex(where: { $0.id == t.text }) else {
            let ids = scene.sections.compactMap(\.id)
            c.error("unknown section '\(t.text)'\(suggestion(for: t.text, among: ids))", at: t)
            return nil
        }
        guard scene.sections[k].collapsible else {
            let notes = scene.sections[k].location.map { [Diagnostic.note("section '\(t.text)' is here", at: $0)] }
            sink.add(
                Diagnostic(
                    "section '\(t.text)' is not collapsible, so it cannot "
                        + "\(verb.text == "tap" ? "be tapped" : verb.text); "
                        + "write 'collapsible' on its line", at: c.loc(t), notes: notes ?? []))
            return nil
        }
        return k
    }

    /// `tap ID` or `tap ID.NAME`.
    func parseTap(_ c: inout TokenCursor) -> Action? {
        guard let t = c.word("a row id") else { return nil }
        let parts = t.text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let r = row(named: parts[0], at: t, &c) else { return nil }
        if parts.count == 1 { return .tap(row: r) }
        let template = scene.template(ofRow: r)
        let names = template.ids
        guard let e = template.element(id: parts[1]) else {
            c.error(
                "template '\(template.name)' has no element '\(parts[1])'\(suggestion(for: parts[1], among: names))",
                at: t)
            return nil
        }
        guard e.tap != nil else {
            c.error(
                "'\(parts[1])' is not a button: give it a 'tap toggle|expand|collapse' option in template "
                    + "'\(template.name)'",
                at: t)
            return nil
        }
        return .tapButton(row: r, element: e.index)
    }

    /// `set ID SLOT "value"`.
    mutating func parseSet(_ c: inout TokenCursor) -> Action? {
        guard let r = rowRef(&c), let slot = c.slotName() else { return nil }
        let template = scene.template(ofRow: r)
        guard template.slotNames.contains(slot.text) else {
            c.error(
                "template '\(template.name)' has no slot "
                    + "'\(slot.text)'\(suggestion(for: slot.text, among: template.slotNames))",
                at: slot)
            return nil
        }
        // The same checks as on a row line: a value the row line refuses is refused here, at the `set` line.
        guard let v = slotValue(&c, slot: slot.text, kind: template.slotKinds[slot.text] ?? .text) else { return nil }
        noteImages([(slot.text, v.text, c.loc(v))], elements: template.flattened, count: nil)
        return .set(row: r, slot: slot.text, value: v.text)
    }

    /// `longpress ID for DURATION`.
    func parseLongPressAction(_ c: inout TokenCursor, verb: Token) -> Action? {
        let rowTok = c.peek
        guard let r = rowRef(&c) else { return nil }
        guard let f = c.word("'for'"), f.text == "for" else {
            c.error("expected 'longpress ID for DURATION'", at: verb)
            return nil
        }
        guard let d = c.duration("press duration") else { return nil }
        let template = scene.template(ofRow: r)
        guard template.longPress != nil else {
            c.error(
                "template '\(template.name)' has no 'longpress MIN grow STEP every INTERVAL max LIMIT' option",
                at: rowTok)
            return nil
        }
        return .longPress(row: r, duration: d)
    }

    /// `scroll to ID POSITION` or `scroll by DY [over DURATION] [CURVE]`.
    mutating func parseScroll(_ c: inout TokenCursor) -> Action? {
        guard let how = c.word("'to' or 'by'") else { return nil }
        if how.text == "to" {
            guard let r = rowRef(&c), let p = c.keyword(ScrollPosition.self, "scroll position") else { return nil }
            var spec: AnimationSpec? = nil
            guard scrollAnimation(&c, into: &spec) else { return nil }
            return .scrollTo(row: r, position: p, animation: spec)
        }
        guard how.text == "by" else {
            c.error("expected 'scroll to ID POSITION' or 'scroll by DY'", at: how)
            return nil
        }
        guard let dy = c.number("scroll distance") else { return nil }
        var spec: AnimationSpec? = nil
        guard scrollAnimation(&c, into: &spec) else { return nil }
        return .scrollBy(dy: dy, animation: spec)
    }

    /// `[over DURATION] [CURVE]` after a scroll: its own duration and curve (a spring's settling time is its
    /// duration); `spec` stays nil when nothing is written (the scene's animation). False after an error.
    func scrollAnimation(_ c: inout TokenCursor, into spec: inout AnimationSpec?) -> Bool {
        var duration = scene.settings.animation.duration
        var curve = scene.settings.animation.curve
        if c.peek?.text == "over" {
            c.position += 1
            guard let d = c.duration("scroll duration") else { return false }
            duration = d
        } else if c.atEnd {
            return true
        }
        if !c.atEnd {
            guard let cv = c.curve(duration: duration) else { return false }
            curve = cv
        }
        spec = AnimationSpec(
            duration: curve.springDuration.map { Micros(seconds: $0) } ?? duration, curve: curve)
        return true
    }
}

extension SceneParser {
    /// Ids to suggest from: the first rows' ids in a short list, none in a long one; made once per scene.
    func nearbyIDs() -> [String] {
        if let ids = suggestionIDs.ids { return ids }
        let count = scene.rows.count <= 5000 ? min(scene.rows.count, maxSuggestionCandidates) : 0
        let ids = (0..<count).map { scene.rows.id(of: $0) }
        suggestionIDs.ids = ids
        return ids
    }
}

func formatSeconds(_ t: Micros) -> String { String(t.seconds) }
