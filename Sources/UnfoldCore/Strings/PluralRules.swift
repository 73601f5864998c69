import UnfoldModel

/// CLDR's plural categories, as String Catalogs and `.stringsdict` files name them.
package enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    package static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Picks a number's plural category in a language. The core knows no language's rules: the renderer gives
/// CLDR's (through ICU), and tests may give a fake.
package protocol PluralRules: Sendable {
    /// `language` is a scene locale such as `ru`, `pt-BR` or `zh-Hans`.
    func category(of number: Double, language: String) -> PluralCategory
}

/// English's rule for every language ("one" for exactly 1, else "other"): for tests and scenes without catalogs.
package struct OneOtherPluralRules: PluralRules {
    package init() {}
    package func category(of number: Double, language: String) -> PluralCategory { number == 1 ? .one : .other }
}
