import UnfoldSyntax
import UnfoldModel

/// Prints a scene as scene-format text: header, variants, templates, sections and rows, timeline. Reading the
/// text back gives the same scene (every value; source places aside). Strings read from a catalog print as
/// the text they showed in the scene's locale.
extension Scene {
    package var sceneText: String {
        var out = SceneTextWriter(scene: self)
        out.header()
        out.variantLines()
        out.templates()
        out.rowLines()
        out.timeline()
        return out.lines.joined(separator: "\n") + "\n"
    }
}

struct SceneTextWriter {
    let scene: Scene
    var lines: [String] = []
    /// Rows the timeline adds (`insert`, `move`): they are printed as actions, not as rows.
    let later: Set<Int>

    init(scene: Scene) {
        self.scene = scene
        var later = Set<Int>()
        for a in scene.actions {
            if case .insert(let r, _) = a.action { later.insert(r) }
            if case .move(let r, let from) = a.action, r != from { later.insert(r) }
        }
        self.later = later
    }

    mutating func header() {
        let s = scene.settings
        let defaults = Settings()
        lines.append("scene \(sceneQuoted(scene.name))")
        // A device sets the canvas; a canvas written after it wins, so the canvas comes second.
        if let device = s.device { lines.append("device \(device.rawValue)") }
        lines.append("canvas \(sceneNumber(s.width))x\(sceneNumber(s.height)) @\(s.scale)x")
        lines.append("fps \(s.fps)")
        if s.appearance != defaults.appearance { lines.append("appearance \(s.appearance.rawValue)") }
        if s.look != defaults.look { lines.append("look \(s.look.rawValue)") }
        if s.table != defaults.table { lines.append("table \(s.table.rawValue)") }
        if s.separatorInset != defaults.separatorInset {
            lines.append(s.separatorInset.map { "separator inset \(sceneNumber($0))" } ?? "separator none")
        }
        if s.fontFamily != defaults.fontFamily { lines.append("font \(sceneQuoted(s.fontFamily))") }
        for file in s.fontFiles { lines.append("font-file \(sceneQuoted(file.path))") }
        for folder in s.fontFolders { lines.append("fonts \(sceneQuoted(folder.path))") }
        if s.animation != defaults.animation { lines.append("animation \(animation(s.animation))") }
        if s.select != defaults.select { lines.append("select \(s.select.rawValue)") }
        if s.highlight != defaults.highlight { lines.append("highlight \(s.highlight.rawValue)") }
        if s.update != defaults.update { lines.append("update \(s.update.rawValue)") }
        if s.scrollOnExpand != defaults.scrollOnExpand { lines.append("scroll-on-expand \(s.scrollOnExpand.rawValue)") }
        if !s.scrollIndicator { lines.append("scroll-indicator none") }
        switch s.estimatedRowHeight {
        case .automatic: break
        case .fixed(let v): lines.append("estimated-row-height \(sceneNumber(v))")
        case .measureAll: lines.append("estimated-row-height 0")
        }
        if let end = s.end { lines.append("end \(seconds(end))") }
        if s.contentSize != defaults.contentSize { lines.append("content-size \(s.contentSize.rawValue)") }
        if s.directionWritten { lines.append("direction \(s.direction.rawValue)") }
        if !s.heightCache { lines.append("height-cache off") }
        if s.expansionState != defaults.expansionState { lines.append("expansion-state \(s.expansionState.rawValue)") }
        if s.indentationWidth != defaults.indentationWidth {
            lines.append("indentation-width \(sceneNumber(s.indentationWidth))")
        }
        for file in s.stringsFiles { lines.append("strings \(sceneQuoted(file.path))") }
        if let locale = s.locale { lines.append("locale \(locale)") }
        for file in s.assetCatalogs { lines.append("assets \(sceneQuoted(file.path))") }
        if s.highContrast { lines.append("contrast high") }
        if s.boldText { lines.append("bold-text") }
        screenLines(s.screen)
    }

    /// The whole screen's header lines, where they differ from the defaults.
    mutating func screenLines(_ screen: ScreenSettings) {
        if let time = screen.statusBarTime { lines.append("status-bar \(time)") }
        if let title = screen.navigationTitle {
            lines.append("navigation \(sceneQuoted(title))" + (screen.largeTitle ? " large" : ""))
        }
        let i = screen.contentInset
        if i != .zero {
            lines.append("content-inset " + [i.top, i.left, i.bottom, i.right].map(sceneNumber).joined(separator: " "))
        }
        if let c = screen.tableBackground { lines.append("table-background \(color(c))") }
        if screen.fillerSeparators { lines.append("filler-separators on") }
        if screen.homeIndicator { lines.append("home-indicator") }
        if screen.deviceFrame { lines.append("device-frame on") }
    }

