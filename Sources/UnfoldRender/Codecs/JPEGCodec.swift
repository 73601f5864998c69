import CTurboJPEG
import Foundation
import UnfoldCore

/// JPEG decoding through libjpeg-turbo's TurboJPEG interface, for asset catalogs' image sets.
enum JPEGCodec {
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The size the file's frame header declares, read without decoding.
    static func size(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
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

    /// The whole image, RGBA with alpha 255.
    static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        let (width, height) = try size(bytes)
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

    static func withDecoder<T>(_ body: (tjhandle) throws -> T) throws -> T {
        guard let handle = tjInitDecompress() else { throw RenderError.library(.libjpeg, step: "start a decoder") }
        defer { tjDestroy(handle) }
        return try body(handle)
    }

    static func failure(_ handle: tjhandle, step: String) -> RenderError {
        RenderError.library(.libjpeg, step: step, reason: String(cString: tjGetErrorStr2(handle)))
    }
}
