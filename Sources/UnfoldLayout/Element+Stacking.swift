import UnfoldModel

/// A stack's options as the layouts read them off the element that holds the stack (the kind's `stacking`); any
/// other kind has UIStackView's defaults and no SwiftUI frame.
extension Element {
    var direction: StackDirection? { stacking?.direction }
    var spacing: Double { stacking?.spacing ?? 0 }
    var align: StackAlign? { stacking?.align }
    var distribute: Distribution { stacking?.distribute ?? .fill }
    /// SwiftUI's frame on a stack: `width`, `height` and `max-width`.
    var frameWidth: Double? { stacking?.width }
    var frameHeight: Pair<Double>? { stacking?.height }
    var maxWidth: Double? { stacking?.maxWidth }
}

extension Element {
    /// Whether its bottom edge (`atEnd`) or its top edge is a text's, for SwiftUI's spacing between views: a text;
    /// a horizontal or layered stack holding one; a vertical stack whose last (first) shown view is one.
    func showsText(atEnd: Bool, shown: (Element) -> Bool) -> Bool {
        if textLabel != nil { return true }
        guard let stacking else { return false }
        let kids = children.filter { !$0.isSpace && shown($0) }
        if stacking.direction != .vertical { return kids.contains { $0.showsText(atEnd: atEnd, shown: shown) } }
        return (atEnd ? kids.last : kids.first)?.showsText(atEnd: atEnd, shown: shown) ?? false
    }
}
