import Foundation
import UnfoldModel

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
