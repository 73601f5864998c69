import UnfoldModel
import UnfoldLayout

extension Timeline {
    /// The scene at frame `i`: computed from the compiled timeline alone, so frames can be made in any order.
    package func state(frame i: Int) -> FrameState { state(atMicros: time(ofFrame: i), index: i) }

    /// Frame `i` as drawn: its rows of no height are left out, since they draw nothing inside their clip (see
    /// `DisplayList.commands`). The frame an update inserting a million rows starts at lists every one of them at
    /// height 0, and drawing it made the state of each.
    package func drawnState(frame i: Int) -> FrameState {
        state(atMicros: time(ofFrame: i), index: i, drawnOnly: true)
    }

    /// The state shown at `seconds` (the frame at or before it).
    package func state(at seconds: Double) -> FrameState { state(frame: frameIndex(at: seconds)) }

    func state(atMicros t: Micros, index: Int, drawnOnly: Bool = false) -> FrameState {
        let geometry = geometry(at: t)
        let content = geometry.end + metrics.bottomPadding
        let (scrolled, off, bottom) = span(at: t)
        let selectedRow = selected(at: t)
        let listed = listedRows(in: geometry, from: off, to: bottom, at: t)
        // Where each frame is in the full list (the listed rows, then the moving ones).
        var places = drawnOnly ? listed.indices.filter { listed[$0].height != 0 } : Array(listed.indices)
        // A frame an update of a million rows starts at lists every one of them: their states are made on every
        // core.
        var frames = ConcurrentMap.map(places.count) { k in
            let row = listed[places[k]]
            return rowFrame(row.row, y: row.y, height: row.height, at: t, selected: selectedRow)
        }
        // A moving row slides over the others, so it is drawn last.
        var moving = 0
        for r in self.rows.moving {
            guard let life = self.rows.life(r), let y = life.movingY(at: t), life.contains(t) else { continue }
            let h = life.movingHeight
            guard y < bottom && y + h > off else { continue }
            var frame = rowFrame(r, y: y, height: h, at: t, selected: selectedRow)
            frame.isMoving = true
            frames.append(frame)
            places.append(listed.count + moving)
            moving += 1
        }
        // UIKit hides the separators next to a highlighted row: the next in the full list, even one left out.
        let count = listed.count + moving
        for k in frames.indices {
            let next = places[k] + 1
            let below =
                next >= count
                ? highlight(of: frames[k].row + 1, at: t)
                : k + 1 < frames.count && places[k + 1] == next
                    ? frames[k + 1].highlight : rowHighlight(listed[next].row, at: t)
            frames[k].separatorAlpha = 1 - max(frames[k].highlight, below)
            // A row whose cell hides its separators (SwiftUI's `listRowSeparator(.hidden)`, both edges) hides the one
            // above it too.
            if next < listed.count, scene.template(ofRow: listed[next].row).hidesSeparator {
                frames[k].separatorAlpha = 0
            }
        }
        var headers: [HeaderFrame] = []
        for (k, s) in scene.sections.enumerated() {
            // A written untitled section that keeps a header's place (`look ios18`) has version 5's empty header.
            let keeps = metrics.untitledKeepsHeaderPlace && s.isWritten
            guard let title = s.title ?? (keeps ? "" : nil) else { continue }
            let hy = geometry.y(of: s.firstRow) - leadsBelow[k] - metrics.headerHeight
            if hy < bottom && hy + metrics.headerHeight > off {
                var header = HeaderFrame(title: title, y: hy, height: metrics.headerHeight)
                if s.collapsible {
                    let turn = SectionTurn.value(sectionTurns[k], startsCollapsed: s.startsCollapsed, at: t)
                    header.chevron = scene.settings.direction == .rtl ? -turn : turn
                }
                headers.append(header)
            }
        }
        var state = FrameState(
            index: index, time: t.seconds, contentOffset: off, contentHeight: content, rows: frames,
            headers: headers,
            scrollIndicator: scrollIndicator(frame: index, contentHeight: content),
            bars: scene.settings.bars(scrolled: scrolled))
        state.footers = footers(in: geometry, from: off, to: bottom)
        return state
    }

