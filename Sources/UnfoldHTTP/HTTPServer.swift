import CMicroHTTPD
import Foundation
import Synchronization

/// A request as the server hands it over: the path is already percent-decoded by libmicrohttpd.
package struct HTTPRequest: Sendable {
    package var method: String
    package var path: String
    package var query: [String: String]
    /// The `Host` header, if any.
    package var host: String?
    /// Every request header (the first 64), as sent: names as the client wrote them.
    package var headers: [(name: String, value: String)] = []
    package var body: [UInt8]
    /// Whether the body went past `HTTPServer.maxBody` (it is then empty).
    package var bodyTooLarge = false
}

/// What the server answers; a `stream` is read again and again on the connection's own thread until it returns nil.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var contentType: String
    package var body: [UInt8]
    package var headers: [(String, String)] = []
    package var stream: (@Sendable () -> [UInt8]?)? = nil

    package init(status: Int, contentType: String = "text/plain; charset=utf-8", body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    package static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, body: Array((text + "\n").utf8))
    }
}

/// libmicrohttpd serving one handler on 127.0.0.1 only, behind a `RequestGate`: one thread per connection, headers
/// that take longer than the timeout dropped, connections that make no progress closed after it, a bounded
/// number at once, request lines and headers bounded by the library.
package final class HTTPServer: Sendable {
    package static let maxBody = 1 << 20
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    /// The daemon and its gate while the server runs, and the port bound; `stop` takes them.
    private let state = Mutex(State())

    struct State {
        var daemon: RequestGate.Daemon?
        var gate: RequestGate?
        var port = 0
    }

    package var port: Int { state.withLock { $0.port } }
    /// Connections of one client that may be sending their headers at once: the slots beyond them stay free for
    /// the page's own requests, whatever a slow client does.
    package static let waitingPerClient = 64

    /// Binds `port`, or the next free one among the `tries` after it.
    package init(
        port: Int, tries: Int = 1, timeout: UInt32 = 10, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    )
        throws
    {
        self.handler = handler
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard
            let started = unfold_mhd_start(
                HTTPServer.access, context, HTTPServer.completed, HTTPServer.closed, timeout,
                RequestGate.connectionLimit, 64 * 1024)
        else { throw HTTPServerError(message: "the HTTP server could not start") }
        for candidate in port..<(port + max(1, tries)) where (1...65535).contains(candidate) {
            if let gate = RequestGate(
                port: candidate, daemon: started, headerSeconds: Double(timeout), perClient: HTTPServer.waitingPerClient
            ) {
                state.withLock { $0 = State(daemon: RequestGate.Daemon(pointer: started), gate: gate, port: candidate) }
                return
            }
        }
        MHD_stop_daemon(started)
        throw HTTPServerError(message: "no free port from \(port) to \(port + max(1, tries) - 1) on 127.0.0.1")
    }

    /// Stops the gate, then the daemon; a second call does nothing.
    package func stop() {
        let (gate, daemon) = state.withLock { state in
            defer { (state.gate, state.daemon) = (nil, nil) }
            return (state.gate, state.daemon)
        }
        gate?.stop()
        if let daemon { MHD_stop_daemon(daemon.pointer) }
    }

    deinit { stop() }

    /// A request's body as it arrives, kept between libmicrohttpd's calls.
    final class Upload {
        var body: [UInt8] = []
        var tooLarge = false
    }

    /// A connection the daemon closed frees its place at the gate.
    static let closed: MHD_NotifyConnectionCallback = { context, _, _, code in
        // MHD_CONNECTION_NOTIFY_CLOSED, which Swift does not import by name.
        guard let context, code.rawValue == 1 else { return }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        server.state.withLock { $0.gate }?.release()
    }

    static let completed: MHD_RequestCompletedCallback = { _, _, state, _ in
        guard let state, let pointer = state.pointee else { return }
        Unmanaged<Upload>.fromOpaque(pointer).release()
        state.pointee = nil
    }

    static let access: MHD_AccessHandlerCallback = { context, connection, url, method, _, data, size, state in
        guard let context, let connection, let state, let size else { return .NO }
        // The first call only opens the request; the body comes in the calls after; the last has no data.
        guard let opened = state.pointee else {
            state.pointee = Unmanaged.passRetained(Upload()).toOpaque()
            return .YES
        }
        let upload = Unmanaged<Upload>.fromOpaque(opened).takeUnretainedValue()
        if size.pointee > 0 {
            if upload.body.count + size.pointee > HTTPServer.maxBody {
                upload.tooLarge = true
                upload.body = []
            } else if let data {
                data.withMemoryRebound(to: UInt8.self, capacity: size.pointee) {
                    upload.body += UnsafeBufferPointer(start: $0, count: size.pointee)
                }
            }
            size.pointee = 0
            return .YES
        }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        var request = HTTPRequest(
            method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
            query: queryArguments(connection), host: value(connection, .HEADER_KIND, "Host"), body: upload.body)
        request.headers = values(connection, .HEADER_KIND)
        request.bodyTooLarge = upload.tooLarge
        return send(server.handler(request), on: connection)
    }

    static func value(_ connection: OpaquePointer, _ kind: MHD_ValueKind, _ key: String) -> String? {
        MHD_lookup_connection_value(connection, kind, key).map { String(cString: $0) }
    }

    /// Every `?name=value` of the request (decoded by the library).
    static func queryArguments(_ connection: OpaquePointer) -> [String: String] {
        Dictionary(
            values(connection, .GET_ARGUMENT_KIND).map { ($0.name, $0.value) }, uniquingKeysWith: { _, later in later })
    }

    /// The first 64 values of one kind, in the order the request gave them.
    static func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
        final class Found {
            var values: [(name: String, value: String)] = []
        }
        let found = Found()
        let box = Unmanaged.passUnretained(found).toOpaque()
        _ = MHD_get_connection_values(
            connection, kind,
            { cls, _, key, value in
                guard let cls, let key else { return .YES }
                let found = Unmanaged<Found>.fromOpaque(cls).takeUnretainedValue()
                if found.values.count < 64 {
                    found.values.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
                }
                return .YES
            }, box)
        return found.values
    }

    /// A stream's state between the library's reads: the bytes not yet handed over.
    final class Stream {
        let next: @Sendable () -> [UInt8]?
        var pending: [UInt8] = []
        /// How much of `pending` is handed over already.
        var offset = 0
        init(_ next: @escaping @Sendable () -> [UInt8]?) { self.next = next }
    }

    static func send(_ r: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let response: OpaquePointer?
        if let next = r.stream {
            let stream = Unmanaged.passRetained(Stream(next)).toOpaque()
            response = MHD_create_response_from_callback(
                UInt64.max, 65536,
                { cls, _, buffer, max in
                    let s = Unmanaged<Stream>.fromOpaque(cls!).takeUnretainedValue()
                    while s.offset == s.pending.count {
                        guard let more = s.next() else { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
                        s.pending = more
                        s.offset = 0
                    }
                    let n = min(max, s.pending.count - s.offset)
                    s.pending.withUnsafeBytes {
                        UnsafeMutableRawPointer(buffer!).copyMemory(from: $0.baseAddress! + s.offset, byteCount: n)
                    }
                    s.offset += n
                    return n
                }, stream, { cls in Unmanaged<Stream>.fromOpaque(cls!).release() })
        } else {
            response = r.body.withUnsafeBytes {
                MHD_create_response_from_buffer(
                    r.body.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
            }
        }
        guard let response else { return .NO }
        defer { MHD_destroy_response(response) }
        _ = MHD_add_response_header(response, "Content-Type", r.contentType)
        _ = MHD_add_response_header(response, "Cache-Control", "no-store")
        for (name, value) in r.headers { _ = MHD_add_response_header(response, name, value) }
        return MHD_queue_response(connection, UInt32(r.status), response)
    }
}

package struct HTTPServerError: Error, Sendable {
    package var message: String
}
