/// A box of ink, in points.
package struct InkBox: Sendable, Equatable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
}

/// An image cut into boxes of ink: what differs from the image's backgrounds, letters joined into the words and
/// lines they make. Two renders of one view, by iOS and by Unfold, are compared box by box (`InkMatch`), which
/// measures placement and size without asking that the two draw the same pixels (they never will: San
/// Francisco is not Inter, and iOS's anti-aliasing is not Cairo's).
package enum InkBoxes {
    /// A colour is a background when it covers this share of the image: a list's grey, its cards' white.
    static let backgroundShare = 0.04
    /// A pixel is ink when every channel of it is this far from some channel of each background.
    static let tolerance = 40
    /// Letters closer than this (points) along a line are one box: a word, and the words of a line; a line taller
    /// than 13 pt joins words up to 0.45 of its height apart (a large title's word space is about 7 pt).
    static let lineGap = 6.0
    static let lineGapPerHeight = 0.45
    /// A mark this close above or below a box and within its width joins it: the dot of an i, an accent.
    static let markGap = 1.5
    static let maxPieces = 20_000

    /// The boxes of `image`, drawn at `scale` pixels a point, top to bottom then left to right.
    package static func boxes(_ image: RGBAImage, scale: Double) -> [InkBox] {
        let ink = mask(image)
        let gap = Int((lineGap * scale).rounded())
        var forest = Forest()
        // The runs of ink of the row above, with their sets, to join with the runs of this row that touch them.
        var above: [(start: Int, end: Int, set: Int)] = []
        var extent: [Int: (x0: Int, y0: Int, x1: Int, y1: Int)] = [:]
        for y in 0..<image.height {
            var runs: [(start: Int, end: Int, set: Int)] = []
            var x = 0
            while x < image.width {
                guard ink[y * image.width + x] else {
                    x += 1
                    continue
                }
                var end = x
                // A run goes on across gaps narrower than a line's gap between letters and words.
                var probe = x
                while probe < image.width && probe - end <= gap {
                    if ink[y * image.width + probe] { end = probe }
                    probe += 1
                }
                let set = forest.make()
                for run in above where run.start <= end && run.end >= x { forest.join(set, run.set) }
                runs.append((x, end, set))
                extent[set] = (x, y, end, y)
                x = end + 1
            }
            above = runs
        }
        var joined: [Int: (x0: Int, y0: Int, x1: Int, y1: Int)] = [:]
        // In the order the runs were found, and the boxes in their roots' order below: a dictionary's own order
        // changes from run to run, and the joining of words and marks depends on the order it meets the boxes.
        for (set, e) in extent.sorted(by: { $0.key < $1.key }) {
            let root = forest.root(set)
            if let r = joined[root] {
                joined[root] = (min(r.x0, e.x0), min(r.y0, e.y0), max(r.x1, e.x1), max(r.y1, e.y1))
            } else {
                joined[root] = e
            }
        }
        var boxes: [InkBox] = []
        for root in joined.keys.sorted() {
            let e = joined[root]!
            let width = Double(e.x1 - e.x0 + 1)
            let height = Double(e.y1 - e.y0 + 1)
            boxes.append(
                InkBox(x: Double(e.x0) / scale, y: Double(e.y0) / scale, width: width / scale, height: height / scale))
        }
        // Joining is quadratic: a picture of more pieces than any screen of text holds (noise, a dithered
        // photograph) is cut at that many, unjoined, rather than run for hours.
        boxes = boxes.count > maxPieces ? Array(boxes.prefix(maxPieces)) : joinMarks(boxes)
        return boxes.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }

    /// True where the pixel is ink. Pixels are composited over white first: a translucent PNG is what it shows.
    static func mask(_ image: RGBAImage) -> [Bool] {
        let count = image.width * image.height
        var colours = [UInt32](repeating: 0, count: count)
        var tally: [UInt32: Int] = [:]
        image.pixels.withUnsafeBufferPointer { px in
            for i in 0..<count {
                let a = Int(px[i * 4 + 3])
                var c: UInt32 = 0
                for k in 0..<3 { c = c << 8 | UInt32((Int(px[i * 4 + k]) * a + 255 * (255 - a) + 127) / 255) }
                colours[i] = c
                tally[c, default: 0] += 1
            }
        }
        let backgrounds = tally.filter { Double($0.value) >= backgroundShare * Double(count) }.keys.sorted()
        var cache: [UInt32: Bool] = [:]
        return colours.map { c in
            if let known = cache[c] { return known }
            let isInk = backgrounds.allSatisfy { b in
                (0..<3).contains { k in
                    let shift = UInt32(16 - 8 * k)
                    return abs(Int((c >> shift) & 255) - Int((b >> shift) & 255)) > tolerance
                }
            }
            cache[c] = isInk
            return isInk
        }
    }

    /// Boxes on one line closer than a line's gap (words, and a comma's word) are joined, and so is a mark
    /// within a box's width that touches it or sits just above or below it (an i's dot, an accent), until none
    /// is left to join.
    static func joinMarks(_ boxes: [InkBox]) -> [InkBox] {
        var out = boxes
        var joined = true
        while joined {
            joined = false
            var i = 0
            while i < out.count {
                var j = i + 1
                while j < out.count {
                    if belong(out[i], out[j]) {
                        let (a, b) = (out[i], out[j])
                        let x = min(a.x, b.x)
                        let y = min(a.y, b.y)
                        out[i] = InkBox(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
                        out.remove(at: j)
                        joined = true
                    } else {
                        j += 1
                    }
                }
                i += 1
            }
        }
        return out
    }

    static func belong(_ a: InkBox, _ b: InkBox) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.y, b.y)
        let gap = max(a.x, b.x) - min(a.maxX, b.maxX)
        if overlap >= 0.5 * min(a.height, b.height), gap <= max(lineGap, lineGapPerHeight * max(a.height, b.height)) {
            return true
        }
        let (small, host) = a.height * a.width < b.height * b.width ? (a, b) : (b, a)
        return small.height < host.height && small.x >= host.x - markGap && small.maxX <= host.maxX + markGap
            && small.y <= host.maxY + markGap && small.maxY >= host.y - markGap
    }

    /// Sets of runs, joined as runs touch (union by index, with path halving).
    struct Forest {
        var parent: [Int] = []

        mutating func make() -> Int {
            parent.append(parent.count)
            return parent.count - 1
        }

        mutating func root(_ a: Int) -> Int {
            var a = a
            while parent[a] != a {
                parent[a] = parent[parent[a]]
                a = parent[a]
            }
            return a
        }

        mutating func join(_ a: Int, _ b: Int) {
            let (ra, rb) = (root(a), root(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
    }
}
