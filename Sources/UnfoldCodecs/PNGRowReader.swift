import CSpng
import Foundation

/// Reads a PNG file one RGBA row at a time (libspng's progressive decoding), so a large image never
/// has to be held whole.
package final class PNGRowReader {
    package let width: Int
    package let height: Int
    let ctx: OpaquePointer
    let file: UnsafeMutablePointer<FILE>
    package private(set) var nextRow = 0

    package init(path: String) throws {
        guard let file = fopen(path, "rb") else {
            throw RenderError.unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard let ctx = spng_ctx_new(0) else {
            fclose(file)
            throw RenderError.library(.libspng, step: "create a decoder")
        }
        self.file = file
        self.ctx = ctx
        var ihdr = spng_ihdr()
        do {
            try PNGCodec.check(spng_set_png_file(ctx, file), "read \(path)")
            try PNGCodec.check(spng_get_ihdr(ctx, &ihdr), "read the PNG header of \(path)")
            let format = Int32(SPNG_FMT_RGBA8.rawValue)
            let flags = Int32(SPNG_DECODE_TRNS.rawValue | SPNG_DECODE_PROGRESSIVE.rawValue)
            try PNGCodec.check(spng_decode_image(ctx, nil, 0, format, flags), "decode \(path)")
        } catch {
            spng_ctx_free(ctx)
            fclose(file)
            throw error
        }
        width = Int(ihdr.width)
        height = Int(ihdr.height)
    }

    deinit {
        spng_ctx_free(ctx)
        fclose(file)
    }

    /// Decodes the next row into `row` (width × 4 bytes).
    package func read(into row: UnsafeMutableRawBufferPointer) throws {
        guard nextRow < height else { throw RenderError.library(.libspng, step: "read past the last row") }
        let status = spng_decode_row(ctx, row.baseAddress, width * 4)
        // The last row reports SPNG_EOI: it was decoded.
        if status != 0 && status != Int32(SPNG_EOI.rawValue) { try PNGCodec.check(status, "decode row \(nextRow)") }
        nextRow += 1
    }
}
