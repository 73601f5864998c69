import UnfoldModel

/// Where a pixel of a frame is, in the words a failing frame gives: `in row a (element background)`.
package enum PixelPlace {
    /// The row and element under pixel (`x`, `y`) of `frame` drawn at `scale` pixels per point. The element
    /// listed last wins, as it is drawn last; a point in a row but in none of its elements is the row's
    /// background.
    package static func words(x: Int, y: Int, scale: Double, in frame: FrameRecord) -> String {
        let px = (Double(x) + 0.5) / scale
        let py = (Double(y) + 0.5) / scale
        for row in frame.rows.reversed() {
            let top = row.y - frame.contentOffset
            guard contains(x: row.x, y: top, width: row.width, height: row.height, px, py) else { continue }
            let element = row.elements.last {
                contains(x: row.x + $0.x, y: top + $0.y, width: $0.width, height: $0.height, px, py)
            }
            return "in row \(row.id) (element \(element?.id ?? "background"))"
        }
        return "at \(x), \(y) outside the rows"
    }

    static func contains(x: Double, y: Double, width: Double, height: Double, _ px: Double, _ py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// `574,753`: counts of pixels are read more easily in groups of three.
    package static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
