import CSpng
import Foundation
import UnfoldCompare
import UnfoldModel

final class OutputSink { var bytes: [UInt8] = [] }

/// PNG encoding and decoding through libspng.
package enum PNGCodec {
    /// Version 4's frames, kept for `--compression small` (v5's frames go through ISA-L: `PNGCompression.fast`).
    /// libdeflate level 6, rows unfiltered: CLI v4 asks for the fastest encoder and settings whose frames are on
    /// average no larger than zlib level 6's, and `make bench`'s PNG table (136 frames of the scenes in scenes/,
    /// one thread, median of 5 rounds) measured it at 8.25 ms and 54,038 bytes a frame against zlib 6's 14.88 ms
    /// and 54,939 (unfiltered, its smallest; its adaptive filters gave 68,232). Level 5 was 55,036 bytes, just
    /// over; level 4 7.01 ms and 56,991 bytes; the Up filter made every level 15–20% larger.
    package static let defaultLevel: Int32 = 6

    /// `make bench` only: `UNFOLD_BENCH_ZLIB_LEVEL=1` makes frames go through libspng and zlib at that level, so
    /// the same binary renders the same frames both ways.
    package static let benchZlibLevel: Int32? = ProcessInfo.processInfo.environment["UNFOLD_BENCH_ZLIB_LEVEL"].flatMap {
        Int32($0)
    }

    /// Encodes 8-bit RGB rows (3 bytes a pixel) through libdeflate at `level`, or libspng and zlib with `zlib`.
    package static func encodeRGB(
        _ rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int, level: Int32 = defaultLevel, filtered: Bool = false,
        zlib: Bool = false, filter: PNGFilter? = nil
    ) throws -> [UInt8] {
        let setting = PNGCompression(
            zlib ? .zlib : .libdeflate, level: level, filter: filter ?? (filtered ? .adaptive : PNGFilter.none))
        return try encodeRGB(rgb, width: width, height: height, compression: setting)
    }

    /// Encodes 8-bit RGB rows (3 bytes a pixel) as `compression` says.
    package static func encodeRGB(
        _ rgb: UnsafeBufferPointer<UInt8>, width: Int, height: Int, compression: PNGCompression
    ) throws -> [UInt8] {
        try encode(
            rgb, width: width, height: height, colorType: UInt8(SPNG_COLOR_TYPE_TRUECOLOR.rawValue),
            compression: compression)
    }

    /// Small files for storage (goldens, sheets, APNG frames): libdeflate level 10, 6% smaller than zlib level
    /// 9 on the benchmark's frames (77 KB against 82 KB) in 1.6× its time; 12 is 4% smaller again in 3.7× more.
    /// Filtering stays off: on these flat UI pictures adaptive filters made files about 10% larger.
    package static let compactLevel: Int32 = 10

    package static func encodeRGBA(_ image: RGBAImage, compression: PNGCompression = .fast) throws -> [UInt8] {
        try image.pixels.withUnsafeBufferPointer {
            try encode(
                $0, width: image.width, height: image.height,
                colorType: UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue), compression: compression)
        }
    }

    static func encode(
        _ data: UnsafeBufferPointer<UInt8>, width: Int, height: Int, colorType: UInt8, compression: PNGCompression
    ) throws -> [UInt8] {
        let rowBytes = data.count / max(1, height)
        return try encodeRows(width: width, height: height, colorType: colorType, compression: compression) {
            y, row in
            row.copyMemory(from: UnsafeRawPointer(data.baseAddress! + y * rowBytes), byteCount: rowBytes)
        }
    }

    /// Encodes 8-bit RGB rows that `fill` writes one at a time, so a row is produced while it is still in cache.
    package static func encodeRGBRows(
        width: Int, height: Int, compression: PNGCompression = .fast, fill: (Int, UnsafeMutableRawPointer) -> Void
    ) throws -> [UInt8] {
        let bench = compression == .fast ? benchZlibLevel.map { PNGCompression(.zlib, level: $0) } : nil
        return try encodeRows(
            width: width, height: height, colorType: UInt8(SPNG_COLOR_TYPE_TRUECOLOR.rawValue),
            compression: bench ?? compression, fill: fill)
    }

    /// Encodes 8-bit RGBA rows that `fill` writes one at a time.
    package static func encodeRGBARows(
        width: Int, height: Int, compression: PNGCompression = .fast,
        fill: (Int, UnsafeMutableRawPointer) -> Void
    ) throws -> [UInt8] {
        try encodeRows(
            width: width, height: height, colorType: UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
            compression: compression, fill: fill)
    }

    /// Rows deflated as `compression` says: libdeflate or ISA-L, unfiltered or with the Up filter, in one buffer;
    /// zlib (or the Sub or adaptive filters, which only libspng applies) through libspng, which the benchmark
    /// compares with.
    static func encodeRows(
        width: Int, height: Int, colorType: UInt8, compression: PNGCompression,
        fill: (Int, UnsafeMutableRawPointer) -> Void
    ) throws -> [UInt8] {
        let level = compression.level
        let filter = compression.filter
        if compression.engine != .zlib && (filter == .none || filter == .up) {
            return try PNGDeflate.png(
                width: width, height: height, colorType: colorType, level: level, up: filter == .up,
                isal: compression.engine == .isal, fill: fill)
        }
        guard let ctx = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw RenderError.library(.libspng, step: "create an encoder")
        }
        defer { spng_ctx_free(ctx) }
        // Writing through a callback into one growing Swift array avoids libspng's realloc-and-copy buffer.
        let sink = OutputSink()
        sink.bytes.reserveCapacity(width * height / 4)
        let unmanaged = Unmanaged.passUnretained(sink)
        try check(
            spng_set_png_stream(
                ctx,
                { _, user, src, length in
                    let sink = Unmanaged<OutputSink>.fromOpaque(user!).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: src, count: length))
                    return 0
                }, unmanaged.toOpaque()), "set the PNG stream")
        spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, level)
        let filters: UInt32
        switch filter {
        case .none: filters = SPNG_DISABLE_FILTERING.rawValue
        case .up: filters = SPNG_FILTER_CHOICE_UP.rawValue
        case .sub: filters = SPNG_FILTER_CHOICE_SUB.rawValue
        case .adaptive: filters = SPNG_FILTER_CHOICE_ALL.rawValue
        }
        spng_set_option(ctx, SPNG_FILTER_CHOICE, Int32(filters))
        var ihdr = spng_ihdr(
            width: UInt32(width), height: UInt32(height), bit_depth: 8, color_type: colorType,
            compression_method: 0, filter_method: 0, interlace_method: 0)
        try check(spng_set_ihdr(ctx, &ihdr), "set the PNG header")
        try check(
            spng_encode_image(
                ctx, nil, 0, Int32(SPNG_FMT_PNG.rawValue),
                Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)), "start the PNG")
        let rowBytes = width * (colorType == UInt8(SPNG_COLOR_TYPE_TRUECOLOR.rawValue) ? 3 : 4)
        let row = UnsafeMutableRawPointer.allocate(byteCount: rowBytes + 16, alignment: 16)
        defer { row.deallocate() }
        for y in 0..<height {
            fill(y, row)
            let rc = spng_encode_row(ctx, row, rowBytes)
            if rc == Int32(SPNG_EOI.rawValue) { break }
            try check(rc, "encode the PNG")
        }
        return sink.bytes
    }

    /// Decodes any PNG to 8-bit RGBA.
    package static func decode(_ data: [UInt8]) throws -> RGBAImage {
        guard let ctx = spng_ctx_new(0) else { throw RenderError.library(.libspng, step: "create a decoder") }
        defer { spng_ctx_free(ctx) }
        return try data.withUnsafeBytes { raw in
            try check(spng_set_png_buffer(ctx, raw.baseAddress, raw.count), "read the PNG")
            var ihdr = spng_ihdr()
            try check(spng_get_ihdr(ctx, &ihdr), "read the PNG header")
            let area = Int(ihdr.width) * Int(ihdr.height)
            guard ihdr.width <= 16384, ihdr.height <= 16384, area <= 64 * 1_048_576 else {
                throw RenderError.tooLarge(width: Int(ihdr.width), height: Int(ihdr.height))
            }
            var size = 0
            try check(spng_decoded_image_size(ctx, Int32(SPNG_FMT_RGBA8.rawValue), &size), "size the PNG")
            var pixels = [UInt8](repeating: 0, count: size)
            try pixels.withUnsafeMutableBytes {
                try check(
                    spng_decode_image(
                        ctx, $0.baseAddress, size, Int32(SPNG_FMT_RGBA8.rawValue), Int32(SPNG_DECODE_TRNS.rawValue)),
                    "decode the PNG")
            }
            return RGBAImage(width: Int(ihdr.width), height: Int(ihdr.height), pixels: pixels)
        }
    }

    package static func decode(file path: String) throws -> RGBAImage {
        let data = try RegularFile.bytes(path)
        do { return try decode([UInt8](data)) } catch let e as RenderError {
            throw RenderError.inFile(path: path, e)
        }
    }

    static func check(_ code: Int32, _ what: String) throws {
        if code != 0 { throw RenderError.library(.libspng, step: what, reason: String(cString: spng_strerror(code))) }
    }
}

/// Which PNG row filter an encoder applies: none (type 0), Up (2), Sub (1), or libspng's choice per row.
package enum PNGFilter: String, Sendable, CaseIterable {
    case none, up, sub, adaptive
}
