import Foundation
import Unfold

/// The app's model: what the FAQ screen lists.
struct FAQItem {
    var id: String
    var question: String
    var answer: String
}

/// The FAQ screen as a scene, made from the model: the rows come from the array, so the snapshot follows the
/// app's data instead of a copy of it.
func faqScene(_ items: [FAQItem], tapping tapped: String?) throws -> UnfoldScene {
    var text = """
        scene "FAQ from Swift"
        canvas 390x500 @2x
        fps 30
        table inset-grouped
        cell question
          vstack padding 12 16 12 16 spacing 6
            text question font headline
            text answer font subheadline color secondary-label visible expanded
        rows question

        """
    for item in items {
        text += "  \(item.id) question \(quoted(item.question)) answer \(quoted(item.answer))\n"
    }
    if let tapped { text += "timeline\n  at 0.3 tap \(tapped)\n" }
    return try UnfoldScene(text: text, name: tapped.map { "faq-\($0)" } ?? "faq-collapsed")
}

/// A scene-format string: quotes and backslashes escaped.
func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

let items = [
    FAQItem(id: "account", question: "How do I delete my account?", answer: "Settings → Account → Delete."),
    FAQItem(id: "offline", question: "Does it work offline?", answer: "Yes: lists you opened once stay on the phone."),
    FAQItem(id: "family", question: "Can my family share a list?", answer: "Invite them from the list's menu.")
]
