/// A failure outside the scene's text: fonts, images, encoding, files.
package struct RenderError: Error, CustomStringConvertible, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
