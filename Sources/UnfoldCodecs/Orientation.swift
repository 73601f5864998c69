import UnfoldCompare
import UnfoldModel

/// An EXIF orientation: how the stored pixels are turned to be shown, as UIImage's `imageOrientation` shows a
/// camera's photo. 1 is upright; 2–4 mirror or turn half round; 5–8 swap the sides.
package struct Orientation: RawRepresentable, Equatable {
    package let rawValue: Int
    package init?(rawValue: Int) {
        guard (1...8).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    package var swapsSides: Bool { rawValue >= 5 }

    /// The stored pixel shown at (`x`, `y`) of the upright image, for a stored image `w` × `h`.
    package func source(x: Int, y: Int, w: Int, h: Int) -> (x: Int, y: Int) {
        switch rawValue {
        case 2: return (w - 1 - x, y)
        case 3: return (w - 1 - x, h - 1 - y)
        case 4: return (x, h - 1 - y)
        case 5: return (y, x)
        case 6: return (y, h - 1 - x)
        case 7: return (w - 1 - y, h - 1 - x)
        case 8: return (w - 1 - y, x)
        default: return (x, y)
        }
    }

    /// `image` as it is shown.
    package func upright(_ image: RGBAImage) -> RGBAImage {
        guard rawValue != 1 else { return image }
        let (w, h) = (image.width, image.height)
        let (outW, outH) = swapsSides ? (h, w) : (w, h)
        var out = [UInt8](repeating: 0, count: outW * outH * 4)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<outH {
                    for x in 0..<outW {
                        let s = source(x: x, y: y, w: w, h: h)
                        let from = (s.y * w + s.x) * 4
                        let to = (y * outW + x) * 4
                        dst[to] = src[from]
                        dst[to + 1] = src[from + 1]
                        dst[to + 2] = src[from + 2]
                        dst[to + 3] = src[from + 3]
                    }
                }
            }
        }
        return RGBAImage(width: outW, height: outH, pixels: out)
    }
}
