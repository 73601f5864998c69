import UnfoldModel

/// A section's footer at one frame: its words, and the top and height of its block in content coordinates.
package struct FooterFrame: Sendable, Equatable {
    package var text: String
    package var y: Double
    package var height: Double
}
