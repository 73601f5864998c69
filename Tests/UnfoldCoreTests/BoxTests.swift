import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldAccessibility
@testable import UnfoldAnimation
@testable import UnfoldCore
@testable import UnfoldDisplay
@testable import UnfoldModel

/// Issue 56, point 4: `box`, an element kind described in one file (`Elements/Box.swift`), and the importers' plain
/// view (`Elements/PlainView.swift`). Both are shapes (`StackRole.shape`): as big as their options say. The frames
/// are worked out here from the stack rules the layout tests state (10 pt per character, 20-pt lines).
@Suite struct BoxTests {
    @Test func theLineGivesItsSizeAndColour_AndIsWrittenBackAsItWasRead() throws {
        let scene = try parseOK(
            "cell c\n  vstack\n    box height 40/80 width 60 color @tone id b\n    box\nrows c\n  a\n")
        let sized = scene.templates[0].flattened[1]
        let plain = scene.templates[0].flattened[2]
        #expect(sized.kind.keyword == "box")
        #expect(sized.descriptor as? Box == Box(width: 60, height: Pair(40, 80), tintSlot: "tone"))
        #expect(plain.descriptor as? Box == Box())
        #expect(sized.stackRole == .shape(ShapeFrame(width: 60, height: Pair(40, 80), fillsVStack: true)))
        #expect(sized.slotKinds.map(\.0) == ["tone"])
        #expect(sized.slotKinds.map(\.1) == [.color])
        #expect(ElementText(sized).line == "box height 40/80 width 60 color @tone id b")
        #expect(ElementText(plain).line == "box")
    }

    @Test func badLinesAreErrorsAtTheirColumn() {
        #expect(elementLineErrors("box width 100001") == "2:13 width 100001 is out of range (0.0…100000.0)")
        #expect(elementLineErrors("box height 10 lines 2") == "2:17 option 'lines' does not apply to box")
        #expect(elementLineErrors("bx") == "2:3 unknown element 'bx'; did you mean 'box'?")
        // Only an importer makes a plain view: scene text has no such element.
        #expect(elementLineErrors("view") == "2:3 unknown element 'view'; the nearest known: 'box', 'text', 'image'")
    }

    /// A shape (a box, an image in a UIKit stack): in a vstack that does not fill, one with no width takes the
    /// stack's width, one with a width keeps it; in an hstack one with no width is 0 wide (it is no flexible view),
    /// and the text takes the rest.
    @Test(arguments: ["box", "image pic"]) func aShapeIsTheSizeItsOptionsGive(_ head: String) throws {
        let v = try layout("cell c\n  vstack align leading\n    \(head) height 10/30\n    \(head) width 30 height 20")
        #expect(v.elements[1].frame == Rect(x: 0, y: 0, width: 390, height: 10))
        #expect(v.elements[2].frame == Rect(x: 0, y: 10, width: 30, height: 20))
        let expanded = try layout("cell c\n  vstack align leading\n    \(head) height 10/30", expanded: true)
        #expect(expanded.elements[1].frame == Rect(x: 0, y: 0, width: 390, height: 30))
        let h = try layout(
            "cell c\n  hstack\n    \(head) height 8\n    text a\n    \(head) width 40 height 12", slots: ["a": "Hi"],
            width: 200)
        #expect(h.elements[1].frame.width == 0)
        #expect(h.elements[2].frame == Rect(x: 0, y: 0, width: 160, height: 20))
        #expect(h.elements[3].frame == Rect(x: 160, y: 4, width: 40, height: 12))
    }

    /// A box fills its frame with its colour, else the row's, else the system's gray 4 when nothing is behind it;
    /// with a background and no colour only the background is drawn.
    @Test func itFillsItsFrameWithItsColourOrGray4() throws {
        func fills(_ box: String, row: String = "a") throws -> [DrawCommand] {
            let text = "select none\ncell c\n  vstack\n    \(box) height 10 corner 3\nrows c\n  \(row)\n"
            let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
            return DisplayList(scene: tl.scene).commands(for: tl.state(at: 0)).filter {
                if case .fill(let r, _, _) = $0 { return r.height == 10 }
                return false
            }
        }
        let frame = Rect(x: 0, y: 0, width: 390, height: 10)
        let corners = Corners(radius: 3)
        let gray4 = Color.system("gray4").resolved(.light, highContrast: false)
        let red = Color.system("red").resolved(.light, highContrast: false)
        let green = Color.system("green").resolved(.light, highContrast: false)
        #expect(try fills("box") == [.fill(frame, gray4, corners)])
        #expect(try fills("box color red") == [.fill(frame, red, corners)])
        #expect(try fills("box color @tone", row: "a tone \"green\"") == [.fill(frame, green, corners)])
        #expect(try fills("box background green") == [.fill(frame, green, corners)])
        #expect(
            try fills("box background green color red") == [.fill(frame, green, corners), .fill(frame, red, corners)])
    }

    /// An image a Swift file names that the scene's catalogs lack becomes a box of the image's size and colour.
    @Test func anImageTheCatalogsLackBecomesABoxOfItsSize() throws {
        let text =
            "cell c\n  vstack\n    image pic \"Hero\" source \"V.swift:3\" width 20 height 30 color red\nrows c\n  a\n"
        let (scene, diagnostics) = SceneParser.parseAll(Array(text.utf8), defaultName: "t")
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "V.swift:3: image 'Hero': the scene names no asset catalog ('assets \"PATH\"'): a placeholder box takes its place"
            ])
        let e = scene.templates[0].flattened[1]
        #expect(e.descriptor as? Box == Box(width: 20, height: Pair(30), color: .system("red")))
        #expect(e.stacking == nil && e.typesetting == nil)
        #expect(e.background == .system("system-fill"))
    }

    /// VoiceOver reads the cell's text and nothing of a box, even one given a label: a plain UIView is no
    /// accessibility element of its own.
    @Test func voiceOverReadsNothingOfIt() throws {
        func read(_ box: String) throws -> [String?] {
            let text = "select none\ncell c\n  vstack\n    text t\n    \(box)\nrows c\n  a t \"Hi\"\n"
            let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
            return AccessibilityReader(scene: tl.scene).elements(tl.state(at: 0)).map(\.label)
        }
        #expect(try read("box height 10") == ["Hi"])
        #expect(try read("box height 10 label \"Bar\"") == ["Hi"])
    }
}
