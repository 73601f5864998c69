import Foundation
import UnfoldCore
import UnfoldModel

/// A scene written in Swift: each part prints its scene-format lines, and the scene is read from them, so a
/// built scene is exactly the scene its text describes (`scene.sceneText` prints it back).
///
/// ```swift
/// let faq = try UnfoldScene(name: "faq") {
///     Header.canvas(390, 500, scale: 2)
///     Header.table(.insetGrouped)
///     Cell("question", accessory: .disclosure) {
///         VStack(padding: [12, 16, 12, 16], spacing: 6) {
///             Text(slot: "question").font("headline")
///             Text(slot: "answer").color("secondary-label").visible(.expanded)
///         }
///     }
///     Rows("question", items) { Item($0.id, ["question": $0.question, "answer": $0.answer]) }
///     Steps { At(0.3, .tap("offline")) }
/// }
/// ```
public protocol SceneComponent {
    /// The component's lines of scene text.
    var sceneLines: [String] { get }
}

@resultBuilder
public enum SceneBuilder {
    public static func buildExpression(_ part: SceneComponent) -> [SceneComponent] { [part] }
    public static func buildExpression(_ parts: [SceneComponent]) -> [SceneComponent] { parts }
    public static func buildBlock(_ parts: [SceneComponent]...) -> [SceneComponent] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[SceneComponent]]) -> [SceneComponent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [SceneComponent]?) -> [SceneComponent] { part ?? [] }
    public static func buildEither(first: [SceneComponent]) -> [SceneComponent] { first }
    public static func buildEither(second: [SceneComponent]) -> [SceneComponent] { second }
}

extension UnfoldScene {
    /// A scene built in Swift; read with the same checks as a file (paths relative to `base`).
    public init(
        name: String = "scene", base: URL? = nil, variant: String = "default",
        @SceneBuilder _ parts: () -> [SceneComponent]
    ) throws {
        try self.init(text: UnfoldScene.text(of: parts()), name: name, base: base, variant: variant)
    }

    /// The scene text a builder's parts make.
    public static func text(@SceneBuilder of parts: () -> [SceneComponent]) -> String { text(of: parts()) }

    static func text(of parts: [SceneComponent]) -> String {
        parts.flatMap(\.sceneLines).joined(separator: "\n") + "\n"
    }
}

/// One header line.
public struct Header: SceneComponent {
    public let sceneLines: [String]
    /// A header line as written, such as `Header("update reload")`.
    public init(_ line: String) { sceneLines = [line] }

    public static func canvas(_ width: Double, _ height: Double, scale: Int = 2) -> Header {
        Header("canvas \(SceneSpelling.number(width))x\(SceneSpelling.number(height)) @\(scale)x")
    }
    public static func fps(_ fps: Int) -> Header { Header("fps \(fps)") }
    public static func table(_ style: TableStyle) -> Header { Header("table \(style.rawValue)") }
    public static func appearance(_ a: Appearance) -> Header { Header("appearance \(a.rawValue)") }
    public static func direction(_ d: LayoutDirection) -> Header { Header("direction \(d.rawValue)") }
    public static func select(_ mode: SelectMode) -> Header { Header("select \(mode.rawValue)") }
    public static func highlight(_ mode: HighlightMode) -> Header { Header("highlight \(mode.rawValue)") }
    public static func animation(_ seconds: Double, _ curve: String = "ease-in-out") -> Header {
        Header("animation \(SceneSpelling.number(seconds)) \(curve)")
    }
}

/// `variant NAME DIRECTIVES`.
public struct SceneVariant: SceneComponent {
    public let sceneLines: [String]
    public init(_ name: String, _ directives: String) { sceneLines = ["variant \(name) \(directives)"] }
}

/// `section "Title" [id NAME collapsible [collapsed]]`.
public struct TableSection: SceneComponent {
    public let sceneLines: [String]
    public init(_ title: String, id: String? = nil, collapsible: Bool = false, collapsed: Bool = false) {
        var line = "section \(SceneSpelling.quoted(title))"
        if let id { line += " id \(id)" }
        if collapsible { line += " collapsible" }
        if collapsed { line += " collapsed" }
        sceneLines = [line]
    }
}

