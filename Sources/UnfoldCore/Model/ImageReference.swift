package struct ImageReference: Sendable, Equatable {
    /// The value as the row writes it: a file path, or an image set's name. Frames find the image by it.
    package var path: String
    package var location: SourceLocation
    /// The file an image set's name picked (relative to the scene), when it names one.
    package var file: String?
    package init(path: String, location: SourceLocation, file: String? = nil) {
        self.path = path
        self.location = location
        self.file = file
    }

    /// The file to read.
    package var filePath: String { file ?? path }
}
