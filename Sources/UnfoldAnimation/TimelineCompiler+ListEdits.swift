import UnfoldModel
import UnfoldLayout

/// `insert` and `delete`: every row that ever exists has its place in the list from load; a row inserted
/// later has height 0 and is not shown until its insert, and a deleted row goes to height 0 and leaves the
/// list when its update ends. So the rows below move by exactly what the edited row's height does.
extension TimelineCompiler {
    func isInList(_ r: Int, at t: Micros) -> Bool {
        sizing.heights.blocks.isInList(r, at: t) ?? table.list.isInList(r, at: t)
    }

    mutating func insertRow(_ r: Int, animation: RowAnimation, at t: Micros) {
        table.list.notYetInserted.remove(r)
        // Under a collapsed parent or in a collapsed section the row is in the data, not on screen: it shows
        // when its parent or section expands.
        guard isShownByOutline(r) else { return }
        if !settings.heightCache { forgetHeights(at: t, keeping: [r]) }
        insert(r, animation: animation, at: t, spec: settings.animation, from: 0)
        finishEdit(at: t, spec: settings.animation)
    }

    /// Puts row r in the list at `t`, growing from `fromHeight` (nil: what is shown, for a row put back while
    /// it leaves) to its height.
    mutating func insert(_ r: Int, animation: RowAnimation, at t: Micros, spec: AnimationSpec, from fromHeight: Double?)
    {
        let layout = layout(r)
        sizing.measured[r] = layout
        let motion = animateHeight(r, layout: layout, from: fromHeight, to: layout.height, at: t, spec: spec)
        var life = life(of: r)
        life.change(at: t, inList: true)
        life.edits.append(RowEdit(inserted: true, animation: animation, motion: motion, fullHeight: layout.height))
        table.list.lives[r] = life
    }

    mutating func deleteRow(_ r: Int, animation: RowAnimation, at t: Micros) {
        if !settings.heightCache { forgetHeights(at: t, keeping: [r]) }
        // A parent goes with its children, shown or not.
        let end = scene.rows.subtreeEnd(of: r)
        for d in r..<end where !table.list.gone.contains(d) {
            table.list.gone.insert(d)
            if isInListAtEnd(d) { remove(d, animation: animation, at: t, spec: settings.animation) }
        }
        finishEdit(at: t, spec: settings.animation)
    }

    /// Takes row r out of the list: its height goes to 0 over the update, and it leaves when that ends.
    mutating func remove(_ r: Int, animation: RowAnimation, at t: Micros, spec: AnimationSpec) {
        if table.model.selected == r { clearSelection(r, at: t) }
        let layout = track(r).targetLayout ?? self.layout(r)
        let motion = animateHeight(r, layout: layout, from: nil, to: 0, at: t, spec: spec)
        var life = life(of: r)
        life.change(at: t + spec.duration, inList: false)
        life.edits.append(RowEdit(inserted: false, animation: animation, motion: motion, fullHeight: layout.height))
        table.list.lives[r] = life
    }

    /// Whether row r is in the list once everything decided so far has happened. A block's row is asked of its
    /// block's last phase: building its whole life would cost a step per phase, for every row of a big update.
    func isInListAtEnd(_ r: Int) -> Bool {
        if sizing.heights.blocks.isEmpty || table.list.lives[r] != nil { return table.list.life(of: r).inListAtEnd }
        return sizing.heights.blocks.find(r)?.block.last.inserted ?? table.list.life(of: r).inListAtEnd
    }

    /// The row's life so far; a row of a block has the life its block gives it (without its edit, which only the
    /// row's own track makes).
    func life(of r: Int) -> RowLife {
        if sizing.heights.blocks.isEmpty || table.list.lives[r] != nil { return table.list.life(of: r) }
        return sizing.heights.blocks.find(r)?.block.life(of: nil) ?? table.list.life(of: r)
    }

    /// Moves row r's height from `fromHeight` (nil: from what is shown at t, keeping a spring's velocity) to
    /// `toHeight` along the update's curve, showing `layout`'s elements.
    @discardableResult
    mutating func animateHeight(
        _ r: Int, layout: CellLayout, from fromHeight: Double?, to toHeight: Double, at t: Micros, spec: AnimationSpec
    ) -> Motion {
        var tr = takeTrack(r)
        let from = fromHeight.map { RowVector.encode(layout, height: $0, links: tr.links) } ?? tr.vector(at: t)
        let to = RowVector.encode(layout, height: toHeight, links: tr.links)
        var velocity: [Double]? = nil
        if spec.curve.spring != nil, fromHeight == nil { velocity = tr.velocity(at: t) }
        let motion = Motion(
            t0: t, duration: spec.duration, curve: spec.curve, from: from, to: to, velocity: velocity)
        tr.segments.append(
            RowSegment(
                motion: motion, layout: layout, content: layout.elements, crossfadeFrom: nil,
                expanded: table.model.expanded.contains(r)))
        setTrack(r, tr)
        return motion
    }

