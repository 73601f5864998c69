import Foundation
import Testing
import UnfoldCoreTestSupport

@testable import UnfoldAccessibility
@testable import UnfoldAnimation
@testable import UnfoldCore
@testable import UnfoldDisplay
@testable import UnfoldLayout
@testable import UnfoldModel

/// Issue 56, point 4: `text`, an element kind described in one file (`Elements/TextLabel.swift`), whose words every
/// stage reaches through `Typesetting`. Frames come from the stack rules the layout tests state (10 pt per
/// character, 20-pt lines); the messages are the ones `text` gave when it was a case of its own.
@Suite struct TextLabelTests {
    @Test func eachFormOfTheLineIsWrittenBackAsItWasRead() throws {
        let lines = [
            TextLabel.example, "text \"More\" / \"Less\" font bold 20 color @ink lines 1/0",
            "text format \"{count} of {total}\" padding 4", "text name align right",
            "text \"Hi\" font semibold 15 color #11223344 padding 1 2 3 4 priority 1000"
        ]
        for line in lines {
            let scene = try parseOK("cell c\n  \(line)\nrows c\n  a\n")
            #expect(ElementText(scene.templates[0].flattened[0]).line == line)
        }
        let format = try parseOK("cell c\n  text format \"{count} of {total}\" color @ink\nrows c\n  a\n")
        #expect(format.templates[0].slotKinds == ["count": .text, "total": .text, "ink": .color])
        let label = try #require(format.templates[0].flattened[0].textLabel)
        #expect(label.content(slots: ["count": "2", "total": "5"], expanded: false) == "2 of 5")
        let pair = try #require(
            try parseOK("cell c\n  text \"More\"/\"Less\"\nrows c\n  a\n").templates[0].root.textLabel)
        #expect(pair.content(slots: [:], expanded: false) == "More")
        #expect(pair.content(slots: [:], expanded: true) == "Less")
    }

    @Test func badLinesAreErrorsAtTheirColumn() {
        #expect(elementLineErrors("text") == "2:8 expected a slot name or a \"literal\" after 'text'")
        #expect(elementLineErrors("text 9x") == "2:8 '9x' is not a valid slot name")
        #expect(
            elementLineErrors("text format \"{bad name}\"")
                == "2:15 a text format names slots as {SLOT}, each a valid slot name, with no other braces")
        #expect(
            elementLineErrors("text a align middle")
                == "2:16 unknown alignment 'middle' for text; expected left, center, right")
        #expect(
            elementLineErrors("text a font hevy")
                == "2:15 expected font size (a number), a weight or a text style, found 'hevy'; did you mean 'heavy'?")
        #expect(elementLineErrors("text a lines 1.5") == "2:20 lines must be whole numbers")
        #expect(elementLineErrors("text a size 3") == "2:10 option 'size' does not apply to text")
        #expect(elementLineErrors("text a font 2000") == "2:15 font size 2000 is out of range (1…1000)")
        #expect(
            elementLineErrors("text \"A\" /")
                == "2:12 unknown option '/' for text; the nearest known: 'id', 'tap', 'font'")
        #expect(elementLineErrors("txt a") == "2:3 unknown element 'txt'; did you mean 'text'?")
    }

    /// A UIKit view that shows words becomes a text with UIKit's defaults: System 17 for a label, 15 on one centred
    /// line for a button's title, 14 for a text field; the file's font, lines and alignment where it gives them.
    @Test func uiKitViewsAreTextsWithUIKitsDefaults() {
        let label = TextLabel.uiKit(
            .label, slot: "title", words: "Title", font: nil, lines: 2, alignment: nil, color: nil)
        #expect(label.setting.size == 17 && label.setting.lines == Pair(2) && !label.setting.alignWritten)
        #expect(label.setting.centred && label.defaultText == "Title" && label.slot == "title")
        let blue = Color.system("system-blue")
        let button = TextLabel.uiKit(
            .button, slot: "go", words: "Go", font: nil, lines: 0, alignment: "left", color: blue)
        #expect(button.setting.size == 15 && button.setting.lines == Pair(1) && button.setting.color == blue)
        #expect(button.setting.align == .center && button.setting.alignWritten)
        let field = TextLabel.uiKit(
            .textField(bordered: true), slot: "name", words: nil, font: nil, lines: 1, alignment: "right", color: nil)
        #expect(field.setting.size == 14 && field.setting.align == .right && field.defaultText == "")
        var font = Typesetting()
        font.size = 20
        font.weight = .bold
        let styled = TextLabel.uiKit(.button, slot: "b", words: nil, font: font, lines: 3, alignment: nil, color: nil)
        #expect(styled.setting.size == 20 && styled.setting.weight == .bold && styled.setting.lines == Pair(1))
    }

    /// Texts share an hstack's width by priority, each its one-line width when that fits; the last text takes what
    /// is left, and wraps at the width it is given.
    @Test func textsShareAnHStackByPriority() throws {
        let cell = "cell c\n  hstack\n    text a\n    symbol plus size 20\n    text b priority 1000"
        let l = try layout(cell, slots: ["a": "Hello world", "b": "Good"], width: 120)
        // 120 less the symbol's 20 leaves 100: b (priority 1000) takes its 40 first, a the 60 left, on two lines.
        #expect(l.elements[1].frame == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(l.elements[2].frame == Rect(x: 60, y: 10, width: 20, height: 20))
        #expect(l.elements[3].frame == Rect(x: 80, y: 10, width: 40, height: 20))
        #expect(l.elements[1].textLines == TextLines(count: 2, truncated: false))
        let wide = try layout(cell, slots: ["a": "Hi", "b": "Good"], width: 120)
        // Room to spare: the last text, b, takes it.
        #expect(wide.elements[3].frame == Rect(x: 40, y: 0, width: 80, height: 20))
        let cut = try layout("cell c\n  text a lines 1", slots: ["a": "Hello world"], width: 60)
        #expect(cut.elements[0].textLines == TextLines(count: 1, truncated: true))
        #expect(cut.elements[0].content == "Hello world")
    }

    /// It draws its words in its frame less its padding, in its colour or the row's, in the style its setting gives.
    @Test func itDrawsItsWordsInItsStyle() throws {
        func texts(_ header: String, _ line: String, row: String = "a") throws -> [DrawCommand] {
            let text = "\(header)select none\ncell c\n  vstack\n    \(line)\nrows c\n  \(row)\n"
            let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
            return DisplayList(scene: tl.scene).commands(for: tl.state(at: 0)).filter {
                if case .text = $0 { return true }
                return false
            }
        }
        let red = Color.system("red").resolved(.light, highContrast: false)
        let label = Color.system("label").resolved(.light, highContrast: false)
        var style = TextStyle(family: Settings.systemFamily, weight: .bold, size: 20, lines: 1, align: .left)
        #expect(
            try texts("", "text \"Hi\" font bold 20 color red lines 1 padding 4")
                == [.text("Hi", style, Rect(x: 4, y: 4, width: 382, height: 20), red)])
        style = TextStyle(family: Settings.systemFamily, weight: .regular, size: 17, lines: 0, align: .right, rtl: true)
        #expect(
            try texts("direction rtl\n", "text t color @ink", row: "a t \"Hi\" ink \"red\"")
                == [.text("Hi", style, Rect(x: 0, y: 0, width: 390, height: 20), red)])
        // Bold Text draws it two weights heavier; with no colour it is the label colour.
        style = TextStyle(family: Settings.systemFamily, weight: .semibold, size: 17, lines: 0, align: .left)
        #expect(
            try texts("bold-text\n", "text \"Hi\"") == [
                .text("Hi", style, Rect(x: 0, y: 0, width: 390, height: 20), label)
            ])
    }

    /// A kind only this test knows, which shows words, is measured, shared, drawn and read as a text is: the stages
    /// ask the kind for its `typesetting`, never for the text kind.
    @Test func anyKindThatShowsWordsIsLaidOutDrawnAndReadAsAText() throws {
        var scene = try parseOK(
            "select none\ncell c\n  hstack\n    text a\n    text b\nrows c\n  r a \"Hello\" b \"x\"\n")
        scene.templates[0].replace(
            2, with: Element(kind: ElementKind(Badge()), location: .init(line: 5, column: 5)))
        let layouter = CellLayouter(measurer: FixedAdvanceMeasurer(), fontFamily: "DejaVu Sans", scale: 2)
        func state(_ expanded: Bool) -> RowState { RowState(expanded: expanded, slots: ["a": "Hello"]) }
        let collapsed = layouter.layout(scene.templates[0], state: state(false), width: 390)
        // "NEW" is 30 pt; as the last text it takes what "Hello" leaves.
        #expect(collapsed.elements[2].frame == Rect(x: 50, y: 0, width: 340, height: 20))
        #expect(collapsed.elements[2].content == "NEW")
        let narrow = layouter.layout(scene.templates[0], state: state(true), width: 60)
        // "Hello" and "OPEN" (40) share 60 by their one-line widths, 50:40.
        #expect(narrow.elements[1].frame.width == 60 * 50 / 90 && narrow.elements[2].frame.width == 60 * 40 / 90)
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let words = DisplayList(scene: tl.scene).commands(for: tl.state(at: 0)).compactMap { c -> String? in
            guard case .text(let s, let style, _, _) = c else { return nil }
            return "\(s) \(style.weight.rawValue)"
        }
        #expect(words == ["Hello regular", "NEW bold"])
        let read = AccessibilityReader(scene: tl.scene).elements(tl.state(at: 0)).map {
            "\($0.label ?? "-") | \($0.traits.map(\.rawValue).joined(separator: ","))"
        }
        #expect(read == ["Hello | static-text", "NEW | static-text"])
    }
}

