/// `progress 0.4/1 tint green track gray5`: a UIProgressView in its default style, filled to the collapsed or
/// expanded value, or to the row's value of a slot (`progress @done`, a number from 0 to 1). The fill moves with
/// the row's update, as `setProgress(_:animated:)` inside the update's animation block moves it.
struct ProgressBar: ElementDescriptor {
    /// How full it is, 0…1, collapsed and expanded.
    var value = Pair(0.0)
    /// `progress @SLOT`: the row's value of this slot, in place of `value`.
    var slot: String? = nil
    /// `progressTintColor`: the app's tint (system blue) when nil.
    var tint: Color? = nil
    /// `tint @SLOT`: the row's colour, in place of `tint`.
    var tintSlot: String? = nil
    /// `trackTintColor`: the system fill colour when nil.
    var track: Color? = nil

    static let keyword = "progress"
    static let example = "progress 0.4/1 tint green track gray5"
    static let options = ["tint", "track"]
    static let interfaceBuilderElement: String? = "progressView"
    static let uiKitClass: String? = "UIProgressView"
    static let importedNumbers = ["progress": 0.0...1]
    static let importedColors = ["progressTintColor", "trackTintColor"]
    /// UIProgressView's default style is 4 points tall (iOS 14 and later) and as wide as it is placed.
    static let height = 4.0

    static func parse<Line: ElementLineReading>(_ c: inout Line) -> ProgressBar? {
        if let slot = c.slotReference() {
            var bar = ProgressBar(value: Pair(0))
            bar.slot = slot
            return bar
        }
        guard !c.failed, let value = c.pair("progress", range: 0...1) else { return nil }
        return ProgressBar(value: value)
    }

    mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {
        switch option {
        case "tint":
            if let slot = c.slotReference() {
                tintSlot = slot
            } else if !c.failed {
                tint = c.colorValue()
            }
        case "track": track = c.colorValue()
        default: break
        }
    }

    init(value: Pair<Double>, tint: Color? = nil, track: Color? = nil) {
        self.value = value
        self.tint = tint
        self.track = track
    }

    init(imported: ImportedProperties) {
        value = Pair(imported.number("progress", in: Self.importedNumbers["progress"]!) ?? 0)
        tint = imported.colors["progressTintColor"]
        track = imported.colors["trackTintColor"]
    }

    func intrinsicWidth(_ sizing: Sizing) -> Double? { nil }
    func intrinsicHeight(_ sizing: Sizing) -> Double { Self.height }
    var slotKinds: [(String, SlotKind)] {
        (slot.map { [($0, .fraction)] } ?? []) + (tintSlot.map { [($0, .color)] } ?? [])
    }

    /// A row that gives no value for the slot shows an empty bar (the values a row gives were checked).
    func channels(expanded: Bool, slots: [String: String]) -> [Double] {
        guard let slot else { return [value.value(expanded: expanded)] }
        return [slots[slot].flatMap(Double.init).map { min(1, max(0, $0)) } ?? 0]
    }

    /// The track fills the frame; the bar starts at the leading edge. A bar above 0 is never narrower than it is
    /// tall, as UIKit draws its rounded ends.
    func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {
        guard frame.width > 0, frame.height > 0 else { return }
        let fraction = min(1, max(0, channels.first ?? 0))
        let ends = Corners(radius: frame.height / 2)
        let trackColor = style.resolve(track ?? .system("system-fill"))
        out.append(.fill(frame, trackColor.withAlpha(style.alpha), ends))
        guard fraction > 0 else { return }
        let width = min(frame.width, max(frame.height, frame.width * fraction))
        let x = style.rtl ? frame.maxX - width : frame.x
        let bar = Rect(x: x, y: frame.y, width: width, height: frame.height)
        let color = style.rowTint ?? tint ?? .system("blue")
        out.append(.fill(bar, style.resolve(color).withAlpha(style.alpha), ends))
    }

    /// VoiceOver reads "Progress" and the value in whole percent, as it reads a UIProgressView.
    func reading(channels: [Double]) -> ControlReading? {
        let percent = Int((min(1, max(0, channels.first ?? 0)) * 100).rounded())
        return ControlReading(label: "Progress", value: "\(percent)%", traits: [])
    }

    var sceneText: String {
        var words = [slot.map { "@" + $0 } ?? pair(value)]
        if let tintSlot {
            words += ["tint", "@" + tintSlot]
        } else if let tint {
            words += ["tint", color(tint)]
        }
        if let track { words += ["track", color(track)] }
        return words.joined(separator: " ")
    }
}
