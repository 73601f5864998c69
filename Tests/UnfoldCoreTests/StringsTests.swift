import Foundation
import Testing

@testable import UnfoldCore
@testable import UnfoldModel

/// `L"KEY"` values: formatting, fallback, pseudolanguages, direction and the errors, through the parser.
@Suite struct StringsTests {
    static let catalog = """
        {
          "sourceLanguage": "en",
          "strings": {
            "General": { "localizations": {
              "en": { "stringUnit": { "value": "General" } },
              "de": { "stringUnit": { "value": "Allgemein" } } } },
            "Only English": { "localizations": { "en": { "stringUnit": { "value": "Just English" } } } },
            "No value anywhere": { },
            "%@ and %@": { "localizations": {
              "en": { "stringUnit": { "value": "%@ and %@" } },
              "de": { "stringUnit": { "value": "%2$@ und %1$@" } } } },
            "%.1f km": { "localizations": {
              "en": { "stringUnit": { "value": "%.1f km" } },
              "de": { "stringUnit": { "value": "%.1f km" } } } },
            "%lld items": { "localizations": {
              "en": { "stringUnit": { "value": "%lld items" } } } },
            "Size": { "localizations": {
              "en": { "variations": { "device": {
                "iphone": { "stringUnit": { "value": "Phone size" } },
                "ipad": { "stringUnit": { "value": "Tablet size" } },
                "other": { "stringUnit": { "value": "Other size" } } } } } } },
            "Battery": { "localizations": {
              "en": { "stringUnit": { "value": "100% charged, 50%% saved" } } } },
            "Hello %@": { "localizations": {
              "en": { "stringUnit": { "value": "Hello %@" } } } }
          }
        }
        """

    static var localization: LocalizationContext {
        let table = try! StringCatalogReader.read(Array(catalog.utf8)).get()
        return LocalizationContext(strings: StringTables(["L.xcstrings": table]), plurals: OneOtherPluralRules())
    }

    static func scene(_ header: String, value: String) -> String {
        """
        strings "L.xcstrings"
        \(header)
        cell c
          text title lines 1
        rows c
          a title \(value)
        """
    }

    static func shown(_ value: String, header: String = "") throws -> String {
        let s = try parseOK(scene(header, value: value), localization: localization)
        return s.rows.slots(of: 0)["title"]!
    }

