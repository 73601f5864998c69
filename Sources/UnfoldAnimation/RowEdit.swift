import UnfoldModel

/// An `insert` or `delete` of one row: when it runs and how the row's content comes in or goes.
struct RowEdit: Sendable {
    var inserted: Bool
    var animation: RowAnimation
    var motion: Motion
    /// The row's full height, which its content keeps while the row's shown height moves.
    var fullHeight: Double

    /// How far the row is in: 0 → 1 for an insert, 1 → 0 for a delete.
    func presence(at t: Micros) -> Double {
        let c = motion.isDone(at: t) ? 1 : motion.curve.value(at: motion.progress(t))
        return inserted ? c : 1 - c
    }

    /// The content's alpha and offset from the row's top-left, for a row shown `height` tall at `t`.
    func look(at t: Micros, height: Double, width: Double) -> (alpha: Double, dx: Double, dy: Double) {
        let a = presence(at: t)
        switch animation.resolved {
        case .fade, .automatic: return (a, 0, 0)
        case .right: return (1, (1 - a) * width, 0)
        case .left: return (1, -(1 - a) * width, 0)
        // From behind the row above: the content hangs from the row's bottom edge and slides down with it.
        case .top: return (1, 0, height - fullHeight)
        // From behind the row below: the content stays and the row below uncovers it.
        case .bottom, .none: return (1, 0, 0)
        case .middle: return (1, 0, (height - fullHeight) / 2)
        }
    }
}

/// When a row is in the list: from load (or not) and at each insert or delete's end, which an outline's
/// expand and collapse make again and again.
struct RowLife: Sendable {
    /// Whether the row is in the list at load.
    var startsIn = true
    /// Whether it is in the list (true) or out of it, from each time on.
    var changes = Steps<Bool>()
    var edits: [RowEdit] = []
    /// A moved row's own y while it slides to its new place (each update during the move retargets it).
    var moves: [Motion] = []
    /// The moved row's height, which it keeps while its place in the list grows.
    var movingHeight = 0.0

    func contains(_ t: Micros) -> Bool {
        changes.value(at: t) ?? startsIn
    }

    /// Whether it is in the list once everything decided so far has happened.
    var inListAtEnd: Bool { changes.last?.value ?? startsIn }

    /// Comes in (true) or leaves at `t`; a change planned for later than `t` (a delete's end while the row is
    /// put back) no longer happens.
    mutating func change(at t: Micros, inList: Bool) {
        changes.removeSteps(from: t)
        changes.append(inList, at: t)
    }

    /// The moved row's y at `t`, while its move (or an update retargeting it) runs.
    func movingY(at t: Micros) -> Double? {
        guard let last = moves.last, !last.isDone(at: t) else { return nil }
        return moves.inEffect(at: t) { $0.t0 }?.value(0, at: t)
    }

    /// The edit running at `t`, if any.
    func edit(at t: Micros) -> RowEdit? {
        edits.last { $0.motion.t0 <= t && !$0.motion.isDone(at: t) }
    }
}

extension RowFrame {
    /// Applies an insert's or delete's look: its content fades or slides while the row's height moves.
    mutating func show(_ edit: RowEdit, at t: Micros) {
        let look = edit.look(at: t, height: height, width: width)
        alpha *= look.alpha
        for k in layers.indices {
            layers[k].alpha *= look.alpha
            for j in layers[k].elements.indices {
                layers[k].elements[j].frame.x += look.dx
                layers[k].elements[j].frame.y += look.dy
            }
        }
    }
}
