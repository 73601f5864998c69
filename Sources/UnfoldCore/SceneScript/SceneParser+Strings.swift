import UnfoldSyntax
import UnfoldModel

/// `strings`, `locale`, `variants locales` and `L"KEY"` values.
extension SceneParser {
    /// Languages written right to left: a locale of one lays the table out right to left.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    /// `strings "PATH"`: read now, so every later `L"KEY"` can be checked against it.
    mutating func parseStrings(_ c: inout TokenCursor) {
        guard let t = c.string("a strings file (a .xcstrings catalog or a folder of LANG.lproj folders)") else {
            return
        }
        c.expectEnd()
        // A catalog listed again adds nothing: it is read once, however often it is named.
        if scene.settings.stringsFiles.contains(where: { $0.path == t.text }) { return }
        scene.settings.stringsFiles.append(FontFile(path: t.text, location: c.loc(t)))
        guard let localization else {
            c.error("strings files are not read here: this caller gives no way to read them", at: t)
            return
        }
        switch localization.strings.load(t.text) {
        case .success(let table): tables.append(table)
        case .failure(let problem):
            // The words are as they were; the place in the file (in the folder's file, for a folder) is a value too.
            var diagnostic = Diagnostic(JSONProblem.located(t.text, problem.message), in: c.range(t))
            if let inner = problem.place {
                diagnostic.file = FileLocation(path: t.text + "/" + inner.path, line: inner.line, column: inner.column)
            } else {
                diagnostic.file = JSONProblem.place(t.text, problem.message).0
            }
            sink.add(diagnostic)
            stringsFailed = true
        }
    }

    /// `locale CODE`: a language code such as `de`, `pt-BR` or `zh-Hans`, or a pseudolanguage.
    func parseLocale(_ c: inout TokenCursor, into s: inout Settings) {
        guard let t = c.word("a locale such as de, pt-BR or pseudo-double") else { return }
        guard SceneParser.isLocaleCode(t.text) else {
            let pseudo = Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")
            c.error(
                "'\(t.text)' is not a locale (a language code such as de, pt-BR or zh-Hans, or \(pseudo))", at: t)
            return
        }
        s.locale = t.text
    }

