import Foundation

/// An image set of an asset catalog (`NAME.imageset`): its files by scale, appearance and contrast.
package struct ImageSet: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var filename: String
        /// 1, 2 or 3; nil for a single file that serves every scale (a vector).
        package var scale: Int?
        package var appearance: Appearance?
        package var highContrast: Bool
    }

    package var name: String
    /// The set's folder, as the scene reaches it (`Assets.xcassets/Photos/Hero.imageset`).
    package var folder: String
    package var entries: [Entry]
    /// `template-rendering-intent template`: drawn in the element's colour.
    package var isTemplate: Bool
    /// `preserves-vector-representation`: a PDF or SVG drawn at the size it is shown; without it, Xcode makes a
    /// bitmap of the image's own size for each scale, and that bitmap is scaled.
    package var preservesVector: Bool = false

    /// The scale an image set gives one of its files (`folder/name`), nil for a single-scale one.
    package func scale(ofFile path: String) -> Int? {
        entries.first { folder + "/" + $0.filename == path }?.scale
    }

    /// The file `UIImage(named:)` picks: the appearance as colour sets pick it, then the scale's own file,
    /// else the nearest larger scale, then the nearest smaller.
    package func file(scale: Int, appearance: Appearance, highContrast: Bool) -> String? {
        let tries: [(Appearance?, Bool)] = [
            (appearance, highContrast), (appearance, false), (nil, highContrast), (nil, false)
        ]
        for (a, c) in tries {
            let matching = entries.filter { $0.appearance == a && $0.highContrast == c }
            guard !matching.isEmpty else { continue }
            if let any = matching.first(where: { $0.scale == nil }) { return folder + "/" + any.filename }
            let larger = matching.filter { $0.scale! >= scale }.min { $0.scale! < $1.scale! }
            let smaller = matching.filter { $0.scale! < scale }.max { $0.scale! < $1.scale! }
            if let pick = larger ?? smaller { return folder + "/" + pick.filename }
        }
        return nil
    }
}

/// Reads an image set's `Contents.json`.
package enum ImageSetReader {
    package static func read(_ data: Data, name: String, folder: String) -> Result<ImageSet, JSONProblem.Failure> {
        let file: ImageSetFile
        switch JSONProblem.result(ImageSetFile.self, from: data) {
        case .failure(let failure): return .failure(failure)
        case .success(let decoded): file = decoded
        }
        var entries: [ImageSet.Entry] = []
        for (k, image) in (file.images ?? []).enumerated() {
            // An empty slot of Xcode's editor has no file; a Mac's or a watch's file is not an iPhone's.
            guard let filename = image.filename, ["universal", "iphone", "ipad", nil].contains(image.idiom) else {
                continue
            }
            // The file is inside the set's folder: no path, no way up.
            guard !filename.contains("/"), filename != "..", filename != "." else {
                return .failure(
                    JSONProblem.Failure("'images[\(k)].filename' is \(filename): a file of the set's own folder"))
            }
            var scale: Int?
            if let written = image.scale {
                guard let s = ["1x": 1, "2x": 2, "3x": 3][written] else {
                    return .failure(JSONProblem.Failure("'images[\(k)].scale' is \(written): expected 1x, 2x or 3x"))
                }
                scale = s
            }
            var entry = ImageSet.Entry(filename: filename, scale: scale, appearance: nil, highContrast: false)
            for a in image.appearances ?? [] {
                switch (a.appearance, a.value) {
                case ("luminosity", "light"): entry.appearance = .light
                case ("luminosity", "dark"): entry.appearance = .dark
                case ("contrast", "high"): entry.highContrast = true
                default: break
                }
            }
            entries.append(entry)
        }
        guard !entries.isEmpty else { return .failure(JSONProblem.Failure("'images' holds no file for iOS")) }
        let template = file.properties?.templateRenderingIntent == "template"
        var set = ImageSet(name: name, folder: folder, entries: entries, isTemplate: template)
        set.preservesVector = file.properties?.preservesVectorRepresentation ?? false
        return .success(set)
    }
}

struct ImageSetFile: Decodable {
    var images: [ImageJSON]?
    var properties: ImageProperties?
}

struct ImageJSON: Decodable {
    var filename: String?
    var idiom: String?
    var scale: String?
    var appearances: [AppearanceJSON]?
}

struct ImageProperties: Decodable {
    var templateRenderingIntent: String?
    var preservesVectorRepresentation: Bool?

    enum CodingKeys: String, CodingKey {
        case templateRenderingIntent = "template-rendering-intent"
        case preservesVectorRepresentation = "preserves-vector-representation"
    }
}
