import Foundation
import Testing
import Unfold
@testable import UnfoldTesting

/// `assertScene` against this package's own goldens (found from this file up to `Package.swift`), and the
/// library used from many threads at once.
@Suite struct AssertSceneTests {
    @Test func aSceneFileAndItsVariantPassAgainstTheRepositorysGoldens() {
        assertScene(file: "scenes/read-more.scene", record: .never)
        assertScene(file: "scenes/read-more.scene", variant: "dark", record: .never)
    }

    @Test func aSceneMadeFromTextPassesAgainstTheGoldensOfItsName() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("scenes/settings.scene"), encoding: .utf8)
        let scene = try UnfoldScene(text: text, name: "settings", base: root.appendingPathComponent("scenes"))
        assertScene(scene, record: .never)
    }

    @Test func aFailureIsRecordedAtTheCallersLineWithTheWordsAndPictures() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("scenes/settings.scene"), encoding: .utf8)
            .replacingOccurrences(of: "tint \"orange\"", with: "tint \"purple\"")
        let scene = try UnfoldScene(text: text, name: "settings", base: root.appendingPathComponent("scenes"))
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-art-\(UUID())")
        setenv("UNFOLD_ARTIFACTS", artifacts.path, 1)
        defer { unsetenv("UNFOLD_ARTIFACTS") }
        let line = #line + 3
        let recorded = Recorded()
        withKnownIssue {
            assertScene(scene, record: .never)
        } matching: { issue in
            recorded.text = "\(issue)"
            return issue.sourceLocation?.line == line && "\(issue)".contains("FAIL settings (default)")
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: artifacts.path)) ?? []
        #expect(files.contains("settings-default.txt"))
        #expect(files.contains { $0.hasSuffix("-expected.png") })
        #expect(files.contains { $0.hasSuffix("-actual.png") })
        #expect(files.contains { $0.hasSuffix("-diff.png") })
        let words = try String(contentsOf: artifacts.appendingPathComponent("settings-default.txt"), encoding: .utf8)
        #expect(words.contains("pixels:"))
        // F13: the lines the message leaves out are in the words file it names, which holds them all.
        let rest = "more in \(artifacts.path)/settings-default.txt"
        #expect(recorded.text.contains(rest), "\(recorded.text)")
        #expect(!recorded.text.contains("index.html") && !words.contains("… and"))
        #expect(words.split(separator: "\n").count > recorded.text.split(separator: "\n").count)
        try? FileManager.default.removeItem(at: artifacts)
    }

    /// F15: a golden an assertion records is said as a recording, not left to look like a pass.
    @Test func aRecordingIsSaidAsOne() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-rec-\(UUID())")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let said = Recorded()
        let old = RecordingNotice.shared.redirect { said.text += $0 }
        defer { RecordingNotice.shared.redirect(old) }
        let line = #line + 1
        assertScene(file: "scenes/settings.scene", goldens: goldens.path, record: .all)
        #expect(said.text.hasPrefix("RECORDED settings (default) ("), "\(said.text)")
        #expect(said.text.hasSuffix(" at UnfoldTestingTests/AssertSceneTests.swift:\(line)\n"), "\(said.text)")
        // Compared against what it recorded, it passes, and says nothing.
        said.text = ""
        assertScene(file: "scenes/settings.scene", goldens: goldens.path, record: .never)
        #expect(said.text.isEmpty)
    }

    /// What the issue matcher saw, kept for the checks after it.
    final class Recorded: @unchecked Sendable {
        var text = ""
    }

    static let pairs = [
        "read-more default", "read-more dark", "settings default", "demo default", "insert-instead default",
        "outline-files default", "settings-accessories default", "read-more-hebrew rtl"
    ]

    /// Each pair's verdict checked one after another, once, before the parallel tests compare with it.
    static let serial: [String: String] = {
        var out: [String: String] = [:]
        for pair in pairs { out[pair] = try? verdict(pair) }
        return out
    }()

    static func verdict(_ pair: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let parts = pair.split(separator: " ").map(String.init)
        let verdict = try GoldenCheck.check(
            scene: root.appendingPathComponent("scenes/\(parts[0]).scene").path, variant: parts[1],
            goldens: root.appendingPathComponent("Tests/Goldens"), record: .never)
        return "\(verdict.status) \(verdict.message)"
    }

    /// Swift Testing runs these eight at once: each gives what it gave alone, and passes through assertScene.
    @Test(arguments: AssertSceneTests.pairs)
    func eachOfEightParallelTestsGivesItsSerialResult(_ pair: String) throws {
        let serial = try #require(Self.serial[pair])
        #expect(try Self.verdict(pair) == serial)
        let parts = pair.split(separator: " ").map(String.init)
        assertScene(file: "scenes/\(parts[0]).scene", variant: parts[1], record: .never)
    }
}