    /// The footers between content y `off` and `bottom`: each starts where its section's rows end, which is where
    /// the next section's lead starts, or the rows' end after the last section.
    func footers(in geometry: RowGeometry, from off: Double, to bottom: Double) -> [FooterFrame] {
        var out: [FooterFrame] = []
        for (k, s) in scene.sections.enumerated() where s.footerHeight > 0 {
            let y: Double
            if k + 1 < scene.sections.count {
                let next = scene.sections[k + 1]
                y = geometry.y(of: next.firstRow) - leadsBelow[k + 1] - metrics.lead(of: next)
            } else {
                y = geometry.end
            }
            if y < bottom && y + s.footerHeight > off, let words = s.footer {
                out.append(FooterFrame(text: words, y: y, height: s.footerHeight))
            }
        }
        return out
    }

    /// The scroll offset at `t`, and the content y of the canvas's top and bottom edges.
    func span(at t: Micros) -> (scrolled: Double, top: Double, bottom: Double) {
        // Targets are clamped when they are set; while content shrinks, the clamp moves with the update.
        let scrolled = max(0, offset.value(at: t))
        // What shows is the whole canvas: content scrolls on under the bars. UIKit's contentOffset is the content
        // y at the canvas's top, minus the adjusted top inset at rest.
        let off = scrolled - scene.settings.adjustedTopInset
        return (scrolled, off, off + scene.settings.height)
    }

    /// The rows listed at `t` between content y `off` and `bottom`, in row order, with their tops and shown
    /// heights. The contract's rule: a row is listed when y < offset + H and y + height > offset. A moving row
    /// is not among them: it is drawn over the others.
    func listedRows(in geometry: RowGeometry, from off: Double, to bottom: Double, at t: Micros) -> [(
        row: Int, y: Double, height: Double
    )] {
        var listed: [(row: Int, y: Double, height: Double)] = []
        var k = geometry.firstRow(below: off)
        while k < scene.rows.count {
            if !self.rows.hasLife(k), let hidden = hiddenAtLoad.range(containing: k) {
                k = nextLivingRow(from: k, before: hidden.upperBound)
                continue
            }
            // Rows that left for good take no room and are not listed; nor are a block's rows while out.
            if let end = self.rows.endOfGoneRun(at: k, time: t) ?? self.rows.blocks.endOfRunOut(at: k, time: t) {
                k = end
                continue
            }
            let y = geometry.y(of: k)
            if y >= bottom { break }
            let h = height(of: k, at: t)
            if y + h > off, inList(k, at: t), self.rows.life(k)?.movingY(at: t) == nil {
                listed.append((k, y, h))
            }
            k += 1
        }
        return listed
    }

    /// Every row of a block that some frame lists, ascending: the rows whose layouts frames draw.
    func blockRowsShown() -> [Int] {
        // A flag per row, not a set: a frame that starts an update of a million rows lists every one of them.
        var shown: [Bool] = []
        let start = rows.blocks.all.map(\.phases[0].clock.t0).min() ?? .distantFuture
        for i in 0..<frameCount where time(ofFrame: i) >= start {
            let t = time(ofFrame: i)
            let (_, off, bottom) = span(at: t)
            let listed = listedRows(in: geometry(at: t), from: off, to: bottom, at: t)
            for row in listed where rows.blocks.contains(row.row) {
                if shown.isEmpty { shown = Array(repeating: false, count: scene.rows.count) }
                shown[row.row] = true
            }
        }
        return shown.indices.filter { shown[$0] }
    }

    /// Whether row r is in the list at `t` (rows the timeline inserts later or deleted are not). Only edited
    /// rows can be out, so a walk over the rows next to one stops at the first row that never was edited.
    func inList(_ r: Int, at t: Micros) -> Bool {
        rows.life(r)?.contains(t) ?? rows.blocks.isInList(r, at: t) ?? !hiddenAtLoad.contains(r)
    }

    /// The first row from `k` on that has a life of its own or belongs to a block, else `end`: the rows between
    /// are hidden from load to the end, so a walk skips a collapsed million at once.
    func nextLivingRow(from k: Int, before end: Int) -> Int {
        let living = rows.living
        let i = living.partitioningIndex { $0 >= k }
        let next = min(i < living.count ? living[i] : end, rows.blocks.firstRow(from: k) ?? end)
        return min(next, end)
    }

