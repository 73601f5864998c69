import Foundation

/// What VoiceOver reads (SCENE-FORMAT v4, "Accessibility: what VoiceOver reads"): the traits an element has.
public enum AccessibilityTrait: String, Sendable, CaseIterable {
    case button, header, selected, image
    case staticText = "static-text"
    case adjustable, link
    case notEnabled = "not-enabled"

    /// `button,selected` as written after `traits` or in a row's value; nil when a name is not a trait.
    package static func list(_ text: String) -> [AccessibilityTrait]? {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let traits = names.compactMap(AccessibilityTrait.init(rawValue:))
        return traits.count == names.count && !names.isEmpty ? traits : nil
    }
}
