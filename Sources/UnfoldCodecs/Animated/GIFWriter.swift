import CGif
import UnfoldExportPlan
import UnfoldModel

/// GIF through giflib, with one global palette from libimagequant. Each frame after the first stores only the
/// rectangle that changed, and inside it marks the pixels that did not change as transparent, so the previous
/// frame shows through (disposal: do not dispose).
package final class GIFWriter: AnimationWriter {
    final class Sink {
        var bytes: [UInt8] = []
    }

    package let options: AnimationOptions
    let palette: GIFPalette
    let sink = Sink()
    var gif: UnsafeMutablePointer<GifFileType>?
    var changes: FrameChanges
    /// The palette index each pixel shows now.
    var displayed: [UInt8] = []
    let delays: [Int64]

    package init(_ options: AnimationOptions, palette: GIFPalette) throws {
        self.options = options
        self.palette = palette
        changes = FrameChanges(width: options.width, height: options.height)
        delays = options.plan.durations(unitsPerSecond: 100)
        var error: Int32 = 0
        gif = EGifOpen(
            Unmanaged.passUnretained(sink).toOpaque(),
            { file, bytes, length in
                let sink = Unmanaged<Sink>.fromOpaque(file!.pointee.UserData).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(length)))
                return length
            }, &error)
        guard let gif else { throw RenderError.library(.giflib, step: "start", reason: Self.message(error)) }
        EGifSetGifVersion(gif, true)
        try writeScreen(gif)
        if options.loop != 1 { try writeLoop(gif) }
        if let about = options.about { try check(EGifPutComment(gif, about.text), "write the comment") }
    }

    deinit { if gif != nil { EGifCloseFile(gif, nil) } }

    static func message(_ code: Int32) -> String { GifErrorString(code).map { String(cString: $0) } ?? "error \(code)" }

    func check(_ status: Int32, _ what: String) throws {
        if status != GIF_OK {
            throw RenderError.library(.giflib, step: what, reason: Self.message(gif?.pointee.Error ?? 0))
        }
    }

    func writeScreen(_ gif: UnsafeMutablePointer<GifFileType>) throws {
        var size = 2
        while size < palette.colors.count + 1 { size *= 2 }
        var entries = palette.colors.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
        entries += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - entries.count)
        let map = GifMakeMapObject(Int32(size), entries)
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(gif, Int32(options.width), Int32(options.height), 8, 0, map), "write the screen")
    }

    /// NETSCAPE2.0: a GIF stores the repeats after the first play (N − 1; 0 forever).
    func writeLoop(_ gif: UnsafeMutablePointer<GifFileType>) throws {
        let repeats = options.loop == 0 ? 0 : options.loop - 1
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "write the loop")
        try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), "write the loop")
        try check(
            EGifPutExtensionBlock(gif, 3, [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8 & 0xFF)]), "write the loop")
        try check(EGifPutExtensionTrailer(gif), "write the loop")
    }

    package func add(_ frame: AnimatedFrame) throws {
        let change = changes.next(frame.rgba)
        var rect = change?.rect
        var indices: [UInt8] = []
        var transparent = NO_TRANSPARENT_COLOR
        if let change {
            indices = try palette.remap(change.pixels, width: change.rect.width, height: change.rect.height)
        }
        if displayed.isEmpty {
            displayed = indices
        } else if let source = rect {
            // Only what shows differently is stored: pixels whose colour maps to the index already shown
            // are transparent, and the rectangle shrinks to the indices that change.
            transparent = Int32(palette.transparentIndex)
            rect = keepChanged(&indices, in: source)
        }
        let written = rect ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        if rect == nil {
            transparent = Int32(palette.transparentIndex)
            indices = [UInt8(palette.transparentIndex)]
        }
        try writeImage(indices, written, delay: delays[frame.index], transparent: transparent)
    }

    func writeImage(_ indices: [UInt8], _ rect: PixelRect, delay: Int64, transparent: Int32) throws {
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay), TransparentColor: transparent)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes), "write a frame's delay")
        try check(
            EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil),
            "write a frame")
        var rows = indices
        try rows.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<rect.height {
                try check(EGifPutLine(gif, buffer.baseAddress! + y * rect.width, Int32(rect.width)), "write a frame")
            }
        }
    }

    /// Compares the new indices of `source` with what is shown, updates what is shown, and returns the
    /// rectangle of indices that change (nil when none does), with `indices` cropped to it and every unchanged
    /// pixel in it transparent.
    func keepChanged(_ indices: inout [UInt8], in source: PixelRect) -> PixelRect? {
        let w = options.width
        var changed = [Bool](repeating: false, count: indices.count)
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<source.height {
            let row = (source.y + y) * w + source.x
            for x in 0..<source.width where displayed[row + x] != indices[y * source.width + x] {
                changed[y * source.width + x] = true
                displayed[row + x] = indices[y * source.width + x]
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let rect = PixelRect(x: source.x + minX, y: source.y + minY, width: maxX - minX + 1, height: maxY - minY + 1)
        // An unchanged pixel may be written as transparent or as the index it shows: either is right, so it
        // takes whichever continues the run before it, which LZW compresses best.
        let t = UInt8(palette.transparentIndex)
        var out = [UInt8](repeating: t, count: rect.width * rect.height)
        var last = t
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let k = (y + minY) * source.width + x + minX
                let v = changed[k] || indices[k] == last ? indices[k] : t
                out[y * rect.width + x] = v
                last = v
            }
        }
        indices = out
        return rect
    }

    package func finish() throws -> [UInt8] {
        var error: Int32 = 0
        let status = EGifCloseFile(gif, &error)
        gif = nil
        if status != GIF_OK { throw RenderError.library(.giflib, step: "finish the file", reason: Self.message(error)) }
        return sink.bytes
    }
}
