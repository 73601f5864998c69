import UnfoldSyntax

/// One kind of element described in one place: its keyword and options, its own size, the values it animates,
/// how it draws, what VoiceOver reads of it, and how an Interface Builder file or UIKit code names it.
///
/// A new kind is one file with a type that conforms, listed in `ElementRegistry`: the parser, the layouts, the
/// animation, the display list, the accessibility reader and both importers reach it through this protocol.
package protocol ElementDescriptor: Sendable, Equatable {
    /// The element's keyword in the scene language.
    static var keyword: String { get }
    /// Whether scene text may write it; false for a kind only an importer makes (a plain view).
    static var writtenInScenes: Bool { get }
    /// A line that makes one, as its docs show it (`docs/elements.md`); scene text writes it back the same.
    static var example: String { get }
    /// The options it takes besides the ones every element takes.
    static var options: [String] { get }
    /// Options it takes that the element holds because other kinds take them too (`rotate`).
    static var elementOptions: [String] { get }
    /// The Interface Builder element that declares one (`progressView`), if any.
    static var interfaceBuilderElement: String? { get }
    /// The UIKit class whose initializer creates one in code (`UIProgressView`), if any.
    static var uiKitClass: String? { get }
    /// The UIKit properties an importer reads for it: numbers, each with the range it takes, and colours (an
    /// Interface Builder file names its attributes and keyed colours the same).
    static var importedNumbers: [String: ClosedRange<Double>] { get }
    static var importedColors: [String] { get }
    /// Its Bool properties, by Interface Builder's attribute name (`on`); UIKit code sets them as `isOn`.
    static var importedFlags: [String] { get }
    /// The content hugging priority Interface Builder files leave unwritten for it (UIKit's default for the class).
    static var interfaceBuilderHugging: Double { get }

    /// Reads what follows the keyword on its line, before the options; nil after reporting a problem.
    static func parse<Line: ElementLineReading>(_ c: inout Line) -> Self?
    /// Reads one of `options`' values.
    mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line)
    /// The control an importer found: an Interface Builder element's attributes and keyed colours, or the
    /// properties UIKit code sets (both use UIKit's property names).
    init(imported: ImportedProperties)

    /// Its own width when nothing constrains it; nil takes what its stack offers (a progress bar does).
    func intrinsicWidth(_ sizing: Sizing) -> Double?
    func intrinsicHeight(_ sizing: Sizing) -> Double
    /// Whether it keeps its own size whatever Auto Layout's constraints say (UISwitch does).
    var keepsItsSize: Bool { get }
    /// How it takes part in its stack: as content (its intrinsic size), as words the layout measures, as a stack of
    /// its own, as space between the others, or as a shape.
    var stackRole: StackRole { get }
    /// The slots it reads and the kind of value each takes.
    var slotKinds: [(String, SlotKind)] { get }
    /// What it shows for a row in a state: a text's words, a symbol's name, an image's file or image set
    /// (`timeline.json` writes it); nil for a kind that shows none.
    func content(slots: [String: String], expanded: Bool) -> String?
    /// How it sets the words `content` gives, for a kind that shows words (a text); nil for one that shows none.
    var typesetting: Typesetting? { get }
    /// How it lays out the elements it holds, for a kind that holds elements (a stack); nil for one that holds none.
    var stacking: Stacking? { get }
    /// The room it leaves around its content (`padding`), for a kind that takes one (a text, a stack).
    var padding: EdgeInsets { get }
    /// Whether VoiceOver reads it as an image: only by a label the scene gives it, and never among a row's texts.
    var readsAsImage: Bool { get }
    /// How it is sized by the picture `content` names, where a layout knows pictures' sizes (SwiftUI's, and Auto
    /// Layout's intrinsic size); nil for a kind that shows no picture.
    var picture: PictureSizing? { get }
    /// The slot that names an element of this kind when it has no id (an image's, as a text's).
    var namingSlot: String? { get }
    /// The name an element of this kind is known by when it has no id (a symbol's name).
    var elementName: String? { get }
    /// The slot whose colour the row gives it (`tint @SLOT`), drawn as `ControlDrawing.rowTint`.
    var tintSlot: String? { get }
    /// The values an update animates, for one row state: the same count in every state.
    func channels(expanded: Bool, slots: [String: String]) -> [Double]
    /// Draws it in `frame` with its channels' values at this instant.
    func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand])
    /// What VoiceOver reads of it on its own, with its channels' values at this instant; nil when it is read only
    /// as a control the row's tap reaches (`value(channels:)`).
    func reading(channels: [Double]) -> ControlReading?
    /// The value VoiceOver reads when it is a control of its own (`tap toggle`): a switch's "on" or "off".
    func value(channels: [Double]) -> String?
    /// What follows the keyword in scene text (`import` writes it); empty for nothing.
    var sceneText: String { get }
}

