import Foundation
import Unfold
import UnfoldCore
import UnfoldModel

#if UNFOLD_SWIFT_SOURCE
    import UnfoldSwiftSource

    /// Issue 59's targets: a SwiftUI file of about 200 lines with three previews read and laid out (the previews'
    /// scenes compiled and their first frame's layout made) under 30 ms, and `unfold test` on 100 such files under
    /// 2× the same suite written as scene files, measured side by side in each round.
    enum SwiftUIBench {
        /// A file of `topics` FAQ entries, a row view, a list view and three previews; about 200 lines at 40.
        static func file(_ n: Int, topics: Int = 40) -> String {
            var s = "import SwiftUI\n\nstruct FAQ: Identifiable {\n    let id: String\n    let question: String\n"
            s += "    let answer: String\n}\n\nlet faqs = [\n"
            for i in 0..<topics {
                s += "    FAQ(\n        id: \"q\(i)\", question: \"Question \(i) of file \(n)?\",\n"
                s += "        answer: \"The answer to question \(i), long enough to wrap onto a second line.\"),\n"
            }
            s += "]\n\n"
            s += """
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
                    @State private var open = true

                    var body: some View {
                        List {
                            Section("Questions", isExpanded: $open) {
                                ForEach(faqs) { faq in
                                    FAQRow(faq: faq)
                                }
                            }
                            Section("More") {
                                DisclosureGroup("Contact") {
                                    Text("support@example.com")
                                }
                                Toggle("Email me answers", isOn: .constant(true))
                            }
                        }
                        .navigationTitle("FAQ \(n)")
                    }
                }

                #Preview("List") {
                    FAQView()
                }

                #Preview("Row") {
                    FAQRow(faq: faqs[0])
                }

                #Preview("Plain") {
                    FAQView()
                        .listStyle(.plain)
                }

                """
            return s
        }

        static func run(unfold: String, rounds: Int) throws {
            SwiftSources.register(SwiftSyntaxCellReader())
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-swiftui-bench-\(getpid())")
            defer { try? FileManager.default.removeItem(at: dir) }
            let swift = dir.appendingPathComponent("swift")
            let scenes = dir.appendingPathComponent("scenes")
            for d in [swift, scenes] {
                try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
            }
            // 100 files, and the same previews written as scene files beside them.
            for n in 0..<100 {
                let text = file(n)
                try Data(text.utf8).write(to: swift.appendingPathComponent("FAQ\(n).swift"))
                let previews = try SwiftSyntaxCellReader().readPreviews(Array(text.utf8), file: "FAQ\(n).swift").get()
                for p in previews {
                    try Data(p.text.utf8).write(to: scenes.appendingPathComponent("FAQ\(n)-\(p.name).scene"))
                }
            }
            let one = file(0)
            let lines = one.split(separator: "\n", omittingEmptySubsequences: false).count
            var reads: [Double] = []
            var ratios: [Double] = []
            var fromSwift: [Double] = []
            var fromScenes: [Double] = []
            for round in 0..<rounds {
                reads.append(
                    try InterfaceBuilderBench.medianTime {
                        let previews = try SwiftSyntaxCellReader().readPreviews(Array(one.utf8), file: "FAQ0.swift")
                            .get()
                        for p in previews {
                            let compiled = try UnfoldScene(text: p.text, name: p.name, base: swift).compiled()
                            _ = compiled.timelineJSON(frames: 0..<1)
                        }
                    })
                // `unfold test`, recorded once, then verified: the Swift files against the scene files.
                func suite(_ folder: URL, _ goldens: String, record: Bool) -> Double {
                    let start = now()
                    let p = Process()
                    p.executableURL = URL(fileURLWithPath: unfold)
                    p.arguments =
                        [
                            "test", folder.path, "--goldens", dir.appendingPathComponent(goldens).path, "--quiet",
                            "--report", dir.appendingPathComponent("report-\(goldens)").path
                        ]
                        + (record ? ["--record", "all"] : [])
                    p.standardOutput = FileHandle.nullDevice
                    p.standardError = FileHandle.nullDevice
                    try? p.run()
                    p.waitUntilExit()
                    return now() - start
                }
                if round == 0 {
                    _ = suite(swift, "g-swift", record: true)
                    _ = suite(scenes, "g-scenes", record: true)
                }
                let a = suite(swift, "g-swift", record: false)
                let b = suite(scenes, "g-scenes", record: false)
                fromSwift.append(a)
                fromScenes.append(b)
                ratios.append(a / b)
            }
            print("")
            print("SwiftUI previews (medians of \(rounds) rounds):")
            print(
                String(
                    format: "  a %d-line file with 3 previews read and laid out: %.2f ms (target < 30 ms)", lines,
                    median(reads) * 1000))
            print(
                String(
                    format:
                        "  unfold test, 100 files (300 previews): %.2f s; the same as 300 scene files: %.2f s; ratio %.2f× (target < 2×)",
                    median(fromSwift), median(fromScenes), median(ratios)))
        }
    }
#endif
