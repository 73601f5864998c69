import UnfoldModel

/// A rectangle of pixels.
package struct PixelRect: Sendable, Equatable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// The smallest rectangle holding every pixel that differs between two frames of the same size (`channels`
/// bytes a pixel), or nil when they are identical. Rows are compared whole first, so unchanged bands cost a
/// `memcmp` each.
package func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, channels: Int = 4) -> PixelRect? {
    let stride = width * channels
    return a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { pb in
            func rowDiffers(_ y: Int) -> Bool {
                !elementsEqual(pa, pb, from: y * stride, count: stride)
            }
            guard let top = (0..<height).first(where: rowDiffers) else { return nil }
            let bottom = (top..<height).last(where: rowDiffers)!
            var left = width
            var right = -1
            for y in top...bottom {
                let row = y * stride
                var x = 0
                while x < left && elementsEqual(pa, pb, from: row + x * channels, count: channels) { x += 1 }
                left = min(left, x)
                var r = width - 1
                while r > right && elementsEqual(pa, pb, from: row + r * channels, count: channels) { r -= 1 }
                right = max(right, r)
            }
            return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        }
    }
}

private func elementsEqual(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, from start: Int, count: Int
) -> Bool {
    // Compared as machine words where it can: this runs over every pixel of every frame.
    var i = 0
    let base = start
    while i + 8 <= count {
        let x = UnsafeRawPointer(a.baseAddress! + base + i).loadUnaligned(as: UInt64.self)
        let y = UnsafeRawPointer(b.baseAddress! + base + i).loadUnaligned(as: UInt64.self)
        if x != y { return false }
        i += 8
    }
    while i < count {
        if a[base + i] != b[base + i] { return false }
        i += 1
    }
    return true
}

/// The pixels of `rect` in a frame `width` pixels wide, row after row.
package func crop(_ pixels: [UInt8], width: Int, to rect: PixelRect, channels: Int = 4) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(rect.width * rect.height * channels)
    for y in rect.y..<(rect.y + rect.height) {
        let start = (y * width + rect.x) * channels
        out.append(contentsOf: pixels[start..<(start + rect.width * channels)])
    }
    return out
}
