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

    /// `accessibility: true` keeps each kept frame's elements in the goldens and fails, at the caller's line and
    /// in the contract's words, when what VoiceOver reads changes; the frame's accessibility picture goes with it.
    @Test func theAccessibilityAssertionChecksTheElements() throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-a11y-\(UUID())")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let text = """
            canvas 300x120 @1x
            fps 10
            end 0.3
            select toggle
            cell card min-height 44
              vstack padding 11 16 11 16
                text title
                text date
            rows card
              a title "Cells that unfold" date "18.05.2024"
            """
        let scene = try UnfoldScene(text: text, name: "cards")
        // Recorded through the library, which says nothing: `aRecordingIsSaidAsOne` listens to what assertions say.
        let recorded = try GoldenCheck.check(
            scene: scene.path, text: scene.text, goldens: goldens, record: .all, accessibility: true)
        #expect(recorded.status == .recorded)
        let manifest =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: goldens.appendingPathComponent("cards/golden.json"))) as! [String: Any]
        let first = (manifest["accessibility"] as? [[[String: Any]]])?.first?.first
        #expect(first?["label"] as? String == "Cells that unfold, 18.05.2024")
        assertScene(scene, goldens: goldens.path, record: .never, accessibility: true)
        // The date no longer read: the pixels match, the elements do not.
        let changed = try UnfoldScene(
            text: text.replacingOccurrences(of: "    text date", with: "    text date label \"\""), name: "cards")
        let verdict = try GoldenCheck.check(
            scene: changed.path, text: changed.text, goldens: goldens, record: .never, accessibility: true)
        #expect(verdict.status == .failed)
        let words = #"frame 0: row a: label "Cells that unfold, 18.05.2024" → "Cells that unfold""#
        #expect(verdict.message.contains(words), "\(verdict.message)")
        #expect(verdict.frames.first?.accessibility.contains(words) == true)
        #expect(verdict.frames.first?.accessibilityPicture?.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        #expect(verdict.accept?.hasSuffix("--accessibility --record failed") == true, "\(verdict.accept ?? "")")
        // Without the flag the elements are not compared: the same change passes on its pixels.
        assertScene(changed, goldens: goldens.path, record: .never)
        let line = #line + 2
        withKnownIssue {
            assertScene(changed, goldens: goldens.path, record: .never, accessibility: true)
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains(words)
        }
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
