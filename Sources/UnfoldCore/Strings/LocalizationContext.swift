import UnfoldSyntax
import UnfoldModel

/// Reads the strings files a scene names. The core does no I/O: the command line gives one that reads files
/// relative to the scene, and tests may give tables they made.
package protocol StringsLoading: Sendable {
    /// The table of `path` as the scene writes it (a `.xcstrings` file, or a folder of `LANG.lproj` folders),
    /// or what is wrong with it.
    func load(_ path: String) -> Result<StringTable, StringsFileProblem>
}

/// What the parser needs to resolve `L"KEY"` values: the files and the plural rules.
package struct LocalizationContext: Sendable {
    package var strings: any StringsLoading
    package var plurals: any PluralRules
    package init(strings: any StringsLoading, plurals: any PluralRules) {
        self.strings = strings
        self.plurals = plurals
    }
}

/// Tables given by name, for tests and for callers that read the files themselves.
package struct StringTables: StringsLoading {
    package var byPath: [String: StringTable]
    package init(_ byPath: [String: StringTable]) { self.byPath = byPath }
    package func load(_ path: String) -> Result<StringTable, StringsFileProblem> {
        byPath[path].map { .success($0) } ?? .failure(StringsFileProblem("no such file"))
    }
}
