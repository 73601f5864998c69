import UnfoldModel

/// Lays out a template for a row state, as Auto Layout and UIStackView would size a self-sizing cell.
package struct CellLayouter {
    package let measurer: TextMeasuring
    package let fontFamily: String
    package let scale: Int
    /// Dynamic Type and direction come from here.
    package let settings: Settings
    /// Solves the constraints of cells read from Interface Builder files; nil where no caller gave one.
    package let solver: (any ConstraintSolving)?
    /// Each image's size in points, by the name a row or a file gives it: an image view's intrinsic size.
    package let imageSizes: [String: Size]

    package init(
        measurer: TextMeasuring, fontFamily: String, scale: Int, settings: Settings = Settings(),
        solver: (any ConstraintSolving)? = nil, imageSizes: [String: Size] = [:]
    ) {
        self.solver = solver
        self.imageSizes = imageSizes
        self.measurer = measurer
        self.fontFamily = fontFamily
        self.scale = scale
        self.settings = settings
    }

    /// The same layouter, measuring with `other`.
    package func measuring(with other: TextMeasuring) -> CellLayouter {
        CellLayouter(
            measurer: other, fontFamily: fontFamily, scale: scale, settings: settings, solver: solver,
            imageSizes: imageSizes)
    }

    var rtl: Bool { settings.direction == .rtl }

    /// What an element kind's own size depends on in this layout: the row's state and the reader's text size.
    func sizing(_ ctx: Context) -> Sizing {
        Sizing(expanded: ctx.state.expanded, contentSize: settings.contentSize, look: settings.look)
    }

    struct Context {
        let template: Template
        let state: RowState
        var frames: [ElementLayout]
        /// SwiftUI's sizes already chosen in this layout, by element and proposal.
        var fits = SwiftUIFits()
    }

    package func layout(_ template: Template, state: RowState, width: Double) -> CellLayout {
        if let cell = template.autoLayout { return layout(template, cell: cell, state: state, width: width) }
        if template.layoutRules == .swiftUI { return swiftUILayout(template, state: state, width: width) }
        var ctx = Context(
            template: template, state: state, frames: Array(repeating: .hidden, count: template.flattened.count))
        let root = template.root
        var height: Double
        let fixed = template.height.value(expanded: state.expanded)
        let content =
            isVisible(root, ctx)
            ? ceilToPixel(measureHeight(root, width: width, axis: .vertical, ctx), scale: scale) : 0
        height = fixed ?? content
        let rootRect = Rect(x: 0, y: 0, width: width, height: fixed ?? content)
        if isVisible(root, ctx) {
            place(root, in: rootRect, &ctx)
        } else {
            let full = measureHeight(root, width: width, axis: .vertical, ctx)
            placeHidden(
                root, at: Rect(x: 0, y: 0, width: width, height: 0), full: Rect(x: 0, y: 0, width: width, height: full),
                &ctx)
        }
        if rtl {
            // Right to left is the left-to-right layout seen in a mirror: stacks run from the right, leading
            // and trailing swap, paddings swap sides.
            for j in ctx.frames.indices { ctx.frames[j].frame.x = width - ctx.frames[j].frame.maxX }
        }
        if let m = template.minHeight { height = max(height, m) }
        height += state.growth
        return CellLayout(height: height, elements: ctx.frames)
    }

    enum Axis { case vertical, horizontal }

    func isVisible(_ e: Element, _ ctx: Context) -> Bool { e.visible.isVisible(expanded: ctx.state.expanded) }

    /// The words a kind that shows words shows for the row's state; none for any other kind.
    func text(of e: Element, _ ctx: Context) -> String {
        guard e.typesetting != nil else { return "" }
        return e.descriptor.content(slots: ctx.state.slots, expanded: ctx.state.expanded) ?? ""
    }

    /// The style a text's words are measured in for the row's state.
    func style(of e: Element, _ ctx: Context) -> TextStyle {
        let setting = e.typesetting ?? Typesetting()
        return setting.style(
            family: fontFamily, settings: settings, lines: setting.lines.value(expanded: ctx.state.expanded))
    }

    func visibleChildren(_ e: Element, _ ctx: Context) -> [Element] { e.children.filter { isVisible($0, ctx) } }

    /// The element's width when nothing constrains it.
    func naturalWidth(_ e: Element, _ ctx: Context) -> Double {
        let c = e.descriptor
        if let stack = c.stacking {
            let kids = visibleChildren(e, ctx)
            guard stack.direction == .horizontal else {
                return (kids.map { naturalWidth($0, ctx) }.max() ?? 0) + stack.padding.left + stack.padding.right
            }
            return kids.map { naturalWidth($0, ctx) }.reduce(0, +) + stack.spacing * Double(max(0, kids.count - 1))
                + stack.padding.left + stack.padding.right
        }
        // A text is as wide as one line of its words; a symbol's width is its point size; a spacer's its length
        // (nil, flexible: none of its own); a box's or an image's the one it is given.
        guard c.typesetting != nil else { return c.intrinsicWidth(sizing(ctx)) ?? 0 }
        let s = text(of: e, ctx)
        let padding = e.padding.left + e.padding.right
        return s.isEmpty ? 0 : measurer.oneLineWidth(of: s, style: style(of: e, ctx)) + padding
    }

    /// The element's height at a given width; `axis` is the direction of the stack holding it.
    func measureHeight(_ e: Element, width: Double, axis: Axis, _ ctx: Context) -> Double {
        // A spacer is as tall as its length in a vstack, and no height at all across an hstack.
        if case .space(let length) = e.stackRole { return axis == .vertical ? (length ?? 0) : 0 }
        let c = e.descriptor
        if let stack = c.stacking {
            let inner = width - stack.padding.left - stack.padding.right
            let kids = visibleChildren(e, ctx)
            guard stack.direction != .horizontal else {
                let widths = allocate(kids, in: e, inner: inner, ctx)
                let tallest = zip(kids, widths).map { measureHeight($0, width: $1, axis: .horizontal, ctx) }.max() ?? 0
                return tallest + stack.padding.top + stack.padding.bottom
            }
            let sum = kids.map {
                measureHeight($0, width: childWidth($0, in: e, inner: inner, ctx), axis: .vertical, ctx)
            }.reduce(0, +)
            return sum + stack.spacing * Double(max(0, kids.count - 1)) + stack.padding.top + stack.padding.bottom
        }
        // A text's words wrapped at its width.
        guard c.typesetting != nil else { return c.intrinsicHeight(sizing(ctx)) }
        let s = text(of: e, ctx)
        if s.isEmpty { return 0 }
        let inner = max(0, width - e.padding.left - e.padding.right)
        let height = ceilToPixel(measurer.size(of: s, style: style(of: e, ctx), width: inner).height, scale: scale)
        return height + e.padding.top + e.padding.bottom
    }

    /// A vstack child's width: the stack's inner width under `fill`, else its natural width.
    func childWidth(_ child: Element, in stack: Element, inner: Double, _ ctx: Context) -> Double {
        if (stack.stacking?.align ?? .fill) == .fill { return inner }
        if case .shape(let frame) = child.stackRole, frame.fillsVStack, frame.width == nil { return inner }
        if child.descriptor.stackRole == .content, child.descriptor.intrinsicWidth(sizing(ctx)) == nil { return inner }
        return min(inner, naturalWidth(child, ctx))
    }

    /// A stack whose every shown element has a fixed width (an icon in a tile) is as wide as its content:
    /// it is never squeezed, as a UIStackView of fixed-size views is not.
    func isFixedWidth(_ e: Element, _ ctx: Context) -> Bool {
        let c = e.descriptor
        // A symbol has a width (its point size), and a fixed spacer (its length); a flexible one and a text have
        // none; a box or an image the one it is given, if any.
        guard c.stacking != nil else { return c.intrinsicWidth(sizing(ctx)) != nil }
        let kids = visibleChildren(e, ctx)
        return !kids.isEmpty && kids.allSatisfy { isFixedWidth($0, ctx) }
    }

    /// Shares an hstack's width: fixed widths first, then texts by their one-line widths, then flexible spacers.
    func allocate(_ kids: [Element], in stack: Element, inner: Double, _ ctx: Context) -> [Double] {
        var widths = Array(repeating: 0.0, count: kids.count)
        let setting = stack.stacking ?? Stacking(direction: .horizontal)
        var remaining = inner - setting.spacing * Double(max(0, kids.count - 1))
        var shared: [Int] = []
        var flexible: [Int] = []
        for (i, k) in kids.enumerated() {
            let c = k.descriptor
            // A stack of fixed-size views keeps its width; one holding text shares what is left, like a text.
            // A shape keeps the width it is given (0 when none); texts share what is left. A control with no width
            // of its own takes what they leave, as a flexible spacer (a control too) does.
            if let stack = c.stacking {
                if stack.direction != .layered, isFixedWidth(k, ctx) {
                    widths[i] = naturalWidth(k, ctx)
                } else {
                    shared.append(i)
                }
            } else if c.stackRole == .words {
                shared.append(i)
            } else if case .shape(let frame) = c.stackRole {
                widths[i] = frame.width ?? 0
            } else if let w = c.intrinsicWidth(sizing(ctx)) {
                widths[i] = w
            } else {
                flexible.append(i)
            }
        }
        remaining -= widths.reduce(0, +)
        // Higher `priority` first: each group takes its one-line widths from what is left, sharing in proportion
        // to them when they do not fit; the default group (750) is version 1's sharing.
        let natural = Dictionary(uniqueKeysWithValues: shared.map { ($0, naturalWidth(kids[$0], ctx)) })
        var left = max(0, remaining)
        for priority in Set(shared.map { kids[$0].priority }).sorted(by: >) {
            let group = shared.filter { kids[$0].priority == priority }
            let total = group.map { natural[$0]! }.reduce(0, +)
            for i in group { widths[i] = total <= left ? natural[i]! : (total > 0 ? left * natural[i]! / total : 0) }
            left = max(0, left - group.map { widths[$0] }.reduce(0, +))
        }
        remaining -= shared.map { widths[$0] }.reduce(0, +)
        if !flexible.isEmpty {
            for i in flexible { widths[i] = max(0, remaining) / Double(flexible.count) }
        } else if setting.distribute == .fill, remaining > 0, !kids.isEmpty {
            let taker = shared.last { kids[$0].stackRole == .words } ?? (kids.count - 1)
            widths[taker] += remaining
        }
        return widths
    }
}
