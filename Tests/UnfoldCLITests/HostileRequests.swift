import Foundation
import Testing

/// What every local server must survive: a malformed request, a 100 KB request line, a client that never
/// finishes its headers, 200 connections at once; and it listens on 127.0.0.1 alone.
enum HostileRequests {
    static func check(port: Int, page: String) {
        #expect(listensOnLoopbackOnly(port))
        let malformed = RawHTTP.exchange(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nNo colon here\r\n\r\n")
        #expect(malformed.status == 400, "\(malformed.head)")
        // A line that is no request at all is answered 400 (CLI: "a malformed request 400"), and so is one whose
        // method is no token.
        for garbage in ["GARBAGE\r\n\r\n", "GET\r\n\r\n", "G(T / HTTP/1.1\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n"] {
            let answer = RawHTTP.exchange(port, garbage)
            #expect(answer.status == 400, "\(garbage.debugDescription): \(answer.head)")
        }
        #expect(RawHTTP.exchange(port, "\u{16}\u{03}\u{01}\u{02}\u{00}\u{01}\r\n\r\n").status == 400)
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
        // A page cannot be kept out by slow clients: 256 connections each sending a byte at a time, and the page is
        // served at once all along; each slow one is dropped when its headers take longer than the timeout.
        let slowOnes = (0..<256).map { _ in RawHTTP.connect(port, timeout: 10) }
        for fd in slowOnes { RawHTTP.send(fd, Array("G".utf8)) }
        let quick = Date()
        #expect(RawHTTP.get(port, page).status == 200)
        #expect(Date().timeIntervalSince(quick) < 2)
        for fd in slowOnes { RawHTTP.send(fd, Array("E".utf8)) }
        #expect(RawHTTP.get(port, page).status == 200)
        for fd in slowOnes { close(fd) }
        // Two Host headers, and a page of another site (its browser sends Origin and Sec-Fetch-Site): 403.
        let twoHosts = RawHTTP.exchange(
            port, "GET \(page) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\n\r\n")
        #expect(twoHosts.status == 403)
        for (name, value) in [
            ("Origin", "https://evil.example"), ("Origin", "null"), ("Origin", "http://127.0.0.1:\(port + 1)"),
            ("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Site", "same-site")
        ] {
            let crossSite = RawHTTP.exchange(
                port, "GET \(page) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(name): \(value)\r\n\r\n")
            #expect(crossSite.status == 403, "\(name): \(value)")
        }
        for (name, value) in [
            ("Origin", "http://127.0.0.1:\(port)"), ("Origin", "http://localhost:\(port)"),
            ("Sec-Fetch-Site", "same-origin"), ("Sec-Fetch-Site", "none")
        ] {
            let own = RawHTTP.exchange(
                port,
                "GET \(page) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(name): \(value)\r\nConnection: close\r\n\r\n")
            #expect(own.status == 200, "\(name): \(value)")
        }
        // 200 connections at once: each answered (or closed), and the page still served after.
        let codes = Codes()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in codes.add(RawHTTP.get(port, page).status) }
        #expect(codes.all.count == 200)
        #expect(codes.all.allSatisfy { $0 == 200 || $0 == 0 || $0 == 503 })
        #expect(codes.all.filter { $0 == 200 }.count > 0)
        #expect(RawHTTP.get(port, page).status == 200)
    }

    /// The real binary serving, stopped by SIGINT and by SIGTERM: it had printed its address, and exits 130 and 143.
    /// `farewell`: what standard error says of the stop (F6: not "nothing was written").
    static func stopsOnSignals(_ args: [String], in dir: URL, saying prefix: String, farewell: String) throws {
        for (signal, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("unfold")
            p.arguments = args
            p.currentDirectoryURL = dir
            let out = Pipe()
            p.standardOutput = out
            let err = Pipe()
            p.standardError = err
            try p.run()
            let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
            #expect(line.hasPrefix(prefix), "\(line)")
            kill(p.processIdentifier, signal)
            p.waitUntilExit()
            #expect(p.terminationStatus == code)
            let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(said == "\nunfold: \(farewell)\n")
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
