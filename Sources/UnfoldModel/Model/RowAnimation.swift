/// UITableView.RowAnimation: how an inserted row comes in and a deleted one goes.
package enum RowAnimation: String, Sendable, CaseIterable {
    case fade, right, left, top, bottom, middle, automatic, none

    /// `automatic` is `fade` here, as UIKit picks for a plain table.
    package var resolved: RowAnimation { self == .automatic ? .fade : self }
}
