import Foundation
import Testing
import Unfold

/// Scenes written in Swift: the same `Scene` as the text they stand for.
@Suite struct SceneBuilderTests {
    struct Question {
        var id: String
        var question: String
        var answer: String
    }
    static let questions = [
        Question(id: "q1", question: "What is \"Unfold\"?", answer: "A renderer of expanding table rows."),
        Question(id: "q2", question: "Does it need a Mac?", answer: "No: it runs on Linux.")
    ]

    static let text = """
        scene "FAQ"
        canvas 390x500 @2x
        fps 30
        table inset-grouped
        select single
        animation 0.35 ease-in-out
        variant dark appearance dark

        cell question accessory disclosure min-height 44
          vstack padding 12 16 12 16 spacing 6
            text question font headline lines 2/0
            text answer font subheadline color secondary-label visible expanded
            hstack spacing 8
              symbol chevron-down size 14 color tertiary-label rotate 0/180
              spacer
              text "More" / "Less" color blue

        section "Help" id help collapsible
        rows question
          q1 question "What is \\"Unfold\\"?" answer "A renderer of expanding table rows."
          q2 question "Does it need a Mac?" answer "No: it runs on Linux."
            q2a question "Which Linux?" answer "Debian 12."

        timeline
          at 0.5 tap q1
          at 1.2 set q1 answer "Changed."
          at 2 collapse section help
        """

    func built() throws -> UnfoldScene {
        try UnfoldScene(name: "faq") {
            Header("scene \"FAQ\"")
            Header.canvas(390, 500, scale: 2)
            Header.fps(30)
            Header.table(.insetGrouped)
            Header.select(.single)
            Header.animation(0.35)
            SceneVariant("dark", "appearance dark")
            Cell("question", accessory: .disclosure, minHeight: 44) {
                VStack(padding: [12, 16, 12, 16], spacing: 6) {
                    Text(slot: "question").font("headline").lines(2, 0)
                    Text(slot: "answer").font("subheadline").color("secondary-label").visible(.expanded)
                    HStack(spacing: 8) {
                        Symbol(.chevronDown).size(14).color("tertiary-label").rotate(0, 180)
                        Spacer()
                        Text("More", expanded: "Less").color("blue")
                    }
                }
            }
            TableSection("Help", id: "help", collapsible: true)
            Rows("question") {
                for q in Self.questions {
                    Item(q.id, ["question": q.question, "answer": q.answer]) {
                        if q.id == "q2" { Item("q2a", ["question": "Which Linux?", "answer": "Debian 12."]) }
                    }
                }
            }
            Steps {
                At(0.5, .tap("q1"))
                At(1.2, .set("q1", slot: "answer", value: "Changed."))
                At(2, .line("collapse section help"))
            }
        }
    }

    @Test func aBuiltSceneIsTheSceneItsTextDescribes() throws {
        let built = try built()
        let written = try UnfoldScene(text: Self.text, name: "faq")
        let same = built.scene.hasSameContent(as: written.scene)
        #expect(same, "\(built.text)")
        #expect(built.variants == ["default", "dark"])
        let dark = try built.applying(variant: "dark")
        #expect(dark.scene.settings.appearance == .dark)
        // Its frames are the text's frames.
        #expect(try built.compiled().timelineJSON() == written.compiled().timelineJSON())
    }

    @Test func aBuiltScenesTextParsesWithNoDiagnostics() throws {
        let text = UnfoldScene.text {
            Cell("c") { VStack { Text(slot: "t") } }
            Rows("c", 0..<3) { Item("r\($0)", ["t": "Row \($0)"]) }
        }
        #expect(text == "cell c\n  vstack\n    text t\nrows c\n  r0 t \"Row 0\"\n  r1 t \"Row 1\"\n  r2 t \"Row 2\"\n")
        guard case .success(let scene) = SceneParser.parse(text) else {
            Issue.record("the built text did not parse")
            return
        }
        #expect(scene.rows.count == 3)
        // And printing the scene gives text that builds the same scene again.
        let again = try UnfoldScene(text: scene.sceneText, name: "scene")
        #expect(again.scene.hasSameContent(as: scene))
    }

    @Test func aSceneWithAMistakeSaysWhereInItsText() throws {
        do {
            _ = try UnfoldScene(name: "bad") {
                Cell("c") { VStack { Text(slot: "t").font("enormous") } }
                Rows("c") { Item("a", ["t": "x"]) }
            }
            Issue.record("no error")
        } catch let error as UnfoldError {
            #expect(error.diagnostics.map(\.location) == [SourceLocation(line: 3, column: 17)])
            #expect(
                error.message.contains(
                    "bad.scene:3:17: error: expected font size (a number), a weight or a text style, found 'enormous'"))
        }
    }

    @Test func aSceneNameIsOneFileName() {
        for name in ["../escape", "a/b", "", "..", "tab\tname"] {
            #expect(throws: UnfoldError.self) { try UnfoldScene(text: "cell c\n  text t\nrows c\n  a\n", name: name) }
        }
    }
}

/// `UnfoldError`'s cases say what failed and carry the input; their messages are `unfold`'s words.
@Suite struct UnfoldErrorTests {
    static let text = "variant dark appearance dark\ncell c\n  text t\nrows c\n  a t \"A\"\n"

    @Test func eachFailureIsItsOwnCase() throws {
        let missing = "/nonexistent/unfold/none.scene"
        #expect(throws: UnfoldError.unreadable(path: missing)) { try UnfoldScene(contentsOf: missing) }
        do {
            _ = try UnfoldScene(text: Self.text, name: "two", variant: "sepia")
            Issue.record("no error")
        } catch let UnfoldError.unknownVariant(path, name, known) {
            #expect(path.hasSuffix("/two.scene"))
            #expect(name == "sepia")
            #expect(known == ["default", "dark"])
        }
        #expect(throws: UnfoldError.badName("a/b")) { try UnfoldScene(text: Self.text, name: "a/b") }
        let compiled = try UnfoldScene(text: Self.text, name: "two").compiled()
        // Caught and compared here rather than by `#expect(throws:)` with an expected value: in full parallel runs
        // that form was seen comparing a corrupted expected value (0..<0), and crashing.
        do {
            try compiled.writeFrames(to: "/tmp/never", frames: 0..<99_999)
            Issue.record("no error")
        } catch let error as UnfoldError {
            #expect(error == .framesOutOfRange(0..<99_999, frameCount: compiled.frameCount))
        }
        do {
            try compiled.writeAnimated(to: "x.bmp")
            Issue.record("no error")
        } catch let error as UnfoldError {
            #expect(error == .unsupportedOutput(path: "x.bmp"))
        }
        do {
            _ = try UnfoldScene(text: "cell c\n  text t font enormous\nrows c\n  a\n", name: "bad")
            Issue.record("no error")
        } catch let UnfoldError.scene(path, diagnostics, message) {
            #expect(path.hasSuffix("/bad.scene"))
            #expect(diagnostics.count == 1)
            #expect(message.contains("bad.scene:2:"))
        }
    }

    @Test func messagesAreTheCommandLinesWords() {
        #expect(
            UnfoldError.unknownVariant(path: "x.scene", name: "sepia", known: ["default", "dark"]).message
                == "x.scene has no variant 'sepia'; its variants are: default, dark")
        #expect(UnfoldError.unreadable(path: "x.scene").message == "x.scene: cannot read the file")
        #expect(UnfoldError.interrupted.description == "interrupted; nothing was written")
    }
}
