internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// SwiftUI's modifiers, each as options of the scene's elements; the environment ones (font, foreground style,
/// line limit, text alignment) pass down to the texts and symbols inside, as SwiftUI's environment does.
extension SwiftUIViewReader {
    mutating func modify(_ node: inout SwiftUINode, _ name: String, _ call: FunctionCallExprSyntax, depth: Int) {
        let args = arguments(call)
        let first = args["_"]
        // Said at the modifier's name, not at the start of the chain it ends.
        let site: Syntax =
            call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
            ?? Syntax(call.calledExpression)
        switch name {
        case "font":
            guard let first, font(first, into: &node) else {
                return warn("font '\(short(call.arguments))' is not one Unfold reads: body is used", at: site)
            }
        case "fontWeight":
            guard let w = first.flatMap(memberName).flatMap({ SwiftUIValues.weights[$0] }) else {
                return warn("weight '\(short(call.arguments))' is not one Unfold reads", at: site)
            }
            node.fontWeight = w
        case "bold":
            node.fontWeight = "bold"
        case "foregroundStyle", "foregroundColor", "tint":
            guard let first, let color = tokenColor(first) else {
                return warn("colour '\(short(call.arguments))' is not one Unfold reads: the default is drawn", at: site)
            }
            if name == "tint", node.keyword != "symbol", !node.isStack {
                return warn("tint on '\(node.keyword)' is not drawn", at: site)
            }
            node.set("color", color)
        case "lineLimit":
            guard let first, let lines = lineLimit(first) else {
                return warn("lineLimit '\(short(call.arguments))' is not read: the text has no limit", at: site)
            }
            node.set("lines", lines)
        case "multilineTextAlignment":
            let map = ["leading": "left", "center": "center", "trailing": "right"]
            guard let a = first.flatMap(memberName).flatMap({ map[$0] }) else {
                return warn("text alignment '\(short(call.arguments))' is not read", at: site)
            }
            node.set("align-text", a)
        case "padding":
            guard let insets = padding(call, args: args), insets.allSatisfy(Self.readableInset.contains) else {
                return warn("padding '\(short(call.arguments))' is not read: Unfold reads 0 to 10,000 pt", at: site)
            }
            pad(&node, insets)
        case "frame":
            frame(&node, args: args, call: call, site: site)
        case "resizable":
            guard node.keyword == "image" else { return warn("resizable on '\(node.keyword)' is not read", at: site) }
            node.set("resizable", "")
        case "scaledToFit", "scaledToFill", "aspectRatio":
            guard node.keyword == "image" else { return warn("\(name) on '\(node.keyword)' is not read", at: site) }
            let mode = name == "aspectRatio" ? args["contentMode"].flatMap(memberName) : nil
            node.options.removeAll { $0.name == "fit" || $0.name == "fill" }
            if name == "scaledToFit" || mode == "fit" { node.set("fit", "") }
        case "listRowInsets", "listRowBackground", "listRowSeparator":
            guard listRow else { return warn("\(name) applies to a row of a List: it is not read here", at: site) }
            rowOption(&node, name, call: call, args: args, site: site)
        case "contentShape":
            // Where taps land: a tapped stack's whole frame is its tap area here already.
            break
        case "toggleStyle":
            // iOS's automatic style is the switch Unfold draws; another is not.
            let style = first.flatMap(memberName)
            if style != "switch" && style != "automatic" {
                warn("toggleStyle '\(short(call.arguments))' is not read: a switch is drawn", at: site)
            }
        case "opacity":
            guard let a = first.flatMap({ constants.number($0) }), (0...1).contains(a) else {
                return warn("opacity '\(short(call.arguments))' is not read: it is not a number from 0 to 1", at: site)
            }
            node.set("opacity", SwiftUINode.number(a))
        case "layoutPriority":
            // The scene's priorities order a stack's children as SwiftUI's do; SwiftUI's 0 is the scene's 750.
            guard let p = first.flatMap({ constants.number($0) }), (-749...250).contains(p) else {
                return warn("layoutPriority '\(short(call.arguments))' is not read: it is not in -749…250", at: site)
            }
            node.set("priority", SwiftUINode.number(750 + p))
        case "background":
            guard let first, let color = tokenColor(first) else {
                return warn("background '\(short(call.arguments))' is not read: only a colour is", at: site)
            }
            if node.padding != nil || node.option("background") != nil || !node.isStack && node.keyword != "box" {
                wrap(&node, keyword: "vstack")
            }
            node.set("background", color)
        case "cornerRadius":
            guard let r = first.flatMap({ constants.number($0) }), Self.readableCorner.contains(r) else {
                return warn(
                    "cornerRadius '\(short(call.arguments))' is not read: Unfold reads 0 to 10,000 pt", at: site)
            }
            clip(&node, corner: SwiftUINode.number(r))
        case "clipShape":
            if let shape = first.flatMap({ SwiftConstants.unwrapped($0).as(FunctionCallExprSyntax.self) }),
                ["Circle", "Capsule"].contains(shape.calledExpression.trimmedDescription)
            {
                // Rounded to half the shorter side: the scene draws a corner larger than that as that.
                clip(&node, corner: "1000")
                return
            }
            guard let shape = first.flatMap({ SwiftConstants.unwrapped($0).as(FunctionCallExprSyntax.self) }),
                shape.calledExpression.trimmedDescription == "RoundedRectangle",
                let r = arguments(shape)["cornerRadius"].flatMap({ constants.number($0) })
            else {
                return warn("clipShape '\(short(call.arguments))' is not read: only a RoundedRectangle is", at: site)
            }
            guard Self.readableCorner.contains(r) else {
                return warn("clipShape '\(short(call.arguments))' is not read: Unfold reads 0 to 10,000 pt", at: site)
            }
            clip(&node, corner: SwiftUINode.number(r))
        case "rotationEffect":
            guard node.keyword == "symbol", let first else {
                return warn("rotationEffect '\(short(call.arguments))' is read on an SF Symbol alone", at: site)
            }
            guard let degrees = angle(first) else {
                return warn(
                    "rotationEffect '\(short(call.arguments))' is not read: Unfold reads angles the file gives, from"
                        + " -3,600° to 3,600°", at: site)
            }
            node.set("rotate", degrees)
        case "accessibilityLabel", "accessibilityHint":
            guard let first, let words = accessibilityText(first) else {
                return warn("\(name) '\(short(call.arguments))' is computed by the app: it is not read", at: site)
            }
            node.set(name == "accessibilityLabel" ? "label" : "hint", sceneQuoted(words))
        case "accessibilityIdentifier":
            guard let first, let id = constants.string(first), Self.isSceneName(id) else {
                return warn(
                    "accessibilityIdentifier '\(short(call.arguments))' is not a name the scene can use", at: site)
            }
            node.set("id", id)
        case "accessibilityAddTraits":
            let map = ["isHeader": "header", "isButton": "button", "isSelected": "selected", "isLink": "link"]
            guard let t = first.flatMap(memberName).flatMap({ map[$0] }) else {
                return warn("traits '\(short(call.arguments))' are not read", at: site)
            }
            node.set("traits", t)
        case "onTapGesture":
            guard let action = closures(call)["_"] ?? closures(call)["perform"], toggles(action) else {
                return warn("the tap's action is not read: tapping changes nothing", at: site)
            }
            node.set("tap", "toggle")
        case "animation":
            guard let first, let words = SwiftUIAnimation.words(first, constants: constants) else {
                return warn("animation '\(short(call.arguments))' is not one Unfold reads", at: site)
            }
            if let value = args["value"], stateName(value) == nil {
                return warn("an animation for '\(short(value))' is not the row's: it is not read", at: site)
            }
            animation = animation ?? words
        case "transition":
            // SwiftUI's default transition is opacity, as Unfold fades a view in; others are not drawn.
            if first.flatMap(memberName) != "opacity" {
                warn("transition '\(short(call.arguments))' is drawn as SwiftUI's default, opacity", at: site)
            }
        default:
            warn("modifier '.\(name)' is not read: the view is drawn without it", at: site)
        }
    }

