import UnfoldModel

/// Placing SwiftUI's views once their sizes are chosen. A stack is given the proposal it was sized with, so it shares
/// its space again exactly as it did when it chose its size. A hidden view (an `if` that is false) takes no space:
/// it is recorded collapsed where it would start, its content laid out at its full size, so that an update can fade
/// it in there as SwiftUI's opacity transition does.
extension CellLayouter {
    /// Places `e` in `rect` (its frame, padding included); `proposal` is what its parent offered it.
    func placeSwiftUI(_ e: Element, in rect: Rect, proposal: ProposedSize, _ ctx: inout Context) {
        record(e, frame: rect, content: rect.size, visible: true, &ctx)
        guard e.stacking != nil else { return }
        let pad = e.padding
        let inner = Rect(
            x: rect.x + pad.left, y: rect.y + pad.top, width: max(0, rect.width - pad.left - pad.right),
            height: max(0, rect.height - pad.top - pad.bottom))
        var offered = ProposedSize(
            width: proposal.width.map { max(0, $0 - pad.left - pad.right) },
            height: proposal.height.map { max(0, $0 - pad.top - pad.bottom) })
        if let w = e.frameWidth { offered.width = w }
        if let h = e.frameHeight?.value(expanded: ctx.state.expanded) { offered.height = h }
        if let m = e.maxWidth, e.frameWidth == nil { offered.width = offered.width.map { min($0, m) } }
        placeStackChildren(e, inner: inner, offered: offered, &ctx)
    }

    func placeStackChildren(_ e: Element, inner: Rect, offered: ProposedSize, _ ctx: inout Context) {
        if e.direction == .layered { return placeLayers(e, inner: inner, offered: offered, &ctx) }
        let major: Axis = e.direction == .horizontal ? .horizontal : .vertical
        let kids = visibleChildren(e, ctx)
        let shares = stackShares(e, kids: kids, offered, ctx)
        let sizes = shares.map(\.size)
        let gaps = [0] + gaps(kids, e, ctx)
        let length = sizes.map { $0.along(major) }.reduce(0, +) + gaps.reduce(0, +)
        let across = sizes.map { $0.along(major == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        // The children as a block, placed in the frame: a vstack's by its alignment across and centred along;
        // an hstack's centred across the frame's width and by its alignment up and down.
        let block: Rect
        if major == .vertical {
            let x = aligned(e.align, start: inner.x, room: inner.width, size: across)
            block = Rect(x: x, y: inner.y + (inner.height - length) / 2, width: across, height: length)
        } else {
            let y = aligned(e.align, start: inner.y, room: inner.height, size: across)
            block = Rect(x: inner.x + (inner.width - length) / 2, y: y, width: length, height: across)
        }
        let crossOffer = major == .horizontal ? offered.height : offered.width
        var position = major == .vertical ? block.y : block.x
        var shown = 0
        for child in e.children {
            let childOffer: ProposedSize
            let size: Size
            if isVisible(child, ctx) {
                position += gaps[shown]
                size = sizes[shown]
                // Placed with the share it chose its size for, it shares its own space again the same way.
                childOffer = .on(major, shares[shown].offer, cross: crossOffer)
            } else {
                childOffer = .on(major, nil, cross: crossOffer)
                size = fit(child, childOffer, axis: major, ctx)
            }
            let rect: Rect
            if major == .vertical {
                let x = aligned(e.align, start: block.x, room: block.width, size: size.width)
                rect = Rect(x: x, y: position, width: size.width, height: size.height)
            } else {
                let y = aligned(e.align, start: block.y, room: block.height, size: size.height)
                rect = Rect(x: position, y: y, width: size.width, height: size.height)
            }
            placeSwiftUI(child, in: rect, proposal: childOffer, &ctx)
            if isVisible(child, ctx) {
                position += size.along(major)
                shown += 1
            } else {
                var collapsed = rect
                if major == .vertical { collapsed.height = 0 } else { collapsed.width = 0 }
                record(child, frame: collapsed, content: size, visible: false, &ctx)
            }
        }
    }

    /// Where a child of `size` starts in `room` from `start`: leading or top at the start, trailing or bottom at
    /// the end, else centred.
    func aligned(_ align: StackAlign?, start: Double, room: Double, size: Double) -> Double {
        switch align ?? .center {
        case .leading, .top, .fill: return start
        case .trailing, .bottom: return start + room - size
        case .center: return start + (room - size) / 2
        }
    }

    /// A ZStack's views, each offered the stack's proposal and placed in its frame by its alignment across,
    /// centred up and down; a hidden one waits there with no height.
    func placeLayers(_ e: Element, inner: Rect, offered: ProposedSize, _ ctx: inout Context) {
        for child in e.children {
            let size = fit(child, offered, axis: .vertical, ctx)
            let x = aligned(e.align, start: inner.x, room: inner.width, size: size.width)
            let rect = Rect(x: x, y: inner.y + (inner.height - size.height) / 2, width: size.width, height: size.height)
            placeSwiftUI(child, in: rect, proposal: offered, &ctx)
            if !isVisible(child, ctx) {
                var collapsed = rect
                collapsed.height = 0
                record(child, frame: collapsed, content: size, visible: false, &ctx)
            }
        }
    }
}
