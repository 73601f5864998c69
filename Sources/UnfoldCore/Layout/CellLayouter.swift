/// Lays out a template for a row state, as Auto Layout and UIStackView would size a self-sizing cell.
public struct CellLayouter {
    public let measurer: TextMeasuring
    public let fontFamily: String
    public let scale: Int

    public init(measurer: TextMeasuring, fontFamily: String, scale: Int) {
        self.measurer = measurer
        self.fontFamily = fontFamily
        self.scale = scale
    }

    struct Context {
        let template: Template
        let state: RowState
        var frames: [ElementLayout]
    }

    public func layout(_ template: Template, state: RowState, width: Double) -> CellLayout {
        var ctx = Context(
            template: template, state: state, frames: Array(repeating: .hidden, count: template.flattened.count))
        let root = template.root
        var height: Double
        let content =
            isVisible(root, ctx)
            ? ceilToPixel(measureHeight(root, width: width, axis: .vertical, ctx), scale: scale) : 0
        if let fixed = template.height { height = fixed } else { height = content }
        if isVisible(root, ctx) {
            place(root, in: Rect(x: 0, y: 0, width: width, height: template.height ?? content), axis: .vertical, &ctx)
        }
        if let m = template.minHeight { height = max(height, m) }
        height += state.growth
        return CellLayout(height: height, elements: ctx.frames)
    }

    enum Axis { case vertical, horizontal }

    func isVisible(_ e: Element, _ ctx: Context) -> Bool { e.visible.isVisible(expanded: ctx.state.expanded) }

    func text(of e: Element, _ ctx: Context) -> String {
        if case let .text(slot, literal) = e.kind { return literal ?? slot.flatMap { ctx.state.slots[$0] } ?? "" }
        return ""
    }

    func style(of e: Element, _ ctx: Context) -> TextStyle {
        TextStyle(
            family: fontFamily, weight: e.fontWeight, size: e.fontSize,
            lines: e.lines.value(expanded: ctx.state.expanded), align: e.textAlign)
    }

    func visibleChildren(_ e: Element, _ ctx: Context) -> [Element] { e.children.filter { isVisible($0, ctx) } }

    /// The element's width when nothing constrains it.
    func naturalWidth(_ e: Element, _ ctx: Context) -> Double {
        switch e.kind {
        case .text:
            let s = text(of: e, ctx)
            return s.isEmpty ? 0 : measurer.oneLineWidth(of: s, style: style(of: e, ctx))
        case .image, .box: return e.width ?? 0
        case .symbol: return e.size
        case .spacer(let n): return n ?? 0
        case .vstack:
            return (visibleChildren(e, ctx).map { naturalWidth($0, ctx) }.max() ?? 0) + e.padding.left + e.padding.right
        case .hstack:
            let kids = visibleChildren(e, ctx)
            return kids.map { naturalWidth($0, ctx) }.reduce(0, +) + e.spacing * Double(max(0, kids.count - 1))
                + e.padding.left + e.padding.right
        }
    }

    /// The element's height at a given width; `axis` is the direction of the stack holding it.
    func measureHeight(_ e: Element, width: Double, axis: Axis, _ ctx: Context) -> Double {
        switch e.kind {
        case .text:
            let s = text(of: e, ctx)
            if s.isEmpty { return 0 }
            return ceilToPixel(
                measurer.size(of: s, style: style(of: e, ctx), width: max(0, width)).height, scale: scale)
        case .image, .box: return e.height?.value(expanded: ctx.state.expanded) ?? 0
        case .symbol: return e.size
        case .spacer(let n): return axis == .vertical ? (n ?? 0) : 0
        case .vstack:
            let inner = width - e.padding.left - e.padding.right
            let kids = visibleChildren(e, ctx)
            let sum = kids.map {
                measureHeight($0, width: childWidth($0, in: e, inner: inner, ctx), axis: .vertical, ctx)
            }.reduce(0, +)
            return sum + e.spacing * Double(max(0, kids.count - 1)) + e.padding.top + e.padding.bottom
        case .hstack:
            let inner = width - e.padding.left - e.padding.right
            let kids = visibleChildren(e, ctx)
            let widths = allocate(kids, in: e, inner: inner, ctx)
            let tallest = zip(kids, widths).map { measureHeight($0, width: $1, axis: .horizontal, ctx) }.max() ?? 0
            return tallest + e.padding.top + e.padding.bottom
        }
    }

    /// A vstack child's width: the stack's inner width under `fill`, else its natural width.
    func childWidth(_ child: Element, in stack: Element, inner: Double, _ ctx: Context) -> Double {
        if (stack.align ?? .fill) == .fill { return inner }
        if case .image = child.kind, child.width == nil { return inner }
        if case .box = child.kind, child.width == nil { return inner }
        return min(inner, naturalWidth(child, ctx))
    }

