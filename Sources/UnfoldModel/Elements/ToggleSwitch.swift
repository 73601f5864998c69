/// `switch on expanded|collapsed|always|never|@SLOT`: a UISwitch, 63 × 28 points in `look ios26` and 51 × 31 in
/// `look ios18`, whatever it is given. It is on
/// while the row is expanded unless `on` says otherwise; its knob and fill move with the row's update.
package struct ToggleSwitch: ElementDescriptor {
    var on: SwitchOn = .expanded

    package static let keyword = "switch"
    package static let example = "switch on always"
    package static let options = ["on"]
    package static let interfaceBuilderElement: String? = "switch"
    package static let uiKitClass: String? = "UISwitch"
    package static let importedNumbers: [String: ClosedRange<Double>] = [:]
    package static let importedColors: [String] = []
    package static let importedFlags = ["on"]
    /// UISwitch hugs its content a step above UIView's default.
    package static let interfaceBuilderHugging = 251.0
    /// UISwitch's size in points: iOS 26's is 63 × 28, iOS 18's 51 × 31 (home-assistant's privacy list, a Toggle
    /// on each version: x 297…360 and 301…352; docs/ios-metrics.md).
    static func size(_ look: Look) -> Size {
        look == .ios26 ? Size(width: 63, height: 28) : Size(width: 51, height: 31)
    }

    package static func parse<Line: ElementLineReading>(_ c: inout Line) -> ToggleSwitch? { ToggleSwitch() }

    /// `on expanded|collapsed|always|never|@SLOT`.
    package mutating func apply<Line: ElementLineReading>(option: String, _ c: inout Line) {
        if let slot = c.slotReference() {
            on = .slot(slot)
            return
        }
        let names = ["expanded", "collapsed", "always", "never"]
        guard let t = c.word("expanded, collapsed, always, never or @SLOT") else { return }
        switch t.text {
        case "expanded": on = .expanded
        case "collapsed": on = .collapsed
        case "always": on = .always
        case "never": on = .never
        default: c.error("unknown 'on' value '\(t.text)'; expected \(names.joined(separator: ", ")) or @SLOT", at: t)
        }
    }

    init(on: SwitchOn = .expanded) { self.on = on }

    /// A file's switch is on or off as it is declared: the app sets it, not the row's state.
    package init(imported: ImportedProperties) { on = imported.flag("on") ? .always : .never }

    package func intrinsicWidth(_ sizing: Sizing) -> Double? { Self.size(sizing.look).width }
    package func intrinsicHeight(_ sizing: Sizing) -> Double { Self.size(sizing.look).height }
    package var keepsItsSize: Bool { true }

    package var slotKinds: [(String, SlotKind)] {
        if case .slot(let s) = on { return [(s, .onOff)] }
        return []
    }

    /// 1 when on, 0 when off.
    package func channels(expanded: Bool, slots: [String: String]) -> [Double] {
        [on.isOn(expanded: expanded, slots: slots) ? 1 : 0]
    }

    /// Its track turns green as it goes on, and its knob slides across, both with the channel (0…1).
    package func draw(_ frame: Rect, channels: [Double], style: ControlDrawing, into out: inout [DrawCommand]) {
        let on = Self.onness(channels)
        let off = style.resolve(.system("switch-off"))
        let green = style.resolve(.system("green"))
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * on }
        let track = RGBA(mix(off.r, green.r), mix(off.g, green.g), mix(off.b, green.b), mix(off.a, green.a))
        out.append(.fill(frame, track.withAlpha(style.alpha), Corners(radius: frame.height / 2)))
        let knob = frame.height - 4
        let x = frame.x + 2 + (frame.width - knob - 4) * on
        out.append(
            .fill(
                Rect(x: x, y: frame.y + 2, width: knob, height: knob), RGBA(1, 1, 1).withAlpha(style.alpha),
                Corners(radius: knob / 2)))
    }

    /// A switch is read only as a control the row's tap reaches.
    package func reading(channels: [Double]) -> ControlReading? { nil }

    package func value(channels: [Double]) -> String? { Self.onness(channels) >= 0.5 ? "on" : "off" }

    package var sceneText: String {
        switch on {
        case .expanded: return ""
        case .collapsed: return "on collapsed"
        case .always: return "on always"
        case .never: return "on never"
        case .slot(let s): return "on @\(s)"
        }
    }

    /// The channel within 0…1: a spring's overshoot does not carry the knob past its ends.
    package static func onness(_ channels: [Double]) -> Double { min(1, max(0, channels.first ?? 0)) }
}
