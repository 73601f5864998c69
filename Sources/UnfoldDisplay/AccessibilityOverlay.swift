import UnfoldModel
import UnfoldAccessibility

/// The accessibility picture (CLI v4, "Accessibility snapshots"): the frame dimmed, each element filled at 30 %
/// and outlined in a colour of a fixed cycle with its order number in a marker, and a legend beside it listing,
/// in reading order, the number, label, value, traits and hint, as AccessibilitySnapshot presents them.
package struct AccessibilityOverlay {
    /// The cycle of element colours; each marker carries its number, so no reader depends on the colour.
    package static let palette: [RGBA] = [
        RGBA(bytes: 255, 59, 48), RGBA(bytes: 0, 122, 255), RGBA(bytes: 52, 199, 89), RGBA(bytes: 255, 149, 0),
        RGBA(bytes: 175, 82, 222), RGBA(bytes: 90, 200, 250), RGBA(bytes: 255, 45, 85), RGBA(bytes: 162, 132, 94)
    ]
    static let legendWidth = 320.0
    static let marker = 18.0

    package let settings: Settings
    package let measurer: TextMeasuring

    package init(settings: Settings, measurer: TextMeasuring) {
        self.settings = settings
        self.measurer = measurer
    }

    package static func color(_ order: Int) -> RGBA { palette[(max(1, order) - 1) % palette.count] }

    var dark: Bool { settings.appearance == .dark }
    var rtl: Bool { settings.direction == .rtl }

    /// The picture's commands and its size in points: the legend to the right of a tall canvas, below a wide one.
    /// `atLeast`: a size the picture fills with the legend's ground where it needs less (an animated file's
    /// frames share the largest picture's size).
    package func picture(
        frame: [DrawCommand], elements: [AccessibilityElement], atLeast: (width: Double, height: Double) = (0, 0)
    ) -> (commands: [DrawCommand], width: Double, height: Double) {
        let w = settings.width
        let h = settings.height
        var out = frame
        out.append(.fill(Rect(x: 0, y: 0, width: w, height: h), RGBA(0, 0, 0, dark ? 0.5 : 0.35), .none))
        for e in elements { highlight(e, into: &out) }
        let beside = h >= w
        let origin = beside ? (x: w, y: 0.0) : (x: 0.0, y: h)
        let width = beside ? Self.legendWidth : w
        let entries = legend(elements, width: width)
        let legendHeight = entries.height
        let total = (
            width: max(atLeast.width, beside ? w + width : w),
            height: max(atLeast.height, beside ? max(h, legendHeight) : h + legendHeight)
        )
        // The legend's ground covers what the frame does not.
        let ground = dark ? RGBA(0, 0, 0) : RGBA(1, 1, 1)
        out.append(
            .fill(
                Rect(x: origin.x, y: origin.y, width: total.width - origin.x, height: total.height - origin.y), ground,
                .none))
        if beside && h < total.height {
            out.append(.fill(Rect(x: 0, y: h, width: w, height: total.height - h), ground, .none))
        }
        for command in entries.commands { out.append(command.moved(by: origin.x, origin.y)) }
        return (out, total.width, total.height)
    }

    /// An element's fill at 30 %, its 1 pt outline, and its marker at its leading top corner, kept on the canvas.
    func highlight(_ e: AccessibilityElement, into out: inout [DrawCommand]) {
        let c = Self.color(e.order)
        let f = e.frame
        out.append(.fill(f, c.withAlpha(0.3), .none))
        for edge in [
            Rect(x: f.x, y: f.y, width: f.width, height: 1), Rect(x: f.x, y: f.maxY - 1, width: f.width, height: 1),
            Rect(x: f.x, y: f.y, width: 1, height: f.height), Rect(x: f.maxX - 1, y: f.y, width: 1, height: f.height)
        ] {
            out.append(.fill(edge, c, .none))
        }
        let m = Self.marker
        let x = min(max(0, rtl ? f.maxX - m - 2 : f.x + 2), settings.width - m)
        let y = min(max(0, f.y + 2), settings.height - m)
        marker(e.order, at: x, y, into: &out)
    }

    /// A disc of the element's colour ringed in black, its number in white bold: readable on any colour.
    func marker(_ order: Int, at x: Double, _ y: Double, into out: inout [DrawCommand]) {
        let m = Self.marker
        out.append(
            .fill(Rect(x: x - 1, y: y - 1, width: m + 2, height: m + 2), RGBA(0, 0, 0), Corners(radius: (m + 2) / 2)))
        out.append(.fill(Rect(x: x, y: y, width: m, height: m), Self.color(order), Corners(radius: m / 2)))
        let style = TextStyle(
            family: settings.fontFamily, weight: .bold, size: order > 99 ? 8 : 11, lines: 1, align: .center)
        let line = measurer.size(of: String(order), style: style, width: m).height
        out.append(
            .text(String(order), style, Rect(x: x, y: y + (m - line) / 2, width: m, height: line), RGBA(1, 1, 1)))
    }

    /// The legend's entries from (0, 0), wrapped to `width` so that nothing is cut, and their height.
    func legend(_ elements: [AccessibilityElement], width: Double) -> (commands: [DrawCommand], height: Double) {
        var out: [DrawCommand] = []
        let pad = 12.0
        let textX = pad + Self.marker + 10
        let textWidth = max(40, width - textX - pad)
        let label = dark ? RGBA(1, 1, 1) : RGBA(0, 0, 0)
        let secondary = dark ? RGBA(bytes: 235, 235, 245, 0.6) : RGBA(bytes: 60, 60, 67, 0.6)
        let align: TextAlign = rtl ? .right : .left
        func style(_ weight: FontWeight, _ size: Double) -> TextStyle {
            TextStyle(
                family: settings.fontFamily, weight: weight, size: size, lines: 0, align: align, rtl: rtl,
                language: settings.textLanguage)
        }
        var y = pad
        if elements.isEmpty {
            let s = style(.regular, 13)
            let words = "No accessibility elements"
            let height = measurer.size(of: words, style: s, width: textWidth).height
            out.append(.text(words, s, Rect(x: pad, y: y, width: width - 2 * pad, height: height), secondary))
            return (out, y + height + pad)
        }
        for e in elements {
            let top = y
            marker(e.order, at: rtl ? width - pad - Self.marker : pad, y, into: &out)
            let x = rtl ? pad : textX
            var lines: [(String, TextStyle, RGBA)] = [(e.label ?? "(no label)", style(.semibold, 14), label)]
            var detail = e.traits.map(\.rawValue).joined(separator: ", ")
            if let value = e.value { detail = "“\(value)”" + (detail.isEmpty ? "" : " · " + detail) }
            if !detail.isEmpty { lines.append((detail, style(.regular, 12), secondary)) }
            if let hint = e.hint {
                var italic = style(.regular, 12)
                italic.italic = true
                lines.append((hint, italic, secondary))
            }
            for (text, s, color) in lines {
                let height = measurer.size(of: text, style: s, width: textWidth).height
                out.append(.text(text, s, Rect(x: x, y: y, width: textWidth, height: height), color))
                y += height + 2
            }
            y = max(y, top + Self.marker) + 8
        }
        return (out, y + pad - 8)
    }
}