    static func errors(_ text: String) -> [String] {
        guard
            case .failure(let e) = SceneParser.parse(
                Array(text.utf8), defaultName: "t", resources: SceneResources(localization: localization))
        else { return [] }
        return e.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func positionalArgumentsReorder() throws {
        #expect(try Self.shown(#"L"%@ and %@"("tea", "cake")"#) == "tea and cake")
        #expect(try Self.shown(#"L"%@ and %@"("tea", "cake")"#, header: "locale de") == "cake und tea")
    }

    @Test func decimalsAreWrittenAsTheLocaleWritesThem() throws {
        #expect(try Self.shown(#"L"%.1f km"(1.5)"#, header: "locale de") == "1,5 km")
        #expect(try Self.shown(#"L"%.1f km"(1.5)"#, header: "locale en") == "1.5 km")
    }

    @Test func aMissingGermanValueFallsBackToEnglishAndThenToTheKey() throws {
        #expect(try Self.shown(#"L"Only English""#, header: "locale de") == "Just English")
        #expect(try Self.shown(#"L"No value anywhere""#, header: "locale de") == "No value anywhere")
        let s = try parseOK(Self.scene("locale de", value: #"L"Only English""#), localization: Self.localization)
        #expect(s.localizedUses.map(\.translated) == [false])
    }

    @Test func aValueWithoutArgumentsIsShownAsWritten() throws {
        #expect(try Self.shown(#"L"Battery""#) == "100% charged, 50%% saved")
    }

    @Test func theDeviceVariationFollowsTheCanvas() throws {
        #expect(try Self.shown(#"L"Size""#) == "Phone size")
        #expect(try Self.shown(#"L"Size""#, header: "device ipad-11") == "Tablet size")
    }

    @Test func theDefaultLocaleIsTheCatalogsSourceLanguage() throws {
        let s = try parseOK(Self.scene("", value: #"L"General""#), localization: Self.localization)
        #expect(s.settings.locale == "en")
        #expect(s.rows.slots(of: 0)["title"] == "General")
    }

    @Test func pseudoDouble() throws {
        #expect(try Self.shown(#"L"General""#, header: "locale pseudo-double") == "General General")
        #expect(try Self.shown(#"L"Hello %@"("Bob")"#, header: "locale pseudo-double") == "Hello Bob Hello Bob")
    }

    @Test func pseudoAccentedLeavesArgumentsAlone() throws {
        #expect(try Self.shown(#"L"General""#, header: "locale pseudo-accented") == "Ĝéñéŕåļ")
        #expect(try Self.shown(#"L"Hello %@"("Bob")"#, header: "locale pseudo-accented") == "Ĥéļļö Bob")
        #expect(try Self.shown(#"L"%lld items"(12)"#, header: "locale pseudo-accented") == "12 îţéɱš")
    }

    @Test func pseudoBounded() throws {
        #expect(try Self.shown(#"L"General""#, header: "locale pseudo-bounded") == "[#General#]")
        #expect(try Self.shown(#"L"Hello %@"("Bob")"#, header: "locale pseudo-bounded") == "[#Hello Bob#]")
    }

    @Test func pseudoRTLShowsTheSourceValuesRightToLeft() throws {
        let s = try parseOK(
            Self.scene("locale pseudo-rtl", value: #"L"Hello %@"("Bob")"#), localization: Self.localization)
        #expect(s.rows.slots(of: 0)["title"] == "Hello Bob")
        #expect(s.settings.direction == .rtl)
        #expect(s.settings.textLanguage == "en")
    }

    @Test func pseudolanguagesUseTheSourceValues() throws {
        // German has its own value, but a pseudolanguage shows the source language's.
        #expect(try Self.shown(#"L"%@ and %@"("tea", "cake")"#, header: "locale pseudo-bounded") == "[#tea and cake#]")
    }

    @Test func arabicIsRightToLeftUnlessTheVariantSaysLeftToRight() throws {
        let text = Self.scene("variant ar locale ar\nvariant arltr locale ar direction ltr", value: #"L"General""#)
        let ar = try SceneParser.parse(
            Array(text.utf8), defaultName: "t", variant: "ar",
            resources: SceneResources(localization: Self.localization)
        )
        .get()
        #expect(ar.settings.direction == .rtl)
        #expect(ar.settings.textLanguage == "ar")
        let ltr = try SceneParser.parse(
            Array(text.utf8), defaultName: "t", variant: "arltr",
            resources: SceneResources(localization: Self.localization)
        ).get()
        #expect(ltr.settings.direction == .ltr)
        let plain = try SceneParser.parse(
            Array(text.utf8), defaultName: "t", resources: SceneResources(localization: Self.localization)
        ).get()
        #expect(plain.settings.direction == .ltr)
        for code in ["he", "fa", "ur"] {
            let s = try parseOK(Self.scene("locale \(code)", value: #"L"General""#), localization: Self.localization)
            #expect(s.settings.direction == .rtl)
        }
    }

    @Test func variantsLocalesAddsOneVariantPerLanguage() throws {
        let text = Self.scene("variants locales\nvariant de appearance dark", value: #"L"General""#)
        let s = try parseOK(text, localization: Self.localization)
        // `de` is written out, so only `en` is added, after it.
        #expect(s.variants.map(\.name) == ["de", "en"])
        let de = try SceneParser.parse(
            Array(text.utf8), defaultName: "t", variant: "de",
            resources: SceneResources(localization: Self.localization)
        )
        .get()
        #expect(de.settings.appearance == .dark)
        #expect(de.rows.slots(of: 0)["title"] == "General")
    }

    @Test func labelsAndTemplateTextAreLocalized() throws {
        let text = """
            strings "L.xcstrings"
            locale de
            cell c
              hstack
                text L"General"
                symbol gearshape tap toggle label L"General"
            rows c
              a
            """
        let s = try parseOK(text, localization: Self.localization)
        let elements = s.templates[0].flattened
        #expect(elements[1].textLabel == TextLabel(literal: "Allgemein"))
        #expect(elements[2].label == "Allgemein")
    }

    @Test func everyErrorAtItsLineAndColumn() {
        let cases: [(String, String)] = [
            (#"L"Nope""#, #"6:11: no catalog holds the key 'Nope'"#),
            (
                #"L"%lld items"(1, 2)"#,
                #"6:11: L"%lld items" (en): its value takes 1 argument (%lld), but 2 are given"#
            ),
            (#"L"%lld items""#, #"6:11: L"%lld items" (en): its value takes 1 argument (%lld), but 0 are given"#),
            (
                #"L"%lld items"("many")"#,
                #"6:11: L"%lld items" (en): argument 1 is formatted by %lld, which takes a number, but "many" is text"#
            ),
            (
                #"L"%lld items"(1.5)"#,
                #"6:11: L"%lld items" (en): argument 1 is formatted by %lld, which takes a whole number, but 1.5 is not one"#
            ),
            (#"L"General"(x)"#, "6:22: argument 'x' is neither a number nor a quoted string"),
            (#"L"General"("a""#, #"6:21: the arguments of L"General" are not closed with ')'"#)
        ]
        for (value, expected) in cases {
            #expect(Self.errors(Self.scene("", value: value)) == [expected], "\(value)")
        }
    }

    @Test func headerErrors() {
        #expect(
            Self.errors("strings \"missing.xcstrings\"\ncell c\n  text t\nrows c\n  a t L\"General\"")
                == ["1:9: missing.xcstrings: no such file"])
        #expect(
            Self.errors("locale german\ncell c\n  text t\nrows c\n  a t \"x\"")
                == [
                    "1:8: 'german' is not a locale (a language code such as de, pt-BR or zh-Hans, or pseudo-double, "
                        + "pseudo-accented, pseudo-bounded, pseudo-rtl)"
                ])
        #expect(
            Self.errors("cell c\n  text t\nrows c\n  a t L\"General\"")
                == [#"4:7: L"General" needs a catalog: add a header line such as strings "Localizable.xcstrings""#])
        #expect(
            Self.errors("variants locales\ncell c\n  text t\nrows c\n  a t \"x\"")
                == ["1:1: 'variants locales' needs a strings catalog: add a 'strings' line"])
        #expect(
            Self.errors("strings \"L.xcstrings\"\ncell c\n  symbol @icon\nrows c\n  a icon L\"General\"")
                == [#"5:10: L"General" is text, but slot 'icon' takes a symbol name"#])
        #expect(
            Self.errors("strings \"L.xcstrings\"\ncell c\n  text t\nrows c\n  repeat 3 a{i} t L\"%lld items\"({i})")
                == ["5:33: a repeated row's L\"…\" arguments cannot use {i}; write those rows one by one"])
    }

    @Test func aSetAndAnInsertAreLocalized() throws {
        let text = """
            strings "L.xcstrings"
            locale de
            cell c
              text title
            rows c
              a title "x"
            timeline
              at 0.5 set a title L"General"
              at 1.0 insert b after a title L"%.1f km"(2.5)
            """
        let s = try parseOK(text, localization: Self.localization)
        #expect(s.actions.contains { $0.action == .set(row: 0, slot: "title", value: "Allgemein") })
        #expect(s.rows.slots(of: 1)["title"] == "2,5 km")
    }
}
