/// `device NAME`: a canvas and a scale.
package enum Device: String, Sendable, CaseIterable {
    case iphoneSE = "iphone-se", iphone15 = "iphone-15", iphone15ProMax = "iphone-15-pro-max", ipad11 = "ipad-11"

    package var canvas: (width: Double, height: Double, scale: Int) {
        switch self {
        case .iphoneSE: return (375, 667, 2)
        case .iphone15: return (393, 852, 3)
        case .iphone15ProMax: return (430, 932, 3)
        case .ipad11: return (834, 1194, 2)
        }
    }
}
