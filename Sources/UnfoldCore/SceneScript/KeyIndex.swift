import UnfoldSyntax
import UnfoldModel

/// The keys of a scene's catalogs, grouped by length, for "did you mean" on an unknown `L"KEY"`. Built once, at
/// the first unknown key: before, each unknown key listed and sorted every key of every catalog again.
final class KeyIndex {
    private var byLength: [Int: [String]]?

    /// "did you mean" among the keys whose length is close enough to be a suggestion.
    func didYouMean(_ word: String, in tables: [StringTable]) -> String {
        let index = byLength ?? build(tables)
        let length = word.unicodeScalars.count
        guard length <= maxSuggestionLength else { return "" }
        // `suggestion` allows at most 3 edits, so only keys within 3 of the word's length can be close.
        let near = (max(0, length - 3)...(length + 3)).flatMap { index[$0] ?? [] }
        return suggestion(for: word, among: near)
    }

    private func build(_ tables: [StringTable]) -> [Int: [String]] {
        var index: [Int: Set<String>] = [:]
        for table in tables {
            for key in table.keys where key.unicodeScalars.count <= maxSuggestionLength {
                index[key.unicodeScalars.count, default: []].insert(key)
            }
        }
        let sorted = index.mapValues { $0.sorted() }
        byLength = sorted
        return sorted
    }
}
