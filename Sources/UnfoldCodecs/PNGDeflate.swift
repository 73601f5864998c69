import CDeflate
import CIsal
import Foundation
import Synchronization
import UnfoldModel

/// PNG files whose image data libdeflate or ISA-L compresses: rows unfiltered (filter type 0) or Up (2), one zlib
/// stream in one IDAT chunk, CRCs from libdeflate. Both compress a whole buffer at once, and give the same bytes on
/// every run: libdeflate as small as zlib or smaller, ISA-L many times faster at a larger size.
enum PNGDeflate {
    /// The zlib stream of unfiltered scanlines (a 0 byte, then the row) that `fill` writes one at a time.
    /// `up`: each row is stored as its difference from the row above (filter type 2), applied from the bottom
    /// up so that every row is taken from the one above as it was drawn.
    static func zlibStream(
        rowBytes: Int, height: Int, level: Int32, up: Bool = false, isal: Bool = false,
        fill: (Int, UnsafeMutableRawPointer) -> Void
    ) throws -> [UInt8] {
        let stride = rowBytes + 1
        let size = stride * height
        // Every byte is written below (a filter byte, then the row), so neither buffer is cleared first. ISA-L
        // reads a little past the end of its input while hashing the last bytes, so zeros follow the rows: what
        // lies there would otherwise choose its last matches, and the same frame could deflate to other bytes.
        // Zeros precede them too, so that no byte ISA-L might reach on either side is another's.
        let lead = isal ? IsalDeflate.padding : 0
        let raw = [UInt8](unsafeUninitializedCapacity: lead + size + IsalDeflate.padding) { buffer, count in
            buffer.baseAddress!.initialize(repeating: 0, count: lead)
            let base = UnsafeMutableRawPointer(buffer.baseAddress! + lead)
            for y in 0..<height {
                base.storeBytes(of: up ? 2 : 0, toByteOffset: y * stride, as: UInt8.self)
                fill(y, base + y * stride + 1)
            }
            if up {
                let bytes = buffer.baseAddress! + lead
                for y in Swift.stride(from: height - 1, to: 0, by: -1) {
                    let row = bytes + y * stride + 1
                    let above = row - stride
                    for i in 0..<rowBytes { row[i] = row[i] &- above[i] }
                }
            }
            (buffer.baseAddress! + lead + size).initialize(repeating: 0, count: IsalDeflate.padding)
            count = lead + size + IsalDeflate.padding
        }
        if isal { return try IsalDeflate.zlib(raw, from: lead, count: size, level: level) }
        let compressor = try Compressors.take(level: level)
        defer { Compressors.give(compressor, level: level) }
        let bound = libdeflate_zlib_compress_bound(compressor, size)
        var written = 0
        let out = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            written = raw.withUnsafeBytes { src in
                libdeflate_zlib_compress(compressor, src.baseAddress, size, buffer.baseAddress, bound)
            }
            count = written
        }
        guard written > 0 else { throw RenderError.library(.libdeflate, step: "compress the image") }
        return out
    }

    /// A whole PNG: signature, IHDR, one IDAT, IEND.
    static func png(
        width: Int, height: Int, colorType: UInt8, level: Int32, up: Bool = false, isal: Bool = false,
        fill: (Int, UnsafeMutableRawPointer) -> Void
    ) throws -> [UInt8] {
        let channels = colorType == 6 ? 4 : 3
        let data = try zlibStream(
            rowBytes: width * channels, height: height, level: level, up: up, isal: isal, fill: fill)
        var header = PNGChunks.bigEndian(UInt32(width)) + PNGChunks.bigEndian(UInt32(height))
        // 8 bits a sample, the colour type, deflate, adaptive filtering method (every row type 0, or 2 with Up), no
        // interlace.
        header += [8, colorType, 0, 0, 0]
        var out = PNGChunks.signature
        out.reserveCapacity(data.count + 64)
        out += PNGChunks.chunk("IHDR", header)
        out += PNGChunks.chunk("IDAT", data)
        out += PNGChunks.chunk("IEND", [])
        return out
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
    }
}

/// libdeflate compressors kept for reuse: one is made per thread that needs it and handed back after each
/// image, since making one clears its tables (at high levels, megabytes).
enum Compressors {
    /// The compressors not in use, by level (each is used by one thread at a time).
    static let free = StaticMutex<[Int32: [Compressor]]>([:])

    /// A libdeflate compressor, handed between threads only through `free`.
    struct Compressor: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    static func take(level: Int32) throws -> OpaquePointer {
        if let kept = free.withLock({ $0[level]?.popLast() }) { return kept.pointer }
        guard let made = libdeflate_alloc_compressor(level) else {
            throw RenderError.library(.libdeflate, step: "create a compressor at level \(level)")
        }
        return made
    }

    static func give(_ compressor: OpaquePointer, level: Int32) {
        free.withLock { $0[level, default: []].append(Compressor(pointer: compressor)) }
    }
}
