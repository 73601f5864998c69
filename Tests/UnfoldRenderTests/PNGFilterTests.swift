import Testing
@testable import UnfoldRender
@testable import UnfoldCodecs

/// Every encoder and filter the benchmark's PNG table compares writes a PNG that decodes to the same pixels.
@Suite struct PNGFilterTests {
    @Test(arguments: PNGFilter.allCases)
    func eachFilterDecodesToThePixels(_ filter: PNGFilter) throws {
        let (w, h) = (37, 23)
        // Steps and wrap-arounds, where a filter's byte differences overflow.
        let rgb = (0..<(w * h * 3)).map { UInt8(truncatingIfNeeded: ($0 * 7919) ^ ($0 / (w * 3)) * 31) }
        var rgba: [UInt8] = []
        for p in stride(from: 0, to: rgb.count, by: 3) { rgba += [rgb[p], rgb[p + 1], rgb[p + 2], 255] }
        for zlib in [false, true] {
            let png = try rgb.withUnsafeBufferPointer {
                try PNGCodec.encodeRGB($0, width: w, height: h, level: 4, zlib: zlib, filter: filter)
            }
            let decoded = try PNGCodec.decode(png)
            #expect(decoded.width == w && decoded.height == h && decoded.pixels == rgba, "\(filter) zlib \(zlib)")
        }
    }

    /// The Up filter is stored as filter type 2 on every row; no filter as type 0.
    @Test func upRowsAreTypeTwo() throws {
        let rgb = [UInt8](repeating: 9, count: 4 * 4 * 3)
        let up = try rgb.withUnsafeBufferPointer { try PNGCodec.encodeRGB($0, width: 4, height: 4, filter: .up) }
        let none = try rgb.withUnsafeBufferPointer { try PNGCodec.encodeRGB($0, width: 4, height: 4) }
        #expect(up != none)
        #expect(try PNGCodec.decode(up).pixels == PNGCodec.decode(none).pixels)
    }
}
