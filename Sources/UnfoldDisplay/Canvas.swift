import UnfoldModel

/// The canvas a frame is drawn on: its size in points, its scale, and its size in whole device pixels. Every
/// conversion between points and pixels is made here, and the value is computed once per scene and passed down.
package struct Canvas: Sendable, Equatable {
    package let width: Double
    package let height: Double
    package let scale: Int

    package init(width: Double, height: Double, scale: Int) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    package var pixelWidth: Int { Canvas.pixels(width, scale: scale) }
    package var pixelHeight: Int { Canvas.pixels(height, scale: scale) }

    /// The largest an image is ever decoded: the canvas at @3x, the largest scale any override gives, rounded up
    /// to whole pixels (no frame shows an image larger than itself).
    package var imageBound: (width: Int, height: Int) {
        (Int((width * 3).rounded(.up)), Int((height * 3).rounded(.up)))
    }

    /// One device pixel, in points (a separator's thickness).
    package var onePixel: Double { 1 / Double(scale) }

    /// A length in points as whole pixels at `scale`, rounded to the nearest.
    package static func pixels(_ points: Double, scale: Int) -> Int { Int((points * Double(scale)).rounded()) }

    /// `y` moved up to the device pixel it falls in, so a line drawn above it covers whole pixels.
    package func pixelFloor(_ y: Double) -> Double { (y * Double(scale)).rounded(.down) / Double(scale) }
}

extension Settings {
    /// The scene's canvas: its size and scale.
    package var canvas: Canvas { Canvas(width: width, height: height, scale: scale) }
}
