/// A colour set of an asset catalog (`NAME.colorset`): its entries, each for an appearance and a contrast.
package struct ColorSet: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        /// `luminosity`: nil for any appearance.
        package var appearance: Appearance?
        /// `contrast high`; false for any contrast.
        package var highContrast: Bool
        package var value: Value

        /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
        package init(
            appearance: Appearance? = nil, highContrast: Bool, value: Value
        ) {
            self.appearance = appearance
            self.highContrast = highContrast
            self.value = value
        }
    }

    /// What an entry holds: components in a colour space, or a system colour by UIKit's name.
    package enum Value: Sendable, Hashable {
        case color(RGBA)
        /// A system colour in the scene's kebab-case name (`systemBlueColor` → `system-blue`).
        case system(String)
    }

    package var name: String
    package var entries: [Entry]

    /// The entry iOS picks: the exact match; else the same luminosity without the contrast; else the contrast
    /// without a luminosity; else the universal one.
    package func entry(_ appearance: Appearance, highContrast: Bool) -> Entry? {
        let tries: [(Appearance?, Bool)] = [
            (appearance, highContrast), (appearance, false), (nil, highContrast), (nil, false)
        ]
        for (a, c) in tries {
            if let hit = entries.first(where: { $0.appearance == a && $0.highContrast == c }) { return hit }
        }
        return entries.first
    }

    package func resolved(_ appearance: Appearance, highContrast: Bool) -> RGBA {
        switch entry(appearance, highContrast: highContrast)?.value {
        case .color(let c): return c
        case .system(let name): return Color.system(name).resolved(appearance, highContrast: highContrast)
        case nil: return RGBA(0, 0, 0)
        }
    }

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        name: String, entries: [Entry]
    ) {
        self.name = name
        self.entries = entries
    }
}
