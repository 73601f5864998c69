package enum Action: Sendable, Equatable {
    case tap(row: Int)
    case tapButton(row: Int, element: Int)
    case expand(row: Int)
    case collapse(row: Int)
    case toggle(row: Int)
    case set(row: Int, slot: String, value: String)
    case longPress(row: Int, duration: Micros)
    /// `animation`: `over DURATION [CURVE]`, else the scene's.
    case scrollTo(row: Int, position: ScrollPosition, animation: AnimationSpec? = nil)
    case scrollBy(dy: Double, animation: AnimationSpec?)
    /// `insert ID after|before ID …`: the row is already in the list (with height 0 until now).
    case insert(row: Int, animation: RowAnimation)
    case delete(row: Int, animation: RowAnimation)
    /// `move ID …`: `row` is the row's new place in the list, `from` its old one (equal when it stays).
    case move(row: Int, from: Int)
    /// `tap|expand|collapse section NAME`: every row of a collapsible section leaves or comes back.
    case section(Int, SectionChange)

    /// Whether the action reloads the table under `update reload-data` (scrolls and presses do not; taps decide
    /// for themselves).
    package var changesTheList: Bool {
        switch self {
        case .expand, .collapse, .toggle, .set, .tapButton: return true
        case .tap, .longPress, .scrollTo, .scrollBy, .insert, .delete, .move, .section: return false
        }
    }

    package var isListEdit: Bool {
        switch self {
        case .insert, .delete, .move, .section: return true
        default: return false
        }
    }

    package var isScroll: Bool {
        switch self {
        case .scrollTo, .scrollBy: return true
        default: return false
        }
    }

    /// The row the action names, if any.
    package var row: Int? {
        switch self {
        case .tap(let r), .tapButton(let r, _), .expand(let r), .collapse(let r), .toggle(let r),
            .set(let r, _, _), .longPress(let r, _), .scrollTo(let r, _, _), .insert(let r, _), .delete(let r, _),
            .move(let r, _):
            return r
        case .scrollBy, .section: return nil
        }
    }
}

extension Action {
    /// The same action after a row was inserted at `position` (rows from there on move down by one).
    package func shifted(from position: Int) -> Action {
        func s(_ r: Int) -> Int { r >= position ? r + 1 : r }
        switch self {
        case .tap(let r): return .tap(row: s(r))
        case .tapButton(let r, let e): return .tapButton(row: s(r), element: e)
        case .expand(let r): return .expand(row: s(r))
        case .collapse(let r): return .collapse(row: s(r))
        case .toggle(let r): return .toggle(row: s(r))
        case .set(let r, let slot, let value): return .set(row: s(r), slot: slot, value: value)
        case .longPress(let r, let d): return .longPress(row: s(r), duration: d)
        case .scrollTo(let r, let p, let a): return .scrollTo(row: s(r), position: p, animation: a)
        case .scrollBy, .section: return self
        case .insert(let r, let a): return .insert(row: s(r), animation: a)
        case .delete(let r, let a): return .delete(row: s(r), animation: a)
        case .move(let r, let from): return .move(row: s(r), from: s(from))
        }
    }
}
