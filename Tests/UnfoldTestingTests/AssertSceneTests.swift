import Foundation
import Testing
import Unfold
import UnfoldTesting

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
        let line = #line + 2
        let issues = withKnownIssue {
            assertScene(scene, record: .never)
        } matching: { issue in
            issue.sourceLocation?.line == line && "\(issue)".contains("FAIL settings (default)")
        }
        _ = issues
        let files = (try? FileManager.default.contentsOfDirectory(atPath: artifacts.path)) ?? []
        #expect(files.contains("settings-default.txt"))
        #expect(files.contains { $0.hasSuffix("-expected.png") })
        #expect(files.contains { $0.hasSuffix("-actual.png") })
        #expect(files.contains { $0.hasSuffix("-diff.png") })
        let words = try String(contentsOf: artifacts.appendingPathComponent("settings-default.txt"), encoding: .utf8)
        #expect(words.contains("pixels:"))
        try? FileManager.default.removeItem(at: artifacts)
    }

    /// Eight scene/variant pairs checked at once give what they give one by one.
    @Test func scenesCheckedInParallelGiveTheSameResultsAsSerially() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let pairs = [
            ("read-more", "default"), ("read-more", "dark"), ("settings", "default"), ("demo", "default"),
            ("insert-instead", "default"), ("outline-files", "default"), ("settings-accessories", "default"),
            ("read-more-hebrew", "rtl")
        ]
        func check(_ pair: (String, String)) throws -> String {
            let verdict = try GoldenCheck.check(
                scene: root.appendingPathComponent("scenes/\(pair.0).scene").path, variant: pair.1,
                goldens: root.appendingPathComponent("Tests/Goldens"), record: .never)
            return "\(verdict.status) \(verdict.message)"
        }
        let serial = try pairs.map(check)
        let parallel = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (k, pair) in pairs.enumerated() { group.addTask { (k, try check(pair)) } }
            var out = Array(repeating: "", count: pairs.count)
            for try await (k, text) in group { out[k] = text }
            return out
        }
        #expect(parallel == serial)
        #expect(serial.allSatisfy { $0.hasPrefix("passed PASS") })
    }
}
