/// SF Symbols' names, with `.` written `-`.
public enum SymbolName: String, Sendable, CaseIterable {
    case chevronDown = "chevron-down", chevronUp = "chevron-up", chevronLeft = "chevron-left"
    case chevronRight = "chevron-right", ellipsis, ellipsisCircle = "ellipsis-circle", plus
    case plusCircle = "plus-circle", minus, minusCircle = "minus-circle", xmark, xmarkCircle = "xmark-circle", info
    case infoCircle = "info-circle", checkmark, checkmarkCircle = "checkmark-circle", star, starFill = "star-fill",
        heart
    case heartFill = "heart-fill", bell, bellFill = "bell-fill", gearshape, trash, pencil, person
    case personCircle = "person-circle", magnifyingglass, wifi, lock, globe, photo, doc, folder, calendar, clock
    case bookmark, tag, cart, house, envelope, phone, paperplane, squareAndArrowUp = "square-and-arrow-up"
    case arrowUp = "arrow-up", arrowDown = "arrow-down", exclamationmarkTriangle = "exclamationmark-triangle", airplane
    case tray
    /// The status bar's cellular bars and battery.
    case cellularbars, battery100 = "battery-100"

    /// Symbols that point along the reading direction: mirrored in right-to-left layouts.
    package var isDirectional: Bool { [.chevronLeft, .chevronRight].contains(self) }
}
