/// A plain view of a cell read from an Interface Builder file or from UIKit code (a UIView, a stack view, the
/// content view): only its background and layer are drawn, and Auto Layout places it. Scene text has no keyword
/// for it (`import` writes such a cell's stack views as stacks, and refuses any other plain view), so it is not
/// among `ElementRegistry`'s keywords.
package struct PlainView: ElementDescriptor {
    package static let keyword = "view"
    package static let example = "view"
    package static let options: [String] = []
    package static let writtenInScenes = false
    package static let interfaceBuilderElement: String? = nil
    package static let uiKitClass: String? = nil
    package static let importedNumbers: [String: ClosedRange<Double>] = [:]
    package static let importedColors: [String] = []

    package static func parse<Line: ElementLineReading>(_ c: inout Line) -> PlainView? { PlainView() }
    package mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {}

    package init() {}
    package init(imported: ImportedProperties) {}

    package func intrinsicWidth(_ sizing: Sizing) -> Double? { nil }
    package func intrinsicHeight(_ sizing: Sizing) -> Double { 0 }
    /// No size of its own, and none taken from a stack: the importers' cells are placed by Auto Layout.
    package var stackRole: StackRole { .shape(ShapeFrame(width: nil, height: nil, fillsVStack: false)) }
    package var slotKinds: [(String, SlotKind)] { [] }
    package func channels(expanded: Bool, slots: [String: String]) -> [Double] { [] }
    package func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {}
    package func reading(channels: [Double]) -> ControlReading? { nil }
    package var sceneText: String { "" }
}
