import CMicroHTTPD
import Foundation
import Synchronization

/// What stands between a local server's socket and libmicrohttpd. libmicrohttpd closes a connection whose first
/// line is no request line without a word, and waits for a client that sends its headers a byte at a time for as
/// long as the bytes keep coming. The gate accepts each connection itself, peeks (without reading) until the
/// header block has arrived, answers 400 to a first line that is not `METHOD TARGET HTTP/…`, drops a client whose
/// headers take longer than `headerSeconds`, keeps at most `perClient` connections of one address waiting (a new
/// one closes the oldest, so slow clients cannot keep a quick one out), and hands every other connection, unread,
/// to the daemon.
final class RequestGate: Sendable {
    let listener: Int32
    let daemon: Daemon
    let headerSeconds: Double
    let perClient: Int
    /// Bytes the header block may take; past this the daemon answers (431) as it does.
    static let headerLimit = 64 * 1024
    /// What the acceptor and the connections' threads share.
    private struct Shared {
        var stopped = false
        /// Connections whose headers have not all arrived, by client address, oldest first.
        var waiting: [UInt32: [Int]] = [:]
        /// Waiting connections closed to make room for newer ones.
        var evicted: Set<Int> = []
        var nextID = 0
    }
    private let shared = Mutex(Shared())
    /// The connections handed to the daemon and not yet closed by it.
    private let held = Mutex<UInt32>(0)
    /// The daemon's connection limit (`HTTPServer`'s), and the slots kept free below it.
    static let connectionLimit: UInt32 = 256
    static let reserve: UInt32 = 4
    private let finished = DispatchSemaphore(value: 0)

    /// libmicrohttpd's daemon, which takes connections from any thread (`MHD_add_connection`).
    struct Daemon: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// Binds 127.0.0.1:`port`; nil when the port is taken.
    init?(port: Int, daemon: OpaquePointer, headerSeconds: Double, perClient: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            close(fd)
            return nil
        }
        listener = fd
        self.daemon = Daemon(pointer: daemon)
        self.headerSeconds = headerSeconds
        self.perClient = perClient
        // The thread keeps itself while it runs; `stop` waits for it to finish.
        Thread { [unowned self] in self.acceptLoop() }.start()
    }

    /// Stops accepting; connections still waiting for their headers are closed within a poll's interval.
    func stop() {
        let already = shared.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !already else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        finished.wait()
        close(listener)
    }

    var isStopped: Bool { shared.withLock { $0.stopped } }

    func acceptLoop() {
        defer { finished.signal() }
        while !isStopped {
            var peer = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let client = withUnsafeMutablePointer(to: &peer) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
            }
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED || errno == EMFILE || errno == ENFILE {
                    if errno == EMFILE || errno == ENFILE { usleep(10_000) }
                    continue
                }
                return
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let who = peer.sin_addr.s_addr
            let id = admit(who)
            let from = peer
            let thread = Thread { [self] in
                self.screen(client, peer: from, id: id)
                self.leave(who, id)
            }
            thread.start()
        }
    }

    /// A new waiting connection's id; the client's oldest is evicted when it has `perClient` waiting already.
    func admit(_ who: UInt32) -> Int {
        shared.withLock { state in
            state.nextID += 1
            state.waiting[who, default: []].append(state.nextID)
            if let ids = state.waiting[who], ids.count > perClient {
                state.evicted.insert(ids[0])
                state.waiting[who] = Array(ids.dropFirst())
            }
            return state.nextID
        }
    }

    func leave(_ who: UInt32, _ id: Int) {
        shared.withLock { state in
            state.evicted.remove(id)
            state.waiting[who]?.removeAll { $0 == id }
            if state.waiting[who]?.isEmpty == true { state.waiting[who] = nil }
        }
    }

    /// Whether the connection `id` must give up waiting: the gate stops, or a newer one took its place.
    func mustClose(_ id: Int) -> Bool { shared.withLock { $0.stopped || $0.evicted.contains(id) } }

    /// Waits for the header block of `client`, then answers or hands it over.
    func screen(_ client: Int32, peer: sockaddr_in, id: Int) {
        let deadline = Date().addingTimeInterval(headerSeconds)
        var buffer = [UInt8](repeating: 0, count: RequestGate.headerLimit)
        var seen = 0
        while true {
            if mustClose(id) || Date() >= deadline {
                close(client)
                return
            }
            var ready = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 50) < 0 && errno != EINTR {
                close(client)
                return
            }
            let n = recv(client, &buffer, buffer.count, Int32(MSG_PEEK | MSG_DONTWAIT))
            if n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                close(client)
                return
            }
            if n > 0 {
                let head = buffer[0..<n]
                if !RequestGate.startsLikeARequest(head) {
                    refuse(client, "the first line is not a request line (METHOD TARGET HTTP/1.1)")
                    return
                }
                if n >= buffer.count || head.firstRange(of: [13, 10, 13, 10]) != nil { break }
                // Nothing new since the last look: wait a little instead of peeking the same bytes again at once.
                if n == seen { usleep(20_000) }
                seen = n
            }
        }
        var address = peer
        // A place is taken before the hand-over and freed when the daemon closes the connection: past the limit
        // (less a few kept free) a connection is answered 503 here, and the daemon never reaches its limit (past
        // it, it deadlocked for good). The daemon's own count lags: it counts a connection once its thread took it.
        let admitted = held.withLock { count in
            guard count < RequestGate.connectionLimit - RequestGate.reserve else { return false }
            count += 1
            return true
        }
        guard admitted else {
            refuse(client, "the server is busy: try again", status: "503 Service Unavailable")
            return
        }
        let added = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                MHD_add_connection(daemon.pointer, client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // Refused by the daemon (which closed the socket): it will not say it closed it.
        if added != .YES { release() }
    }

    /// A connection handed over is closed: its place is free.
    func release() { held.withLock { $0 = max(0, $0 - 1) } }

    /// Whether what has arrived can still begin `METHOD SP TARGET SP HTTP/`: a first line with a method of
    /// token characters, one space, a target, one space and a version. Empty lines before it are allowed, as
    /// RFC 9112 asks a server to allow.
    static func startsLikeARequest(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes[...]
        while rest.starts(with: [13, 10]) { rest = rest.dropFirst(2) }
        // The first line is still coming: the deadline and the header limit bound the wait.
        guard let end = rest.firstIndex(of: 10) else { return true }
        var line = rest[rest.startIndex..<end]
        if line.last == 13 { line = line.dropLast() }
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        let token = Set(Array("!#$%&'*+-.^_`|~".utf8))
        guard
            parts[0].allSatisfy({
                (65...90).contains($0) || (97...122).contains($0) || (48...57).contains($0) || token.contains($0)
            })
        else { return false }
        return parts[2].starts(with: Array("HTTP/".utf8))
    }

    /// The 400 the gate writes itself, then the connection closed.
    func refuse(_ client: Int32, _ text: String, status: String = "400 Bad Request") {
        let body = text + "\n"
        let message =
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: "
            + "\(body.utf8.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n" + body
        let bytes = Array(message.utf8)
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        shutdown(client, Int32(SHUT_WR))
        close(client)
    }
}
