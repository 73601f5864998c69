import Foundation
import Unfold

/// The app's model: what the FAQ screen lists.
struct FAQItem {
    var id: String
    var question: String
    var answer: String
}

/// The FAQ screen as a scene, made from the model with Unfold's scene builder: the rows come from the array,
/// so the snapshot follows the app's data instead of a copy of it.
func faqScene(_ items: [FAQItem], tapping tapped: String?) throws -> UnfoldScene {
    try UnfoldScene(name: tapped.map { "faq-\($0)" } ?? "faq-collapsed") {
        Header("scene \"FAQ from Swift\"")
        Header.canvas(390, 500, scale: 2)
        Header.fps(30)
        Header.table(.insetGrouped)
        Cell("question") {
            VStack(padding: [12, 16, 12, 16], spacing: 6) {
                Text(slot: "question").font("headline")
                Text(slot: "answer").font("subheadline").color("secondary-label").visible(.expanded)
            }
        }
        Rows("question", items) { Item($0.id, ["question": $0.question, "answer": $0.answer]) }
        if let tapped { Steps { At(0.3, .tap(tapped)) } }
    }
}

let items = [
    FAQItem(id: "account", question: "How do I delete my account?", answer: "Settings → Account → Delete."),
    FAQItem(id: "offline", question: "Does it work offline?", answer: "Yes: lists you opened once stay on the phone."),
    FAQItem(id: "family", question: "Can my family share a list?", answer: "Invite them from the list's menu.")
]
