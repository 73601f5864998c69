import Testing
@testable import UnfoldCore
@testable import UnfoldSyntax
@testable import UnfoldModel

/// A new user's FAQ scene: one mistake gives one error; a template or row with an error stays known to the
/// rest of the scene.
@Suite struct OneMistakeOneErrorTests {
    static let faq = """
        scene "FAQ"
        cell faq
          vstack padding 16 spacing 8
            hstack spacing 8
              text question font headline
              spacer
              symbol chevron-down size 15 rotate 0/180
            text answer lines 0 visible expanded
        rows faq
          q1 question "Wie?" answer "So."
          q2 question "Was?" answer "Das."
          repeat 3 f{i} question "Frage {i}" answer "Antwort"
        timeline
          at 0.5 tap q1
          at 1.0 tap q2
          at 1.5 set q1 answer "Neu"
          at 2.0 tap f0
        """

    func errors(_ text: String) -> [String] {
        parseErrors(text).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func theSceneIsFine() { #expect(errors(Self.faq).isEmpty) }

    @Test func aTypoInATemplateIsOneError() {
        #expect(
            errors(Self.faq.replacingOccurrences(of: "hstack spacing", with: "hstak spacing"))
                == ["4:5: unknown element 'hstak'; did you mean 'hstack'?"])
    }

    @Test func aTabIsOneError() {
        #expect(
            errors(Self.faq.replacingOccurrences(of: "      text question", with: "\t  text question"))
                == ["5:1: tab in indentation; indent with spaces"])
        // In a rows block the row is still read: its id stays known.
        #expect(
            errors(Self.faq.replacingOccurrences(of: "  q2 question", with: "\tq2 question"))
                == ["11:1: tab in indentation; indent with spaces"])
    }

    @Test func aRowWithAnErrorStaysKnown() {
        #expect(
            errors(Self.faq.replacingOccurrences(of: "q1 question \"Wie?\"", with: "q1 qestion \"Wie?\""))
                == ["10:6: template 'faq' has no slot 'qestion'; did you mean 'question'?"])
        // Its repeat's ids too.
        #expect(
            errors(Self.faq.replacingOccurrences(of: "repeat 3 f{i} question", with: "repeat 3 f{i} questio"))
                == ["12:17: template 'faq' has no slot 'questio'; did you mean 'question'?"])
        // A row of a template that does not exist: one error at the rows line.
        #expect(
            errors(Self.faq.replacingOccurrences(of: "rows faq", with: "rows fqa"))
                == ["9:6: unknown template 'fqa'; did you mean 'faq'?"])
    }

    @Test func indentationThatMatchesNoBlockIsAnError() {
        let text = Self.faq.replacingOccurrences(of: "      spacer", with: "     spacer")
        let found = parseErrors(text)
        #expect(
            found.map(\.message) == [
                "indentation matches no enclosing block: this line has 5 spaces, the elements in the hstack at line 4 have 6"
            ])
        #expect(found.first?.location == SourceLocation(line: 6, column: 6))
        #expect(found.first?.notes.map(\.location) == [SourceLocation(line: 4, column: 5)])
        // A first child sets the depth of its siblings; returning to an outer element's depth is fine.
        #expect(errors("cell c\n  vstack\n     text a\n     text b\n  \nrows c\n  r a \"x\"").isEmpty)
    }

    @Test func aDuplicateIdPointsAtTheOther() {
        let found = parseErrors("cell c\n  text t\nrows c\n  n1 t \"x\"\n  repeat 12 n{i} t \"y\"\n")
        #expect(found.map(\.message) == ["duplicate row id 'n1'"])
        #expect(found.first?.location == SourceLocation(line: 5, column: 13))
        #expect(found.first?.notes.map(\.message) == ["'n1' is first made here"])
        #expect(found.first?.notes.map(\.location) == [SourceLocation(line: 4, column: 3)])
        let inserted = parseErrors(
            "cell c\n  text t\nrows c\n  a t \"x\"\n  b t \"y\"\ntimeline\n  at 1 insert b after a t \"z\"\n")
        #expect(inserted.map(\.message) == ["duplicate row id 'b'"])
        #expect(inserted.first?.notes.map(\.location) == [SourceLocation(line: 5, column: 3)])
    }

    @Test func aDeletedIdIsNoSuggestion() {
        let text =
            "cell c\n  text t\nrows c\n  row1 t \"x\"\n  rowA t \"y\"\ntimeline\n  at 1 delete row1\n  at 2 tap row2\n"
        #expect(errors(text) == ["8:12: unknown row 'row2'; did you mean 'rowA'?"])
    }
}

@Suite struct RepeatFromTests {
    @Test func braceICountsFromK() throws {
        let scene = try parseOK(
            "cell c\n  text t\nrows c\n  item-0 t \"zero\"\n  repeat 3 item-{i} t \"Item {i}\" from 1\n  repeat 1000 big-{i} t \"B{i}\" from 500\n"
        )
        #expect((0..<4).map { scene.rows.id(of: $0) } == ["item-0", "item-1", "item-2", "item-3"])
        #expect(scene.rows.slots(of: 1)["t"] == "Item 1")
        #expect(scene.rows.index(of: "item-3") == 3)
        #expect(scene.rows.index(of: "big-500") == 4 && scene.rows.index(of: "big-1499") == 1003)
        #expect(scene.rows.index(of: "big-499") == nil && scene.rows.index(of: "big-1500") == nil)
        #expect(scene.rows.slots(of: 1003)["t"] == "B1499")
        // Default 0; a duplicate is found with the offset; a bad K is an error at it.
        #expect(try parseOK("cell c\n  text t\nrows c\n  repeat 2 r{i} t \"x\"\n").rows.id(of: 0) == "r0")
        #expect(
            parseErrors("cell c\n  text t\nrows c\n  r5 t \"x\"\n  repeat 3 r{i} t \"y\" from 4\n").map(\.message)
                == ["duplicate row id 'r5'"])
        #expect(
            parseErrors("cell c\n  text t\nrows c\n  repeat 3 r{i} t \"y\" from -2\n").map(\.location)
                == [SourceLocation(line: 4, column: 28)])
        // A slot named `from` still takes its string.
        #expect(
            try parseOK("cell c\n  text from\nrows c\n  repeat 2 r{i} from \"x\"\n").rows.slots(of: 1)["from"] == "x")
    }
}