    /// `.headline`, `.system(size: 20, weight: .bold)`, `.system(.title)`, `.title.bold()`.
    /// A colour in the scene's words: SwiftUI's own, or a token of the module that one defines
    /// (`DesignSystem.Colors.accent`, `.brand` on `Color`).
    func tokenColor(_ expr: ExprSyntax, depth: Int = 0) -> String? {
        if let color = SwiftUIValues.color(expr) { return color }
        guard depth < 8,
            let defined = constants.interpreter?.definition(
                of: SwiftConstants.unwrapped(expr), shorthandTypes: ["Color", "ShapeStyle"])
        else { return nil }
        return tokenColor(defined, depth: depth + 1)
    }

    mutating func font(_ expr: ExprSyntax, into node: inout SwiftUINode, depth: Int = 0) -> Bool {
        if swiftUIFont(expr, into: &node) { return true }
        // A token of the module (`DesignSystem.Font.caption`, `.appTitle` on `Font`): the font that defines it.
        guard depth < 8,
            let defined = constants.interpreter?.definition(
                of: SwiftConstants.unwrapped(expr), shorthandTypes: ["Font"])
        else { return false }
        return font(defined, into: &node, depth: depth + 1)
    }

    mutating func swiftUIFont(_ expr: ExprSyntax, into node: inout SwiftUINode) -> Bool {
        let e = SwiftConstants.unwrapped(expr)
        if let member = e.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "Font",
            let style = SwiftUIValues.textStyles[member.declName.baseName.text]
        {
            node.fontStyle = style
            node.fontSize = nil
            return true
        }
        guard let call = e.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        let args = arguments(call)
        if member.declName.baseName.text == "system" {
            if let size = args["size"].flatMap({ constants.number($0) }), size > 0, size <= 1000 {
                node.fontSize = size
                node.fontStyle = nil
            } else if let style = args["_"].flatMap(memberName).flatMap({ SwiftUIValues.textStyles[$0] }) {
                node.fontStyle = style
                node.fontSize = nil
            } else {
                return false
            }
            if let w = args["weight"].flatMap(memberName).flatMap({ SwiftUIValues.weights[$0] }) { node.fontWeight = w }
            return true
        }
        // `.headline.bold()`, `.body.weight(.semibold)`.
        if let base = member.base, ["bold", "weight"].contains(member.declName.baseName.text), font(base, into: &node) {
            node.fontWeight =
                member.declName.baseName.text == "bold"
                ? "bold" : args["_"].flatMap(memberName).flatMap { SwiftUIValues.weights[$0] } ?? node.fontWeight
            return true
        }
        return false
    }

