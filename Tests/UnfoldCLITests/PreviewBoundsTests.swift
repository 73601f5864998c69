import Foundation
import Testing

@testable import Unfold

/// The preview is a local server anyone on the machine can reach: event streams are bounded and freed when
/// their clients go, and a timeline too long to send at once is refused in words.
@Suite(.serialized) struct PreviewBoundsTests {
    /// Reads from `fd` until the answer's head has arrived.
    static func head(_ fd: Int32) -> String {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !text.contains("\r\n\r\n") {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            text += String(decoding: buffer[0..<n], as: UTF8.self)
        }
        return text
    }

    @Test func eventStreamsAreBoundedAndFreedWhenTheirClientsGo() throws {
        let dir = tempDir("preview-events")
        let server = try PreviewTests.serve(PreviewTests.scene(dir))
        defer { server.stop() }
        let port = server.port
        var open: [Int32] = []
        for _ in 0..<PreviewServer.maxEventStreams {
            let fd = RawHTTP.connect(port, timeout: 10)
            RawHTTP.send(fd, Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            #expect(Self.head(fd).hasPrefix("HTTP/1.1 200"))
            open.append(fd)
        }
        // One more is refused in words, and the page itself is still served.
        let extra = RawHTTP.get(port, "/events")
        #expect(extra.status == 503 && String(decoding: extra.body, as: UTF8.self).contains("event streams are open"))
        #expect(RawHTTP.get(port, "/").status == 200)
        // The clients go: within a few keep-alive periods their places are free again.
        for fd in open { close(fd) }
        let deadline = Date().addingTimeInterval(4 * PreviewServer.keepAliveSeconds + 5)
        while server.eventStreams.withLock({ $0 }) > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        #expect(server.eventStreams.withLock { $0 } == 0)
        let again = RawHTTP.connect(port, timeout: 10)
        defer { close(again) }
        RawHTTP.send(again, Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        #expect(Self.head(again).hasPrefix("HTTP/1.1 200"))
    }

    /// Issue 82, point 10: 300 connections at once, each with its headers sent and its body never finished
    /// (258 sufficed), deadlocked libmicrohttpd for good. Those past the daemon's limit are answered 503 by the
    /// gate, and once the clients close the next request gets its answer.
    @Test func connectionsPastTheLimitAreRefusedAndTheServerAnswersAfter() throws {
        let dir = tempDir("preview-many")
        // Connections the daemon holds wait for their bodies this long: longer than the test looks.
        let server = try PreviewServer(
            path: PreviewTests.scene(dir), variant: "default", goldens: nil, port: 8800 + Int.random(in: 0..<900),
            tries: 200, timeout: 30)
        defer { server.stop() }
        let port = server.port
        let post = "POST /accept HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 100\r\n\r\n{"
        // From several addresses of the loopback network, as the gate keeps 64 waiting per address.
        var open: [Int32] = []
        for k in 0..<300 {
            let fd = RawHTTP.connect(port, timeout: 10, from: "127.0.0.\(2 + k % 8)")
            RawHTTP.send(fd, Array(post.utf8))
            open.append(fd)
        }
        // The gate hands each over once its headers are in; those past the limit are answered 503 as they come.
        var busy = 0
        var answered = Set<Int32>()
        let looking = Date().addingTimeInterval(15)
        while busy < 48 && Date() < looking {
            for fd in open where !answered.contains(fd) {
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 0) > 0 else { continue }
                answered.insert(fd)
                if Self.head(fd).hasPrefix("HTTP/1.1 503") { busy += 1 }
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        // The daemon holds 252 (its limit of 256, less the 4 the gate keeps free); the other 48 are told so.
        #expect(busy == 48)
        for fd in open { close(fd) }
        // The clients are gone: the page is served again.
        let deadline = Date().addingTimeInterval(20)
        var page = RawHTTP.get(port, "/", timeout: 2)
        while page.status != 200 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            page = RawHTTP.get(port, "/", timeout: 2)
        }
        #expect(page.status == 200)
    }

    @Test func aTimelineTooLongToSendAtOnceIsRefusedInWords() throws {
        let dir = tempDir("preview-long")
        let path = write(
            "canvas 200x300 @1x\nfps 60\nend 11\ncell c\n  text t\nrows c\n  a t \"A\"\n",
            to: dir.appendingPathComponent("long.scene"))
        let server = try PreviewTests.serve(path)
        defer { server.stop() }
        let whole = RawHTTP.get(server.port, "/timeline/default.json")
        #expect(whole.status == 413)
        #expect(
            String(decoding: whole.body, as: UTF8.self) == """
                the timeline has 660 frames, too many to send at once; ask for ?frames=A:B, at most 600 frames a piece

                """)
        #expect(RawHTTP.get(server.port, "/timeline/default.json?frames=0:600").status == 200)
    }
}

/// `still --accessibility` of labels so long that the legend would be hundreds of thousands of pixels tall is
/// refused in words, as `sheet` refuses a sheet too big, before anything is drawn.
@Suite struct HugeAccessibilityPictureTests {
    @Test func aLegendTooTallIsRefusedInWords() throws {
        let dir = tempDir("huge-legend")
        let label = String(repeating: "word ", count: 2_000)
        let rows = (0..<20).map { "  r\($0) t \"Row \($0)\"" }.joined(separator: "\n")
        let path = write(
            "canvas 390x844 @1x\ncell c\n  text t label \"\(label)\"\nrows c\n\(rows)\n",
            to: dir.appendingPathComponent("s.scene"))
        let out = dir.appendingPathComponent("a.png").path
        let started = Date()
        let r = unfold("still", path, "--at", "0", "--accessibility", "-o", out)
        #expect(r.code == 2, "\(r.err)")
        #expect(
            r.err
                == "unfold: the accessibility picture would be 710×97463 px, over the limit of 32767 px a side and 160"
                + " million pixels; its legend lists every element's label: shorten the labels, or draw at --scale 1\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(Date().timeIntervalSince(started) < 60)
    }
}
