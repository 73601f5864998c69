import UnfoldSyntax

/// `vstack`, `hstack` and `zstack`: UIStackView's vertical and horizontal stacks (SwiftUI's `VStack` and `HStack` in
/// a `layout swiftui` cell), and SwiftUI's `ZStack`. A stack holds the elements indented under it; its options say
/// how it lays them out (`Stacking`), and both layouts read them through the kind's `stacking`. It draws only what
/// every element draws (its background), and VoiceOver reads its elements, not the stack.
package protocol StackKind: ElementDescriptor {
    /// Which way it lays its elements out.
    static var direction: StackDirection { get }
    var setting: Stacking { get set }
    init()
}

/// Which way a stack lays out its elements: one under another, side by side, or over each other.
package enum StackDirection: String, Sendable, Equatable {
    case vertical = "vstack"
    case horizontal = "hstack"
    case layered = "zstack"

    /// The alignments it takes (`align …`), as its elements line up across it.
    var alignments: [String] {
        switch self {
        case .vertical: return ["leading", "center", "trailing", "fill"]
        case .horizontal: return ["top", "center", "bottom", "fill"]
        case .layered: return ["leading", "center", "trailing"]
        }
    }
}

/// How a stack lays out its elements: its options.
package struct Stacking: Sendable, Equatable {
    package var direction: StackDirection
    /// `spacing N`: between shown elements.
    package var spacing = 0.0
    /// Whether a number was written for `spacing`: a SwiftUI stack without one spaces each pair of views by
    /// SwiftUI's default for the pair in `look ios26` (`defaultSpacing`); a UIKit stack's is 0, as UIStackView's.
    package var spacingWritten = false
    /// `spacing default`: SwiftUI's default, as a preview writes a stack its Swift gives no spacing. In `look
    /// ios18` it is version 5's 8 pt, where a stack without `spacing` keeps version 5's 0.
    package var spacingIsDefault = false
    /// `padding N` or `padding TOP LEFT BOTTOM RIGHT`: around its elements.
    package var padding = EdgeInsets.zero
    /// `align …`: its elements across it; `fill` (UIStackView's default) when not written.
    package var align: StackAlign? = nil
    /// `distribute …`: how an hstack spreads the width its elements leave.
    package var distribute = Distribution.fill
    /// `width N`, `height C/E` and `max-width N|infinity`: SwiftUI's frames (`layout swiftui` cells only).
    package var width: Double? = nil
    package var height: Pair<Double>? = nil
    package var maxWidth: Double? = nil

    package init(direction: StackDirection) { self.direction = direction }

    /// Whether it has a SwiftUI frame, which UIKit's stacks do not take.
    package var hasFrame: Bool { width != nil || height != nil || maxWidth != nil }
}

extension StackKind {
    package static var keyword: String { direction.rawValue }
    package static var options: [String] {
        ["spacing", "padding", "align", "distribute", "width", "height", "max-width"]
    }
    /// Interface Builder's and UIKit code's stack views are plain views, which Auto Layout places.
    package static var interfaceBuilderElement: String? { nil }
    package static var uiKitClass: String? { nil }
    package static var importedNumbers: [String: ClosedRange<Double>] { [:] }
    package static var importedColors: [String] { [] }

    /// Nothing follows the keyword but options.
    package static func parse<Line: ElementLineReading>(_ c: inout Line) -> Self? { Self() }

    package init(imported: ImportedProperties) { self.init() }

    package mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {
        switch option {
        case "spacing":
            if c.peek(0)?.kind == .word, c.peek(0)?.text == "default" {
                _ = c.next()
                setting.spacingIsDefault = true
                return
            }
            setting.spacing = c.number("spacing", range: 0...100_000) ?? 0
            setting.spacingWritten = true
        case "padding": setting.padding = c.padding()
        case "align":
            guard let a = c.word("an alignment") else { return }
            let names = Self.direction.alignments
            guard names.contains(a.text), let align = StackAlign(rawValue: a.text) else {
                c.error(
                    "unknown alignment '\(a.text)' for \(Self.keyword); expected "
                        + "\(names.joined(separator: ", "))\(suggestion(for: a.text, among: names))",
                    at: a)
                return
            }
            setting.align = align
        case "distribute": setting.distribute = c.keyword(Distribution.self, "distribution") ?? .fill
        case "width": setting.width = c.number("width", range: 0...100_000)
        case "height": setting.height = c.pair("height", range: 0...100_000)
        case "max-width":
            // SwiftUI's `frame(maxWidth: .infinity)` takes all it is offered.
            if c.peek(0)?.kind == .word, c.peek(0)?.text == "infinity" {
                _ = c.next()
                setting.maxWidth = .infinity
            } else {
                setting.maxWidth = c.number("max-width (a number or 'infinity')", range: 0...100_000)
            }
        default: break
        }
    }

    /// A stack's size is its elements': the layouts work it out from `stacking`.
    package func intrinsicWidth(_ sizing: Sizing) -> Double? { nil }
    package func intrinsicHeight(_ sizing: Sizing) -> Double { 0 }
    package var stackRole: StackRole { .stack }
    package var stacking: Stacking? { setting }
    package var padding: EdgeInsets { setting.padding }
    package var slotKinds: [(String, SlotKind)] { [] }
    package func channels(expanded: Bool, slots: [String: String]) -> [Double] { [] }
    package func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {}
    package func reading(channels: [Double]) -> ControlReading? { nil }

    package var sceneText: String {
        var words: [String] = []
        if setting.spacingIsDefault {
            words += ["spacing", "default"]
        } else if setting.spacing != 0 || setting.spacingWritten {
            words += ["spacing", sceneNumber(setting.spacing)]
        }
        if setting.padding != .zero { words += ["padding", scenePadding(setting.padding)] }
        if let a = setting.align { words += ["align", a.rawValue] }
        if setting.distribute != .fill { words += ["distribute", setting.distribute.rawValue] }
        if let w = setting.width { words += ["width", sceneNumber(w)] }
        if let h = setting.height { words += ["height", pair(h)] }
        if let m = setting.maxWidth { words += ["max-width", m.isInfinite ? "infinity" : sceneNumber(m)] }
        return words.joined(separator: " ")
    }
}

/// `vstack`: its elements one under another, each as wide as the stack under `align fill`.
package struct VStack: StackKind {
    package static let direction = StackDirection.vertical
    package static let example = "vstack spacing 8 padding 16 align leading"
    package var setting = Stacking(direction: .vertical)
    package init() {}
}

/// `hstack`: its elements side by side, sharing its width (see `StackRole`).
package struct HStack: StackKind {
    package static let direction = StackDirection.horizontal
    package static let example = "hstack spacing 12 align center distribute equal-spacing"
    package var setting = Stacking(direction: .horizontal)
    package init() {}
}

/// `zstack`: SwiftUI's `ZStack`, its elements over each other in order, placed by its alignment.
package struct ZStack: StackKind {
    package static let direction = StackDirection.layered
    package static let example = "zstack align leading max-width infinity"
    package var setting = Stacking(direction: .layered)
    package init() {}
}

extension StackDirection {
    /// The stack of this direction laid out as `setting` says (an importer's stack view, say).
    package func kind(_ setting: Stacking) -> ElementKind {
        switch self {
        case .vertical: return ElementKind(VStack(setting))
        case .horizontal: return ElementKind(HStack(setting))
        case .layered: return ElementKind(ZStack(setting))
        }
    }
}

extension StackKind {
    init(_ setting: Stacking) {
        self.init()
        self.setting = setting
    }
}
