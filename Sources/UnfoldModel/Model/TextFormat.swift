/// A text written with the row's values in it (`text format "{name} items"`), as SwiftUI's `Text("\\(name) items")`.
package enum TextFormat {
    /// The slots a pattern names, in order; nil when a brace does not open or close a slot of a valid name.
    package static func slots(in pattern: String) -> [String]? {
        var out: [String] = []
        var rest = Substring(pattern)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else { return nil }
            let name = String(rest[rest.index(after: open)..<close])
            guard isIdentifier(name) else { return nil }
            out.append(name)
            rest = rest[rest.index(after: close)...]
        }
        return out
    }

    /// The pattern with each `{SLOT}` replaced by the row's value (empty where the row gives none).
    package static func filled(_ pattern: String, from slots: [String: String]) -> String {
        var out = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            out += slots[String(rest[rest.index(after: open)..<close])] ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
