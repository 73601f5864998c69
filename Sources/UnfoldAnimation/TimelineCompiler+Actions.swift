import UnfoldModel

extension TimelineCompiler {
    func spec(for r: Int?) -> AnimationSpec {
        if let r, let a = scene.template(ofRow: r).animation { return a }
        return settings.animation
    }

    /// Applies one action at `t`, as the scene's rules say.
    mutating func apply(_ action: Action, at t: Micros) {
        if !sizing.heights.blocks.isEmpty && !keepsBlocks(action) { materialiseBlocks() }
        // With expansion in cells, an action on a row that has no cell (out of view) changes nothing.
        if cellMode, let r = action.row, table.cells.byRow[r] == nil, !action.isScroll, !action.isListEdit { return }
        // `reloadData()` clears the selection earlier taps made; a tap's own selection is kept (see tapRow).
        if settings.update == .reloadData, action.changesTheList, let p = table.model.selected {
            clearSelection(p, at: t)
        }
        switch action {
        case .tap(let r): tapRow(r, at: t)
        case .tapButton(let r, let e):
            let tap = scene.template(ofRow: r).flattened[e].tap!
            switch tap {
            case .toggle:
                setExpanded([(r, !table.model.expanded.contains(r))], at: t, acting: r, method: settings.update)
            case .expand: setExpanded([(r, true)], at: t, acting: r, method: settings.update)
            case .collapse: setExpanded([(r, false)], at: t, acting: r, method: settings.update)
            }
        case .expand(let r): setExpanded([(r, true)], at: t, acting: r, method: settings.update)
        case .collapse(let r): setExpanded([(r, false)], at: t, acting: r, method: settings.update)
        case .toggle(let r):
            setExpanded([(r, !table.model.expanded.contains(r))], at: t, acting: r, method: settings.update)
        case let .set(r, slot, value):
            guard state(of: r).slots[slot] != value else { return }
            table.model.slotEdits[r, default: [:]][slot] = value
            update(rows: [r], at: t, acting: r, method: settings.update, expanding: nil)
        case .longPress: break
        case let .insert(r, animation): insertRow(r, animation: animation, at: t)
        case let .delete(r, animation): deleteRow(r, animation: animation, at: t)
        case let .move(r, old): moveRow(r, from: old, at: t)
        case let .section(k, change): changeSection(k, change, at: t)
        case let .scrollTo(r, position, spec): scrollTo(r, position, at: t, spec: spec ?? settings.animation)
        case let .scrollBy(dy, spec):
            let target = min(max(0, scrolling.offset.destination + dy), maxTargetOffset())
            scrolling.offset.move(at: t, to: target, spec: spec ?? settings.animation)
            noteUpdate(from: t, end: t + (spec ?? settings.animation).duration)
        }
    }

    /// Deselects at once, as `reloadData()` does: the highlight drops with no animation.
    mutating func clearSelection(_ p: Int, at t: Micros) {
        table.model.selected = nil
        fadeHighlight(p, at: t, duration: .zero)
        table.selection.append(nil, at: t)
    }

