import Foundation
import Testing

/// Strings files as the command line reads them: catalogs, `.lproj` folders, their errors and limits, and the
/// text `timeline.json` version 3 reports.
@Suite struct StringsFileTests {
    static func scene(strings: String, header: String = "", value: String, canvas: String = "390x200") -> String {
        """
        canvas \(canvas) @1x
        fps 10
        end 0.2
        strings "\(strings)"
        \(header)
        cell c min-height 44
          hstack padding 11 16 11 16
            text title lines 1
        rows c
          a title \(value)
        """
    }

    /// The `text` elements of the first frame of `timeline.json`: (text, lines, truncated).
    static func texts(_ scene: String, variant: String? = nil) throws -> [(String, Int, Bool)] {
        let out = URL(fileURLWithPath: scene).deletingLastPathComponent().appendingPathComponent(
            "frames-\(variant ?? "default")"
        ).path
        var args = ["render", scene, "-o", out, "--quiet"]
        if let variant { args += ["--variant", variant] }
        let r = unfold(args)
        #expect(r.code == 0, "\(r.err)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/timeline.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        let frames = try #require(json["frames"] as? [[String: Any]])
        let rows = try #require(frames.first?["rows"] as? [[String: Any]])
        #expect(rows.allSatisfy { $0["alpha"] as? Double == 1 })
        return rows.flatMap { ($0["elements"] as? [[String: Any]]) ?? [] }.filter { $0["kind"] as? String == "text" }
            .map { ($0["text"] as! String, $0["lines"] as! Int, $0["truncated"] as! Bool) }
    }

