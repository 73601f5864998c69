import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldStrings
import UnfoldModel

/// String Catalogs: how long a large catalog takes to load, and what `L"KEY"` values cost a render against the
/// same scene with literal strings.
enum StringsBench {
    static let languages = ["en", "de", "fr", "es", "it", "ja", "ko", "ru", "ar", "pt-BR"]

    /// A catalog of `keys` keys, each with a value in every language (every 10th a plural).
    static func catalog(keys: Int) -> String {
        var entries: [String] = []
        for k in 0..<keys {
            let values = languages.map { language -> String in
                if k % 10 == 0 {
                    return "\"\(language)\": { \"variations\": { \"plural\": { "
                        + "\"one\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"%lld item \(k) "
                        + "\(language)\" } }, "
                        + "\"other\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"%lld items \(k) "
                        + "\(language)\" } } } } }"
                }
                return
                    "\"\(language)\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"Setting \(k) in "
                    + "\(language == "de" ? "de" : language)\" } }"
            }
            entries.append("\"key\(k)\": { \"localizations\": { \(values.joined(separator: ", ")) } }")
        }
        return
            "{ \"sourceLanguage\": \"en\", \"strings\": { \(entries.joined(separator: ",\n")) }, \"version\": \"1.0\" }"
    }

    /// The same list twice: with 100 `L"KEY"` titles, and with the English values written in.
    static func scene(localized: Bool) -> String {
        var s = """
            canvas 390x844 @2x
            fps 60
            strings "bench.xcstrings"
            locale de
            cell row min-height 44
              vstack padding 11 16 11 16 spacing 4
                text title lines 1
                text detail font footnote color secondary-label visible expanded
            rows row

            """
        for k in 0..<100 {
            let n = k + 1
            // Every 10th key is a plural, given a count.
            let plural = n % 10 == 0
            let title =
                localized
                ? (plural ? "L\"key\(n)\"(3)" : "L\"key\(n)\"")
                : (plural ? "\"3 items \(n) de\"" : "\"Setting \(n) in de\"")
            s += "  r\(k) title \(title) detail \"Details of row \(k)\"\n"
        }
        s += "timeline\n  at 0.2 tap r1\n  at 0.8 scroll to r60 middle\n  at 1.5 tap r60\n  at 2.2 tap r61\n"
        return s
    }

    static func run(unfold: String, rounds: Int) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-strings-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.xcstrings")
        try? catalog(keys: 10_000).write(to: big, atomically: true, encoding: .utf8)
        var loads: [Double] = []
        var reads: [Double] = []
        var fulls: [Double] = []
        var keys = 0
        for _ in 0..<7 {
            let start = Date()
            let bytes = [UInt8](FileManager.default.contents(atPath: big.path) ?? Data())
            reads.append(Date().timeIntervalSince(start))
            if case .success(let table) = CatalogIndex.read(bytes) { keys = table.keys.count }
            loads.append(Date().timeIntervalSince(start))
            let full = Date()
            _ = StringCatalogReader.read(bytes)
            fulls.append(Date().timeIntervalSince(full))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: big.path)[.size] as? Int) ?? 0
        print("")
        print("String Catalogs:")
        print(
            String(
                format:
                    "  a catalog of %d keys in %d languages (%.1f MB) loads in %.1f ms (read and decode, median of 7)",
                keys, languages.count, Double(size) / 1e6, median(loads) * 1000))
        print(
            String(
                format:
                    "    of which reading the file %.1f ms; decoding it whole with Foundation's JSONDecoder instead: "
                    + "%.0f ms",
                median(reads) * 1000, median(fulls) * 1000))

        try? catalog(keys: 101).write(
            to: dir.appendingPathComponent("bench.xcstrings"), atomically: true, encoding: .utf8)
        let localized = dir.appendingPathComponent("localized.scene")
        let literal = dir.appendingPathComponent("literal.scene")
        try? scene(localized: true).write(to: localized, atomically: true, encoding: .utf8)
        try? scene(localized: false).write(to: literal, atomically: true, encoding: .utf8)
        guard let r = pairedRenders(unfold, localized, literal, into: dir, rounds: rounds, frame: 100) else {
            print("  render failed")
            return
        }
        print(
            String(
                format:
                    "  100 rows with L\"KEY\" titles: %.3f s, the same with literal titles: %.3f s, localized / "
                    + "literal = %.2f× (median of %d paired rounds; frame 100 %@)",
                r.a, r.b, r.ratio, rounds, r.same ? "byte-identical" : "differs"))
    }
}
