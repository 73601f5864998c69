/// An sRGB color with straight (not premultiplied) alpha, components 0…1.
public struct RGBA: Sendable, Equatable, Hashable {
    public var r, g, b, a: Double
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
    public init(bytes r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(Double(r) / 255, Double(g) / 255, Double(b) / 255, a)
    }
    public func withAlpha(_ factor: Double) -> RGBA { RGBA(r, g, b, a * factor) }
}

/// A color as written in a scene: a literal, or a system color resolved by appearance.
public enum Color: Sendable, Equatable, Hashable {
    case literal(RGBA)
    case system(String)

    public func resolved(_ appearance: Appearance) -> RGBA {
        switch self {
        case .literal(let c): return c
        case .system(let name):
            let pair = Color.systemTable[name] ?? (RGBA(0, 0, 0), RGBA(1, 1, 1))
            return appearance == .light ? pair.0 : pair.1
        }
    }

    public static let systemNames: [String] = [
        "label", "secondary-label", "tertiary-label", "background", "secondary-background",
        "grouped-background", "separator", "selection", "blue", "gray", "gray2", "gray3", "gray4",
        "gray5", "gray6", "red", "green", "orange", "yellow", "white", "black", "clear"
    ]

    /// iOS's light and dark values (UIColor system colors).
    static let systemTable: [String: (RGBA, RGBA)] = [
        "label": (RGBA(0, 0, 0), RGBA(1, 1, 1)),
        "secondary-label": (RGBA(bytes: 60, 60, 67, 0.6), RGBA(bytes: 235, 235, 245, 0.6)),
        "tertiary-label": (RGBA(bytes: 60, 60, 67, 0.3), RGBA(bytes: 235, 235, 245, 0.3)),
        "background": (RGBA(1, 1, 1), RGBA(0, 0, 0)),
        "secondary-background": (RGBA(bytes: 242, 242, 247), RGBA(bytes: 28, 28, 30)),
        "grouped-background": (RGBA(bytes: 242, 242, 247), RGBA(0, 0, 0)),
        "grouped-cell": (RGBA(1, 1, 1), RGBA(bytes: 28, 28, 30)),
        "separator": (RGBA(bytes: 60, 60, 67, 0.29), RGBA(bytes: 84, 84, 88, 0.6)),
        "selection": (RGBA(bytes: 209, 209, 214), RGBA(bytes: 58, 58, 60)),
        "header-label": (RGBA(bytes: 60, 60, 67, 0.6), RGBA(bytes: 235, 235, 245, 0.6)),
        "plain-header": (RGBA(bytes: 247, 247, 247), RGBA(bytes: 28, 28, 30)),
        "blue": (RGBA(bytes: 0, 122, 255), RGBA(bytes: 10, 132, 255)),
        "gray": (RGBA(bytes: 142, 142, 147), RGBA(bytes: 142, 142, 147)),
        "gray2": (RGBA(bytes: 174, 174, 178), RGBA(bytes: 99, 99, 102)),
        "gray3": (RGBA(bytes: 199, 199, 204), RGBA(bytes: 72, 72, 74)),
        "gray4": (RGBA(bytes: 209, 209, 214), RGBA(bytes: 58, 58, 60)),
        "gray5": (RGBA(bytes: 229, 229, 234), RGBA(bytes: 44, 44, 46)),
        "gray6": (RGBA(bytes: 242, 242, 247), RGBA(bytes: 28, 28, 30)),
        "red": (RGBA(bytes: 255, 59, 48), RGBA(bytes: 255, 69, 58)),
        "green": (RGBA(bytes: 52, 199, 89), RGBA(bytes: 48, 209, 88)),
        "orange": (RGBA(bytes: 255, 149, 0), RGBA(bytes: 255, 159, 10)),
        "yellow": (RGBA(bytes: 255, 204, 0), RGBA(bytes: 255, 214, 10)),
        "white": (RGBA(1, 1, 1), RGBA(1, 1, 1)),
        "black": (RGBA(0, 0, 0), RGBA(0, 0, 0)),
        "clear": (RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0))
    ]
}
