import UnfoldModel

/// One key's value in one language: a plain value, or plural or device variations, with its substitutions.
package struct StringEntry: Sendable, Equatable {
    package var value: StringVariation
    /// `%#@NAME@` in the value names one of these.
    package var substitutions: [String: Substitution] = [:]
    package init(value: StringVariation, substitutions: [String: Substitution] = [:]) {
        self.value = value
        self.substitutions = substitutions
    }
}

/// A value that may vary by plural category or device, as a String Catalog nests them.
package indirect enum StringVariation: Sendable, Equatable {
    case unit(String)
    case plural([PluralCategory: StringVariation])
    /// `iphone`, `ipad`, `other`… (a catalog may name more devices; those are kept and never chosen).
    case device([String: StringVariation])

    /// Every plain value it holds, in no particular order.
    var units: [String] {
        switch self {
        case .unit(let s): return [s]
        case .plural(let byCategory): return byCategory.values.flatMap(\.units)
        case .device(let byDevice): return byDevice.values.flatMap(\.units)
        }
    }
}

/// `%#@NAME@`: a part of the value chosen by the plural category of one argument.
package struct Substitution: Sendable, Equatable {
    /// The argument (1-based) it formats; nil takes the argument at the place of its `%#@NAME@`.
    package var argNum: Int?
    /// `lld`, `d`, `f`…: how `%arg` in the variation formats the argument.
    package var formatSpecifier: String
    package var plural: [PluralCategory: String]
    package init(argNum: Int?, formatSpecifier: String, plural: [PluralCategory: String]) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.plural = plural
    }
}
