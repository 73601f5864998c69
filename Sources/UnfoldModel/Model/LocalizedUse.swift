import UnfoldSyntax

/// Where a scene uses `L"KEY"`, and whether the locale had a value for it (the audit's `untranslated`).
package struct LocalizedUse: Sendable, Equatable {
    package var key: String
    package var location: SourceLocation
    package var translated: Bool

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        key: String, location: SourceLocation, translated: Bool
    ) {
        self.key = key
        self.location = location
        self.translated = translated
    }
}