    /// A block's row r as its own timeline at `t`: the segment and edit of the phase in effect, as the update
    /// made them, with the layout frames show (the phases before it have ended, and a frame reads only the one
    /// in effect). Nil for any other row.
    func blockTimeline(_ r: Int, at t: Micros) -> RowTimeline? {
        guard let (k, index) = rows.blocks.locate(r) else { return nil }
        let block = rows.blocks.all[k]
        // A row no frame shows after its update began draws what it was measured with, if anything.
        guard let layout = rows.blockLayout(block: k, index: index) else {
            return RowTimeline(track: nil, layout: rows.measuredLayout(r), life: nil, cells: nil)
        }
        let only = block.phaseIndex(at: t).map { $0..<$0 + 1 } ?? 0..<0
        let track = block.track(
            r, index: index, layout: layout, before: rows.measuredLayout(r), links: scene.template(ofRow: r).links,
            startsExpanded: scene.rows.startsExpanded(r), only: only)
        return RowTimeline(track: track, layout: nil, life: block.life(of: track, only: only), cells: nil)
    }

    /// The highlight `rowFrame` gives row r at `t`.
    func rowHighlight(_ r: Int, at t: Micros) -> Double {
        (blockTimeline(r, at: t) ?? rows[r])?.track?.highlight(at: t) ?? 0
    }

    /// A row's highlight at `t` (0 past the last row).
    func highlight(of r: Int, at t: Micros) -> Double {
        r < scene.rows.count ? rows.track(r)?.highlight(at: t) ?? 0 : 0
    }

    func selected(at t: Micros) -> Int? {
        selection.value(at: t) ?? nil
    }

    func rowFrame(_ r: Int, y: Double, height h: Double, at t: Micros, selected: Int?) -> RowFrame {
        var frame = rowContentFrame(r, y: y, height: h, at: t, selected: selected)
        placeAccessories(&frame, at: t, selected: selected)
        return frame
    }

    /// The row and its content, without accessories.
    func rowContentFrame(_ r: Int, y: Double, height h: Double, at t: Micros, selected: Int?) -> RowFrame {
        let sectionIndex = scene.rows.section(of: r)
        let section = scene.sections[sectionIndex]
        let nextSectionStart =
            sectionIndex + 1 < scene.sections.count ? scene.sections[sectionIndex + 1].firstRow : scene.rows.count
        var frame = RowFrame(
            row: r, id: scene.rows.id(of: r), x: rowX, y: y, width: rowWidth, height: h,
            expanded: scene.rows.startsExpanded(r),
            selected: scene.settings.highlight == .stay && selected == r, highlight: 0, layers: [],
            isFirstInSection: noRowInList(section.firstRow..<r, at: t),
            isLastInSection: noRowInList(r + 1..<nextSectionStart, at: t))
        frame.level = scene.rows.level(of: r)
        frame.parent = scene.rows.parentID(of: r)
        let timeline = blockTimeline(r, at: t) ?? rows[r]
        if let history = timeline?.cells {
            frame.cell = history.value(at: t) ?? nil
        }
        guard let track = timeline?.track else {
            if let l = timeline?.layout {
                frame.layers = [ContentLayer(alpha: 1, elements: Self.presentations(l.elements))]
            }
            return frame
        }
        frame.highlight = track.highlight(at: t)
        guard let si = track.segmentIndex(at: t) else {
            frame.expanded = track.initialExpanded
            if let l = track.initialLayout {
                frame.layers = [ContentLayer(alpha: 1, elements: Self.presentations(l.elements))]
            }
            return frame
        }
        let seg = track.segments[si]
        frame.expanded = seg.expanded
        if let old = seg.crossfadeFrom, !seg.motion.isDone(at: t) {
            let c = seg.motion.curve.value(at: seg.motion.progress(t))
            frame.layers = [
                ContentLayer(alpha: 1 - c, elements: Self.presentations(old.elements)),
                ContentLayer(alpha: c, elements: Self.presentations(seg.layout.elements))
            ]
            return frame
        }
        // The elements follow the cell's content animation when it has one; the row's height, the update's.
        let v = seg.contentMotion?.values(at: t) ?? seg.motion.values(at: t)
        let frames = RowVector.frames(v, lowerBounds: seg.lowerBounds, links: track.links)
        var elements: [ElementPresentation] = []
        var channel = RowVector.firstChannel(links: track.links, elements: seg.content.count)
        for (j, e) in seg.content.enumerated() {
            let alpha = min(1, max(0, v[RowVector.index(track.links[j], .alpha)]))
            let channels = Array(v[channel..<channel + e.channels.count])
            channel += e.channels.count
            elements.append(
                ElementPresentation(
                    index: j, frame: frames[j], alpha: alpha, rotation: RowVector.rotation(v, track.links[j]),
                    content: e.content, lines: e.lines, contentSize: e.contentSize,
                    tint: e.tint, backgroundTint: e.backgroundTint, textLines: e.textLines, channels: channels))
        }
        if !seg.outgoing.isEmpty, !seg.motion.isDone(at: t) {
            let written = scene.template(ofRow: r).flattened
            elements = Self.changing(elements, from: seg.outgoing, motion: seg.motion, at: t, written: written)
        }
        frame.layers = [ContentLayer(alpha: 1, elements: elements)]
        if let edit = timeline?.life?.edit(at: t) { frame.show(edit, at: t) }
        return frame
    }

