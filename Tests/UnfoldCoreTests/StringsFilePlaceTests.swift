import Testing

@testable import UnfoldCore
@testable import UnfoldSyntax
@testable import UnfoldModel

/// Issue 56, point 2: a problem inside a strings file is a place in that file, as a value beside the words (which
/// are as they were): a catalog's line and column, or a folder's file with its own.
@Suite struct StringsFilePlaceTests {
    /// Strings that answer every path with one problem.
    struct Failing: StringsLoading {
        var problem: StringsFileProblem
        func load(_ path: String) -> Result<StringTable, StringsFileProblem> { .failure(problem) }
    }

    func diagnostics(_ path: String, _ problem: StringsFileProblem) -> [Diagnostic] {
        let text = "strings \"\(path)\"\ncell c\n  text t\nrows c\n  a t \"x\"\n"
        let localization = LocalizationContext(strings: Failing(problem: problem), plurals: OneOtherPluralRules())
        let resolved = SceneParser.parseAll(
            Array(text.utf8), defaultName: "s", resources: SceneResources(localization: localization))
        return resolved.diagnostics.diagnostics
    }

    @Test func aCatalogsLineAndColumnAreItsPlace() {
        let found = diagnostics("App.xcstrings", StringsFileProblem("line 12, column 14: not valid JSON"))
        #expect(found.map(\.message) == ["App.xcstrings:12:14: not valid JSON"])
        #expect(found.map(\.file) == [FileLocation(path: "App.xcstrings", line: 12, column: 14)])
        #expect(found.map(\.location) == [SourceLocation(line: 1, column: 9)])
    }

    @Test func aFolderFilesPlaceIsInTheFolder() {
        let inner = FileLocation(path: "de.lproj/Localizable.strings", line: 3, column: 1)
        let found = diagnostics(
            "Strings", StringsFileProblem("de.lproj/Localizable.strings:3:1: expected ';'", place: inner))
        #expect(found.map(\.message) == ["Strings: de.lproj/Localizable.strings:3:1: expected ';'"])
        #expect(found.map(\.file) == [FileLocation(path: "Strings/de.lproj/Localizable.strings", line: 3, column: 1)])
    }

    @Test func aProblemWithNoPlaceNamesTheFileAlone() {
        let found = diagnostics("App.xcstrings", StringsFileProblem("no such file"))
        #expect(found.map(\.message) == ["App.xcstrings: no such file"])
        #expect(found.map(\.file) == [FileLocation(path: "App.xcstrings", line: nil, column: nil)])
    }
}
