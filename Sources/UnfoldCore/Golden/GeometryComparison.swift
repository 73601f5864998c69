/// Row and element geometry compared before pixels, reported in words: `frame 30: row b height 120.0 → 132.0`.
public enum GeometryComparison {
    public static let tolerance = 0.5

    /// What is masked: a whole row (`element` nil) or one element of it.
    public struct Mask: Sendable, Equatable, Hashable {
        public var row: String
        public var element: String?
        public init(row: String, element: String?) {
            self.row = row
            self.element = element
        }

        /// `ID` or `ID.ELEMENT`.
        public init(_ text: String) {
            let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
            self.init(row: parts.first ?? "", element: parts.count > 1 ? parts[1] : nil)
        }
    }

    public static func differences(expected: FrameRecord, actual: FrameRecord, masks: [Mask]) -> [String] {
        var out: [String] = []
        let prefix = "frame \(expected.index):"
        func compare(_ what: String, _ a: Double, _ b: Double) {
            if abs(a - b) > tolerance { out.append("\(prefix) \(what) \(show(a)) → \(show(b))") }
        }
        compare("contentOffset", expected.contentOffset, actual.contentOffset)
        let masked = Set(masks.filter { $0.element == nil }.map(\.row))
        let actualRows = Dictionary(actual.rows.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let expectedIDs = Set(expected.rows.map(\.id))
        for row in expected.rows where !masked.contains(row.id) {
            guard let now = actualRows[row.id] else {
                out.append("\(prefix) row \(row.id) is no longer shown")
                continue
            }
            for (name, a, b) in [
                ("y", row.y, now.y), ("height", row.height, now.height), ("x", row.x, now.x),
                ("width", row.width, now.width)
            ] {
                compare("row \(row.id) \(name)", a, b)
            }
            if row.expanded != now.expanded {
                out.append("\(prefix) row \(row.id) expanded \(row.expanded) → \(now.expanded)")
            }
            let maskedElements = Set(masks.filter { $0.row == row.id }.compactMap(\.element))
            let nowElements = Dictionary(now.elements.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for e in row.elements where !maskedElements.contains(e.id) {
                guard let n = nowElements[e.id] else {
                    out.append("\(prefix) \(row.id).\(e.id) is gone")
                    continue
                }
                for (name, a, b) in [
                    ("x", e.x, n.x), ("y", e.y, n.y), ("width", e.width, n.width), ("height", e.height, n.height)
                ] {
                    compare("\(row.id).\(e.id) \(name)", a, b)
                }
            }
        }
        for row in actual.rows where !expectedIDs.contains(row.id) && !masked.contains(row.id) {
            out.append("\(prefix) row \(row.id) is now shown")
        }
        return out
    }

    static func show(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? "\(Int(r)).0" : "\(r)"
    }

    /// The canvas rectangles (in points) a mask covers in a frame: its row's or element's frame.
    public static func maskedRects(_ frame: FrameRecord, masks: [Mask]) -> [Rect] {
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
