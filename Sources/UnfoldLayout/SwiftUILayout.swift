import UnfoldModel

/// A size a SwiftUI parent proposes to a child. nil on an axis asks for the child's ideal size there; `.infinity`
/// offers as much as it likes; 0 asks for its least.
struct ProposedSize: Equatable {
    var width: Double?
    var height: Double?

    func along(_ axis: CellLayouter.Axis) -> Double? { axis == .horizontal ? width : height }

    static func on(_ axis: CellLayouter.Axis, _ major: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: cross) : ProposedSize(width: cross, height: major)
    }
}

extension Size {
    func along(_ axis: CellLayouter.Axis) -> Double { axis == .horizontal ? width : height }
}

/// SwiftUI's layout (a `layout swiftui` cell): each view is proposed a size, chooses its own, and is placed by its
/// parent. The rules, with their sources in `docs/swiftui.md`:
/// - a text takes its one-line width when offered that much, else wraps at the width offered;
/// - a symbol and a switch have their own sizes, whatever they are offered;
/// - a shape or colour takes what it is offered (10 by 10 when asked for its ideal size);
/// - a spacer takes what its stack offers along the stack, at least its minimum length (8 unless given);
/// - a stack offers its children its width less the spacing, the least flexible child first, each an equal share
///   of what is left; higher `priority` (SwiftUI's `layoutPriority`) first, after the least the others need;
///   there is no spacing next to a spacer; it is as big as its children, plus its padding;
/// - `width`, `height` and `max-width` on a stack are SwiftUI's frames around it.
extension CellLayouter {
    /// The minimum length of a spacer that gives none: the standard spacing between views.
    static let swiftUISpacing = 8.0
    /// What a shape offered nothing takes: SwiftUI's shapes' ideal size.
    static let shapeIdealSize = 10.0

    func swiftUILayout(_ template: Template, state: RowState, width: Double) -> CellLayout {
        var ctx = Context(
            template: template, state: state, frames: Array(repeating: .hidden, count: template.flattened.count))
        let root = template.root
        let fixed = template.height.value(expanded: state.expanded)
        let proposal = ProposedSize(width: width, height: fixed)
        let chosen = fit(root, proposal, axis: .vertical, ctx)
        let contentHeight = ceilToPixel(chosen.height, scale: scale)
        var height = fixed ?? (isVisible(root, ctx) ? contentHeight : 0)
        if let m = template.minHeight { height = max(height, m) }
        // A list row centres its content in the row's height; the content spans the row's width.
        let y = max(0, (height - contentHeight) / 2)
        let rect = Rect(x: 0, y: y, width: width, height: contentHeight)
        placeSwiftUI(root, in: rect, proposal: proposal, &ctx)
        if !isVisible(root, ctx) {
            record(root, frame: Rect(x: 0, y: 0, width: width, height: 0), content: rect.size, visible: false, &ctx)
        }
        if rtl {
            for j in ctx.frames.indices { ctx.frames[j].frame.x = width - ctx.frames[j].frame.maxX }
        }
        height += state.growth
        return CellLayout(height: height, elements: ctx.frames)
    }

    /// The size `e` chooses when offered `p`, its padding included; `axis` is the direction of the stack holding it.
    /// A stack asks each child up to three times (its least, its most, its share) and again when it places it:
    /// each answer is kept, so nested stacks cost their number of views, not three to the power of their depth.
    func fit(_ e: Element, _ p: ProposedSize, axis: Axis, _ ctx: Context) -> Size {
        let key = SwiftUIFits.Key(index: e.index, width: p.width, height: p.height, horizontal: axis == .horizontal)
        if let known = ctx.fits.sizes[key] { return known }
        let size = choose(e, p, axis: axis, ctx)
        ctx.fits.sizes[key] = size
        return size
    }

    func choose(_ e: Element, _ p: ProposedSize, axis: Axis, _ ctx: Context) -> Size {
        let pad = e.padding
        let inner = ProposedSize(
            width: p.width.map { max(0, $0 - pad.left - pad.right) },
            height: p.height.map { max(0, $0 - pad.top - pad.bottom) })
        let framed = frameSize(e, offered: inner, axis: axis, ctx)
        return Size(width: framed.width + pad.left + pad.right, height: framed.height + pad.top + pad.bottom)
    }

