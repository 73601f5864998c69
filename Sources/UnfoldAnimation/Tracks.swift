import UnfoldModel
import UnfoldLayout

/// One animated move of a vector of values: v(t) = from + (to − from)·c((t − t0)/d);
/// a spring also carries velocity.
struct Motion: Sendable {
    var t0: Micros
    var duration: Micros
    var curve: TimingCurve
    var from: [Double]
    var to: [Double]
    var velocity: [Double]?

    func progress(_ t: Micros) -> Double { duration <= .zero ? 1 : min(1, max(0, (t - t0) / duration)) }
    func isDone(at t: Micros) -> Bool { t >= t0 + duration }

    func value(_ k: Int, at t: Micros) -> Double {
        if isDone(at: t) || k >= from.count { return to[k] }
        return moving(from: from[k], to: to[k], velocity: velocity?[k], at: t)
    }

    /// One value on its way from `from` to `to` at `t`, before the motion is done.
    func moving(from: Double, to: Double, velocity: Double?, at t: Micros) -> Double {
        if let (s, start) = curve.spring {
            // A velocity handed over from the motion this one interrupts, else the curve's own start.
            let v0 = velocity.map { $0 * Micros.perSecond.count } ?? start * (to - from)
            return to + s.displacement(at: (t - t0).seconds, from: from - to, velocity: v0)
        }
        return from + (to - from) * curve.value(at: progress(t))
    }

    func values(at t: Micros) -> [Double] { (0..<to.count).map { value($0, at: t) } }

    /// Velocity per microsecond, by a central difference (used to hand over to a following spring).
    func velocities(at t: Micros) -> [Double] {
        if isDone(at: t) || t < t0 { return Array(repeating: 0, count: to.count) }
        let h = Micros(50)
        let before = max(t0, t - h)
        let span = (t + h - before).count
        return (0..<to.count).map { (value($0, at: t + h) - value($0, at: before)) / span }
    }
}

/// A change of what a row shows, from `t0` on.
struct RowSegment: Sendable {
    var motion: Motion
    /// `content-animation`: the elements' own motion between the same two layouts (nil: they follow `motion`).
    var contentMotion: Motion? = nil
    /// The layout after the change (its texts and line limits are drawn from t0).
    var layout: CellLayout
    /// What each element shows while it moves: the new content, or the old one for elements fading out.
    var content: [ElementLayout]
    /// For `update reload`: the old layout, drawn fading out.
    var crossfadeFrom: CellLayout?
    var expanded: Bool
    /// See `RowVector.lowerBounds`; empty when nothing moves.
    var lowerBounds: [Double] = []
    /// What the elements whose content changes with the row's state showed before (a text, image or symbol
    /// written `A/B`), by index: texts crossfade, and images and symbols swap at the update's midpoint, as
    /// UIKit's cross-dissolve of a reconfigured cell shows them.
    var outgoing: [Int: ElementLayout] = [:]
}

extension RowSegment {
    /// What each element draws during an update to `new`. An element that hides keeps showing what it showed;
    /// content is drawn at the larger of its two sizes and clipped by the shown frame, so a shrinking or
    /// growing element is cut, never squeezed. A text keeps its new width, which decides its lines.
    static func content(from old: CellLayout?, to new: CellLayout, template: Template) -> [ElementLayout] {
        var content = new.elements
        guard let old else { return content }
        for j in content.indices where old.elements[j].visible {
            let o = old.elements[j]
            if !content[j].visible {
                content[j].content = o.content
                content[j].lines = o.lines
                content[j].contentSize = o.contentSize
                continue
            }
            var size = content[j].contentSize
            size.height = max(size.height, o.contentSize.height)
            if template.flattened[j].typesetting == nil { size.width = max(size.width, o.contentSize.width) }
            content[j].contentSize = size
        }
        return content
    }

    /// The elements shown in both layouts whose content differs, with what they showed.
    static func changedContent(from old: CellLayout?, to new: CellLayout) -> [Int: ElementLayout] {
        guard let old else { return [:] }
        var out: [Int: ElementLayout] = [:]
        for j in new.elements.indices where old.elements[j].visible && new.elements[j].visible {
            if old.elements[j].content != new.elements[j].content { out[j] = old.elements[j] }
        }
        return out
    }
}