    /// `3`, `nil`, or `isExpanded ? nil : 3` (collapsed 3, expanded unlimited) in the scene's words.
    mutating func lineLimit(_ expr: ExprSyntax) -> String? {
        let e = SwiftConstants.unwrapped(expr)
        func value(_ v: ExprSyntax) -> Int? {
            if SwiftConstants.unwrapped(v).is(NilLiteralExprSyntax.self) { return 0 }
            return constants.number(v).flatMap { $0 >= 1 && $0 <= 10_000 ? Int($0) : nil }
        }
        if let ternary = e.as(TernaryExprSyntax.self), let (_, positive) = stateTest(ternary.condition),
            let a = value(ternary.thenExpression), let b = value(ternary.elseExpression)
        {
            return positive ? "\(b)/\(a)" : "\(a)/\(b)"
        }
        return value(e).map(String.init)
    }

    /// The corner radii and angles the scene's `corner` and `rotate` take: a value beyond them is a warning at its
    /// Swift line, never scene text the preview then refuses.
    static let readableCorner = 0.0...10_000
    static let readableAngle = -3_600.0...3_600

    /// `.degrees(90)`, `.degrees(isExpanded ? 90 : 0)`, `Angle(degrees:)`, `.zero`: degrees, or `C/E`.
    mutating func angle(_ expr: ExprSyntax) -> String? {
        let e = SwiftConstants.unwrapped(expr)
        if let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" { return "0" }
        guard let call = e.as(FunctionCallExprSyntax.self),
            ["degrees", ".degrees", "Angle", "Angle.degrees"].contains(call.calledExpression.trimmedDescription),
            let v = arguments(call)["_"] ?? arguments(call)["degrees"]
        else { return nil }
        let inner = SwiftConstants.unwrapped(v)
        // The scene's `rotate` takes -3,600° to 3,600°: beyond it (`1e16`) nothing is written that it refuses.
        if let ternary = inner.as(TernaryExprSyntax.self), let (_, positive) = stateTest(ternary.condition),
            let a = constants.number(ternary.thenExpression), let b = constants.number(ternary.elseExpression)
        {
            guard Self.readableAngle.contains(a), Self.readableAngle.contains(b) else { return nil }
            let (collapsed, expanded) = positive ? (b, a) : (a, b)
            return "\(SwiftUINode.number(collapsed))/\(SwiftUINode.number(expanded))"
        }
        return constants.number(inner).flatMap { Self.readableAngle.contains($0) ? SwiftUINode.number($0) : nil }
    }