    mutating func tapRow(_ r: Int, at t: Micros) {
        let previous = table.model.selected
        var changes: [(Int, Bool)] = []
        switch settings.select {
        case .none: return
        case .toggle:
            changes = [(r, !table.model.expanded.contains(r))]
            table.model.selected = r
        case .accordion:
            if table.model.expanded.contains(r) {
                changes = [(r, false)]
                table.model.selected = nil
            } else {
                changes = [(r, true)] + accordionSiblings(of: r).map { ($0, false) }
                table.model.selected = r
            }
        case .single:
            if table.model.selected == r { return }
            changes = [(r, true)]
            // An outline keeps the selected row's parents open.
            if let p = previous, !isAncestor(p, of: r) { changes.append((p, false)) }
            table.model.selected = r
        }
        // The update comes first, so that `reload-data` settling what is in flight does not cut the new highlight
        // short.
        setExpanded(changes, at: t, acting: r, method: settings.update)
        let d = spec(for: r).duration
        // A cell with selectionStyle none is selected like any other and never drawn highlighted; the row it
        // deselects still fades.
        let highlights = scene.template(ofRow: r).highlights
        switch settings.highlight {
        case .none: break
        case .flash: if highlights { addHighlight(r, at: t, from: 1, to: 0, duration: d) }
        case .stay:
            // reloadData() drops an earlier selection at once; the tap's own selection is kept.
            let drop = settings.update == .reloadData ? .zero : d
            if let p = previous, p != table.model.selected { fadeHighlight(p, at: t, duration: drop) }
            guard highlights else { break }
            if table.model.selected == r {
                addHighlight(r, at: t, from: 1, to: 1, duration: .zero)
            } else {
                fadeHighlight(r, at: t, duration: d)
            }
        }
        if table.model.selected != previous { table.selection.append(table.model.selected, at: t) }
    }

    mutating func addHighlight(_ r: Int, at t: Micros, from: Double, to: Double, duration: Micros) {
        var tr = takeTrack(r)
        tr.highlight.append(Motion(t0: t, duration: duration, curve: .linear, from: [from], to: [to], velocity: nil))
        setTrack(r, tr)
        // A highlight's fade runs, but its end is no rest of its own (the update it belongs to has one).
        noteUpdate(from: t, end: t + duration, event: false)
    }

    mutating func fadeHighlight(_ r: Int, at t: Micros, duration: Micros) {
        let tr = track(r)
        let now = tr.highlight(at: t)
        if now > 0 || tr.highlightTarget > 0 { addHighlight(r, at: t, from: now, to: 0, duration: duration) }
    }

    mutating func setExpanded(_ changes: [(Int, Bool)], at t: Micros, acting: Int, method: UpdateMethod) {
        var rows: [Int] = []
        var expanding: Int? = nil
        for (r, e) in changes where table.model.expanded.contains(r) != e && (!cellMode || table.cells.byRow[r] != nil)
        {
            if e {
                table.model.expanded.insert(r)
                if expanding == nil { expanding = r }
            } else {
                table.model.expanded.remove(r)
            }
            rows.append(r)
        }
        guard !rows.isEmpty else { return }
        update(rows: rows, at: t, acting: acting, method: method, expanding: expanding)
        if cellMode { storeInCells(rows) }
    }

    /// Notes something running from `t` to `end`: the scene lasts past it, and (for an `event`: an update, a
    /// scroll, a list edit, a long press) the first frame after it, with nothing else running, is at rest.
    mutating func noteUpdate(from t: Micros, end: Micros, event: Bool = true) {
        log.lastUpdateEnd = max(log.lastUpdateEnd, end)
        // A long-press tick's update is part of its press, whose end is the event.
        log.activities.append(Activity(start: t, end: end, isEvent: event && !log.inTick))
    }