    static func isLocaleCode(_ code: String) -> Bool {
        if Pseudolanguage(rawValue: code) != nil { return true }
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy {
                    $0.properties.isASCIIHexDigit || ("A"..."Z").contains($0) || ("a"..."z").contains($0)
                }
        }
    }

    /// `variants locales`: one variant per language of the catalogs, after those written out.
    mutating func addLocaleVariants() {
        guard let at = variantsLocales else { return }
        let languages = Localizer(tables: tables, plurals: OneOtherPluralRules()).languages
        if tables.isEmpty && !stringsFailed {
            sink.add(Diagnostic("'variants locales' needs a strings catalog: add a 'strings' line", at: at))
            return
        }
        for language in languages where variantIndex[language] == nil && isIdentifier(language) {
            let tokens = [
                Token(kind: .word, text: "locale", column: at.column),
                Token(kind: .word, text: language, column: at.column)
            ]
            variantIndex[language] = scene.variants.count
            scene.variants.append(
                Variant(name: language, location: at, lines: [SourceLine(number: at.line, indent: 0, tokens: tokens)]))
        }
    }

    /// Once the header and the variant are applied: the locale, the text language, the direction it implies,
    /// and the localizer every `L"KEY"` goes through.
    mutating func settleLocale() {
        let plurals = localization?.plurals ?? OneOtherPluralRules()
        let device = scene.settings.device == .ipad11 ? "ipad" : "iphone"
        let localizer = Localizer(tables: tables, plurals: plurals, device: device)
        var s = scene.settings
        let locale = s.locale ?? localizer.sourceLanguage
        s.locale = locale
        let pseudo = Pseudolanguage(rawValue: locale)
        s.textLanguage = pseudo == nil ? locale : localizer.sourceLanguage
        let language = Localizer.baseLanguage(locale) ?? locale
        if !s.directionWritten && (pseudo == .rtl || SceneParser.rightToLeftLanguages.contains(language)) {
            s.direction = .rtl
        }
        scene.settings = s
        self.localizer = localizer
    }

    /// The text a value token gives: a string as written, or `L"KEY"(…)` looked up and formatted in the scene's
    /// locale. nil after an error (reported at the token). `inRepeat`: a `repeat` line's value, whose arguments
    /// cannot use `{i}`.
    func text(of t: Token, _ c: TokenCursor, inRepeat: Bool = false) -> String? {
        guard t.kind == .localized else { return t.text }
        // A catalog that did not load is reported at its `strings` line: its keys are not reported again.
        if stringsFailed { return t.text }
        guard let localizer, !localizer.tables.isEmpty else {
            c.error(
                "L\"\(t.text)\" needs a catalog: add a header line such as strings \"Localizable.xcstrings\"", at: t)
            return nil
        }
        guard localizer.holds(t.text) else {
            let near = c.sink.isFull ? "" : keyIndex.didYouMean(t.text, in: localizer.tables)
            c.error("no catalog holds the key '\(t.text)'\(near)", at: t)
            return nil
        }
        var arguments: [StringArgument] = []
        for a in t.arguments ?? [] {
            if inRepeat && a.text.contains("{i}") {
                c.error("a repeated row's L\"…\" arguments cannot use {i}; write those rows one by one", at: a)
                return nil
            }
            if a.kind == .string {
                arguments.append(.text(a.text))
            } else if let n = parseDecimal(a.text) {
                arguments.append(.number(n, written: a.text))
            } else {
                c.error("argument '\(a.text)' is neither a number nor a quoted string", at: a)
                return nil
            }
        }
        let locale = scene.settings.locale ?? localizer.sourceLanguage
        switch localizer.localize(t.text, arguments: arguments, locale: locale) {
        case .failure(let problem):
            let language = Pseudolanguage(rawValue: locale) == nil ? locale : localizer.sourceLanguage
            c.error("L\"\(t.text)\" (\(language)): \(problem.message)", at: t)
            return nil
        case .success(let shown):
            uses.log.append(LocalizedUse(key: t.text, location: c.loc(t), translated: shown.translated))
            return shown.text
        }
    }
}

extension SceneParser {
    /// A slot's value on a row, `insert` or `set` line: a string, or `L"KEY"(…)` for a text slot, checked
    /// against the slot's kind. The token returned holds the text shown; nil after an error.
    func slotValue(_ c: inout TokenCursor, slot: String, kind: SlotKind, inRepeat: Bool = false) -> Token? {
        guard let t = c.peek, t.kind == .localized else {
            guard let v = c.string("a value for slot '\(slot)'") else { return nil }
            // A colour set of the scene's catalogs; read once the rows are (see `readSlotColorSets`).
            if kind == .color, !catalogs.isEmpty {
                let sets = catalogs.flatMap(\.catalog.colorSets)
                if sets.contains(v.text) { return v }
                if parseColor(v.text) == nil {
                    let near = suggestion(for: v.text, among: Color.publicNames + sets.sorted())
                    c.error(
                        "'\(v.text)' is not a colour or a colour set of the catalogs\(near) for slot '\(slot)'", at: v)
                    return nil
                }
            }
            if let problem = SceneParser.valueProblem(v.text, kind: kind) {
                c.error("\(problem) for slot '\(slot)'", at: v)
                return nil
            }
            return v
        }
        c.position += 1
        guard kind == .text else {
            c.error("L\"\(t.text)\" is text, but slot '\(slot)' takes \(kind.described)", at: t)
            return nil
        }
        guard let shown = text(of: t, c, inRepeat: inRepeat) else { return nil }
        return Token(kind: .string, text: shown, column: t.column)
    }
}

extension SlotKind {
    var described: String {
        switch self {
        case .text: return "text"
        case .image: return "an image file"
        case .symbol: return "a symbol name"
        case .color: return "a colour"
        case .onOff: return "on or off"
        case .traits: return "accessibility traits"
        case .fraction: return "a number from 0 to 1"
        }
    }
}
