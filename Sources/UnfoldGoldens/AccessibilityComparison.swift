import UnfoldModel

/// `test --accessibility`: a kept frame's accessibility elements against the ones its golden recorded, in words
/// (`frame 20: row a: label "Cells that unfold, 18.05.2024" → "Cells that unfold"`,
/// `frame 20: element 3 lost trait button`).
package enum AccessibilityComparison {
    /// How far an element's frame may move, in points, before it is a difference (as geometry's).
    static let tolerance = GeometryComparison.tolerance

    /// An element's identity across runs: its row and template element (the row itself and headers have
    /// none), and how many elements before it had the same two.
    struct Key: Hashable {
        var row: String?
        var element: Int?
        var occurrence: Int
    }

    static func keyed(_ elements: [AccessibilityRecord]) -> [(Key, AccessibilityRecord)] {
        var seen: [Key: Int] = [:]
        return elements.map { e in
            var key = Key(row: e.row, element: e.element, occurrence: 0)
            key.occurrence = seen[key, default: 0]
            seen[key, default: 0] += 1
            return (key, e)
        }
    }

    /// Every difference of one frame, in reading order of the goldens, then the elements that are new.
    package static func differences(
        frame: Int, expected: [AccessibilityRecord], actual: [AccessibilityRecord]
    ) -> [String] {
        let prefix = "frame \(frame):"
        let now = Dictionary(keyed(actual), uniquingKeysWith: { a, _ in a })
        let recorded = keyed(expected)
        let recordedKeys = Set(recorded.map(\.0))
        var out: [String] = []
        var matched: [(AccessibilityRecord, AccessibilityRecord)] = []
        for (key, e) in recorded {
            let subject = name(e)
            guard let n = now[key] else {
                out.append("\(prefix) \(subject) (\(quoted(e.label))) is no longer read")
                continue
            }
            matched.append((e, n))
            for (property, a, b) in [("label", e.label, n.label), ("value", e.value, n.value), ("hint", e.hint, n.hint)]
            where a != b {
                out.append("\(prefix) \(subject): \(property) \(quoted(a)) → \(quoted(b))")
            }
            for trait in e.traits where !n.traits.contains(trait) {
                out.append("\(prefix) \(subject) lost trait \(trait)")
            }
            for trait in n.traits where !e.traits.contains(trait) {
                out.append("\(prefix) \(subject) gained trait \(trait)")
            }
            if moved(e.frame, n.frame) {
                out.append("\(prefix) \(subject) frame \(show(e.frame)) → \(show(n.frame))")
            }
        }
        // Read in another order: ranks among the elements found in both, so that one new element does not
        // make every later one "moved".
        let ranks = matched.map(\.1.order).sorted()
        for (k, (e, n)) in matched.enumerated() where ranks[k] != n.order {
            out.append("\(prefix) \(name(e)) is now read \(ordinal(n.order)), was \(ordinal(e.order))")
        }
        for (key, n) in keyed(actual) where !recordedKeys.contains(key) {
            let traits = n.traits.isEmpty ? "" : ", " + n.traits.joined(separator: ",")
            out.append("\(prefix) element \(n.order) (\(quoted(n.label))\(traits)) is new")
        }
        return out
    }

    /// `row a` for a row read as one element, `header "Title"`, else `element 3` (its order in the goldens).
    static func name(_ e: AccessibilityRecord) -> String {
        if let row = e.row, e.element == nil { return "row \(row)" }
        if e.row == nil, e.element == nil, e.traits.contains("header") { return "header \(quoted(e.label))" }
        return "element \(e.order)"
    }

    static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        return "\"\(text)\""
    }

    static func moved(_ a: AccessibilityRecord.Frame, _ b: AccessibilityRecord.Frame) -> Bool {
        zip([a.x, a.y, a.width, a.height], [b.x, b.y, b.width, b.height]).contains { abs($0 - $1) > tolerance }
    }

    /// `(16.0, 20.0, 358.0, 44.0)`: x, y, width and height in points.
    static func show(_ f: AccessibilityRecord.Frame) -> String {
        "(" + [f.x, f.y, f.width, f.height].map(GeometryComparison.show).joined(separator: ", ") + ")"
    }

    /// `1st`, `2nd`, `3rd`, `11th`, `22nd`.
    package static func ordinal(_ n: Int) -> String {
        let teen = (11...13).contains(n % 100)
        switch (teen, n % 10) {
        case (false, 1): return "\(n)st"
        case (false, 2): return "\(n)nd"
        case (false, 3): return "\(n)rd"
        default: return "\(n)th"
        }
    }
}
