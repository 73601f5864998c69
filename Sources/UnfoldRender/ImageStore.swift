import Foundation

/// Scene images, decoded once per file and shared read-only by every render thread.
public struct ImageStore: Sendable {
    /// Premultiplied BGRA (Cairo's ARGB32 on little-endian machines), keyed by the slot value.
    public var images: [String: PremultipliedImage] = [:]

    public struct PremultipliedImage: Sendable {
        public var width: Int
        public var height: Int
        public var bgra: [UInt8]
    }

    public init() {}

    /// Loads every image the scene names, relative to `base`; the error names the file and the scene line.
    public static func load(_ references: [(path: String, line: Int)], base: URL, scenePath: String) throws -> ImageStore {
        var store = ImageStore()
        for ref in references where store.images[ref.path] == nil {
            let url = ref.path.hasPrefix("/") ? URL(fileURLWithPath: ref.path) : base.appendingPathComponent(ref.path)
            guard url.pathExtension.lowercased() == "png" else {
                throw RenderError("\(scenePath):\(ref.line): image \(ref.path) is not a PNG file (only PNG is accepted)")
            }
            let image: RGBAImage
            do { image = try PNGCodec.decode(file: url.path) } catch let e as RenderError {
                let why = FileManager.default.fileExists(atPath: url.path) ? "is not a readable PNG (\(e.message))" : "does not exist"
                throw RenderError("\(scenePath):\(ref.line): image \(url.path) \(why)")
            }
            store.images[ref.path] = premultiply(image)
        }
        return store
    }

    static func premultiply(_ img: RGBAImage) -> PremultipliedImage {
        var out = [UInt8](repeating: 0, count: img.width * img.height * 4)
        img.pixels.withUnsafeBufferPointer { src in
            for i in stride(from: 0, to: src.count, by: 4) {
                let a = UInt32(src[i + 3])
                func pm(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
                out[i] = pm(src[i + 2]); out[i + 1] = pm(src[i + 1]); out[i + 2] = pm(src[i]); out[i + 3] = UInt8(a)
            }
        }
        return PremultipliedImage(width: img.width, height: img.height, bgra: out)
    }
}
