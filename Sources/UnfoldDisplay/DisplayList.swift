import UnfoldModel
import UnfoldAnimation

/// Turns a frame's state into drawing commands: table background, headers, then rows top to bottom, each clipped to its
/// frame.
package struct DisplayList: Sendable {
    package let scene: Scene
    package let metrics: TableMetrics

    package init(scene: Scene) {
        self.scene = scene
        metrics = TableMetrics.of(scene.settings.table, look: scene.settings.look)
    }

    var appearance: Appearance { scene.settings.appearance }
    var rtl: Bool { scene.settings.direction == .rtl }
    func color(_ c: Color) -> RGBA { c.resolved(appearance, highContrast: scene.settings.highContrast) }

    /// `drawnOnly`: leaves out rows of no area, which draw nothing inside their clip. The frame an update
    /// inserting a million rows starts at lists every one of them at height 0; a picture needs none of them,
    /// while a listing of the commands (the text goldens) keeps each.
    package func commands(for frame: FrameState, drawnOnly: Bool = false) -> [DrawCommand] {
        let s = scene.settings
        var out: [DrawCommand] = []
        let canvas = Rect(x: 0, y: 0, width: s.width, height: s.height)
        let background = s.screen.tableBackground ?? .system(s.table == .plain ? "background" : "grouped-background")
        out.append(.fill(canvas, color(background), .none))
        let dy = -frame.contentOffset
        for h in frame.headers { header(h, dy: dy, into: &out) }
        for f in frame.footers { footer(f, dy: dy, into: &out) }
        for r in frame.rows where !drawnOnly || (r.height != 0 && r.width != 0) { row(r, dy: dy, into: &out) }
        fillers(contentBottom: frame.contentHeight + dy, into: &out)
        if let bar = frame.scrollIndicator {
            // Black at 35 % in light, white at 35 % in dark, as UIScrollView's default indicator style.
            let ink = appearance == .dark ? RGBA(1, 1, 1, 0.35) : RGBA(0, 0, 0, 0.35)
            out.append(.fill(bar.frame, ink.withAlpha(bar.alpha), Corners(radius: ScrollIndicator.width / 2)))
        }
        screen(frame, into: &out)
        return out
    }

    /// The rectangle with each edge moved to the nearest device pixel.
    func pixelAligned(_ r: Rect) -> Rect {
        let scale = Double(scene.settings.scale)
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x = snap(r.x)
        let y = snap(r.y)
        return Rect(x: x, y: y, width: snap(r.maxX) - x, height: snap(r.maxY) - y)
    }

    /// Section titles sit at the leading edge: the right one in a right-to-left layout, as iOS aligns them.
    var headerAlign: TextAlign { rtl ? .right : .left }

    func header(_ h: HeaderFrame, dy: Double, into out: inout [DrawCommand]) {
        let s = scene.settings
        // Headers span the content, which `content-inset`'s left and right narrow.
        let left = s.contentLeft
        let width = s.contentWidth
        let inset = 16 + metrics.sideMargin
        if s.table == .plain {
            out.append(
                .fill(
                    pixelAligned(Rect(x: left, y: h.y + dy, width: width, height: h.height)),
                    color(.system("plain-header")), .none)
            )
            let style = TextStyle(
                family: s.fontFamily, weight: s.fontWeight(.semibold), size: 15, lines: 1, align: headerAlign, rtl: rtl,
                language: s.textLanguage)
            out.append(
                .text(
                    h.title, style, Rect(x: left + inset, y: h.y + dy + 5, width: width - 2 * inset, height: 18),
                    color(.system("label"))))
        } else if metrics.sentenceCaseHeaders {
            // Inter's ascent at 17 pt is 16.5 pt: the line's top is that far above the baseline, 14 pt above the card.
            let style = TextStyle(
                family: s.fontFamily, weight: s.fontWeight(.semibold), size: 17, lines: 1, align: headerAlign,
                rtl: rtl, language: s.textLanguage)
            out.append(
                .text(
                    h.title, style,
                    Rect(x: left + inset, y: h.y + dy + h.height - 30.5, width: width - 2 * inset, height: 21),
                    color(.system("header-label"))))
        } else {
            let style = TextStyle(
                family: s.fontFamily, weight: .regular, size: 13, lines: 1, align: headerAlign, rtl: rtl,
                language: s.textLanguage)
            out.append(
                .text(
                    h.title.uppercased(), style,
                    Rect(x: left + inset, y: h.y + dy + h.height - 23, width: width - 2 * inset, height: 16),
                    color(.system("header-label"))))
        }
        if let turn = h.chevron {
            // The title's line: a chevron of its size at the trailing end, tinted as iOS tints header disclosures.
            let line =
                s.table == .plain
                ? h.y + dy + 5 + 9
                : metrics.sentenceCaseHeaders ? h.y + dy + h.height - 20 : h.y + dy + h.height - 23 + 8
            let size = HeaderFrame.chevronSize
            let x = rtl ? left + inset : left + width - inset - size
            out.append(
                .symbol(
                    .chevronDown, Rect(x: x, y: line - size / 2, width: size, height: size), color(.system("blue")),
                    rotation: turn))
        }
    }

    /// A section's footer: its words in the footnote size and the secondary label colour, where a header's title
    /// starts, wrapped to the same width.
    func footer(_ f: FooterFrame, dy: Double, into out: inout [DrawCommand]) {
        let s = scene.settings
        let inset = 16 + metrics.sideMargin
        let style = TextStyle(
            family: s.fontFamily, weight: .regular, size: TableMetrics.footerSize, lines: 0, align: headerAlign,
            rtl: rtl, language: s.textLanguage)
        let words = Rect(
            x: s.contentLeft + inset, y: f.y + dy + TableMetrics.footerPadding, width: s.contentWidth - 2 * inset,
            height: f.height - 2 * TableMetrics.footerPadding)
        out.append(.text(f.text, style, words, color(.system("secondary-label"))))
    }

    func row(_ r: RowFrame, dy: Double, into out: inout [DrawCommand]) {
        let s = scene.settings
        let template = scene.template(ofRow: r.row)
        // A cell's layer is placed on whole device pixels, as Core Animation places it: two rows of one colour
        // meet with no seam of half-covered pixels where a fractional edge would blend both over the table.
        let rect = pixelAligned(Rect(x: r.x, y: r.y + dy, width: r.width, height: r.height))
        let corners =
            s.table == .insetGrouped
            ? Corners(radius: metrics.cornerRadius, top: r.isFirstInSection, bottom: r.isLastInSection) : .none
        out.append(.pushClip(rect, corners))
        let cellColor = template.background ?? .system(s.table == .plain ? "background" : "grouped-cell")
        // The canvas already shows the table background; painting the same opaque color again changes no pixel,
        // except under a moving row, which covers the rows it slides over.
        let resolved = color(cellColor)
        if r.isMoving
            || !(resolved.a >= 1 && resolved == color(.system(s.table == .plain ? "background" : "grouped-background")))
        {
            out.append(.fill(rect, resolved, corners))
        }
        if r.highlight > 0 { out.append(.fill(rect, color(.system("selection")).withAlpha(r.highlight), corners)) }
        for layer in r.layers where layer.alpha > 0 {
            elements(layer, template, origin: (rect.x, rect.y), into: &out)
        }
        for a in r.accessories where a.alpha > 0 {
            let frame = a.frame.offsetBy(dx: rect.x, dy: rect.y)
            out.append(
                .symbol(
                    a.part.symbol, frame, color(a.part.color).withAlpha(a.alpha), rotation: a.rotation,
                    mirrored: rtl && a.part.symbol.isDirectional))
        }
        // An outline row's separator starts where its indented content does.
        // A row that fades in or out (a `fade` row animation) fades its separator with it, as UIKit fades the cell.
        let separatorAlpha = r.separatorAlpha * r.alpha
        if let written = s.separatorInset, !r.isLastInSection, separatorAlpha > 0, !template.hidesSeparator {
            let inset = written + Double(r.level) * s.indentationWidth
            let px = metrics.separatorThickness ?? s.canvas.onePixel
            let bottom = s.canvas.pixelFloor(rect.maxY)
            out.append(
                .fill(
                    Rect(
                        x: rtl ? rect.x + metrics.separatorTrailing : rect.x + inset, y: bottom - px,
                        width: rect.width - inset - metrics.separatorTrailing, height: px),
                    color(s.separatorColor).withAlpha(separatorAlpha * metrics.separatorOpacity), .none))
        }
        out.append(.popClip)
    }

    /// One layer's elements in pre-order. A stack's alpha fades its whole subtree, and an element shown smaller
    /// than its content (growing, shrinking) clips what it draws, and a stack its subtree, to its shown frame.
    /// A view's layer draws its shadow under it, clips its subviews to its rounded bounds when it clips, and draws
    /// its border over them, as Core Animation composites a layer.
    func elements(_ layer: ContentLayer, _ template: Template, origin: (Double, Double), into out: inout [DrawCommand])
    {
        // What closes when an element's subtree ends: its clips, and then its border over its subviews.
        // `shadow`: where the element's content shadow begins in `out`, when it casts one.
        var open: [(end: Int, alpha: Double, close: [DrawCommand], shadow: Int?)] = []
        var skipUntil = 0
        for p in layer.elements where p.index >= skipUntil {
            while let last = open.last, p.index >= last.end {
                out += last.close
                Self.closeContentShadow(last.shadow, in: &out)
                open.removeLast()
            }
            let link = template.links[p.index]
            let alpha = (open.last?.alpha ?? layer.alpha) * p.alpha
            if alpha <= 0 {
                skipUntil = link.subtreeEnd
                continue
            }
            let e = template.flattened[p.index]
            let frame = p.frame.offsetBy(dx: origin.0, dy: origin.1)
            let corners = Corners(radius: e.corner)
            var contentShadow: Int? = nil
            if let shadow = e.layerStyle.shadow, frame.width > 0, frame.height > 0 {
                let shade = color(shadow.color).withAlpha(shadow.opacity * alpha)
                let background = (p.backgroundTint.flatMap(scene.color(named:)) ?? e.background).map(color)
                if let background, background.a > 0 {
                    out.append(.shadow(frame, shade, offset: shadow.offset, blur: shadow.radius, corners))
                } else {
                    // No background: Core Animation casts the shadow from what the layer and its sublayers draw.
                    contentShadow = out.count
                    out.append(.beginContentShadow(frame, shade, offset: shadow.offset, blur: shadow.radius))
                }
            }
            var close: [DrawCommand] = []
            if p.frame.width + 1e-9 < p.contentSize.width || p.frame.height + 1e-9 < p.contentSize.height {
                out.append(.pushClip(frame, .none))
                close.append(.popClip)
            }
            element(e, p, frame: frame, alpha: alpha, into: &out)
            if e.clipsSubviews {
                out.append(.pushClip(frame, corners))
                close.insert(.popClip, at: 0)
            }
            if e.layerStyle.borderWidth > 0, frame.width > 0, frame.height > 0 {
                let border = DrawCommand.border(
                    frame, color(e.layerStyle.borderColor).withAlpha(alpha), width: e.layerStyle.borderWidth, corners)
                close.insert(border, at: e.clipsSubviews ? 1 : 0)
            }
            if link.subtreeEnd > p.index + 1 {
                open.append((link.subtreeEnd, alpha, close, contentShadow))
            } else {
                out += close
                Self.closeContentShadow(contentShadow, in: &out)
            }
        }
        for last in open.reversed() {
            out += last.close
            Self.closeContentShadow(last.shadow, in: &out)
        }
    }

    /// Ends the content shadow begun at `start`: its bounds become what the commands since then cover, or the
    /// marker goes when they draw nothing.
    static func closeContentShadow(_ start: Int?, in out: inout [DrawCommand]) {
        guard let start, case let .beginContentShadow(_, shade, offset, blur) = out[start] else { return }
        let covered = out[(start + 1)...].compactMap(\.extent)
        guard let first = covered.first else {
            out.remove(at: start)
            return
        }
        var (x0, y0, x1, y1) = (first.x, first.y, first.maxX, first.maxY)
        for r in covered.dropFirst() {
            x0 = min(x0, r.x)
            y0 = min(y0, r.y)
            x1 = max(x1, r.maxX)
            y1 = max(y1, r.maxY)
        }
        out[start] = .beginContentShadow(
            Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), shade, offset: offset, blur: blur)
        out.append(.endContentShadow)
    }

    func element(_ e: Element, _ p: ElementPresentation, frame f: Rect, alpha: Double, into out: inout [DrawCommand]) {
        // Content keeps the size it has where it is shown; the clip above cuts it to the shown frame.
        let content = Rect(x: f.x, y: f.y, width: p.contentSize.width, height: p.contentSize.height)
        // A row's `@SLOT` values were checked when the scene was read.
        if let bg = p.backgroundTint.flatMap(scene.color(named:)) ?? e.background {
            out.append(.fill(f, color(bg).withAlpha(alpha), Corners(radius: e.corner)))
        }
        let rowTint = p.tint.flatMap(scene.color(named:))
        var style = ControlDrawing(alpha: alpha, rtl: rtl, rowTint: rowTint, resolve: color)
        style.shown = f
        style.corner = e.corner
        style.hasBackground = e.background != nil || p.backgroundTint != nil
        style.content = p.content
        style.rotation = p.rotation
        style.boldText = scene.settings.boldText
        style.templateImages = scene.templateImages
        // A text's words, in the lines it shows at this instant.
        style.words = e.descriptor.typesetting?.style(
            family: scene.settings.fontFamily, settings: scene.settings, lines: p.lines)
        e.descriptor.draw(content, channels: p.channels, style: style, into: &out)
    }
}