    func accessibilityText(_ expr: ExprSyntax) -> String? {
        if let s = constants.string(expr) { return s }
        if let call = SwiftConstants.unwrapped(expr).as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "Text",
            let s = arguments(call)["_"].flatMap({ constants.string($0) })
        {
            return s
        }
        return nil
    }

    static func isSceneName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy {
            $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
    }

    /// `padding()` (16 on every edge, SwiftUI's default on iOS), `padding(N)`, `padding(.horizontal, N)`,
    /// `padding([.top, .leading], N)`, `padding(EdgeInsets(…))`: top, leading, bottom, trailing.
    mutating func padding(_ call: FunctionCallExprSyntax, args: [String: ExprSyntax]) -> [Double]? {
        let standard = 16.0
        let unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)
        if unlabelled.isEmpty { return [standard, standard, standard, standard] }
        if unlabelled.count == 1, let n = constants.number(unlabelled[0]) { return [n, n, n, n] }
        if unlabelled.count == 1, let inset = SwiftConstants.unwrapped(unlabelled[0]).as(FunctionCallExprSyntax.self),
            inset.calledExpression.trimmedDescription == "EdgeInsets"
        {
            let a = arguments(inset)
            let values = ["top", "leading", "bottom", "trailing"].map { a[$0].flatMap { constants.number($0) } ?? 0 }
            return values
        }
        guard let edges = edgeSet(unlabelled[0]) else { return nil }
        let amount = unlabelled.count > 1 ? constants.number(unlabelled[1]) : standard
        guard let amount else { return nil }
        return ["top", "leading", "bottom", "trailing"].map { edges.contains($0) ? amount : 0 }
    }

    func edgeSet(_ expr: ExprSyntax) -> Set<String>? {
        let e = SwiftConstants.unwrapped(expr)
        let groups: [String: Set<String>] = [
            "all": ["top", "leading", "bottom", "trailing"], "horizontal": ["leading", "trailing"],
            "vertical": ["top", "bottom"], "top": ["top"], "bottom": ["bottom"], "leading": ["leading"],
            "trailing": ["trailing"]
        ]
        if let member = e.as(MemberAccessExprSyntax.self) { return groups[member.declName.baseName.text] }
        if let array = e.as(ArrayExprSyntax.self) {
            var out: Set<String> = []
            for element in array.elements {
                guard let name = memberName(element.expression), let g = groups[name] else { return nil }
                out.formUnion(g)
            }
            return out
        }
        return nil
    }

    /// Adds padding to a stack that has none yet, else wraps the view in a stack that has it.
    func pad(_ node: inout SwiftUINode, _ insets: [Double]) {
        // Padding after a frame, a background or a corner is outside them: a stack of its own.
        let framed = ["width", "height", "max-width", "background", "corner"].contains { node.option($0) != nil }
        if !node.isStack || framed {
            wrap(&node, keyword: "vstack")
        }
        let current = node.padding ?? [0, 0, 0, 0]
        node.padding = zip(current, insets).map { $0 + $1 }
    }

    /// Puts the view in a stack of its own, which takes its place (and its visibility and tap).
    func wrap(_ node: inout SwiftUINode, keyword: String) {
        node = node.enclosed(in: keyword)
    }

    /// `frame(width:height:)` sizes a shape or colour itself; around any other view, and `frame(maxWidth:)`
    /// around any view, it is a stack of its own that has the frame, its view placed in it by `alignment`.
    mutating func frame(
        _ node: inout SwiftUINode, args: [String: ExprSyntax], call: FunctionCallExprSyntax, site: Syntax
    ) {
        for name in args.keys.sorted() where !["width", "height", "maxWidth", "alignment"].contains(name) {
            warn("frame's '\(name)' is not read", at: args[name]!)
        }
        var width: Double?
        var height: Double?
        var maxWidth: String?
        for (name, value) in [("width", args["width"]), ("height", args["height"])] {
            guard let value else { continue }
            guard let n = constants.number(value), (0...100_000).contains(n) else {
                warn("frame's \(name) '\(short(value))' is not a number Unfold can read", at: value)
                continue
            }
            if name == "width" { width = n } else { height = n }
        }
        if let given = args["maxWidth"] {
            if given.trimmedDescription == ".infinity" {
                maxWidth = "infinity"
            } else if let n = constants.number(given), (0...100_000).contains(n) {
                maxWidth = SwiftUINode.number(n)
            } else {
                warn("frame's maxWidth '\(short(given))' is not a number Unfold can read", at: given)
            }
        }
        if node.keyword == "box", maxWidth == nil {
            if let width { node.set("width", SwiftUINode.number(width)) }
            if let height { node.set("height", SwiftUINode.number(height)) }
            return
        }
        guard width != nil || height != nil || maxWidth != nil else { return }
        let alignment = args["alignment"].flatMap(memberName) ?? "center"
        let across =
            alignment.lowercased().hasSuffix("leading")
            ? "leading"
            : alignment.lowercased().hasSuffix("trailing") ? "trailing" : "center"
        node = node.enclosed(in: "vstack", align: across)
        if let width { node.set("width", SwiftUINode.number(width)) }
        if let height { node.set("height", SwiftUINode.number(height)) }
        if let maxWidth { node.set("max-width", maxWidth) }
    }

    /// A clip's corner. On a frame around one image, the image is rounded too: the scene's stacks round their
    /// background, not what they hold, and a resized image fills its frame.
    func clip(_ node: inout SwiftUINode, corner: String) {
        node.set("corner", corner)
        if node.isStack, node.children.count == 1, node.children[0].keyword == "image" {
            node.children[0].set("corner", corner)
        }
    }

    /// The insets read (SwiftUI also takes negative ones, which draw outside the view; they are not read).
    static let readableInset = 0.0...10_000

    /// A list row's modifier, kept on the node for the list to take: `row-insets T L B R`, `row-background C`,
    /// `row-separator hidden`.
    mutating func rowOption(
        _ node: inout SwiftUINode, _ name: String, call: FunctionCallExprSyntax, args: [String: ExprSyntax],
        site: Syntax
    ) {
        let first = args["_"]
        switch name {
        case "listRowInsets":
            if first?.trimmedDescription == "nil" { return }
            guard let first, let inset = SwiftConstants.unwrapped(first).as(FunctionCallExprSyntax.self),
                ["EdgeInsets", ".init"].contains(inset.calledExpression.trimmedDescription)
            else { return warn("listRowInsets '\(short(call.arguments))' is not read", at: site) }
            let a = arguments(inset)
            let values = ["top", "leading", "bottom", "trailing"].map { a[$0].flatMap { constants.number($0) } ?? 0 }
            guard values.allSatisfy(Self.readableInset.contains) else {
                return warn(
                    "listRowInsets '\(short(call.arguments))' is not read: Unfold reads 0 to 10,000 pt", at: site)
            }
            node.set("row-insets", values.map(SwiftUINode.number).joined(separator: " "))
        case "listRowBackground":
            guard let first, let color = tokenColor(first) else {
                return warn("listRowBackground '\(short(call.arguments))' is not read: only a colour is", at: site)
            }
            node.set("row-background", color)
        default:
            guard memberName(first ?? ExprSyntax(call)) == "hidden" else { return }
            node.set("row-separator", "hidden")
        }
    }
}
