import UnfoldCore
import UnfoldModel

/// `cell NAME OPTIONS` and its element tree.
public struct Cell: SceneComponent {
    public let sceneLines: [String]
    public init(
        _ name: String, accessory: Accessory = .none, height: Double? = nil, minHeight: Double? = nil,
        options: String? = nil, @ElementBuilder _ root: () -> [CellElement]
    ) {
        var head = "cell \(name)"
        if let height { head += " height \(SceneSpelling.number(height))" }
        if let minHeight { head += " min-height \(SceneSpelling.number(minHeight))" }
        if accessory != .none { head += " accessory \(accessory.rawValue)" }
        if let options { head += " \(options)" }
        sceneLines = [head] + root().flatMap { $0.lines(depth: 1) }
    }
}

@resultBuilder
public enum ElementBuilder {
    public static func buildExpression(_ e: CellElement) -> [CellElement] { [e] }
    public static func buildBlock(_ parts: [CellElement]...) -> [CellElement] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[CellElement]]) -> [CellElement] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [CellElement]?) -> [CellElement] { part ?? [] }
    public static func buildEither(first: [CellElement]) -> [CellElement] { first }
    public static func buildEither(second: [CellElement]) -> [CellElement] { second }
}

/// An element of a cell template: its head (`text title`), its options and its children. Modifiers add
/// options in the scene format's words.
public struct CellElement {
    var head: String
    var options: [String] = []
    var children: [CellElement] = []

    func lines(depth: Int) -> [String] {
        [String(repeating: "  ", count: depth) + ([head] + options).joined(separator: " ")]
            + children.flatMap { $0.lines(depth: depth + 1) }
    }

    func adding(_ option: String) -> CellElement {
        var e = self
        e.options.append(option)
        return e
    }

    /// Any option as written, such as `.option("priority 1000")`.
    public func option(_ text: String) -> CellElement { adding(text) }
    /// `font STYLE` (a text style such as `headline`) or `font [WEIGHT] SIZE`.
    public func font(_ style: String) -> CellElement { adding("font \(style)") }
    public func color(_ color: String) -> CellElement { adding("color \(color)") }
    public func background(_ color: String) -> CellElement { adding("background \(color)") }
    public func visible(_ v: Visibility) -> CellElement { adding("visible \(v.rawValue)") }
    public func lines(_ collapsed: Int, _ expanded: Int? = nil) -> CellElement {
        adding("lines \(collapsed)" + (expanded.map { "/\($0)" } ?? ""))
    }
    public func tap(_ action: TapAction) -> CellElement { adding("tap \(action.rawValue)") }
    public func id(_ id: String) -> CellElement { adding("id \(id)") }
    public func label(_ text: String) -> CellElement { adding("label \(SceneSpelling.quoted(text))") }
    public func size(_ points: Double) -> CellElement { adding("size \(SceneSpelling.number(points))") }
    public func rotate(_ collapsed: Double, _ expanded: Double) -> CellElement {
        adding("rotate \(SceneSpelling.number(collapsed))/\(SceneSpelling.number(expanded))")
    }
    public func corner(_ radius: Double) -> CellElement { adding("corner \(SceneSpelling.number(radius))") }
}

/// `padding N` or `padding TOP LEFT BOTTOM RIGHT`, and `spacing N`, for stacks.
func stackOptions(padding: [Double], spacing: Double?) -> [String] {
    var out: [String] = []
    if !padding.isEmpty { out.append("padding " + padding.map(SceneSpelling.number).joined(separator: " ")) }
    if let spacing { out.append("spacing \(SceneSpelling.number(spacing))") }
    return out
}

public func VStack(padding: [Double] = [], spacing: Double? = nil, @ElementBuilder _ children: () -> [CellElement])
    -> CellElement
{
    CellElement(head: "vstack", options: stackOptions(padding: padding, spacing: spacing), children: children())
}

public func HStack(padding: [Double] = [], spacing: Double? = nil, @ElementBuilder _ children: () -> [CellElement])
    -> CellElement
{
    CellElement(head: "hstack", options: stackOptions(padding: padding, spacing: spacing), children: children())
}

/// `text SLOT`.
public func Text(slot: String) -> CellElement { CellElement(head: "text \(slot)") }
/// `text "literal"`, or `text "collapsed" / "expanded"`.
public func Text(_ literal: String, expanded: String? = nil) -> CellElement {
    CellElement(
        head: "text \(SceneSpelling.quoted(literal))" + (expanded.map { " / \(SceneSpelling.quoted($0))" } ?? ""))
}
public func Symbol(_ name: SymbolName) -> CellElement { CellElement(head: "symbol \(name.rawValue)") }
/// `symbol @SLOT`.
public func Symbol(slot: String) -> CellElement { CellElement(head: "symbol @\(slot)") }
public func Image(slot: String) -> CellElement { CellElement(head: "image \(slot)") }
public func Box(height: Double? = nil) -> CellElement {
    CellElement(head: "box", options: height.map { ["height \(SceneSpelling.number($0))"] } ?? [])
}
public func Spacer(_ size: Double? = nil) -> CellElement {
    CellElement(head: "spacer" + (size.map { " \(SceneSpelling.number($0))" } ?? ""))
}
public func Switch() -> CellElement { CellElement(head: "switch") }
