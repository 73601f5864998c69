import Testing
import UnfoldCore
import UnfoldCoreTestSupport
import UnfoldModel
import UnfoldAnimation
import UnfoldDisplay

/// `look ios26|ios18` (SCENE-FORMAT "Pixels like iOS"): one inset-grouped list in both looks, with the frames
/// each gives. The numbers were measured on iOS's own snapshot images (docs/ios-metrics.md): SpeziViews'
/// `listRow.iphone-regular.png` at 236fd063 (iOS 26) and 5242bd90 (iOS 18), and home-assistant's
/// `PrivacyView.test/testUI.light.png` at d722d781 (iOS 26) and e5fd7b16 (iOS 18).
@Suite struct SystemLookTests {
    static func list(_ look: String?) -> String {
        (look.map { "look \($0)\n" } ?? "") + """
            table inset-grouped
            cell c
              box height 50
            section "A"
            rows c
              a
              b
            """
    }

    func drawn(_ look: String?) throws -> (
        rows: [(Double, Double)], corners: [Double], separators: [Rect], alphas: [Double]
    ) {
        let tl = Timeline.compile(
            try parseOK(Self.list(look)), measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let f = tl.state(frame: 0)
        var corners: [Double] = []
        var separators: [Rect] = []
        var alphas: [Double] = []
        for command in DisplayList(scene: tl.scene).commands(for: f) {
            if case let .pushClip(_, c) = command { corners.append(c.radius) }
            if case let .fill(rect, colour, _) = command, rect.height <= 1 {
                separators.append(rect)
                alphas.append((colour.a * 1000).rounded() / 1000)
            }
        }
        return (f.rows.map { ($0.x, $0.width) }, corners, separators, alphas)
    }

    @Test func iOS26sCardIsSixteenPointsInWithATwentySixPointRadius() throws {
        let d = try drawn(nil)
        #expect(d.rows.map(\.0) == [16, 16] && d.rows.map(\.1) == [358, 358])
        #expect(d.corners == [26, 26])
        // The separator starts where the content does (16 in the card) and stops 16 short of its edge.
        // Under the first row: 39.3 above the card (iOS 26's titled section) and 50, 1 pt thick and paler, from
        // the row's bottom on whole device pixels (89.5): (231, 231, 232) on white, 0.123 of the colour's opacity.
        #expect(d.separators == [Rect(x: 32, y: 88.5, width: 326, height: 1)])
        #expect(d.alphas == [0.123])
        #expect(try drawn("ios26").rows.map(\.0) == [16, 16])
    }

    @Test func iOS18sCardIsVersionFivesTwentyPointsInWithATenPointRadius() throws {
        let d = try drawn("ios18")
        #expect(d.rows.map(\.0) == [20, 20] && d.rows.map(\.1) == [350, 350])
        #expect(d.corners == [10, 10])
        #expect(d.separators == [Rect(x: 36, y: 105.5, width: 334, height: 0.5)])
        #expect(d.alphas == [0.29])
    }

    /// A SwiftUI list row's insets and least height are the look's (`padding list-row`, `min-height list-row`):
    /// a one-line row is 51 pt tall on iOS 26, its text 16 pt inside the card; 44 and 20 on iOS 18.
    @Test func aListRowTakesTheLooksInsetsAndHeight() throws {
        for (look, height, inset) in [("ios26", 51.0, 16.0), ("ios18", 44.0, 20.0)] {
            let text = """
                look \(look)
                table inset-grouped
                cell c layout swiftui min-height list-row
                  vstack padding list-row
                    text t
                rows c
                  a t "Row"
                """
            let scene = try parseOK(text)
            let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
            let f = tl.state(frame: 0)
            #expect(f.rows[0].height == height, "\(look)")
            #expect(scene.templates[0].minHeight == height, "\(look)")
            #expect(scene.templates[0].root.padding.left == inset, "\(look)")
        }
    }

    @Test func aLookThatIsNoneIsAnErrorAtItsWord() throws {
        let errors = parseErrors("look ios17\ncell c\n  text t\nrows c\n  a t \"x\"")
        #expect(
            errors.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "1:6 unknown look 'ios17'; expected ios26, ios18; did you mean 'ios18'?"
            ])
    }
}

/// iOS 26's sections in an inset-grouped list (SpeziViews' list row and inline picker, home-assistant's privacy
/// list, on iOS 26): the first card 35 pt below the list's top without a header and 39.3 with one, untitled cards
/// 35 pt apart (titled ones 56.7, home-assistant's gestures list), 16.3 pt after a footer's paddings; a header's title in sentence case, 17 pt semibold, its line's
/// top 30.5 pt above the card (its baseline 14). `look ios18` keeps version 5's 18-pt gaps and 38-pt headers.
@Suite struct SystemLookSectionTests {
    static let list = """
        table inset-grouped
        cell c
          box height 51
        section "General"
        rows c
          a
        section footer "Shown when locked."
        rows c
          b
        section
        rows c
          c3
        section "More"
        rows c
          d
        """

