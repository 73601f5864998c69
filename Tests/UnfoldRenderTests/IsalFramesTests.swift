import Foundation
import Synchronization
import Testing
import CIsal
import UnfoldTestSupport

@testable import UnfoldRender
@testable import UnfoldCodecs

/// CLI v5's frames: ISA-L's zlib streams, checked by decoders Unfold does not contain, and the ARGB→RGB
/// conversion that feeds them.
@Suite struct IsalFramesTests {
    /// Steps and wrap-arounds, as a frame's flat fills and text edges give.
    static func picture(width w: Int, height h: Int) -> [UInt8] {
        (0..<(w * h * 3)).map { UInt8(truncatingIfNeeded: ($0 / 97 * 13) ^ ($0 / (w * 3)) * 31) }
    }

    /// PNG's unfiltered scanlines of an RGB picture: each row after a 0 filter byte.
    static func scanlines(_ rgb: [UInt8], width w: Int, height h: Int) -> [UInt8] {
        var rows: [UInt8] = []
        for y in 0..<h { rows += [0] + rgb[(y * w * 3)..<((y + 1) * w * 3)] }
        return rows
    }

    @Test(arguments: [0, 1, 2, 3] as [Int32])
    func everyLevelIsAValidZlibStreamThatPillowReads(_ level: Int32) throws {
        let (w, h) = (301, 67)
        let rgb = Self.picture(width: w, height: h)
        let folder = tempDir("isal")
        defer { try? FileManager.default.removeItem(at: folder) }
        for filter in [PNGFilter.none, .up] {
            let png = try rgb.withUnsafeBufferPointer {
                try PNGCodec.encodeRGB(
                    $0, width: w, height: h, compression: PNGCompression(.isal, level: level, filter: filter))
            }
            let path = folder.appendingPathComponent("l\(level)-\(filter).png").path
            try Data(png).write(to: URL(fileURLWithPath: path))
            let decoded = try decodePNGWithPillow(path)
            #expect(decoded.width == w && decoded.height == h)
            #expect(decoded.rgb == rgb, "level \(level), \(filter) filter")
        }
    }

    /// The same pixels give the same bytes every time, from one thread or several at once.
    @Test func theSameBytesEveryTimeAndOnEveryThread() throws {
        let (w, h) = (390, 200)
        let rgb = Self.picture(width: w, height: h)
        let one = try rgb.withUnsafeBufferPointer {
            try PNGCodec.encodeRGB($0, width: w, height: h, compression: .fast)
        }
        let shared = rgb
        let results = Mutex<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let bytes = try? shared.withUnsafeBufferPointer {
                try PNGCodec.encodeRGB($0, width: w, height: h, compression: .fast)
            }
            results.withLock { $0.append(bytes ?? []) }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0 == one })
    }

    /// `--compression small` is version 4's encoder: libdeflate level 6, unfiltered.
    @Test func smallIsVersionFoursEncoder() throws {
        let (w, h) = (120, 90)
        let rgb = Self.picture(width: w, height: h)
        let small = try rgb.withUnsafeBufferPointer {
            try PNGCodec.encodeRGB($0, width: w, height: h, compression: .small)
        }
        let v4 = try rgb.withUnsafeBufferPointer { try PNGCodec.encodeRGB($0, width: w, height: h, level: 6) }
        let fast = try rgb.withUnsafeBufferPointer {
            try PNGCodec.encodeRGB($0, width: w, height: h, compression: .fast)
        }
        #expect(small == v4)
        #expect(fast != v4)
        #expect(try PNGCodec.decode(fast).pixels == PNGCodec.decode(v4).pixels)
    }

    /// The vector swizzle gives the bytes of a plain per-pixel loop at every width, its tail included.
    @Test func swizzleMatchesThePlainLoop() {
        for width in 1...70 {
            let src = (0..<(width * 4)).map { UInt8(truncatingIfNeeded: $0 * 37 + width) }
            var expected: [UInt8] = []
            for x in 0..<width { expected += [src[x * 4 + 2], src[x * 4 + 1], src[x * 4]] }
            var out = [UInt8](repeating: 0xEE, count: width * 3 + 8)
            var input = src
            input.withUnsafeMutableBufferPointer { s in
                out.withUnsafeMutableBytes { d in
                    FrameRenderer.swizzleRow(from: s.baseAddress!, width: width, to: d.baseAddress!)
                }
            }
            #expect(Array(out[0..<(width * 3)]) == expected, "width \(width)")
            // Nothing past the row is written.
            #expect(out[(width * 3)...].allSatisfy { $0 == 0xEE }, "width \(width)")
        }
    }
}

