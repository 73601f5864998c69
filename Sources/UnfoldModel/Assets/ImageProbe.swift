/// An image file as its header describes it.
package enum ImageProbe: Sendable, Equatable {
    case png(width: Int, height: Int)
    /// A JPEG, which only an asset catalog's image set may be.
    case jpeg(width: Int, height: Int)
    /// A file that starts as a JPEG but whose header libjpeg-turbo cannot read.
    case badJPEG(String)
    /// A PDF or SVG, which only an image set may be, and its own size in points.
    case vector(width: Double, height: Double)
    /// No file there; the path that was looked at (relative paths are resolved against the scene's folder).
    case missing(tried: String)
    case unreadable(String)
    case notPNG
}
