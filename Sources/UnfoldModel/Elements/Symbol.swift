/// `symbol chevron-right size 13 color gray rotate 0/90`: an SF Symbol, as a UIImageView of
/// `UIImage(systemName:)` shows one. It is a built-in symbol by name, the row's (`symbol @SLOT`), or a custom one,
/// an asset catalog's symbol set (`symbol "NAME"`). It is a square of its point size: `size N` (17 unless written),
/// or with `font STYLE` that text style's size at the reader's text size, as text scales. It draws in `color`, the
/// row's colour for `color @SLOT`, else the tint (system blue); a symbol that points along the reading direction is
/// mirrored right to left. VoiceOver reads it only by the label the scene gives it, as an image.
/// `checkmark` is a checkmark shown while its row is expanded, in the tint colour.
package struct Symbol: ElementDescriptor {
    /// A built-in symbol; nil for the row's or a set's.
    var name: SymbolName?
    /// `symbol @SLOT`: the row's symbol name.
    var slot: String?
    /// `symbol "NAME"`: the asset catalogs' symbol set of that name.
    package var set: String?
    /// `size N`: its point size.
    var size = 17.0
    /// `font STYLE`: the text style whose size it takes, at the reader's text size.
    var textStyle: TextStyleName?
    /// An Interface Builder symbol configuration's weight (a symbol set has weights; the built-in ones one) and its
    /// scale (small, medium, large) against the point size.
    var weight = FontWeight.regular
    var scale = 1.0
    var color: Color?
    /// `color @SLOT`: the row's colour, in place of `color`.
    package var tintSlot: String?

    package static let keyword = "symbol"
    package static let example = "symbol chevron-right size 13 color gray rotate 0/90"
    package static let options = ["size", "font", "color"]
    package static let elementOptions = ["rotate"]
    package static let interfaceBuilderElement: String? = nil
    package static let uiKitClass: String? = nil
    package static let importedNumbers: [String: ClosedRange<Double>] = [:]
    package static let importedColors: [String] = []
    /// The largest point size a scene may give it.
    static let largest = 10_000.0

    package static func parse<Line: ElementLineReading>(_ c: inout Line) -> Symbol? {
        if let slot = c.slotReference() { return Symbol(slot: slot) }
        if c.nextIsString {
            guard let set = c.symbolSet() else { return nil }
            return Symbol(set: set)
        }
        guard let name = c.keyword(SymbolName.self, "symbol") else { return nil }
        return Symbol(name: name)
    }

    package mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {
        switch option {
        case "size": size = c.number("size", range: 0...Self.largest) ?? 17
        case "font":
            // Its weight is the icon set's: a text style gives only its size, which scales with the text size.
            guard let style = c.keyword(TextStyleName.self, "text style") else { return }
            textStyle = style
            size = style.size
        case "color":
            if let slot = c.slotReference() { tintSlot = slot } else { color = c.colorValue() }
        default: break
        }
    }

    package init(
        name: SymbolName? = nil, slot: String? = nil, set: String? = nil, color: Color? = nil
    ) {
        self.name = name
        self.slot = slot
        self.set = set
        self.color = color
    }

    /// No importer names a symbol as an element of its own: an image view's system image is one (`configured`).
    package init(imported: ImportedProperties) {}

    /// A built-in symbol an image view shows, in its tint, with its symbol configuration's size, text style,
    /// weight and scale. The built-in symbols are drawn from one weight of Material Design Icons, so the weight
    /// changes only a catalog's symbol set, which has weights.
    package static func configured(
        _ name: SymbolName, color: Color?, pointSize: Double?, textStyle: TextStyleName?, weight: FontWeight?,
        scale: Double
    ) -> Symbol {
        var symbol = Symbol(name: name, color: color)
        if let pointSize { symbol.size = pointSize }
        if let textStyle {
            symbol.textStyle = textStyle
            symbol.weight = textStyle.weight
        }
        if let weight { symbol.weight = weight }
        symbol.scale = scale
        return symbol
    }

    /// Its point size: `size N` as written (`UIImage.SymbolConfiguration(pointSize:)`), or with `font STYLE` that
    /// style's size at the reader's text size, scaling as text does; an Interface Builder configuration's scale
    /// multiplies either.
    func pointSize(_ sizing: Sizing) -> Double {
        (textStyle.map { sizing.contentSize.size(of: $0) } ?? size) * scale
    }

    package func intrinsicWidth(_ sizing: Sizing) -> Double? { pointSize(sizing) }
    package func intrinsicHeight(_ sizing: Sizing) -> Double { pointSize(sizing) }
    package var readsAsImage: Bool { true }
    package var elementName: String? { name?.rawValue ?? set.map(SymbolSet.elementID) }

    package var slotKinds: [(String, SlotKind)] {
        (slot.map { [($0, .symbol)] } ?? []) + (tintSlot.map { [($0, .color)] } ?? [])
    }

    package func channels(expanded: Bool, slots: [String: String]) -> [Double] { [] }

    /// The symbol's name: its own, its set's, or the row's.
    package func content(slots: [String: String], expanded: Bool) -> String? {
        name?.rawValue ?? set ?? slot.flatMap { slots[$0] }
    }

    package func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {
        let tint = style.resolve(style.rowTint ?? color ?? .system("blue")).withAlpha(style.alpha)
        if let set {
            let drawnWeight = style.boldText ? weight.bolder : weight
            out.append(.symbolSet(set, frame, tint, rotation: style.rotation, weight: drawnWeight))
            return
        }
        guard let name = style.content.flatMap(SymbolName.init(rawValue:)) else { return }
        out.append(.symbol(name, frame, tint, rotation: style.rotation, mirrored: style.rtl && name.isDirectional))
    }

    package func reading(channels: [Double]) -> ControlReading? { nil }

    package var sceneText: String {
        var words = [set.map(sceneQuoted) ?? name?.rawValue ?? "@" + (slot ?? "")]
        if let textStyle {
            words += ["font", textStyle.rawValue]
        } else if size != 17 {
            words += ["size", sceneNumber(size)]
        }
        if let tintSlot {
            words += ["color", "@" + tintSlot]
        } else if let color {
            words += ["color", UnfoldModel.color(color)]
        }
        return words.joined(separator: " ")
    }
}
