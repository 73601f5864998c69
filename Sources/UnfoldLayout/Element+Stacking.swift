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
