import CZstd

/// Zstandard, as golden folders store frames and records: a frame is compressed on its own, or against another
/// frame's pixels given as a prefix, so a row that only moved is one long match instead of new bytes.
package enum ZstdCodec {
    /// The level golden frames are stored at. On the repository's goldens, level 3 stores them in 0.225 of
    /// version 4's PNG bytes (level 9: 0.204, level 19: 0.168), and recording the suite takes 1.17× verifying it
    /// (level 9: 2.2×; CLI v5 asks for at most 2×).
    package static let goldenLevel = 3
    /// The largest window a golden file may ask for: zstd's own default limit for decoders (128 MB).
    static let maxWindowLog: Int32 = 27

    /// `bytes` compressed at `level`, with `prefix` (when given) as history its matches may point into. The
    /// same input gives the same bytes on every run: one thread, fixed parameters.
    package static func compress(_ bytes: [UInt8], level: Int32 = Int32(goldenLevel), prefix: [UInt8]? = nil) throws
        -> [UInt8]
    {
        guard let cctx = ZSTD_createCCtx() else { throw RenderError.library(.libzstd, step: "start compressing") }
        defer { ZSTD_freeCCtx(cctx) }
        try check(ZSTD_CCtx_setParameter(cctx, ZSTD_c_compressionLevel, level), "set the level")
        try check(
            ZSTD_CCtx_setParameter(cctx, ZSTD_c_windowLog, windowLog(bytes.count + (prefix?.count ?? 0))),
            "set the window")
        try check(ZSTD_CCtx_setParameter(cctx, ZSTD_c_contentSizeFlag, 1), "record the size")
        var out = [UInt8](repeating: 0, count: ZSTD_compressBound(bytes.count))
        let written = try pass(
            bytes, into: &out, prefix: prefix, step: "compress", refer: { ZSTD_CCtx_refPrefix(cctx, $0, $1) },
            { ZSTD_compress2(cctx, $0, $1, $2, $3) })
        out.removeSubrange(written...)
        return out
    }

    /// The `size` bytes that `data` holds, compressed with `prefix` (when given) as history. A file that holds
    /// more or fewer bytes, or asks for a window over 128 MB, is refused: golden folders travel between machines.
    package static func decompress(_ data: [UInt8], size: Int, prefix: [UInt8]? = nil) throws -> [UInt8] {
        let declared = data.withUnsafeBytes { ZSTD_getFrameContentSize($0.baseAddress, $0.count) }
        guard declared == UInt64(size) else {
            throw RenderError.library(
                .libzstd, step: "read the frame",
                reason: declared >= ZSTD_CONTENTSIZE_ERROR
                    ? "not a Zstandard frame" : "it holds \(declared) bytes, not \(size)")
        }
        guard let dctx = ZSTD_createDCtx() else { throw RenderError.library(.libzstd, step: "start decompressing") }
        defer { ZSTD_freeDCtx(dctx) }
        try check(ZSTD_DCtx_setParameter(dctx, ZSTD_d_windowLogMax, maxWindowLog), "limit the window")
        var out = [UInt8](repeating: 0, count: size)
        let written = try pass(
            data, into: &out, prefix: prefix, step: "decompress", refer: { ZSTD_DCtx_refPrefix(dctx, $0, $1) },
            { ZSTD_decompressDCtx(dctx, $0, $1, $2, $3) })
        guard written == size else {
            throw RenderError.library(
                .libzstd, step: "read the frame", reason: "it holds \(written) bytes, not \(size)")
        }
        return out
    }

    /// The size a Zstandard frame says it holds; nil when it is not one or does not say.
    package static func declaredSize(_ data: [UInt8]) -> Int? {
        let declared = data.withUnsafeBytes { ZSTD_getFrameContentSize($0.baseAddress, $0.count) }
        guard declared < ZSTD_CONTENTSIZE_ERROR, declared <= UInt64(Int.max) else { return nil }
        return Int(declared)
    }

    /// One compression or decompression of `input` into `out`, with `prefix` (when given) referenced first as
    /// history; the bytes written.
    static func pass(
        _ input: [UInt8], into out: inout [UInt8], prefix: [UInt8]?, step: String,
        refer: (UnsafeRawPointer, Int) -> Int, _ call: (UnsafeMutableRawPointer?, Int, UnsafeRawPointer?, Int) -> Int
    ) throws -> Int {
        try (prefix ?? []).withUnsafeBytes { history in
            if let base = history.baseAddress, history.count > 0 {
                try check(refer(base, history.count), "use the reference frame")
            }
            return try out.withUnsafeMutableBytes { dst in
                try input.withUnsafeBytes { src in
                    try check(call(dst.baseAddress, dst.count, src.baseAddress, src.count), step)
                }
            }
        }
    }

    /// A window that holds the prefix and the input, within zstd's bounds and the decoder's limit.
    static func windowLog(_ span: Int) -> Int32 {
        var log: Int32 = 10
        while log < maxWindowLog && (1 << log) < span { log += 1 }
        return log
    }

    @discardableResult
    static func check(_ code: Int, _ step: String) throws -> Int {
        if ZSTD_isError(code) != 0 {
            throw RenderError.library(.libzstd, step: step, reason: String(cString: ZSTD_getErrorName(code)))
        }
        return code
    }
}
