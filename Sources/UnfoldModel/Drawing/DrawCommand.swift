/// Which corners of a rectangle are rounded, and by how much.
public struct Corners: Sendable, Equatable {
    public package(set) var radius: Double
    public package(set) var top: Bool
    public package(set) var bottom: Bool
    public init(radius: Double, top: Bool = true, bottom: Bool = true) {
        self.radius = radius
        self.top = top
        self.bottom = bottom
    }
    public static let none = Corners(radius: 0)
}

/// One drawing step, in canvas points; the renderer is a thin loop over these.
public enum DrawCommand: Sendable, Equatable {
    case fill(Rect, RGBA, Corners)
    case pushClip(Rect, Corners)
    case popClip
    case text(String, TextStyle, Rect, RGBA)
    /// `mirrored`: a directional symbol in a right-to-left layout.
    case symbol(SymbolName, Rect, RGBA, rotation: Double, mirrored: Bool = false)
    /// A custom symbol from an asset catalog's symbol set, drawn from its template's layer for `weight`.
    case symbolSet(String, Rect, RGBA, rotation: Double, weight: FontWeight)
    /// `tint`: a template image (an image set's `template-rendering-intent template`), drawn in this colour
    /// through its alpha.
    /// `rotation`: degrees clockwise about the rect's centre, as a view's rotation transform turns it.
    case image(String, Rect, ContentMode, corner: Double, alpha: Double, tint: RGBA? = nil, rotation: Double = 0)
    case placeholder(Rect, corner: Double, alpha: Double)
    /// Everything outside the rounded rectangle, in one colour: a device's display corners.
    case outside(Rect, Corners, RGBA)
    /// A layer's border: `width` points inside the rounded rectangle, as Core Animation draws it.
    case border(Rect, RGBA, width: Double, Corners)
    /// A layer's shadow: the rounded rectangle moved by `offset`, blurred by `blur` points (a Gaussian of that
    /// standard deviation).
    case shadow(Rect, RGBA, offset: Size, blur: Double, Corners)
    /// A shadow cast by what the commands up to the matching `endContentShadow` draw, as Core Animation casts a
    /// layer's shadow from its content and sublayers when it has no background: their alpha, moved by `offset`,
    /// blurred by `blur` points, in `color`, under them. `Rect` bounds what they draw.
    case beginContentShadow(Rect, RGBA, offset: Size, blur: Double)
    case endContentShadow
}

extension DrawCommand: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .fill(r, c, k): return "fill \(r) \(c.hex)\(k.radius > 0 ? " r\(fmt(k.radius))" : "")"
        case let .pushClip(r, _): return "clip \(r)"
        case .popClip: return "unclip"
        case let .text(s, st, r, c):
            return "text \(r) \(c.hex) \(st.weight.rawValue) \(fmt(st.size)) lines \(st.lines) \"\(s)\""
        case let .symbol(n, r, c, rot, m):
            return "symbol \(n.rawValue) \(r) \(c.hex) rot \(fmt(rot))\(m ? " mirrored" : "")"
        case let .symbolSet(n, r, c, rot, w):
            return "symbol-set \(n) \(r) \(c.hex) rot \(fmt(rot)) \(w.rawValue)"
        case let .image(p, r, m, _, a, t, rot):
            return "image \(p) \(r) \(m.rawValue) a\(fmt(a))" + (t.map { " tint \($0.hex)" } ?? "")
                + (rot == 0 ? "" : " rot \(fmt(rot))")
        case let .placeholder(r, _, a): return "placeholder \(r) a\(fmt(a))"
        case let .outside(r, k, c): return "outside \(r) r\(fmt(k.radius)) \(c.hex)"
        case let .border(r, c, w, k): return "border \(r) \(c.hex) w\(fmt(w)) r\(fmt(k.radius))"
        case let .shadow(r, c, o, b, k):
            return "shadow \(r) \(c.hex) offset \(fmt(o.width)),\(fmt(o.height)) blur \(fmt(b)) r\(fmt(k.radius))"
        case let .beginContentShadow(r, c, o, b):
            return "content-shadow \(r) \(c.hex) offset \(fmt(o.width)),\(fmt(o.height)) blur \(fmt(b))"
        case .endContentShadow: return "end-content-shadow"
        }
    }
}

extension RGBA {
    var hex: String {
        func byte(_ v: Double) -> String {
            let h = String(Int((min(1, max(0, v)) * 255).rounded()), radix: 16)
            return h.count == 1 ? "0" + h : h
        }
        return "#" + byte(r) + byte(g) + byte(b) + byte(a)
    }
}

extension DrawCommand {
    /// What the command may cover, in points; nil for clips and markers, which draw nothing.
    package var extent: Rect? {
        switch self {
        case let .fill(r, _, _), let .text(_, _, r, _), let .symbol(_, r, _, _, _), let .symbolSet(_, r, _, _, _),
            let .image(_, r, _, _, _, _, _), let .placeholder(r, _, _), let .border(r, _, _, _):
            return r
        case let .shadow(r, _, o, b, _), let .beginContentShadow(r, _, o, b):
            let margin = 3 * b
            return Rect(
                x: r.x + o.width - margin, y: r.y + o.height - margin, width: r.width + 2 * margin,
                height: r.height + 2 * margin)
        case .pushClip, .popClip, .outside, .endContentShadow: return nil
        }
    }
}
