import UnfoldModel
import UnfoldLayout

/// The values an update animates for one row, packed in one vector so a single `Motion` moves them all:
/// the row's height, then for each element its place relative to its stack (see `ElementValue`).
///
/// Elements are described the way UIStackView arranges them: each has a gap from the end of the sibling
/// before it (or from its stack's start), an offset across the stack, a length along it and a breadth across
/// it. Those move along the update's curve and positions are rebuilt from them, so a hiding element shrinks
/// where it sits while its neighbours close the gap, and siblings never overlap, even when a spring overshoots.
///
/// Each element carries only what it animates: every element its geometry and opacity, an element that turns
/// (`rotate`) its turn too (`ElementLink.turns`, placed by `ElementLink.vectorStart`). After every element's
/// values come the channels of the described controls (`ElementDescriptor.channels`), in element order: each
/// element carries only the channels its kind animates.
enum RowVector {
    /// The named values of one element; `rotation` only for an element that turns.
    enum ElementValue: Int, CaseIterable {
        /// Along the stack's axis: from the end of the previous sibling, or from the stack's start.
        case gap
        /// Across the stack's axis: from the stack's start.
        case cross
        /// The size along the axis (height in a vstack, width in an hstack).
        case length
        /// The size across the axis.
        case breadth
        case alpha
        case rotation
    }

    static let height = 0

    static func index(_ link: ElementLink, _ value: ElementValue) -> Int { 1 + link.vectorStart + value.rawValue }

    /// Where the controls' channels start, in a row whose first `elements` elements (of `links`) are laid out.
    static func firstChannel(links: [ElementLink], elements: Int) -> Int {
        guard elements > 0 else { return 1 }
        let last = links[elements - 1]
        return 1 + last.vectorStart + last.valueCount
    }

    /// The vector of a laid-out row.
    static func encode(_ layout: CellLayout?, height: Double, links: [ElementLink]) -> [Double] {
        guard let layout else { return [height] }
        var v = Array(repeating: 0.0, count: firstChannel(links: links, elements: layout.elements.count))
        v[RowVector.height] = height
        for (j, e) in layout.elements.enumerated() {
            let link = links[j]
            let parent = link.parent.map { layout.elements[$0].frame } ?? .zero
            let start = link.previous.map { layout.elements[$0].frame.end(link.axis) } ?? parent.origin(link.axis)
            v[index(link, .gap)] = e.frame.origin(link.axis) - start
            v[index(link, .cross)] = e.frame.origin(link.axis.other) - parent.origin(link.axis.other)
            v[index(link, .length)] = e.frame.size(link.axis)
            v[index(link, .breadth)] = e.frame.size(link.axis.other)
            // Shown at the view's own opacity (1 but for an Interface Builder view's `alpha`); hidden at 0.
            v[index(link, .alpha)] = e.visible ? e.opacity : 0
            if link.turns { v[index(link, .rotation)] = e.rotation }
        }
        for e in layout.elements { v += e.channels }
        return v
    }

    /// The turn of element `j` in `v`: 0 for an element that does not turn.
    static func rotation(_ v: [Double], _ link: ElementLink) -> Double { link.turns ? v[index(link, .rotation)] : 0 }

    /// The lowest value each entry may show while moving between two layouts: 0, or less where a layout
    /// itself has less (a stack whose distribution overlaps its children).
    static func lowerBounds(from old: [Double], to new: [Double]) -> [Double] {
        new.indices.map { k in min(0, new[k], old.count > k ? old[k] : new[k]) }
    }

    /// Element frames rebuilt from animated values. A gap or size that the curve carries below its lower bound
    /// (a spring's overshoot) counts as the bound, so siblings never overlap.
    static func frames(_ v: [Double], lowerBounds: [Double], links: [ElementLink]) -> [Rect] {
        var frames: [Rect] = []
        frames.reserveCapacity(links.count)
        func clamped(_ k: Int) -> Double { lowerBounds.count > k ? max(v[k], lowerBounds[k]) : v[k] }
        for link in links {
            let parent = link.parent.map { frames[$0] } ?? .zero
            let start = link.previous.map { frames[$0].end(link.axis) } ?? parent.origin(link.axis)
            let main = start + clamped(index(link, .gap))
            let cross = parent.origin(link.axis.other) + v[index(link, .cross)]
            let length = clamped(index(link, .length))
            let breadth = clamped(index(link, .breadth))
            frames.append(Rect(axis: link.axis, main: main, cross: cross, length: length, breadth: breadth))
        }
        return frames
    }
}

extension StackAxis {
    var other: StackAxis { self == .vertical ? .horizontal : .vertical }
}

extension Rect {
    func origin(_ axis: StackAxis) -> Double { axis == .vertical ? y : x }
    func size(_ axis: StackAxis) -> Double { axis == .vertical ? height : width }
    func end(_ axis: StackAxis) -> Double { origin(axis) + size(axis) }

    /// A rectangle given along and across an axis.
    init(axis: StackAxis, main: Double, cross: Double, length: Double, breadth: Double) {
        if axis == .vertical {
            self.init(x: cross, y: main, width: breadth, height: length)
        } else {
            self.init(x: main, y: cross, width: length, height: breadth)
        }
    }
}
