import Foundation
import UnfoldCodecs
import UnfoldCompare
import UnfoldSyntax
import UnfoldModel

/// Scene images, decoded once per file and shared read-only by every render thread.
package struct ImageStore: Sendable {
    /// Premultiplied BGRA (Cairo's ARGB32 on little-endian machines), keyed by the slot value.
    package var images: [String: PremultipliedImage] = [:]
    /// PDFs and SVGs that keep their vector data, drawn at the size they are shown; by the slot value.
    package var vectors: [String: VectorImage] = [:]
    /// The SVG templates of the symbol sets the scene draws, by the set's name.
    package var symbols: [String: VectorImage] = [:]

    /// A decoded image, as the codecs give it.
    package typealias PremultipliedImage = UnfoldCodecs.PremultipliedImage

    package init() {}

    /// The file a scene's image path names, relative to the scene's folder.
    static func url(_ path: String, base: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    }

    /// What the file's header says, read without decoding: 33 bytes at most.
    package static func probe(_ path: String, base: URL) -> ImageProbe {
        let url = url(path, base: base)
        // Found first, judged by its bytes second: a missing file is missing whatever its name says.
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else {
            return .missing(tried: url.standardizedFileURL.path)
        }
        if isDir.boolValue { return .unreadable("it is a folder") }
        // Opened without blocking: a FIFO named like an image must not hold the process.
        let handle: FileHandle
        switch RegularFile.handle(url.path) {
        case .success(let opened): handle = opened
        case .failure(let problem): return .unreadable(problem.reason)
        }
        defer { try? handle.close() }
        // A vector is known by its name, as Xcode knows it; it is opened and drawn once to be checked.
        if let kind = VectorImage.kind(ofFile: url.path) { return probeVector(url, kind: kind) }
        let header = [UInt8]((try? handle.read(upToCount: 33)) ?? Data())
        // A JPEG's size is in its frame header, wherever that is: the file is read whole (within the limit).
        if header.starts(with: JPEGCodec.signature) { return probeJPEG(url) }
        // Another format's file (a GIF…) is named as not a PNG; a .png that is not one is unreadable.
        if !header.starts(with: PNGHeader.signature) && url.pathExtension.lowercased() != "png" { return .notPNG }
        return PNGHeader.probe(header)
    }

    static let maxJPEGBytes = 64 * 1_048_576

    static func probeJPEG(_ url: URL) -> ImageProbe {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= maxJPEGBytes else { return .unreadable("\(size) bytes is more than the limit of 64 MB") }
        guard case .success(let data) = RegularFile.read(url.path, limit: maxJPEGBytes) else {
            return .unreadable("permission denied")
        }
        do {
            let (width, height) = try JPEGCodec.size([UInt8](data))
            return .jpeg(width: width, height: height)
        } catch let e as RenderError {
            return .badJPEG(e.message)
        } catch {
            return .badJPEG("\(error)")
        }
    }

    static func probeVector(_ url: URL, kind: VectorImage.Kind) -> ImageProbe {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= VectorImage.maxBytes else { return .unreadable("\(size) bytes is more than the limit of 16 MB") }
        guard case .success(let data) = RegularFile.read(url.path, limit: VectorImage.maxBytes) else {
            return .unreadable("permission denied")
        }
        do {
            let image = try VectorImage.read([UInt8](data), kind: kind)
            return .vector(width: image.width, height: image.height)
        } catch {
            return .unreadable((error as? RenderError)?.message ?? "\(error)")
        }
    }

    /// Decodes every image the scene names, once per real file whatever path spelling names it.
    /// A file that fails to decode is a diagnostic at the place that names it.
    /// `bound`: the largest frame, in pixels, an image can be drawn into; a larger file is decoded straight to
    /// the size that fills such a frame (nil: every file at its own size).
    /// `scale`: the scene's, at which an image set's vector without its vector data is made a bitmap.
    package static func load(
        _ references: [ImageReference], base: URL, bound: (width: Int, height: Int)? = nil, scale: Int = 1
    ) -> (store: ImageStore, problems: [Diagnostic]) {
        let loaded = loadCounting(references, base: base, bound: bound, scale: scale)
        return (loaded.store, loaded.problems)
    }

    /// `load`, also saying how many files were decoded.
    static func loadCounting(
        _ references: [ImageReference], base: URL, bound: (width: Int, height: Int)? = nil, scale: Int = 1
    ) -> (
        store: ImageStore, problems: [Diagnostic], decoded: Int
    ) {
        var store = ImageStore()
        var problems: [Diagnostic] = []
        var byRealPath: [String: Result<PremultipliedImage, RenderError>] = [:]
        for ref in references where store.images[ref.path] == nil && store.vectors[ref.path] == nil {
            let url = url(ref.filePath, base: base)
            if ref.isSymbol {
                guard store.symbols[ref.path] == nil else { continue }
                do {
                    store.symbols[ref.path] = try SymbolTemplate.read(url.path)
                } catch {
                    let message = (error as? RenderError)?.message ?? "\(error)"
                    problems.append(
                        Diagnostic("symbol set '\(ref.path)': \(ref.filePath) \(message)", at: ref.location))
                }
                continue
            }
            if let kind = VectorImage.kind(ofFile: url.path), ref.file != nil {
                switch Result(catching: { try vector(url.path, kind: kind, reference: ref, scale: scale) }) {
                case .success(.bitmap(let image)): store.images[ref.path] = image
                case .success(.vector(let vector)): store.vectors[ref.path] = vector
                case .failure(let e):
                    let message = (e as? RenderError)?.message ?? "\(e)"
                    problems.append(
                        Diagnostic("image \(ref.filePath) is not a readable image (\(message))", at: ref.location))
                }
                continue
            }
            let real = url.resolvingSymlinksInPath().standardizedFileURL.path
            let decoded =
                byRealPath[real]
                ?? Result { try decode(url.path, bound: bound) }
                .mapError { $0 as? RenderError ?? RenderError.unusable(path: url.path, problem: "fails: \($0)") }
            byRealPath[real] = decoded
            switch decoded {
            case .success(let image): store.images[ref.path] = image
            case .failure(let e):
                let kind = ref.file == nil ? "PNG" : "image"
                problems.append(
                    Diagnostic("image \(ref.filePath) is not a readable \(kind) (\(e.message))", at: ref.location))
            }
        }
        return (store, problems, byRealPath.count)
    }

    enum VectorLoad {
        case bitmap(PremultipliedImage)
        case vector(VectorImage)
    }

    /// An image set's PDF or SVG: kept as a vector when the set preserves it, else made the bitmap Xcode makes
    /// of it for the scene's scale.
    static func vector(_ path: String, kind: VectorImage.Kind, reference: ImageReference, scale: Int) throws
        -> VectorLoad
    {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= VectorImage.maxBytes else { throw RenderError.unreadable(path: path) }
        let data = try RegularFile.bytes(path, limit: VectorImage.maxBytes)
        let image = try VectorImage.read([UInt8](data), kind: kind)
        if reference.preservesVector { return .vector(image) }
        return .bitmap(try VectorDocument(image.bytes, kind: kind).rasterized(image, scale: scale))
    }

    /// One file, premultiplied: shrunk while it is decoded when it is larger than `bound`.
    static func decode(_ path: String, bound: (width: Int, height: Int)?) throws -> PremultipliedImage {
        let bytes = try RegularFile.bytes(path)
        do {
            // Only an image set's file can be a JPEG: validation refuses one anywhere else.
            if bytes.starts(with: JPEGCodec.signature) {
                return premultiply(try bound.map { try JPEGCodec.decode(bytes, bound: $0) } ?? JPEGCodec.decode(bytes))
            }
            if let bound, let small = try PNGScaledDecoder.decode(bytes, bound: bound) { return small }
            return premultiply(try PNGCodec.decode(bytes))
        } catch let e as RenderError {
            throw RenderError.inFile(path: path, e)
        }
    }

    static func premultiply(_ img: RGBAImage) -> PremultipliedImage {
        var out = [UInt8](repeating: 0, count: img.width * img.height * 4)
        img.pixels.withUnsafeBufferPointer { src in
            for i in stride(from: 0, to: src.count, by: 4) {
                let a = UInt32(src[i + 3])
                func pm(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
                out[i] = pm(src[i + 2])
                out[i + 1] = pm(src[i + 1])
                out[i + 2] = pm(src[i])
                out[i + 3] = UInt8(a)
            }
        }
        return PremultipliedImage(width: img.width, height: img.height, bgra: out)
    }
}
