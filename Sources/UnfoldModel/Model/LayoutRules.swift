/// Whose rules lay a cell's elements out.
package enum LayoutRules: String, Sendable, Equatable, CaseIterable {
    /// Auto Layout and UIStackView: a stack fills the width it is given and shares it by priorities.
    case uiKit = "uikit"
    /// SwiftUI: a parent proposes a size, the child chooses its own, and the parent places it.
    case swiftUI = "swiftui"
}
