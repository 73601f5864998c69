import CDeflate
import UnfoldCodecs

/// What a PDF's compressed streams hold once inflated, counted before poppler reads the file: a few kilobytes
/// can inflate to hundreds of megabytes of drawing operators, which poppler would parse for minutes.
enum PDFStreams {
    /// The most a PDF's Flate streams may inflate to, together: far past any icon, under a second of poppler.
    static let maxInflated = 32 * 1_048_576

    /// Refuses a PDF whose Flate streams inflate past `maxInflated`; a stream that is not zlib data (a JPEG, an
    /// uncompressed one) counts its own size.
    static func check(_ bytes: [UInt8]) throws {
        guard let inflater = libdeflate_alloc_decompressor() else {
            throw RenderError.library(.libdeflate, step: "start a decompressor")
        }
        defer { libdeflate_free_decompressor(inflater) }
        var total = 0
        var out = [UInt8](repeating: 0, count: maxInflated + 1)
        for range in streams(in: bytes) {
            let room = maxInflated - total
            var written = 0
            let result = bytes.withUnsafeBufferPointer { source in
                out.withUnsafeMutableBufferPointer { target in
                    libdeflate_zlib_decompress(
                        inflater, source.baseAddress! + range.lowerBound, range.count, target.baseAddress, room + 1,
                        &written)
                }
            }
            switch result {
            case LIBDEFLATE_SUCCESS: total += written
            case LIBDEFLATE_INSUFFICIENT_SPACE: total = maxInflated + 1
            default: total += range.count
            }
            if total > maxInflated {
                throw RenderError.library(
                    .poppler, step: "open the PDF",
                    reason: "its streams inflate to more than \(maxInflated / 1_048_576) MB, the most Unfold draws")
            }
        }
    }

    /// The byte ranges between each `stream` keyword's line end and the `endstream` after it.
    static func streams(in bytes: [UInt8]) -> [Range<Int>] {
        let open = Array("stream".utf8)
        let close = Array("endstream".utf8)
        var out: [Range<Int>] = []
        var i = 0
        while let start = find(open, in: bytes, from: i) {
            var body = start + open.count
            // `endstream` itself contains `stream`: only a keyword not preceded by "end" opens one.
            if start >= 3 && Array(bytes[(start - 3)..<start]) == Array("end".utf8) {
                i = body
                continue
            }
            if body < bytes.count && bytes[body] == 0x0D { body += 1 }
            if body < bytes.count && bytes[body] == 0x0A { body += 1 }
            guard let end = find(close, in: bytes, from: body) else { break }
            out.append(body..<end)
            i = end + close.count
        }
        return out
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        var i = start
        while i <= bytes.count - needle.count {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
