/// `image photo "hero.png" height 120 fit`: a UIImageView showing the image file or asset catalog image set the
/// row's value of the slot names, else the name the line gives (`image SLOT "NAME"`). In a UIKit stack it is as big
/// as its `width` and `height` say (a shape: 0 where not given, a vstack's width when it has no width), its image
/// drawn in it by `fit` or `fill` (the default, cropped); with no image it is a gray placeholder. In a `layout
/// swiftui` cell it is its image's own size, or with `resizable` what it is offered (kept to its aspect under
/// `fit`). A template image (an image set rendered as a template) is drawn in `color`, the row's colour for
/// `color @SLOT`, else the tint. VoiceOver reads it only by the label the scene gives it.
package struct ImageView: ElementDescriptor {
    /// The slot whose value names the image for each row.
    var slot: String
    /// The image shown when the row gives none (`image SLOT "NAME"`, an Interface Builder image view's own).
    package var name: String?
    var width: Double?
    var height: Pair<Double>?
    var mode = ContentMode.fill
    /// SwiftUI's `resizable()`: sized by what it is offered, not by its image.
    var resizable = false
    /// A template image's colour.
    var color: Color?
    /// `color @SLOT`: the row's colour, in place of `color`.
    package var tintSlot: String?

    package static let keyword = "image"
    package static let example = "image photo \"hero.png\" height 120 fit"
    package static let options = ["height", "width", "fit", "fill", "resizable", "color"]
    package static let elementOptions = ["rotate"]
    package static let interfaceBuilderElement: String? = nil
    package static let uiKitClass: String? = nil
    package static let importedNumbers: [String: ClosedRange<Double>] = [:]
    package static let importedColors: [String] = []
    /// The largest side the scene may give it, in points.
    static let largest = 100_000.0

    package static func parse<Line: ElementLineReading>(_ c: inout Line) -> ImageView? {
        guard let t = c.word("a slot name") else { return nil }
        guard isIdentifier(t.text) else {
            c.error("'\(t.text)' is not a valid slot name", at: t)
            return nil
        }
        var image = ImageView(slot: t.text)
        if c.nextIsString { image.name = c.next()?.text }
        return image
    }

    package mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {
        switch option {
        case "height": height = c.pair("height", range: 0...Self.largest)
        case "width": width = c.number("width", range: 0...Self.largest)
        case "fit": mode = .fit
        case "fill": mode = .fill
        case "resizable": resizable = true
        case "color":
            if let slot = c.slotReference() { tintSlot = slot } else { color = c.colorValue() }
        default: break
        }
    }

    package init(slot: String, name: String? = nil, mode: ContentMode = .fill, color: Color? = nil) {
        self.slot = slot
        self.name = name
        self.mode = mode
        self.color = color
    }

    /// No importer makes one from properties: an image view's image is read with its name (`init(slot:name:…)`).
    package init(imported: ImportedProperties) { slot = "image" }

    /// The box an image becomes when its name is no image the scene can show: of its size and colour.
    package var placeholder: Box { Box(width: width, height: height, color: color, tintSlot: tintSlot) }

    package func intrinsicWidth(_ sizing: Sizing) -> Double? { width }
    package func intrinsicHeight(_ sizing: Sizing) -> Double { height?.value(expanded: sizing.expanded) ?? 0 }
    package var stackRole: StackRole { .shape(ShapeFrame(width: width, height: height, fillsVStack: true)) }
    package var picture: PictureSizing? { PictureSizing(resizable: resizable, fit: mode == .fit) }
    package var namingSlot: String? { slot }
    package var readsAsImage: Bool { true }

    package var slotKinds: [(String, SlotKind)] { [(slot, .image)] + (tintSlot.map { [($0, .color)] } ?? []) }
    package func channels(expanded: Bool, slots: [String: String]) -> [Double] { [] }
    package func content(slots: [String: String], expanded: Bool) -> String? { slots[slot] ?? name }

    /// Nothing where it has no area; else its image in the size it keeps, or a placeholder where it names none.
    package func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {
        guard style.shown.width > 0, style.shown.height > 0 else { return }
        guard let path = style.content, !path.isEmpty else {
            out.append(.placeholder(frame, corner: style.corner, alpha: style.alpha))
            return
        }
        // A template image is drawn in the element's colour, else the tint colour (UIImageView's tintColor,
        // system blue).
        let tint = style.templateImages.contains(path) ? style.resolve(style.rowTint ?? color ?? .system("blue")) : nil
        out.append(
            .image(path, frame, mode, corner: style.corner, alpha: style.alpha, tint: tint, rotation: style.rotation))
    }

    package func reading(channels: [Double]) -> ControlReading? { nil }

    package var sceneText: String {
        var words = [slot] + (name.map { [sceneQuoted($0)] } ?? [])
        if let height { words += ["height", pair(height)] }
        if let width { words += ["width", sceneNumber(width)] }
        if mode == .fit { words.append("fit") }
        if resizable { words.append("resizable") }
        if let tintSlot {
            words += ["color", "@" + tintSlot]
        } else if let color {
            words += ["color", UnfoldModel.color(color)]
        }
        return words.joined(separator: " ")
    }
}
