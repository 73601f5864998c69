import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldStrings
import UnfoldCodecs
import UnfoldModel

/// Reads the strings files a scene names, relative to the scene's folder: a String Catalog, or a folder of
/// `LANG.lproj` folders with `Localizable.strings` and `Localizable.stringsdict`.
struct FileStrings: StringsLoading {
    static let maxBytes = 16 * 1024 * 1024
    var base: URL

    /// The context every command parses with: these files and CLDR's plural rules.
    static func context(base: URL) -> LocalizationContext {
        LocalizationContext(strings: FileStrings(base: base), plurals: ICUPluralRules())
    }

    func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    }

    func load(_ path: String) -> Result<StringTable, StringsFileProblem> {
        let url = url(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .failure(StringsFileProblem("no such file or folder"))
        }
        if isDirectory.boolValue { return loadFolder(url) }
        return FileStrings.cached(url) { read(url).flatMap { CatalogIndex.read($0, source: path) } }
    }

    /// Catalogs already read by this process, by path, size and modification time: `--all-variants` and `test`
    /// parse a scene once per variant, and each parse names the same files.
    static let cache = StaticMutex<[String: Result<StringTable, StringsFileProblem>]>([:])

    static func cached(
        _ url: URL, _ read: () -> Result<StringTable, StringsFileProblem>
    ) -> Result<StringTable, StringsFileProblem> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let size = attributes?[.size] as? Int ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let key = "\(url.standardizedFileURL.path)|\(size)|\(modified)"
        if let hit = cache.withLock({ $0[key] }) { return hit }
        // Read outside the lock: another catalog need not wait for this one.
        let result = read()
        cache.withLock { $0[key] = result }
        return result
    }

    /// A file's bytes, refused over the limit before it is read.
    func read(_ url: URL) -> Result<[UInt8], StringsFileProblem> {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        if size > FileStrings.maxBytes {
            return .failure(StringsFileProblem("\(size) bytes is more than the limit of 16 MB"))
        }
        switch RegularFile.read(url.path, limit: FileStrings.maxBytes) {
        case .success(let bytes): return .success(bytes)
        case .failure(let problem): return .failure(StringsFileProblem("cannot be read: \(problem.reason)"))
        }
    }

    /// `LANG.lproj/Localizable.strings` and `.stringsdict` of every language; English is the source language
    /// when it is there, as Xcode's development language usually is.
    func loadFolder(_ url: URL) -> Result<StringTable, StringsFileProblem> {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        let languages = names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
        if languages.isEmpty { return .failure(StringsFileProblem("the folder holds no LANG.lproj folder")) }
        var table = StringTable(sourceLanguage: languages.contains("en") ? "en" : nil)
        var keys = 0
        for language in languages {
            let folder = url.appendingPathComponent(language + ".lproj")
            for file in ["Localizable.strings", "Localizable.stringsdict"] {
                let path = folder.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: path.path) else { continue }
                let shown = "\(language).lproj/\(file)"
                let bytes: [UInt8]
                switch read(path) {
                case .failure(let p): return .failure(problem(shown, p.message))
                case .success(let b): bytes = b
                }
                if file.hasSuffix(".strings") {
                    switch StringsFileReader.readStrings(bytes) {
                    case .failure(let p): return .failure(problem(shown, p.message))
                    case .success(let values):
                        for (key, value) in values {
                            table.entries[key, default: [:]][language] = StringEntry(value: .unit(value))
                        }
                        keys += values.count
                    }
                } else {
                    switch StringsFileReader.readStringsDict(bytes) {
                    case .failure(let p): return .failure(problem(shown, p.message))
                    case .success(let entries):
                        for (key, entry) in entries { table.entries[key, default: [:]][language] = entry }
                        keys += entries.count
                    }
                }
                if keys > StringCatalogReader.maxKeys {
                    return .failure(StringsFileProblem("more than the limit of \(StringCatalogReader.maxKeys) keys"))
                }
            }
        }
        return .success(table)
    }

    /// A problem in the file `shown` of a strings folder: worded with its place, as every file's problems are, and
    /// with that place as a value.
    func problem(_ shown: String, _ message: String) -> StringsFileProblem {
        StringsFileProblem(JSONProblem.located(shown, message), place: JSONProblem.place(shown, message).0)
    }
}