    /// What every edit ends with: its end noted, running moves retargeted, the offset clamped.
    mutating func finishEdit(at t: Micros, spec: AnimationSpec, moving: Int? = nil) {
        noteUpdate(from: t, end: t + spec.duration)
        retargetMoves(at: t, spec: spec, except: moving)
        adjustOffset(at: t, spec: spec, expanding: nil)
    }
}

extension TimelineCompiler {
    /// `move`: the row's old place shrinks to 0 while its new place grows to its height, both on the
    /// update's curve, so every row between moves by the row's height along the curve; the row itself is
    /// drawn at y = from + (to − from) · c(p) over them. Its state goes with it (it is keyed by id).
    mutating func moveRow(_ r: Int, from old: Int, at t: Micros) {
        table.list.notYetInserted.remove(r)
        guard r != old else { return }
        if !settings.heightCache { forgetHeights(at: t, keeping: [old, r]) }
        let spec = settings.animation
        let fromY = shownY(of: old, at: t)
        carryState(from: old, to: r, at: t)
        // The old place empties and leaves the list at once (it is never drawn again).
        animateHeight(old, layout: track(old).targetLayout ?? layout(old), from: nil, to: 0, at: t, spec: spec)
        var oldLife = life(of: old)
        oldLife.change(at: t, inList: false)
        table.list.lives[old] = oldLife
        // The new place fills.
        let layout = layout(r)
        sizing.measured[r] = layout
        animateHeight(r, layout: layout, from: 0, to: layout.height, at: t, spec: spec)
        var life = life(of: r)
        life.change(at: t, inList: true)
        life.movingHeight = layout.height
        let toY = targetGeometry().y(of: r)
        life.moves.append(
            Motion(t0: t, duration: spec.duration, curve: spec.curve, from: [fromY], to: [toY], velocity: nil))
        table.list.lives[r] = life
        finishEdit(at: t, spec: spec, moving: r)
    }

    /// Where row r is drawn at t: its own y while it moves, else its place's.
    mutating func shownY(of r: Int, at t: Micros) -> Double {
        table.list.lives[r]?.movingY(at: t) ?? shownGeometry(at: t).y(of: r)
    }

    /// Expansion, edits, growth and selection belong to the row's id, so they follow it to its new place.
    mutating func carryState(from old: Int, to r: Int, at t: Micros) {
        if table.model.expanded.remove(old) != nil { table.model.expanded.insert(r) }
        table.model.slotEdits[r] = table.model.slotEdits.removeValue(forKey: old)
        table.model.growth[r] = table.model.growth.removeValue(forKey: old)
        if table.model.selected == old {
            table.model.selected = r
            table.selection.append(r, at: t)
            let h = track(old).highlight(at: t)
            if h > 0 || track(old).highlightTarget > 0 {
                addHighlight(r, at: t, from: h, to: track(old).highlightTarget, duration: .zero)
            }
        }
        if cellMode, let cell = table.cells.byRow.removeValue(forKey: old) {
            table.cells.byRow[r] = cell
            table.cells.history[old, default: Steps()].append(nil, at: t)
            table.cells.history[r, default: Steps()].append(cell, at: t)
        }
    }

    /// An update that starts during a move retargets the moving rows: from where they are shown now to their
    /// place with every height at its target, on the new update's curve.
    mutating func retargetMoves(at t: Micros, spec: AnimationSpec, except skipped: Int? = nil) {
        for (r, life) in table.list.lives where r != skipped && life.movingY(at: t) != nil {
            var l = life
            let y = life.movingY(at: t)!
            let to = targetGeometry().y(of: r)
            // It never ends before the move would have: until then its place is still growing, and ending
            // earlier would drop the row onto a place that is not there yet.
            let running = life.moves.last!
            let duration = max(spec.duration, running.t0 + running.duration - t)
            l.moves.append(Motion(t0: t, duration: duration, curve: spec.curve, from: [y], to: [to], velocity: nil))
            table.list.lives[r] = l
        }
    }
}
