import Foundation
import Testing

@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldModel

/// `timeline.json` and `golden.json` come from one record per frame: golden.json's frames read back equal to
/// timeline.json's, and timeline.json's extra fields (alpha, outline, text, accessories) are the record's.
@Suite struct FrameRecordTests {
    struct TimelineFile: Decodable { var frames: [FrameRecord] }

    static let scene = """
        canvas 240x200 @1x
        fps 10
        cell c accessory detail-disclosure
          vstack padding 8
            text t lines 1/0
        rows c
          a t "One two three four five six seven eight nine ten"
            b t "Child"
        timeline
          at 0.2 tap a
        """

    @Test func goldenFramesAreTimelineFramesReadBack() throws {
        let timeline = try compile(Self.scene)
        let text = TimelineJSON.encode(timeline, frames: 0..<timeline.frameCount)
        var fromTimeline = try JSONDecoder().decode(TimelineFile.self, from: Data(text.utf8)).frames
        // timeline.json lists a row's accessories after its elements; golden.json keeps the content's alone.
        let accessories = fromTimeline.flatMap(\.rows).flatMap(\.elements).filter { $0.kind == "accessory" }
        #expect(accessories.count == 2 * timeline.frameCount + 2 * (timeline.frameCount - 2))
        for f in fromTimeline.indices {
            for r in fromTimeline[f].rows.indices {
                fromTimeline[f].rows[r].elements.removeAll { $0.kind == "accessory" }
            }
        }
        let manifest = GoldenManifest(
            timeline: timeline, sceneScale: 1, sceneBytes: Array(Self.scene.utf8),
            kept: Array(0..<timeline.frameCount), comparison: .init(threshold: 0.1, maxDiffPixels: 0, maxDiffRatio: 0))
        var golden = try JSONDecoder().decode([FrameRecord].self, from: try JSONEncoder().encode(manifest.frames))
        // golden.json adds each element's place in its template, which timeline.json does not list.
        #expect(golden.flatMap(\.rows).flatMap(\.elements).allSatisfy { $0.place != nil })
        for f in golden.indices {
            for r in golden[f].rows.indices {
                for k in golden[f].rows[r].elements.indices { golden[f].rows[r].elements[k].place = nil }
            }
        }
        #expect(fromTimeline.count == timeline.frameCount)
        #expect(golden == fromTimeline)
        // What golden.json leaves out is in the record all the same.
        let record = FrameRecord(timeline, frame: timeline.frameCount - 1)
        let child = try #require(record.rows.first { $0.id == "b" })
        #expect(child.level == 1)
        #expect(child.parent == "a")
        #expect(child.alpha == 1)
        #expect(record.rows[0].accessories.map(\.id) == ["detail", "outline-disclosure"])
        #expect(record.rows[0].elements[1].text?.text == "One two three four five six seven eight nine ten")
        #expect(golden.last!.rows[0].accessories.isEmpty)
        #expect(golden.last!.rows[0].elements[1].text == nil)
    }
}