    /// Shares an hstack's width: fixed widths first, then texts by their one-line widths, then flexible spacers.
    func allocate(_ kids: [Element], in stack: Element, inner: Double, _ ctx: Context) -> [Double] {
        var widths = Array(repeating: 0.0, count: kids.count)
        var remaining = inner - stack.spacing * Double(max(0, kids.count - 1))
        var shared: [Int] = []
        var flexible: [Int] = []
        for (i, k) in kids.enumerated() {
            switch k.kind {
            case .symbol: widths[i] = k.size
            case .spacer(let n): if let n { widths[i] = n } else { flexible.append(i) }
            case .box, .image: widths[i] = k.width ?? 0
            case .text, .vstack, .hstack: shared.append(i)
            }
        }
        remaining -= widths.reduce(0, +)
        let natural = shared.map { naturalWidth(kids[$0], ctx) }
        let total = natural.reduce(0, +)
        let available = max(0, remaining)
        for (j, i) in shared.enumerated() {
            widths[i] = total <= available ? natural[j] : (total > 0 ? available * natural[j] / total : 0)
        }
        remaining -= shared.map { widths[$0] }.reduce(0, +)
        if !flexible.isEmpty {
            for i in flexible { widths[i] = max(0, remaining) / Double(flexible.count) }
        } else if stack.distribute == .fill, remaining > 0, !kids.isEmpty {
            let taker =
                shared.last(where: {
                    if case .text = kids[$0].kind { return true }
                    return false
                }) ?? (kids.count - 1)
            widths[taker] += remaining
        }
        return widths
    }

    func place(_ e: Element, in rect: Rect, axis: Axis, _ ctx: inout Context) {
        var layout = ElementLayout(
            frame: rect, visible: true, rotation: e.rotation.value(expanded: ctx.state.expanded), content: nil, lines: 0
        )
        switch e.kind {
        case .text:
            layout.content = text(of: e, ctx)
            layout.lines = e.lines.value(expanded: ctx.state.expanded)
        case .image(let slot): layout.content = ctx.state.slots[slot]
        default: break
        }
        ctx.frames[e.index] = layout
        let p = e.padding
        let inner = Rect(
            x: rect.x + p.left, y: rect.y + p.top, width: rect.width - p.left - p.right,
            height: rect.height - p.top - p.bottom)
        let kids = visibleChildren(e, ctx)
        if e.kind == .vstack {
            let widths = kids.map { childWidth($0, in: e, inner: inner.width, ctx) }
            var heights = zip(kids, widths).map { measureHeight($0, width: $1, axis: .vertical, ctx) }
            // A vstack given more height than its content (a fixed cell height, an hstack's `align fill`)
            // hands the rest to its flexible spacers, or spreads it as `distribute` says.
            let free = max(0, inner.height - heights.reduce(0, +) - e.spacing * Double(max(0, kids.count - 1)))
            let flexible = kids.indices.filter { kids[$0].kind == .spacer(nil) }
            var gap = e.spacing
            if free > 1e-9 && !flexible.isEmpty {
                for i in flexible { heights[i] += free / Double(flexible.count) }
            } else if free > 1e-9 && kids.count > 1 && e.distribute == .equalSpacing {
                gap += free / Double(kids.count - 1)
            }
            var ys: [Double] = []
            if free > 1e-9 && flexible.isEmpty && kids.count > 1 && e.distribute == .equalCentering {
                let c0 = heights[0] / 2
                let cn = inner.height - heights[kids.count - 1] / 2
                let step = (cn - c0) / Double(kids.count - 1)
                ys = heights.enumerated().map { inner.y + c0 + Double($0.offset) * step - $0.element / 2 }
            } else {
                var y = inner.y
                for h in heights {
                    ys.append(y)
                    y += h + gap
                }
            }
            for (i, k) in kids.enumerated() {
                let w = widths[i]
                let h = heights[i]
                let y = ys[i]
                let x: Double
                switch e.align ?? .fill {
                case .center: x = inner.x + (inner.width - w) / 2
                case .trailing: x = inner.x + inner.width - w
                default: x = inner.x
                }
                place(k, in: Rect(x: x, y: y, width: w, height: h), axis: .vertical, &ctx)
            }
        } else if e.kind == .hstack {
            let widths = allocate(kids, in: e, inner: inner.width, ctx)
            let used = widths.reduce(0, +) + e.spacing * Double(max(0, kids.count - 1))
            let free = max(0, inner.width - used)
            var xs: [Double] = []
            switch e.distribute {
            case .equalSpacing where kids.count > 1:
                let gap = e.spacing + free / Double(kids.count - 1)
                var x = inner.x
                for w in widths {
                    xs.append(x)
                    x += w + gap
                }
            case .equalCentering where kids.count > 1:
                let c0 = widths[0] / 2
                let cn = inner.width - widths[kids.count - 1] / 2
                let step = (cn - c0) / Double(kids.count - 1)
                xs = widths.enumerated().map { inner.x + c0 + Double($0.offset) * step - $0.element / 2 }
            default:
                var x = inner.x
                for w in widths {
                    xs.append(x)
                    x += w + e.spacing
                }
            }
            for (i, k) in kids.enumerated() {
                let natural = measureHeight(k, width: widths[i], axis: .horizontal, ctx)
                let align = e.align ?? .center
                let h = align == .fill ? inner.height : natural
                let y: Double
                switch align {
                case .top: y = inner.y
                case .bottom: y = inner.y + inner.height - h
                case .fill: y = inner.y
                default: y = inner.y + (inner.height - h) / 2
                }
                place(k, in: Rect(x: xs[i], y: y, width: widths[i], height: h), axis: .horizontal, &ctx)
            }
        }
    }
}
