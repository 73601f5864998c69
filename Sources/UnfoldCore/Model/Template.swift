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
    /// Where each element sits in the tree, by index.
    public var links: [ElementLink] = []
    /// Each element's id in `timeline.json` and in `tap ROW.ID`, by index.
    public var ids: [String] = []

    public mutating func index() {
        var list: [Element] = []
        var links: [ElementLink] = []
        func visit(_ e: inout Element, parent: Int?, previous: Int?, axis: StackAxis) {
            e.index = list.count
            list.append(e)
            links.append(ElementLink(parent: parent, previous: previous, axis: axis, subtreeEnd: e.index + 1))
            var before: Int? = nil
            let childAxis: StackAxis = e.kind == .hstack ? .horizontal : .vertical
            for i in e.children.indices {
                visit(&e.children[i], parent: e.index, previous: before, axis: childAxis)
                before = e.children[i].index
            }
            links[e.index].subtreeEnd = list.count
            list[e.index] = e
        }
        visit(&root, parent: nil, previous: nil, axis: .vertical)
        flattened = list
        self.links = links
        ids = Template.ids(of: list)
    }

    /// `id NAME`, else the slot, else the symbol's name, else `KIND-N`; a derived id that repeats one
    /// before it gets `-2`, `-3`, ….
    static func ids(of elements: [Element]) -> [String] {
        var taken = Set(elements.compactMap(\.explicitID))
        var out: [String] = []
        for (n, e) in elements.enumerated() {
            if let id = e.explicitID {
                out.append(id)
                continue
            }
            let base = e.slot ?? e.symbolName ?? "\(e.kind.keyword)-\(n)"
            var id = base
            var k = 2
            while taken.contains(id) {
                id = "\(base)-\(k)"
                k += 1
            }
            taken.insert(id)
            out.append(id)
        }
        return out
    }

    /// The element `tap ROW.ID` names.
    public func element(id: String) -> Element? { ids.firstIndex(of: id).map { flattened[$0] } }

    public var slotNames: [String] { flattened.flatMap { $0.slotKinds.map(\.0) } }

    /// The kind of value each slot takes.
    public var slotKinds: [String: SlotKind] {
        Dictionary(flattened.flatMap(\.slotKinds), uniquingKeysWith: { a, _ in a })
    }
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

    /// Symbols that point along the reading direction: mirrored in right-to-left layouts.
    public var isDirectional: Bool { [.chevronLeft, .chevronRight].contains(self) }
}

/// When a switch is on.
public enum SwitchOn: Sendable, Equatable {
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
public enum SlotKind: Sendable, Equatable { case text, image, symbol, color, onOff }

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
    /// A named symbol, or nil when `symbolSlot` takes it from the row.
    case symbol(SymbolName?)
    /// A UISwitch, 51×31 pt.
    case toggleSwitch
    case box
    /// `spacer` (nil: flexible) or `spacer N`.
    case spacer(Double?)

    public var isStack: Bool { self == .vstack || self == .hstack }

    /// The element's keyword in the scene language.
    public var keyword: String {
        switch self {
        case .vstack: return "vstack"
        case .hstack: return "hstack"
        case .text: return "text"
        case .image: return "image"
        case .symbol: return "symbol"
        case .toggleSwitch: return "switch"
        case .box: return "box"
        case .spacer: return "spacer"
        }
    }
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
    /// `id NAME`.
    public var explicitID: String? = nil
    /// `text "A"/"B"`: the literal shown while the row is expanded.
    public var expandedLiteral: String? = nil
    /// `font STYLE`: the iOS text style the size and weight come from.
    public var textStyle: TextStyleName? = nil
    /// `symbol @SLOT`, `color @SLOT`, `background @SLOT`: values the row gives.
    public var symbolSlot: String? = nil
    public var colorSlot: String? = nil
    public var backgroundSlot: String? = nil
    /// `label "…"`, `label L"KEY"` or `label @SLOT`: what VoiceOver reads (a text reads its text unless given).
    public var label: String? = nil
    public var labelSlot: String? = nil
    /// `switch on …`.
    public var switchOn: SwitchOn = .expanded
    /// Whether `align` was written: a text without one takes the natural alignment (leading).
    public var textAlignWritten = false

    /// `align left|right` stay where they are; without `align`, a text aligns to its leading edge.
    public func effectiveAlign(rtl: Bool) -> TextAlign { textAlignWritten ? textAlign : (rtl ? .right : .left) }

    /// `priority N` in an hstack (Auto Layout's compression resistance; default 750).
    public var priority: Double = 750

    /// The slots this element reads and the kind of value each takes.
    public var slotKinds: [(String, SlotKind)] {
        var out: [(String, SlotKind)] = []
        if let s = slot { out.append((s, kind.isImage ? .image : .text)) }
        if let s = symbolSlot { out.append((s, .symbol)) }
        if let s = colorSlot { out.append((s, .color)) }
        if let s = backgroundSlot { out.append((s, .color)) }
        if let s = labelSlot { out.append((s, .text)) }
        if case .slot(let s) = switchOn { out.append((s, .onOff)) }
        return out
    }
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

    public var symbolName: String? {
        if case .symbol(let n?) = kind { return n.rawValue }
        return nil
    }
}

/// The direction of the stack an element sits in (the root counts as in a vertical one).
public enum StackAxis: Sendable, Equatable { case vertical, horizontal }

/// An element's place in its template's tree.
public struct ElementLink: Sendable, Equatable {
    public var parent: Int?
    /// The sibling just before it in its stack (shown or hidden).
    public var previous: Int?
    /// The axis of the stack holding it.
    public var axis: StackAxis
    /// One past the last element of its subtree, in pre-order.
    public var subtreeEnd: Int
}

/// iOS's text styles, with their size and weight at the default content size (Large).
public enum TextStyleName: String, Sendable, CaseIterable {
    case largeTitle = "large-title", title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2

    public var size: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }

    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
