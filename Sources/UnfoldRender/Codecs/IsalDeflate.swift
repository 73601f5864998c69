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

    /// The zlib stream of the first `count` bytes of `raw`, which holds `padding` zeros after them.
    static func zlib(_ raw: [UInt8], count size: Int, level: Int32) throws -> [UInt8] {
        guard (0...3).contains(level), size < Int(UInt32.max) / 2, raw.count >= size + padding else {
            throw RenderError.library(.isal, step: "compress \(size) bytes at level \(level)")
        }
        let stateBytes = MemoryLayout<isal_zstream>.stride
        // Room for the state at the starts of three consecutive blocks.
        let states = UnsafeMutableRawPointer.allocate(byteCount: 2 * block + stateBytes, alignment: block)
        defer { states.deallocate() }
        let input = UnsafeMutableRawPointer.allocate(byteCount: padding + size + padding, alignment: 64)
        defer { input.deallocate() }
        input.initializeMemory(as: UInt8.self, repeating: 0, count: padding)
        raw.withUnsafeBytes { src in (input + padding).copyMemory(from: src.baseAddress!, byteCount: size + padding) }
        let attempt = IsalAttempt(
            input: (input + padding).assumingMemoryBound(to: UInt8.self), size: size, level: level)
        let first = try attempt.run(state: states)
        let second = try attempt.run(state: states + block)
        if first == second { return first }
        let third = try attempt.run(state: states + 2 * block)
        return third == second ? second : first
    }
}

/// One stateless compression of one input, with the state at a given address.
struct IsalAttempt {
    let input: UnsafeMutablePointer<UInt8>
    let size: Int
    let level: Int32

    func run(state: UnsafeMutableRawPointer) throws -> [UInt8] {
        let stream = state.bindMemory(to: isal_zstream.self, capacity: 1)
        // Cleared first: isal_deflate_stateless_init leaves some fields as they were (hist_bits, the window size,
        // among them), and a window read from other memory deflates the same frame to other, still valid, bytes.
        stream.initialize(to: isal_zstream())
        defer { stream.deinitialize(count: 1) }
        isal_deflate_stateless_init(stream)
        let levelBytes = Int(unfold_isal_level_buffer_size(level))
        // The level buffer holds igzip's hash table; it is cleared too, so nothing of other memory reaches it.
        let levelBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, levelBytes))
        levelBuffer.initialize(repeating: 0, count: max(1, levelBytes))
        defer { levelBuffer.deallocate() }
        stream.pointee.level = UInt32(level)
        stream.pointee.level_buf = levelBytes > 0 ? levelBuffer : nil
        stream.pointee.level_buf_size = UInt32(levelBytes)
        stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.pointee.end_of_stream = 1
        stream.pointee.flush = UInt16(NO_FLUSH)
        // Stored blocks cost 5 bytes each 65,535; the rest is the zlib header and trailer and the final block.
        let bound = size + size / 4096 * 8 + 1024
        let output = UnsafeMutableRawPointer.allocate(byteCount: bound, alignment: 64)
        defer { output.deallocate() }
        output.initializeMemory(as: UInt8.self, repeating: 0, count: bound)
        stream.pointee.next_in = input
        stream.pointee.avail_in = UInt32(size)
        stream.pointee.next_out = output.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = UInt32(bound)
        let status = isal_deflate_stateless(stream)
        guard status == COMP_OK else {
            throw RenderError.library(.isal, step: "compress the image", reason: "status \(status)")
        }
        return [UInt8](UnsafeRawBufferPointer(start: output, count: Int(stream.pointee.total_out)))
    }
}
