import UnfoldSyntax
import UnfoldModel

extension SceneParser {
    static func options(for head: String) -> [String] {
        let common = [
            "visible", "background", "corner", "tap", "id", "priority", "label", "hint", "value", "traits", "source",
            "opacity"
        ]
        // A checkmark is a symbol.
        let kind = ElementRegistry.kind(keyword: head == "checkmark" ? "symbol" : head)
        return (kind.map { $0.options + $0.elementOptions } ?? []) + common
    }

    static let everyOption = Set([
        "spacing", "padding", "align", "distribute", "font", "color", "lines", "height", "width",
        "fit", "fill", "size", "rotate", "visible", "background", "corner", "tap", "id", "label", "hint", "value",
        "traits", "source", "max-width"
    ])

    func parseElementOptions(_ e: inout Element, _ c: inout TokenCursor, head: String) {
        let allowed = SceneParser.options(for: head)
        var given: [String: Token] = [:]
        while let t = c.next() {
            if let first = given[t.text], t.kind == .word {
                let note = Diagnostic.note("'\(t.text)' is first given here", at: c.loc(first))
                sink.add(Diagnostic("option '\(t.text)' is given twice", in: c.range(t), notes: [note]))
                return
            }
            given[t.text] = t
            guard t.kind == .word, allowed.contains(t.text) else {
                if SceneParser.everyOption.contains(t.text) {
                    c.error("option '\(t.text)' does not apply to \(head)", at: t)
                } else {
                    let near = c.sink.isFull ? "" : suggestionOrNearest(for: t.text, among: allowed)
                    c.error("unknown option '\(t.text)' for \(head)\(near)", at: t)
                }
                return
            }
            applyOption(t.text, to: &e, &c, head: head)
            if c.failed { return }
        }
    }

    /// Reads the value of option `name` into the element.
    func applyOption(_ name: String, to e: inout Element, _ c: inout TokenCursor, head: String) {
        if type(of: e.descriptor).options.contains(name) {
            var value = e.descriptor
            var line = ElementLine(cursor: c, parser: self)
            value.apply(option: name, &line)
            c = line.cursor
            e.kind = ElementKind(value)
            return
        }
        switch name {
        case "opacity": e.alpha = c.number("opacity", range: 0...1) ?? 1
        case "rotate": e.rotation = c.pair("rotate", range: -3600...3600) ?? Pair(0)
        case "visible": e.visible = c.keyword(Visibility.self, "visibility") ?? .always
        case "background":
            if let slot = slotReference(&c) { e.backgroundSlot = slot } else { e.background = colorValue(&c) }
        case "priority": e.priority = c.number("priority", range: 1...1000) ?? 750
        case "source":
            // Where a generated element comes from (`source "FAQView.swift:12"`), as `timeline.json` says it.
            e.source = c.string("the file and line the element comes from (\"FILE.swift:12\")")?.text
        case "corner": e.corner = c.number("corner", range: 0...10_000) ?? 0
        case "tap": e.tap = c.keyword(TapAction.self, "tap action")
        case "label":
            if let slot = slotReference(&c) {
                e.labelSlot = slot
                return
            }
            guard let t = c.peek, t.kind != .word else {
                _ = c.string("a label (a quoted string, L\"KEY\" or @SLOT)")
                return
            }
            c.position += 1
            e.label = text(of: t, c)
        case "hint": (e.hint, e.hintSlot) = spokenText(&c, "a hint")
        case "value": (e.accessibilityValue, e.valueSlot) = spokenText(&c, "an accessibility value")
        case "traits":
            if let slot = slotReference(&c) {
                e.traitsSlot = slot
                return
            }
            guard let t = c.word("accessibility traits such as button,selected") else { return }
            guard let traits = AccessibilityTrait.list(t.text) else {
                let names = AccessibilityTrait.allCases.map(\.rawValue)
                let bad =
                    t.text.split(separator: ",").map(String.init).first { AccessibilityTrait(rawValue: $0) == nil }
                    ?? t.text
                c.error("'\(bad)' is not an accessibility trait\(suggestionOrNearest(for: bad, among: names))", at: t)
                return
            }
            e.traits = traits
        case "id":
            guard let t = c.word("an element id") else { return }
            guard isIdentifier(t.text) else {
                c.error("'\(t.text)' is not a valid element id", at: t)
                return
            }
            e.explicitID = t.text
        default: break
        }
    }

    /// What VoiceOver says for `hint` and `value`: a quoted string, `L"KEY"`, or `@SLOT` (the second value).
    func spokenText(_ c: inout TokenCursor, _ what: String) -> (String?, String?) {
        if let slot = slotReference(&c) { return (nil, slot) }
        guard let t = c.peek, t.kind != .word else {
            _ = c.string("\(what) (a quoted string, L\"KEY\" or @SLOT)")
            return (nil, nil)
        }
        c.position += 1
        return (text(of: t, c), nil)
    }

    /// `@SLOT`: the value comes from the row's slot of that name.
    func slotReference(_ c: inout TokenCursor) -> String? {
        guard let t = c.peek, t.kind == .word, t.text.hasPrefix("@") else { return nil }
        c.position += 1
        let name = String(t.text.dropFirst())
        guard isIdentifier(name) else {
            c.error("'\(t.text)' is not a slot reference; write @ and a slot name", at: t)
            return nil
        }
        return name
    }

    /// `padding N`, `padding TOP LEFT BOTTOM RIGHT`, or `padding list-row`: a SwiftUI list row's insets in the
    /// scene's look.
    func parsePadding(_ c: inout TokenCursor) -> EdgeInsets {
        if c.peek(0)?.text == "list-row" {
            c.position += 1
            return scene.settings.look.listRowInsets
        }
        let fourNumbers = (0..<4).allSatisfy { c.peek($0).map { parseDecimal($0.text) != nil } ?? false }
        guard fourNumbers else { return EdgeInsets(all: c.number("padding", range: 0...100_000) ?? 0) }
        let v = (0..<4).map { _ in c.number("padding", range: 0...100_000) ?? 0 }
        return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
