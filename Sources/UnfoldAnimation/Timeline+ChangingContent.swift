import UnfoldModel
import UnfoldLayout

extension Timeline {
    /// Elements whose content changes with the row's state, part way through the change: a text's old content
    /// fades out under its new one as the update's curve runs; an image or a symbol shows its old content until
    /// the update's midpoint in time, then its new one.
    static func changing(
        _ elements: [ElementPresentation], from outgoing: [Int: ElementLayout], motion: Motion, at t: Micros,
        written: [Element]
    ) -> [ElementPresentation] {
        let progress = motion.progress(t)
        let c = min(1, max(0, motion.curve.value(at: progress)))
        var out: [ElementPresentation] = []
        out.reserveCapacity(elements.count + outgoing.count)
        for var p in elements {
            guard let old = outgoing[p.index] else {
                out.append(p)
                continue
            }
            guard written[p.index].typesetting != nil else {
                if progress < 0.5 { p.content = old.content }
                out.append(p)
                continue
            }
            // The old text first, so that it is under the new one and the new one is the element's state.
            var fading = p
            fading.content = old.content
            fading.lines = old.lines
            fading.textLines = old.textLines
            fading.contentSize = old.contentSize
            fading.alpha = p.alpha * (1 - c)
            fading.outgoing = true
            p.alpha *= c
            out.append(fading)
            out.append(p)
        }
        return out
    }
}
