import CImageQuant
import Foundation

/// One palette for a whole GIF, made by libimagequant from a sample of its frames, and the remapping of
/// pixels to it. One palette keeps unchanged areas identical from frame to frame, so they need not be stored.
/// Not thread-safe: libimagequant keeps remapping state in its result.
package final class GIFPalette {
    let attr: OpaquePointer
    let result: OpaquePointer
    /// The palette's colours; `transparentIndex` follows them.
    package let colors: [(r: UInt8, g: UInt8, b: UInt8)]
    package var transparentIndex: Int { colors.count }

    /// `colors` in 2…256 counts the transparent entry that marks unchanged pixels; libimagequant makes no palette
    /// of fewer than 2 colours, so `colors` 2 gives 2 colours and the transparent entry (a table of 4).
    /// No dithering: on these flat pictures it measured larger files and a lower PSNR, and without it each
    /// colour maps to one index, so remapping is cached per colour. Speed 6 kept the quality of speed 4.
    package init(samples: [[UInt8]], width: Int, height: Int, colors: Int, speed: Int32) throws {
        GIFPalette.oneOpenMPThread()
        guard let attr = liq_attr_create() else { throw RenderError.library(.libimagequant, step: "start") }
        self.attr = attr
        // A refused count would leave libimagequant's 256, and the transparent entry would not fit a byte.
        guard (2...256).contains(colors), liq_set_max_colors(attr, Int32(max(2, colors - 1))) == LIQ_OK else {
            throw RenderError.library(.libimagequant, step: "take \(colors) colours")
        }
        liq_set_speed(attr, speed)
        guard let histogram = liq_histogram_create(attr) else {
            throw RenderError.library(.libimagequant, step: "make a histogram")
        }
        defer { liq_histogram_destroy(histogram) }
        for sample in samples {
            try sample.withUnsafeBytes { raw in
                guard let image = liq_image_create_rgba(attr, raw.baseAddress!, Int32(width), Int32(height), 0) else {
                    throw RenderError.library(.libimagequant, step: "take a frame")
                }
                defer { liq_image_destroy(image) }
                liq_histogram_add_image(histogram, attr, image)
            }
        }
        var result: OpaquePointer?
        guard liq_histogram_quantize(histogram, attr, &result) == LIQ_OK, let result else {
            throw RenderError.library(.libimagequant, step: "make a palette")
        }
        self.result = result
        liq_set_dithering_level(result, 0)
        let palette = liq_get_palette(result)!
        let count = Int(palette.pointee.count)
        self.colors = withUnsafeBytes(of: palette.pointee.entries) { raw in
            (0..<count).map { i in (raw[i * 4], raw[i * 4 + 1], raw[i * 4 + 2]) }
        }
    }

    /// Debian builds libimagequant with OpenMP, whose threads spin while they wait and may sum in another
    /// order from run to run. One thread keeps the palette the same on every run and leaves the cores to rendering.
    static func oneOpenMPThread() {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "omp_set_num_threads") else { return }
        typealias SetThreads = @convention(c) (Int32) -> Void
        unsafeBitCast(symbol, to: SetThreads.self)(1)
    }

    deinit {
        liq_result_destroy(result)
        liq_attr_destroy(attr)
    }

    /// The index libimagequant chose for each 24-bit colour seen so far (`unknown` where none yet). Without
    /// dithering its choice depends on the colour alone, so each colour is remapped once per file.
    var cache: [UInt16] = []
    static let unknown: UInt16 = 0xFFFF
    static let pending: UInt16 = 0xFFFE

    static func key(_ p: UnsafePointer<UInt8>) -> Int { Int(p[0]) << 16 | Int(p[1]) << 8 | Int(p[2]) }

    /// Palette indices for an opaque RGBA picture.
    package func remap(_ rgba: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        if cache.isEmpty { cache = [UInt16](repeating: Self.unknown, count: 1 << 24) }
        let count = width * height
        var missing: [UInt8] = []
        rgba.withUnsafeBufferPointer { pixels in
            for i in 0..<count where cache[Self.key(pixels.baseAddress! + i * 4)] == Self.unknown {
                cache[Self.key(pixels.baseAddress! + i * 4)] = Self.pending
                missing += [pixels[i * 4], pixels[i * 4 + 1], pixels[i * 4 + 2], 255]
            }
        }
        if !missing.isEmpty {
            let found = try remapUncached(missing, width: missing.count / 4, height: 1)
            missing.withUnsafeBufferPointer { colors in
                for (n, index) in found.enumerated() { cache[Self.key(colors.baseAddress! + n * 4)] = UInt16(index) }
            }
        }
        var out = [UInt8](repeating: 0, count: count)
        rgba.withUnsafeBufferPointer { pixels in
            for i in 0..<count { out[i] = UInt8(truncatingIfNeeded: cache[Self.key(pixels.baseAddress! + i * 4)]) }
        }
        return out
    }

    /// libimagequant's remapping of a picture.
    func remapUncached(_ rgba: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        try rgba.withUnsafeBytes { raw in
            guard let image = liq_image_create_rgba(attr, raw.baseAddress!, Int32(width), Int32(height), 0) else {
                throw RenderError.library(.libimagequant, step: "take a frame")
            }
            defer { liq_image_destroy(image) }
            let status = out.withUnsafeMutableBytes {
                liq_write_remapped_image(result, image, $0.baseAddress!, $0.count)
            }
            guard status == LIQ_OK else { throw RenderError.library(.libimagequant, step: "remap a frame") }
        }
        return out
    }
}
