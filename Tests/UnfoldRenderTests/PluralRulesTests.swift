import Testing
@testable import UnfoldCore
import UnfoldRender
import UnfoldStrings
@testable import UnfoldModel

/// CLDR's plural categories through ICU, and the catalog value each one picks.
@Suite struct PluralRulesTests {
    static let catalog = """
        {
          "sourceLanguage": "en",
          "strings": {
            "%lld files": {
              "localizations": {
                "en": { "variations": { "plural": {
                  "one": { "stringUnit": { "value": "%lld file" } },
                  "other": { "stringUnit": { "value": "%lld files" } } } } },
                "ru": { "variations": { "plural": {
                  "one": { "stringUnit": { "value": "%lld файл" } },
                  "few": { "stringUnit": { "value": "%lld файла" } },
                  "many": { "stringUnit": { "value": "%lld файлов" } },
                  "other": { "stringUnit": { "value": "%lld файла (other)" } } } } },
                "ar": { "variations": { "plural": {
                  "zero": { "stringUnit": { "value": "zero %lld" } },
                  "one": { "stringUnit": { "value": "one %lld" } },
                  "two": { "stringUnit": { "value": "two %lld" } },
                  "few": { "stringUnit": { "value": "few %lld" } },
                  "many": { "stringUnit": { "value": "many %lld" } },
                  "other": { "stringUnit": { "value": "other %lld" } } } } },
                "ja": { "variations": { "plural": {
                  "one": { "stringUnit": { "value": "one %lld" } },
                  "other": { "stringUnit": { "value": "%lld 個" } } } } }
              }
            },
            "%.1f km": {
              "localizations": {
                "ru": { "variations": { "plural": {
                  "one": { "stringUnit": { "value": "one %.1f" } },
                  "few": { "stringUnit": { "value": "few %.1f" } },
                  "many": { "stringUnit": { "value": "many %.1f" } },
                  "other": { "stringUnit": { "value": "other %.1f" } } } } }
              }
            },
            "UPDATES": {
              "localizations": {
                "en": {
                  "stringUnit": { "value": "%@ has %#@updates@" },
                  "substitutions": { "updates": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
                    "one": { "stringUnit": { "value": "%arg update" } },
                    "other": { "stringUnit": { "value": "%arg updates" } } } } } }
                },
                "ru": {
                  "stringUnit": { "value": "У %@ %#@updates@" },
                  "substitutions": { "updates": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
                    "one": { "stringUnit": { "value": "%arg обновление" } },
                    "few": { "stringUnit": { "value": "%arg обновления" } },
                    "many": { "stringUnit": { "value": "%arg обновлений" } } } } } }
                }
              }
            }
          }
        }
        """

    static func localizer() throws -> Localizer {
        let table = try StringCatalogReader.read(Array(catalog.utf8)).get()
        return Localizer(tables: [table], plurals: ICUPluralRules())
    }

    static func shown(_ key: String, _ args: [StringArgument], _ locale: String) throws -> String {
        try localizer().localize(key, arguments: args, locale: locale).get().text
    }

    static func n(_ v: Double) -> StringArgument { .number(v, written: "\(v)") }

    @Test(arguments: [
        (1.0, PluralCategory.one), (2, .few), (5, .many), (21, .one), (22, .few), (25, .many), (11, .many),
        (1.5, .other)
    ])
    func russian(_ number: Double, _ category: PluralCategory) {
        #expect(ICUPluralRules().category(of: number, language: "ru") == category)
    }

    @Test(arguments: [(0.0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (11, .many), (100, .other)])
    func arabic(_ number: Double, _ category: PluralCategory) {
        #expect(ICUPluralRules().category(of: number, language: "ar") == category)
    }

    @Test func japaneseIsAlwaysOther() {
        for n in [0.0, 1, 2, 5, 11, 21, 100, 1.5] {
            #expect(ICUPluralRules().category(of: n, language: "ja") == .other)
        }
    }

    @Test func russianValuesFollowTheCategories() throws {
        let expected = [
            1: "1 файл", 2: "2 файла", 5: "5 файлов", 21: "21 файл", 22: "22 файла", 25: "25 файлов", 11: "11 файлов"
        ]
        for (n, text) in expected {
            #expect(try Self.shown("%lld files", [.number(Double(n), written: "\(n)")], "ru") == text)
        }
        // 1.5 takes `other` (a fraction): the value formats it with %.1f as Russian writes it.
        #expect(try Self.shown("%.1f km", [.number(1.5, written: "1.5")], "ru") == "other 1,5")
    }

    @Test func arabicValuesFollowTheCategories() throws {
        let expected = [0: "zero 0", 1: "one 1", 2: "two 2", 3: "few 3", 11: "many 11", 100: "other 100"]
        for (n, text) in expected {
            #expect(try Self.shown("%lld files", [.number(Double(n), written: "\(n)")], "ar") == text)
        }
    }

    @Test func japaneseTakesOtherEvenForOne() throws {
        #expect(try Self.shown("%lld files", [.number(1, written: "1")], "ja") == "1 個")
    }

    @Test func aSubstitutionCountsItsOwnArgument() throws {
        let anna: StringArgument = .text("Anna")
        #expect(try Self.shown("UPDATES", [anna, .number(1, written: "1")], "en") == "Anna has 1 update")
        #expect(try Self.shown("UPDATES", [anna, .number(3, written: "3")], "en") == "Anna has 3 updates")
        #expect(try Self.shown("UPDATES", [anna, .number(22, written: "22")], "ru") == "У Anna 22 обновления")
        #expect(try Self.shown("UPDATES", [anna, .number(25, written: "25")], "ru") == "У Anna 25 обновлений")
        #expect(try Self.shown("UPDATES", [anna, .number(21, written: "21")], "ru") == "У Anna 21 обновление")
    }

    @Test func aLocaleWithRegionUsesItsLanguagesRules() {
        #expect(ICUPluralRules().category(of: 22, language: "ru-RU") == .few)
        #expect(ICUPluralRules().category(of: 1, language: "pt-BR") == .one)
    }
}