extension ElementDescriptor {
    package static var writtenInScenes: Bool { true }
    package static var elementOptions: [String] { [] }
    package func content(slots: [String: String], expanded: Bool) -> String? { nil }
    package var typesetting: Typesetting? { nil }
    package var stacking: Stacking? { nil }
    package var padding: EdgeInsets { .zero }
    package var readsAsImage: Bool { false }
    package var picture: PictureSizing? { nil }
    package var namingSlot: String? { nil }
    package var elementName: String? { nil }
    package static var importedFlags: [String] { [] }
    package static var interfaceBuilderHugging: Double { 250 }
    package var keepsItsSize: Bool { false }
    package var stackRole: StackRole { .content }
    package var tintSlot: String? { nil }
    package func value(channels: [Double]) -> String? { nil }
}

/// What a kind reads its scene line with: resolution's cursor over the line's tokens, which knows the scene's
/// slots and its colours (a named colour comes from an asset catalog, which only resolution reads). The model
/// target cannot see resolution; resolution gives its cursor through this.
package protocol ElementLineReading {
    /// Whether a problem has been reported on this line.
    var failed: Bool { get }
    /// `@SLOT`: the slot's name, when the next token is one.
    mutating func slotReference() -> String?
    /// A colour in any form the scene writes one.
    mutating func colorValue() -> Color?
    /// `C/E` or `V`, within `range`.
    mutating func pair(_ what: String, range: ClosedRange<Double>?) -> Pair<Double>?
    /// The next token as a word, or a problem naming what was expected.
    mutating func word(_ what: String) -> Token?
    /// Reports a problem at `token`.
    func error(_ message: String, at token: Token?)
    /// Whether the next token is a number (an optional value follows the keyword).
    var nextIsNumber: Bool { get }
    /// A number within `range`, or a problem naming `what` (and the range as `rangeText` says it, if given).
    mutating func number(_ what: String, range: ClosedRange<Double>) -> Double?
    mutating func number(_ what: String, range: ClosedRange<Double>, rangeText: String) -> Double?
    /// Whether `token` reads as a number, even one out of range (a word that does not is most often a misspelling).
    func looksLikeNumber(_ token: Token) -> Bool
    /// One of a keyword set's words, or a problem naming `what` and listing them.
    mutating func keyword<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ what: String) -> E?
    where E.RawValue == String
    /// Whether the next token is a quoted string.
    var nextIsString: Bool { get }
    /// The next token, whatever it is.
    mutating func next() -> Token?
    /// The token `offset` places ahead, without reading it.
    func peek(_ offset: Int) -> Token?
    /// The words of a quoted token (`"…"`, or `L"KEY"` looked up in the scene's string tables, which only
    /// resolution reads); nil after reporting a problem.
    func text(of token: Token) -> String?
    /// `padding N` or `padding TOP LEFT BOTTOM RIGHT`.
    mutating func padding() -> EdgeInsets
    /// A quoted name of a symbol set of the scene's asset catalogs (which only resolution reads); nil after
    /// reporting that they hold none of that name.
    mutating func symbolSet() -> String?
}

/// How a kind that shows a picture is sized by it: its own size, or (`resizable`) what it is offered, kept to the
/// picture's aspect when it fits.
package struct PictureSizing: Sendable, Equatable {
    package var resizable: Bool
    package var fit: Bool

    package init(resizable: Bool, fit: Bool) {
        self.resizable = resizable
        self.fit = fit
    }
}

/// What an element kind's own size may depend on: the row's state, and the reader's text size.
package struct Sizing: Sendable, Equatable {
    package var expanded: Bool
    package var contentSize: ContentSizeCategory
    /// The system's look, which sizes its controls (a switch).
    package var look: Look

    package init(expanded: Bool, contentSize: ContentSizeCategory, look: Look) {
        self.expanded = expanded
        self.contentSize = contentSize
        self.look = look
    }
}

/// How an element kind takes part in a stack's layout (UIStackView's and SwiftUI's alike).
package enum StackRole: Sendable, Equatable {
    /// Sized by its content, its options and its intrinsic size.
    case content
    /// Sized by its words (`typesetting`), which the layout measures: as wide as one line of them when that fits,
    /// sharing an hstack's width with the other texts by priority, and wrapping at the width it is given.
    case words
    /// The elements it holds, laid out as its `stacking` says.
    case stack
    /// Space between the others: `length` points along the stack, or, when nil, what the stack leaves.
    case space(length: Double?)
    /// A shape with no size of its own: as big as its options say (a box, an image in a UIKit stack, a view).
    case shape(ShapeFrame)
}

