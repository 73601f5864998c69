/// `spacer` or `spacer N`: empty space in a stack, as UIKit apps leave it with a flexible view and SwiftUI with
/// `Spacer()`. It draws nothing and VoiceOver reads nothing of it. A flexible one (`spacer`) takes what its stack
/// leaves: an hstack's spare width is shared among them, and a vstack taller than its content hands them the rest;
/// `spacer N` is N points along its stack. In a `layout swiftui` cell it is SwiftUI's `Spacer(minLength: N)`: at
/// least N (SwiftUI's default spacing when not given), and as much as it is offered.
package struct Spacer: ElementDescriptor {
    /// Its length along the stack; nil: flexible.
    var length: Double?

    package static let keyword = "spacer"
    package static let example = "spacer 12"
    package static let options: [String] = []
    package static let interfaceBuilderElement: String? = nil
    package static let uiKitClass: String? = nil
    package static let importedNumbers: [String: ClosedRange<Double>] = [:]
    package static let importedColors: [String] = []
    /// The most a fixed spacer may be, in points.
    static let longest = 100_000.0

    package static func parse<Line: ElementLineReading>(_ c: inout Line) -> Spacer? {
        guard c.nextIsNumber else { return Spacer(length: nil) }
        return Spacer(length: c.number("spacer size", range: 0...longest))
    }

    package mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {}

    init(length: Double?) { self.length = length }

    /// No file declares one: a spacer is scene text's and SwiftUI's.
    package init(imported: ImportedProperties) { length = nil }

    package func intrinsicWidth(_ sizing: Sizing) -> Double? { length }
    package func intrinsicHeight(_ sizing: Sizing) -> Double { length ?? 0 }
    package var stackRole: StackRole { .space(length: length) }
    package var slotKinds: [(String, SlotKind)] { [] }
    package func channels(expanded: Bool, slots: [String: String]) -> [Double] { [] }
    package func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {}
    package func reading(channels: [Double]) -> ControlReading? { nil }
    package var sceneText: String { length.map(sceneNumber) ?? "" }
}
