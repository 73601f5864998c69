import Foundation
import Testing
@testable import Unfold
@testable import UnfoldCLI
@testable import UnfoldRender
@testable import UnfoldCodecs

/// The HTML report in a real headless Chromium (Debian's `chromium`): its script runs, the DOM holds the
/// summary and the failure's images, and screenshots show the slider and the scrubber at work.
@Suite struct ReportBrowserTests {
    static let chromium = "/usr/bin/chromium"

    func chromium(_ args: [String]) throws -> Data {
        try #require(FileManager.default.isExecutableFile(atPath: Self.chromium), "chromium is installed by make test")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.chromium)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + args
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return out
    }

    func screenshot(_ url: String, in dir: URL, _ name: String) throws -> RGBAImage {
        let file = dir.appendingPathComponent(name)
        _ = try chromium(["--window-size=1000,1600", "--screenshot=\(file.path)", url])
        return try PNGCodec.decode(file: file.path)
    }

    /// A report with one failing and one passing scene.
    func report() throws -> URL {
        let dir = tempDir("browser")
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = write(smallScene, to: scenes.appendingPathComponent("small.scene"))
        _ = write(SuiteTests.second, to: scenes.appendingPathComponent("second.scene"))
        let goldens = dir.appendingPathComponent("goldens").path
        let report = dir.appendingPathComponent("report")
        #expect(unfold("test", scenes.path, "--goldens", goldens, "--report", report.path).code == 0)
        _ = write(
            SuiteTests.second.replacingOccurrences(of: "color blue", with: "color red"),
            to: scenes.appendingPathComponent("second.scene"))
        #expect(unfold("test", scenes.path, "--goldens", goldens, "--report", report.path).code == 1)
        return report
    }

    /// `test --accessibility`: a frame whose elements changed shows its accessibility picture and the words.
    @Test func theReportShowsTheAccessibilityPictureAndWords() throws {
        let dir = tempDir("browser-a11y")
        let scene = dir.appendingPathComponent("cards.scene")
        let text = """
            canvas 300x200 @1x
            fps 10
            end 0.2
            select toggle
            cell card min-height 44
              vstack padding 11 16 11 16
                text title
                text date
            rows card
              a title "Cells that unfold" date "18.05.2024"
            """
        _ = write(text, to: scene)
        let goldens = dir.appendingPathComponent("goldens").path
        let report = dir.appendingPathComponent("report")
        let args = ["test", scene.path, "--goldens", goldens, "--report", report.path, "--accessibility"]
        #expect(unfold(args).code == 0)
        _ = write(text.replacingOccurrences(of: "    text date", with: "    text date label \"\""), to: scene)
        #expect(unfold(args).code == 1)
        let page = "file://" + report.appendingPathComponent("index.html").path
        let dom = String(decoding: try chromium(["--dump-dom", page]), as: UTF8.self)
        #expect(dom.contains("data-ready=\"yes\""))
        #expect(dom.contains("src=\"images/cards/default/frame-00000-accessibility.png\""), "\(dom)")
        #expect(dom.contains("frame 0: row a: label \"Cells that unfold, 18.05.2024\" → \"Cells that unfold\""))
        #expect(dom.contains("what VoiceOver reads"))
    }

