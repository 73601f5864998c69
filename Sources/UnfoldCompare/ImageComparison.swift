import Foundation

/// Compares two RGBA images: exactly (every byte of every pixel), or the way pixelmatch does, YIQ colour distance
/// with a threshold, anti-aliased pixels not counted.
package struct ImageComparison: Sendable {
    package var differing: Int
    package var antialiased: Int
    /// Red for differing pixels, yellow for anti-aliased ones, a faded grey copy of the first image elsewhere (RGBA).
    package var diffImage: [UInt8]?
    /// The colour change that covers the most counted pixels (then the larger YIQ distance, then the first in
    /// reading order), at its first pixel: a failing frame names what changed, not one anti-aliased blend.
    package var largest: ColorChange?

    /// One pixel's change: where it is and its RGBA before and after.
    package struct ColorChange: Sendable, Equatable {
        package var x: Int
        package var y: Int
        package var from: [UInt8]
        package var to: [UInt8]
        /// The squared YIQ distance between them (0 when only alpha over white is the same).
        package var distance: Double

        /// `#5D4A99 → #664A99` (eight digits where a side is not opaque).
        package var words: String { "\(Self.hex(from)) → \(Self.hex(to))" }

        static func hex(_ rgba: [UInt8]) -> String {
            let digits = rgba[3] == 255 ? rgba.prefix(3) : rgba.prefix(4)
            return "#"
                + digits.map { b in
                    let text = String(b, radix: 16, uppercase: true)
                    return b < 16 ? "0" + text : text
                }.joined()
        }
    }

    /// Compares `a` and `b`, both `width`×`height` RGBA; `makeDiff` also paints the diff image.
    /// `threshold`: nil compares exactly; a number uses pixelmatch's rule with its anti-aliasing detection.
    /// `rows` limits the count to some rows: a band of a larger image, held with two rows of its
    /// neighbours above and below, gives the same verdicts as the whole image (neighbours are read
    /// at most two rows away).
    package static func compare(
        _ a: [UInt8], _ b: [UInt8], width: Int, height: Int, threshold: Double?,
        makeDiff: Bool = true, rows: Range<Int>? = nil
    ) -> ImageComparison {
        precondition(a.count == width * height * 4 && b.count == a.count)
        // Equal frames are the common case of a suite: one memcmp, and no diff image to build.
        if sameBytes(a, b, rows: rows, width: width) {
            return ImageComparison(differing: 0, antialiased: 0, diffImage: makeDiff ? faded(a) : nil)
        }
        let maxDelta = threshold.map { 35215 * $0 * $0 }
        var out = makeDiff ? faded(a) : []
        var diff = 0
        var aa = 0
        // Each colour change (old colour → new colour) with how many pixels it covers and its first pixel: the
        // change reported is the one that covers the most, not one anti-aliased edge's blend.
        var changes: [UInt64: (count: Int, first: Int, distance: Double)] = [:]
        for y in rows ?? 0..<height {
            for x in 0..<width {
                let p = (y * width + x) * 4
                if a[p] == b[p] && a[p + 1] == b[p + 1] && a[p + 2] == b[p + 2] && a[p + 3] == b[p + 3] { continue }
                let delta = colorDelta(a, b, p, p, yOnly: false)
                if let maxDelta {
                    guard abs(delta) > maxDelta else { continue }
                    if isAntialiased(a, x, y, width, height, b) || isAntialiased(b, x, y, width, height, a) {
                        aa += 1
                        if makeDiff { paint(&out, p, green: 255) }
                        continue
                    }
                }
                diff += 1
                if makeDiff { paint(&out, p, green: 0) }
                let key = Self.pack(a, p) << 32 | Self.pack(b, p)
                if let known = changes[key] {
                    changes[key]!.count = known.count + 1
                } else {
                    changes[key] = (1, p, abs(delta))
                }
            }
        }
        // Most pixels; then the larger change; then the first in reading order.
        let largest = changes.max { l, r in
            (l.value.count, l.value.distance, -l.value.first) < (r.value.count, r.value.distance, -r.value.first)
        }.map { change -> ColorChange in
            let p = change.value.first
            return ColorChange(
                x: (p / 4) % width, y: (p / 4) / width, from: Array(a[p..<p + 4]), to: Array(b[p..<p + 4]),
                distance: change.value.distance)
        }
        return ImageComparison(differing: diff, antialiased: aa, diffImage: makeDiff ? out : nil, largest: largest)
    }

    /// The RGBA pixel at `p` as one number.
    static func pack(_ image: [UInt8], _ p: Int) -> UInt64 {
        UInt64(image[p]) << 24 | UInt64(image[p + 1]) << 16 | UInt64(image[p + 2]) << 8 | UInt64(image[p + 3])
    }

    /// Whether the counted rows of `a` and `b` hold the same bytes.
    static func sameBytes(_ a: [UInt8], _ b: [UInt8], rows: Range<Int>?, width: Int) -> Bool {
        let span = rows.map { ($0.lowerBound * width * 4)..<($0.upperBound * width * 4) } ?? 0..<a.count
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard !span.isEmpty else { return true }
                let start = span.lowerBound
                return memcmp(pa.baseAddress! + start, pb.baseAddress! + start, span.count) == 0
            }
        }
    }

    /// Red (green 0) for a differing pixel, yellow (green 255) for an anti-aliased one.
    static func paint(_ out: inout [UInt8], _ p: Int, green: UInt8) {
        out[p] = 255
        out[p + 1] = green
        out[p + 2] = 0
        out[p + 3] = 255
    }

    static func faded(_ img: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: img.count)
        for p in stride(from: 0, to: img.count, by: 4) {
            let (r, g, b) = blendWhite(img, p)
            let y = luma(r, g, b)
            let v = UInt8(max(0, min(255, 255 + (y - 255) * 0.1)))
            out[p] = v
            out[p + 1] = v
            out[p + 2] = v
        }
        return out
    }

    static func blendWhite(_ img: [UInt8], _ p: Int) -> (Double, Double, Double) {
        let a = Double(img[p + 3]) / 255
        return (
            255 + (Double(img[p]) - 255) * a, 255 + (Double(img[p + 1]) - 255) * a, 255 + (Double(img[p + 2]) - 255) * a
        )
    }

    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Squared YIQ distance, signed by which side is brighter (brightness only with `yOnly`).
    static func colorDelta(_ a: [UInt8], _ b: [UInt8], _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let (r1, g1, b1) = blendWhite(a, k)
        let (r2, g2, b2) = blendWhite(b, m)
        let y1 = luma(r1, g1, b1)
        let y2 = luma(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i =
            (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189)
            - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q =
            (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694)
            - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// A pixel on an anti-aliased edge: its neighbours run from darker to brighter, and the extremes sit in flat areas
    /// of both images.
    static func isAntialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ w: Int, _ h: Int, _ other: [UInt8]) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, w - 1)
        let y2 = min(y1 + 1, h - 1)
        let pos = (y1 * w + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minD = 0.0
        var maxD = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let d = colorDelta(img, img, pos, (y * w + x) * 4, yOnly: true)
                if d == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if d < minD {
                    minD = d
                    minX = x
                    minY = y
                } else if d > maxD {
                    maxD = d
                    maxX = x
                    maxY = y
                }
            }
        }
        if minD == 0 || maxD == 0 { return false }
        return (hasManySiblings(img, minX, minY, w, h) && hasManySiblings(other, minX, minY, w, h))
            || (hasManySiblings(img, maxX, maxY, w, h) && hasManySiblings(other, maxX, maxY, w, h))
    }

    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ w: Int, _ h: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, w - 1)
        let y2 = min(y1 + 1, h - 1)
        let pos = (y1 * w + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let p = (y * w + x) * 4
                if img[pos] == img[p] && img[pos + 1] == img[p + 1] && img[pos + 2] == img[p + 2]
                    && img[pos + 3] == img[p + 3]
                {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
