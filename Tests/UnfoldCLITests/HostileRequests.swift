import Foundation
import Testing

/// What every local server must survive: a malformed request, a 100 KB request line, a client that never
/// finishes its headers, 200 connections at once; and it listens on 127.0.0.1 alone.
enum HostileRequests {
    static func check(port: Int, page: String) {
        #expect(listensOnLoopbackOnly(port))
        let malformed = RawHTTP.exchange(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nNo colon here\r\n\r\n")
        #expect(malformed.status == 400, "\(malformed.head)")
        // A line that is no request at all is closed without an answer.
        #expect(RawHTTP.exchange(port, "GARBAGE\r\n\r\n").status == 0)
        #expect(RawHTTP.exchange(port, "GET / HTTP/9.9\r\nHost: 127.0.0.1:\(port)\r\n\r\n").status == 505)
        let long = RawHTTP.exchange(
            port, "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect([414, 431, 400].contains(long.status), "\(long.head.prefix(80))")
        // A client that never finishes its headers is closed after the timeout, while others are served.
        let slow = RawHTTP.connect(port, timeout: 10)
        RawHTTP.send(slow, Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n".utf8))
        #expect(RawHTTP.get(port, page).status == 200)
        let started = Date()
        _ = RawHTTP.receive(slow)
        close(slow)
        #expect(Date().timeIntervalSince(started) < 8)
        // 200 connections at once: each answered (or closed), and the page still served after.
        let codes = Codes()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in codes.add(RawHTTP.get(port, page).status) }
        #expect(codes.all.count == 200)
        #expect(codes.all.allSatisfy { $0 == 200 || $0 == 0 || $0 == 503 })
        #expect(codes.all.filter { $0 == 200 }.count > 0)
        #expect(RawHTTP.get(port, page).status == 200)
    }

    /// The real binary serving, stopped by SIGINT and by SIGTERM: it had printed its address, and exits 130 and 143.
    static func stopsOnSignals(_ args: [String], in dir: URL, saying prefix: String) throws {
        for (signal, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("unfold")
            p.arguments = args
            p.currentDirectoryURL = dir
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
            #expect(line.hasPrefix(prefix), "\(line)")
            kill(p.processIdentifier, signal)
            p.waitUntilExit()
            #expect(p.terminationStatus == code)
        }
    }

    /// The kernel's own list of listening TCP sockets (/proc/net/tcp and tcp6): the port is bound on
    /// 127.0.0.1 and nowhere else.
    static func listensOnLoopbackOnly(_ port: Int) -> Bool {
        let hexPort = String(format: "%04X", port)
        var local: [String] = []
        for file in ["/proc/net/tcp", "/proc/net/tcp6"] {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                // State 0A is LISTEN.
                guard fields.count > 3, fields[3] == "0A", fields[1].hasSuffix(":" + hexPort) else { continue }
                local.append(String(fields[1]))
            }
        }
        return local == ["0100007F:" + hexPort]
    }
}
