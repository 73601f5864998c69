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
