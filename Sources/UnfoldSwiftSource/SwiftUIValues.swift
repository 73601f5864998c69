internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// SwiftUI's values as the scene language names them: text styles, colours, SF Symbols and animations.
enum SwiftUIValues {
    /// `Font.TextStyle` cases by the scene's text-style names.
    static let textStyles: [String: String] = [
        "largeTitle": "large-title", "title": "title1", "title2": "title2", "title3": "title3",
        "headline": "headline", "subheadline": "subheadline", "body": "body", "callout": "callout",
        "footnote": "footnote", "caption": "caption1", "caption2": "caption2"
    ]

    /// `Font.Weight` cases by the scene's weights; the light ones are drawn regular, as the scene's fonts have
    /// no lighter face.
    static let weights: [String: String] = [
        "ultraLight": "regular", "thin": "regular", "light": "regular", "regular": "regular", "medium": "medium",
        "semibold": "semibold", "bold": "bold", "heavy": "heavy", "black": "black"
    ]

    /// Colours and hierarchical styles by the scene's colour names.
    static let colors: [String: String] = [
        "primary": "label", "secondary": "secondary-label", "tertiary": "tertiary-label",
        "quaternary": "tertiary-label", "accentColor": "blue", "blue": "blue", "red": "red", "green": "green",
        "orange": "orange", "yellow": "yellow", "gray": "gray", "white": "white", "black": "black",
        "clear": "clear", "pink": "#FF2D55", "purple": "#AF52DE", "teal": "#30B0C7", "indigo": "#5856D6",
        "mint": "#00C7BE", "cyan": "#32ADE6", "brown": "#A2845E"
    ]

    /// A SwiftUI colour (`.secondary`, `Color.red`, `.blue`) in the scene's words, or nil.
    static func color(_ expr: ExprSyntax) -> String? {
        let e = SwiftConstants.unwrapped(expr)
        if let member = e.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedDescription
            guard base == nil || base == "Color" || base == "ShapeStyle" || base == "HierarchicalShapeStyle"
            else { return nil }
            return colors[member.declName.baseName.text]
        }
        return nil
    }

    /// SFSafeSymbols' name of a symbol (`.chevronDown`, `SFSymbol.person2Fill`) as SF Symbols names it
    /// (`chevron.down`, `person.2.fill`): a word at each capital letter and each run of digits.
    static func safeSymbolName(_ expr: ExprSyntax) -> String? {
        guard let member = SwiftConstants.unwrapped(expr).as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.trimmedDescription == "SFSymbol"
        else { return nil }
        var words: [String] = []
        var current = ""
        for c in member.declName.baseName.text.trimmingPrefix("`") where c != "`" {
            let boundary =
                !current.isEmpty
                && ((c.isUppercase) || (c.isNumber != current.last!.isNumber))
            if boundary {
                words.append(current)
                current = ""
            }
            current.append(Character(c.lowercased()))
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty ? nil : words.joined(separator: ".")
    }

    /// An SF Symbol's name as the scene writes it (`chevron.right` → `chevron-right`), if Unfold draws it.
    static func symbol(_ name: String) -> String? {
        SymbolName(rawValue: name.replacingOccurrences(of: ".", with: "-"))?.rawValue
    }
}
