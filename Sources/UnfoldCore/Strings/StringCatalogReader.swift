import Foundation
import UnfoldSyntax
import UnfoldModel

/// Reads a String Catalog (`.xcstrings`, Xcode 15's JSON format) from its bytes.
package enum StringCatalogReader {
    package static let maxKeys = 100_000

    /// The catalog's table, or a sentence saying what is wrong: the line and column of a JSON syntax error, or
    /// the field that does not hold what it should.
    package static func read(_ data: [UInt8]) -> Result<StringTable, StringsFileProblem> {
        let file: CatalogFile
        do {
            // Typed decoding: Foundation's JSONDecoder is about twice as fast here as JSONSerialization.
            file = try JSONDecoder().decode(CatalogFile.self, from: Data(data))
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                // Not JSON at all: JSONSerialization says where.
                do {
                    _ = try JSONSerialization.jsonObject(with: Data(data), options: [.fragmentsAllowed])
                } catch {
                    return .failure(StringsFileProblem(JSONProblem.syntax(error, in: Data(data))))
                }
            }
            return .failure(StringsFileProblem(JSONProblem.describe(error)))
        } catch {
            return .failure(StringsFileProblem("\(error)"))
        }
        do {
            return .success(try table(file))
        } catch let p as StringsFileProblem {
            return .failure(p)
        } catch {
            return .failure(StringsFileProblem("\(error)"))
        }
    }

    static func table(_ file: CatalogFile) throws -> StringTable {
        let strings = file.strings ?? [:]
        if strings.count > maxKeys {
            throw StringsFileProblem("it holds \(strings.count) keys, more than the limit of \(maxKeys)")
        }
        var table = StringTable(sourceLanguage: file.sourceLanguage)
        table.entries.reserveCapacity(strings.count)
        for (key, value) in strings { table.entries[key] = try values(key, value) }
        return table
    }

    /// One key's values by language.
    static func values(_ key: String, _ value: CatalogString) throws -> [String: StringEntry] {
        var byLanguage: [String: StringEntry] = [:]
        for (language, l) in value.localizations ?? [:] {
            let path = "'strings.\(key).localizations.\(language)"
            var entry = StringEntry(value: try variation(l, path))
            for (name, s) in l.substitutions ?? [:] {
                entry.substitutions[name] = try substitution(s, "\(path).substitutions.\(name)")
            }
            byLanguage[language] = entry
        }
        return byLanguage
    }

    /// One key of an indexed catalog, from the JSON text of its value.
    static func entry(key: String, json: Data) -> Result<[String: StringEntry], StringsFileProblem> {
        do {
            return .success(try values(key, try JSONDecoder().decode(CatalogString.self, from: json)))
        } catch let error as DecodingError {
            // A value the decoder refuses as a whole (nested too deep, say) is said in the decoder's words.
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                // JSONDecoder gives no reason here; JSONSerialization does.
                var why = context.debugDescription
                do { _ = try JSONSerialization.jsonObject(with: json) } catch {
                    let said = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? why
                    why = said.components(separatedBy: " around ").first ?? said
                }
                return .failure(StringsFileProblem("'strings.\(key)' is not valid JSON (\(why))"))
            }
            // The path inside the key's value, said from the top of the file.
            let said = JSONProblem.describe(error)
            let inFile = said.hasPrefix("'") ? "'strings.\(key)." + said.dropFirst() : "'strings.\(key)': " + said
            return .failure(StringsFileProblem(inFile))
        } catch let p as StringsFileProblem {
            return .failure(p)
        } catch {
            return .failure(StringsFileProblem("\(error)"))
        }
    }

    /// `stringUnit.value`, or `variations.plural` / `variations.device`. `path` starts with a quote, closed here.
    static func variation(_ l: CatalogLocalization, _ path: String) throws -> StringVariation {
        if let unit = l.stringUnit { return .unit(unit.value) }
        guard let v = l.variations else { throw StringsFileProblem("\(path)' has neither stringUnit nor variations") }
        if let plural = v.plural {
            var out: [PluralCategory: StringVariation] = [:]
            for (name, value) in plural {
                let category = try self.category(name, "\(path).variations.plural")
                out[category] = try variation(value, "\(path).variations.plural.\(name)")
            }
            return .plural(out)
        }
        if let device = v.device {
            var out: [String: StringVariation] = [:]
            for (name, value) in device { out[name] = try variation(value, "\(path).variations.device.\(name)") }
            return .device(out)
        }
        throw StringsFileProblem("\(path).variations' holds neither plural nor device")
    }

    static func category(_ name: String, _ path: String) throws -> PluralCategory {
        guard let category = PluralCategory(rawValue: name) else {
            throw StringsFileProblem(
                "\(path).\(name)': '\(name)' is not a plural category (zero, one, two, few, many, other)")
        }
        return category
    }

    static func substitution(_ s: CatalogSubstitution, _ path: String) throws -> Substitution {
        // Read as a number of any size, so that one too large for an Int is said as such, not as bad JSON.
        if let n = s.argNum, !(n == n.rounded() && n >= 1 && n <= Double(Localizer.maxArguments)) {
            throw StringsFileProblem("\(path).argNum' is not an argument number (1…\(Localizer.maxArguments))")
        }
        var plural: [PluralCategory: String] = [:]
        for (name, value) in s.variations?.plural ?? [:] {
            let category = try self.category(name, "\(path).variations.plural")
            guard let unit = value.stringUnit else {
                throw StringsFileProblem("\(path).variations.plural.\(name)' has no stringUnit")
            }
            plural[category] = unit.value
        }
        return Substitution(
            argNum: s.argNum.map { Int($0) }, formatSpecifier: s.formatSpecifier ?? "lld", plural: plural)
    }
}

/// The parts of a String Catalog Unfold reads (Xcode's other fields, such as `state` and `comment`, are skipped).
struct CatalogFile: Decodable {
    var sourceLanguage: String?
    var strings: [String: CatalogString]?
}

struct CatalogString: Decodable {
    var localizations: [String: CatalogLocalization]?
}

struct CatalogLocalization: Decodable {
    var stringUnit: CatalogUnit?
    var variations: CatalogVariations?
    var substitutions: [String: CatalogSubstitution]?
}

struct CatalogUnit: Decodable {
    var value: String
}

struct CatalogVariations: Decodable {
    var plural: [String: CatalogLocalization]?
    var device: [String: CatalogLocalization]?
}

struct CatalogSubstitution: Decodable {
    var argNum: Double?
    var formatSpecifier: String?
    var variations: CatalogVariations?
}

/// What is wrong with a strings file, in words (the parser adds the file's name and the `strings` line), and, for a
/// file inside a strings folder, that file's place: its path in the folder, and the line and column there.
package struct StringsFileProblem: Error, Sendable, Equatable {
    package var message: String
    package var place: FileLocation?
    package init(_ message: String, place: FileLocation? = nil) {
        self.message = message
        self.place = place
    }
}
