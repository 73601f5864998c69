import Foundation
import Testing
import UnfoldCore
import UnfoldRender
import UnfoldStrings
import UnfoldModel

/// The indexed catalog (yajl's one pass, entries decoded on use) holds exactly what the full decode does.
@Suite struct CatalogIndexTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../scenes")

    static func both(_ json: String) throws -> (StringTable, StringTable) {
        let bytes = Array(json.utf8)
        return (try CatalogIndex.read(bytes).get(), try StringCatalogReader.read(bytes).get())
    }

    static func same(_ indexed: StringTable, _ full: StringTable) throws {
        #expect(indexed.sourceLanguage == full.sourceLanguage)
        #expect(indexed.keys.sorted() == full.keys.sorted())
        #expect(indexed.languages == full.languages)
        for key in full.keys {
            #expect(try indexed.values(of: key)?.get() == full.values(of: key)?.get(), "\(key)")
        }
    }

    @Test func theScenesCatalogIndexesAsItDecodes() throws {
        let data = try Data(contentsOf: Self.scenes.appendingPathComponent("Localizable.xcstrings"))
        let (indexed, full) = (
            try CatalogIndex.read([UInt8](data)).get(), try StringCatalogReader.read([UInt8](data)).get()
        )
        #expect(full.keys.count == 17)
        try Self.same(indexed, full)
    }

    @Test(arguments: [
        // `strings` last, first, in the middle, empty, on one line, with escapes in values.
        #"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": { "stringUnit": { "value": "A" } } } }, "b": {} } }"#,
        #"{"strings":{"a":{"localizations":{"fr":{"stringUnit":{"value":"x\"y"}}}},"b":{}},"sourceLanguage":"fr","version":"1.0"}"#,
        "{\n  \"version\" : \"1.0\",\n  \"strings\" : {\n    \"a\" : {\n      \"extractionState\" : \"manual\"\n    },\n    \"%lld b\" : {\n      \"localizations\" : {\n        \"en\" : {\n          \"variations\" : {\n            \"plural\" : {\n              \"one\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld b\" } },\n              \"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld bs\" } }\n            }\n          }\n        }\n      }\n    }\n  },\n  \"sourceLanguage\" : \"en\"\n}\n",
        #"{ "strings": {} }"#,
        // Keys with escapes, in `strings` and at the root after it (which broke the last key's range).
        #"{ "strings": { "say \"hi\"": { "localizations": { "en": { "stringUnit": { "value": "Hi" } } } } } }"#,
        #"{ "strings": { "a": { "localizations": { "en": { "stringUnit": { "value": "A" } } } }, "K": { "localizations": { "en": { "stringUnit": { "value": "k" } } } } }, "versi\u006fn": "1.0" }"#,
        #"{ "strings": { "\u0061": { "localizations": { "en": { "stringUnit": { "value": "A" } } } }, "b\n": {}, "c": { "localizations": { "de": { "stringUnit": { "value": "C" } } } } } }"#,
        // A key written twice: the index keeps what the full decoder keeps, with escapes or without.
        #"{ "strings": { "a": { "localizations": { "en": { "stringUnit": { "value": "first" } } } }, "a": { "localizations": { "en": { "stringUnit": { "value": "last" } } } } } }"#,
        #"{ "strings": { "a": { "localizations": { "en": { "stringUnit": { "value": "first" } } } }, "\u0061": { "localizations": { "en": { "stringUnit": { "value": "last" } } } }, "\u0062": {} } }"#,
        // Blanks everywhere yajl allows them.
        "{\r\n\t\"strings\"\t:\r\n{\"a\"\n:\n{ }\n,\n\"b\" : {\"localizations\":{\"en\":{\"stringUnit\":{\"value\":\"}\"}}}}\n}\n,\"sourceLanguage\":\"en\"\n}\n"
    ])
    func indexedEqualsDecoded(_ json: String) throws {
        let (indexed, full) = try Self.both(json)
        try Self.same(indexed, full)
    }

    /// What `make fuzz`'s CatalogFuzz found, kept. A raw control character inside a string (here U+0013) is
    /// not JSON (RFC 8259 says it must be escaped): Foundation's decoder lets it through, yajl refuses it, and
    /// Unfold reads catalogs through yajl. The fuzz target compares the two on valid JSON only.
    @Test func aRawControlCharacterInAStringIsNotJSON() throws {
        let data = try Data(
            contentsOf: Self.scenes.appendingPathComponent("../Tests/Corpus/catalog-index-fuzz-1.xcstrings"))
        #expect(
            CatalogIndex.read([UInt8](data)).failureMessage
                == "line 390, column 28: not valid JSON (lexical error: invalid character inside string.)")
    }

    /// The second find: a trailing comma before a closing brace, which Foundation's decoder also takes.
    @Test func aTrailingCommaIsNotJSON() throws {
        let data = try Data(
            contentsOf: Self.scenes.appendingPathComponent("../Tests/Corpus/catalog-index-fuzz-2.xcstrings"))
        #expect(
            CatalogIndex.read([UInt8](data)).failureMessage?.hasPrefix(
                "line 719, column 9: not valid JSON (parse error: invalid object key") == true,
            "\(CatalogIndex.read([UInt8](data)).failureMessage ?? "")")
    }

    @Test func whatIsNotACatalog() {
        #expect(CatalogIndex.read(Array("[1]".utf8)).failureMessage == "the catalog is not an object")
        #expect(CatalogIndex.read(Array(#"{ "strings": [] }"#.utf8)).failureMessage == "'strings' is not an object")
        #expect(
            CatalogIndex.read(Array("{\n  \"strings\": { \"a\": 1,, }\n}".utf8)).failureMessage
                == "line 2, column 23: not valid JSON (parse error: invalid object key (must be a string))")
        let cut = CatalogIndex.read(Array("{ \"strings\": {".utf8)).failureMessage
        #expect(cut == "line 1, column 15: not valid JSON (parse error: premature EOF)", "\(cut ?? "")")
    }
}

extension Result where Failure == StringsFileProblem {
    var failureMessage: String? {
        if case .failure(let p) = self { return p.message }
        return nil
    }
}
