import Foundation
import UnfoldModel

/// WCAG 2's contrast: relative luminance of sRGB colours, and the ratio of two.
package enum Contrast {
    /// Relative luminance of an opaque colour.
    package static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// (lighter + 0.05) / (darker + 0.05): 1 to 21.
    package static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` drawn over an opaque `bottom`.
    package static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let a = top.a
        return RGBA(top.r * a + bottom.r * (1 - a), top.g * a + bottom.g * (1 - a), top.b * a + bottom.b * (1 - a), 1)
    }

    /// The ratio WCAG 2 asks of a text: 3:1 for large text (18 pt, or 14 pt in semibold or bold), else 4.5:1.
    package static func required(size: Double, weight: FontWeight) -> Double {
        size >= 18 || (size >= 14 && [.semibold, .bold, .heavy, .black].contains(weight)) ? 3 : 4.5
    }
}
