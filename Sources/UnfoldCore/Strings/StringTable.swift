/// The localized strings of one or more catalogs, by key and language, as read from a String Catalog
/// (`.xcstrings`) or a folder of `LANG.lproj` files. A pure value: reading the files is the caller's.
public struct StringTable: Sendable, Equatable {
    /// The language the keys were written in (`sourceLanguage` of a catalog), if the files say.
    public var sourceLanguage: String?
    /// Key → language → its entry.
    public var entries: [String: [String: StringEntry]] = [:]

    public init(sourceLanguage: String? = nil, entries: [String: [String: StringEntry]] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// Every language that has at least one value, sorted by code (the source language included).
    public var languages: [String] {
        var found = Set<String>()
        for byLanguage in entries.values { found.formUnion(byLanguage.keys) }
        if let s = sourceLanguage { found.insert(s) }
        return found.sorted()
    }
}

/// One key's value in one language: a plain value, or plural or device variations, with its substitutions.
public struct StringEntry: Sendable, Equatable {
    public var value: StringVariation
    /// `%#@NAME@` in the value names one of these.
    public var substitutions: [String: Substitution] = [:]
    public init(value: StringVariation, substitutions: [String: Substitution] = [:]) {
        self.value = value
        self.substitutions = substitutions
    }
}

/// A value that may vary by plural category or device, as a String Catalog nests them.
public indirect enum StringVariation: Sendable, Equatable {
    case unit(String)
    case plural([PluralCategory: StringVariation])
    /// `iphone`, `ipad`, `other`… (a catalog may name more devices; those are kept and never chosen).
    case device([String: StringVariation])
}

/// `%#@NAME@`: a part of the value chosen by the plural category of one argument.
public struct Substitution: Sendable, Equatable {
    /// The argument (1-based) it formats; nil takes the argument at the place of its `%#@NAME@`.
    public var argNum: Int?
    /// `lld`, `d`, `f`…: how `%arg` in the variation formats the argument.
    public var formatSpecifier: String
    public var plural: [PluralCategory: String]
    public init(argNum: Int?, formatSpecifier: String, plural: [PluralCategory: String]) {
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.plural = plural
    }
}