extension DrawCommand {
    /// The same command, moved by (dx, dy) points.
    package func moved(by dx: Double, _ dy: Double) -> DrawCommand {
        func m(_ r: Rect) -> Rect { Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height) }
        switch self {
        case let .fill(r, c, k): return .fill(m(r), c, k)
        case let .pushClip(r, k): return .pushClip(m(r), k)
        case .popClip: return .popClip
        case let .text(s, st, r, c): return .text(s, st, m(r), c)
        case let .symbol(n, r, c, rot, mir): return .symbol(n, m(r), c, rotation: rot, mirrored: mir)
        case let .symbolSet(n, r, c, rot, w): return .symbolSet(n, m(r), c, rotation: rot, weight: w)
        case let .image(p, r, mode, corner, a, t, rot):
            return .image(p, m(r), mode, corner: corner, alpha: a, tint: t, rotation: rot)
        case let .placeholder(r, corner, a): return .placeholder(m(r), corner: corner, alpha: a)
        case let .outside(r, k, c): return .outside(m(r), k, c)
        case let .border(r, c, w, k): return .border(m(r), c, width: w, k)
        case let .shadow(r, c, o, b, k): return .shadow(m(r), c, offset: o, blur: b, k)
        case let .beginContentShadow(r, c, o, b): return .beginContentShadow(m(r), c, offset: o, blur: b)
        case .endContentShadow: return .endContentShadow
        }
    }
}
