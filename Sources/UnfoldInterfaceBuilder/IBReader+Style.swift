import Foundation
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// Colours and fonts in the forms Interface Builder writes them.
extension IBReader {
    /// A `<color>` element; nil for `<nil>` or none.
    func color(_ e: XMLTree?) -> IBColor? {
        guard let e, e.name == "color" else { return nil }
        if let name = e["systemColor"] { return .system(name) }
        if let name = e["cocoaTouchSystemColor"] {
            return Color.cocoaTouchColors[name].map(IBColor.rgba) ?? .system(name)
        }
        if let name = e["name"] { return .named(name) }
        let alpha = number(e["alpha"]) ?? 1
        let space = e["customColorSpace"] ?? e["colorSpace"] ?? "sRGB"
        if let white = number(e["white"]) {
            // Generic gray is gamma 2.2; device white is taken as it is, as UIKit draws it.
            if space == "deviceWhite" {
                return .rgba(RGBA(unitClamp(white), unitClamp(white), unitClamp(white), unitClamp(alpha)))
            }
            return .rgba(ColorSpace.grayGamma22.toSRGB([white], alpha: alpha))
        }
        let c = [number(e["red"]) ?? 0, number(e["green"]) ?? 0, number(e["blue"]) ?? 0]
        switch space {
        case "displayP3": return .rgba(ColorSpace.displayP3.toSRGB(c, alpha: alpha))
        case "calibratedRGB":
            // Generic RGB: gamma 1.8 with primaries within a hair of sRGB's, so only the curve is converted.
            let linear = c.map { pow(max(0, $0), 1.8) }
            return .rgba(
                RGBA(
                    ColorSpace.encode(linear[0]), ColorSpace.encode(linear[1]), ColorSpace.encode(linear[2]),
                    unitClamp(alpha)))
        default: return .rgba(ColorSpace.srgb.toSRGB(c, alpha: alpha))
        }
    }

    static let weights: [String: FontWeight] = [
        "ultraLight": .regular, "thin": .regular, "light": .regular, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black
    ]

    /// The weight a private system-font name ends with (`.SFUIText-Semibold` is semibold), else regular.
    package static func privateSystemWeight(_ name: String) -> FontWeight {
        guard let dash = name.lastIndex(of: "-") else { return .regular }
        let suffix = name[name.index(after: dash)...].lowercased()
        return Self.weights.first { $0.key.lowercased() == suffix }?.value ?? .regular
    }

    /// A `<preferredSymbolConfiguration>`: its point size (range-checked), its text style's font, weight and scale;
    /// a weight or scale UIKit does not name is a warning, and the default is kept.
    mutating func symbolConfiguration(_ e: XMLTree?) -> IBSymbolConfiguration? {
        guard let e else { return nil }
        var c = IBSymbolConfiguration()
        c.pointSize = bounded(e, "pointSize", 1...500)
        c.textStyle = e.child("fontDescription", key: "fontDescription")?["style"]
        if let weight = e["weight"] {
            c.weight = Self.weights[weight]
            if c.weight == nil { warnUnknown("symbol weight", weight, e) }
        }
        if let scale = e["scale"] {
            switch scale {
            case "small": c.scale = 0.8
            case "large": c.scale = 1.3
            case "medium", "default", "unspecified": c.scale = 1
            default: warnUnknown("symbol scale", scale, e)
            }
        }
        return c
    }

    mutating func warnUnknown(_ what: String, _ value: String, _ e: XMLTree) {
        findings.append(
            ImportFinding(
                message: "\(what) '\(value)' is not one UIKit has; the default is drawn", line: e.line,
                column: e.column, warning: true))
    }

    /// A `<fontDescription>`: a text style, the system font at a size and weight, or a named font.
    func font(_ e: XMLTree?) -> IBFont? {
        guard let e else { return nil }
        if let style = e["style"] {
            let name = TextStyleName.uiKit(style)
            return IBFont(textStyle: style, size: name?.size ?? 17, weight: name?.weight ?? .regular, family: nil)
        }
        let size = min(500, max(1, number(e["pointSize"]) ?? 17))
        let type = e["type"] ?? (e["name"] == nil ? "system" : "named")
        switch type {
        case "boldSystem": return IBFont(textStyle: nil, size: size, weight: .bold, family: nil)
        case "system", "italicSystem":
            return IBFont(
                textStyle: nil, size: size, weight: Self.weights[e["weight"] ?? "regular"] ?? .regular, family: nil)
        case _ where (e["name"] ?? e["family"] ?? "").hasPrefix("."):
            // Apple's private names for the system face (`.AppleSystemUIFont`, `.SFUIText-Semibold`): Xcode
            // writes them when a font was picked from the system's list; they are San Francisco, not a file's.
            return IBFont(textStyle: nil, size: size, weight: Self.privateSystemWeight(e["name"] ?? ""), family: nil)
        default:
            var font = IBFont(textStyle: nil, size: size, weight: .regular, family: e["family"] ?? e["name"])
            font.name = e["name"] ?? e["family"]
            font.line = e.line
            font.column = e.column
            return font
        }
    }
}
