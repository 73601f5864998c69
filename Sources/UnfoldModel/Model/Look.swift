/// `look ios26|ios18`: which system design the scene is drawn in (SCENE-FORMAT "Pixels like iOS"). Version 5's
/// pixels are `ios18`'s. Each number here was measured on iOS's own snapshot images; `docs/ios-metrics.md` names
/// the repository, commit and image of each.
package enum Look: String, Sendable, CaseIterable {
    case ios26, ios18

    /// A SwiftUI `List` row's insets (top, leading, bottom, trailing) in an inset-grouped list: a one-line body
    /// row is 51 pt tall on iOS 26 and 44 on iOS 18, its text 16 and 20 pt inside the card (home-assistant's
    /// and SpeziViews' list rows, both versions of the same tests). The least height (`listRowMinHeight`) makes a
    /// one-line row 51 pt; 14.5 above and below, about half of what that height leaves around Inter's 20.7-pt body
    /// line, space the lines of a taller row. iOS 18's 11.5 are version 5's.
    package var listRowInsets: EdgeInsets {
        switch self {
        case .ios26: return EdgeInsets(top: 14.5, left: 16, bottom: 14.5, right: 16)
        case .ios18: return EdgeInsets(top: 11.5, left: 20, bottom: 11.5, right: 20)
        }
    }

    /// A list row's least height: 51 and 44 pt, as measured above.
    package var listRowMinHeight: Double {
        switch self {
        case .ios26: return 51
        case .ios18: return 44
        }
    }
}
