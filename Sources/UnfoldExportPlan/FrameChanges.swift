import UnfoldModel

/// What each frame of an animated file adds to the one shown before it: the first frame whole, then the
/// smallest rectangle holding every pixel that differs, with those pixels. GIF and APNG store frames this way.
package struct FrameChanges: Sendable {
    package let width: Int
    package let height: Int
    private var previous: [UInt8]?

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether no frame has been given yet.
    package var isFirst: Bool { previous == nil }

    /// The part of `rgba` (straight RGBA, `width`×`height`) to store, nil when it shows what the frame before
    /// showed; `rgba` becomes the frame before.
    package mutating func next(_ rgba: [UInt8]) -> (rect: PixelRect, pixels: [UInt8])? {
        defer { previous = rgba }
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        guard let rect = previous.map({ changedRect($0, rgba, width: width, height: height) }) ?? whole else {
            return nil
        }
        return (rect, crop(rgba, width: width, to: rect))
    }
}
