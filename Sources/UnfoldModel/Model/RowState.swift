/// What a row's layout depends on.
package struct RowState: Sendable, Equatable, Hashable {
    package var expanded: Bool
    package var slots: [String: String]
    package var growth: Double
    package init(expanded: Bool, slots: [String: String], growth: Double = 0) {
        self.expanded = expanded
        self.slots = slots
        self.growth = growth
    }
}
