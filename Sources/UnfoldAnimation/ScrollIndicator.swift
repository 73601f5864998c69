import UnfoldModel

/// The vertical scroll indicator UIScrollView shows while its content offset moves: 3 pt wide, 3 pt from the
/// trailing edge, viewport² / content height long (at least 36 pt), fading out over 0.25 s from 0.5 s after
/// the offset stops.
package struct ScrollIndicator: Sendable, Equatable {
    /// In canvas coordinates (points).
    package var frame: Rect
    /// 0 … 1: the fade.
    package var alpha: Double

    package static let width = 3.0
    static let inset = 3.0
    static let minimumLength = 36.0
    static let holdSeconds = 0.5
    static let fadeSeconds = 0.25
}

extension Timeline {
    /// The indicator at frame `i`, or nil when none shows. The offset "moves" at a frame whose offset differs
    /// from the frame before's; only the frames of the last 0.75 s are looked at, so any frame is still
    /// computed alone.
    func scrollIndicator(frame i: Int, contentHeight: Double) -> ScrollIndicator? {
        let s = scene.settings
        guard s.scrollIndicator, i > 0 else { return nil }
        let height = viewportHeight
        guard contentHeight > height else { return nil }
        let window = clock.frames(spanning: ScrollIndicator.holdSeconds + ScrollIndicator.fadeSeconds)
        var lastMove: Int? = nil
        var j = i
        var here = offsetShown(frame: j)
        while j > 0 && i - j <= window {
            let before = offsetShown(frame: j - 1)
            if before != here {
                lastMove = j
                break
            }
            here = before
            j -= 1
        }
        guard let moved = lastMove else { return nil }
        let since = clock.seconds(fromFrame: moved, to: i)
        let fade = (since - ScrollIndicator.holdSeconds) / ScrollIndicator.fadeSeconds
        let alpha = since <= ScrollIndicator.holdSeconds ? 1 : max(0, 1 - fade)
        guard alpha > 0 else { return nil }
        let length = max(ScrollIndicator.minimumLength, height * height / contentHeight)
        let offset = offsetShown(frame: i)
        let progress = min(1, max(0, offset / (contentHeight - height)))
        let x =
            s.direction == .rtl
            ? ScrollIndicator.inset : s.width - ScrollIndicator.inset - ScrollIndicator.width
        return ScrollIndicator(
            frame: Rect(
                x: x, y: s.adjustedTopInset + progress * (height - length), width: ScrollIndicator.width,
                height: length),
            alpha: alpha)
    }

    /// The content offset a frame shows (as `state(frame:)` clamps it).
    func offsetShown(frame i: Int) -> Double { max(0, offset.value(at: time(ofFrame: i))) }
}
