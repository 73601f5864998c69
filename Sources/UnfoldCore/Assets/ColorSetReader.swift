import Foundation
import UnfoldModel

/// Reads a colour set's `Contents.json` as Xcode and the apps that edit catalogs write it.
package enum ColorSetReader {
    /// The set, or a sentence saying what is wrong and where (a syntax error's line and column, or the field).
    package static func read(_ data: Data, name: String) -> Result<ColorSet, JSONProblem.Failure> {
        let file: ColorSetFile
        switch JSONProblem.result(ColorSetFile.self, from: data) {
        case .failure(let failure): return .failure(failure)
        case .success(let decoded): file = decoded
        }
        var entries: [ColorSet.Entry] = []
        for (k, entry) in (file.colors ?? []).enumerated() {
            // A Mac's or a watch's entry is not an iPhone's.
            guard ["universal", "iphone", "ipad", nil].contains(entry.idiom) else { continue }
            let at = "'colors[\(k)]"
            guard let color = entry.color else { return .failure(JSONProblem.Failure("\(at).color' is missing")) }
            var made = ColorSet.Entry(appearance: nil, highContrast: false, value: .color(RGBA(0, 0, 0)))
            for (j, a) in (entry.appearances ?? []).enumerated() {
                switch (a.appearance, a.value) {
                case ("luminosity", "light"): made.appearance = .light
                case ("luminosity", "dark"): made.appearance = .dark
                case ("contrast", "high"): made.highContrast = true
                case ("luminosity", "any"), ("contrast", "normal"): break
                default:
                    return .failure(
                        JSONProblem.Failure(
                            "\(at).appearances[\(j)]' is \(a.appearance) \(a.value): expected luminosity light or"
                                + " dark, or contrast high"))
                }
            }
            switch value(of: color, at: "\(at).color") {
            case .success(let v): made.value = v
            case .failure(let f): return .failure(f)
            }
            entries.append(made)
        }
        guard !entries.isEmpty else { return .failure(JSONProblem.Failure("'colors' holds no colour for iOS")) }
        return .success(ColorSet(name: name, entries: entries))
    }

    static func value(of color: ColorJSON, at path: String) -> Result<ColorSet.Value, JSONProblem.Failure> {
        if let reference = color.reference {
            // The old fixed colours (`darkTextColor`, `whiteColor`) that Xcode's list still offers.
            if let fixed = Color.cocoaTouchColors[reference] { return .success(.color(fixed)) }
            guard let name = Color.systemName(uiKit: reference) else {
                return .failure(
                    JSONProblem.Failure("\(path).reference' names \(reference), not a system colour Unfold knows"))
            }
            return .success(.system(name))
        }
        let spaceName = color.colorSpace ?? "srgb"
        guard let space = ColorSpace(rawValue: spaceName) else {
            let known = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(JSONProblem.Failure("\(path).color-space' is \(spaceName): expected one of \(known)"))
        }
        let components = color.components ?? [:]
        let keys = space == .grayGamma22 || space == .extendedGray ? ["white"] : ["red", "green", "blue"]
        var values: [Double] = []
        for key in keys + ["alpha"] {
            guard let written = components[key] else {
                if key == "alpha" {
                    values.append(1)
                    continue
                }
                return .failure(JSONProblem.Failure("\(path).components.\(key)' is missing"))
            }
            guard let v = written.value(alpha: key == "alpha") else {
                return .failure(
                    JSONProblem.Failure(
                        "\(path).components.\(key)' is \(written.text): expected a 0–1 decimal, a 0–255 integer or a "
                            + "hex"
                            + " string such as 0x1E"))
            }
            values.append(v)
        }
        return .success(.color(space.toSRGB(Array(values.dropLast()), alpha: values.last!)))
    }
}

struct ColorSetFile: Decodable {
    var colors: [ColorEntryJSON]?
}

struct ColorEntryJSON: Decodable {
    var idiom: String?
    var appearances: [AppearanceJSON]?
    var color: ColorJSON?
}

struct AppearanceJSON: Decodable {
    var appearance: String
    var value: String
}

struct ColorJSON: Decodable {
    var colorSpace: String?
    var components: [String: Component]?
    var platform: String?
    var reference: String?

    enum CodingKeys: String, CodingKey {
        case colorSpace = "color-space"
        case components, platform, reference
    }
}

/// One component as written: a string (`"0.259"`, `"66"`, `"0x42"`) or a JSON number.
enum Component: Decodable {
    case text(String)
    case number(Double)

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(String.self) {
            self = .text(s)
        } else {
            self = .number(try c.decode(Double.self))
        }
    }

    var text: String {
        switch self {
        case .text(let s): return "'\(s)'"
        case .number(let n): return "\(n)"
        }
    }

    /// 0…1 (more for extended spaces): hex strings and whole numbers over 1 are 0–255, decimals are themselves.
    /// `alpha` is a decimal even when written whole (`"1"`).
    func value(alpha: Bool) -> Double? {
        switch self {
        case .number(let n):
            guard n.isFinite else { return nil }
            return n > 1 && n == n.rounded() && !alpha ? n / 255 : n
        case .text(let raw):
            let s = raw.trimmingCharacters(in: .whitespaces)
            if s.hasPrefix("0x") || s.hasPrefix("0X") {
                guard let v = Int(s.dropFirst(2), radix: 16), (0...255).contains(v) else { return nil }
                return Double(v) / 255
            }
            if !s.contains("."), let whole = Int(s) {
                if alpha { return (0...1).contains(whole) ? Double(whole) : nil }
                return (0...255).contains(whole) ? Double(whole) / 255 : nil
            }
            guard let v = Double(s), v.isFinite else { return nil }
            return v
        }
    }
}
