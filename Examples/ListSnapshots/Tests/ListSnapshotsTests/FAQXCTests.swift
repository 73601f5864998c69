import Unfold
import UnfoldTesting
import XCTest

/// XCTest: the same checks; a failure is an `XCTFail` at the line, with the pictures in `UNFOLD_ARTIFACTS`.
final class FAQXCTests: XCTestCase {
    func testTheCollapsedFAQMatchesItsGoldens() throws {
        XCTAssertScene(try faqScene(items, tapping: nil))
    }

    func testTheSceneFileMatchesItsGoldensInXCTestToo() {
        XCTAssertScene(file: "scenes/faq.scene")
    }
}
