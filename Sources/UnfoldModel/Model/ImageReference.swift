import UnfoldSyntax

package struct ImageReference: Sendable, Equatable {
    /// The value as the row writes it: a file path, or an image set's name. Frames find the image by it.
    package var path: String
    package var location: SourceLocation
    /// The file an image set's name picked (relative to the scene), when it names one.
    package var file: String?
    /// An image set's `preserves-vector-representation`: a PDF or SVG is drawn at the size it is shown.
    package var preservesVector: Bool
    /// A symbol set's SVG template (`path` is the set's name), drawn as a symbol rather than as an image.
    package var isSymbol = false
    /// The image set an image set's name named: a render at another scale (`--scale`) picks its file again.
    package var imageSet: ImageSet? = nil
    package init(path: String, location: SourceLocation, file: String? = nil, preservesVector: Bool = false) {
        self.path = path
        self.location = location
        self.file = file
        self.preservesVector = preservesVector
    }

    /// The file to read.
    package var filePath: String { file ?? path }

    /// This reference as a render at `scale` reads it, when that is another file of its image set: the one
    /// `UIImage(named:)` picks at that scale.
    package func picked(scale: Int, appearance: Appearance, highContrast: Bool) -> ImageReference? {
        guard let imageSet, let other = imageSet.file(scale: scale, appearance: appearance, highContrast: highContrast),
            other != file
        else { return nil }
        var r = self
        r.file = other
        return r
    }
}
