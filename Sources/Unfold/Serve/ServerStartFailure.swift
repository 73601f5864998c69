import UnfoldRender
import UnfoldHTTP

/// A server that could not start listening (no free port among those tried): its words, for the caller to show.
package struct ServerStartFailure: Error, Sendable {
    package let message: String
}

extension HTTPServer {
    /// Listens as `init(port:tries:timeout:handler:)` does; a failure to listen is a `ServerStartFailure`, so the
    /// command line tells it from the server's other errors without knowing the HTTP layer.
    static func listening(
        port: Int, tries: Int, timeout: UInt32, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws -> HTTPServer {
        do {
            return try HTTPServer(port: port, tries: tries, timeout: timeout, handler: handler)
        } catch let e as HTTPServerError {
            throw ServerStartFailure(message: e.message)
        }
    }
}
