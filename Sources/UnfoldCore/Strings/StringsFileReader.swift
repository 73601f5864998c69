import Foundation
import UnfoldModel

/// Reads the older formats: `Localizable.strings` (`"key" = "value";`) and `Localizable.stringsdict`
/// (property-list plurals).
package enum StringsFileReader {
    /// UTF-8, or UTF-16 with a byte-order mark, as Xcode writes either.
    static func decode(_ data: [UInt8]) -> String? {
        if data.starts(with: [0xFF, 0xFE]) {
            return String(bytes: data.dropFirst(2), encoding: .utf16LittleEndian)
        }
        if data.starts(with: [0xFE, 0xFF]) {
            return String(bytes: data.dropFirst(2), encoding: .utf16BigEndian)
        }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(data.dropFirst(3)) : data
        return String(validating: body, as: UTF8.self)
    }

    /// Key → value of a `.strings` file, or the problem at its line and column.
    package static func readStrings(_ data: [UInt8]) -> Result<[String: String], StringsFileProblem> {
        guard let text = decode(data) else {
            return .failure(StringsFileProblem("not UTF-8 text, nor UTF-16 with a byte-order mark"))
        }
        var scanner = StringsScanner(Array(text.unicodeScalars))
        var out: [String: String] = [:]
        do {
            while let key = try scanner.token() {
                try scanner.expect("=")
                guard let value = try scanner.token() else { throw scanner.problem("expected a value after '='") }
                try scanner.expect(";")
                out[key] = value
            }
        } catch let p as StringsFileProblem {
            return .failure(p)
        } catch {
            return .failure(StringsFileProblem("\(error)"))
        }
        return .success(out)
    }

    /// Key → its plural entry from a `.stringsdict` property list.
    package static func readStringsDict(_ data: [UInt8]) -> Result<[String: StringEntry], StringsFileProblem> {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(data), options: [], format: nil)
        } catch {
            return .failure(StringsFileProblem("not a property list (\(error.localizedDescription))"))
        }
        guard let root = plist as? [String: Any] else {
            return .failure(StringsFileProblem("its top level is not a dictionary"))
        }
        var out: [String: StringEntry] = [:]
        for (key, value) in root {
            guard let dict = value as? [String: Any], let format = dict["NSStringLocalizedFormatKey"] as? String else {
                return .failure(StringsFileProblem("'\(key)' has no NSStringLocalizedFormatKey string"))
            }
            var entry = StringEntry(value: .unit(format))
            for (name, v) in dict where name != "NSStringLocalizedFormatKey" {
                guard let variable = v as? [String: Any],
                    variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
                else {
                    return .failure(
                        StringsFileProblem("'\(key)': '\(name)' is not an NSStringPluralRuleType dictionary"))
                }
                var plural: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let s = variable[category.rawValue] as? String { plural[category] = s }
                }
                let type = variable["NSStringFormatValueTypeKey"] as? String ?? "d"
                entry.substitutions[name] = Substitution(argNum: nil, formatSpecifier: type, plural: plural)
            }
            out[key] = entry
        }
        return .success(out)
    }
}

/// The tokens of a `.strings` file: quoted strings with escapes, bare words, `=` and `;`, comments skipped.
struct StringsScanner {
    let s: [Unicode.Scalar]
    var i = 0
    init(_ s: [Unicode.Scalar]) { self.s = s }

    func problem(_ message: String) -> StringsFileProblem {
        let before = s[..<min(i, s.count)]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = i - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
        return StringsFileProblem("line \(line), column \(column): \(message)")
    }

    mutating func skip() throws {
        while i < s.count {
            if s[i].properties.isWhitespace {
                i += 1
            } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                while i < s.count, s[i] != "\n" { i += 1 }
            } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                let start = i
                i += 2
                while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                guard i + 1 < s.count else {
                    i = start
                    throw problem("a /* comment is not closed")
                }
                i += 2
            } else {
                return
            }
        }
    }

    mutating func expect(_ c: Unicode.Scalar) throws {
        try skip()
        guard i < s.count, s[i] == c else { throw problem("expected '\(c)'") }
        i += 1
    }

    /// A quoted string or a bare word; nil at the end of the file.
    mutating func token() throws -> String? {
        try skip()
        guard i < s.count else { return nil }
        if s[i] != "\"" {
            var word = String.UnicodeScalarView()
            while i < s.count,
                s[i].properties.isAlphabetic || s[i].properties.numericType != nil
                    || "_.-".unicodeScalars.contains(s[i])
            {
                word.append(s[i])
                i += 1
            }
            if word.isEmpty { throw problem("expected a quoted string") }
            return String(word)
        }
        let start = i
        i += 1
        var out = String.UnicodeScalarView()
        while i < s.count, s[i] != "\"" {
            if s[i] == "\\", i + 1 < s.count {
                i += 1
                switch s[i] {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "U", "u":
                    let hex = String(String.UnicodeScalarView(s[(i + 1)..<min(s.count, i + 5)]))
                    guard hex.count == 4, let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) else {
                        throw problem("bad \\U escape; write \\U00E9")
                    }
                    out.append(u)
                    i += 4
                default: out.append(s[i])
                }
            } else {
                out.append(s[i])
            }
            i += 1
        }
        guard i < s.count else {
            i = start
            throw problem("a string is not closed")
        }
        i += 1
        return String(out)
    }
}
