public struct Rect: Sendable, Equatable, Hashable, CustomStringConvertible {
    public package(set) var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var description: String { "(\(fmt(x)), \(fmt(y)), \(fmt(width)), \(fmt(height)))" }
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
    public var size: Size { Size(width: width, height: height) }
}

public struct Size: Sendable, Equatable, Hashable {
    public package(set) var width, height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

package func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

/// Rounds up to a whole device pixel, ignoring float noise below a millionth of a pixel.
@inlinable
package func ceilToPixel(_ v: Double, scale: Int) -> Double {
    let s = Double(scale)
    return (v * s - 1e-6).rounded(.up) / s
}

extension Rect {
    /// The rectangle with each edge moved to the nearest device pixel, as UIKit rounds the frames Auto Layout
    /// gives its views: two views that meet still meet, and no edge is drawn across two pixels.
    package func pixelAligned(scale: Int) -> Rect {
        let s = Double(scale)
        func round(_ v: Double) -> Double { (v * s).rounded() / s }
        let left = round(x)
        let top = round(y)
        return Rect(x: left, y: top, width: max(0, round(maxX) - left), height: max(0, round(maxY) - top))
    }
}
