/// The audit's accessibility rules, from what VoiceOver reads in a rest frame.
extension Auditor {
    /// `duplicate-label`: two elements of one row that VoiceOver reads with the same label, so a user hears
    /// the same words for two different things (two "More" buttons, an icon labelled as its text).
    func duplicateLabels(in state: FrameState) -> [Finding] {
        var out: [Finding] = []
        var first: [String: AccessibilityElement] = [:]
        for e in AccessibilityReader(scene: scene).elements(state) {
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
}
