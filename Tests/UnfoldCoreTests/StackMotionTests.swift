import Foundation
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldModel

/// (v2) Elements move like arranged subviews of UIStackView.
@Suite struct StackMotionTests {
    let boxes = """
        animation 0.4 linear
        highlight none
        cell c
          vstack padding 10 spacing 10
            box height 40
            box id middle height 40 visible collapsed
            box height 40
        rows c
          a
        timeline
          toggle a
          at 1 toggle a
        """

    func elements(_ tl: Timeline, at t: Double) throws -> [ElementPresentation] {
        try #require(tl.state(at: t).rows.first?.layers.first?.elements)
    }

    @Test func aHidingElementShrinksWhereItSitsAndItsNeighboursCloseTheGap() throws {
        let tl = Timeline.compile(try parseOK(boxes), measurer: FixedAdvanceMeasurer())
        let start = try elements(tl, at: 0)
        #expect(start[2].frame == Rect(x: 10, y: 60, width: 370, height: 40))
        #expect(start[3].frame.y == 110)
        let mid = try elements(tl, at: 0.2)
        #expect(mid[2].frame == Rect(x: 10, y: 55, width: 370, height: 20))
        #expect(mid[1].frame.maxY == 50)
        #expect(mid[2].frame.y - mid[1].frame.maxY == 5)
        #expect(mid[3].frame.y == 85)
        #expect(mid[2].alpha == 0.5)
        let end = try elements(tl, at: 0.5)
        #expect(end[2].frame == Rect(x: 10, y: 50, width: 370, height: 0) && end[2].alpha == 0)
        #expect(end[3].frame.y == 60)
        // Appearing runs the same numbers backwards.
        let back = try elements(tl, at: 1.2)
        #expect(back[2].frame == Rect(x: 10, y: 55, width: 370, height: 20))
        #expect(back[3].frame.y == 85)
        #expect(try elements(tl, at: 1.5)[2].frame == Rect(x: 10, y: 60, width: 370, height: 40))
    }

    @Test func theFirstElementHidingTakesTheSpacingAfterIt() throws {
        let text = boxes.replacingOccurrences(of: "    box height 40\n    box id middle", with: "    box id middle")
            .replacingOccurrences(
                of: "visible collapsed\n    box height 40",
                with: "visible collapsed\n    box height 40\n    box height 40")
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        let mid = try elements(tl, at: 0.2)
        // The first box shrinks at the padding; the next one rises by half of its height plus the spacing.
        #expect(mid[1].frame == Rect(x: 10, y: 10, width: 370, height: 20))
        #expect(mid[2].frame.y == 35)
    }

    @Test func aSpringNeverMakesSiblingsOverlap() throws {
        let text = boxes.replacingOccurrences(of: "animation 0.4 linear", with: "animation 0.6 spring 0.6 0.4")
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        var overshoot = false
        for i in 0..<tl.frameCount {
            let e = try elements(tl, at: Double(i) / Double(tl.fps))
            #expect(e[2].frame.y >= e[1].frame.maxY - 1e-9)
            #expect(e[3].frame.y >= e[2].frame.maxY - 1e-9)
            #expect(e[2].frame.height >= 0)
            if try #require(tl.state(frame: i).rows.first).height < 110 - 1e-6 { overshoot = true }
        }
        // The spring did carry the row past its target height: the checks above ran while it overshot.
        #expect(overshoot)
    }

    @Test func separatorsFadeUnderAFlashHighlightAndBack() throws {
        let text =
            "animation 0.4 linear\nhighlight flash\ncell c\n  box height 40\nrows c\n  a\n  b\n  c\ntimeline\n  at 0.5 tap b"
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        func separators(_ t: Double) -> [Double] { tl.state(at: t).rows.map(\.separatorAlpha) }
        #expect(separators(0.4) == [1, 1, 1])
        // a's separator touches b (the row below), b's is b's own; c's is untouched.
        #expect(separators(0.5) == [0, 0, 1])
        #expect(separators(0.7) == [0.5, 0.5, 1])
        #expect(separators(1) == [1, 1, 1])
        let list = DisplayList(scene: tl.scene).commands(for: tl.state(at: 0.7))
        let faded = list.filter {
            if case let .fill(r, c, _) = $0 {
                return r.height == 0.5 && abs(c.a - 0.5 * Color.system("separator").resolved(.light).a) < 1e-9
            }
            return false
        }
        #expect(faded.count == 2)
    }
}

/// Walks every frame of every scene in scenes/ and checks, from timeline.json, that siblings never overlap.
@Suite struct SiblingOverlapTests {
    static let scenesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../scenes")
    static var scenes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.path)) ?? []).filter {
            $0.hasSuffix(".scene") && !readsInterfaceBuilder(scenesFolder.appendingPathComponent($0))
        }.sorted()
    }

    @Test(arguments: SiblingOverlapTests.scenes)
    func siblingsNeverOverlap(_ name: String) throws {
        let text = try String(
            contentsOf: SiblingOverlapTests.scenesFolder.appendingPathComponent(name), encoding: .utf8)
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 20))
        let json = TimelineJSON.encode(tl, frames: 0..<tl.frameCount)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try #require(root["frames"] as? [[String: Any]])
        var checked = 0
        for frame in frames {
            for row in frame["rows"] as? [[String: Any]] ?? [] {
                let elements = row["elements"] as? [[String: Any]] ?? []
                let kinds = Dictionary(
                    elements.map { ($0["id"] as! String, $0["kind"] as! String) }, uniquingKeysWith: { a, _ in a })
                var last: [String: (end: Double, id: String)] = [:]
                for e in elements {
                    guard let parent = e["parent"] as? String else { continue }
                    let vertical = kinds[parent] == "vstack"
                    let start = (vertical ? e["y"] : e["x"]) as! Double
                    let size = (vertical ? e["height"] : e["width"]) as! Double
                    if let before = last[parent] {
                        #expect(
                            start >= before.end - 0.01,
                            "\(name) frame \(frame["index"]!): \(e["id"]!) overlaps \(before.id)")
                        checked += 1
                    }
                    #expect(size >= -0.01)
                    last[parent] = (start + size, e["id"] as! String)
                }
            }
        }
        // Scenes whose stacks hold two or more elements are checked pair by pair.
        if text.contains("stack") && !name.hasPrefix("long-press") { #expect(checked > 0) }
    }
}

@Suite struct SeedTitleTests {
    /// Seed 000: the summary appears inside the stack while the title keeps its frame in every frame.
    @Test func theButtonRevealTitleNeverMoves() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../scenes/button-reveal.scene")
        let tl = Timeline.compile(
            try parseOK(try String(contentsOf: url, encoding: .utf8)), measurer: FixedAdvanceMeasurer())
        var frames = Set<Rect>()
        for i in 0..<tl.frameCount {
            for row in tl.state(frame: i).rows { frames.insert(row.layers.last!.elements[1].frame) }
        }
        #expect(frames.count == 1)
    }
}
