import Foundation
import UnfoldModel

/// An argument of `L"KEY"(…)`: a number (as written, so `%@` shows it so) or a text.
enum StringArgument: Sendable, Equatable {
    case number(Double, written: String)
    case text(String)

    var shown: String {
        switch self {
        case .number(_, let written): return written
        case .text(let t): return "\"\(t)\""
        }
    }
}

/// A localized value as shown, with which of its characters came from arguments.
struct LocalizedText: Sendable, Equatable {
    package var text: String
    /// Unicode-scalar offsets of the characters that arguments put in.
    package var argumentRanges: [Range<Int>]
    /// Whether the locale has a value of its own (false: the source language's value or the key is shown).
    package var translated: Bool
}

/// Looks keys up in the catalogs a scene names and formats their values as iOS would in one locale.
struct Localizer: Sendable {
    package static let maxArguments = 16
    package var tables: [StringTable]
    package var plurals: any PluralRules
    /// `iphone` or `ipad`: which device variation a value shows.
    package var device: String

    package init(tables: [StringTable], plurals: any PluralRules, device: String = "iphone") {
        self.tables = tables
        self.plurals = plurals
        self.device = device
    }

    /// The first catalog's source language, else English.
    package var sourceLanguage: String { tables.first?.sourceLanguage ?? "en" }

    /// Every language the catalogs hold, sorted by code.
    package var languages: [String] { Array(Set(tables.flatMap(\.languages))).sorted() }

    package func holds(_ key: String) -> Bool { tables.contains { $0.holds(key) } }

    /// `pt-BR` → `pt`; nil when the code has no region or script.
    static func baseLanguage(_ code: String) -> String? {
        guard let dash = code.firstIndex(where: { $0 == "-" || $0 == "_" }) else { return nil }
        return String(code[..<dash])
    }

    /// The value of `key` in `locale` with `arguments` filled in. The caller has checked that a catalog holds
    /// the key.
    package func localize(_ key: String, arguments: [StringArgument], locale: String) -> Result<
        LocalizedText, FormatProblem
    > {
        if arguments.count > Localizer.maxArguments { return .failure(.tooManyArguments(arguments.count)) }
        let pseudo = Pseudolanguage(rawValue: locale)
        let language = pseudo == nil ? locale : sourceLanguage
        let table = tables.first { $0.holds(key) } ?? StringTable()
        let byLanguage: [String: StringEntry]
        switch table.values(of: key) {
        case .failure(let problem): return .failure(.catalog(problem.message))
        case .success(let values): byLanguage = values
        case nil: byLanguage = [:]
        }
        let own = [language, Localizer.baseLanguage(language)].compactMap { $0 }.lazy.compactMap { byLanguage[$0] }
            .first
        let source = table.sourceLanguage ?? sourceLanguage
        let entry = own ?? byLanguage[source] ?? StringEntry(value: .unit(key))
        // The value's own language picks the plural variation; numbers are written as the scene's locale writes them.
        let valueLanguage = own == nil ? source : language
        // The source language's own text is the key when it has no value: that is not "untranslated".
        let sameLanguage = (Localizer.baseLanguage(language) ?? language) == (Localizer.baseLanguage(source) ?? source)
        let translated = own != nil || pseudo != nil || sameLanguage
        var formatter = ValueFormatter(
            entry: entry, arguments: arguments, language: valueLanguage,
            locale: Locale(identifier: language), plurals: plurals)
        let (chosen, isPluralForm) = choose(entry.value, formatter: formatter)
        // A plural form may leave its count unwritten ("No files", "One file"): iOS ignores the arguments it does
        // not use, as String(format:) does. The key's own value still takes exactly the arguments it names.
        formatter.ignoresExtraArguments = isPluralForm
        if isPluralForm, let problem = Self.extraArguments(key: key, value: entry.value, given: arguments.count) {
            return .failure(problem)
        }
        return formatter.format(chosen).flatMap { text in
            var shown = pseudo.map { $0.apply(to: text) } ?? text
            shown.translated = translated
            // A pseudolanguage lengthens the text: the limit holds for what is shown.
            guard shown.text.unicodeScalars.count <= ValueFormatter.maxLength else {
                return .failure(.tooLong(limit: ValueFormatter.maxLength))
            }
            return .success(shown)
        }
    }

    /// More arguments than the key and every plural form name together: a form may leave its count out, but
    /// an argument that no text of the key takes is the scene's mistake, as it is for a plain value.
    static func extraArguments(key: String, value: StringVariation, given: Int) -> FormatProblem? {
        let texts = [key] + value.units.sorted()
        var most = 0
        var specifiers: [String] = []
        for text in texts {
            guard case .success(let pieces) = FormatScanner.scan(text) else { continue }
            var next = 1
            var named: [String] = []
            var highest = 0
            for case .specifier(let s) in pieces {
                let p = s.position ?? next
                if s.position == nil { next += 1 }
                highest = max(highest, p)
                named.append(s.text)
            }
            if highest > most {
                most = highest
                specifiers = named
            }
        }
        guard given > most else { return nil }
        return .argumentCount(expected: most, given: given, specifiers: specifiers)
    }

    /// The plain value among a value's device and plural variations, and whether a plural variation chose it.
    func choose(_ value: StringVariation, formatter: ValueFormatter) -> (String, Bool) {
        switch value {
        case .unit(let s): return (s, false)
        case .device(let byDevice):
            let pick = byDevice[device] ?? byDevice["other"] ?? byDevice.sorted { $0.key < $1.key }.first?.value
            return pick.map { choose($0, formatter: formatter) } ?? ("", false)
        case .plural(let byCategory):
            let category = formatter.category(for: byCategory)
            let pick = byCategory[category] ?? byCategory[.other] ?? byCategory.sorted { $0.key < $1.key }.first?.value
            return (pick.map { choose($0, formatter: formatter).0 } ?? "", true)
        }
    }
}