/// Shows "NEW", or "OPEN" while its row is expanded, in bold: a kind that shows words, as a badge would.
private struct Badge: ElementDescriptor {
    static let keyword = "badge"
    static let example = "badge"
    static let options: [String] = []
    static let interfaceBuilderElement: String? = nil
    static let uiKitClass: String? = nil
    static let importedNumbers: [String: ClosedRange<Double>] = [:]
    static let importedColors: [String] = []

    static func parse<Line: ElementLineReading>(_ c: inout Line) -> Badge? { Badge() }
    mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {}
    init() {}
    init(imported: ImportedProperties) {}

    func intrinsicWidth(_ sizing: Sizing) -> Double? { nil }
    func intrinsicHeight(_ sizing: Sizing) -> Double { 0 }
    var stackRole: StackRole { .words }
    var slotKinds: [(String, SlotKind)] { [] }
    func content(slots: [String: String], expanded: Bool) -> String? { expanded ? "OPEN" : "NEW" }

    var typesetting: Typesetting? {
        var setting = Typesetting()
        setting.weight = .bold
        return setting
    }

    func channels(expanded: Bool, slots: [String: String]) -> [Double] { [] }

    func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {
        guard let words = style.content, let setting = style.words else { return }
        out.append(.text(words, setting, frame, style.resolve(.system("red"))))
    }

    func reading(channels: [Double]) -> ControlReading? { nil }
    var sceneText: String { "" }
}