    func frames(_ look: String) throws -> (cards: [Double], header: [Double], footer: Double?) {
        let tl = Timeline.compile(
            try parseOK("look \(look)\n" + Self.list), measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let f = tl.state(frame: 0)
        var header: [Double] = []
        var footer: Double?
        for command in DisplayList(scene: tl.scene).commands(for: f) {
            if case let .text(title, style, rect, _) = command, title == "General" || title == "GENERAL" {
                header = [rect.y, style.size]
            }
            if case let .text(title, _, rect, _) = command, title == "Shown when locked." { footer = rect.y }
        }
        return (f.rows.map(\.y), header, footer)
    }

    @Test func iOS26sSectionsSitWhereIOS26PutsThem() throws {
        let d = try frames("ios26")
        // 8 + 31.3 above the first card; 35 above the untitled second; its footer's 20-pt line and 7-pt paddings,
        // then 16.3, above the third.
        let first: Double = 39.3
        let second: Double = first + 51 + 35
        let third: Double = second + 51 + 34 + 16.3
        // A titled section after the first: 56.7 pt from the card above.
        let fourth: Double = third + 51 + 56.7
        #expect(d.cards.count == 4)
        #expect(zip(d.cards, [first, second, third, fourth]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(d.cards)")
        #expect(d.header == [first - 30.5, 17])
        #expect(d.footer == second + 51 + 7)
    }

    @Test func iOS18sSectionsAreVersionFives() throws {
        let d = try frames("ios18")
        // A written untitled section keeps a header's place, as version 5's `section ""` did.
        let first: Double = 18 + 38
        let second: Double = first + 51 + 18 + 38
        let third: Double = second + 51 + 34 + 18 + 38
        let fourth: Double = third + 51 + 18 + 38
        #expect(d.cards == [first, second, third, fourth])
        #expect(d.header == [first - 23, 13])
    }

    @Test func aCollapsibleSectionNeedsATitle() throws {
        let errors = parseErrors("cell c\n  text t\nsection id s collapsible\nrows c\n  a t \"x\"")
        #expect(
            errors.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "3:1 a collapsible section needs a title: its header holds the chevron (write section \"TITLE\" …)"
            ])
    }
}

/// A SwiftUI stack that gives no number for its spacing (SCENE-FORMAT "Pixels like iOS"): SwiftUI's default for
/// each pair in `look ios26` (1 pt between texts, 8 otherwise); in `look ios18` version 5's pixels: 0 pt for a
/// stack without `spacing`, 8 for `spacing default`, which previews write where version 5 wrote `spacing 8`.
@Suite struct SystemLookSpacingTests {
    func secondTextY(_ look: String, _ spacing: String) throws -> Double {
        let text = """
            look \(look)
            cell c layout swiftui
              vstack\(spacing)
                text a
                text b
            rows c
              r a "A" b "B"
            """
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        return tl.state(frame: 0).rows[0].layers[0].elements[2].frame.y
    }

    @Test func eachLookSpacesTwoTextsItsOwnWay() throws {
        #expect(try secondTextY("ios26", "") == 21)
        #expect(try secondTextY("ios26", " spacing default") == 21)
        #expect(try secondTextY("ios18", "") == 20)
        #expect(try secondTextY("ios18", " spacing default") == 28)
        #expect(try secondTextY("ios26", " spacing 3") == 23)
        #expect(try secondTextY("ios18", " spacing 3") == 23)
    }
}

/// The pair's kinds are of the views shown: a stack whose last shown view is a text is 1 pt from the text under
/// it; when that text hides, its box is the last, and the pair is 8 pt apart.
@Suite struct SystemLookShownSpacingTests {
    @Test func theLastShownViewDecidesThePair() throws {
        let body =
            "cell c layout swiftui\n  vstack\n    vstack spacing 0\n      box height 10\n"
            + "      text t visible expanded\n    text b"
        for (expanded, y) in [(false, 18.0), (true, 31.0)] {
            let l = try layout(body, expanded: expanded, slots: ["t": "T", "b": "B"])
            let b = try #require(l.elements.last)
            #expect(b.frame.y == y, "expanded \(expanded)")
        }
    }
}

/// In `look ios18` a written untitled `section` draws what version 5's `section ""` drew (previews wrote that for
/// a headerless SwiftUI Section), in every table style: the same display list.
@Suite struct SystemLookUntitledSectionTests {
    @Test func anUntitledSectionIsVersionFivesEmptyTitleInIOS18() throws {
        for table in ["plain", "grouped", "inset-grouped"] {
            func commands(_ section: String) throws -> [DrawCommand] {
                let text =
                    "look ios18\ntable \(table)\ncell c\n  text t\nrows c\n  a t \"A\"\n\(section)\nrows c\n  b t \"B\""
                let tl = Timeline.compile(
                    try parseOK(text), measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
                return DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0))
            }
            #expect(try commands("section") == commands("section \"\""), "\(table)")
        }
    }
}