    /// Whether every row of `range` is out of the list at `t`, skipping the runs hidden since load.
    func noRowInList(_ range: Range<Int>, at t: Micros) -> Bool {
        var k = range.lowerBound
        while k < range.upperBound {
            if !rows.hasLife(k), let hidden = hiddenAtLoad.range(containing: k) {
                k = nextLivingRow(from: k, before: hidden.upperBound)
                continue
            }
            if let end = rows.blocks.endOfRunOut(at: k, time: t) {
                k = end
                continue
            }
            if inList(k, at: t) { return false }
            k += 1
        }
        return true
    }

    /// A layout shown as it is: hidden elements at their collapsed frames, with alpha 0.
    static func presentations(_ elements: [ElementLayout]) -> [ElementPresentation] {
        elements.enumerated().map { j, e in
            ElementPresentation(
                index: j, frame: e.frame, alpha: e.visible ? e.opacity : 0, rotation: e.rotation, content: e.content,
                lines: e.lines, contentSize: e.contentSize, tint: e.tint, backgroundTint: e.backgroundTint,
                textLines: e.textLines, channels: e.channels)
        }
    }
}

extension Timeline {
    /// The row's accessories at `t`: from the trailing edge inwards, centred on the row's shown height; an
    /// outline disclosure turned by its expansion, a checkmark only while the row is selected or expanded.
    func placeAccessories(_ frame: inout RowFrame, at t: Micros, selected: Int?) {
        let parts = scene.rowAccessories(frame.row)
        guard !parts.isEmpty else { return }
        let rtl = scene.settings.direction == .rtl
        var trailing = frame.width - AccessoryMetrics.margin
        var placed: [AccessoryPresentation] = []
        for part in parts.reversed() {
            let size = part.size
            var rect = Rect(x: trailing - size, y: (frame.height - size) / 2, width: size, height: size)
            if rtl { rect.x = frame.width - rect.maxX }
            trailing -= size + AccessoryMetrics.spacing
            var alpha = frame.alpha
            var rotation = 0.0
            switch part {
            case .checkmark: alpha *= selected == frame.row || frame.expanded ? 1 : 0
            case .outline:
                let turn =
                    rows.track(frame.row)?.disclosureTurn(at: t) ?? (scene.rows.startsExpanded(frame.row) ? 90 : 0)
                // A mirrored chevron points left; it turns the other way to point down.
                rotation = rtl ? -turn : turn
            case .disclosure, .detail: break
            }
            placed.append(AccessoryPresentation(part: part, frame: rect, alpha: alpha, rotation: rotation))
        }
        frame.accessories = placed.reversed()
    }
}
