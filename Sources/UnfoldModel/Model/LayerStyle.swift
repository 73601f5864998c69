/// What Core Animation draws around a view, as an Interface Builder file's runtime attributes give it: a border
/// inside its bounds, over its content and subviews, and a shadow outside, under it.
package struct LayerStyle: Sendable, Equatable {
    package var borderWidth: Double = 0
    /// CALayer's default border colour is opaque black.
    package var borderColor: Color = .literal(RGBA(0, 0, 0, 1))
    package var shadow: LayerShadow? = nil

    package init() {}

    package var isEmpty: Bool { borderWidth <= 0 && shadow == nil }
}

/// A layer's shadow: its colour at `opacity`, moved by `offset`, blurred by `radius` points.
package struct LayerShadow: Sendable, Equatable {
    package var color: Color
    package var opacity: Double
    package var offset: Size
    package var radius: Double

    package init(color: Color, opacity: Double, offset: Size, radius: Double) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}
