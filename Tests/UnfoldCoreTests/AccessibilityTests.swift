import Foundation
import Testing
@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldModel

/// What VoiceOver reads (SCENE-FORMAT v4): each rule of the contract with exact labels, values, traits and order.
@Suite struct AccessibilityTests {
    func read(_ text: String, at seconds: Double = 0) throws -> [String] {
        let tl = try compile(text)
        return tl.accessibility(frame: tl.frameIndex(at: seconds)).map { e in
            let traits = e.traits.map(\.rawValue).joined(separator: ",")
            return "\(e.order) \(e.label ?? "-") | \(e.value ?? "-") | \(e.hint ?? "-") | \(traits) | \(e.row ?? "-")"
        }
    }

    static let news = """
        fps 10
        highlight stay
        cell news
          vstack padding 10 spacing 4
            text title
            text summary visible expanded
            hstack
              text date
              spacer
              symbol ellipsis size 22 tap toggle label "More"
        rows news
          a title "Cells that unfold" summary "The summary." date "18.05.2024"
          b title "Second" summary "Another." date "19.05.2024"

        """

    /// A row whose tap toggles it is one element: its visible texts joined, button, collapsed or expanded, and
    /// selected while selected; its own tappable element follows it.
    @Test func aTogglingRowIsOneButton() throws {
        let text = Self.news + "timeline\n  at 0.5 tap a\n"
        #expect(
            try read(text) == [
                "1 Cells that unfold, 18.05.2024 | collapsed | - | button | a",
                "2 More | - | - | button | a",
                "3 Second, 19.05.2024 | collapsed | - | button | b",
                "4 More | - | - | button | b"
            ])
        #expect(
            try read(text, at: 2)[0]
                == "1 Cells that unfold, The summary., 18.05.2024 | expanded | - | button,selected | a")
    }

    /// `select none`: every visible text is an element, each button one of its own in reading order; hidden
    /// elements are not read.
    @Test func aRowWithButtonsAndSelectNone() throws {
        let text = Self.news.replacingOccurrences(of: "fps 10\n", with: "fps 10\nselect none\n")
        #expect(
            try read(text) == [
                "1 Cells that unfold | - | - | static-text | a",
                "2 18.05.2024 | - | - | static-text | a",
                "3 More | - | - | button | a",
                "4 Second | - | - | static-text | b",
                "5 19.05.2024 | - | - | static-text | b",
                "6 More | - | - | button | b"
            ])
    }

    /// A switch says on or off; written hint, value and traits replace what the rules give, also from the row.
    @Test func aSwitchAndWrittenOptions() throws {
        let text = """
            fps 10
            select none
            cell toggle
              hstack padding 8
                symbol @icon size 20 label @name hint "Opens the settings" traits image,link
                text title value "Beta" hint @tip
                spacer
                switch id power tap toggle label @title on @on
            rows toggle
              wifi icon "wifi" name "Wireless" title "Wi-Fi" tip "Your network" on "on"
              air icon "airplane" name "Plane" title "Airplane Mode" tip "Radios off" on "off"
            """
        #expect(
            try read(text) == [
                "1 Wireless | - | Opens the settings | image,link | wifi",
                "2 Wi-Fi | Beta | Your network | static-text | wifi",
                "3 Wi-Fi | on | - | button | wifi",
                "4 Plane | - | Opens the settings | image,link | air",
                "5 Airplane Mode | Beta | Radios off | static-text | air",
                "6 Airplane Mode | off | - | button | air"
            ])
    }

    @Test func sectionHeadersAreHeaders() throws {
        let text = """
            fps 10
            table grouped
            cell c
              text t
            section "Network"
            rows c
              a t "Wi-Fi"
            section "Sound"
            rows c
              b t "Volume"
            """
        #expect(
            try read(text) == [
                "1 Network | - | - | header | -",
                "2 Wi-Fi | collapsed | - | button | a",
                "3 Sound | - | - | header | -",
                "4 Volume | collapsed | - | button | b"
            ])
    }

    /// Rows outside the viewport are not read; those scrolled into it are.
    @Test func rowsLeavingTheViewportAreNotRead() throws {
        let text =
            "canvas 200x100\nfps 10\nselect none\ncell c height 40\n  text t\nrows c\n  repeat 10 r{i} t \"Row {i}\"\ntimeline\n  at 1 scroll by 90 over 0\n"
        #expect(try read(text).map { $0.components(separatedBy: " | ").last! } == ["r0", "r1", "r2"])
        #expect(try read(text, at: 1.5).map { $0.components(separatedBy: " | ").last! } == ["r2", "r3", "r4"])
    }

    /// Right to left, an hstack's children are read from the right: its first child, which the layout puts there.
    @Test func rightToLeftReadsAnHStackFromTheRight() throws {
        let text = """
            fps 10
            select none
            direction rtl
            cell c
              vstack
                text title
                hstack
                  text date
                  spacer
                  symbol ellipsis size 22 tap toggle label "More"
            rows c
              a title "Title" date "Today"
            """
        #expect(
            try read(text) == [
                "1 Title | - | - | static-text | a",
                "2 Today | - | - | static-text | a",
                "3 More | - | - | button | a"
            ])
        // Read right to left: "Today" is on the right, "More" on the left.
        let frames = try compile(text).accessibility(frame: 0).map(\.frame)
        #expect(frames[1].x > frames[2].x)
        let ltr = text.replacingOccurrences(of: "direction rtl\n", with: "")
        let ltrFrames = try compile(ltr).accessibility(frame: 0).map(\.frame)
        #expect(ltrFrames[1].x < ltrFrames[2].x)
        #expect(try read(ltr).map { $0.split(separator: " ")[1] } == ["Title", "Today", "More"])
    }

    /// Frames are canvas points; `timeline.json` lists them per frame.
    @Test func framesAndTimelineJSON() throws {
        let tl = try compile(Self.news)
        let e = tl.accessibility(frame: 0)
        #expect(e[0].frame == Rect(x: 0, y: 0, width: 390, height: row(tl.state(frame: 0), "a")!.height))
        let json = TimelineJSON.encode(tl, frames: 0..<1)
        #expect(
            json.contains(
                "\"accessibility\": [\n        { \"order\": 1, \"label\": \"Cells that unfold, 18.05.2024\", \"value\": \"collapsed\", \"hint\": null, \"traits\": [\"button\"], \"row\": \"a\", \"frame\": { \"x\": 0.000000, \"y\": 0.000000,"
            ))
    }

    @Test func badOptionsAreErrorsAtTheirColumn() {
        func error(_ text: String) -> String {
            parseErrors(text).map { "\($0.location.line):\($0.location.column): \($0.message)" }.first ?? ""
        }
        #expect(
            error("cell c\n  text t traits button,buton\nrows c\n  a t \"x\"")
                == "2:17: 'buton' is not an accessibility trait; did you mean 'button'?")
        #expect(
            error("cell c\n  text t traits @tr\nrows c\n  a t \"x\" tr \"button,nope\"").contains(
                "'button,nope' is not a list of accessibility traits"))
        #expect(error("cell c\n  text t hint\nrows c\n  a t \"x\"").contains("expected a hint"))
    }

    @Test func optionsRoundTrip() throws {
        let text =
            "cell c\n  text t hint \"H\" value @v traits button,selected label \"L\"\nrows c\n  a t \"x\" v \"V\"\n"
        let scene = try parseOK(text)
        #expect(try parseOK(scene.sceneText).sceneText == scene.sceneText)
        #expect(scene.sceneText.contains("hint \"H\" value @v traits button,selected label \"L\""))
    }
}