/// `rows TEMPLATE` and its rows; an item's children are indented under it.
public struct Rows: SceneComponent {
    public let sceneLines: [String]
    public init(_ template: String, @ItemBuilder _ items: () -> [Item]) {
        sceneLines = ["rows \(template)"] + items().flatMap { $0.lines(level: 1) }
    }
    /// One row per element of a collection.
    public init<Data: Sequence>(_ template: String, _ data: Data, _ item: (Data.Element) -> Item) {
        sceneLines = ["rows \(template)"] + data.map(item).flatMap { $0.lines(level: 1) }
    }
}

@resultBuilder
public enum ItemBuilder {
    public static func buildExpression(_ item: Item) -> [Item] { [item] }
    public static func buildExpression(_ items: [Item]) -> [Item] { items }
    public static func buildBlock(_ items: [Item]...) -> [Item] { items.flatMap { $0 } }
    public static func buildArray(_ items: [[Item]]) -> [Item] { items.flatMap { $0 } }
    public static func buildOptional(_ items: [Item]?) -> [Item] { items ?? [] }
    public static func buildEither(first: [Item]) -> [Item] { first }
    public static func buildEither(second: [Item]) -> [Item] { second }
}

/// A row: its id, its slot values, whether it starts expanded, and its children in an outline.
public struct Item {
    let id: String
    let slots: [(String, String)]
    let expanded: Bool
    let children: [Item]

    public init(
        _ id: String, _ slots: KeyValuePairs<String, String> = [:], expanded: Bool = false,
        @ItemBuilder children: () -> [Item] = { [] }
    ) {
        self.id = id
        self.slots = slots.map { ($0.key, $0.value) }
        self.expanded = expanded
        self.children = children()
    }

    /// Slot values from a dictionary, in slot-name order.
    public init(_ id: String, _ slots: [String: String], expanded: Bool = false) {
        self.id = id
        self.slots = slots.sorted { $0.key < $1.key }
        self.expanded = expanded
        children = []
    }

    func lines(level: Int) -> [String] {
        let words = [id] + slots.flatMap { [$0.0, SceneSpelling.quoted($0.1)] } + (expanded ? ["expanded"] : [])
        return [String(repeating: "  ", count: level) + words.joined(separator: " ")]
            + children.flatMap { $0.lines(level: level + 1) }
    }
}

/// `timeline` and its steps.
public struct Steps: SceneComponent {
    public let sceneLines: [String]
    public init(@StepBuilder _ steps: () -> [At]) {
        sceneLines = ["timeline"] + steps().map { "  at \(SceneSpelling.number($0.seconds)) \($0.step.text)" }
    }
}

@resultBuilder
public enum StepBuilder {
    public static func buildExpression(_ step: At) -> [At] { [step] }
    public static func buildBlock(_ steps: [At]...) -> [At] { steps.flatMap { $0 } }
    public static func buildArray(_ steps: [[At]]) -> [At] { steps.flatMap { $0 } }
    public static func buildOptional(_ steps: [At]?) -> [At] { steps ?? [] }
}

/// One action at a time in seconds.
public struct At {
    let seconds: Double
    let step: Step
    public init(_ seconds: Double, _ step: Step) {
        self.seconds = seconds
        self.step = step
    }
}

/// What a timeline line does.
public enum Step {
    case tap(String)
    case expand(String)
    case collapse(String)
    case toggle(String)
    case set(String, slot: String, value: String)
    case scrollTo(String, ScrollPosition)
    /// A timeline action as written, such as `.line("insert n after a title \"New\" with fade")`.
    case line(String)

    var text: String {
        switch self {
        case .tap(let id): return "tap \(id)"
        case .expand(let id): return "expand \(id)"
        case .collapse(let id): return "collapse \(id)"
        case .toggle(let id): return "toggle \(id)"
        case .set(let id, let slot, let value): return "set \(id) \(slot) \(SceneSpelling.quoted(value))"
        case .scrollTo(let id, let position): return "scroll to \(id) \(position.rawValue)"
        case .line(let text): return text
        }
    }
}
