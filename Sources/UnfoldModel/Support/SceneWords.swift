import Foundation

// The scene format's spelling of the model's values, read and written: what the model's own types (an element
// kind's scene text, a scene's colours, a JSON problem's numbers) and resolution both use.

/// A number as scene text writes it: whole numbers without a point.
package func formatNumber(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
}

/// A number as the scene format reads it back to the same value.
package func sceneNumber(_ v: Double) -> String { formatNumber(v) }

/// A `C/E` pair as scene text writes it: one number when both states agree.
package func pair(_ p: Pair<Double>) -> String {
    p.collapsed == p.expanded ? sceneNumber(p.collapsed) : "\(sceneNumber(p.collapsed))/\(sceneNumber(p.expanded))"
}

/// A colour as scene text writes it: a system name, a catalog colour's quoted name, or `#RRGGBBAA`.
/// `padding N` when every side is the same, else `padding TOP LEFT BOTTOM RIGHT`.
package func scenePadding(_ p: EdgeInsets) -> String {
    if p.top == p.left && p.left == p.bottom && p.bottom == p.right { return sceneNumber(p.top) }
    return [p.top, p.left, p.bottom, p.right].map(sceneNumber).joined(separator: " ")
}

package func color(_ c: Color) -> String {
    switch c {
    case .system(let name): return name
    case .asset(let set): return "\"\(set.name)\""
    case .literal(let rgba):
        func byte(_ v: Double) -> String {
            let b = Int((v * 255).rounded())
            return String(format: "%02X", max(0, min(255, b)))
        }
        return "#" + byte(rgba.r) + byte(rgba.g) + byte(rgba.b) + byte(rgba.a)
    }
}

/// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or a system colour's name.
package func parseColor(_ s: String) -> Color? {
    if s.hasPrefix("#") {
        var hex = String(s.dropFirst())
        guard [3, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else { return nil }
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard let v = UInt64(hex, radix: 16) else { return nil }
        let full = hex.count == 6 ? (v << 8) | 0xFF : v
        return .literal(
            RGBA(
                bytes: Int(full >> 24 & 0xFF), Int(full >> 16 & 0xFF), Int(full >> 8 & 0xFF), Double(full & 0xFF) / 255)
        )
    }
    return Color.systemTable[s] != nil && Color.publicNames.contains(s) ? .system(s) : nil
}

/// A slot, template or element name: a letter or `_`, then letters, digits, `_` and `-` (`{i}` in a pattern).
package func isIdentifier(_ s: String, allowPattern: Bool = false) -> Bool {
    var t = s
    if allowPattern { t = t.replacingOccurrences(of: "{i}", with: "0") }
    guard let first = t.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
    return t.unicodeScalars.allSatisfy {
        $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
}

/// A scene-format string: quotes, backslashes and control characters escaped.
package func sceneQuoted(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 || u.value == 0x7F {
                out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}
