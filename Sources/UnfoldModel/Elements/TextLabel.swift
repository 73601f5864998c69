import UnfoldSyntax

/// `text title font headline color gray lines 2 align center`: a UILabel. Its words are the row's value of a slot
/// (`text SLOT`), a literal (`text "Hi"`), one literal collapsed and another expanded (`text "More"/"Less"`), or a
/// pattern the row's values fill (`text format "{count} items"`). `font`, `lines`, `align` and `color` set them
/// (`Typesetting`); the layouts measure them with the scene's text measurer and share an hstack's width among
/// texts by priority; VoiceOver reads them among the row's texts. Interface Builder's labels, buttons and text
/// fields, and UIKit code's, are texts with the file's words as the default (`defaultText`).
package struct TextLabel: ElementDescriptor {
    /// `text SLOT`: the row's value of this slot.
    package var slot: String? = nil
    /// `text "…"`: the words; with `format`, a pattern whose `{SLOT}`s the row's values fill.
    package var literal: String? = nil
    /// `text "A"/"B"`: the words shown while the row is expanded.
    package var expandedLiteral: String? = nil
    package var format = false
    /// The words an Interface Builder cell's view shows when its row gives none (the file's own).
    package var defaultText: String? = nil
    /// `color @SLOT`: the row's colour, in place of `typesetting.color`.
    package var colorSlot: String? = nil
    package var typesetting: Typesetting? { setting }
    package var setting = Typesetting()
    /// `padding N` or `padding TOP LEFT BOTTOM RIGHT`: around its words.
    package var padding = EdgeInsets.zero

    package static let keyword = "text"
    package static let example = "text title font headline color gray lines 2 align center"
    package static let options = ["font", "color", "lines", "align", "padding"]
    /// Interface Builder's and UIKit code's labels, buttons and text fields are read with their fonts by the
    /// importers' own readers, which make a `TextLabel`.
    package static let interfaceBuilderElement: String? = nil
    package static let uiKitClass: String? = nil
    package static let importedNumbers: [String: ClosedRange<Double>] = [:]
    package static let importedColors: [String] = []
    static let alignments = TextAlign.allCases.map(\.rawValue)

    package init(slot: String? = nil, literal: String? = nil) {
        self.slot = slot
        self.literal = literal
    }

    package init(imported: ImportedProperties) {}

    /// A UIKit view that shows words, as an Interface Builder file or UIKit code declares it: a `UILabel`, a
    /// `UIButton`'s title or a `UITextField`. The file's words show when a row gives none, centred top to bottom as
    /// UILabel draws them. Without a font of the file's, a label is System 17, a button's title System 15 and a text
    /// field System 14. A button's title is one line and centred; a label's alignment is written only where the file
    /// gives one. `font` holds the file's font (size, weight, text style, named font); `color` the ink, nil for the
    /// label colour.
    package static func uiKit(
        _ kind: UIKitViewKind, slot: String, words: String?, font: Typesetting?, lines: Int, alignment: String?,
        color: Color?
    ) -> TextLabel {
        var label = TextLabel(slot: slot)
        label.defaultText = words ?? ""
        var setting = font ?? Typesetting()
        if font == nil { setting.size = uiKitSize(kind) }
        setting.centred = true
        setting.lines = Pair(kind == .button ? 1 : max(0, lines))
        setting.color = color
        if let align = TextAlign(rawValue: kind == .button ? "center" : alignment ?? "") {
            setting.align = align
            setting.alignWritten = true
        }
        label.setting = setting
        return label
    }

    /// UIKit's system font size for the view's words when the file names none.
    static func uiKitSize(_ kind: UIKitViewKind) -> Double {
        switch kind {
        case .button: return 15
        case .textField: return 14
        default: return 17
        }
    }

    /// `SLOT`, `"literal"`, `"collapsed"/"expanded"` or `format "{SLOT} words"`.
    package static func parse<Line: ElementLineReading>(_ c: inout Line) -> TextLabel? {
        guard let t = c.next() else {
            c.error("expected a slot name or a \"literal\" after 'text'", at: nil)
            return nil
        }
        if t.kind == .word, t.text == "format", let pattern = c.peek(0), pattern.kind == .string {
            // `text format "{name} items"`: the row's slots written into the words.
            _ = c.next()
            guard TextFormat.slots(in: pattern.text) != nil else {
                c.error(
                    "a text format names slots as {SLOT}, each a valid slot name, with no other braces", at: pattern)
                return nil
            }
            var label = TextLabel(literal: pattern.text)
            label.format = true
            return label
        }
        guard t.kind != .word else {
            guard isIdentifier(t.text) else {
                c.error("'\(t.text)' is not a valid slot name", at: t)
                return nil
            }
            return TextLabel(slot: t.text)
        }
        guard let literal = c.text(of: t) else { return nil }
        var label = TextLabel(literal: literal)
        if c.peek(0)?.kind == .word, c.peek(0)?.text == "/", let second = c.peek(1), second.kind != .word {
            _ = c.next()
            _ = c.next()
            guard let expanded = c.text(of: second) else { return nil }
            label.expandedLiteral = expanded
        }
        return label
    }

    package mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {
        switch option {
        case "font": readFont(&c)
        case "color":
            if let slot = c.slotReference() { colorSlot = slot } else { setting.color = c.colorValue() }
        case "lines":
            guard let p = c.pair("lines", range: 0...10_000) else { return }
            guard p.collapsed == p.collapsed.rounded(), p.expanded == p.expanded.rounded() else {
                c.error("lines must be whole numbers", at: nil)
                return
            }
            setting.lines = Pair(Int(p.collapsed), Int(p.expanded))
        case "align":
            guard let a = c.word("an alignment") else { return }
            guard let align = TextAlign(rawValue: a.text) else {
                let expected = Self.alignments.joined(separator: ", ")
                c.error(
                    "unknown alignment '\(a.text)' for text; expected "
                        + "\(expected)\(suggestion(for: a.text, among: Self.alignments))",
                    at: a)
                return
            }
            setting.align = align
            setting.alignWritten = true
        case "padding": padding = c.padding()
        default: break
        }
    }

    /// `font STYLE`, `font SIZE` or `font WEIGHT SIZE`.
    mutating func readFont<Line: ElementLineReading>(_ c: inout Line) {
        if let w = c.peek(0), let style = TextStyleName(rawValue: w.text) {
            _ = c.next()
            setting.textStyle = style
            setting.size = style.size
            setting.weight = style.weight
            return
        }
        if let w = c.peek(0), let weight = FontWeight(rawValue: w.text) {
            _ = c.next()
            setting.weight = weight
        }
        // A word that is no number is most often a misspelt weight or text style: say which.
        if let w = c.peek(0), w.kind == .word, !c.looksLikeNumber(w) {
            let known = FontWeight.allCases.map(\.rawValue) + TextStyleName.allCases.map(\.rawValue)
            _ = c.next()
            c.error(
                "expected font size (a number), a weight or a text style, found '\(w.text)'"
                    + suggestionOrNearest(for: w.text, among: known), at: w)
            setting.size = 17
            return
        }
        setting.size = c.number("font size", range: 1...1000, rangeText: "1…1000") ?? 17
    }

    /// A text has no size of its own: the layouts measure its words.
    package func intrinsicWidth(_ sizing: Sizing) -> Double? { nil }
    package func intrinsicHeight(_ sizing: Sizing) -> Double { 0 }
    package var stackRole: StackRole { .words }
    package var namingSlot: String? { slot }
    package var tintSlot: String? { colorSlot }

    package var slotKinds: [(String, SlotKind)] {
        var out: [(String, SlotKind)] = []
        if let slot { out.append((slot, .text)) }
        if format, let literal {
            for s in TextFormat.slots(in: literal) ?? [] { out.append((s, .text)) }
        }
        if let colorSlot { out.append((colorSlot, .color)) }
        return out
    }

    /// The words every row shows whatever its values: the literal, and the expanded one.
    package var writtenWords: [String] { [literal, expandedLiteral].compactMap { $0 } }

    /// The words it shows for a row: its pattern filled, its expanded words while expanded, its literal, the row's
    /// value, the file's own words, or none.
    package func content(slots: [String: String], expanded: Bool) -> String? {
        if format, let literal { return TextFormat.filled(literal, from: slots) }
        if expanded, let expandedLiteral { return expandedLiteral }
        return literal ?? slot.flatMap { slots[$0] } ?? defaultText ?? ""
    }

    package func channels(expanded: Bool, slots: [String: String]) -> [Double] { [] }

    package func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {
        // A label with no area draws nothing (UIKit gives a layer with empty bounds no contents), even where its
        // words would overflow it (a 0-height label once drew "Label").
        guard let text = style.content, !text.isEmpty, style.shown.width > 0, style.shown.height > 0,
            var words = style.words
        else { return }
        words.centredVertically = setting.centred
        let pad = padding
        let inset = Rect(
            x: frame.x + pad.left, y: frame.y + pad.top, width: max(0, frame.width - pad.left - pad.right),
            height: max(0, frame.height - pad.top - pad.bottom))
        let ink = style.rowTint ?? setting.color ?? .system("label")
        out.append(.text(text, words, inset, style.resolve(ink).withAlpha(style.alpha)))
    }

    /// VoiceOver reads its words among the row's texts, or as a static text of its own (see `typesetting`).
    package func reading(channels: [Double]) -> ControlReading? { nil }

    package var sceneText: String {
        var words: [String] = []
        if format, let literal {
            words = ["format", sceneQuoted(literal)]
        } else if let slot {
            words = [slot]
        } else {
            words = [sceneQuoted(literal ?? "")]
            if let expandedLiteral { words += ["/", sceneQuoted(expandedLiteral)] }
        }
        let d = Typesetting()
        if let style = setting.textStyle {
            words += ["font", style.rawValue]
        } else if setting.weight != d.weight || setting.size != d.size {
            words +=
                ["font"] + (setting.weight == .regular ? [] : [setting.weight.rawValue]) + [sceneNumber(setting.size)]
        }
        if let colorSlot {
            words += ["color", "@" + colorSlot]
        } else if let color = setting.color {
            words += ["color", UnfoldModel.color(color)]
        }
        if setting.lines != d.lines {
            words += ["lines", pair(Pair(Double(setting.lines.collapsed), Double(setting.lines.expanded)))]
        }
        if setting.alignWritten { words += ["align", setting.align.rawValue] }
        if padding != .zero { words += ["padding", scenePadding(padding)] }
        return words.joined(separator: " ")
    }
}
