import Foundation

/// A client as plain as a socket: sends bytes as they are (malformed, huge, or never finished) and reads what
/// comes back until the server closes or `timeout` passes.
enum RawHTTP {
    /// A connected socket to 127.0.0.1:port, or -1.
    /// `from`: the loopback address the connection comes from (127.0.0.0/8 is all this machine's).
    static func connect(_ port: Int, timeout: Double = 5, from: String? = nil) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if let from {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(from)
            _ = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if ok != 0 {
            close(fd)
            return -1
        }
        return fd
    }

    static func send(_ fd: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            sent += n
        }
    }

    static func receive(_ fd: Int32) -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return out
    }

    /// One request, raw: the whole answer (status line, headers, body) as text and the body's bytes.
    static func exchange(_ port: Int, _ request: String, body: [UInt8] = [], timeout: Double = 5) -> (
        status: Int, head: String, body: [UInt8]
    ) {
        let fd = connect(port, timeout: timeout)
        guard fd >= 0 else { return (0, "", []) }
        defer { close(fd) }
        send(fd, Array(request.utf8) + body)
        let answer = receive(fd)
        guard let split = answer.firstRange(of: Array("\r\n\r\n".utf8)) else {
            return (0, String(decoding: answer, as: UTF8.self), [])
        }
        let head = String(decoding: answer[..<split.lowerBound], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = Array(answer[split.upperBound...])
        return (status, head, head.lowercased().contains("transfer-encoding: chunked") ? dechunk(body) : body)
    }

    /// A chunked body's bytes: each chunk is its size in hex, CRLF, the bytes, CRLF; a zero size ends it.
    static func dechunk(_ body: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while let line = body[i...].firstRange(of: Array("\r\n".utf8)) {
            let sizeText = String(decoding: body[i..<line.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText, radix: 16), size > 0, line.upperBound + size <= body.count else { break }
            out += body[line.upperBound..<line.upperBound + size]
            i = line.upperBound + size + 2
            if i >= body.count { break }
        }
        return out
    }

    /// A GET with `Connection: close`, as a browser on this machine sends it.
    static func get(
        _ port: Int, _ path: String, host: String? = nil, method: String = "GET", timeout: Double = 5
    ) -> (status: Int, head: String, body: [UInt8]) {
        exchange(
            port, "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n",
            timeout: timeout)
    }

    static func post(_ port: Int, _ path: String, json: String) -> (status: Int, head: String, body: [UInt8]) {
        let body = Array(json.utf8)
        return exchange(
            port,
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: "
                + "\(body.count)\r\nConnection: close\r\n\r\n", body: body)
    }
}
