import Foundation

/// An image set of an asset catalog (`NAME.imageset`): its files by scale, appearance and contrast.
package struct ImageSet: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var filename: String
        /// 1, 2 or 3; nil for a single file that serves every scale (a vector).
        package var scale: Int?
        package var appearance: Appearance?
        package var highContrast: Bool

        /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
        package init(
            filename: String, scale: Int? = nil, appearance: Appearance? = nil, highContrast: Bool
        ) {
            self.filename = filename
            self.scale = scale
            self.appearance = appearance
            self.highContrast = highContrast
        }
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

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        name: String, folder: String, entries: [Entry], isTemplate: Bool, preservesVector: Bool = false
    ) {
        self.name = name
        self.folder = folder
        self.entries = entries
        self.isTemplate = isTemplate
        self.preservesVector = preservesVector
    }
}
