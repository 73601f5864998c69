import CIsal

/// ISA-L's igzip: one zlib stream (header and Adler-32 included) from a whole buffer, in one stateless call.
enum IsalDeflate {
    /// Zero bytes the caller puts after the input (in `raw`, past `count`): igzip's hashing reads past the end,
    /// by up to its look-ahead of 288 bytes (`ISAL_LOOK_AHEAD`); 64 were seen to let other memory choose the last
    /// matches of a frame now and then.
    static let padding = 512

    /// The zlib stream of the first `count` bytes of `raw`, which holds `padding` zeros after them.
    static func zlib(_ raw: [UInt8], count size: Int, level: Int32) throws -> [UInt8] {
        guard (0...3).contains(level), size < Int(UInt32.max) / 2, raw.count >= size + padding else {
            throw RenderError.library(.isal, step: "compress \(size) bytes at level \(level)")
        }
        // The stream's state holds hash tables, so it lives on the heap rather than a thread's stack.
        let stream = UnsafeMutablePointer<isal_zstream>.allocate(capacity: 1)
        defer { stream.deallocate() }
        // Cleared first: isal_deflate_stateless_init leaves some fields as they were (hist_bits, the window size,
        // among them), and a window read from other memory deflates the same frame to other, still valid, bytes.
        stream.initialize(to: isal_zstream())
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
        // The input and the output at one alignment (64 bytes) on every call: igzip's vector code reads in
        // blocks whose edges fall by the address, and the same frame at two alignments was seen to deflate to
        // two different (valid) streams.
        // Zeros before the input too (`padding` of them), in case igzip's vector code reads behind it as well.
        let input = UnsafeMutableRawPointer.allocate(byteCount: padding + size + padding, alignment: 64)
        defer { input.deallocate() }
        input.initializeMemory(as: UInt8.self, repeating: 0, count: padding)
        raw.withUnsafeBytes { src in (input + padding).copyMemory(from: src.baseAddress!, byteCount: size + padding) }
        let output = UnsafeMutableRawPointer.allocate(byteCount: bound, alignment: 64)
        defer { output.deallocate() }
        // Cleared as well, so that every byte igzip can read (stream, level buffer, input and its padding, output)
        // is the same on every call.
        output.initializeMemory(as: UInt8.self, repeating: 0, count: bound)
        stream.pointee.next_in = (input + padding).assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_in = UInt32(size)
        stream.pointee.next_out = output.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = UInt32(bound)
        let status = isal_deflate_stateless(stream)
        let written = Int(stream.pointee.total_out)
        let out =
            status == COMP_OK
            ? [UInt8](UnsafeRawBufferPointer(start: output, count: written)) : []
        guard status == COMP_OK else {
            throw RenderError.library(.isal, step: "compress the image", reason: "status \(status)")
        }
        return out
    }
}
