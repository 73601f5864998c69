/// Boxes of ink of one view as iOS drew it, matched with the boxes Unfold drew, and how far each is off.
package struct InkMatch: Sendable, Equatable {
    /// An iOS box and the Unfold box it was matched with, if any.
    package struct Pair: Sendable, Equatable {
        package var ios: InkBox
        package var unfold: InkBox?

        /// How far the box is placed from iOS's, in points: its top, and the nearest of its leading edge,
        /// trailing edge and centre (a text that is wider or narrower than iOS's still sits where iOS puts it
        /// when one of them agrees). nil when unmatched.
        package var offset: Double? {
            guard let u = unfold else { return nil }
            let horizontal = min(
                abs(u.x - ios.x), abs(u.maxX - ios.maxX), abs((u.x + u.maxX) / 2 - (ios.x + ios.maxX) / 2))
            return max(abs(u.y - ios.y), horizontal)
        }
    }

    package var pairs: [Pair]
    /// Boxes that Unfold drew and iOS did not.
    package var extra: [InkBox]

    /// Boxes further apart than this (points, summed over edges) are not the same box.
    static let farthest = 48.0
    static let maxBoxes = 5_000

    /// Matches greedily, the closest pair first: closeness is the top-left corner's distance plus the sizes'
    /// differences (a width counts a quarter: texts' widths differ most).
    package init(ios: [InkBox], unfold: [InkBox]) {
        // A picture of more boxes than a screen holds is noise, not a view: at most 5,000 of each are matched.
        let ios = Array(ios.prefix(Self.maxBoxes))
        let unfold = Array(unfold.prefix(Self.maxBoxes))
        var candidates: [(cost: Double, i: Int, u: Int)] = []
        for (i, a) in ios.enumerated() {
            for (u, b) in unfold.enumerated() {
                let ratio = max(a.height, b.height) / max(0.01, min(a.height, b.height))
                guard ratio <= 2.5 || abs(a.height - b.height) <= 2 else { continue }
                let cost =
                    abs(a.x - b.x) + abs(a.y - b.y) + abs(a.height - b.height) + abs(a.width - b.width) / 4
                if cost <= Self.farthest { candidates.append((cost, i, u)) }
            }
        }
        candidates.sort { ($0.cost, $0.i, $0.u) < ($1.cost, $1.i, $1.u) }
        var matched = [Int?](repeating: nil, count: ios.count)
        var taken = Set<Int>()
        for c in candidates where matched[c.i] == nil && !taken.contains(c.u) {
            matched[c.i] = c.u
            taken.insert(c.u)
        }
        pairs = ios.indices.map { Pair(ios: ios[$0], unfold: matched[$0].map { unfold[$0] }) }
        extra = unfold.indices.filter { !taken.contains($0) }.map { unfold[$0] }
    }

    /// iOS's boxes that Unfold places within `points`.
    package func within(_ points: Double) -> Int {
        pairs.filter { ($0.offset ?? .infinity) <= points + 1e-9 }.count
    }

    /// iOS's boxes whose height Unfold gives within `points`.
    package func heightsWithin(_ points: Double) -> Int {
        pairs.filter { p in p.unfold.map { abs($0.height - p.ios.height) <= points + 1e-9 } ?? false }.count
    }

    /// Unfold's width over iOS's, for each matched box at least 4 pt wide (a text's, not a dot's).
    package var widthRatios: [Double] {
        pairs.compactMap { p in
            guard let u = p.unfold, p.ios.width >= 4 else { return nil }
            return u.width / p.ios.width
        }
    }

    /// How much lower (positive) or higher Unfold's lowest ink ends than iOS's: the view's height, as far as
    /// ink shows it.
    package var bottomDifference: Double? {
        guard let i = pairs.map(\.ios.maxY).max() else { return nil }
        let u = (pairs.compactMap(\.unfold) + extra).map(\.maxY).max() ?? 0
        return u - i
    }

    /// The median of `values`, nil for none.
    package static func median(_ values: [Double]) -> Double? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
