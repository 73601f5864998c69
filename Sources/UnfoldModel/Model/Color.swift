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

/// A color as written in a scene: a literal, a system color resolved by appearance, or an asset catalog's
/// colour set, resolved by appearance and contrast.
package enum Color: Sendable, Equatable, Hashable {
    case literal(RGBA)
    case system(String)
    case asset(ColorSet)

    /// `highContrast`: Increase Contrast (the `contrast high` directive).
    package func resolved(_ appearance: Appearance, highContrast: Bool = false) -> RGBA {
        switch self {
        case .literal(let c): return c
        case .system(let name):
            if highContrast, let pair = Color.increasedContrast[name] { return appearance == .light ? pair.0 : pair.1 }
            let pair = Color.systemTable[name] ?? (RGBA(0, 0, 0), RGBA(1, 1, 1))
            return appearance == .light ? pair.0 : pair.1
        case .asset(let set): return set.resolved(appearance, highContrast: highContrast)
        }
    }

    /// Increase Contrast's light and dark values of the tints and grays, from the system colour table of
    /// Apple's Human Interface Guidelines. Colours not listed keep their values.
    static let increasedContrastValues: [(String, RGBA, RGBA)] = [
        ("red", RGBA(bytes: 215, 0, 21), RGBA(bytes: 255, 105, 97)),
        ("orange", RGBA(bytes: 201, 52, 0), RGBA(bytes: 255, 179, 64)),
        ("yellow", RGBA(bytes: 178, 80, 0), RGBA(bytes: 255, 212, 38)),
        ("green", RGBA(bytes: 36, 138, 61), RGBA(bytes: 48, 219, 91)),
        ("mint", RGBA(bytes: 12, 129, 123), RGBA(bytes: 102, 212, 207)),
        ("teal", RGBA(bytes: 0, 130, 153), RGBA(bytes: 93, 230, 255)),
        ("cyan", RGBA(bytes: 0, 113, 164), RGBA(bytes: 112, 215, 255)),
        ("blue", RGBA(bytes: 0, 64, 221), RGBA(bytes: 64, 156, 255)),
        ("indigo", RGBA(bytes: 54, 52, 163), RGBA(bytes: 125, 122, 255)),
        ("purple", RGBA(bytes: 137, 68, 171), RGBA(bytes: 218, 143, 255)),
        ("pink", RGBA(bytes: 211, 15, 69), RGBA(bytes: 255, 100, 130)),
        ("brown", RGBA(bytes: 127, 101, 69), RGBA(bytes: 181, 148, 105)),
        ("gray", RGBA(bytes: 108, 108, 112), RGBA(bytes: 174, 174, 178)),
        ("gray2", RGBA(bytes: 142, 142, 147), RGBA(bytes: 124, 124, 128)),
        ("gray3", RGBA(bytes: 174, 174, 178), RGBA(bytes: 84, 84, 86)),
        ("gray4", RGBA(bytes: 188, 188, 192), RGBA(bytes: 68, 68, 70)),
        ("gray5", RGBA(bytes: 216, 216, 220), RGBA(bytes: 54, 54, 56)),
        ("gray6", RGBA(bytes: 235, 235, 240), RGBA(bytes: 36, 36, 38))
    ]

    /// `increasedContrastValues` by every name a scene may write for them.
    static let increasedContrast: [String: (RGBA, RGBA)] = {
        var table: [String: (RGBA, RGBA)] = [:]
        for (name, light, dark) in increasedContrastValues {
            table[name] = (light, dark)
            if tints.contains(where: { $0.0 == name }) { table["system-" + name] = (light, dark) }
        }
        return table
    }()
    /// The old fixed colours, as UIKit defines them: Interface Builder's `cocoaTouchSystemColor` and a colour
    /// set's `reference` name them.
    package static let cocoaTouchColors: [String: RGBA] = [
        "darkTextColor": RGBA(0, 0, 0), "lightTextColor": RGBA(1, 1, 1, 0.6), "whiteColor": RGBA(1, 1, 1),
        "blackColor": RGBA(0, 0, 0), "clearColor": RGBA(0, 0, 0, 0),
        "groupTableViewBackgroundColor": RGBA(bytes: 242, 242, 247),
        "tableCellGroupedBackgroundColor": RGBA(1, 1, 1)
    ]

    /// A UIKit name as catalogs write it (`systemBlueColor`, `secondaryLabelColor`) in the scene's kebab case,
    /// when the scene knows it.
    package static func systemName(uiKit name: String) -> String? {
        var base = name
        if base.hasSuffix("Color") { base = String(base.dropLast(5)) }
        var kebab = ""
        for ch in base {
            if ch.isUppercase || (ch.isNumber && !(kebab.last?.isNumber ?? false)) {
                if !kebab.isEmpty { kebab.append("-") }
                kebab.append(Character(ch.lowercased()))
            } else {
                kebab.append(ch)
            }
        }
        // systemGray2 is written gray2 here, as the scene's other grays are.
        let candidates = [
            kebab, kebab.replacingOccurrences(of: "-", with: ""),
            kebab.replacingOccurrences(of: "system-gray-", with: "gray"),
            kebab.replacingOccurrences(of: "system-", with: "")
        ]
        return candidates.first { systemTable[$0] != nil && publicNames.contains($0) }
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

    package static let publicNames: [String] = tints.flatMap { [$0.0, "system-" + $0.0] } + others.map(\.0)

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
