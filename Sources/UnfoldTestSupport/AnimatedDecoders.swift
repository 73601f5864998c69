import CGif
import CWebP
import Foundation

/// Why a file could not be decoded: the decoder's refusal, as the test that asked shows it.
package struct DecodeFailure: Error, CustomStringConvertible {
    package var description: String
}

/// The value, or a failure saying what was expected.
func need<T>(_ value: T?, _ what: String = "the decoder refused the file") throws -> T {
    guard let value else { throw DecodeFailure(description: what) }
    return value
}

/// A condition the decoding needs, or a failure saying what it was.
func need(_ condition: Bool, _ what: String = "the decoder refused the file") throws {
    guard condition else { throw DecodeFailure(description: what) }
}

/// A frame of an animated file as a viewer shows it: the whole picture (RGB) from its start time on.
package struct ShownFrame {
    package var start: Int
    package var rgb: [UInt8]

    package init(start: Int, rgb: [UInt8]) {
        self.start = start
        self.rgb = rgb
    }
}

/// Decodes a GIF with giflib and composites its frames (do-not-dispose, transparent index): times in 1/100 s.
package func decodeGIF(_ path: String) throws -> (width: Int, height: Int, frames: [ShownFrame], end: Int, loops: Int?)
{
    var error: Int32 = 0
    let gif = try need(DGifOpenFileName(path, &error))
    defer { DGifCloseFile(gif, &error) }
    try need(DGifSlurp(gif) == GIF_OK)
    let w = Int(gif.pointee.SWidth)
    let h = Int(gif.pointee.SHeight)
    let global = gif.pointee.SColorMap
    var canvas = [UInt8](repeating: 0, count: w * h * 3)
    var frames: [ShownFrame] = []
    var time = 0
    var loops: Int? = nil
    for i in 0..<Int(gif.pointee.ImageCount) {
        let image = gif.pointee.SavedImages[i]
        var control = GraphicsControlBlock()
        DGifSavedExtensionToGCB(gif, Int32(i), &control)
        for k in 0..<Int(image.ExtensionBlockCount) where image.ExtensionBlocks[k].Function == APPLICATION_EXT_FUNC_CODE
        {
            let next = image.ExtensionBlocks[k + 1]
            loops = Int(next.Bytes[1]) | Int(next.Bytes[2]) << 8
        }
        let d = image.ImageDesc
        let map = d.ColorMap ?? global!
        for y in 0..<Int(d.Height) {
            for x in 0..<Int(d.Width) {
                let index = Int(image.RasterBits[y * Int(d.Width) + x])
                if Int32(index) == control.TransparentColor { continue }
                let c = map.pointee.Colors[index]
                let p = ((Int(d.Top) + y) * w + Int(d.Left) + x) * 3
                canvas[p] = c.Red
                canvas[p + 1] = c.Green
                canvas[p + 2] = c.Blue
            }
        }
        frames.append(ShownFrame(start: time, rgb: canvas))
        time += Int(control.DelayTime)
    }
    return (w, h, frames, time, loops)
}

/// Decodes an animated WebP with libwebp's demuxing decoder: times in milliseconds.
package func decodeWebP(_ path: String) throws -> (width: Int, height: Int, frames: [ShownFrame], end: Int, loops: Int)
{
    let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    return try data.withUnsafeBufferPointer { buffer in
        var webp = WebPData(bytes: buffer.baseAddress, size: buffer.count)
        var options = WebPAnimDecoderOptions()
        try need(WebPAnimDecoderOptionsInitInternal(&options, WEBP_DEMUX_ABI_VERSION) != 0)
        options.color_mode = MODE_RGBA
        let decoder = try need(WebPAnimDecoderNewInternal(&webp, &options, WEBP_DEMUX_ABI_VERSION))
        defer { WebPAnimDecoderDelete(decoder) }
        var info = WebPAnimInfo()
        try need(WebPAnimDecoderGetInfo(decoder, &info) != 0)
        let w = Int(info.canvas_width)
        let h = Int(info.canvas_height)
        var frames: [ShownFrame] = []
        var previousEnd: Int32 = 0
        while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
            var pixels: UnsafeMutablePointer<UInt8>? = nil
            var end: Int32 = 0
            try need(WebPAnimDecoderGetNext(decoder, &pixels, &end) != 0)
            var rgb = [UInt8](repeating: 0, count: w * h * 3)
            for p in 0..<(w * h) {
                rgb[p * 3] = pixels![p * 4]
                rgb[p * 3 + 1] = pixels![p * 4 + 1]
                rgb[p * 3 + 2] = pixels![p * 4 + 2]
            }
            // The decoder gives each frame's end time; its start is the previous one's end.
            frames.append(ShownFrame(start: Int(previousEnd), rgb: rgb))
            previousEnd = end
        }
        return (w, h, frames, Int(previousEnd), Int(info.loop_count))
    }
}

