/// The one-word values of elements' options.
public enum Visibility: String, Sendable, CaseIterable {
    case collapsed, expanded, always
    package func isVisible(expanded: Bool) -> Bool {
        switch self {
        case .always: return true
        case .collapsed: return !expanded
        case .expanded: return expanded
        }
    }
}
package enum StackAlign: String, Sendable { case leading, center, trailing, fill, top, bottom }
package enum Distribution: String, Sendable, CaseIterable {
    case fill, equalSpacing = "equal-spacing", equalCentering = "equal-centering"
}
public enum FontWeight: String, Sendable, CaseIterable {
    case regular, medium, semibold, bold, heavy, black

    /// Bold Text's weight: two steps heavier (regular → semibold, medium → bold, semibold → heavy, bold → black).
    package var bolder: FontWeight {
        let all = FontWeight.allCases
        return all[min(all.count - 1, all.firstIndex(of: self)! + 2)]
    }
}
public enum TextAlign: String, Sendable, CaseIterable { case left, center, right }
public enum ContentMode: String, Sendable { case fit, fill }
public enum TapAction: String, Sendable, CaseIterable { case toggle, expand, collapse }

/// When a switch is on.
package enum SwitchOn: Sendable, Equatable {
    case expanded, collapsed, always, never
    /// The row's value of this slot: `on` or `off`.
    case slot(String)

    func isOn(expanded: Bool, slots: [String: String]) -> Bool {
        switch self {
        case .expanded: return expanded
        case .collapsed: return !expanded
        case .always: return true
        case .never: return false
        case .slot(let name): return slots[name] == "on"
        }
    }
}

/// What a row's value for a slot must be.
package enum SlotKind: Sendable, Equatable { case text, image, symbol, color, onOff, traits, fraction }

package struct EdgeInsets: Sendable, Equatable {
    package var top, left, bottom, right: Double
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    package init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }
    package static let zero = EdgeInsets(all: 0)
}

/// The direction of the stack an element sits in (the root counts as in a vertical one).
package enum StackAxis: Sendable, Equatable { case vertical, horizontal }
