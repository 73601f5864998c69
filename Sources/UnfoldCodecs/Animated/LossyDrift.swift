/// Keeps a lossy WebP animation from drifting away from its frames.
///
/// In lossy mode libwebp's animation encoder treats a pixel whose every channel moved by at most a tolerance
/// (set by the quality) as unchanged, and compares each frame with the previous *input* frame, not with what
/// the file shows. A slow fade moves every pixel a little in each frame, so none is ever stored: a selection
/// highlight that fades out stayed grey for good in the demo (frames at 22 dB). Snapping each pixel within
/// the tolerance of the previous frame handed over back to that frame's value makes the encoder's "unchanged"
/// true, so a pixel is stored again once it has moved further than the tolerance from what is shown.
struct LossyDrift {
    let tolerance: Int
    var previous: [UInt8]?

    /// libwebp's tolerance for a quality: 31 levels at quality 0, falling with the square root of the quality
    /// to 1 level at 100, rounded to the nearest level.
    init(quality: Double) {
        let root = (max(0, min(100, quality)) / 100).squareRoot()
        tolerance = Int(31 * (1 - root) + root + 0.5)
    }

    /// The frame to hand over: `rgba` (opaque), with every pixel within the tolerance of the previous frame
    /// handed over replaced by that pixel.
    mutating func snap(_ rgba: [UInt8]) -> [UInt8] {
        guard let previous else {
            self.previous = rgba
            return rgba
        }
        var out = rgba
        let t = tolerance
        out.withUnsafeMutableBufferPointer { dst in
            previous.withUnsafeBufferPointer { ref in
                for p in stride(from: 0, to: dst.count, by: 4)
                where abs(Int(dst[p]) - Int(ref[p])) <= t && abs(Int(dst[p + 1]) - Int(ref[p + 1])) <= t
                    && abs(Int(dst[p + 2]) - Int(ref[p + 2])) <= t
                {
                    dst[p] = ref[p]
                    dst[p + 1] = ref[p + 1]
                    dst[p + 2] = ref[p + 2]
                }
            }
        }
        self.previous = out
        return out
    }
}
