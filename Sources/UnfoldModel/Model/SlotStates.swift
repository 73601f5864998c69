/// A row value written `A/B`: the slot's collapsed value and its expanded one. The expanded value is kept beside
/// the collapsed one under the slot's name followed by `/`, a key no slot name can be, so that rows, repeats,
/// inserts and copies carry both without a second table.
package enum SlotStates {
    package static let mark = "/"

    /// The key that holds `slot`'s expanded value.
    package static func expandedKey(_ slot: String) -> String { slot + mark }

    /// Whether `key` holds an expanded value rather than a slot's own.
    static func isExpandedKey(_ key: String) -> Bool { key.hasSuffix(mark) }

    /// The slot whose value `key` holds, in either state.
    package static func slot(of key: String) -> String { isExpandedKey(key) ? String(key.dropLast()) : key }

    /// The values a row shows in one state: each slot's expanded value replaces its own while expanded.
    package static func resolved(_ slots: [String: String], expanded: Bool) -> [String: String] {
        guard slots.keys.contains(where: isExpandedKey) else { return slots }
        var out: [String: String] = [:]
        for (key, value) in slots where !isExpandedKey(key) {
            out[key] = expanded ? slots[expandedKey(key)] ?? value : value
        }
        return out
    }

    /// The slots as written on a row line, in name order: each value, or the pair `A/B` where one is given. A
    /// name that is not a plain word (an Interface Builder user label with spaces) is quoted.
    package static func written(_ slots: [String: String], quote: (String) -> String) -> [(slot: String, value: String)]
    {
        slots.keys.filter { !isExpandedKey($0) }.sorted().map { key in
            let value = quote(slots[key]!)
            let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            return (plain ? key : quote(key), slots[expandedKey(key)].map { value + mark + quote($0) } ?? value)
        }
    }
}