    /// One table update: every changed row moves from what is shown at t to its new layout.
    mutating func update(rows: [Int], at t: Micros, acting: Int, method: UpdateMethod, expanding: Int?) {
        if !settings.heightCache { forgetHeights(at: t, keeping: rows) }
        let spec = spec(for: acting)
        let d = method == .reloadData ? .zero : spec.duration
        if method == .reloadData { settleEverything(at: t) }
        var end = t + d
        for r in rows {
            let newLayout = layout(r)
            var tr = takeTrack(r)
            sizing.measured[r] = newLayout
            let old = tr.targetLayout
            let from = tr.vector(at: t)
            let to = RowVector.encode(newLayout, height: newLayout.height, links: tr.links)
            let content = RowSegment.content(from: old, to: newLayout, template: scene.template(ofRow: r))
            var velocity: [Double]? = nil
            if spec.curve.spring != nil { velocity = tr.velocity(at: t) }
            let motion = Motion(t0: t, duration: d, curve: spec.curve, from: from, to: to, velocity: velocity)
            let crossfade = method == .reload ? old : nil
            let previous = RowVector.encode(old, height: tr.targetHeight, links: tr.links)
            let expanded = table.model.expanded.contains(r)
            var segment = RowSegment(
                motion: motion, layout: newLayout, content: content, crossfadeFrom: crossfade,
                expanded: expanded, lowerBounds: RowVector.lowerBounds(from: previous, to: to))
            // A reload crossfades the whole cell already; otherwise what a row shows per state changes as it turns.
            if method != .reload, expanded != tr.targetExpanded {
                segment.outgoing = RowSegment.changedContent(from: old, to: newLayout)
            }
            if let own = scene.template(ofRow: r).contentAnimation, method != .reloadData {
                segment.contentMotion = Motion(
                    t0: t, duration: own.duration, curve: own.curve, from: from, to: to, velocity: nil)
                end = max(end, t + own.duration)
            }
            tr.segments.append(segment)
            setTrack(r, tr)
        }
        for r in rows where scene.rows.hasChildren(r) { turnDisclosure(r, at: t, duration: d, curve: spec.curve) }
        showOrHideChildren(of: rows, at: t, spec: AnimationSpec(duration: d, curve: spec.curve))
        // A cell's own content animation may outlast the rows' update: the update ends when both have.
        noteUpdate(from: t, end: end)
        retargetMoves(at: t, spec: AnimationSpec(duration: d, curve: spec.curve))
        adjustOffset(at: t, spec: AnimationSpec(duration: d, curve: spec.curve), expanding: expanding)
    }

    /// `height-cache off`: the rows outside [offset − H, offset + 2H) go back to their estimates at once, and
    /// the offset is not corrected, so the visible rows jump by what the rows above the range had measured
    /// beyond their estimates. They are measured again when they come back, as any unmeasured row is.
    mutating func forgetHeights(at t: Micros, keeping updated: [Int]) {
        guard settings.estimatedRowHeight != .measureAll else { return }
        let top = scrolling.offset.value(at: t)
        let kept = shownGeometry(at: t).rows(in: top - H, top + 2 * H)
        for (r, layout) in sizing.measured.sorted(by: { $0.key < $1.key })
        where !kept.contains(r) && !updated.contains(r) && table.list.lives[r] == nil {
            let estimate = estimate(template: scene.rows.template(of: r), expanded: table.model.expanded.contains(r))
            // The track is made while the row still has its layout, so frames before t keep showing it.
            var tr = takeTrack(r)
            sizing.measured[r] = nil
            let to = RowVector.encode(layout, height: estimate, links: tr.links)
            tr.segments.append(
                RowSegment(
                    motion: Motion(t0: t, duration: .zero, curve: .linear, from: [], to: to, velocity: nil),
                    layout: layout,
                    content: layout.elements, crossfadeFrom: nil, expanded: table.model.expanded.contains(r)))
            setTrack(r, tr)
        }
    }

    /// `reload-data`: every value in flight jumps to its target.
    mutating func settleEverything(at t: Micros) {
        // In row order, as before: each row is settled on its own, so the order only keeps runs alike.
        for r in sizing.heights.inFlight.sorted() {
            sizing.heights.inFlight.remove(r)
            var tr = sizing.heights.take(r)!
            if let s = tr.segments.last, !s.motion.isDone(at: t) {
                var jump = s
                jump.motion = Motion(
                    t0: t, duration: .zero, curve: .linear, from: s.motion.to, to: s.motion.to, velocity: nil)
                jump.crossfadeFrom = nil
                tr.segments.append(jump)
            }
            if let h = tr.highlight.last, !h.isDone(at: t) {
                tr.highlight.append(Motion(t0: t, duration: .zero, curve: .linear, from: h.to, to: h.to, velocity: nil))
            }
            sizing.heights.replace(r, tr)
        }
        if let m = scrolling.offset.motions.last, !m.isDone(at: t) {
            scrolling.offset.move(
                at: t, to: scrolling.offset.destination, spec: AnimationSpec(duration: .zero, curve: .linear))
        }
    }

