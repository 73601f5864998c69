import UnfoldModel

/// Xcode's pseudolanguages: a scheme option that shows every localized value changed so that layout
/// problems and hard-coded strings stand out. They apply to `L"…"` values only.
enum Pseudolanguage: String, Sendable, CaseIterable {
    case double = "pseudo-double"
    case accented = "pseudo-accented"
    case bounded = "pseudo-bounded"
    case rtl = "pseudo-rtl"

    static let lower = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž".unicodeScalars)
    static let upper = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)

    func apply(to value: LocalizedText) -> LocalizedText {
        switch self {
        case .double:
            let n = value.text.unicodeScalars.count + 1
            return LocalizedText(
                text: value.text + " " + value.text,
                argumentRanges: value.argumentRanges
                    + value.argumentRanges.map { ($0.lowerBound + n)..<($0.upperBound + n) },
                translated: value.translated)
        case .bounded:
            return LocalizedText(
                text: "[#" + value.text + "#]",
                argumentRanges: value.argumentRanges.map { ($0.lowerBound + 2)..<($0.upperBound + 2) },
                translated: value.translated)
        case .accented:
            var out = String.UnicodeScalarView()
            // Which characters arguments put in, marked once: a value can hold many thousands of arguments.
            var fromArgument = [Bool](repeating: false, count: value.text.unicodeScalars.count)
            for range in value.argumentRanges {
                for i in range where i < fromArgument.count { fromArgument[i] = true }
            }
            for (i, c) in value.text.unicodeScalars.enumerated() {
                if fromArgument[i] {
                    out.append(c)
                } else if ("a"..."z").contains(c) {
                    out.append(Pseudolanguage.lower[Int(c.value - 97)])
                } else if ("A"..."Z").contains(c) {
                    out.append(Pseudolanguage.upper[Int(c.value - 65)])
                } else {
                    out.append(c)
                }
            }
            return LocalizedText(text: String(out), argumentRanges: value.argumentRanges, translated: value.translated)
        case .rtl:
            return value
        }
    }
}
