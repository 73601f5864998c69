public enum ScrollPosition: String, Sendable, CaseIterable { case top, middle, bottom }

public enum Action: Sendable, Equatable {
    case tap(row: Int)
    case tapButton(row: Int, element: Int)
    case expand(row: Int)
    case collapse(row: Int)
    case toggle(row: Int)
    case set(row: Int, slot: String, value: String)
    case longPress(row: Int, duration: Micros)
    case scrollTo(row: Int, position: ScrollPosition)
    case scrollBy(dy: Double, animation: AnimationSpec?)

    /// Whether the action reloads the table under `update reload-data` (scrolls and presses do not; taps decide
    /// for themselves).
    public var changesTheList: Bool {
        switch self {
        case .expand, .collapse, .toggle, .set, .tapButton: return true
        case .tap, .longPress, .scrollTo, .scrollBy: return false
        }
    }

    public var isScroll: Bool {
        switch self {
        case .scrollTo, .scrollBy: return true
        default: return false
        }
    }

    /// The row the action names, if any.
    public var row: Int? {
        switch self {
        case .tap(let r), .tapButton(let r, _), .expand(let r), .collapse(let r), .toggle(let r),
            .set(let r, _, _), .longPress(let r, _), .scrollTo(let r, _):
            return r
        case .scrollBy: return nil
        }
    }
}

/// An action at its time, with where it was written.
public struct TimedAction: Sendable, Equatable {
    public var time: Micros
    public var action: Action
    public var location: SourceLocation
    public init(time: Micros, action: Action, location: SourceLocation) {
        self.time = time
        self.action = action
        self.location = location
    }
}
