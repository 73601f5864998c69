import Foundation
import UnfoldModel
import UnfoldAnimation
import UnfoldAccessibility
import UnfoldSyntax

/// Looks at a compiled scene's rest frames and says, rule by rule, what breaks (see `AuditRule`).
package struct Auditor {
    package let timeline: Timeline
    /// The `default` variant of the same scene, when this is another: a text cut here and whole there is an error.
    package let reference: Timeline?
    /// `SceneValidation.missingGlyphs` of the scene, as the environment that draws it found them.
    package let glyphWarnings: [Diagnostic]

    package init(_ timeline: Timeline, reference: Timeline? = nil, glyphWarnings: [Diagnostic] = []) {
        self.timeline = timeline
        self.reference = reference
        self.glyphWarnings = glyphWarnings
    }

    var scene: Scene { timeline.scene }
    var settings: Settings { scene.settings }

    /// Every finding, once per rule, row, element and variant, at the first rest frame that shows it.
    package func findings() -> [Finding] {
        var out: [Finding] = []
        var seen = Set<String>()
        func add(_ f: Finding) {
            if seen.insert(f.key).inserted { out.append(f) }
        }
        sceneFindings().forEach(add)
        barFindings().forEach(add)
        for i in timeline.restFrames {
            let state = timeline.state(frame: i)
            for row in state.rows { rowFindings(row, in: state).forEach(add) }
            let read = AccessibilityReader(scene: scene).elements(state)
            duplicateLabels(read, in: state).forEach(add)
            readingOrder(read, in: state).forEach(add)
        }
        return out
    }

    /// What holds for the whole scene: untranslated keys and characters no font draws, said at frame 0, each
    /// with the row and element whose written value it is in (CLI v4: `row` and `element` for every finding
    /// that belongs to a row); a template's own text has its element and no row; a value that belongs to no
    /// element (a timeline's `set`) is named by its key or character, so such findings stay apart.
    func sceneFindings() -> [Finding] {
        var out: [Finding] = []
        let locale = settings.locale ?? "en"
        let owners = ValueOwners(scene)
        for use in scene.localizedUses where !use.translated {
            let owner = owners.owner(of: use.location)
            out.append(
                Finding(
                    rule: .untranslated, severity: .warning, variant: scene.variant, frame: 0, time: 0,
                    row: owner?.row, element: owner?.element ?? "L\"\(use.key)\"", location: use.location,
                    rowLocation: owner?.rowLocation,
                    message:
                        "L\"\(use.key)\" has no value in \(locale); the source language's value or the key is shown",
                    rect: nil))
        }
        for d in glyphWarnings {
            let owner = owners.owner(of: d.location)
            // The character is named in the message, "… draw 'X' (U+1234)": it tells apart the findings of a
            // place that belongs to no element.
            let code = d.message.range(of: "(U+").map { String(d.message[$0.lowerBound...].dropFirst().dropLast()) }
            out.append(
                Finding(
                    rule: .missingGlyph, severity: .warning, variant: scene.variant, frame: 0, time: 0,
                    row: owner?.row, element: owner?.element ?? code, location: d.location,
                    rowLocation: owner?.rowLocation, message: d.message, rect: nil))
        }
        return out
    }

    /// A row's elements as shown, each with its id, template element, frame in the row and whole-tree alpha.
    struct Shown {
        var p: ElementPresentation
        var e: Element
        var id: String
        var alpha: Double

        /// How a message names it: `'id'`, or for a view an Interface Builder file names by its object id alone,
        /// its text (`the label "Lorem…"`), since that id means nothing to a reader.
        var named: String {
            guard e.namedByFileID else { return "'\(id)'" }
            guard let text = p.content, !text.isEmpty, e.typesetting != nil else { return "'\(id)'" }
            return "the label \"\(text.count > 40 ? String(text.prefix(39)) + "…" : text)\""
        }
    }

    func rowFindings(_ r: RowFrame, in state: FrameState) -> [Finding] {
        guard r.alpha > 0, let layer = r.layers.last else { return [] }
        let template = scene.template(ofRow: r.row)
        var byIndex: [Int: ElementPresentation] = [:]
        for p in layer.elements { byIndex[p.index] = p }
        func alpha(_ j: Int) -> Double {
            var a = byIndex[j]?.alpha ?? 0
            var k = template.links[j].parent
            while let parent = k {
                a *= byIndex[parent]?.alpha ?? 0
                k = template.links[parent].parent
            }
            return a
        }
        var shown: [Int: Shown] = [:]
        for p in layer.elements where !p.outgoing {
            let a = alpha(p.index)
            guard a > 0, p.frame.width > 0, p.frame.height > 0 else { continue }
            shown[p.index] = Shown(p: p, e: template.flattened[p.index], id: template.ids[p.index], alpha: a)
        }
        var out: [Finding] = []
        let rowLocation = scene.rows.location(of: r.row)
        func finding(
            _ rule: AuditRule, _ severity: Diagnostic.Severity, _ s: Shown, _ element: String? = nil, _ message: String
        )
            -> Finding
        {
            let f = s.p.frame
            // A view read from a file (Interface Builder, or SwiftUI with its line alone) is said once, at its
            // place in the file, whichever rows show it.
            let file = s.e.source.map { s.e.sourceColumn > 0 ? "\($0):\(s.e.sourceColumn)" : $0 }
            return Finding(
                rule: rule, severity: severity, variant: scene.variant, frame: state.index, time: state.time,
                row: r.id, element: element ?? s.id, location: s.e.location, rowLocation: rowLocation,
                message: message,
                rect: Rect(x: r.x + f.x, y: r.y - state.contentOffset + f.y, width: f.width, height: f.height),
                file: file)
        }
        for j in shown.keys.sorted() {
            let s = shown[j]!
            if s.e.typesetting != nil, let text = s.p.content, !text.isEmpty {
                if let f = truncation(s, row: r, text: text, state: state) {
                    out.append(finding(.textTruncated, f.0, s, nil, f.1))
                }
                if let m = clipping(s, row: r, shown: shown, template: template) {
                    out.append(finding(.textClipped, .error, s, nil, m))
                }
                if let m = contrast(s, row: r, shown: shown, template: template) {
                    out.append(finding(.contrast, .warning, s, nil, m))
                }
            }
            if s.e.tap != nil {
                let f = s.p.frame
                if f.width < 44 - 1e-9 || f.height < 44 - 1e-9 {
                    let size = "\(formatNumber(f.width))×\(formatNumber(f.height))"
                    out.append(
                        finding(
                            .hitRegion, .warning, s, nil,
                            "\(s.named) of row \(r.id) can be tapped but is \(size) pt; Apple's minimum is 44×44 pt"))
                }
                if s.e.typesetting == nil && !template.tapIsGestureOnly(s.e) && label(of: s.e, row: r.row).isEmpty {
                    out.append(
                        finding(
                            .noLabel, .warning, s, nil,
                            "\(s.named) of row \(r.id) can be tapped but has no label, so VoiceOver reads nothing; "
                                + "add label \"…\""))
                }
            }
            if let direction = s.e.stacking?.direction, direction != .layered {
                out += overlaps(in: j, shown: shown, template: template).map { a, b, w, h in
                    finding(
                        .overlap, .error, b, "\(a.id)+\(b.id)",
                        "\(a.named) and \(b.named) of row \(r.id) overlap by \(formatNumber(w))×\(formatNumber(h)) pt")
                }
            }
        }
        return out
    }

    /// `label "…"`, or the row's value for `label @SLOT`.
    func label(of e: Element, row: Int) -> String {
        if let l = e.label { return l }
        return e.labelSlot.flatMap { scene.rows.slots(of: row)[$0] } ?? ""
    }

    /// A cut text: a warning, or an error when the default variant shows the same text whole at the same time.
    func truncation(_ s: Shown, row r: RowFrame, text: String, state: FrameState) -> (Diagnostic.Severity, String)? {
        guard let lines = s.p.textLines, lines.truncated else { return nil }
        let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
        let noun = lines.count == 1 ? "1 line" : "\(lines.count) lines"
        var message = "\(s.named) of row \(r.id) (\"\(shown)\") is cut to \(noun)"
        guard let reference, scene.variant != "default" else { return (.warning, message) }
        let other = reference.state(frame: reference.frameIndex(at: state.time))
        let whole = other.rows.first { $0.id == r.id }?.layers.last?.elements.first {
            $0.index == s.p.index && !$0.outgoing
        }
        guard let whole, whole.alpha > 0, whole.textLines?.truncated == false else { return (.warning, message) }
        message += ", and it is whole in the default variant"
        return (.error, message)
    }

    /// A text's frame outside its row, a clipping stack or the canvas's width, by more than 0.5 pt.
    func clipping(_ s: Shown, row r: RowFrame, shown: [Int: Shown], template: Template) -> String? {
        let f = s.p.frame
        let tolerance = 0.5
        func outside(_ box: Rect) -> Bool {
            f.x < box.x - tolerance || f.y < box.y - tolerance || f.x + f.width > box.x + box.width + tolerance
                || f.y + f.height > box.y + box.height + tolerance
        }
        if outside(Rect(x: 0, y: 0, width: r.width, height: r.height)) {
            return
                "\(s.named) of row \(r.id) reaches outside its row (\(describe(f)) in a row of "
                + "\(formatNumber(r.width))×\(formatNumber(r.height)) pt)"
        }
        var k = template.links[s.p.index].parent
        while let parent = k {
            if let a = shown[parent] {
                let clips =
                    a.p.frame.width + 1e-9 < a.p.contentSize.width || a.p.frame.height + 1e-9 < a.p.contentSize.height
                if clips && outside(a.p.frame) {
                    return
                        "\(s.named) of row \(r.id) reaches outside \(a.named), which clips it (\(describe(f)) in "
                        + "\(describe(a.p.frame)))"
                }
            }
            k = template.links[parent].parent
        }
        let x = r.x + f.x
        if x < -tolerance || x + f.width > settings.width + tolerance {
            return
                "\(s.named) of row \(r.id) reaches past the canvas's width (x \(formatNumber(x)) to "
                + "\(formatNumber(x + f.width)) of \(formatNumber(settings.width)) pt)"
        }
        return nil
    }

    func describe(_ f: Rect) -> String {
        "\(formatNumber(f.width))×\(formatNumber(f.height)) at \(formatNumber(f.x)), \(formatNumber(f.y))"
    }

    /// The text's colour against what is behind it, below WCAG 2's ratio for its size.
    func contrast(_ s: Shown, row r: RowFrame, shown: [Int: Shown], template: Template) -> String? {
        let appearance = settings.appearance
        let setting = s.e.typesetting ?? Typesetting()
        let ink = (s.p.tint.flatMap(scene.color(named:)) ?? setting.color ?? .system("label")).resolved(
            appearance, highContrast: settings.highContrast)
        let background = behind(s, row: r, shown: shown, template: template)
        let ratio = Contrast.ratio(Contrast.over(ink.withAlpha(s.alpha), background), background)
        let size = setting.pointSize(settings)
        let required = Contrast.required(size: size, weight: setting.drawnWeight(settings))
        guard ratio < required else { return nil }
        // Floored, so a ratio just under the line never reads as the line itself.
        let said = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
        let large = required == 3 ? " (large text)" : ""
        return
            "\(s.named) of row \(r.id) has a contrast of \(said):1 with what is behind it; WCAG 2 asks "
            + "\(formatNumber(required)):1\(large)"
    }

    /// The opaque colour behind a text: the table, the cell, the selection, then every background of its
    /// ancestors (and its own), outermost first, each drawn over the last.
    func behind(_ s: Shown, row r: RowFrame, shown: [Int: Shown], template: Template) -> RGBA {
        let appearance = settings.appearance
        let plain = settings.table == .plain
        var color = Color.system(plain ? "background" : "grouped-background").resolved(
            appearance, highContrast: settings.highContrast)
        let cell = (template.background ?? .system(plain ? "background" : "grouped-cell")).resolved(
            appearance, highContrast: settings.highContrast)
        color = Contrast.over(cell, color)
        if r.highlight > 0 {
            color = Contrast.over(
                Color.system("selection").resolved(appearance, highContrast: settings.highContrast).withAlpha(
                    r.highlight), color)
        }
        var chain: [Int] = [s.p.index]
        var k = template.links[s.p.index].parent
        while let parent = k {
            chain.append(parent)
            k = template.links[parent].parent
        }
        for j in chain.reversed() {
            guard let a = shown[j], let bg = a.p.backgroundTint.flatMap(scene.color(named:)) ?? a.e.background else {
                continue
            }
            color = Contrast.over(
                bg.resolved(appearance, highContrast: settings.highContrast).withAlpha(a.alpha), color)
        }
        return color
    }

    /// Pairs of shown children of one stack whose frames intersect by more than 0.5 pt both ways.
    func overlaps(in stack: Int, shown: [Int: Shown], template: Template) -> [(Shown, Shown, Double, Double)] {
        let children = shown.keys.sorted().filter { template.links[$0].parent == stack }.compactMap { shown[$0] }
            .filter { !$0.e.isSpace }
        var out: [(Shown, Shown, Double, Double)] = []
        for (i, a) in children.enumerated() {
            for b in children[(i + 1)...] {
                let (fa, fb) = (a.p.frame, b.p.frame)
                let w = min(fa.x + fa.width, fb.x + fb.width) - max(fa.x, fb.x)
                let h = min(fa.y + fa.height, fb.y + fb.height) - max(fa.y, fb.y)
                if w > 0.5 + 1e-9 && h > 0.5 + 1e-9 { out.append((a, b, w, h)) }
            }
        }
        return out
    }
}
