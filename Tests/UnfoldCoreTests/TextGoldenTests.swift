import Foundation
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldModel

/// Readable goldens for every scene in scenes/: `timeline.json` and a display-list dump of every 10th frame,
/// measured with the fake measurer, so they do not depend on fonts or library versions and a change shows
/// in words. `UNFOLD_RECORD=all swift test --filter TextGoldenTests` writes them again.
@Suite struct TextGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    static let goldens = root.appendingPathComponent("Tests/TextGoldens")
    static var scenes: [String] {
        let folder = root.appendingPathComponent("scenes").path
        // Cells read from Interface Builder files need GLPK, which the core's tests do not link: the command line's
        // tests and the scene goldens cover those scenes.
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".scene") }
            .filter { !readsInterfaceBuilder(URL(fileURLWithPath: folder).appendingPathComponent($0)) }.sorted()
    }

    static func texts(for name: String) throws -> [(file: String, text: String)] {
        let source = try String(contentsOf: root.appendingPathComponent("scenes/\(name)"), encoding: .utf8)
        let scene = try parseOK(source, name: String(name.dropLast(6)))
        let timeline = Timeline.compile(scene, measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 20))
        var frames = Array(stride(from: 0, to: timeline.frameCount, by: 10))
        if frames.last != timeline.frameCount - 1 { frames.append(timeline.frameCount - 1) }
        let list = DisplayList(scene: timeline.scene)
        var dump = ""
        for i in frames {
            dump += "frame \(i)\n"
            for command in list.commands(for: timeline.state(frame: i)) { dump += "  \(command)\n" }
        }
        var json = ""
        for i in frames { json += TimelineJSON.encode(timeline, frames: i..<(i + 1)) }
        let base = String(name.dropLast(6))
        return [("\(base).display.txt", dump), ("\(base).timeline.json", json)]
    }

    @Test(arguments: TextGoldenTests.scenes)
    func matchesItsTextGoldens(_ name: String) throws {
        let record = ProcessInfo.processInfo.environment["UNFOLD_RECORD"] == "all"
        for (file, text) in try TextGoldenTests.texts(for: name) {
            let url = TextGoldenTests.goldens.appendingPathComponent(file)
            if record {
                try FileManager.default.createDirectory(at: TextGoldenTests.goldens, withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try? String(contentsOf: url, encoding: .utf8)
            let hint = "record with: UNFOLD_RECORD=all swift test --filter TextGoldenTests"
            try #require(expected != nil, "no text golden \(file); \(hint)")
            if expected != text {
                let got = text.split(separator: "\n", omittingEmptySubsequences: false)
                let want = expected!.split(separator: "\n", omittingEmptySubsequences: false)
                let line = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
                let shown = line < got.count ? String(got[line]) : "(end)"
                let wanted = line < want.count ? String(want[line]) : "(end)"
                Issue.record(
                    "\(file) differs at line \(line + 1):\n  expected: \(wanted)\n  actual:   \(shown)\n\(hint)")
            }
        }
    }
}

/// Whether a scene takes a cell from an Interface Builder file (`cell NAME from "FILE"`).
func readsInterfaceBuilder(_ url: URL) -> Bool {
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    // A cell from a file, or a SwiftUI preview's table (`swiftui "FILE.swift" preview "NAME"`): read by adapters
    // the core's tests do not have.
    return text.split(separator: "\n").contains {
        $0.hasPrefix("cell ") && $0.contains(" from \"") || $0.hasPrefix("swiftui ")
    }
}
