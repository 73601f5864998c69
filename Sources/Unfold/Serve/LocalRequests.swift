import Foundation
import UnfoldRender
import UnfoldHTTP

/// What every local server checks before anything else: the `Host` a browser sent must name this server on the
/// loopback, so a page from elsewhere that rebinds its DNS name to 127.0.0.1 gets nothing.
enum LocalRequests {
    static func hostIsLocal(_ request: HTTPRequest, port: Int) -> Bool {
        guard let host = request.host?.lowercased() else { return false }
        return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
    }

    /// The answer to a request no local server takes, or nil: exactly one `Host` naming this server; no
    /// `Origin` but this server's own; no `Sec-Fetch-Site` but `same-origin` or `none` (typed or bookmarked).
    /// A `no-cors` fetch from a page of another site sends `Host: 127.0.0.1:PORT` too; its browser gives it away
    /// by `Origin` and `Sec-Fetch-Site`, which a page cannot set.
    static func refusal(_ request: HTTPRequest, port: Int) -> HTTPResponse? {
        let hosts = request.headers.filter { $0.name.lowercased() == "host" }
        guard hosts.count <= 1, hostIsLocal(request, port: port) else {
            return .text(403, "this server answers only to 127.0.0.1:\(port) and localhost:\(port)")
        }
        let origins = header("origin", of: request)
        let own = ["http://127.0.0.1:\(port)", "http://localhost:\(port)"]
        guard origins.allSatisfy({ own.contains($0.lowercased()) }) else {
            return .text(403, "this server answers only to its own pages, not to another site's")
        }
        let sites = header("sec-fetch-site", of: request)
        guard sites.allSatisfy({ ["same-origin", "none"].contains($0.lowercased()) }) else {
            return .text(403, "this server answers only to its own pages, not to another site's")
        }
        return nil
    }

    /// Every value of the header `name` (lower case).
    static func header(_ name: String, of request: HTTPRequest) -> [String] {
        request.headers.filter { $0.name.lowercased() == name }.map(\.value)
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
