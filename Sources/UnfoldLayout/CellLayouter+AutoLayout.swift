import UnfoldModel

/// A cell read from Interface Builder, laid out as Auto Layout lays it out: solved once with each label's
/// one-line size, then again with each label measured at the width the first pass gave it (UIKit's two
/// passes for multi-line labels), the content view's height as small as its constraints let it be.
extension CellLayouter {
    func layout(_ template: Template, cell: AutoLayoutCell, state: RowState, width: Double) -> CellLayout {
        var ctx = Context(
            template: template, state: state, frames: Array(repeating: .hidden, count: template.flattened.count))
        let elements = template.flattened
        let visible = elements.indices.map { shownByItself(elements[$0], cell.views[$0], ctx) }
        let fontSizes = elements.map { $0.typesetting?.pointSize(settings) ?? 0 }
        var intrinsic = elements.indices.map { intrinsicSize(elements[$0], cell.views[$0], width: nil, ctx) }
        func system() -> AutoLayoutSystem {
            AutoLayoutSystem(
                cell: cell, visible: visible, intrinsic: intrinsic, fontSizes: fontSizes, width: width,
                wide: settings.width >= 414, expanded: state.expanded, accessory: template.accessory != .none, rtl: rtl)
        }
        let fixedHeight = template.height.value(expanded: state.expanded)
        guard let solver else {
            return CellLayout(height: fixedHeight ?? cell.rowHeight ?? 44, elements: ctx.frames)
        }
        var values = solver.solve(system().build().system).values
        var remeasured = false
        for i in elements.indices where cell.views[i].kind == .label && intrinsic[i] != nil {
            let resolved = intrinsicSize(elements[i], cell.views[i], width: values[4 * i + 2], ctx)
            if resolved != intrinsic[i] {
                intrinsic[i] = resolved
                remeasured = true
            }
        }
        if remeasured { values = solver.solve(system().build().system).values }
        // The simplex's arithmetic leaves crumbs in the last bits: frames are kept to 1/1024 pt, which binary
        // fractions hold exactly.
        values = values.map { ($0 * 1024).rounded() / 1024 }
        let content = values[3]
        var height = fixedHeight ?? (content < 0.5 ? cell.rowHeight ?? 44 : ceilToPixel(content, scale: scale))
        if content < 0.5 || fixedHeight != nil || state.growth > 0 {
            // Nothing decides the height, or the scene fixes it: the views are laid out in a content view of the
            // row's height, as UIKit lays out a cell of a fixed `rowHeight` (its constraints give way). A row a
            // long press grows lays them out in the grown height, as when its height constraint's constant grows.
            var fixed = system()
            fixed.contentHeight = height + state.growth
            values = solver.solve(fixed.build().system).values.map { ($0 * 1024).rounded() / 1024 }
        }
        for i in elements.indices {
            var full = Rect(x: values[4 * i], y: values[4 * i + 1], width: values[4 * i + 2], height: values[4 * i + 3])
                .pixelAligned(scale: scale)
            let kind = elements[i].descriptor
            if kind.keepsItsSize {
                // UISwitch keeps its own size (the look's) whatever its constraints say, from the origin they give it.
                full.width = kind.intrinsicWidth(sizing(ctx)) ?? full.width
                full.height = kind.intrinsicHeight(sizing(ctx))
            }
            if visible[i] {
                record(elements[i], frame: full, content: full.size, visible: true, &ctx)
            } else if cell.views[i].isArranged(in: cell.views), let stack = cell.views[cell.views[i].parent!].stack {
                // A hidden arranged subview collapses along its stack's axis, its content laid out full size.
                let collapsed = Rect(
                    x: full.x, y: full.y, width: stack.vertical ? full.width : 0,
                    height: stack.vertical ? 0 : full.height)
                record(elements[i], frame: collapsed, content: full.size, visible: false, &ctx)
            } else {
                record(elements[i], frame: full, content: full.size, visible: false, &ctx)
            }
        }
        if rtl {
            for j in ctx.frames.indices { ctx.frames[j].frame.x = width - ctx.frames[j].frame.maxX }
        }
        if let m = template.minHeight { height = max(height, m) }
        height += state.growth
        return CellLayout(height: height, elements: ctx.frames)
    }

    /// Whether a view is shown in this state, its ancestors aside: as the scene says, else as the file does.
    func shownByItself(_ e: Element, _ view: AutoLayoutView, _ ctx: Context) -> Bool {
        !view.hiddenInFile && isVisible(e, ctx)
    }

    /// A view's intrinsic content size (nil for none); a label's height is measured at `width` when given.
    func intrinsicSize(_ e: Element, _ view: AutoLayoutView, width: Double?, _ ctx: Context) -> Size? {
        switch view.kind {
        case .label, .button:
            let s = text(of: e, ctx)
            if s.isEmpty { return Size(width: 0, height: 0) }
            let style = style(of: e, ctx)
            // A text without line breaks that fits on one line at the width is that line: one measurement.
            let unbroken = !s.contains(where: \.isNewline)
            let line = unbroken ? measurer.oneLineSize(of: s, style: style) : nil
            let oneLine = line?.width ?? measurer.oneLineWidth(of: s, style: style)
            let measured =
                if let line, oneLine <= width ?? .infinity { line } else {
                    measurer.size(of: s, style: style, width: width ?? (oneLine + 1))
                }
            let h = ceilToPixel(measured.height, scale: scale)
            let w = ceilToPixel(oneLine, scale: scale)
            // A system button's title has 6 pt above and below it (30 pt for 15-point text), unless the file
            // gives its content insets.
            if view.kind == .button, let m = view.contentInsets {
                return Size(width: max(0, w + m.left + m.right), height: max(0, h + m.top + m.bottom))
            }
            return view.kind == .button ? Size(width: w, height: h + 12) : Size(width: w, height: h + view.textPadding)
        case .textField(let bordered):
            // One line of its text (or placeholder), however long; the rounded-rect style adds 7 pt a side and
            // 17 pt in all top to bottom (34 pt for 14-point text).
            let s = text(of: e, ctx)
            let line = measurer.oneLineSize(of: s.isEmpty ? " " : s, style: style(of: e, ctx))
            let h = ceilToPixel(line.height, scale: scale)
            let w = ceilToPixel(s.isEmpty ? 0 : line.width, scale: scale)
            return bordered ? Size(width: w + 14, height: (h + 17).rounded(.up)) : Size(width: w, height: h)
        case .imageView:
            // A kind with a size of its own is that size (a symbol: a square of its point size).
            let c = e.descriptor
            if c.picture == nil, let width = c.intrinsicWidth(sizing(ctx)) {
                return Size(width: width, height: c.intrinsicHeight(sizing(ctx)))
            }
            // UIImageView's intrinsic size is its image's, in points; the frame Xcode stored only without one.
            if c.picture != nil,
                let name = c.content(slots: ctx.state.slots, expanded: ctx.state.expanded),
                let size = imageSizes[name]
            {
                // An image-only button's insets surround its image.
                guard let m = view.contentInsets else { return size }
                return Size(
                    width: max(0, size.width + m.left + m.right), height: max(0, size.height + m.top + m.bottom))
            }
            return view.imageSize
        case .activityIndicator(let large): return large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
        case .control:
            // A side the control does not size is free (UIKit's noIntrinsicMetric).
            let c = e.descriptor
            return Size(width: c.intrinsicWidth(sizing(ctx)) ?? -1, height: c.intrinsicHeight(sizing(ctx)))
        default: return nil
        }
    }
}
