import UnfoldCore
import UnfoldModel

/// A SwiftUI view as the scene language will write it: an element keyword and its head words (`text question`,
/// `symbol chevron-right`), its options by name in the order they were set (a later modifier replaces an earlier
/// one's option of the same name), its children, and the Swift line that made it.
struct SwiftUINode {
    var keyword: String
    var head: [String] = []
    var options: [(name: String, value: String)] = []
    var children: [SwiftUINode] = []
    var line: Int
    /// The padding around it, top, leading, bottom, trailing: a stack's own, or a wrapper's for anything else.
    var padding: [Double]? = nil
    /// A list row's padding, which the scene's look decides (`padding list-row`).
    var listRowPadding = false
    /// Its font as SwiftUI's environment gives it: a text style, a size, a weight, each set or inherited.
    var fontStyle: String? = nil
    var fontSize: Double? = nil
    var fontWeight: String? = nil
    /// Made by a `Button`: its label takes the tint colour unless a foreground style says otherwise.
    var tinted = false
    /// A text whose words only the app gives: drawn as a placeholder box of one line of its font.
    var unknownText = false

    var isStack: Bool { keyword == "vstack" || keyword == "hstack" || keyword == "zstack" }

    func option(_ name: String) -> String? { options.last { $0.name == name }?.value }

    mutating func set(_ name: String, _ value: String) {
        options.removeAll { $0.name == name }
        options.append((name, value))
    }

    /// Gives every text and symbol below the font, colour and line limit SwiftUI's environment passes down from
    /// `outer`, then SwiftUI's own defaults: a text is `body` in the primary colour, an SF Symbol is in the
    /// primary colour (the tint colour inside a button).
    mutating func resolveEnvironment(_ outer: SwiftUINode? = nil, tinted inButton: Bool = false) {
        let button = inButton || tinted
        if let outer {
            if fontStyle == nil, fontSize == nil {
                fontStyle = outer.fontStyle
                fontSize = outer.fontSize
            }
            if fontWeight == nil { fontWeight = outer.fontWeight }
            // Stacks pass them on; texts, symbols and shapes take them.
            let takes: Set<String> =
                isStack
                ? ["color", "lines", "align-text"]
                : ["text": ["color", "lines", "align-text"], "symbol": ["color"], "box": ["color"]][keyword] ?? []
            for name in ["color", "lines", "align-text"] where takes.contains(name) && option(name) == nil {
                if let value = outer.option(name) { set(name, value) }
            }
        }
        for i in children.indices { children[i].resolveEnvironment(self, tinted: button) }
        switch keyword {
        case "text":
            if option("color") == nil, button { set("color", "blue") }
            let size = fontSize ?? fontStyle.flatMap { TextStyleName(rawValue: $0)?.size } ?? 17
            if let weight = fontWeight {
                set("font", "\(weight) \(Self.number(size))")
            } else if let size = fontSize {
                set("font", Self.number(size))
            } else {
                set("font", fontStyle ?? "body")
            }
            if let align = option("align-text") { set("align", align) }
            if unknownText {
                // One line of the font: its size × 1.2 (to the half point), as the scene's fonts set a line.
                keyword = "box"
                head = []
                options.removeAll { ["font", "color", "lines", "align"].contains($0.name) }
                set("height", Self.number((size * 1.2 * 2).rounded() / 2))
                set("color", "gray5")
            }
        case "symbol":
            if option("color") == nil { set("color", button ? "blue" : "label") }
            if let size = fontSize {
                set("size", Self.number(size))
            } else if let style = fontStyle {
                set("font", style)
            }
        case "box":
            // A shape is filled with the foreground style, the primary colour unless one is given.
            if option("color") == nil { set("color", "label") }
        default: break
        }
        // What only passes down is not an option of a stack.
        let stack = isStack
        options.removeAll { $0.name == "align-text" || (stack && ($0.name == "color" || $0.name == "lines")) }
    }

    /// This view in a stack of its own, which takes over its `carried` options (its visibility and tap), so the
    /// two show, hide and are tapped as one.
    func enclosed(in keyword: String, align: String = "center", carrying carried: [String] = ["visible", "tap"])
        -> SwiftUINode
    {
        var inner = self
        var outer = SwiftUINode(keyword: keyword, line: line)
        outer.set("align", align)
        outer.set("spacing", "0")
        for name in carried {
            guard let value = inner.option(name) else { continue }
            outer.set(name, value)
            inner.options.removeAll { $0.name == name }
        }
        outer.children = [inner]
        return outer
    }

    /// Takes the list-row options its modifiers left on it (`row-insets`, `row-background`, `row-separator`).
    /// Its views' too: a row's modifier may sit on a view inside it; the outermost one counts.
    mutating func takeRowOptions() -> [String: String] {
        var taken: [String: String] = [:]
        for name in ["row-insets", "row-background", "row-separator"] {
            if let value = option(name) { taken[name] = value }
        }
        options.removeAll { ["row-insets", "row-background", "row-separator"].contains($0.name) }
        for i in children.indices { taken.merge(children[i].takeRowOptions()) { outer, _ in outer } }
        return taken
    }

    /// The literal texts it shows, as written (quoted), in reading order.
    var literalTexts: [String] {
        if keyword == "text", let head = head.first, head.hasPrefix("\"") { return [head] }
        return children.flatMap(\.literalTexts)
    }

    /// The lines of the template, this node at `depth`.
    func lines(depth: Int = 0) -> [SwiftUILine] {
        var words = [keyword] + head
        if let p = padding {
            words += ["padding"] + p.map(Self.number)
        } else if listRowPadding {
            words += ["padding", "list-row"]
        }
        for (name, value) in options { words.append(value.isEmpty ? name : name + " " + value) }
        var out = [SwiftUILine(depth: depth, text: words.joined(separator: " "), line: line)]
        for c in children { out += c.lines(depth: depth + 1) }
        return out
    }

    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }
}
