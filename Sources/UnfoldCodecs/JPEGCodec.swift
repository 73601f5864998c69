import CExif
import CTurboJPEG
import Foundation
import UnfoldCompare
import UnfoldModel

/// JPEG decoding through libjpeg-turbo's TurboJPEG interface, for asset catalogs' image sets.
package enum JPEGCodec {
    package static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The size the image is shown at: the frame header's, turned as its EXIF orientation says.
    package static func size(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        let stored = try storedSize(bytes)
        return orientation(bytes).swapsSides ? (stored.height, stored.width) : stored
    }

    /// The size the file's frame header declares, read without decoding.
    package static func storedSize(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        try withDecoder { handle in
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            let status = bytes.withUnsafeBufferPointer {
                tjDecompressHeader3(
                    handle, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
            }
            guard status == 0, width > 0, height > 0 else { throw failure(handle, step: "read the header") }
            return (Int(width), Int(height))
        }
    }

    /// The whole image, RGBA with alpha 255, turned upright as its EXIF orientation says (as UIImage shows it).
    package static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        orientation(bytes).upright(try decodeStored(bytes))
    }

    /// The image turned upright, decoded at the smallest of libjpeg-turbo's scales (1/8, 1/4, 1/2 …) that still
    /// covers `bound` (in upright pixels), so a photo of 8192² drawn in a 40-point cell costs a small part of its
    /// 256 MB. The drawing scales it the rest of the way, as it scales a PNG.
    package static func decode(_ bytes: [UInt8], bound: (width: Int, height: Int)) throws -> RGBAImage {
        let orientation = orientation(bytes)
        let stored = try storedSize(bytes)
        let need = orientation.swapsSides ? (bound.height, bound.width) : (bound.width, bound.height)
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else {
            return orientation.upright(try decodeStored(bytes))
        }
        var best = (stored.width, stored.height)
        for k in 0..<Int(count) {
            let f = factors[k]
            // Only reductions: an enlargement costs more than the file itself.
            guard f.num < f.denom else { continue }
            let w = (stored.width * Int(f.num) + Int(f.denom) - 1) / Int(f.denom)
            let h = (stored.height * Int(f.num) + Int(f.denom) - 1) / Int(f.denom)
            if w >= need.0 && h >= need.1 && w * h < best.0 * best.1 { best = (w, h) }
        }
        return orientation.upright(try decodeStored(bytes, size: best))
    }

    /// The pixels as stored, or scaled to `size` (one of libjpeg-turbo's scales of the stored size).
    package static func decodeStored(_ bytes: [UInt8], size: (width: Int, height: Int)? = nil) throws -> RGBAImage {
        let (width, height) = try size ?? storedSize(bytes)
        return try withDecoder { handle in
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let status = bytes.withUnsafeBufferPointer { source in
                pixels.withUnsafeMutableBufferPointer { out in
                    tjDecompress2(
                        handle, source.baseAddress, UInt(bytes.count), out.baseAddress, Int32(width), 0, Int32(height),
                        Int32(TJPF_RGBA.rawValue), 0)
                }
            }
            guard status == 0 else { throw failure(handle, step: "decode") }
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
    }

    package static func withDecoder<T>(_ body: (tjhandle) throws -> T) throws -> T {
        guard let handle = tjInitDecompress() else { throw RenderError.library(.libjpeg, step: "start a decoder") }
        defer { tjDestroy(handle) }
        return try body(handle)
    }

    package static func failure(_ handle: tjhandle, step: String) -> RenderError {
        RenderError.library(.libjpeg, step: step, reason: String(cString: tjGetErrorStr2(handle)))
    }

    /// The EXIF orientation (1…8) libexif reads from the file's APP1 segment; 1 (upright) when there is none or it
    /// is not one of the eight.
    package static func orientation(_ bytes: [UInt8]) -> Orientation {
        let data = bytes.withUnsafeBufferPointer {
            exif_data_new_from_data($0.baseAddress, UInt32(min(bytes.count, Int(UInt32.max))))
        }
        guard let data else { return Orientation(rawValue: 1)! }
        defer { exif_data_unref(data) }
        guard let ifd0 = data.pointee.ifd.0, let entry = exif_content_get_entry(ifd0, EXIF_TAG_ORIENTATION),
            entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1, entry.pointee.size >= 2,
            let value = entry.pointee.data
        else { return Orientation(rawValue: 1)! }
        return Orientation(rawValue: Int(exif_get_short(value, exif_data_get_byte_order(data)))) ?? Orientation(
            rawValue: 1)!
    }
}
