import Foundation

/// Reads a String Catalog (`.xcstrings`, Xcode 15's JSON format) from its bytes.
public enum StringCatalogReader {
    public static let maxKeys = 100_000

    /// The catalog's table, or a sentence saying what is wrong (with the line and column of a JSON syntax error).
    public static func read(_ data: [UInt8]) -> Result<StringTable, StringsFileProblem> {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(data), options: [])
        } catch {
            return .failure(StringsFileProblem(JSONProblem.syntax(error, in: Data(data))))
        }
        do {
            return .success(try table(json))
        } catch let p as StringsFileProblem {
            return .failure(p)
        } catch {
            return .failure(StringsFileProblem("\(error)"))
        }
    }

    static func table(_ json: Any) throws -> StringTable {
        let root = try object(json, "the catalog")
        var table = StringTable()
        if let s = root["sourceLanguage"] { table.sourceLanguage = try string(s, "sourceLanguage") }
        let strings = try object(root["strings"] ?? [String: Any](), "strings")
        if strings.count > maxKeys {
            throw StringsFileProblem("it holds \(strings.count) keys, more than the limit of \(maxKeys)")
        }
        for (key, value) in strings {
            let path = "strings.\(key)"
            let entry = try object(value, path)
            let localizations = try object(entry["localizations"] ?? [String: Any](), path + ".localizations")
            var byLanguage: [String: StringEntry] = [:]
            for (language, l) in localizations {
                byLanguage[language] = try self.entry(l, "\(path).localizations.\(language)")
            }
            table.entries[key] = byLanguage
        }
        return table
    }

    static func entry(_ json: Any, _ path: String) throws -> StringEntry {
        let o = try object(json, path)
        var entry = StringEntry(value: try variation(o, path))
        if let subs = o["substitutions"] {
            for (name, s) in try object(subs, path + ".substitutions") {
                entry.substitutions[name] = try substitution(s, "\(path).substitutions.\(name)")
            }
        }
        return entry
    }

    /// `stringUnit.value`, or `variations.plural` / `variations.device`.
    static func variation(_ o: [String: Any], _ path: String) throws -> StringVariation {
        if let unit = o["stringUnit"] {
            let u = try object(unit, path + ".stringUnit")
            return .unit(try string(u["value"] ?? NSNull(), path + ".stringUnit.value"))
        }
        guard let v = o["variations"] else { throw StringsFileProblem("\(path) has neither stringUnit nor variations") }
        let variations = try object(v, path + ".variations")
        if let plural = variations["plural"] {
            var out: [PluralCategory: StringVariation] = [:]
            for (name, value) in try object(plural, path + ".variations.plural") {
                let here = "\(path).variations.plural.\(name)"
                guard let category = PluralCategory(rawValue: name) else {
                    throw StringsFileProblem("\(here): '\(name)' is not a plural category (zero, one, two, few, many, other)")
                }
                out[category] = try variation(try object(value, here), here)
            }
            return .plural(out)
        }
        if let device = variations["device"] {
            var out: [String: StringVariation] = [:]
            for (name, value) in try object(device, path + ".variations.device") {
                let here = "\(path).variations.device.\(name)"
                out[name] = try variation(try object(value, here), here)
            }
            return .device(out)
        }
        throw StringsFileProblem("\(path).variations holds neither plural nor device")
    }

    static func substitution(_ json: Any, _ path: String) throws -> Substitution {
        let o = try object(json, path)
        var argNum: Int?
        if let n = o["argNum"] {
            guard let number = (n as? NSNumber)?.doubleValue, number == number.rounded(),
                (1...Double(Localizer.maxArguments)).contains(number)
            else { throw StringsFileProblem("\(path).argNum is not an argument number (1…\(Localizer.maxArguments))") }
            argNum = Int(number)
        }
        let spec = try string(o["formatSpecifier"] ?? "lld", path + ".formatSpecifier")
        let variations = try object(o["variations"] ?? NSNull(), path + ".variations")
        var plural: [PluralCategory: String] = [:]
        for (name, value) in try object(variations["plural"] ?? NSNull(), path + ".variations.plural") {
            let here = "\(path).variations.plural.\(name)"
            guard let category = PluralCategory(rawValue: name) else {
                throw StringsFileProblem("\(here): '\(name)' is not a plural category (zero, one, two, few, many, other)")
            }
            let unit = try object(try object(value, here)["stringUnit"] ?? NSNull(), here + ".stringUnit")
            plural[category] = try string(unit["value"] ?? NSNull(), here + ".stringUnit.value")
        }
        return Substitution(argNum: argNum, formatSpecifier: spec, plural: plural)
    }

    static func object(_ json: Any, _ path: String) throws -> [String: Any] {
        guard let o = json as? [String: Any] else { throw StringsFileProblem("\(path) is not an object") }
        return o
    }

    static func string(_ json: Any, _ path: String) throws -> String {
        guard let s = json as? String else { throw StringsFileProblem("\(path) is not a string") }
        return s
    }
}

/// What is wrong with a strings file, in words (the parser adds the file's name and the `strings` line).
public struct StringsFileProblem: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
