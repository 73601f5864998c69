/// Reads the strings files a scene names. The core does no I/O: the command line gives one that reads files
/// relative to the scene, and tests may give tables they made.
public protocol StringsLoading: Sendable {
    /// The table of `path` as the scene writes it (a `.xcstrings` file, or a folder of `LANG.lproj` folders),
    /// or what is wrong with it.
    func load(_ path: String) -> Result<StringTable, StringsFileProblem>
}

/// What the parser needs to resolve `L"KEY"` values: the files and the plural rules.
public struct LocalizationContext: Sendable {
    public var strings: any StringsLoading
    public var plurals: any PluralRules
    public init(strings: any StringsLoading, plurals: any PluralRules) {
        self.strings = strings
        self.plurals = plurals
    }
}

/// Tables given by name, for tests and for callers that read the files themselves.
public struct StringTables: StringsLoading {
    public var byPath: [String: StringTable]
    public init(_ byPath: [String: StringTable]) { self.byPath = byPath }
    public func load(_ path: String) -> Result<StringTable, StringsFileProblem> {
        byPath[path].map { .success($0) } ?? .failure(StringsFileProblem("no such file"))
    }
}

/// Where a scene uses `L"KEY"`, and whether the locale had a value for it (the audit's `untranslated`).
public struct LocalizedUse: Sendable, Equatable {
    public var key: String
    public var location: SourceLocation
    public var translated: Bool
}
