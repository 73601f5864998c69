import UnfoldModel

/// Placing elements once their sizes are known. Hidden elements are placed too, collapsed where they would
/// sit (right after the previous shown sibling, with no spacing), so that an update can move them there like
/// UIStackView moves a hidden arranged subview; the children of a hidden stack keep their frames relative to it.
extension CellLayouter {
    func record(_ e: Element, frame: Rect, content: Size, visible: Bool, _ ctx: inout Context) {
        var layout = ElementLayout(
            frame: frame, visible: visible, rotation: e.rotation.value(expanded: ctx.state.expanded), content: nil,
            lines: 0, contentSize: content)
        layout.opacity = e.alpha
        layout.content = e.descriptor.content(slots: ctx.state.slots, expanded: ctx.state.expanded)
        layout.channels = e.descriptor.channels(expanded: ctx.state.expanded, slots: ctx.state.slots)
        if let setting = e.typesetting {
            let shown = layout.content ?? ""
            layout.lines = setting.lines.value(expanded: ctx.state.expanded)
            let inner = max(0, content.width - e.padding.left - e.padding.right)
            layout.textLines =
                shown.isEmpty
                ? TextLines(count: 0, truncated: false)
                : measurer.lines(of: shown, style: style(of: e, ctx), width: inner)
        }
        layout.tint = e.descriptor.tintSlot.flatMap { ctx.state.slots[$0] }
        layout.backgroundTint = e.backgroundSlot.flatMap { ctx.state.slots[$0] }
        ctx.frames[e.index] = layout
    }

    func place(_ e: Element, in rect: Rect, _ ctx: inout Context) {
        record(e, frame: rect, content: rect.size, visible: true, &ctx)
        placeChildren(e, in: rect, &ctx)
    }

    /// A hidden element: collapsed at `frame`; its content (and its children) laid out in `full`.
    func placeHidden(_ e: Element, at frame: Rect, full: Rect, _ ctx: inout Context) {
        record(e, frame: frame, content: full.size, visible: false, &ctx)
        placeChildren(e, in: full, &ctx)
    }

    func placeChildren(_ e: Element, in rect: Rect, _ ctx: inout Context) {
        let p = e.padding
        let inner = Rect(
            x: rect.x + p.left, y: rect.y + p.top, width: rect.width - p.left - p.right,
            height: rect.height - p.top - p.bottom)
        if e.direction == .vertical { placeVStack(e, inner: inner, &ctx) }
        if e.direction == .horizontal { placeHStack(e, inner: inner, &ctx) }
    }

    /// The x of a vstack child of width `w`, as the stack's alignment says.
    func alignedX(_ stack: Element, inner: Rect, width w: Double) -> Double {
        switch stack.align ?? .fill {
        case .center: return inner.x + (inner.width - w) / 2
        case .trailing: return inner.x + inner.width - w
        default: return inner.x
        }
    }

    func placeVStack(_ e: Element, inner: Rect, _ ctx: inout Context) {
        let kids = visibleChildren(e, ctx)
        let widths = kids.map { childWidth($0, in: e, inner: inner.width, ctx) }
        var heights = zip(kids, widths).map { measureHeight($0, width: $1, axis: .vertical, ctx) }
        let ys = vstackPositions(e, kids: kids, heights: &heights, inner: inner)
        var shown = 0
        var end = inner.y
        for child in e.children {
            if isVisible(child, ctx) {
                let w = widths[shown]
                let rect = Rect(x: alignedX(e, inner: inner, width: w), y: ys[shown], width: w, height: heights[shown])
                place(child, in: rect, &ctx)
                end = rect.maxY
                shown += 1
            } else {
                let w = childWidth(child, in: e, inner: inner.width, ctx)
                let x = alignedX(e, inner: inner, width: w)
                let full = child.stacking != nil ? measureHeight(child, width: w, axis: .vertical, ctx) : 0
                let frame = Rect(x: x, y: end, width: w, height: 0)
                placeHidden(child, at: frame, full: Rect(x: x, y: end, width: w, height: full), &ctx)
            }
        }
    }

    /// The y of each shown child of a vstack. A vstack given more height than its content (a fixed cell height,
    /// an hstack's `align fill`) hands the rest to its flexible spacers, or spreads it as `distribute` says.
    func vstackPositions(_ e: Element, kids: [Element], heights: inout [Double], inner: Rect) -> [Double] {
        let free = max(0, inner.height - heights.reduce(0, +) - e.spacing * Double(max(0, kids.count - 1)))
        let flexible = kids.indices.filter { kids[$0].stackRole == .space(length: nil) }
        var gap = e.spacing
        if free > 1e-9 && !flexible.isEmpty {
            for i in flexible { heights[i] += free / Double(flexible.count) }
        } else if free > 1e-9 && kids.count > 1 && e.distribute == .equalSpacing {
            gap += free / Double(kids.count - 1)
        }
        if free > 1e-9 && flexible.isEmpty && kids.count > 1 && e.distribute == .equalCentering {
            return centred(heights, start: inner.y, length: inner.height)
        }
        return packed(heights, start: inner.y, gap: gap)
    }

    /// Starts of elements whose centres are spaced evenly, the first and last touching the ends.
    func centred(_ sizes: [Double], start: Double, length: Double) -> [Double] {
        let c0 = sizes[0] / 2
        let cn = length - sizes[sizes.count - 1] / 2
        let step = (cn - c0) / Double(sizes.count - 1)
        return sizes.enumerated().map { start + c0 + Double($0.offset) * step - $0.element / 2 }
    }

    /// Starts of elements one after the other with `gap` between them.
    func packed(_ sizes: [Double], start: Double, gap: Double) -> [Double] {
        var out: [Double] = []
        var position = start
        for size in sizes {
            out.append(position)
            position += size + gap
        }
        return out
    }

    func placeHStack(_ e: Element, inner: Rect, _ ctx: inout Context) {
        let kids = visibleChildren(e, ctx)
        let widths = allocate(kids, in: e, inner: inner.width, ctx)
        let xs = hstackPositions(e, widths: widths, inner: inner)
        let align = e.align ?? .center
        var shown = 0
        var end = inner.x
        for child in e.children {
            let visible = isVisible(child, ctx)
            let w = visible ? widths[shown] : naturalWidth(child, ctx)
            let natural = measureHeight(child, width: w, axis: .horizontal, ctx)
            let h = align == .fill ? inner.height : natural
            let y: Double
            switch align {
            case .top, .fill: y = inner.y
            case .bottom: y = inner.y + inner.height - h
            default: y = inner.y + (inner.height - h) / 2
            }
            if visible {
                let rect = Rect(x: xs[shown], y: y, width: w, height: h)
                place(child, in: rect, &ctx)
                end = rect.maxX
                shown += 1
            } else {
                // In an hstack, width plays the part of height.
                placeHidden(
                    child, at: Rect(x: end, y: y, width: 0, height: h), full: Rect(x: end, y: y, width: w, height: h),
                    &ctx)
            }
        }
    }

    /// The x of each shown child of an hstack, as `distribute` says.
    func hstackPositions(_ e: Element, widths: [Double], inner: Rect) -> [Double] {
        let count = widths.count
        let used = widths.reduce(0, +) + e.spacing * Double(max(0, count - 1))
        let free = max(0, inner.width - used)
        if count > 1 && e.distribute == .equalCentering { return centred(widths, start: inner.x, length: inner.width) }
        let gap = count > 1 && e.distribute == .equalSpacing ? e.spacing + free / Double(count - 1) : e.spacing
        return packed(widths, start: inner.x, gap: gap)
    }
}