/// Everything that happens to one row over time.
struct RowTrack: Sendable {
    /// The row's template's tree, to pack and unpack element values.
    var links: [ElementLink]
    var initialLayout: CellLayout?
    var initialHeight: Double
    var initialExpanded: Bool
    var segments: [RowSegment] = []
    var highlight: [Motion] = []
    /// An outline parent's disclosure turn in degrees (0 collapsed, 90 expanded).
    var disclosure: [Motion] = []

    func segmentIndex(at t: Micros) -> Int? {
        segments.indexInEffect(at: t) { $0.motion.t0 }
    }

    func height(at t: Micros) -> Double {
        guard let i = segmentIndex(at: t) else { return initialHeight }
        return segments[i].motion.value(0, at: t)
    }

    var targetHeight: Double { segments.last?.motion.to[0] ?? initialHeight }
    var targetLayout: CellLayout? { segments.last?.layout ?? initialLayout }
    var targetExpanded: Bool { segments.last?.expanded ?? initialExpanded }

    func vector(at t: Micros) -> [Double] {
        guard let i = segmentIndex(at: t) else {
            return RowVector.encode(initialLayout, height: initialHeight, links: links)
        }
        return segments[i].motion.values(at: t)
    }

    func velocity(at t: Micros) -> [Double]? {
        guard let i = segmentIndex(at: t) else { return nil }
        return segments[i].motion.velocities(at: t)
    }

    func highlight(at t: Micros) -> Double {
        highlight.inEffect(at: t) { $0.t0 }?.value(0, at: t) ?? 0
    }

    var highlightTarget: Double { highlight.last?.to[0] ?? 0 }

    func disclosureTurn(at t: Micros) -> Double {
        disclosure.inEffect(at: t) { $0.t0 }?.value(0, at: t) ?? (initialExpanded ? 90 : 0)
    }
}

/// The content offset over time: scroll motions plus the estimate corrections made while walking the frames.
struct OffsetTrack: Sendable {
    var motions: [Motion] = []
    /// Index of the first correction each motion does not already include.
    var correctionStart: [Int] = []
    var correctionTimes: [Micros] = []
    /// Running sum of corrections, with a leading 0.
    var correctionSums: [Double] = [0]

    /// Destinations a `scroll to` recomputed on the way, per motion: (time, new `to`), in time order.
    var retargets: [[(t: Micros, to: Double)]] = []

    func correctionsUpTo(_ t: Micros) -> Int { correctionTimes.partitioningIndex { $0 > t } }

    /// The motion in effect at `t`, with the destination it had then.
    func motion(_ m: Int, at t: Micros) -> Motion {
        var motion = motions[m]
        if let retarget = retargets[m].inEffect(at: t, start: { $0.t }) { motion.to = [retarget.to] }
        return motion
    }

    func value(at t: Micros) -> Double {
        let upTo = correctionsUpTo(t)
        guard let m = motions.indexInEffect(at: t, start: { $0.t0 }) else { return correctionSums[upTo] }
        let start = min(correctionStart[m], upTo)
        return motion(m, at: t).value(0, at: t) + correctionSums[upTo] - correctionSums[start]
    }

    /// The corrections made since motion `m` started (they move its `from` and its destination alike).
    var correctionSinceLastMotion: Double {
        guard let start = correctionStart.last else { return correctionSums.last! }
        return correctionSums.last! - correctionSums[start]
    }

    /// Where the offset is heading after everything so far.
    var destination: Double {
        guard let m = motions.indices.last else { return correctionSums.last! }
        let to = retargets[m].last?.to ?? motions[m].to[0]
        return to + correctionSinceLastMotion
    }

    /// Points the last motion at a new destination from `t` on.
    mutating func retarget(at t: Micros, to destination: Double) {
        guard let m = motions.indices.last else { return }
        retargets[m].append((t, destination - correctionSinceLastMotion))
    }

    mutating func move(at t: Micros, to target: Double, spec: AnimationSpec) {
        let from = value(at: t)
        var velocity: [Double]? = nil
        if spec.curve.spring != nil, let last = motions.indices.last {
            velocity = motion(last, at: t).velocities(at: t)
        }
        motions.append(
            Motion(
                t0: t, duration: spec.duration, curve: spec.curve, from: [from], to: [target],
                velocity: velocity))
        correctionStart.append(correctionTimes.count)
        retargets.append([])
    }

    mutating func correct(at t: Micros, by delta: Double) {
        correctionTimes.append(t)
        correctionSums.append(correctionSums.last! + delta)
    }
}