extension IsalFramesTests {
    /// Why the rows are followed by zeros: igzip reads past the end of its input, and what lies there changes the
    /// bytes it writes (CI once saw the same frame deflate to 10,590 and 10,592 bytes). Every encoding pads with
    /// zeros, so a frame's bytes depend on its pixels alone.
    @Test func igzipReadsPastItsInputSoTheRowsAreFollowedByZeros() throws {
        let (w, h) = (200, 300)
        let rgb = Self.picture(width: w, height: h)
        let rows = Self.scanlines(rgb, width: w, height: h)
        var outputs = Set<[UInt8]>()
        for fill in [0, 0x41, 0xFF] as [UInt8] {
            let padded = rows + [UInt8](repeating: fill, count: IsalDeflate.padding)
            outputs.insert(try IsalDeflate.zlib(padded, count: rows.count, level: 1))
        }
        let zeros = try IsalDeflate.zlib(
            rows + [UInt8](repeating: 0, count: IsalDeflate.padding), count: rows.count, level: 1)
        let png = try rgb.withUnsafeBufferPointer {
            try PNGCodec.encodeRGB($0, width: w, height: h, compression: .fast)
        }
        // The PNG's IDAT holds exactly the zero-padded stream.
        #expect(png.count == zeros.count + 8 + 25 + 12 + 12)
        #expect(Array(png[41..<(41 + zeros.count)]) == zeros)
        // Recorded, not required: on this CPU, whether the tail changed the stream.
        print("igzip over 3 different tails: \(outputs.count) different streams")
    }
}

extension IsalFramesTests {
    /// igzip's bytes depend on where its state lies. Deflated with the state in 512 different 64 KiB blocks, a frame
    /// gives one stream in nearly all of them, and `IsalDeflate.zlib` (two blocks, a third when they differ) gives
    /// that one.
    @Test func theKeptStreamIsTheOneNearlyEveryPlaceOfTheStateGives() throws {
        let (w, h) = (390, 844)
        let rgb = Self.picture(width: w, height: h)
        let rows = Self.scanlines(rgb, width: w, height: h)
        let padded = rows + [UInt8](repeating: 0, count: IsalDeflate.padding)
        let kept = try IsalDeflate.zlib(padded, count: rows.count, level: 1)
        let blocks = 512
        let states = UnsafeMutableRawPointer.allocate(
            byteCount: blocks * IsalDeflate.block + MemoryLayout<isal_zstream>.stride, alignment: IsalDeflate.block)
        defer { states.deallocate() }
        var counts: [[UInt8]: Int] = [:]
        try padded.withUnsafeBufferPointer { input in
            let start = UnsafeMutablePointer(mutating: input.baseAddress!)
            try IsalAttempt.with(input: start, size: rows.count, level: 1) { attempt in
                for block in 0..<blocks {
                    counts[try attempt.run(state: states + block * IsalDeflate.block), default: 0] += 1
                }
            }
        }
        let common = counts.max { $0.value < $1.value }!
        #expect(common.value > blocks * 9 / 10)
        #expect(kept == common.key)
        print("igzip with its state in \(blocks) blocks: \(counts.count) different streams")
    }
}