/// Decodes an APNG with Pillow (Debian's python3-pil), which Unfold does not contain: exact durations as
/// fractions of a second, written as `numerator/denominator`, and every composited frame as raw RGB.
package func decodeAPNG(_ path: String, into folder: URL) throws -> (
    frames: [ShownFrame], durations: [(Int, Int)], loops: Int
) {
    let script = """
        import sys
        from PIL import Image
        im = Image.open(sys.argv[1])
        print(im.n_frames, im.info.get('loop', 0), im.width, im.height)
        for k in range(im.n_frames):
            im.seek(k)
            open('%s/%05d.rgb' % (sys.argv[2], k), 'wb').write(im.convert('RGB').tobytes())
            print(k, im.info['duration'])
        """
    let python = "/usr/bin/python3"
    try need(FileManager.default.isExecutableFile(atPath: python), "Debian's python3 with python3-pil is needed")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: python)
    p.arguments = ["-c", script, path, folder.path]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    try need(p.terminationStatus == 0, "Pillow could not read \(path)")
    let lines = output.split(separator: "\n").map { $0.split(separator: " ") }
    let count = Int(lines[0][0])!
    // Pillow reports each duration in milliseconds as a float; the exact fraction is in the fcTL chunks.
    var frames: [ShownFrame] = []
    for k in 0..<count {
        let rgb = [UInt8](try Data(contentsOf: folder.appendingPathComponent(String(format: "%05d.rgb", k))))
        frames.append(ShownFrame(start: 0, rgb: rgb))
    }
    return (frames, apngDelays(try Data(contentsOf: URL(fileURLWithPath: path))), Int(lines[0][1])!)
}

/// The delay fractions of an APNG's fcTL chunks, read directly.
package func apngDelays(_ data: Data) -> [(Int, Int)] {
    let bytes = [UInt8](data)
    var out: [(Int, Int)] = []
    var i = 8
    while i + 12 <= bytes.count {
        let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        if String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self) == "fcTL" {
            let d = i + 8
            out.append((Int(bytes[d + 20]) << 8 | Int(bytes[d + 21]), Int(bytes[d + 22]) << 8 | Int(bytes[d + 23])))
        }
        i += 12 + length
    }
    return out
}

/// PSNR of two RGB pictures in dB (99 when identical).
package func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
    var sum = 0.0
    for i in a.indices {
        let d = Double(a[i]) - Double(b[i])
        sum += d * d
    }
    let mse = sum / Double(a.count)
    return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
}

/// Decodes a PNG with Pillow (Debian's python3-pil), which Unfold does not contain, as raw RGB. Before that, the
/// IDAT chunks' zlib stream is inflated whole by Python's zlib, which checks its Adler-32.
package func decodePNGWithPillow(_ path: String) throws -> (width: Int, height: Int, rgb: [UInt8]) {
    let script = """
        import sys, struct, zlib
        from PIL import Image
        data = open(sys.argv[1], 'rb').read()
        i, idat = 8, b''
        while i < len(data):
            n, kind = struct.unpack('>I4s', data[i:i + 8])
            if kind == b'IDAT':
                idat += data[i + 8:i + 8 + n]
            i += 12 + n
        zlib.decompress(idat)
        im = Image.open(sys.argv[1])
        im.load()
        print(im.width, im.height)
        sys.stdout.flush()
        sys.stdout.buffer.write(im.convert('RGB').tobytes())
        """
    let python = "/usr/bin/python3"
    try need(FileManager.default.isExecutableFile(atPath: python), "Debian's python3 with python3-pil is needed")
    let p = Process()
    p.executableURL = URL(fileURLWithPath: python)
    p.arguments = ["-c", script, path]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    try need(p.terminationStatus == 0, "Pillow or zlib could not read \(path)")
    let newline = output.firstIndex(of: UInt8(ascii: "\n"))!
    let size = String(decoding: output[..<newline], as: UTF8.self).split(separator: " ").map { Int($0)! }
    return (size[0], size[1], [UInt8](output[(newline + 1)...]))
}
