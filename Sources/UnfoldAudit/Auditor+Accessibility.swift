import UnfoldModel
import UnfoldAnimation
import UnfoldAccessibility
import UnfoldSyntax

/// The audit's accessibility rules, from what VoiceOver reads in a rest frame.
extension Auditor {
    /// `duplicate-label`: two elements of one row that VoiceOver reads with the same label, so a user hears
    /// the same words for two different things (two "More" buttons, an icon labelled as its text).
    func duplicateLabels(_ elements: [AccessibilityElement], in state: FrameState) -> [Finding] {
        var out: [Finding] = []
        var first: [String: AccessibilityElement] = [:]
        for e in elements {
            guard let r = e.rowIndex, let j = e.element, let label = e.label, !label.isEmpty else { continue }
            let key = "\(r)\u{0}\(label)"
            guard let earlier = first[key] else {
                first[key] = e
                continue
            }
            let template = scene.template(ofRow: r)
            let names = [earlier.element.map { template.ids[$0] } ?? "?", template.ids[j]]
            out.append(
                Finding(
                    rule: .duplicateLabel, severity: .warning, variant: scene.variant, frame: state.index,
                    time: state.time, row: e.row, element: names[1], location: template.flattened[j].location,
                    rowLocation: scene.rows.location(of: r),
                    message:
                        "'\(names[0])' and '\(names[1])' of row \(e.row ?? "?") are both read as \"\(label)\"; "
                        + "give one a label of its own",
                    rect: e.frame))
        }
        return out
    }

    /// `order`: an element VoiceOver reads with its row but that is drawn more than one row away from it, as
    /// content that overflows its cell or is nested in the wrong row makes it: the user hears it out of place.
    func readingOrder(_ elements: [AccessibilityElement], in state: FrameState) -> [Finding] {
        // Rows in reading order are rows top to bottom; each one's top on the canvas.
        let tops = state.rows.map { $0.y - state.contentOffset }
        let place = Dictionary(state.rows.enumerated().map { ($1.row, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [Finding] = []
        for e in elements {
            guard let r = e.rowIndex, let j = e.element, let own = place[r] else { continue }
            let middle = e.frame.y + e.frame.height / 2
            // The row it is drawn in: the last whose top is above its middle (-1 above every row).
            let drawn = (tops.lastIndex { $0 <= middle } ?? -1)
            guard abs(drawn - own) > 1 else { continue }
            let template = scene.template(ofRow: r)
            let name = template.ids[j]
            let away = abs(drawn - own)
            let over = drawn >= 0 ? "over row \(state.rows[drawn].id)" : "above the first row"
            let side = drawn > own ? "below" : "above"
            out.append(
                Finding(
                    rule: .order, severity: .warning, variant: scene.variant, frame: state.index, time: state.time,
                    row: e.row, element: name, location: template.flattened[j].location,
                    rowLocation: scene.rows.location(of: r),
                    message:
                        "'\(name)' of row \(e.row ?? "?") is read with its row but drawn \(over), \(away) rows "
                        + "\(side) it; VoiceOver reads it out of place: keep it inside its cell",
                    rect: e.frame))
        }
        return out
    }
}

/// The bars' texts, read as the audit reads any text: cut short, or too faint against what is behind them.
extension Auditor {
    func barFindings() -> [Finding] {
        let s = settings
        guard let title = s.screen.navigationTitle, let widths = timeline.titleWidths else { return [] }
        let location = s.screen.navigationLocation ?? SourceLocation(line: 1, column: 1)
        var out: [Finding] = []
        func add(_ rule: AuditRule, _ element: String, _ message: String, _ rect: Rect?) {
            out.append(
                Finding(
                    rule: rule, severity: .warning, variant: scene.variant, frame: 0, time: 0, row: nil,
                    element: element, location: location, rowLocation: nil, message: message, rect: rect))
        }
        let bar = s.bars(scrolled: 0)
        // The inline title has the bar less 16 pt at each side; the large title the width between the margins.
        let inlineRoom = s.width - 32
        if widths.inline > inlineRoom + 0.5 {
            add(
                .textTruncated, "navigation-title",
                "the navigation title \"\(title)\" is \(formatNumber(widths.inline.rounded())) pt wide in a bar with "
                    + "room for \(formatNumber(inlineRoom)) pt, so it is cut short", bar.navigation)
        }
        if let large = widths.large, let box = bar.largeTitle, large > box.width + 0.5 {
            add(
                .textTruncated, "large-title",
                "the large title \"\(title)\" is \(formatNumber(large.rounded())) pt wide with room for "
                    + "\(formatNumber(box.width)) pt, so it is cut short", box)
        }
        // At rest the titles stand on the table's own background (the bar is clear there).
        let resolve = { (c: Color) in c.resolved(s.appearance, highContrast: s.highContrast) }
        let background = resolve(
            s.screen.tableBackground ?? .system(s.table == .plain ? "background" : "grouped-background"))
        let ink = resolve(.system("label"))
        let ratio = Contrast.ratio(ink, background)
        let required = s.screen.largeTitle ? 3.0 : 4.5
        if ratio < required {
            let said = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
            add(
                .contrast, s.screen.largeTitle ? "large-title" : "navigation-title",
                "the navigation title has a contrast of \(said):1 with the table's background; WCAG 2 asks "
                    + "\(formatNumber(required)):1", bar.largeTitle ?? bar.navigation)
        }
        return out
    }
}
