import UnfoldModel
import UnfoldAnimation

/// The screen around the table: filler separators, the status bar, the navigation bar and its large title, the
/// home indicator and the device's frame, drawn over the rows as iOS draws its translucent bars.
extension DisplayList {
    /// A plain table's separators below its last row (`filler-separators on`), one per estimated row height,
    /// the first being the last row's own; each starts at the separator inset, as UIKit draws them.
    func fillers(contentBottom: Double, into out: inout [DrawCommand]) {
        let s = scene.settings
        guard s.screen.fillerSeparators, s.table == .plain, let inset = s.separatorInset else { return }
        var step = 44.0
        if case .fixed(let v) = s.estimatedRowHeight, v > 0 { step = v }
        let px = s.canvas.onePixel
        var y = contentBottom
        // Lines above the canvas are skipped a row height at a time, not drawn.
        if y < 0 { y += (-y / step).rounded(.up) * step }
        while y < s.height {
            let bottom = s.canvas.pixelFloor(y)
            out.append(
                .fill(
                    Rect(
                        x: s.contentLeft + (rtl ? 0 : inset), y: bottom - px, width: s.contentWidth - inset,
                        height: px),
                    color(s.separatorColor), .none))
            y += step
        }
    }

    func screen(_ frame: FrameState, into out: inout [DrawCommand]) {
        let s = scene.settings
        navigationBar(frame.bars, into: &out)
        if let status = frame.bars.status, let time = s.screen.statusBarTime {
            statusBar(status, time: time, into: &out)
        }
        if s.screen.homeIndicator {
            out.append(
                .fill(
                    Rect(x: (s.width - 134) / 2, y: s.height - 13, width: 134, height: 5), color(.system("label")),
                    Corners(radius: 2.5)))
        }
        if s.screen.deviceFrame { deviceFrame(into: &out) }
    }

    /// The bars' material: the system background, translucent, so content shows through as it scrolls under.
    var barMaterial: RGBA { appearance == .dark ? RGBA(bytes: 30, 30, 30, 0.82) : RGBA(bytes: 248, 248, 248, 0.82) }

    func navigationBar(_ bars: BarsState, into out: inout [DrawCommand]) {
        let s = scene.settings
        guard let bar = bars.navigation, let title = s.screen.navigationTitle else { return }
        let fade = bars.backgroundAlpha ?? 0
        if fade > 0 {
            // The material reaches up behind the status bar; the hairline sits on the bar's bottom edge.
            out.append(.fill(Rect(x: 0, y: 0, width: s.width, height: bar.maxY), barMaterial.withAlpha(fade), .none))
            let hairline = appearance == .dark ? RGBA(1, 1, 1, 0.15) : RGBA(0, 0, 0, 0.3)
            let px = s.canvas.onePixel
            out.append(.fill(Rect(x: 0, y: bar.maxY, width: s.width, height: px), hairline.withAlpha(fade), .none))
        }
        let label = color(.system("label"))
        if let inline = bars.inlineTitleAlpha, inline > 0 {
            let style = s.inlineTitleStyle
            out.append(
                .text(
                    title, style, Rect(x: 16, y: bar.y + 11, width: s.width - 32, height: 22), label.withAlpha(inline)))
        }
        if let large = bars.largeTitle, bars.largeTitleAlpha > 0 {
            let line = ScreenMetrics.largeTitleLine * s.largeTitleSize / 34
            let style = s.largeTitleStyle
            // The title moves with the area's bottom and is cut by the bar.
            out.append(.pushClip(Rect(x: 0, y: bar.maxY, width: s.width, height: s.height - bar.maxY), .none))
            out.append(
                .text(
                    title, style, Rect(x: large.x, y: large.maxY - line, width: large.width, height: line),
                    label.withAlpha(bars.largeTitleAlpha)))
            out.append(.popClip)
        }
    }

