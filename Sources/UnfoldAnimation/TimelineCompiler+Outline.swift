import UnfoldModel
import UnfoldLayout

/// Outline rows and collapsible sections: expanding a parent is the inserts of the children it shows, and
/// collapsing it the deletes of every shown descendant, in the update that changes the parent itself, as
/// `NSDiffableDataSourceSectionSnapshot.expand`/`collapse` animate.
extension TimelineCompiler {
    /// The rows of `range` the walk may measure: a block's rows never are (see `RowBlock`).
    func listedCandidates(_ range: Range<Int>) -> [Int] {
        guard !sizing.heights.blocks.isEmpty else { return table.list.listedCandidates(range) }
        return sizing.heights.blocks.pieces(outside: range).flatMap { table.list.listedCandidates($0) }
    }

    /// Whether row r is shown once the updates so far are done: its section is expanded, and so is every
    /// row above it in its outline.
    func isShownByOutline(_ r: Int) -> Bool {
        // A row the timeline has not inserted yet is not there to show.
        guard !table.list.gone.contains(r), !table.list.notYetInserted.contains(r),
            !table.list.collapsedSections.contains(scene.rows.section(of: r))
        else { return false }
        var row = r
        while let p = scene.rows.parent(of: row) {
            guard table.model.expanded.contains(p) else { return false }
            row = p
        }
        return true
    }

    /// After an update changed parents' expansion: the children each one shows come in, or every shown
    /// descendant goes, on the update's curve.
    mutating func showOrHideChildren(of rows: [Int], at t: Micros, spec: AnimationSpec) {
        for p in rows where scene.rows.hasChildren(p) {
            if table.model.expanded.contains(p) && isShownByOutline(p) {
                reveal(p + 1..<scene.rows.subtreeEnd(of: p), at: t, spec: spec)
            } else {
                conceal(p + 1..<scene.rows.subtreeEnd(of: p), at: t, spec: spec)
            }
        }
    }

    /// Puts back the rows of `range` that the outline shows, skipping the subtrees of collapsed parents (a
    /// hidden child keeps its own expansion, so an expanded one brings its children back too).
    mutating func reveal(_ range: Range<Int>, at t: Micros, spec: AnimationSpec) {
        // The rows that come in, in row order; inserting one changes nothing that decides another.
        var coming: [Int] = []
        var r = range.lowerBound
        while r < range.upperBound {
            guard isShownByOutline(r) else {
                r = scene.rows.subtreeEnd(of: r)
                continue
            }
            if !isInListAtEnd(r) { coming.append(r) }
            r = table.model.expanded.contains(r) ? r + 1 : scene.rows.subtreeEnd(of: r)
        }
        if sizing.heights.blocks.overlaps(range) {
            if extendBlock(with: coming, at: t, spec: spec) { return }
            materialiseBlocks()
        }
        // Rows hidden since load and touched by nothing come in as one block.
        // A loop, not a closure: a closure reading the compiler copied all of it for each row.
        var block: [Int] = []
        var others: [Int] = []
        for r in coming {
            if isUntouched(r) && table.list.hiddenAtLoad.contains(r) && !isInList(r, at: t) {
                block.append(r)
            } else {
                others.append(r)
            }
        }
        let oneByOne = moveAsBlock(block, others: others, all: coming, inserted: true, range: range, at: t, spec: spec)
        for r in oneByOne {
            insert(r, animation: .fade, at: t, spec: spec, from: isInList(r, at: t) ? nil : 0)
        }
    }

    /// Takes the shown rows of `range` out of the list.
    mutating func conceal(_ range: Range<Int>, at t: Micros, spec: AnimationSpec) {
        let going = range.filter { isInListAtEnd($0) }
        if sizing.heights.blocks.overlaps(range) {
            if extendBlock(with: going, at: t, spec: spec) { return }
            // A block's rows are decided as before once they have their own tracks: their lives are the same.
            materialiseBlocks()
        }
        // Rows touched by nothing since load leave as one block.
        var block: [Int] = []
        var others: [Int] = []
        for r in going {
            if isUntouched(r) { block.append(r) } else { others.append(r) }
        }
        let oneByOne = moveAsBlock(block, others: others, all: going, inserted: false, range: range, at: t, spec: spec)
        for r in oneByOne {
            remove(r, animation: .fade, at: t, spec: spec)
        }
    }

