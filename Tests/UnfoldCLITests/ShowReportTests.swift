import Foundation
import Testing

@testable import Unfold
@testable import UnfoldCLI

/// `unfold show-report` over real sockets: its pages, the Accept endpoints, and hostile requests.
@Suite(.serialized) struct ShowReportTests {
    static let blue = """
        canvas 300x200 @1x
        fps 10
        end 0.3
        cell c min-height 44
          vstack padding 11 16 11 16
            text answer lines 1 color blue
        rows c
          q answer "An answer"
        """

    /// A folder with a scene whose goldens are blue and which is now red, tested into a failing report. Paths
    /// are absolute (the tests share one working directory, which they leave alone).
    static func failingReport() throws -> URL {
        let dir = tempDir("showreport")
        let (s, t) = (dir.appendingPathComponent("s.scene").path, dir.appendingPathComponent("t.scene").path)
        _ = write(blue, to: URL(fileURLWithPath: s))
        _ = write(blue.replacingOccurrences(of: "q answer", with: "p answer"), to: URL(fileURLWithPath: t))
        let goldens = dir.appendingPathComponent("g").path
        let report = dir.appendingPathComponent("out/unfold-report").path
        #expect(unfold("test", s, t, "--goldens", goldens, "--record", "all", "--report", report).code == 0)
        _ = write(blue.replacingOccurrences(of: "color blue", with: "color red"), to: URL(fileURLWithPath: s))
        _ = write(
            blue.replacingOccurrences(of: "q answer", with: "p answer").replacingOccurrences(of: "blue", with: "green"),
            to: URL(fileURLWithPath: t))
        #expect(unfold("test", s, t, "--goldens", goldens, "--report", report).code == 1)
        return dir
    }

    static func path(_ dir: URL, _ name: String) -> String { dir.appendingPathComponent(name).path }

    static func serve(_ dir: URL, timeout: UInt32 = 10) throws -> ReportServer {
        try ReportServer(
            folder: dir.appendingPathComponent("out/unfold-report"), port: 7800 + Int.random(in: 0..<1000), tries: 200,
            timeout: timeout)
    }

    @Test func pagesAndStatuses() throws {
        let dir = try Self.failingReport()
        let server = try Self.serve(dir)
        defer { server.stop() }
        let port = server.port
        let page = RawHTTP.get(port, "/")
        #expect(page.status == 200 && page.head.contains("Content-Type: text/html; charset=utf-8"))
        #expect(String(decoding: page.body, as: UTF8.self).contains("Unfold test report"))
        #expect(RawHTTP.get(port, "/results.json").head.contains("Content-Type: application/json"))
        let image = RawHTTP.get(port, "/images/s/default/frame-00000-actual.png")
        #expect(image.status == 200 && image.head.contains("Content-Type: image/png"))
        #expect(RawHTTP.get(port, "/", host: "localhost:\(port)").status == 200)
        // A page elsewhere whose name was rebound to 127.0.0.1 sends its own Host: refused.
        #expect(RawHTTP.get(port, "/", host: "attacker.example:\(port)").status == 403)
        #expect(RawHTTP.get(port, "/", host: "127.0.0.1:1").status == 403)
        for path in [
            "/../../etc/passwd", "/images/../../../etc/passwd", "/images/%2e%2e/%2e%2e/etc/passwd.png",
            "/images/..%2f..%2fetc%2fpasswd.png", "/nothing", "/images/frame.png%00.html"
        ] {
            #expect(RawHTTP.get(port, path).status == 404, "\(path)")
        }
        #expect(RawHTTP.get(port, "/", method: "DELETE").status == 405)
        #expect(RawHTTP.get(port, "/accept").status == 405)
        #expect(RawHTTP.get(port, "/", method: "HEAD").status == 200)
    }

