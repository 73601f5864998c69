// An FAQ screen in SwiftUI, as an app writes it: rows that expand with @State and withAnimation, a collapsible
// section, and a toggle. Unfold reads it with the toolchain's parser and never runs it
// (scenes/swiftui-faq.scene takes its #Preview and adds a timeline).
import SwiftUI

struct FAQ: Identifiable {
    let id: String
    let question: String
    let answer: String
}

let faqs = [
    FAQ(
        id: "reset", question: "How do I reset my password?",
        answer: "Open Settings, tap Account, then Reset Password. We send a link to your email."),
    FAQ(id: "plan", question: "Can I change my plan?", answer: "Yes, any time, from the Plans screen."),
    FAQ(id: "export", question: "How do I export my data?", answer: "Choose Export in the menu."),
]

struct FAQRow: View {
    let faq: FAQ
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(faq.question)
                    .font(.headline)
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    .foregroundStyle(.secondary)
            }
            if isExpanded {
                Text(faq.answer)
                    .foregroundStyle(.secondary)
            }
        }
        .onTapGesture {
            withAnimation(.snappy) {
                isExpanded.toggle()
            }
        }
    }
}

struct FAQView: View {
    @State private var basicsOpen = true

    var body: some View {
        NavigationStack {
            List {
                Section("Basics", isExpanded: $basicsOpen) {
                    ForEach(faqs) { faq in
                        FAQRow(faq: faq)
                    }
                }
                Section("More") {
                    Text("Contact support")
                    Toggle("Email me answers", isOn: .constant(true))
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("FAQ")
        }
    }
}

#Preview("FAQ") {
    FAQView()
}