    /// The time in the leading ear, the cellular bars, Wi-Fi and battery in the trailing one (mirrored right to
    /// left), in the label colour.
    func statusBar(_ bar: Rect, time: String, into out: inout [DrawCommand]) {
        let s = scene.settings
        let label = color(.system("label"))
        let compact = bar.height < 30
        // Where the Dynamic Island or the notch sits, the ears are the bar's sides; a compact bar centres on 10 pt.
        let island = compact ? 0.0 : 126.0
        let ear = (s.width - island) / 2
        let centreY = compact ? bar.height / 2 : (bar.height >= 54 ? 30 : bar.height / 2 + 1.5)
        let size = compact ? 12.0 : 17.0
        var style = TextStyle(
            family: Settings.systemFamily, weight: s.fontWeight(.semibold), size: size, lines: 1, align: .center,
            rtl: rtl,
            language: s.textLanguage)
        // iOS draws the time with tabular digits (SF's `tnum`), so the clock does not shift as it ticks.
        style.tabularDigits = true
        let timeCentre = compact ? s.width / 2 : (rtl ? s.width - ear / 2 : ear / 2)
        out.append(
            .text(
                time, style, Rect(x: timeCentre - 40, y: centreY - size * 0.65, width: 80, height: size * 1.3),
                label))
        // Trailing: cellular, Wi-Fi, battery, from the leading side of the cluster.
        let glyph = compact ? 12.0 : 16.0
        let battery = glyph * 1.6
        let gap = compact ? 4.0 : 6.0
        let cluster = glyph * 2 + battery + 2 * gap
        if s.device == .iphoneSE {
            homeButtonGlyphs(centreY: centreY, glyph: glyph, battery: battery, gap: gap, into: &out)
            return
        }
        let clusterCentre = compact ? s.width - 8 - cluster / 2 : (rtl ? ear / 2 : s.width - ear / 2)
        var x = clusterCentre - cluster / 2
        let parts: [(SymbolName, Double, Double)] = [
            (.cellularbars, glyph, 0), (.wifi, glyph, 0), (.battery100, battery, 90)
        ]
        for (name, width, turn) in (rtl ? parts.reversed() : parts) {
            out.append(
                .symbol(
                    name, Rect(x: x, y: centreY - width / 2, width: width, height: width), label, rotation: turn))
            x += width + gap
        }
    }

    /// A Home-button iPhone's status bar (iPhone SE): cellular and Wi-Fi at the leading edge, the battery at the
    /// trailing edge, the time between them in the centre (mirrored right to left, as iOS mirrors it).
    func homeButtonGlyphs(centreY: Double, glyph: Double, battery: Double, gap: Double, into out: inout [DrawCommand]) {
        let s = scene.settings
        let label = color(.system("label"))
        let edge = 6.0
        // Each glyph's distance from its edge: cellular and Wi-Fi from the leading one, the battery from the
        // trailing one.
        let glyphs: [(SymbolName, leading: Bool, inset: Double, width: Double, turn: Double)] = [
            (.cellularbars, true, edge, glyph, 0), (.wifi, true, edge + glyph + gap, glyph, 0),
            (.battery100, false, edge, battery, 90)
        ]
        for g in glyphs {
            let x = g.leading != rtl ? g.inset : s.width - g.inset - g.width
            out.append(
                .symbol(
                    g.0, Rect(x: x, y: centreY - g.width / 2, width: g.width, height: g.width), label, rotation: g.turn)
            )
        }
    }

    /// The display's rounded corners, and the Dynamic Island or the notch as a plain shape.
    func deviceFrame(into out: inout [DrawCommand]) {
        let s = scene.settings
        let black = RGBA(0, 0, 0)
        let radius: Double
        switch s.device {
        case .iphone15?, .iphone15ProMax?: radius = 55
        case .iphoneSE?: radius = 0
        case .ipad11?: radius = 18
        case nil: radius = 47.33
        }
        if radius > 0 {
            out.append(.outside(Rect(x: 0, y: 0, width: s.width, height: s.height), Corners(radius: radius), black))
        }
        switch s.device {
        case .iphone15?, .iphone15ProMax?:
            out.append(.fill(Rect(x: (s.width - 126) / 2, y: 11, width: 126, height: 37), black, Corners(radius: 18.5)))
        case nil:
            // The notch: its top corners above the canvas, its bottom ones rounded.
            out.append(.fill(Rect(x: (s.width - 162) / 2, y: -20, width: 162, height: 52), black, Corners(radius: 20)))
        default: break
        }
    }
}
