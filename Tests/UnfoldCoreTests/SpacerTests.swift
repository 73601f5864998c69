import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldAccessibility
@testable import UnfoldAnimation
@testable import UnfoldCore
@testable import UnfoldDisplay
@testable import UnfoldModel

/// Issue 56, point 4: `spacer`, an element kind described in one file (`Elements/Spacer.swift`) whose layout role
/// (`StackRole.space`) the stacks read. The frames are worked out here from UIStackView's rules as the layout
/// tests state them: a fixed spacer is its length along its stack and nothing across; flexible ones share what the
/// stack leaves.
@Suite struct SpacerTests {
    @Test func theLineGivesItsLength_AndIsWrittenBackAsItWasRead() throws {
        let scene = try parseOK("cell c\n  vstack\n    spacer\n    spacer 12 id gap\nrows c\n  a\n")
        let flexible = scene.templates[0].flattened[1]
        let fixed = scene.templates[0].flattened[2]
        #expect(flexible.kind.keyword == "spacer")
        #expect(flexible.descriptor as? Spacer == Spacer(length: nil))
        #expect(fixed.descriptor as? Spacer == Spacer(length: 12))
        #expect(flexible.stackRole == .space(length: nil))
        #expect(fixed.stackRole == .space(length: 12))
        #expect(ElementText(flexible).line == "spacer")
        #expect(ElementText(fixed).line == "spacer 12 id gap")
    }

    @Test func badLinesAreErrorsAtTheirColumn() {
        #expect(elementLineErrors("spacer 100001") == "2:10 spacer size 100001 is out of range (0.0…100000.0)")
        #expect(elementLineErrors("spacer 8 lines 2") == "2:12 option 'lines' does not apply to spacer")
        #expect(elementLineErrors("spacr") == "2:3 unknown element 'spacr'; did you mean 'spacer'?")
    }

    /// In a vstack that does not fill its width, a fixed spacer is as wide as it is long (its natural width is its
    /// length, as a fixed-size view's is), unlike a progress bar, which has no width of its own and spans the stack.
    @Test func aSpacerIsItsLengthAcrossAVStackThatDoesNotFill() throws {
        let l = try layout(
            "cell c\n  vstack align leading\n    text a\n    spacer 12\n    progress 0.5\n    text b",
            slots: ["a": "x", "b": "y"])
        #expect(l.elements[2].frame == Rect(x: 0, y: 20, width: 12, height: 12))
        #expect(l.elements[3].frame == Rect(x: 0, y: 32, width: 390, height: 4))
        #expect(l.elements[4].frame.y == 36)
    }

    /// Two flexible spacers share an hstack's spare width equally (250 less the symbol's 20 and the fixed 30), and
    /// have no height across it: they sit at the middle of the 20-pt row, as the hstack centres what it holds.
    @Test func flexibleSpacersShareWhatTheHStackLeaves() throws {
        let l = try layout(
            "cell c\n  hstack\n    spacer\n    symbol plus size 20\n    spacer\n    spacer 30", width: 250)
        #expect(l.elements[1].frame == Rect(x: 0, y: 10, width: 100, height: 0))
        #expect(l.elements[2].frame.x == 100)
        #expect(l.elements[3].frame == Rect(x: 120, y: 10, width: 100, height: 0))
        #expect(l.elements[4].frame == Rect(x: 220, y: 10, width: 30, height: 0))
    }

    /// It draws nothing and VoiceOver reads nothing of it: the frame's commands and elements are those of the
    /// same cell without it.
    @Test func itDrawsNothingAndIsNotRead() throws {
        func frame(_ spacer: String) throws -> ([DrawCommand], [String?]) {
            let text = "select none\ncell c\n  vstack\n    text t\n\(spacer)rows c\n  a t \"Hi\"\n"
            let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
            let state = tl.state(at: 0)
            let read = AccessibilityReader(scene: tl.scene).elements(state).map(\.label)
            return (DisplayList(scene: tl.scene).commands(for: state), read)
        }
        let with = try frame("    spacer 0\n")
        let without = try frame("")
        #expect(with.0 == without.0)
        #expect(with.1 == ["Hi"])
        #expect(without.1 == ["Hi"])
    }
}
