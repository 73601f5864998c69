/// An sRGB color with straight (not premultiplied) alpha, components 0…1.
public struct RGBA: Sendable, Equatable, Hashable {
    public package(set) var r, g, b, a: Double
    package init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
    package init(bytes r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(Double(r) / 255, Double(g) / 255, Double(b) / 255, a)
    }
    package func withAlpha(_ factor: Double) -> RGBA { RGBA(r, g, b, a * factor) }
}

/// A color as written in a scene: a literal, or a system color resolved by appearance.
package enum Color: Sendable, Equatable, Hashable {
    case literal(RGBA)
    case system(String)

    package func resolved(_ appearance: Appearance) -> RGBA {
        switch self {
        case .literal(let c): return c
        case .system(let name):
            let pair = Color.systemTable[name] ?? (RGBA(0, 0, 0), RGBA(1, 1, 1))
            return appearance == .light ? pair.0 : pair.1
        }
    }

    /// Every name a scene may write: UIKit's system colours in kebab case (the tint colours also without
    /// `system-`), and the version-1 names.
    package static var systemNames: [String] { publicNames }

    static let tints: [(String, RGBA, RGBA)] = [
        ("red", RGBA(bytes: 255, 59, 48), RGBA(bytes: 255, 69, 58)),
        ("orange", RGBA(bytes: 255, 149, 0), RGBA(bytes: 255, 159, 10)),
        ("yellow", RGBA(bytes: 255, 204, 0), RGBA(bytes: 255, 214, 10)),
        ("green", RGBA(bytes: 52, 199, 89), RGBA(bytes: 48, 209, 88)),
        ("mint", RGBA(bytes: 0, 199, 190), RGBA(bytes: 99, 230, 226)),
        ("teal", RGBA(bytes: 48, 176, 199), RGBA(bytes: 64, 200, 224)),
        ("cyan", RGBA(bytes: 50, 173, 230), RGBA(bytes: 100, 210, 255)),
        ("blue", RGBA(bytes: 0, 122, 255), RGBA(bytes: 10, 132, 255)),
        ("indigo", RGBA(bytes: 88, 86, 214), RGBA(bytes: 94, 92, 230)),
        ("purple", RGBA(bytes: 175, 82, 222), RGBA(bytes: 191, 90, 242)),
        ("pink", RGBA(bytes: 255, 45, 85), RGBA(bytes: 255, 55, 95)),
        ("brown", RGBA(bytes: 162, 132, 94), RGBA(bytes: 172, 142, 104))
    ]

    static let others: [(String, RGBA, RGBA)] = [
        ("gray", RGBA(bytes: 142, 142, 147), RGBA(bytes: 142, 142, 147)),
        ("gray2", RGBA(bytes: 174, 174, 178), RGBA(bytes: 99, 99, 102)),
        ("gray3", RGBA(bytes: 199, 199, 204), RGBA(bytes: 72, 72, 74)),
        ("gray4", RGBA(bytes: 209, 209, 214), RGBA(bytes: 58, 58, 60)),
        ("gray5", RGBA(bytes: 229, 229, 234), RGBA(bytes: 44, 44, 46)),
        ("gray6", RGBA(bytes: 242, 242, 247), RGBA(bytes: 28, 28, 30)),
        ("label", RGBA(0, 0, 0), RGBA(1, 1, 1)),
        ("secondary-label", RGBA(bytes: 60, 60, 67, 0.6), RGBA(bytes: 235, 235, 245, 0.6)),
        ("tertiary-label", RGBA(bytes: 60, 60, 67, 0.3), RGBA(bytes: 235, 235, 245, 0.3)),
        ("quaternary-label", RGBA(bytes: 60, 60, 67, 0.18), RGBA(bytes: 235, 235, 245, 0.16)),
        ("placeholder-text", RGBA(bytes: 60, 60, 67, 0.3), RGBA(bytes: 235, 235, 245, 0.3)),
        ("separator", RGBA(bytes: 60, 60, 67, 0.29), RGBA(bytes: 84, 84, 88, 0.6)),
        ("opaque-separator", RGBA(bytes: 198, 198, 200), RGBA(bytes: 56, 56, 58)),
        ("link", RGBA(bytes: 0, 122, 255), RGBA(bytes: 9, 132, 255)),
        ("system-background", RGBA(1, 1, 1), RGBA(0, 0, 0)),
        ("secondary-system-background", RGBA(bytes: 242, 242, 247), RGBA(bytes: 28, 28, 30)),
        ("tertiary-system-background", RGBA(1, 1, 1), RGBA(bytes: 44, 44, 46)),
        ("system-grouped-background", RGBA(bytes: 242, 242, 247), RGBA(0, 0, 0)),
        ("secondary-system-grouped-background", RGBA(1, 1, 1), RGBA(bytes: 28, 28, 30)),
        ("tertiary-system-grouped-background", RGBA(bytes: 242, 242, 247), RGBA(bytes: 44, 44, 46)),
        ("system-fill", RGBA(bytes: 120, 120, 128, 0.2), RGBA(bytes: 120, 120, 128, 0.36)),
        ("secondary-system-fill", RGBA(bytes: 120, 120, 128, 0.16), RGBA(bytes: 120, 120, 128, 0.32)),
        ("tertiary-system-fill", RGBA(bytes: 118, 118, 128, 0.12), RGBA(bytes: 118, 118, 128, 0.24)),
        ("quaternary-system-fill", RGBA(bytes: 116, 116, 128, 0.08), RGBA(bytes: 118, 118, 128, 0.18)),
        ("white", RGBA(1, 1, 1), RGBA(1, 1, 1)),
        ("black", RGBA(0, 0, 0), RGBA(0, 0, 0)),
        ("clear", RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0)),
        // Version 1's names.
        ("background", RGBA(1, 1, 1), RGBA(0, 0, 0)),
        ("secondary-background", RGBA(bytes: 242, 242, 247), RGBA(bytes: 28, 28, 30)),
        ("grouped-background", RGBA(bytes: 242, 242, 247), RGBA(0, 0, 0)),
        ("selection", RGBA(bytes: 209, 209, 214), RGBA(bytes: 58, 58, 60))
    ]

    /// Colours the renderer uses that scenes do not name.
    static let internalColors: [(String, RGBA, RGBA)] = [
        ("grouped-cell", RGBA(1, 1, 1), RGBA(bytes: 28, 28, 30)),
        ("header-label", RGBA(bytes: 60, 60, 67, 0.6), RGBA(bytes: 235, 235, 245, 0.6)),
        ("plain-header", RGBA(bytes: 247, 247, 247), RGBA(bytes: 28, 28, 30)),
        ("switch-off", RGBA(bytes: 233, 233, 234), RGBA(bytes: 57, 57, 61))
    ]

    static let publicNames: [String] = tints.flatMap { [$0.0, "system-" + $0.0] } + others.map(\.0)

    /// iOS's light and dark values (UIColor system colors).
    static let systemTable: [String: (RGBA, RGBA)] = {
        var table: [String: (RGBA, RGBA)] = [:]
        for (name, light, dark) in tints {
            table[name] = (light, dark)
            table["system-" + name] = (light, dark)
        }
        for (name, light, dark) in others + internalColors { table[name] = (light, dark) }
        return table
    }()

    /// Every public name with its light and dark values, for the reference.
    package static var reference: [(name: String, light: RGBA, dark: RGBA)] {
        publicNames.map { ($0, systemTable[$0]!.0, systemTable[$0]!.1) }
    }
}
