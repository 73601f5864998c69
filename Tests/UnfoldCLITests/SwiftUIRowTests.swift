#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldCore
    import UnfoldSwiftSource
    import UnfoldTestSupport

    @testable import Unfold

    /// Issue 59: a SwiftUI view as a row's content (`cell NAME from "FILE.swift" type VIEW`), read with the
    /// toolchain's parser and never run. The frames expected are worked out by hand from SwiftUI's rules as
    /// docs/swiftui.md gives them: `padding()` is 16 pt, a stack's default spacing 8 pt (1 pt between texts), a `Text` is `body` (Inter's
    /// line of 17 pt is 21 pt tall here), an SF Symbol of the body size is 17 pt square, and a stack offers its
    /// least flexible child an equal share of its width first, with no spacing next to a `Spacer`.
    @Suite struct SwiftUIRowTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        /// The element of `template` with id `id`.
        static func element(_ template: Template, _ id: String) -> Element? {
            template.ids.firstIndex(of: id).map { template.flattened[$0] }
        }

        static let faqRow = """
            import SwiftUI

            struct FAQRow: View {
                let question: String
                let answer: String
                @State private var isExpanded = false

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text(question)
                                .font(.headline)
                            Spacer()
                            Image(systemName: "chevron.right")
                                .rotationEffect(.degrees(isExpanded ? 90 : 0))
                                .foregroundStyle(.secondary)
                        }
                        if isExpanded {
                            Text(answer)
                                .foregroundStyle(.secondary)
                                .lineLimit(isExpanded ? nil : 3)
                        }
                    }
                    .padding()
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
                            isExpanded.toggle()
                        }
                    }
                }
            }
            """

        static let scene = """
            canvas 390x300
            fps 50
            highlight none
            cell faq from "FAQView.swift" type FAQRow
            rows faq
              a question "How do I reset my password?" answer "Open Settings, tap Account, then Reset Password. We send a link to your email."
            timeline
              at 0.1 tap a
            """

        @Test func aRowsFramesAreSwiftUIsPaddingSpacingAndSpacer() throws {
            let (_, json) = try SwiftCellTests.compile(Self.scene, files: ["FAQView.swift": Self.faqRow])
            let collapsed = SwiftCellTests.row(json, "a", frame: 0)
            // The HStack is offered the padded row, 390 − 2 × 16 = 358. The symbol, least flexible, takes its
            // 17 pt; the text is offered half of the 341 left (170.5; no spacing next to a spacer), which its
            // one-line headline (more than 200 pt) does not fit: two lines, 41.5 pt. The spacer takes the rest.
            let twoLines: Double = 16 + 41.5 + 16
            #expect(collapsed.height == twoLines)
            #expect(collapsed.elements["question"]?[0...1] == [16, 16])
            #expect((collapsed.elements["question"]?[2]).map { $0 <= 170.5 } == true)
            #expect(collapsed.elements["hstack-1"] == [16, 16, 358, 41.5])
            // The chevron ends 16 pt from the trailing edge, centred on the two lines.
            let centred: Double = 16 + (41.5 - 17) / 2
            #expect(collapsed.elements["chevron-right"] == [357, centred, 17, 17])
            let frames = (json["frames"] as! [[String: Any]]).count
            let open = SwiftCellTests.row(json, "a", frame: frames - 1)
            // Expanded: 8 pt below the question, the answer's two lines (41.5 pt) at 358, then 16.
            let below: Double = 16 + 41.5 + 8
            #expect(open.elements["answer"]?[0...1] == [16, below])
            let expected: Double = 16 + 41.5 + 8 + 41.5 + 16
            #expect(open.height == expected)
        }

        /// `layoutPriority(1)` offers the text the whole width less what the others need (the symbol's 17 and the
        /// spacer's 8), as SwiftUI's stacks serve higher priorities first: its one line fits.
        @Test func aHigherLayoutPriorityKeepsTheTextOnOneLine() throws {
            let file = Self.faqRow.replacingOccurrences(
                of: ".font(.headline)", with: ".font(.headline)\n                .layoutPriority(1)")
            let (_, json) = try SwiftCellTests.compile(Self.scene, files: ["FAQView.swift": file])
            let row = SwiftCellTests.row(json, "a", frame: 0)
            let oneLine: Double = 16 + 21 + 16
            #expect(row.height == oneLine)
            #expect(row.elements["chevron-right"] == [357, 18, 17, 17])
            // Wider than the half it had without the priority, and no wider than 358 − 17 − 8.
            #expect((row.elements["question"]?[2]).map { $0 > 170.5 && $0 <= 333 } == true)
        }

        /// `frame(maxWidth: .infinity, alignment: .leading)` in place of the spacer: the frame is as flexible as a
        /// spacer but needs no 8 pt, so the symbol takes 17 and the framed text is offered the other 333 (358 − 17
        /// − 8 spacing): one line, at the leading edge.
        @Test func aFrameOfInfiniteMaxWidthTakesTheRowBesideTheSymbol() throws {
            let file = Self.faqRow.replacingOccurrences(of: "Spacer()", with: "").replacingOccurrences(
                of: ".font(.headline)", with: ".font(.headline).frame(maxWidth: .infinity, alignment: .leading)")
            let (_, json) = try SwiftCellTests.compile(Self.scene, files: ["FAQView.swift": file])
            let row = SwiftCellTests.row(json, "a", frame: 0)
            let oneLine: Double = 16 + 21 + 16
            #expect(row.height == oneLine)
            #expect(row.elements["vstack-2"] == [16, 16, 333, 21])
            #expect(row.elements["question"]?[0...1] == [16, 16])
            #expect(row.elements["chevron-right"] == [357, 18, 17, 17])
        }

        /// `onTapGesture` makes no accessibility element of the stack it is on: VoiceOver reads the question, and
        /// the answer once shown, as texts of their own, as SwiftUI keeps them. A `Button` is one element, read by
        /// its label's words.
        @Test func aTappedStackIsNoElementOfItsOwnButAButtonIs() throws {
            let (compiled, _) = try SwiftCellTests.compile(Self.scene, files: ["FAQView.swift": Self.faqRow])
            let closed = compiled.accessibility(frame: 0)
            #expect(closed.map(\.label) == ["How do I reset my password?"])
            // So the audit does not call the stack an unlabelled button.
            let rules = Auditor(compiled.renderer.timeline).findings().map(\.rule)
            #expect(!rules.contains(.noLabel), "\(rules)")
            #expect(closed.map(\.traits) == [[.staticText]])
            let open = compiled.accessibility(frame: compiled.renderer.timeline.frameCount - 1)
            #expect(
                open.map(\.label) == [
                    "How do I reset my password?",
                    "Open Settings, tap Account, then Reset Password. We send a link to your email."
                ])
            let button = """
                import SwiftUI
                struct More: View {
                    @State private var isExpanded = false
                    var body: some View {
                        Button {
                            isExpanded.toggle()
                        } label: {
                            HStack {
                                Image(systemName: "star")
                                Text("Show more")
                            }
                        }
                    }
                }
                """
            let scene = "canvas 390x200\ncell more from \"More.swift\" type More\nrows more\n  a\n"
            let (withButton, _) = try SwiftCellTests.compile(scene, files: ["More.swift": button])
            let read = withButton.accessibility(frame: 0)
            #expect(read.map(\.label) == ["Show more"])
            #expect(read.map(\.traits) == [[.button]])
        }

        @Test func everyElementNamesItsSwiftLine() throws {
            let (_, json) = try SwiftCellTests.compile(Self.scene, files: ["FAQView.swift": Self.faqRow])
            let row = ((json["frames"] as! [[String: Any]])[0]["rows"] as! [[String: Any]])[0]
            let sources = Dictionary(
                uniqueKeysWithValues: (row["elements"] as! [[String: Any]]).map {
                    ($0["id"] as! String, $0["source"] as? String ?? "")
                })
            #expect(sources["vstack-0"] == "FAQView.swift:9")
            #expect(sources["question"] == "FAQView.swift:11")
            #expect(sources["chevron-right"] == "FAQView.swift:14")
            #expect(sources["answer"] == "FAQView.swift:19")
        }

        /// `.spring(duration: 0.4, bounce: 0.2)` is the scene's spring of response 0.4 and damping 0.8 (WWDC23:
        /// damping ratio = 1 − bounce): the row grows past its expanded height, then settles on it by 0.4 s.
        @Test func theSpringsRowOvershootsThenSettles() throws {
            let (compiled, json) = try SwiftCellTests.compile(Self.scene, files: ["FAQView.swift": Self.faqRow])
            let curve = compiled.renderer.timeline.scene.templates[0].animation?.curve
            #expect(curve == .spring(response: 0.4, damping: 0.8))
            let frames = json["frames"] as! [[String: Any]]
            let heights = frames.indices.map { SwiftCellTests.row(json, "a", frame: $0).height }
            let open: Double = 16 + 41.5 + 8 + 41.5 + 16
            #expect(heights.max()! > open + 0.5)
            #expect(heights.last == open)
            // Settled at 0.4 s, as SwiftUI's duration says: from the tap (frame 5 at 50 fps) plus 0.4 s (frame 25)
            // on, within a point of its height (a damping of 0.8 leaves 1 % of the 49.5-pt change there); the
            // overshoot peaks before, at π / ω√(1 − ζ²) = 0.33 s.
            #expect(heights[25...].allSatisfy { abs($0 - open) < 1 }, "\(heights)")
            #expect(heights.firstIndex(of: heights.max()!)! < 25)
            // The chevron turns with the row: part-way at the update's second frame, 90° at the end.
            var rotations: [Double] = []
            for f in frames {
                let r = (f["rows"] as! [[String: Any]])[0]
                let elements = r["elements"] as! [[String: Any]]
                let chevron = elements.first { $0["id"] as? String == "chevron-right" }
                rotations.append(chevron?["rotation"] as? Double ?? -1)
            }
            #expect(rotations.contains { $0 > 10 && $0 < 80 })
            #expect(rotations.last == 90)
        }

        @Test func aLineLimitOnTheStateIsLinesPerState() throws {
            let (compiled, _) = try SwiftCellTests.compile(Self.scene, files: ["FAQView.swift": Self.faqRow])
            let answer = Self.element(compiled.renderer.timeline.scene.templates[0], "answer")
            #expect(answer?.typesetting?.lines == Pair(3, 0))
        }

        @Test func aModifierNotReadIsAWarningAtItsLine() {
            let dir = tempDir("swiftui-warn")
            defer { try? FileManager.default.removeItem(at: dir) }
            let blurred = Self.faqRow.replacingOccurrences(of: ".contentShape(Rectangle())", with: ".blur(radius: 2)")
            try? Data(blurred.utf8).write(to: dir.appendingPathComponent("FAQView.swift"))
            let document = SceneDocument(bytes: Array(Self.scene.utf8), path: "faq.scene", name: "faq", base: dir)
            let text = document.diagnostics.formatted(path: "faq.scene")
            #expect(
                text == """
                    faq.scene:4:15: warning: FAQView.swift:25:10: modifier '.blur' is not read: the view is drawn without it
                    cell faq from "FAQView.swift" type FAQRow
                                  ^

                    """)
        }

        @Test func theScenesOwnLinesAddOptionsByName() throws {
            let scene = Self.scene.replacingOccurrences(
                of: "type FAQRow\n", with: "type FAQRow\n  answer lines 1/2\n  question color red\n")
            let (compiled, _) = try SwiftCellTests.compile(scene, files: ["FAQView.swift": Self.faqRow])
            let template = compiled.renderer.timeline.scene.templates[0]
            #expect(Self.element(template, "answer")?.typesetting?.lines == Pair(1, 2))
            #expect(Self.element(template, "question")?.typesetting?.color == .system("red"))
            let misspelt = Self.scene.replacingOccurrences(of: "type FAQRow\n", with: "type FAQRow\n  anwser lines 1\n")
            #expect(
                SwiftCellTests.failure(misspelt, files: ["FAQView.swift": Self.faqRow]) == """
                    code.scene:5:3: error: no element 'anwser' in this view; did you mean 'answer'?
                      anwser lines 1
                      ^

                    """)
        }

        @Test func aTypeTheFileLacksListsItsViews() {
            let scene = Self.scene.replacingOccurrences(of: "type FAQRow", with: "type FAQCell")
            let text = SwiftCellTests.failure(scene, files: ["FAQView.swift": Self.faqRow])
            #expect(
                text == """
                    code.scene:4:15: error: FAQView.swift: no type 'FAQCell' in the file; it holds 'FAQRow'
                    cell faq from "FAQView.swift" type FAQCell
                                  ^

                    """)
            let two = Self.faqRow + "\nstruct Other: View {\n    var body: some View { Text(\"x\") }\n}\n"
            let untyped = Self.scene.replacingOccurrences(of: " type FAQRow", with: "")
            #expect(
                SwiftCellTests.failure(untyped, files: ["FAQView.swift": two]) == """
                    code.scene:4:15: error: FAQView.swift: the file holds 2 SwiftUI views: say which with 'type' ('FAQRow', 'Other')
                    cell faq from "FAQView.swift"
                                  ^

                    """)
        }

        /// `unfold import` writes the view as scene text, each element commented with its Swift line; that scene
        /// draws the same frames as the `from` form.
        @Test func importWritesTheViewAsSceneTextThatDrawsTheSameFrames() throws {
            let dir = tempDir("swiftui-import")
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = dir.appendingPathComponent("FAQView.swift")
            try Data(Self.faqRow.utf8).write(to: file)
            let text = try InterfaceBuilderImport.swiftScene(
                file: file.path, reference: "FAQView.swift", type: "FAQRow")
            #expect(
                text == """
                    # Imported from FAQView.swift by `unfold import`: SwiftUI view 'FAQRow'.
                    scene "FAQView.swift"

                    cell faqRow layout swiftui animation 0.4 spring 0.4 0.8
                      vstack padding 16 16 16 16 align leading spacing 8 tap toggle  # FAQView.swift:9
                        hstack align center spacing default  # FAQView.swift:10
                          text question font headline  # FAQView.swift:11
                          spacer  # FAQView.swift:13
                          symbol chevron-right rotate 0/90 color secondary-label  # FAQView.swift:14
                        text answer color secondary-label lines 3/0 visible expanded font body  # FAQView.swift:19

                    rows faqRow
                      faqRow-row question "Question" answer "Answer"

                    """)
            let imported = try UnfoldScene(text: text, name: "imported", base: dir).compiled()
            let scene = Self.scene.replacingOccurrences(of: "cell faq from", with: "cell faqRow from")
                .replacingOccurrences(of: "rows faq\n", with: "rows faqRow\n")
            let read = try UnfoldScene(text: scene, name: "read", base: dir).compiled()
            let importedRow = imported.renderer.timeline.scene.templates[0].flattened.map {
                ($0.kind, $0.typesetting?.lines)
            }
            let readRow = read.renderer.timeline.scene.templates[0].flattened.map { ($0.kind, $0.typesetting?.lines) }
            #expect(importedRow.map(\.0) == readRow.map(\.0))
            #expect(importedRow.map(\.1) == readRow.map(\.1))
        }
    }
#endif
