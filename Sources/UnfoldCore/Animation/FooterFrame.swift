/// A section's footer at one frame: its words, and the top and height of its block in content coordinates.
struct FooterFrame: Sendable, Equatable {
    var text: String
    var y: Double
    var height: Double
}