    @Test func acceptWritesWhatRecordAllWrites() throws {
        let dir = try Self.failingReport()
        let server = try Self.serve(dir)
        defer { server.stop() }
        let port = server.port
        let scene = Self.path(dir, "s.scene")
        let entry = "{\"scene\": \"\(scene)\", \"variant\": \"default\"}"
        #expect(RawHTTP.post(port, "/accept", json: entry).status == 403)
        #expect(RawHTTP.post(port, "/accept?token=wrong", json: entry).status == 403)
        let token = "?token=\(server.token)"
        #expect(RawHTTP.post(port, "/accept" + token, json: "not json").status == 400)
        #expect(
            RawHTTP.post(port, "/accept" + token, json: #"{"scene": "x.scene", "variant": "default"}"#).status == 404)
        let accepted = RawHTTP.post(port, "/accept" + token, json: entry)
        #expect(accepted.status == 200 && accepted.head.contains("application/json"))
        let json = try JSONSerialization.jsonObject(with: Data(accepted.body)) as? [String: Any]
        #expect((json?["accepted"] as? [[String: String]])?.first?["golden"] == Self.path(dir, "g/s"))
        // The suite passes now, and the folder equals one `--record all` writes.
        let report = ["--report", Self.path(dir, "out/other-report")]
        #expect(unfold(["test", scene, "--goldens", Self.path(dir, "g")] + report).code == 0)
        #expect(unfold(["test", scene, "--goldens", Self.path(dir, "fresh"), "--record", "all"] + report).code == 0)
        for file in files(dir.appendingPathComponent("fresh/s")) {
            #expect(
                bytes(dir.appendingPathComponent("g/s/\(file)"))
                    == bytes(dir.appendingPathComponent("fresh/s/\(file)")), "\(file)")
        }
        #expect(files(dir.appendingPathComponent("g/s")) == files(dir.appendingPathComponent("fresh/s")))
        // A scene changed since the report is refused.
        _ = write(
            Self.blue.replacingOccurrences(of: "An answer", with: "Changed"), to: dir.appendingPathComponent("t.scene"))
        let other = Self.path(dir, "t.scene")
        let refused = RawHTTP.post(port, "/accept" + token, json: "{\"scene\": \"\(other)\", \"variant\": \"default\"}")
        #expect(refused.status == 409)
        #expect(
            String(decoding: refused.body, as: UTF8.self)
                == "\(other) changed since the report; run unfold test again\n")
        #expect(RawHTTP.post(port, "/accept-all" + token, json: "").status == 200)
    }

    /// Issue 82, point 14: Accept for a failed Swift preview (`FILE.swift/NAME`, no file of that path) answered
    /// 409 "changed since the report" whatever happened. It records the preview, and a later edit is refused.
    @Test func acceptRecordsAFailedSwiftPreview() throws {
        registerSwiftSources()
        #if UNFOLD_SWIFT_SOURCE
            let dir = tempDir("showreport-swift")
            let swift = dir.appendingPathComponent("Row.swift")
            let source =
                "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"Hello\").padding() }\n}\n"
                + "#Preview(\"row\") { Row() }\n"
            _ = write(source, to: swift)
            let goldens = Self.path(dir, "g")
            let report = ["--report", Self.path(dir, "out/unfold-report")]
            #expect(unfold(["test", swift.path, "--goldens", goldens] + report).code == 0)
            _ = write(source.replacingOccurrences(of: "Hello", with: "Hello there"), to: swift)
            #expect(unfold(["test", swift.path, "--goldens", goldens] + report).code == 1)
            let server = try Self.serve(dir)
            defer { server.stop() }
            let token = "?token=\(server.token)"
            let entry = "{\"scene\": \"\(swift.path)/row\", \"variant\": \"default\"}"
            let accepted = RawHTTP.post(server.port, "/accept" + token, json: entry)
            #expect(accepted.status == 200, "\(String(decoding: accepted.body, as: UTF8.self))")
            let again = unfold(["test", swift.path, "--goldens", goldens, "--report", Self.path(dir, "out/again")])
            #expect(again.out.hasPrefix("PASS Row/row (default)\n"), "\(again.out)")
            // An edit after the report: the report's scene is not what the file makes now.
            _ = write(source.replacingOccurrences(of: "Hello", with: "Bye"), to: swift)
            let refused = RawHTTP.post(server.port, "/accept" + token, json: entry)
            #expect(refused.status == 409)
        #endif
    }

    /// The page as a browser gets it from the server: Accept buttons for the failed scenes and Accept all;
    /// opened from the disk, none.
    /// A report is a file anyone can edit: Accept writes only under the goldens folder the server was started for,
    /// and refuses in words (403), never with a 500.
    @Test func acceptWritesOnlyUnderItsGoldensFolder() throws {
        let dir = try Self.failingReport()
        let results = dir.appendingPathComponent("out/unfold-report/results.json")
        let goldens = dir.appendingPathComponent("g").path
        let outside = tempDir("outside")
        let text = String(decoding: bytes(results), as: UTF8.self)
            .replacingOccurrences(of: "\"" + goldens, with: "\"" + outside.path)
            .replacingOccurrences(
                of: "\"" + goldens.replacingOccurrences(of: "/", with: "\\/"),
                with: "\"" + outside.path.replacingOccurrences(of: "/", with: "\\/"))
        #expect(text.contains(outside.lastPathComponent))
        try Data(text.utf8).write(to: results)
        let entry = "{\"scene\": \"\(Self.path(dir, "s.scene"))\", \"variant\": \"default\"}"
        // Started for the real goldens: the report's other folder is refused.
        let server = try ReportServer(
            folder: dir.appendingPathComponent("out/unfold-report"), port: 7800 + Int.random(in: 0..<1000), tries: 200,
            goldens: goldens)
        defer { server.stop() }
        let refused = RawHTTP.post(server.port, "/accept?token=\(server.token)", json: entry)
        #expect(refused.status == 403, "\(refused.status)")
        #expect(
            String(decoding: refused.body, as: UTF8.self)
                == "\(Self.path(dir, "s.scene"))'s goldens are in \(outside.path), not in \(goldens), the one this server"
                + " accepts into\n")
        #expect(files(outside).isEmpty)
        // Started from the report alone, a folder that holds the user's files is not written either.
        _ = write("mine", to: outside.appendingPathComponent("notes.txt"))
        let alone = try Self.serve(dir)
        defer { alone.stop() }
        let words = RawHTTP.post(alone.port, "/accept?token=\(alone.token)", json: entry)
        #expect(words.status == 403)
        #expect(
            String(decoding: words.body, as: UTF8.self)
                == "\(outside.path) is not a folder of Unfold's golden folders, so Accept does not write there\n")
        #expect(files(outside) == ["notes.txt"])
    }

    @Test func thePageOffersAcceptWhenServed() throws {
        let dir = try Self.failingReport()
        let server = try Self.serve(dir)
        defer { server.stop() }
        let browser = ReportBrowserTests()
        let dom = String(decoding: try browser.chromium(["--dump-dom", server.address]), as: UTF8.self)
        #expect(dom.components(separatedBy: "class=\"accept-one\"").count - 1 == 2)
        #expect(dom.contains("<button type=\"button\" class=\"accept-all\">Accept all</button>"))
        let file = "file://" + Self.path(dir, "out/unfold-report/index.html")
        let offline = String(decoding: try browser.chromium(["--dump-dom", file]), as: UTF8.self)
        #expect(offline.contains("data-ready=\"yes\"") && !offline.contains("class=\"accept-one\""))
        _ = try browser.chromium([
            "--window-size=1000,700", "--screenshot=\(Self.path(dir, "served.png"))", server.address
        ])
    }

    @Test func twoAcceptsAtOnceLeaveOneCompleteFolder() throws {
        let dir = try Self.failingReport()
        let server = try Self.serve(dir)
        defer { server.stop() }
        let entry = "{\"scene\": \"\(Self.path(dir, "s.scene"))\", \"variant\": \"default\"}"
        let codes = Codes()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            codes.add(RawHTTP.post(server.port, "/accept?token=\(server.token)", json: entry).status)
        }
        #expect(codes.all == [200, 200])
        let report = ["--report", Self.path(dir, "out/other-report")]
        #expect(unfold(["test", Self.path(dir, "s.scene"), "--goldens", Self.path(dir, "g")] + report).code == 0)
        #expect(files(dir.appendingPathComponent("g")) == ["s", "t"])
    }

    @Test func hostileRequestsGetAnAnswerAndTheServerKeepsServing() throws {
        let dir = try Self.failingReport()
        let server = try Self.serve(dir, timeout: 2)
        defer { server.stop() }
        HostileRequests.check(port: server.port, page: "/results.json")
    }

    @Test func aSignalStopsItWithTheUsualCodes() throws {
        let dir = try Self.failingReport()
        try HostileRequests.stopsOnSignals(
            ["show-report", "--port", String(9000 + Int.random(in: 0..<500))], in: dir,
            saying: "unfold: serving out/unfold-report at http://127.0.0.1:",
            farewell: "stopped serving out/unfold-report; each Accept was written when it was made")
        #expect(files(dir).allSatisfy { !$0.hasPrefix(".") && !$0.contains("tmp") })
    }
}

/// Status codes gathered from many threads.
final class Codes: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [Int] = []
    func add(_ c: Int) {
        lock.lock()
        codes.append(c)
        lock.unlock()
    }
    var all: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return codes
    }
}
