package struct ImageReference: Sendable, Equatable {
    package var path: String
    package var location: SourceLocation
    package init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}
