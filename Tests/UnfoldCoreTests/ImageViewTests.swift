import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldAccessibility
@testable import UnfoldAnimation
@testable import UnfoldCore
@testable import UnfoldDisplay
@testable import UnfoldModel

/// Issue 56, point 4: `image`, an element kind described in one file (`Elements/ImageView.swift`). In a UIKit stack
/// it is a shape (as big as its options say); the frames are worked out here from the stack rules the layout tests
/// state (10 pt per character, 20-pt lines).
@Suite struct ImageViewTests {
    @Test func theLineIsWrittenBackAsItWasRead_ItsTurnIncluded() throws {
        let lines = [
            "image photo \"hero.png\" height 120 fit", "image pic height 40/80 width 60 resizable color @tone",
            "image pic rotate 0/180"
        ]
        for line in lines {
            let e = try parseOK("cell c\n  \(line)\nrows c\n  a\n").templates[0].flattened[0]
            #expect(ElementText(e).line == line)
        }
        let e = try parseOK("cell c\n  image pic color @tone\nrows c\n  a\n").templates[0].flattened[0]
        #expect(e.slot == "pic")
        #expect(e.slotKinds.map(\.0) == ["pic", "tone"])
        #expect(e.slotKinds.map(\.1) == [.image, .color])
    }

    @Test func badLinesAreErrorsAtTheirColumn() {
        #expect(elementLineErrors("image") == "2:9 expected a slot name")
        #expect(elementLineErrors("image pic width -1") == "2:19 width -1 is out of range (0.0…100000.0)")
        #expect(elementLineErrors("image pic size 3") == "2:13 option 'size' does not apply to image")
        #expect(elementLineErrors("imag pic") == "2:3 unknown element 'imag'; did you mean 'image'?")
    }

    // Its size in a UIKit stack, a shape's, is tested with the box's (`BoxTests.aShapeIsTheSizeItsOptionsGive`).

    /// It draws the row's image in the size it keeps, by its mode; a row that names none draws a placeholder.
    @Test func itDrawsTheRowsImageOrAPlaceholder() throws {
        func drawn(_ row: String) throws -> [DrawCommand] {
            let text =
                "select none\ncell c\n  vstack\n    image pic height 40 fit corner 4 rotate 10\nrows c\n  \(row)\n"
            let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
            return DisplayList(scene: tl.scene).commands(for: tl.state(at: 0)).filter {
                switch $0 {
                case .image, .placeholder: return true
                default: return false
                }
            }
        }
        let frame = Rect(x: 0, y: 0, width: 390, height: 40)
        #expect(
            try drawn("a pic \"sunset.png\"")
                == [.image("sunset.png", frame, .fit, corner: 4, alpha: 1, tint: nil, rotation: 10)])
        #expect(try drawn("a") == [.placeholder(frame, corner: 4, alpha: 1)])
    }

    /// VoiceOver reads it only by the label the scene gives it, as an image.
    @Test func voiceOverReadsItOnlyByItsLabel() throws {
        func read(_ image: String) throws -> [String] {
            let text = "select none\ncell c\n  vstack\n    text t\n    \(image)\nrows c\n  a t \"Sunset\"\n"
            let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
            return AccessibilityReader(scene: tl.scene).elements(tl.state(at: 0)).map {
                "\($0.label ?? "-") | \($0.traits.map(\.rawValue).joined(separator: ","))"
            }
        }
        #expect(try read("image pic height 10") == ["Sunset | static-text"])
        #expect(try read("image pic height 10 label \"Photo\"") == ["Sunset | static-text", "Photo | image"])
    }
}
