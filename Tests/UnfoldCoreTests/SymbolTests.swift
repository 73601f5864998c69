import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldAccessibility
@testable import UnfoldAnimation
@testable import UnfoldCore
@testable import UnfoldDisplay
@testable import UnfoldModel

/// Issue 56, point 4: `symbol` (and `checkmark`), an element kind described in one file (`Elements/Symbol.swift`).
/// Sizes come from the HIG's text-size table the contract gives (body: 17 at Large, 28 at AX1); the frames from
/// the stack rules the layout tests state (10 pt per character, 20-pt lines).
@Suite struct SymbolTests {
    @Test func eachFormOfTheLineIsWrittenBackAsItWasRead() throws {
        let lines = [
            "symbol chevron-right size 13 color gray rotate 0/90", "symbol @icon color @tint",
            "symbol plus font title3",
            "symbol \"custom.leaf\" size 20 color \"Accent\""
        ]
        for line in lines {
            let scene = try parseOK("assets \"Assets.xcassets\"\ncell c\n  \(line)\nrows c\n  a\n")
            #expect(ElementText(scene.templates[0].flattened[0]).line == line)
        }
        let checkmark = try parseOK("cell c\n  checkmark\nrows c\n  a\n").templates[0].flattened[0]
        #expect(ElementText(checkmark).line == "symbol checkmark color blue visible expanded")
        let slots = try parseOK("cell c\n  symbol @icon color @tint\nrows c\n  a\n").templates[0].slotKinds
        #expect(slots == ["icon": .symbol, "tint": .color])
    }

    @Test func badLinesAreErrorsAtTheirColumn() {
        #expect(elementLineErrors("symbol plus size 10001") == "2:20 size 10001 is out of range (0.0…10000.0)")
        #expect(elementLineErrors("symbol plus lines 2") == "2:15 option 'lines' does not apply to symbol")
        #expect(elementLineErrors("checkmark lines 2") == "2:13 option 'lines' does not apply to checkmark")
        #expect(
            elementLineErrors("symbol \"custom.leaf\"")
                == "2:10 'custom.leaf' names a symbol set, but the scene has no 'assets' line")
        #expect(elementLineErrors("symbol plus font huge").hasPrefix("2:20 unknown text style 'huge'; expected "))
        #expect(elementLineErrors("symbol wifii").hasPrefix("2:10 unknown symbol 'wifii'; expected "))
        #expect(elementLineErrors("symbl plus") == "2:3 unknown element 'symbl'; did you mean 'symbol'?")
    }

    /// A symbol is a square of its point size; with `font STYLE` that style's size at the reader's text size.
    @Test func itIsASquareOfItsPointSize() throws {
        let scene = try parseOK("cell c\n  vstack\n    symbol plus font body\n    symbol minus size 24\nrows c\n  a\n")
        let styled = scene.templates[0].flattened[1].descriptor
        let sized = scene.templates[0].flattened[2].descriptor
        let large = Sizing(expanded: false, contentSize: .l, look: .ios26)
        let ax1 = Sizing(expanded: false, contentSize: .ax1, look: .ios26)
        #expect(styled.intrinsicWidth(large) == 17 && styled.intrinsicHeight(large) == 17)
        #expect(styled.intrinsicWidth(ax1) == 28 && styled.intrinsicHeight(ax1) == 28)
        #expect(sized.intrinsicWidth(ax1) == 24 && sized.intrinsicHeight(ax1) == 24)
        // In an hstack it keeps its width; the text takes the rest, and the symbol is centred on the 24-pt row.
        let l = try layout("cell c\n  hstack\n    symbol plus size 16\n    text a", slots: ["a": "Hi"], width: 200)
        #expect(l.elements[1].frame == Rect(x: 0, y: 2, width: 16, height: 16))
        #expect(l.elements[2].frame == Rect(x: 16, y: 0, width: 184, height: 20))
    }

    /// It draws in its colour, the row's, or the tint; a chevron is mirrored right to left; a symbol set is drawn
    /// two weights heavier with Bold Text.
    @Test func itDrawsInItsColourTurnedAndMirrored() throws {
        func symbols(_ header: String, _ line: String, row: String = "a") throws -> [DrawCommand] {
            let text = "\(header)select none\ncell c\n  vstack align leading\n    \(line)\nrows c\n  \(row)\n"
            let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
            return DisplayList(scene: tl.scene).commands(for: tl.state(at: 0)).filter {
                switch $0 {
                case .symbol, .symbolSet: return true
                default: return false
                }
            }
        }
        let square = Rect(x: 0, y: 0, width: 20, height: 20)
        let blue = Color.system("blue").resolved(.light, highContrast: false)
        let red = Color.system("red").resolved(.light, highContrast: false)
        #expect(
            try symbols("", "symbol chevron-right size 20 rotate 90")
                == [.symbol(.chevronRight, square, blue, rotation: 90, mirrored: false)])
        #expect(
            try symbols("", "symbol @icon size 20 color @tint", row: "a icon \"wifi\" tint \"red\"")
                == [.symbol(.wifi, square, red, rotation: 0, mirrored: false)])
        let rtl = try symbols("direction rtl\n", "symbol chevron-right size 20")
        guard case .symbol(.chevronRight, let frame, _, _, let mirrored) = rtl.first else {
            Issue.record("\(rtl)")
            return
        }
        #expect(mirrored && frame.width == 20)
        let bold = try symbols("assets \"Assets.xcassets\"\nbold-text\n", "symbol \"custom.leaf\" size 20 color red")
        #expect(bold == [.symbolSet("custom.leaf", square, red, rotation: 0, weight: .semibold)])
    }

    /// VoiceOver reads a symbol only by the label the scene gives it, as an image, and reads it in no row's text.
    @Test func voiceOverReadsItOnlyByItsLabel() throws {
        func read(_ select: String, _ symbol: String) throws -> [String] {
            let text = "select \(select)\ncell c\n  hstack\n    text t\n    \(symbol)\nrows c\n  a t \"Wi-Fi\"\n"
            let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
            return AccessibilityReader(scene: tl.scene).elements(tl.state(at: 0)).map {
                "\($0.label ?? "-") | \($0.traits.map(\.rawValue).joined(separator: ","))"
            }
        }
        #expect(try read("none", "symbol wifi") == ["Wi-Fi | static-text"])
        #expect(try read("none", "symbol wifi label \"Signal\"") == ["Wi-Fi | static-text", "Signal | image"])
        #expect(try read("accordion", "symbol wifi label \"Signal\"").count == 1)
        #expect(try read("accordion", "symbol wifi label \"Signal\"").first?.hasPrefix("Wi-Fi |") == true)
    }
}
