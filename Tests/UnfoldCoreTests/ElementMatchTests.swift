import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldModel

/// Geometry compares elements by their place in the template: an element given an id since the goldens were
/// recorded is a rename, not a failure, and words name an element whose id is made up by its scene line.
@Suite struct ElementMatchTests {
    static func scene(id: String = "", padding: Int = 16) -> String {
        """
        cell card
          vstack padding \(padding) spacing 8\(id)
            text title
            box height 20
        rows card
          a title "A"
        """
    }

    static func frame(_ text: String) throws -> FrameRecord {
        FrameRecord(Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer()), frame: 0)
    }

    @Test func recordsKeepEachElementsPlaceAndLine() throws {
        let elements = try Self.frame(Self.scene()).rows[0].elements
        #expect(elements.map(\.id) == ["vstack-0", "title", "box-2"])
        #expect(elements.map(\.place) == [0, 1, 2])
        #expect(elements.map(\.line) == [2, 3, 4])
        #expect(elements.map(\.derivedID) == [true, false, true])
        // golden.json keeps the place; the line and whether the id is made up are not written.
        let json = String(decoding: try JSONEncoder().encode(elements[0]), as: UTF8.self)
        #expect(json.contains("\"place\":0"))
        #expect(!json.contains("line") && !json.contains("derived"))
    }

    @Test func anElementGivenAnIdIsARenameNotAFailure() throws {
        let recorded = try Self.frame(Self.scene())
        let now = try Self.frame(Self.scene(id: " id card"))
        #expect(GeometryComparison.changes(expected: recorded, actual: now, masks: []).isEmpty)
        #expect(GeometryComparison.renames(expected: recorded, actual: now) == ["a.vstack-0 → a.card"])
    }

    @Test func goldensWithoutPlacesFindAMadeUpIdsPlace() throws {
        var recorded = try Self.frame(Self.scene())
        for k in recorded.rows[0].elements.indices { recorded.rows[0].elements[k].place = nil }
        let now = try Self.frame(Self.scene(id: " id card"))
        #expect(GeometryComparison.changes(expected: recorded, actual: now, masks: []).isEmpty)
        #expect(GeometryComparison.renames(expected: recorded, actual: now) == ["a.vstack-0 → a.card"])
    }

    @Test func wordsNameAMadeUpIdByItsLine() throws {
        let recorded = try Self.frame(Self.scene())
        let now = try Self.frame(Self.scene(padding: 20))
        let words = GeometryComparison.changes(expected: recorded, actual: now, masks: [], file: "faq.scene")
            .map(\.words)
        #expect(words.contains("frame 0: a: the vstack at faq.scene:2 height 80.0 → 88.0"))
        #expect(words.contains("frame 0: a.title x 16.0 → 20.0"))
        #expect(words.contains("frame 0: a: the box at faq.scene:4 x 16.0 → 20.0"))
        #expect(GeometryComparison.renames(expected: recorded, actual: now).isEmpty)
    }

    @Test func anElementThatMovedInTheTemplateIsFoundByItsId() throws {
        let recorded = try Self.frame(Self.scene())
        let now = try Self.frame(
            """
            cell card
              vstack padding 16 spacing 8
                box height 20
                text title
            rows card
              a title "A"
            """)
        let pairs = ElementMatch.pairs(expected: recorded.rows[0].elements, actual: now.rows[0].elements)
        #expect(pairs.map { $0.1?.id } == ["vstack-0", "title", nil])
    }
}
