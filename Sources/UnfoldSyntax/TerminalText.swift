/// Text from a scene or a file name, made safe to print on a terminal: a control character (C0 but newline and
/// tab, DEL, C1) is written as its escape `\u{1B}`, so a scene cannot set the terminal's title or clear it.
package enum TerminalText {
    package static func isControl(_ u: Unicode.Scalar) -> Bool {
        u.value < 0x20 || (0x7F...0x9F).contains(u.value)
    }

    /// How a scalar is printed: itself, or its escape.
    static func shown(_ u: Unicode.Scalar) -> String {
        let hex = String(u.value, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
    }

    /// Every control character escaped but newlines and tabs, which lay out the message.
    package static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        var out = ""
        for u in text.unicodeScalars {
            if isControl(u) && u != "\n" && u != "\t" {
                out += shown(u)
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// Every control character escaped, newlines and tabs too: a name inside a line (a preview's title) must not
    /// break it in two.
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for u in text.unicodeScalars {
            if isControl(u) { out += shown(u) } else { out.unicodeScalars.append(u) }
        }
        return out
    }

    /// How many columns a scalar takes once made safe (for a caret under an escaped line).
    static func width(_ u: Unicode.Scalar) -> Int {
        isControl(u) && u != "\t" ? shown(u).unicodeScalars.count : 1
    }
}
