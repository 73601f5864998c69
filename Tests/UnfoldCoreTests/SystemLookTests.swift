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

    func drawn(_ look: String?) throws -> (rows: [(Double, Double)], corners: [Double], separators: [Rect]) {
        let tl = Timeline.compile(
            try parseOK(Self.list(look)), measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let f = tl.state(frame: 0)
        var corners: [Double] = []
        var separators: [Rect] = []
        for command in DisplayList(scene: tl.scene).commands(for: f) {
            if case let .pushClip(_, c) = command { corners.append(c.radius) }
            if case let .fill(rect, _, _) = command, rect.height < 1 { separators.append(rect) }
        }
        return (f.rows.map { ($0.x, $0.width) }, corners, separators)
    }

    @Test func iOS26sCardIsSixteenPointsInWithATwentySixPointRadius() throws {
        let d = try drawn(nil)
        #expect(d.rows.map(\.0) == [16, 16] && d.rows.map(\.1) == [358, 358])
        #expect(d.corners == [26, 26])
        // The separator starts where the content does (16 in the card) and stops 16 short of its edge.
        #expect(d.separators == [Rect(x: 32, y: 105.5, width: 326, height: 0.5)])
        #expect(try drawn("ios26").rows.map(\.0) == [16, 16])
    }

    @Test func iOS18sCardIsVersionFivesTwentyPointsInWithATenPointRadius() throws {
        let d = try drawn("ios18")
        #expect(d.rows.map(\.0) == [20, 20] && d.rows.map(\.1) == [350, 350])
        #expect(d.corners == [10, 10])
        #expect(d.separators == [Rect(x: 36, y: 105.5, width: 334, height: 0.5)])
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