    @Test func aGermanTitleTruncatesWhereTheEnglishOneDoesNot() throws {
        let dir = tempDir("trunc")
        _ = write(
            """
            { "sourceLanguage": "en", "strings": { "Privacy": { "localizations": {
              "en": { "stringUnit": { "value": "Privacy & Security" } },
              "de": { "stringUnit": { "value": "Datenschutz und Sicherheitseinstellungen des Geräts" } } } } } }
            """, to: dir.appendingPathComponent("L.xcstrings"))
        let path = write(
            Self.scene(
                strings: "L.xcstrings", header: "variant de locale de", value: #"L"Privacy""#, canvas: "260x200"),
            to: dir.appendingPathComponent("s.scene"))
        let english = try Self.texts(path)
        #expect(english.count == 1)
        #expect(english.first! == ("Privacy & Security", 1, false))
        let german = try Self.texts(path, variant: "de")
        #expect(german.first! == ("Datenschutz und Sicherheitseinstellungen des Geräts", 1, true))
    }

    @Test func aFolderOfLprojFilesUTF16WithCommentsAndAStringsdict() throws {
        let dir = tempDir("lproj")
        let fm = FileManager.default
        for language in ["en", "de"] {
            try fm.createDirectory(
                at: dir.appendingPathComponent("Strings/\(language).lproj"), withIntermediateDirectories: true)
        }
        // UTF-16, little-endian, with a byte-order mark, as Xcode long wrote these files.
        let english = """
            /* The settings screen. */
            "General" = "General";
            // A value with an escaped quote.
            "Quote" = "Say \\"hi\\"";
            """
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in english.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(utf16).write(to: dir.appendingPathComponent("Strings/en.lproj/Localizable.strings"))
        _ = write(
            "\"General\" = \"Allgemein\"; /* trailing comment */\n",
            to: dir.appendingPathComponent("Strings/de.lproj/Localizable.strings"))
        _ = write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>%d files</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@ left</string>
                <key>files</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>d</string>
                  <key>one</key>
                  <string>%d file</string>
                  <key>other</key>
                  <string>%d files</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """, to: dir.appendingPathComponent("Strings/en.lproj/Localizable.stringsdict"))
        let text = """
            canvas 390x300 @1x
            fps 10
            end 0.2
            strings "Strings"
            variants locales
            cell c min-height 44
              text title
            rows c
              a title L"General"
              b title L"Quote"
              c title L"%d files"(1)
              d title L"%d files"(3)
            """
        let path = write(text, to: dir.appendingPathComponent("s.scene"))
        #expect(try Self.texts(path).map(\.0) == ["General", "Say \"hi\"", "1 file left", "3 files left"])
        #expect(
            try Self.texts(path, variant: "de").map(\.0) == ["Allgemein", "Say \"hi\"", "1 file left", "3 files left"])
    }

    @Test func aMalformedCatalogIsReportedAtItsOwnLineAndColumn() throws {
        let dir = tempDir("badjson")
        _ = write(
            "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": { \"a\": }\n}\n",
            to: dir.appendingPathComponent("L.xcstrings"))
        let path = write(Self.scene(strings: "L.xcstrings", value: #"L"a""#), to: dir.appendingPathComponent("s.scene"))
        let r = unfold("lint", path)
        #expect(r.code == 2)
        // The catalog's keys are not reported again.
        #expect(
            r.err == """
                \(path):4:9: error: L.xcstrings:3:21: not valid JSON (parse error: unallowed token at this point in JSON text)
                strings "L.xcstrings"
                        ^

                """)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("frames-default").path))
    }

    @Test func aCatalogWithTheWrongShapeSaysWhichField() throws {
        let dir = tempDir("shape")
        _ = write(
            #"{ "strings": { "a": { "localizations": { "de": { "stringUnit": { "value": 3 } } } } } }"#,
            to: dir.appendingPathComponent("L.xcstrings"))
        let path = write(Self.scene(strings: "L.xcstrings", value: #"L"a""#), to: dir.appendingPathComponent("s.scene"))
        let r = unfold("lint", path)
        #expect(r.code == 2)
        // An indexed catalog's entry is decoded where a scene uses it: the error is at that use.
        #expect(
            r.err.hasPrefix(
                "\(path):10:11: error: L\"a\" (en): L.xcstrings: 'strings.a.localizations.de.stringUnit.value' does not "
                    + "hold a string"), "\(r.err)")
    }

    /// A value nested 200,000 deep: refused in words at the use, never a crash of the decoder's recursion.
    @Test func aDeeplyNestedValueIsAnErrorNotACrash() throws {
        let dir = tempDir("deep")
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        _ = write(
            #"{"strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "# + deep + "}}}}}}",
            to: dir.appendingPathComponent("L.xcstrings"))
        let path = write(Self.scene(strings: "L.xcstrings", value: #"L"k""#), to: dir.appendingPathComponent("s.scene"))
        let r = unfold("lint", path)
        #expect(r.code == 2)
        #expect(
            r.err == "\(path):10:11: error: L\"k\" (en): L.xcstrings: 'strings.k' is not valid JSON (Too many nested"
                + " arrays or dictionaries)\n  a title L\"k\"\n          ^\n")
    }

    @Test func catalogsOverTheLimitsAreRefused() throws {
        let dir = tempDir("limits")
        var json = "{ \"strings\": {"
        json += (0...100_000).map { "\"k\($0)\": {}" }.joined(separator: ",")
        json += "} }"
        _ = write(json, to: dir.appendingPathComponent("many.xcstrings"))
        let many = write(
            Self.scene(strings: "many.xcstrings", value: #"L"k1""#), to: dir.appendingPathComponent("m.scene"))
        let r = unfold("lint", many)
        #expect(r.code == 2)
        #expect(
            r.err == "\(many):4:9: error: many.xcstrings: it holds 100001 keys, more than the limit of 100000\n"
                + "strings \"many.xcstrings\"\n        ^\n")
        let big = dir.appendingPathComponent("big.xcstrings")
        try Data(count: 16 * 1024 * 1024 + 1).write(to: big)
        let huge = write(
            Self.scene(strings: "big.xcstrings", value: #"L"k1""#), to: dir.appendingPathComponent("h.scene"))
        let h = unfold("lint", huge)
        #expect(h.code == 2)
        #expect(
            h.err == "\(huge):4:9: error: big.xcstrings: 16777217 bytes is more than the limit of 16 MB\n"
                + "strings \"big.xcstrings\"\n        ^\n")
        let args = (1...17).map(String.init).joined(separator: ", ")
        _ = write(#"{ "strings": { "k": {} } }"#, to: dir.appendingPathComponent("k.xcstrings"))
        let manyArgs = write(
            Self.scene(strings: "k.xcstrings", value: "L\"k\"(\(args))"), to: dir.appendingPathComponent("a.scene"))
        let a = unfold("lint", manyArgs)
        #expect(
            a.err == "\(manyArgs):10:11: error: L\"k\" (en): 17 arguments is more than the limit of 16\n"
                + "  a title L\"k\"(\(args))\n          ^\n")
    }
}
