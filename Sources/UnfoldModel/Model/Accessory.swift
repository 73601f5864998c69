/// `accessory KIND` after a template's name: UITableViewCell's accessory, drawn at the trailing edge outside
/// the content, which gets that much less width.
public enum Accessory: String, Sendable, CaseIterable {
    case disclosure, checkmark, detail
    case detailDisclosure = "detail-disclosure"
    case none

    /// What it draws, from the leading side to the trailing edge.
    package var parts: [AccessoryPart] {
        switch self {
        case .disclosure: return [.disclosure]
        case .checkmark: return [.checkmark]
        case .detail: return [.detail]
        case .detailDisclosure: return [.detail, .disclosure]
        case .none: return []
        }
    }
}

/// One symbol of a row's accessories, as UITableViewCell and UICellAccessory draw them.
public enum AccessoryPart: String, Sendable {
    /// `UITableViewCell.AccessoryType.disclosureIndicator`.
    case disclosure
    /// `.checkmark`: shown while the row is selected or expanded.
    case checkmark
    /// `.detailButton`.
    case detail
    /// `UICellAccessory.outlineDisclosure` on a row with children: turns 90° while expanded.
    case outline = "outline-disclosure"

    package var symbol: SymbolName {
        switch self {
        case .disclosure, .outline: return .chevronRight
        case .checkmark: return .checkmark
        case .detail: return .infoCircle
        }
    }

    package var color: Color {
        switch self {
        case .disclosure, .outline: return .system("tertiary-label")
        case .checkmark, .detail: return .system("blue")
        }
    }

    /// The square the symbol is drawn in (its point size): a chevron about 13 pt tall, a checkmark of body
    /// text's size, the 22 pt detail button.
    package var size: Double {
        switch self {
        case .disclosure, .outline: return 16
        case .checkmark: return 17
        case .detail: return 22
        }
    }
}

/// Where accessories go in a row: the row's trailing margin and the space between two of them.
package enum AccessoryMetrics {
    /// From the row's trailing edge to the last accessory.
    package static let margin = 16.0
    /// Between two accessories (the detail button and the chevron of `detail-disclosure`).
    package static let spacing = 12.0

    /// The width the content view gives up to the parts, as UIKit lays a cell out: the table's trailing margin
    /// (20 pt where the table is 414 pt wide or more, else 16) and, for one chevron, 10.5 pt; for one checkmark,
    /// 24 pt. Those are the content views Xcode 15 and 16 store beside these accessories (383.5 of 414 and
    /// 370 of 414 in plain tables, 316.5 of 343 in an inset-grouped one). Other parts give up their symbols'
    /// squares and the spacing between them.
    package static func width(of parts: [AccessoryPart], wide: Bool) -> Double {
        guard !parts.isEmpty else { return 0 }
        let trailingMargin = wide ? 20.0 : 16.0
        switch parts {
        case [.disclosure], [.outline]: return trailingMargin + 10.5
        case [.checkmark]: return trailingMargin + 24
        default:
            let symbols = parts.reduce(0) { $0 + $1.size }
            return symbols + spacing * Double(parts.count - 1) + margin
        }
    }
}