    /// Room for `count` more rows to change at once: a section or parent of a million rows grows each map
    /// once instead of doubling it twenty times, each time holding the old table beside the new.
    mutating func reserve(_ count: Int) {
        guard count > 1024 else { return }
        sizing.heights.reserve(count)
        table.list.lives.reserveCapacity(table.list.lives.count + count)
        sizing.measured.reserveCapacity(sizing.measured.count + count)
    }

    /// `tap|expand|collapse section NAME`: one update that deletes or inserts every row of the section.
    mutating func changeSection(_ k: Int, _ change: SectionChange, at t: Micros) {
        let collapse: Bool
        switch change {
        case .toggle: collapse = !table.list.collapsedSections.contains(k)
        case .expand: collapse = false
        case .collapse: collapse = true
        }
        guard collapse != table.list.collapsedSections.contains(k) else { return }
        if !settings.heightCache { forgetHeights(at: t, keeping: []) }
        let spec = settings.animation
        let end = k + 1 < scene.sections.count ? scene.sections[k + 1].firstRow : scene.rows.count
        let rows = scene.sections[k].firstRow..<end
        if collapse {
            table.list.collapsedSections.insert(k)
            conceal(rows, at: t, spec: spec)
        } else {
            table.list.collapsedSections.remove(k)
            reveal(rows, at: t, spec: spec)
        }
        let from = sectionTurn(k, at: t)
        let to = collapse ? SectionTurn.collapsed : 0
        table.sectionTurns[k, default: []].append(
            Motion(t0: t, duration: spec.duration, curve: spec.curve, from: [from], to: [to], velocity: nil))
        finishEdit(at: t, spec: spec)
    }

    /// The header chevron's turn at `t`, in degrees.
    func sectionTurn(_ k: Int, at t: Micros) -> Double {
        SectionTurn.value(table.sectionTurns[k], startsCollapsed: scene.sections[k].startsCollapsed, at: t)
    }

    /// Turns an outline parent's disclosure to match its expansion, on the update's curve.
    mutating func turnDisclosure(_ r: Int, at t: Micros, duration: Micros, curve: TimingCurve) {
        var tr = takeTrack(r)
        let from = tr.disclosureTurn(at: t)
        let to = table.model.expanded.contains(r) ? 90.0 : 0
        if from != to || tr.disclosure.last.map({ !$0.isDone(at: t) }) ?? false {
            tr.disclosure.append(Motion(t0: t, duration: duration, curve: curve, from: [from], to: [to], velocity: nil))
        }
        setTrack(r, tr)
    }

    /// What `accordion` collapses when r expands: the other expanded rows at r's level under r's parent.
    func accordionSiblings(of r: Int) -> [Int] {
        let parent = scene.rows.parentID(of: r)
        return table.model.expanded.sorted().filter { $0 != r && scene.rows.parentID(of: $0) == parent }
    }

    /// Whether `a` is above `r` in its outline.
    func isAncestor(_ a: Int, of r: Int) -> Bool {
        var row = r
        while let p = scene.rows.parent(of: row) {
            if p == a { return true }
            row = p
        }
        return false
    }
}

/// See `RowMeasurer.contentPlace(ofRow:)`.
struct ContentPlace: Sendable {
    var width: Double
    var dx: Double
}

extension CellLayout {
    /// Every element moved `dx` across.
    mutating func move(by dx: Double) {
        guard dx != 0 else { return }
        for j in elements.indices { elements[j].frame.x += dx }
    }
}

extension Scene {
    /// The accessories row r draws, leading to trailing: its template's, with an outline disclosure at the
    /// trailing edge when it has children (it takes the place of a plain disclosure chevron).
    package func rowAccessories(_ r: Int) -> [AccessoryPart] {
        var parts = template(ofRow: r).accessory.parts
        if rows.hasChildren(r) {
            parts.removeAll { $0 == .disclosure }
            parts.append(.outline)
        }
        return parts
    }
}

/// A collapsible section header's chevron: `chevron-down`, turned to point along the reading direction while
/// the section is collapsed.
enum SectionTurn {
    /// Degrees, clockwise: −90 turns a down chevron to point right.
    static let collapsed = -90.0

    static func value(_ motions: [Motion]?, startsCollapsed: Bool, at t: Micros) -> Double {
        let initial = startsCollapsed ? collapsed : 0
        guard let motions else { return initial }
        return motions.inEffect(at: t) { $0.t0 }?.value(0, at: t) ?? initial
    }
}