    @Test func theReportRunsInABrowser() throws {
        let report = try report()
        let page = "file://" + report.appendingPathComponent("index.html").path
        let dom = String(decoding: try chromium(["--dump-dom", page + "#wipe=30"]), as: UTF8.self)
        #expect(dom.contains("data-ready=\"yes\""))
        // The summary lists every scene, failures first.
        let rows = dom.components(separatedBy: "<tr data-scene=").dropFirst().map { $0.prefix(40) }
        #expect(rows.count == 2 && rows[0].hasPrefix("\"second\" data-status=\"failed\"") && rows[1].contains("passed"))
        #expect(dom.contains("1 passed, 1 failed"))
        // The failure shows its three images, the wipe where the address put it, and the most-changed frame.
        let results = try JSONDecoder().decode(
            SuiteReport.self, from: bytes(report.appendingPathComponent("results.json")))
        let failure = try #require(results.results.first { $0.name == "second" })
        let worst = failure.failures.max { $0.differing < $1.differing }!
        #expect(dom.contains("data-scene=\"second\" data-frame=\"\(worst.frame)\" data-wipe=\"30\""))
        for path in [worst.expected!, worst.actual!, worst.diff!] { #expect(dom.contains("src=\"\(path)\"")) }
        #expect(dom.contains("clip-path: inset(0px 0px 0px 30%)"))
        // The frame's words are the console's: the count grouped in threes and the largest change.
        let words =
            "\(worst.differing.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) pixels differ; largest change"
        #expect(dom.contains(words) && dom.contains("in row a (element swatch)"), "\(words)")
    }

    @Test func theSliderAndTheScrubberChangeWhatIsShown() throws {
        let report = try report()
        let page = "file://" + report.appendingPathComponent("index.html").path
        let dir = report.deletingLastPathComponent()
        let left = try screenshot(page + "#wipe=0&frame=0", in: dir, "left.png")
        let right = try screenshot(page + "#wipe=100&frame=0", in: dir, "right.png")
        let later = try screenshot(page + "#wipe=0&frame=1", in: dir, "later.png")
        #expect(left.width == 1000 && left.height == 1600)
        // The wipe shows the actual picture (left) or the expected one (right): blue becomes red somewhere.
        #expect(rowsDiffering(left, right) > 0)
        // Another frame changes the pictures.
        #expect(rowsDiffering(left, later) > 0)
        // The expected, actual and diff images are on the page: some pixels are the golden's blue.
        #expect(countColour(left) { $0.2 > 200 && $0.0 < 60 } > 100)
    }

    /// At 1400×1000 the failure's pictures show without scrolling: they come before the geometry words, which
    /// are folded; the accept command is on the page with a copy button.
    @Test func imagesFirstAndTheAcceptCommandWithACopyButton() throws {
        let report = try report()
        let page = "file://" + report.appendingPathComponent("index.html").path
        let dom = String(decoding: try chromium(["--dump-dom", page]), as: UTF8.self)
        let section = try #require(dom.components(separatedBy: "<section class=\"failure\"").dropFirst().first)
        let triplet = try #require(section.range(of: "class=\"triplet\""))
        let words = try #require(section.range(of: "<details class=\"geometry-words\""))
        #expect(triplet.lowerBound < words.lowerBound)
        #expect(!section.contains("<details class=\"geometry-words\" open"))
        #expect(section.contains("<code>unfold test ") && section.contains("--record failed</code>"))
        #expect(section.contains("<button type=\"button\" class=\"copy\">Copy</button>"))
        let dir = report.deletingLastPathComponent()
        let file = dir.appendingPathComponent("first-screen.png")
        _ = try chromium(["--window-size=1400,1000", "--screenshot=\(file.path)", page])
        let shot = try PNGCodec.decode(file: file.path)
        // The golden's blue swatch is visible in the first screen.
        #expect(countColour(shot) { $0.2 > 200 && $0.0 < 60 } > 100)
    }

    /// A scene whose name is HTML that would open a comment inside the page's data script: the page still
    /// runs and lists both scenes (before `<` was escaped, Chromium showed 0 rows).
    @Test func aSceneNamedLikeHTMLKeepsThePageWhole() throws {
        let dir = tempDir("browser-html")
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        _ = write(smallScene, to: scenes.appendingPathComponent("<!--<script>.scene"))
        _ = write(SuiteTests.second, to: scenes.appendingPathComponent("<img src=x onerror=alert(1)>.scene"))
        let report = dir.appendingPathComponent("report")
        let r = unfold("test", scenes.path, "--goldens", dir.appendingPathComponent("g").path, "--report", report.path)
        #expect(r.code == 0)
        let html = String(decoding: bytes(report.appendingPathComponent("index.html")), as: UTF8.self)
        let data = html.components(separatedBy: "<script id=\"data\" type=\"application/json\">")[1]
            .components(separatedBy: "</script>")[0]
        #expect(!data.contains("<"))
        let dom = String(
            decoding: try chromium(["--dump-dom", "file://" + report.appendingPathComponent("index.html").path]),
            as: UTF8.self)
        #expect(dom.contains("data-ready=\"yes\""))
        #expect(dom.components(separatedBy: "<tr data-scene=").count - 1 == 2)
        #expect(dom.contains("&lt;!--&lt;script&gt;") && dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }

    /// `test --audit`: a new finding shows on its frame with the element outlined in red; the page says its words.
    @Test func aNewFindingIsOutlinedOnItsFrame() throws {
        let dir = tempDir("browser-audit")
        let scene = dir.appendingPathComponent("faq.scene")
        let goldens = dir.appendingPathComponent("g").path
        let report = dir.appendingPathComponent("report")
        _ = write(TestAuditTests.faq("A short answer"), to: scene)
        #expect(
            unfold("test", scene.path, "--goldens", goldens, "--audit", "--record", "all", "--report", report.path).code
                == 0)
        _ = write(TestAuditTests.faq("A much longer answer that no longer fits on one line"), to: scene)
        #expect(unfold("test", scene.path, "--goldens", goldens, "--audit", "--report", report.path).code == 1)
        let page = "file://" + report.appendingPathComponent("index.html").path
        let dom = String(decoding: try chromium(["--dump-dom", page]), as: UTF8.self)
        let section = try #require(dom.components(separatedBy: "<section class=\"findings\"").dropFirst().first)
        #expect(section.contains("src=\"images/faq/default/finding-1.png\""))
        #expect(section.contains("new finding: text-truncated row q3 answer in variant default (frame 0)"))
        // The outline is red in the page as drawn: scroll the findings into view and count its pixels.
        let file = dir.appendingPathComponent("findings.png")
        _ = try chromium(["--window-size=1000,3000", "--screenshot=\(file.path)", page])
        let shot = try PNGCodec.decode(file: file.path)
        #expect(countColour(shot) { $0.0 > 220 && $0.1 < 90 && $0.2 < 80 } > 50)
    }

    func rowsDiffering(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        (0..<a.height).filter { y in
            let row = (y * a.width * 4)..<((y + 1) * a.width * 4)
            return a.pixels[row] != b.pixels[row]
        }.count
    }

    func countColour(_ image: RGBAImage, _ test: ((UInt8, UInt8, UInt8)) -> Bool) -> Int {
        stride(from: 0, to: image.pixels.count, by: 4).filter {
            test((image.pixels[$0], image.pixels[$0 + 1], image.pixels[$0 + 2]))
        }.count
    }
}