    /// A stack's frame: a fixed `width` or `height`, else `max-width` of what is offered, else its content's size.
    func frameSize(_ e: Element, offered p: ProposedSize, axis: Axis, _ ctx: Context) -> Size {
        let fixedWidth = e.frameWidth
        let fixedHeight = e.frameHeight?.value(expanded: ctx.state.expanded)
        var toContent = p
        if let w = fixedWidth { toContent.width = w }
        if let h = fixedHeight { toContent.height = h }
        if let m = e.maxWidth, fixedWidth == nil { toContent.width = p.width.map { min($0, m) } }
        let content = contentSize(e, toContent, axis: axis, ctx)
        var size = content
        if let w = fixedWidth {
            size.width = w
        } else if let m = e.maxWidth, let offered = p.width {
            size.width = max(content.width, min(offered, m))
        }
        if let h = fixedHeight { size.height = h }
        return size
    }

    /// What `e`'s content chooses, inside its padding and frame.
    func contentSize(_ e: Element, _ p: ProposedSize, axis: Axis, _ ctx: Context) -> Size {
        // A spacer is at least its length (SwiftUI's spacing when it gives none), and as long as it is offered.
        if case .space(let minimum) = e.stackRole {
            let least = minimum ?? Self.swiftUISpacing
            let length = max(least, p.along(axis) ?? least)
            return axis == .horizontal ? Size(width: length, height: 0) : Size(width: 0, height: length)
        }
        let c = e.descriptor
        if let stack = c.stacking {
            // A zstack's views are over each other: it is as big as the biggest.
            guard stack.direction != .layered else {
                let sizes = visibleChildren(e, ctx).map { fit($0, p, axis: .vertical, ctx) }
                return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
            }
            let kids = visibleChildren(e, ctx)
            let major: Axis = e.direction == .horizontal ? .horizontal : .vertical
            let sizes = stackSizes(e, kids: kids, p, ctx)
            let along = sizes.map { $0.along(major) }.reduce(0, +) + gaps(kids, e, ctx).reduce(0, +)
            let across = sizes.map { $0.along(major == .horizontal ? .vertical : .horizontal) }.max() ?? 0
            return major == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
        }
        if c.typesetting != nil { return textSize(e, offered: p.width, ctx) }
        // An image is its picture's own size, or resizable what it is offered; one with no picture is a shape.
        if let picture = c.picture,
            let name = c.content(slots: ctx.state.slots, expanded: ctx.state.expanded),
            let own = imageSizes[name]
        {
            return picture.resizable ? resized(own, offered: p, fit: picture.fit) : own
        }
        if case .shape(let frame) = c.stackRole {
            return shapeSize(width: frame.width, height: frame.height, p, ctx)
        }
        // A control with no width of its own takes the width it is offered, as SwiftUI's ProgressView does; a
        // symbol is a square of its point size.
        let sizing = sizing(ctx)
        return Size(width: c.intrinsicWidth(sizing) ?? p.width ?? 0, height: c.intrinsicHeight(sizing))
    }

    /// A shape's or colour's size: its own width and height where given, else what it is offered, else 10.
    func shapeSize(width: Double?, height: Pair<Double>?, _ p: ProposedSize, _ ctx: Context) -> Size {
        let width = width ?? p.width ?? Self.shapeIdealSize
        let height = height?.value(expanded: ctx.state.expanded) ?? p.height ?? Self.shapeIdealSize
        return Size(width: width, height: height)
    }

    /// A `resizable()` image offered `p`: what it is offered (its own size on an axis offered nothing); under
    /// `fit`, its own aspect scaled to what it is offered, on both axes the smaller.
    func resized(_ own: Size, offered p: ProposedSize, fit: Bool) -> Size {
        guard fit, own.width > 0, own.height > 0 else {
            return Size(width: p.width ?? own.width, height: p.height ?? own.height)
        }
        let across = p.width.map { $0 / own.width }
        let down = p.height.map { $0 / own.height }
        let scale = [across, down].compactMap { $0 }.min() ?? 1
        return Size(width: own.width * scale, height: own.height * scale)
    }

    /// A text's size: one line when offered its width (or nothing), else wrapped at what is offered.
    func textSize(_ e: Element, offered width: Double?, _ ctx: Context) -> Size {
        let s = text(of: e, ctx)
        if s.isEmpty { return Size(width: 0, height: 0) }
        let style = style(of: e, ctx)
        let line = measurer.oneLineSize(of: s, style: style)
        // Offered no width, a text shows nothing of itself: its least width, which orders a stack's children.
        if let width, width <= 0 { return Size(width: 0, height: ceilToPixel(line.height, scale: scale)) }
        guard let width, width < line.width else {
            let height = measurer.size(of: s, style: style, width: line.width + 1).height
            return Size(width: line.width, height: ceilToPixel(height, scale: scale))
        }
        let wrapped = measurer.size(of: s, style: style, width: width)
        return Size(width: min(width, wrapped.width), height: ceilToPixel(wrapped.height, scale: scale))
    }