    /// Clamps the offset when content shrinks, and scrolls an expanding row into view, in the same update.
    mutating func adjustOffset(at t: Micros, spec: AnimationSpec, expanding: Int?) {
        let maxOffset = maxTargetOffset()
        let current = scrolling.offset.destination
        var target = current
        if let r = expanding, settings.scrollOnExpand != .none {
            let geometry = targetGeometry()
            let y = geometry.y(of: r)
            // An outline parent is shown with the children it brings in, as one block.
            let last = scene.rows.subtreeEnd(of: r) - 1
            let h = geometry.y(of: last) + targetHeight(last) - y
            if settings.scrollOnExpand == .top {
                target = y
            } else if y < current || h > H {
                target = y
            } else if y + h > current + H {
                target = y + h - H
            }
        }
        target = min(max(0, target), maxOffset)
        if target != current || scrolling.offset.value(at: t) > maxOffset {
            scrolling.offset.move(at: t, to: target, spec: spec)
        }
    }

    /// Where the offset must be for row r to sit at `position`, clamped, in the given geometry.
    func scrollTarget(_ r: Int, _ position: ScrollPosition, in geometry: RowGeometry) -> Double {
        let y = geometry.y(of: r)
        let h = geometry.height(r)
        let raw: Double
        switch position {
        case .top: raw = y
        case .middle: raw = y + h / 2 - H / 2
        case .bottom: raw = y + h - H
        }
        let maxOffset = max(0, geometry.end + metrics.bottomPadding - H)
        return min(max(0, raw), maxOffset)
    }

    /// A `scroll to` heads for where its row is now: only the rows around its estimated destination are
    /// measured at the start, and `followScroll` recomputes the destination in every frame of the walk,
    /// so its cost does not grow with the distance.
    mutating func scrollTo(_ r: Int, _ position: ScrollPosition, at t: Micros, spec: AnimationSpec) {
        let viewportTop = scrolling.offset.value(at: t)
        for _ in 0..<8 {
            let before = sizing.measured.count
            let estimated = scrollTarget(r, position, in: targetGeometry())
            measureRows(in: estimated - H, estimated + 2 * H, at: t, viewportTop: viewportTop)
            if sizing.measured.count == before { break }
        }
        scrolling.offset.move(at: t, to: scrollTarget(r, position, in: targetGeometry()), spec: spec)
        scrolling.activeScroll = ActiveScroll(row: r, position: position, motion: scrolling.offset.motions.count - 1)
        noteUpdate(from: t, end: t + spec.duration)
    }

    /// Recomputes the running `scroll to`'s destination from the heights known at `t`.
    mutating func followScroll(at t: Micros) {
        guard let scroll = scrolling.activeScroll else { return }
        guard scroll.motion == scrolling.offset.motions.count - 1 else {
            // Another scroll or clamp took over the offset.
            scrolling.activeScroll = nil
            return
        }
        let destination = scrollTarget(scroll.row, scroll.position, in: shownGeometry(at: t))
        if abs(destination - scrolling.offset.destination) > 1e-9 { scrolling.offset.retarget(at: t, to: destination) }
        if scrolling.offset.motions[scroll.motion].isDone(at: t) { scrolling.activeScroll = nil }
    }

    /// A long-press tick: grows the row by STEP while the new height stays below LIMIT. Returns false to stop.
    mutating func tick(_ r: Int, at t: Micros) -> Bool {
        let lp = scene.template(ofRow: r).longPress!
        let current = targetHeight(r)
        guard current + lp.step < lp.limit else { return false }
        if !sizing.heights.blocks.isEmpty { materialiseBlocks() }
        table.model.growth[r, default: 0] += lp.step
        log.inTick = true
        update(rows: [r], at: t, acting: r, method: .batch, expanding: nil)
        log.inTick = false
        return true
    }
}
