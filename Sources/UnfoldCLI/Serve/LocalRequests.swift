import Foundation
import UnfoldRender

/// What every local server checks before anything else: the `Host` a browser sent must name this server on the
/// loopback, so a page from elsewhere that rebinds its DNS name to 127.0.0.1 gets nothing.
enum LocalRequests {
    static func hostIsLocal(_ request: HTTPRequest, port: Int) -> Bool {
        guard let host = request.host?.lowercased() else { return false }
        return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
    }

    /// A fresh random token, hex.
    static func token() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    static func json(_ status: Int, _ object: Any) -> HTTPResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return HTTPResponse(status: status, contentType: "application/json", body: [UInt8](data) + [10])
    }

    static func contentType(_ path: String) -> String {
        if path.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if path.hasSuffix(".png") { return "image/png" }
        if path.hasSuffix(".json") { return "application/json" }
        if path.hasSuffix(".xml") { return "application/xml" }
        return "application/octet-stream"
    }
}
