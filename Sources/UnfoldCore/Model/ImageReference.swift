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
    package init(path: String, location: SourceLocation, file: String? = nil, preservesVector: Bool = false) {
        self.path = path
        self.location = location
        self.file = file
        self.preservesVector = preservesVector
    }

    /// The file to read.
    package var filePath: String { file ?? path }
}
