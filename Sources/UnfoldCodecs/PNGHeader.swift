import UnfoldModel

/// The size a PNG declares in its IHDR chunk, read from the first 33 bytes of the file.
package enum PNGHeader {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package static func probe(_ bytes: [UInt8]) -> ImageProbe {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else {
            return .unreadable("it does not start with a PNG signature")
        }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else { return .unreadable("its first chunk is not IHDR") }
        let width = bigEndian(bytes[16..<20])
        let height = bigEndian(bytes[20..<24])
        guard width > 0, height > 0 else { return .unreadable("it declares a size of 0") }
        return .png(width: width, height: height)
    }

    package static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
