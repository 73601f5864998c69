import Foundation
import Testing
import Unfold
import UnfoldTesting

/// Swift Testing: a scene made from the model and a scene file, against the goldens in `Tests/Goldens`.
@Suite struct FAQSnapshotTests {
    @Test func theFAQBuiltFromTheModelMatchesItsGoldens() throws {
        assertScene(try faqScene(items, tapping: "offline"))
    }

    @Test func theFAQSceneFileMatchesItsGoldens() {
        assertScene(file: "scenes/faq.scene")
    }

    /// Fails on purpose when `LIST_SNAPSHOTS_FAIL` is set: `make test` runs it with `--attachments-path` and
    /// looks for the pictures and words Swift Testing saved.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LIST_SNAPSHOTS_FAIL"] != nil))
    func aChangedAnswerFails() throws {
        var changed = items
        changed[1].answer = "No."
        let scene = try faqScene(changed, tapping: "offline")
        assertScene(scene, record: .never)
    }
}
