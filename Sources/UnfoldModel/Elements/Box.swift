/// `box height 40 width 60 color orange`: a rectangle of colour, as an app draws one with a plain UIView and a
/// background colour (or SwiftUI with `Rectangle()` or `Color`). It is as big as its `width` and `height` say (no
/// size of its own: 0 where not given, and a vstack's width when it has no width); in a `layout swiftui` cell it
/// takes what it is offered, else 10 points. Its fill is `color`, the row's colour for `color @SLOT`, else the
/// system's gray 4 when it has no background. VoiceOver reads nothing of it unless the scene gives it a label.
/// An Interface Builder view of a kind the importers do not draw (a map, a web view) is a box with the system's
/// fill as its background, in the place Auto Layout gives it.
package struct Box: ElementDescriptor {
    var width: Double?
    var height: Pair<Double>?
    var color: Color?
    /// `color @SLOT`: the row's colour, in place of `color`.
    package var tintSlot: String?

    package static let keyword = "box"
    package static let example = "box height 40 width 60 color orange"
    package static let options = ["height", "width", "color"]
    package static let interfaceBuilderElement: String? = nil
    package static let uiKitClass: String? = nil
    package static let importedNumbers: [String: ClosedRange<Double>] = [:]
    package static let importedColors: [String] = []
    /// The largest side the scene may give it, in points.
    static let largest = 100_000.0

    package static func parse<Line: ElementLineReading>(_ c: inout Line) -> Box? { Box() }

    package mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {
        switch option {
        case "height": height = c.pair("height", range: 0...Self.largest)
        case "width": width = c.number("width", range: 0...Self.largest)
        case "color":
            if let slot = c.slotReference() { tintSlot = slot } else { color = c.colorValue() }
        default: break
        }
    }

    package init(width: Double? = nil, height: Pair<Double>? = nil, color: Color? = nil, tintSlot: String? = nil) {
        self.width = width
        self.height = height
        self.color = color
        self.tintSlot = tintSlot
    }

    /// An importer's view with nothing of its own to draw: Auto Layout sizes it.
    package init(imported: ImportedProperties) {}

    /// The width and height it is given, if any: its own, as a fixed-size view's are.
    package func intrinsicWidth(_ sizing: Sizing) -> Double? { width }
    package func intrinsicHeight(_ sizing: Sizing) -> Double { height?.value(expanded: sizing.expanded) ?? 0 }
    package var stackRole: StackRole { .shape(ShapeFrame(width: width, height: height, fillsVStack: true)) }
    package var slotKinds: [(String, SlotKind)] { tintSlot.map { [($0, .color)] } ?? [] }
    package func channels(expanded: Bool, slots: [String: String]) -> [Double] { [] }

    /// It fills the frame it is shown in (a row's update clips it as it shrinks), with the element's corners.
    package func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {
        let unfilled: Color? = style.hasBackground ? nil : .system("gray4")
        guard let fill = style.rowTint ?? color ?? unfilled else { return }
        out.append(.fill(style.shown, style.resolve(fill).withAlpha(style.alpha), Corners(radius: style.corner)))
    }

    package func reading(channels: [Double]) -> ControlReading? { nil }

    package var sceneText: String {
        var words: [String] = []
        if let height { words += ["height", pair(height)] }
        if let width { words += ["width", sceneNumber(width)] }
        if let tintSlot {
            words += ["color", "@" + tintSlot]
        } else if let color {
            words += ["color", UnfoldModel.color(color)]
        }
        return words.joined(separator: " ")
    }
}
