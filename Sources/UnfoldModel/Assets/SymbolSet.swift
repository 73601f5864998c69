import Foundation

/// A symbol set of an asset catalog (`NAME.symbolset`): a custom SF Symbol, one SVG template exported from the
/// SF Symbols app, holding the symbol at each weight and scale (`Regular-M`) and the guides it is sized by.
package struct SymbolSet: Sendable, Hashable {
    package var name: String
    /// The template's file, as the scene reaches it (`Assets.xcassets/custom.leaf.symbolset/custom.leaf.svg`).
    package var file: String

    /// The id an element drawn from it gets: its name with `.` written `-`, as built-in symbols' names are.
    package var elementID: String { Self.elementID(name) }

    package static func elementID(_ name: String) -> String { name.replacingOccurrences(of: ".", with: "-") }

    /// The template layers to draw a symbol of this weight from, best first: the weight at the medium scale
    /// (what an image view shows with no configuration), then the same weight at the other scales, then
    /// Regular, then any layer the template has.
    package static func layers(for weight: FontWeight) -> [String] {
        let name = weightNames[weight] ?? "Regular"
        var out = ["M", "S", "L"].map { "\(name)-\($0)" }
        if name != "Regular" { out += ["M", "S", "L"].map { "Regular-\($0)" } }
        out += weightNames.values.sorted().flatMap { w in ["M", "S", "L"].map { "\(w)-\($0)" } }
        return out
    }

    /// The SF Symbols app's names for the weights Unfold draws text in.
    static let weightNames: [FontWeight: String] = [
        .regular: "Regular", .medium: "Medium", .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy",
        .black: "Black"
    ]

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        name: String, file: String
    ) {
        self.name = name
        self.file = file
    }
}