    /// Each variant on one line, its directives as written.
    mutating func variantLines() {
        for v in scene.variants {
            let words = v.lines.flatMap { $0.tokens.map(token) }
            lines.append("variant \(v.name) " + words.joined(separator: " "))
        }
    }

    func token(_ t: Token) -> String {
        switch t.kind {
        case .string: return sceneQuoted(t.text)
        case .localized:
            guard let arguments = t.arguments else { return "L" + sceneQuoted(t.text) }
            return "L" + sceneQuoted(t.text) + "(" + arguments.map(token).joined(separator: ", ") + ")"
        default: return t.text
        }
    }

    mutating func templates() {
        for t in scene.templates {
            lines.append("")
            var head = "cell \(t.name)"
            if let source = t.interfaceBuilder {
                head += " from \(sceneQuoted(source.file))" + (source.id.map { " id \(sceneQuoted($0))" } ?? "")
            }
            if t.height != Pair(nil) { head += " height \(cellHeights(t.height))" }
            if let h = t.minHeight { head += " min-height \(sceneNumber(h))" }
            if let c = t.background { head += " background \(color(c))" }
            if let a = t.animation { head += " animation \(animation(a))" }
            if let a = t.contentAnimation { head += " content-animation \(animation(a))" }
            if let lp = t.longPress {
                head += " longpress \(seconds(lp.minimum)) grow \(sceneNumber(lp.step)) every \(seconds(lp.interval))"
                head += " max \(sceneNumber(lp.limit))"
            }
            if t.accessory != .none { head += " accessory \(t.accessory.rawValue)" }
            if t.layoutRules != .uiKit, t.interfaceBuilder == nil { head += " layout \(t.layoutRules.rawValue)" }
            if t.hidesSeparator { head += " separator hidden" }
            lines.append(head)
            if let source = t.interfaceBuilder {
                lines += source.lines.map { "  " + $0 }
                continue
            }
            element(t.root, depth: 1)
        }
    }

    mutating func element(_ e: Element, depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + ElementText(e).line)
        for child in e.children { element(child, depth: depth + 1) }
    }
}

// MARK: Values

/// Whole microseconds as seconds, with no more digits than they need.
func seconds(_ t: Micros) -> String {
    let whole = t.whole / Micros.perSecond.whole
    let fraction = t.whole % Micros.perSecond.whole
    guard fraction != 0 else { return "\(whole)" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
}

func curve(_ c: TimingCurve) -> String {
    switch c {
    case .linear: return "linear"
    case .spring(let r, let d): return "spring \(sceneNumber(r)) \(sceneNumber(d))"
    case .uikitSpring(let d, let v, _): return "uikit-spring \(sceneNumber(d)) \(sceneNumber(v))"
    case .bezier:
        if c == .easeIn { return "ease-in" }
        if c == .easeOut { return "ease-out" }
        if c == .easeInOut { return "ease-in-out" }
        if c == .default { return "default" }
        guard case let .bezier(x1, y1, x2, y2) = c else { return "linear" }
        return "bezier \(sceneNumber(x1)) \(sceneNumber(y1)) \(sceneNumber(x2)) \(sceneNumber(y2))"
    }
}

func animation(_ a: AnimationSpec) -> String { "\(seconds(a.duration)) \(curve(a.curve))" }

/// How scene text spells strings and numbers, for code that writes scene text.
package enum SceneSpelling {
    /// A quoted string with `"`, `\` and control characters escaped.
    package static func quoted(_ s: String) -> String { sceneQuoted(s) }
    /// A number as the scene format reads it back to the same value.
    package static func number(_ v: Double) -> String { sceneNumber(v) }
    /// A colour: a system colour's name, a catalog colour's quoted name, or `#RRGGBBAA`.
    package static func color(_ c: Color) -> String { colorText(c) }
}

/// `color(_:)` under a name the static above does not shadow.
private func colorText(_ c: Color) -> String { color(c) }

/// A cell's `height` as written: `N` in both states, else `C/E` with `auto` for self-sizing.
func cellHeights(_ h: Pair<Double?>) -> String {
    let words = [h.collapsed, h.expanded].map { $0.map(sceneNumber) ?? "auto" }
    return h.collapsed == h.expanded ? words[0] : words.joined(separator: "/")
}
