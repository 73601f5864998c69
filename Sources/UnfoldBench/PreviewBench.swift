import Foundation

/// `unfold preview` of the demo at its own scale: from writing the scene file to the `/events` message, and to
/// the bytes of the frame under the scrubber, over 10 edits.
enum PreviewBench {
    static func connect(_ port: Int) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var tv = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return fd
    }

    static func send(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until `marker` has arrived (or the stream ends); the bytes read.
    static func read(_ fd: Int32, until marker: String) -> Int {
        var text = ""
        var count = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !text.contains(marker) {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            count += n
            text += String(decoding: buffer[0..<min(n, 4096)], as: UTF8.self)
        }
        return count
    }

    /// A whole frame, by a request with `Connection: close`.
    static func frame(_ port: Int, _ n: Int) -> Int {
        let fd = connect(port)
        defer { close(fd) }
        send(fd, "GET /frame/default/\(n).png HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            total += n
        }
        return total
    }

    static func run(unfold: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-preview-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("demo.scene")
        guard let demo = try? String(contentsOfFile: "scenes/demo.scene", encoding: .utf8) else { return }
        try? demo.write(to: scene, atomically: false, encoding: .utf8)
        let port = 7900 + Int(getpid() % 500)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: unfold)
        p.arguments = ["preview", scene.path, "--port", String(port)]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return }
        defer {
            kill(p.processIdentifier, SIGTERM)
            p.waitUntilExit()
        }
        _ = out.fileHandleForReading.availableData
        let events = connect(port)
        defer { close(events) }
        send(events, "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        _ = read(events, until: "retry:")
        // The frame under the scrubber: the middle of the scene.
        let middle = 80
        _ = frame(port, middle)
        var toEvent: [Double] = []
        var toFrame: [Double] = []
        for k in 0..<10 {
            // An edit a writer makes: the scene changes (a comment), so a new build and a new frame follow.
            let start = now()
            try? (demo + "\n# edit \(k)\n").write(to: scene, atomically: false, encoding: .utf8)
            _ = read(events, until: "event: build")
            toEvent.append(now() - start)
            _ = frame(port, middle)
            toFrame.append(now() - start)
            usleep(100_000)
        }
        print("")
        print("unfold preview of the demo at its own scale, 10 edits:")
        print(
            String(
                format: "  scene written → /events message %.0f ms, → bytes of frame %d %.0f ms (medians)",
                median(toEvent) * 1000, middle, median(toFrame) * 1000))
    }
}
