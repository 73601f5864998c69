internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// UIKit's named values as code writes them: font weights and text styles, colours, layout priorities, stack
/// view enums, content modes and alignments.
extension CellCodeReader {
    static let weights: [String: FontWeight] = [
        "ultraLight": .regular, "thin": .regular, "light": .regular, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black
    ]

    /// `UIColor.darkGray` and the other fixed colours, as UIKit defines them.
    static let fixedColors: [String: RGBA] = [
        "black": RGBA(0, 0, 0), "darkGray": RGBA(1.0 / 3, 1.0 / 3, 1.0 / 3),
        "lightGray": RGBA(2.0 / 3, 2.0 / 3, 2.0 / 3),
        "white": RGBA(1, 1, 1), "gray": RGBA(0.5, 0.5, 0.5), "red": RGBA(1, 0, 0), "green": RGBA(0, 1, 0),
        "blue": RGBA(0, 0, 1), "cyan": RGBA(0, 1, 1), "yellow": RGBA(1, 1, 0), "magenta": RGBA(1, 0, 1),
        "orange": RGBA(1, 0.5, 0), "purple": RGBA(0.5, 0, 0.5), "brown": RGBA(0.6, 0.4, 0.2), "clear": RGBA(0, 0, 0, 0)
    ]

    /// `.systemFont(ofSize: 20, weight: .bold)`, `.boldSystemFont(ofSize:)`, `.preferredFont(forTextStyle:)`,
    /// `UIFont(name:size:)`.
    mutating func font(_ expr: ExprSyntax, depth: Int = 0) -> IBFont? {
        // A font token of the module (`Fonts.title`): the font that defines it.
        if depth < 8, !expr.is(FunctionCallExprSyntax.self),
            let defined = constants.interpreter?.definition(of: expr, shorthandTypes: ["UIFont"])
        {
            return font(defined, depth: depth + 1)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return skipped(expr, "a font") }
        let callee = call.calledExpression.trimmedDescription
        let args = arguments(call)
        let place = location(expr)
        switch callee.split(separator: ".").last.map(String.init) ?? callee {
        case "scaledFont":
            // `UIFontMetrics(forTextStyle:).scaledFont(for: font)`: the font, at the default text size.
            guard let inner = args["for"] else { return skipped(expr, "a font") }
            return font(inner, depth: depth + 1)
        case "systemFont", "monospacedDigitSystemFont":
            guard let sizeExpr = args["ofSize"] else { return skipped(expr, "a font") }
            guard let size = constants.number(sizeExpr) else { return skipped(sizeExpr, "a font size") }
            let weight = args["weight"].flatMap { Self.weights[memberName($0) ?? ""] } ?? .regular
            return IBFont(systemSize: size, weight: weight)
        case "boldSystemFont":
            guard let sizeExpr = args["ofSize"] else { return skipped(expr, "a font") }
            guard let size = constants.number(sizeExpr) else { return skipped(sizeExpr, "a font size") }
            return IBFont(systemSize: size, weight: .bold)
        case "preferredFont":
            guard let style = args["forTextStyle"].flatMap(memberName) else { return skipped(expr, "a text style") }
            let uiKit = "UICTFontTextStyle" + style.prefix(1).uppercased() + style.dropFirst()
            let known = TextStyleName.uiKit(uiKit.replacingOccurrences(of: "Subheadline", with: "Subhead"))
            return IBFont(systemSize: known?.size ?? 17, weight: known?.weight ?? .regular, textStyle: uiKit)
        case "UIFont":
            guard let name = args["name"].flatMap({ constants.string($0) }),
                let size = args["size"].flatMap({ constants.number($0) })
            else { return skipped(expr, "a font") }
            var named = IBFont(systemSize: size, weight: .regular)
            named.family = name
            named.name = name
            named.line = place.line
            named.column = place.column
            return named
        default: return skipped(expr, "a font")
        }
    }

    /// `.darkGray`, `.systemBlue`, `.label`, `UIColor(named:)`, `UIColor(red:green:blue:alpha:)`,
    /// `UIColor(white:alpha:)`.
    mutating func color(_ expr: ExprSyntax) -> IBColor? {
        if let name = memberName(expr) {
            if let fixed = Self.fixedColors[name] { return .rgba(fixed) }
            if Color.systemName(uiKit: name + "Color") != nil { return .system(name + "Color") }
            return skipped(expr, "a colour")
        }
        guard let call = expr.as(FunctionCallExprSyntax.self),
            ["UIColor", ".init"].contains(call.calledExpression.trimmedDescription)
        else { return skipped(expr, "a colour") }
        let args = arguments(call)
        if let name = args["named"].flatMap({ constants.string($0) }) { return .named(name) }
        let alpha = args["alpha"].flatMap { constants.number($0) } ?? 1
        if let white = args["white"].flatMap({ constants.number($0) }) {
            return .rgba(RGBA(white, white, white, alpha))
        }
        if let r = args["red"].flatMap({ constants.number($0) }),
            let g = args["green"].flatMap({ constants.number($0) }),
            let b = args["blue"].flatMap({ constants.number($0) })
        {
            return .rgba(RGBA(r, g, b, alpha))
        }
        return skipped(expr, "a colour")
    }

    /// `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, `UILayoutPriority(999)`, and sums with
    /// numbers (`.defaultHigh + 1`).
    mutating func priority(_ expr: ExprSyntax) -> Double? {
        let e = SwiftConstants.unwrapped(expr)
        if let name = memberName(e) {
            switch name {
            case "required": return 1000
            case "defaultHigh": return 750
            case "defaultLow": return 250
            case "fittingSizeLevel": return 50
            case "dragThatCanResizeScene": return 510
            default: break
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UILayoutPriority",
            let first = call.arguments.first
        {
            return priority(first.expression)
        }
        if let infix = e.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let a = priority(infix.leftOperand), let b = priority(infix.rightOperand)
        {
            if op == "+" { return a + b }
            if op == "-" { return a - b }
        }
        return constants.number(e)
    }

    /// The name after the dot of `.bold`, `UIFont.Weight.bold`, `NSLayoutConstraint.Axis.vertical`.
    func memberName(_ expr: ExprSyntax) -> String? {
        SwiftConstants.unwrapped(expr).as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// A call's arguments by label (`_` for an unlabelled one: the first such).
    func arguments(_ call: FunctionCallExprSyntax) -> [String: ExprSyntax] {
        var out: [String: ExprSyntax] = [:]
        for a in call.arguments {
            let label = a.label?.text ?? "_"
            if out[label] == nil { out[label] = a.expression }
        }
        return out
    }
}
