import Foundation

/// The colour spaces an asset catalog writes, converted to the sRGB the renderer draws in.
package enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case extendedSRGB = "extended-srgb"
    case displayP3 = "display-p3"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Components in this space (r, g, b, or white alone for the grays) as sRGB, clamped to 0…1.
    package func toSRGB(_ c: [Double], alpha: Double) -> RGBA {
        switch self {
        case .srgb, .extendedSRGB:
            return RGBA(unitClamp(c[0]), unitClamp(c[1]), unitClamp(c[2]), unitClamp(alpha))
        case .extendedLinearSRGB:
            return RGBA(Self.encode(c[0]), Self.encode(c[1]), Self.encode(c[2]), unitClamp(alpha))
        case .displayP3:
            // Display P3 has sRGB's transfer curve and D65 white: decode, change primaries, encode.
            let linear = c.map(Self.decode)
            let m = Self.p3ToSRGB
            let out = (0..<3).map { row in m[row][0] * linear[0] + m[row][1] * linear[1] + m[row][2] * linear[2] }
            return RGBA(Self.encode(out[0]), Self.encode(out[1]), Self.encode(out[2]), unitClamp(alpha))
        case .grayGamma22, .extendedGray:
            // Gamma 2.2 to linear light, then sRGB's curve.
            let white = Self.encode(pow(max(0, c[0]), 2.2))
            return RGBA(white, white, white, unitClamp(alpha))
        }
    }

    /// Linear Display P3 to linear sRGB (both D65), from the two spaces' primaries (CSS Color 4's matrices).
    static let p3ToSRGB: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0],
        [-0.042056954709688163, 1.0420569547096881, 0],
        [-0.019637554590334432, -0.07863604555063189, 1.0982736001409663]
    ]

    /// sRGB's transfer curve, encoded value to linear light.
    package static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    /// Linear light to sRGB's encoded value, clamped to 0…1.
    package static func encode(_ v: Double) -> Double {
        let l = unitClamp(v)
        return l <= 0.003_130_8 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }
}

package func unitClamp(_ v: Double) -> Double { min(1, max(0, v)) }