/// The size a shape's options give it. A side not given is 0 in a UIKit stack, and what it is offered in a SwiftUI
/// one (SwiftUI's shapes take what they are offered).
package struct ShapeFrame: Sendable, Equatable {
    package var width: Double?
    package var height: Pair<Double>?
    /// Whether, with no width, it takes the width a vstack offers it (a box does; a view takes none).
    package var fillsVStack: Bool

    package init(width: Double?, height: Pair<Double>?, fillsVStack: Bool) {
        self.width = width
        self.height = height
        self.fillsVStack = fillsVStack
    }
}

/// What drawing a kind needs from the scene: its opacity, direction, colours and the element's frame.
package struct ControlDrawing {
    var alpha: Double
    var rtl: Bool
    /// The row's colour for the control's `tintSlot`, if it gives one.
    var rowTint: Color? = nil
    /// A colour resolved for the frame's appearance and contrast.
    var resolve: (Color) -> RGBA
    /// The frame the element is shown in, which a row's update may clip from the size its content keeps.
    package var shown = Rect.zero
    /// The element's `corner`.
    package var corner = 0.0
    /// Whether a background (its own or the row's) is drawn under it.
    package var hasBackground = false
    /// What it shows at this instant (see `ElementDescriptor.content`), its turn in degrees, and whether Bold Text
    /// is on.
    package var content: String? = nil
    package var rotation = 0.0
    package var boldText = false
    /// For a kind that shows words: the style they are drawn in (see `Typesetting.style`).
    package var words: TextStyle? = nil
    /// The scene's template images (asset catalogs' image sets rendered as templates), drawn in a colour.
    package var templateImages: Set<String> = []

    package init(alpha: Double, rtl: Bool, rowTint: Color? = nil, resolve: @escaping (Color) -> RGBA) {
        self.alpha = alpha
        self.rtl = rtl
        self.rowTint = rowTint
        self.resolve = resolve
    }
}

/// What VoiceOver reads of a control on its own.
package struct ControlReading: Equatable {
    package var label: String
    package var value: String?
    package var traits: [AccessibilityTrait]
}

/// What an importer read of a control: attributes (numbers as text) and colours, by UIKit's property names.
package struct ImportedProperties {
    var attributes: [String: String] = [:]
    package var colors: [String: Color] = [:]

    /// A Bool attribute as Interface Builder writes it (`on="YES"`).
    func flag(_ name: String) -> Bool { attributes[name] == "YES" }

    /// A number attribute within `range`, else nil (a value out of range is not taken).
    func number(_ name: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = attributes[name], let value = Double(text), value.isFinite, range.contains(value) else {
            return nil
        }
        return value
    }

    /// A warning for each number the control reads that is not one in its range: it is not taken.
    static func problems(_ attributes: [String: String], for type: any ElementDescriptor.Type) -> [String] {
        type.importedNumbers.keys.sorted().compactMap { name in
            guard let text = attributes[name], let range = type.importedNumbers[name] else { return nil }
            if let value = Double(text), value.isFinite, range.contains(value) { return nil }
            let shown = text.count > 40 ? String(text.prefix(37)) + "…" : text
            return "\(type.uiKitClass ?? type.keyword)'s \(name) '\(shown)' is not a number in"
                + " \(sceneNumber(range.lowerBound))…\(sceneNumber(range.upperBound)): it is not read"
        }
    }

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        attributes: [String: String] = [:], colors: [String: Color] = [:]
    ) {
        self.attributes = attributes
        self.colors = colors
    }
}

/// An element's kind: the stacks, `text`, `switch`, `progress`, `spacer`, `box`, `symbol`, `image`, and an importer's
/// plain `view`, each described in one file by an `ElementDescriptor` (see `ElementRegistry`), with the values of one
/// element. Compared by its type and its values.
package struct ElementKind: Sendable, Equatable {
    package let value: any ElementDescriptor

    package init(_ value: any ElementDescriptor) { self.value = value }

    package var keyword: String { type(of: value).keyword }

    package static func == (a: ElementKind, b: ElementKind) -> Bool {
        func same<T: ElementDescriptor>(_ x: T) -> Bool { (b.value as? T) == x }
        return same(a.value)
    }
}

/// A control's type, as the importers' models carry it before its properties are read.
package struct ElementDescriptorType: Sendable, Equatable {
    let type: any ElementDescriptor.Type

    package var keyword: String { type.keyword }
    package var importedNumbers: [String] { type.importedNumbers.keys.sorted() }
    package var importedColors: [String] { type.importedColors }
    package var importedFlags: [String] { type.importedFlags }
    package var interfaceBuilderHugging: Double { type.interfaceBuilderHugging }

    package func make(_ imported: ImportedProperties) -> ElementKind {
        ElementKind(type.init(imported: imported))
    }

    /// What an importer warns of in the properties it read (see `ImportedProperties.problems`).
    package func problems(_ attributes: [String: String]) -> [String] {
        ImportedProperties.problems(attributes, for: type)
    }

    package static func == (a: ElementDescriptorType, b: ElementDescriptorType) -> Bool {
        ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
    }
}
