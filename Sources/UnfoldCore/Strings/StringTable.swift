import Foundation
import Synchronization
import UnfoldModel

/// The localized strings of one or more catalogs, by key and language, as read from a String Catalog
/// (`.xcstrings`) or a folder of `LANG.lproj` files. A pure value: reading the files is the caller's.
package struct StringTable: Sendable, Equatable {
    /// The language the keys were written in (`sourceLanguage` of a catalog), if the files say.
    package var sourceLanguage: String?
    /// Key → language → its entry.
    package var entries: [String: [String: StringEntry]] = [:]
    /// A large catalog's keys, each decoded from its own JSON text on first use.
    var deferred: DeferredEntries?

    package init(sourceLanguage: String? = nil, entries: [String: [String: StringEntry]] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// A catalog read as an index: `json` is the whole file, `ranges` the bytes of each key's value (an object
    /// with `localizations`), `languages` every language it names; `source` names the file in messages.
    package init(
        sourceLanguage: String?, json: [UInt8], ranges: [String: Range<Int>], languages: Set<String>, source: String
    ) {
        self.sourceLanguage = sourceLanguage
        deferred = DeferredEntries(json: json, ranges: ranges, languages: languages, source: source)
    }

    /// Every language that has at least one value, sorted by code (the source language included).
    package var languages: [String] {
        var found = deferred?.languages ?? []
        for byLanguage in entries.values { found.formUnion(byLanguage.keys) }
        if let s = sourceLanguage { found.insert(s) }
        return found.sorted()
    }

    /// Every key.
    package var keys: [String] { Array(entries.keys) + (deferred.map { Array($0.ranges.keys) } ?? []) }

    package func holds(_ key: String) -> Bool { entries[key] != nil || deferred?.ranges[key] != nil }

    /// The key's values by language, decoded now if the catalog was indexed; nil for a key it does not hold.
    package func values(of key: String) -> Result<[String: StringEntry], StringsFileProblem>? {
        if let e = entries[key] { return .success(e) }
        return deferred?.values(of: key)
    }

    package static func == (a: StringTable, b: StringTable) -> Bool {
        a.sourceLanguage == b.sourceLanguage && a.entries == b.entries && a.deferred === b.deferred
    }
}

/// The keys of an indexed catalog and their JSON text; an entry is decoded once, when first asked for.
final class DeferredEntries: Sendable {
    let json: [UInt8]
    let ranges: [String: Range<Int>]
    let languages: Set<String>
    let source: String
    private let decoded = Mutex<[String: Result<[String: StringEntry], StringsFileProblem>]>([:])

    init(json: [UInt8], ranges: [String: Range<Int>], languages: Set<String>, source: String) {
        self.json = json
        self.source = source
        self.ranges = ranges
        self.languages = languages
    }

    func values(of key: String) -> Result<[String: StringEntry], StringsFileProblem>? {
        guard let range = ranges[key] else { return nil }
        // Decoded under the lock, as before: two threads asking for one key decode it once.
        return decoded.withLock { decoded in
            if let done = decoded[key] { return done }
            let result = StringCatalogReader.entry(key: key, json: Data(json[range])).mapError {
                StringsFileProblem("\(source): \($0.message)")
            }
            decoded[key] = result
            return result
        }
    }
}
