import UnfoldModel

/// The whole screen's header lines (v4): `status-bar`, `navigation`, `content-inset`, `table-background`,
/// `filler-separators`, `home-indicator` and `device-frame`; each works in a variant too.
extension SceneParser {
    static let screenWords = [
        "status-bar", "navigation", "content-inset", "table-background", "filler-separators", "home-indicator",
        "device-frame"
    ]

    func parseScreenSetting(_ name: String, _ c: inout TokenCursor, into s: inout Settings) {
        switch name {
        case "status-bar":
            guard let t = c.peek else {
                s.screen.statusBarTime = "9:41"
                return
            }
            c.position += 1
            guard Self.isClockTime(t.text) else {
                c.error("expected a time such as 9:41 for the status bar, found '\(t.text)'", at: t)
                return
            }
            s.screen.statusBarTime = t.text
        case "navigation":
            guard let t = c.string("a navigation title in quotes") else { return }
            s.screen.navigationTitle = t.text
            s.screen.navigationLocation = c.loc(t)
            s.screen.largeTitle = false
            if let w = c.peek {
                c.position += 1
                guard w.text == "large" || w.text == "inline" else {
                    c.error("expected 'large' or 'inline' after the title, found '\(w.text)'", at: w)
                    return
                }
                s.screen.largeTitle = w.text == "large"
            }
        case "content-inset":
            var values: [Double] = []
            for side in ["top", "left", "bottom", "right"] {
                guard let v = c.number("content inset \(side)", range: -4096...4096) else { return }
                values.append(v)
            }
            s.screen.contentInset = EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        case "table-background":
            if let color = colorValue(&c) { s.screen.tableBackground = color }
        case "filler-separators": onOff(&c, name) { s.screen.fillerSeparators = $0 }
        case "device-frame": onOff(&c, name) { s.screen.deviceFrame = $0 }
        case "home-indicator":
            if c.peek == nil { s.screen.homeIndicator = true } else { onOff(&c, name) { s.screen.homeIndicator = $0 } }
        default: break
        }
    }

    /// `on` or `off`, given to `set`; an error naming the directive otherwise.
    func onOff(_ c: inout TokenCursor, _ name: String, _ set: (Bool) -> Void) {
        guard let t = c.word("on or off") else { return }
        guard t.text == "on" || t.text == "off" else {
            c.error("expected '\(name) on' or '\(name) off', found '\(t.text)'", at: t)
            return
        }
        set(t.text == "on")
    }

    /// H:MM or HH:MM, as a status bar shows the time.
    static func isClockTime(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]), parts[1].count == 2,
            (1...2).contains(parts[0].count)
        else { return false }
        return (0...23).contains(h) && (0...59).contains(m)
    }
}
