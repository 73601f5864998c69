import Testing

@testable import UnfoldCore
@testable import UnfoldSyntax
@testable import UnfoldModel

/// A scene of millions of bad lines printed 230 MB: a report words the first 100 errors, counts the rest, quotes
/// at most 200 scalars of a line, and cuts any word of a message over 200 (finding 13); an unknown word that has no
/// close match is given the nearest known ones (F3).
@Suite struct BoundedDiagnosticsTests {
    func errors(_ text: String) -> SceneErrors {
        SceneParser.parseAll(Array(text.utf8), defaultName: "x").diagnostics
    }

    @Test func theFirstHundredErrorsThenACount() {
        let report = errors(String(repeating: "bogus x\n", count: 2_500))
        let printed = report.formatted(path: "a.scene")
        let heads = printed.split(separator: "\n").filter { $0.hasPrefix("a.scene:") }
        #expect(heads.count == 100)
        #expect(
            heads.first == "a.scene:1:1: error: unknown directive 'bogus'; the nearest known: 'fonts', 'rows', 'font'")
        #expect(heads.last?.hasPrefix("a.scene:100:1: error:") == true)
        #expect(printed.hasSuffix("… and 2400 more errors\n"))
        // The parser keeps no more than ten times what it prints, whatever the count.
        #expect(report.diagnostics.count <= 1_000)
        #expect(report.hasErrors)
    }

    @Test func oneMoreIsSingular() {
        let printed = errors(String(repeating: "bogus x\n", count: 101)).formatted(path: "a.scene")
        #expect(printed.hasSuffix("… and 1 more error\n"))
    }

    @Test func aLongLineIsQuotedAroundItsColumn() {
        let line = "scene \"" + String(repeating: "a", count: 500) + "\" oops " + String(repeating: "b", count: 500)
        let d = Diagnostic("unexpected 'oops'", at: .init(line: 1, column: 510))
        let printed = d.formatted(path: "a.scene", source: [line]).split(
            separator: "\n", omittingEmptySubsequences: false)
        let quoted = String(printed[1])
        #expect(quoted.unicodeScalars.count == 200)
        #expect(quoted.hasPrefix("…") && quoted.hasSuffix("…"))
        // The caret still points at the 'o' of oops.
        let caret = printed[2].count - 1
        #expect(Array(quoted.unicodeScalars)[caret] == "o")
        #expect(quoted.contains("\" oops b"))
        // A short line is quoted whole.
        #expect(Diagnostic.quoted("fps 30", column: 5) == ("fps 30", 5))
    }

    @Test func aHugeWordInAMessageIsCut() {
        let number = String(repeating: "9", count: 500)
        let printed = errors("fps \(number)\n").formatted(path: "a.scene")
        let head = String(printed.split(separator: "\n")[0])
        #expect(
            head
                == "a.scene:1:5: error: fps \(String(repeating: "9", count: 199))… is beyond the limit (magnitude at most 1000000000)"
        )
        #expect(printed.split(separator: "\n").dropFirst().allSatisfy { $0.unicodeScalars.count <= 200 })
    }

    @Test func theNearestKnownWordsWhenNoneIsClose() {
        let directive = errors("contentsize-inset top 20\n").formatted(path: "a.scene")
        #expect(
            directive.hasPrefix(
                "a.scene:1:1: error: unknown directive 'contentsize-inset'; the nearest known: 'content-inset', 'content-size', "
            ))
        let option = errors("cell c\n  text t wobble 3\nrows c\n  a t \"x\"\n").diagnostics.map(\.message)
        #expect(option.first?.hasPrefix("unknown option 'wobble' for text; the nearest known: ") == true)
        // A close word keeps its "did you mean".
        #expect(errors("fsp 30\n").diagnostics.map(\.message) == ["unknown directive 'fsp'; did you mean 'fps'?"])
    }

    /// F7: a misspelt weight or text style after `font` is named as one.
    @Test func aMisspeltFontWeightGetsADidYouMean() {
        let text = "cell c\n  text t font regulr 17\nrows c\n  a t \"x\"\n"
        #expect(
            errors(text).formatted(path: "a.scene").hasPrefix(
                "a.scene:2:15: error: expected font size (a number), a weight or a text style, found 'regulr';"
                    + " did you mean 'regular'?\n"))
        let style = errors("cell c\n  text t font headlin\nrows c\n  a t \"x\"\n").diagnostics.map(\.message)
        #expect(style.first?.hasSuffix("found 'headlin'; did you mean 'headline'?") == true, "\(style)")
        // A font size still parses, and one out of range says so.
        #expect(
            errors("cell c\n  text t font bold 2000\nrows c\n  a t \"x\"\n").diagnostics.map(\.message)
                == ["font size 2000 is out of range (1…1000)"])
    }
}
