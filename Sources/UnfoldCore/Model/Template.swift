/// A value that differs between a row's collapsed and expanded state (`3/0`).
public struct Pair<T: Sendable & Equatable>: Sendable, Equatable {
    public var collapsed: T
    public var expanded: T
    public init(_ collapsed: T, _ expanded: T) {
        self.collapsed = collapsed
        self.expanded = expanded
    }
    public init(_ both: T) { self.init(both, both) }
    public func value(expanded isExpanded: Bool) -> T { isExpanded ? expanded : collapsed }
}

public struct LongPress: Sendable, Equatable {
    public var minimum: Micros
    public var step: Double
    public var interval: Micros
    public var limit: Double
}

/// A cell template: one root element plus cell-line options.
public struct Template: Sendable, Equatable {
    public var name: String
    public var root: Element
    public var height: Double?
    public var minHeight: Double?
    public var background: Color?
    public var animation: AnimationSpec?
    public var longPress: LongPress?
    public var location: SourceLocation
    /// The elements in pre-order; an element's `index` is its position here.
    public var flattened: [Element] = []

    public mutating func index() {
        var list: [Element] = []
        func visit(_ e: inout Element) {
            e.index = list.count
            list.append(e)
            for i in e.children.indices { visit(&e.children[i]) }
            list[e.index] = e
        }
        visit(&root)
        flattened = list
    }

    public var slotNames: [String] { flattened.compactMap { $0.slot } }
}

public enum Visibility: String, Sendable, CaseIterable {
    case collapsed, expanded, always
    public func isVisible(expanded: Bool) -> Bool {
        switch self {
        case .always: return true
        case .collapsed: return !expanded
        case .expanded: return expanded
        }
    }
}
public enum StackAlign: String, Sendable { case leading, center, trailing, fill, top, bottom }
public enum Distribution: String, Sendable, CaseIterable {
    case fill, equalSpacing = "equal-spacing", equalCentering = "equal-centering"
}
public enum FontWeight: String, Sendable, CaseIterable { case regular, medium, semibold, bold }
public enum TextAlign: String, Sendable, CaseIterable { case left, center, right }
public enum ContentMode: String, Sendable { case fit, fill }
public enum TapAction: String, Sendable, CaseIterable { case toggle, expand, collapse }
public enum SymbolName: String, Sendable, CaseIterable {
    case ellipsis, chevronDown = "chevron-down", chevronRight = "chevron-right", chevronUp = "chevron-up"
    case plus, minus, xmark, info, star
}

public struct EdgeInsets: Sendable, Equatable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }
    public static let zero = EdgeInsets(all: 0)
}

public enum ElementKind: Sendable, Equatable {
    case vstack, hstack
    /// A text from a slot (`text title`) or a literal (`text "Hi"`).
    case text(slot: String?, literal: String?)
    case image(slot: String)
    case symbol(SymbolName)
    case box
    /// `spacer` (nil: flexible) or `spacer N`.
    case spacer(Double?)

    public var isStack: Bool { self == .vstack || self == .hstack }
    public var isImage: Bool {
        if case .image = self { return true }
        return false
    }
}

public struct Element: Sendable, Equatable {
    public var kind: ElementKind
    public var children: [Element] = []
    public var index: Int = 0
    public var location: SourceLocation
    // Stack options.
    public var spacing: Double = 0
    public var padding: EdgeInsets = .zero
    public var align: StackAlign? = nil
    public var distribute: Distribution = .fill
    // Text options.
    public var fontWeight: FontWeight = .regular
    public var fontSize: Double = 17
    public var color: Color? = nil
    public var lines: Pair<Int> = Pair(0)
    public var textAlign: TextAlign = .left
    // Image, box, symbol options.
    public var height: Pair<Double>? = nil
    public var width: Double? = nil
    public var contentMode: ContentMode = .fill
    public var size: Double = 17
    public var rotation: Pair<Double> = Pair(0)
    // Every element.
    public var visible: Visibility = .always
    public var background: Color? = nil
    public var corner: Double = 0
    public var tap: TapAction? = nil

    public init(kind: ElementKind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The slot this element reads, if any.
    public var slot: String? {
        switch kind {
        case .text(let s, _): return s
        case .image(let s): return s
        default: return nil
        }
    }

    /// The name `tap ID.NAME` uses: the slot, or the symbol's name.
    public var buttonName: String? {
        if let s = slot { return s }
        if case .symbol(let n) = kind { return n.rawValue }
        return nil
    }
}