    /// The spacing before each shown child after the first: none next to a spacer; a stack that gives no number
    /// takes SwiftUI's default for each pair in `look ios26`, and version 5's in `look ios18` (8 pt for `spacing
    /// default`, as previews wrote it then; 0 for none), so that look keeps version 5's pixels.
    func gaps(_ kids: [Element], _ stack: Element, _ ctx: Context) -> [Double] {
        kids.indices.dropFirst().map { i in
            if kids[i - 1].isSpace || kids[i].isSpace { return 0 }
            guard let stacking = stack.stacking, !stacking.spacingWritten else { return stack.spacing }
            guard settings.look == .ios26 else { return stacking.spacingIsDefault ? Self.standardSpacing : 0 }
            let shown = { (e: Element) in isVisible(e, ctx) }
            return Self.defaultSpacing(kids[i - 1], kids[i], vertical: stacking.direction == .vertical, shown: shown)
        }
    }

    /// SwiftUI's spacing between two views of a stack that gives none. One text above another is 1 pt apart:
    /// two body texts' baselines are 21.3 pt apart on iOS (home-assistant's CollapsibleView, expanded, iOS 18),
    /// and a body title's and a subheadline's 19.7 (its SensorRow, iOS 26), each 1 pt more than the texts' line
    /// boxes. Any other pair is the standard 8 pt (docs/ios-metrics.md).
    static func defaultSpacing(_ a: Element, _ b: Element, vertical: Bool, shown: (Element) -> Bool) -> Double {
        vertical && a.showsText(atEnd: true, shown: shown) && b.showsText(atEnd: false, shown: shown)
            ? textSpacing : standardSpacing
    }

    static let textSpacing = 1.0
    static let standardSpacing = 8.0

    /// The size each shown child of a stack chooses. Offered nothing along the stack, each takes its ideal size;
    /// else the least flexible (its largest size less its least) is offered an equal share first.
    func stackSizes(_ e: Element, kids: [Element], _ p: ProposedSize, _ ctx: Context) -> [Size] {
        stackShares(e, kids: kids, p, ctx).map(\.size)
    }

    /// What a stack offers each shown child along it, and the size the child chooses.
    func stackShares(_ e: Element, kids: [Element], _ p: ProposedSize, _ ctx: Context) -> [(
        offer: Double?, size: Size
    )] {
        let major: Axis = e.direction == .horizontal ? .horizontal : .vertical
        let cross = major == .horizontal ? p.height : p.width
        func offer(_ length: Double?) -> ProposedSize { .on(major, length, cross: cross) }
        guard let total = p.along(major) else { return kids.map { (nil, fit($0, offer(nil), axis: major, ctx)) } }
        let least = kids.map { fit($0, offer(0), axis: major, ctx).along(major) }
        let most = kids.map { fit($0, offer(.infinity), axis: major, ctx).along(major) }
        let flexibility = zip(most, least).map { $0 - $1 }
        var shares: [(offer: Double?, size: Size)] = Array(
            repeating: (nil, Size(width: 0, height: 0)), count: kids.count)
        var remaining = total - gaps(kids, e, ctx).reduce(0, +)
        for priority in Set(kids.map(\.priority)).sorted(by: >) {
            // Lower priorities keep the least they need.
            let kept = kids.indices.filter { kids[$0].priority < priority }.map { least[$0] }.reduce(0, +)
            var available = remaining - kept
            let group = kids.indices.filter { kids[$0].priority == priority }.sorted { a, b in
                if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                // Of two that take anything, the one that needs more is offered first.
                if flexibility[a].isInfinite, least[a] != least[b] { return least[a] > least[b] }
                return a < b
            }
            for (n, i) in group.enumerated() {
                let share = max(0, available / Double(group.count - n))
                let chosen = fit(kids[i], offer(share), axis: major, ctx)
                shares[i] = (share, chosen)
                available -= chosen.along(major)
                remaining -= chosen.along(major)
            }
        }
        return shares
    }
}

/// The sizes SwiftUI's views chose in one layout, by element, proposal and the axis of their stack. A class, so that
/// the sizing functions, which take the layout's context by value, share one store.
final class SwiftUIFits {
    struct Key: Hashable {
        var index: Int
        var width: Double?
        var height: Double?
        var horizontal: Bool
    }
    var sizes: [Key: Size] = [:]
}
