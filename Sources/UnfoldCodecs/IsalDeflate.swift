import CIsal

/// ISA-L's igzip: one zlib stream (header and Adler-32 included) from a whole buffer, in one stateless call.
///
/// igzip 2.30's bytes depend on where its stream state lies, not only on the input: with every byte it reads
/// cleared, the same frame deflated to one of a few other valid streams when the state sat in about one 64 KiB
/// block of address space in a thousand (levels 1 and 2 alike, in one thread or several). So each image is deflated
/// with the state in two different 64 KiB blocks, and kept when both agree; when they differ, a third block
/// decides. A frame's bytes are then those of every block but a rare few, on every run and every machine.
enum IsalDeflate {
    /// Zero bytes the caller puts after the input (in `raw`, past `count`): igzip's hashing reads past the end,
    /// by up to its look-ahead of 288 bytes (`ISAL_LOOK_AHEAD`).
    static let padding = 512

    /// The distance between the places the stream state is tried at: one block of the addresses it depends on.
    static let block = 0x10000

    /// The zlib stream of `count` bytes of `raw` from `start`, which holds `padding` zeros after them (and, from a
    /// frame, before them too).
    static func zlib(_ raw: [UInt8], from start: Int = 0, count size: Int, level: Int32) throws -> [UInt8] {
        guard (0...3).contains(level), size < Int(UInt32.max) / 2, start >= 0, raw.count >= start + size + padding
        else {
            throw RenderError.library(.isal, step: "compress \(size) bytes at level \(level)")
        }
        let stateBytes = MemoryLayout<isal_zstream>.stride
        // Room for the state at the starts of three consecutive blocks.
        let states = UnsafeMutableRawPointer.allocate(byteCount: 2 * block + stateBytes, alignment: block)
        defer { states.deallocate() }
        return try raw.withUnsafeBufferPointer { input in
            try IsalAttempt.with(
                input: UnsafeMutablePointer(mutating: input.baseAddress! + start), size: size, level: level
            ) { attempt in
                let first = try attempt.run(state: states)
                let second = try attempt.run(state: states + block)
                if first == second { return first }
                let third = try attempt.run(state: states + 2 * block)
                return third == second ? second : first
            }
        }
    }
}

/// One stateless compression of one input, with the state at a given address; the level and output buffers are
/// the caller's, reused by each attempt.
struct IsalAttempt {
    let input: UnsafeMutablePointer<UInt8>
    let size: Int
    let level: Int32
    let levelBuffer: UnsafeMutablePointer<UInt8>
    let levelBytes: Int
    let output: UnsafeMutablePointer<UInt8>
    let bound: Int

    /// `body` given attempts at one input, with level and output buffers made for them.
    static func with<R>(
        input: UnsafeMutablePointer<UInt8>, size: Int, level: Int32, _ body: (IsalAttempt) throws -> R
    ) rethrows -> R {
        let levelBytes = max(1, Int(unfold_isal_level_buffer_size(level)))
        let levelBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: levelBytes)
        levelBuffer.initialize(repeating: 0, count: levelBytes)
        defer { levelBuffer.deallocate() }
        // Stored blocks cost 5 bytes each 65,535; the rest is the zlib header and trailer and the final block.
        let bound = size + size / 4096 * 8 + 1024
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { output.deallocate() }
        return try body(
            IsalAttempt(
                input: input, size: size, level: level, levelBuffer: levelBuffer, levelBytes: levelBytes,
                output: output, bound: bound))
    }

    func run(state: UnsafeMutableRawPointer) throws -> [UInt8] {
        let stream = state.bindMemory(to: isal_zstream.self, capacity: 1)
        // Cleared first: isal_deflate_stateless_init leaves some fields as they were (hist_bits, the window size,
        // among them), and a window read from other memory deflates the same frame to other, still valid, bytes.
        stream.initialize(to: isal_zstream())
        defer { stream.deinitialize(count: 1) }
        isal_deflate_stateless_init(stream)
        // The level buffer holds igzip's hash table; it is cleared too, so nothing of an earlier attempt reaches it.
        levelBuffer.update(repeating: 0, count: levelBytes)
        stream.pointee.level = UInt32(level)
        stream.pointee.level_buf = level > 0 ? levelBuffer : nil
        stream.pointee.level_buf_size = level > 0 ? UInt32(levelBytes) : 0
        stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.pointee.end_of_stream = 1
        stream.pointee.flush = UInt16(NO_FLUSH)
        stream.pointee.next_in = input
        stream.pointee.avail_in = UInt32(size)
        stream.pointee.next_out = output
        stream.pointee.avail_out = UInt32(bound)
        let status = isal_deflate_stateless(stream)
        guard status == COMP_OK else {
            throw RenderError.library(.isal, step: "compress the image", reason: "status \(status)")
        }
        return [UInt8](UnsafeBufferPointer(start: output, count: Int(stream.pointee.total_out)))
    }
}
