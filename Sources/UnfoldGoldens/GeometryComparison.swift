import UnfoldModel

/// Row and element geometry compared before pixels, reported in words: `frame 30: row b height 120.0 → 132.0`.
package enum GeometryComparison {
    package static let tolerance = 0.5

    /// What is masked: a whole row (`element` nil) or one element of it.
    package struct Mask: Sendable, Equatable, Hashable {
        package var row: String
        package var element: String?
        package init(row: String, element: String?) {
            self.row = row
            self.element = element
        }

        /// `ID` or `ID.ELEMENT`.
        package init(_ text: String) {
            let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
            self.init(row: parts.first ?? "", element: parts.count > 1 ? parts[1] : nil)
        }
    }

    /// One difference: a row's or element's property that changed in a frame, or a row shown or gone.
    package struct Difference: Sendable, Equatable {
        package var frame: Int
        /// `b` for a row, `b.title` for an element.
        package var subject: String
        package var isRow: Bool
        /// `y`, `height`, `expanded`, `shown`…
        package var property: String
        /// The numbers, for a moved or resized subject.
        package var from: Double?
        package var to: Double?
        /// `frame 30: row b height 120.0 → 132.0`.
        package var words: String

        /// Whether it is a move (x or y), not a change of size or state.
        package var isMove: Bool { property == "x" || property == "y" }
        /// `q5.answer y +2.0`.
        package var signed: String {
            guard let from, let to else { return "\(subject) \(property)" }
            let d = to - from
            return "\(subject) \(property) \(d >= 0 ? "+" : "−")\(show(abs(d)))"
        }
    }

    package static func differences(expected: FrameRecord, actual: FrameRecord, masks: [Mask]) -> [String] {
        changes(expected: expected, actual: actual, masks: masks).map(\.words)
    }

    /// `file`: the scene's file name, which words give with the line of an element whose id is made up.
    package static func changes(
        expected: FrameRecord, actual: FrameRecord, masks: [Mask], file: String? = nil
    ) -> [Difference] {
        var out: [Difference] = []
        let frame = expected.index
        let prefix = "frame \(frame):"
        func note(
            _ subject: String, row: Bool, _ property: String, _ words: String, _ a: Double? = nil, _ b: Double? = nil
        ) {
            out.append(
                Difference(
                    frame: frame, subject: subject, isRow: row, property: property, from: a, to: b,
                    words: "\(prefix) \(words)"))
        }
        func compare(_ subject: String, row: Bool, _ property: String, _ a: Double, _ b: Double) {
            guard abs(a - b) > tolerance else { return }
            let name = row ? "row \(subject) \(property)" : "\(subject) \(property)"
            note(subject, row: row, property, "\(name) \(show(a)) → \(show(b))", a, b)
        }
        if abs(expected.contentOffset - actual.contentOffset) > tolerance {
            note(
                "table", row: false, "contentOffset",
                "contentOffset \(show(expected.contentOffset)) → \(show(actual.contentOffset))",
                expected.contentOffset, actual.contentOffset)
        }
        let masked = Set(masks.filter { $0.element == nil }.map(\.row))
        let actualRows = Dictionary(actual.rows.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let expectedIDs = Set(expected.rows.map(\.id))
        for row in expected.rows where !masked.contains(row.id) {
            guard let now = actualRows[row.id] else {
                note(row.id, row: true, "shown", "row \(row.id) is no longer shown")
                continue
            }
            for (name, a, b) in [
                ("y", row.y, now.y), ("height", row.height, now.height), ("x", row.x, now.x),
                ("width", row.width, now.width)
            ] {
                compare(row.id, row: true, name, a, b)
            }
            if row.expanded != now.expanded {
                note(row.id, row: true, "expanded", "row \(row.id) expanded \(row.expanded) → \(now.expanded)")
            }
            let maskedElements = Set(masks.filter { $0.row == row.id }.compactMap(\.element))
            for (e, found) in ElementMatch.pairs(expected: row.elements, actual: now.elements) {
                if maskedElements.contains(e.id) || found.map({ maskedElements.contains($0.id) }) == true { continue }
                guard let n = found else {
                    let subject = "\(row.id).\(e.id)"
                    note(subject, row: false, "shown", "\(subject) is gone")
                    continue
                }
                let subject = name(n, row: row.id, file: file)
                for (name, a, b) in [
                    ("x", e.x, n.x), ("y", e.y, n.y), ("width", e.width, n.width), ("height", e.height, n.height)
                ] {
                    compare(subject, row: false, name, a, b)
                }
            }
        }
        for row in actual.rows where !expectedIDs.contains(row.id) && !masked.contains(row.id) {
            note(row.id, row: true, "shown", "row \(row.id) is now shown")
        }
        return out
    }

    /// One sentence for many differences: `39 elements moved in 29 frames; largest: q5.answer y +2.0`.
    package static func summary(_ differences: [Difference]) -> String? {
        guard !differences.isEmpty else { return nil }
        let frames = Set(differences.map(\.frame)).count
        let elements = Set(differences.filter { !$0.isRow && $0.subject != "table" }.map(\.subject)).count
        let rows = Set(differences.filter(\.isRow).map(\.subject)).count
        let verb = differences.allSatisfy(\.isMove) ? "moved" : "changed"
        var who: [String] = []
        if rows > 0 { who.append(rows == 1 ? "1 row" : "\(rows) rows") }
        if elements > 0 { who.append(elements == 1 ? "1 element" : "\(elements) elements") }
        if who.isEmpty { who.append("the content offset") }
        let subject = who.joined(separator: " and ")
        var sentence = "\(subject) \(verb) in \(frames == 1 ? "1 frame" : "\(frames) frames")"
        let measured = differences.filter { $0.from != nil && $0.to != nil }
        if let largest = measured.max(by: { abs($0.to! - $0.from!) < abs($1.to! - $1.from!) }) {
            sentence += "; largest: \(largest.signed)"
        }
        return sentence
    }

    /// `b.title`, or for an element whose id is made up, `b: the vstack at faq.scene:12` (or at the line of the
    /// file it was read from, `FAQView.swift:14`).
    static func name(_ e: FrameRecord.ElementRecord, row: String, file: String?) -> String {
        guard e.derivedID else { return "\(row).\(e.id)" }
        if let source = e.source { return "\(row): the \(e.kind) at \(source)" }
        guard let line = e.line, let file else { return "\(row).\(e.id)" }
        return "\(row): the \(e.kind) at \(file):\(line)"
    }

    /// Elements found at their place in the template under another id than the goldens': `b.vstack-1 → b.card`.
    package static func renames(expected: FrameRecord, actual: FrameRecord) -> [String] {
        let actualRows = Dictionary(actual.rows.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var out: [String] = []
        for row in expected.rows {
            guard let now = actualRows[row.id] else { continue }
            for (e, found) in ElementMatch.pairs(expected: row.elements, actual: now.elements) {
                if let n = found, n.id != e.id { out.append("\(row.id).\(e.id) → \(row.id).\(n.id)") }
            }
        }
        return out
    }

    static func show(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? "\(Int(r)).0" : "\(r)"
    }

    /// The canvas rectangles (in points) a mask covers in a frame: its row's or element's frame.
    package static func maskedRects(_ frame: FrameRecord, masks: [Mask]) -> [Rect] {
        var out: [Rect] = []
        for mask in masks {
            guard let row = frame.rows.first(where: { $0.id == mask.row }) else { continue }
            let top = row.y - frame.contentOffset
            guard let id = mask.element else {
                out.append(Rect(x: row.x, y: top, width: row.width, height: row.height))
                continue
            }
            if let e = row.elements.first(where: { $0.id == id }) {
                out.append(Rect(x: row.x + e.x, y: top + e.y, width: e.width, height: e.height))
            }
        }
        return out
    }
}
