import Foundation
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldModel

/// The whole screen (SCENE-FORMAT v4): the bars' frames per device, the large title as the content scrolls, the
/// adjusted content inset, filler separators, and their words in `timeline.json`.
@Suite struct ScreenTests {
    static let list = """
        fps 10
        table plain
        highlight none
        cell c height 44
          text t
        rows c
          repeat 30 r{i} t "Row {i}"

        """

    @Test(arguments: [
        ("", 47.0, 390.0), ("device iphone-15\n", 54, 393), ("device iphone-15-pro-max\n", 54, 430),
        ("device iphone-se\n", 20, 375), ("device ipad-11\n", 24, 834)
    ])
    func barsSitWhereTheDeviceHasThem(device: String, status: Double, width: Double) throws {
        let tl = try compile(device + "status-bar 9:41\nnavigation \"Title\" large\n" + Self.list)
        let bars = tl.state(frame: 0).bars
        #expect(bars.status == Rect(x: 0, y: 0, width: width, height: status))
        #expect(bars.navigation == Rect(x: 0, y: status, width: width, height: 44))
        let margin = width >= 414 ? 20.0 : 16
        #expect(bars.largeTitle == Rect(x: margin, y: status + 44 + 11, width: width - 2 * margin, height: 41))
        // At rest, contentOffset is minus the bars' height, and the first row shows just below them.
        #expect(tl.state(frame: 0).contentOffset == -(status + 96))
    }

    /// The large title at scroll offsets 0, 20, 40, 52 and 80 and back to 0, on the default canvas (status bar
    /// 47 pt, bar 47…91, large title area 52).
    @Test func theLargeTitleCollapsesAndComesBack() throws {
        var text = "status-bar 9:41\nnavigation \"Title\" large\n" + Self.list + "timeline\n"
        let offsets = [0.0, 20, 40, 46, 52, 56, 80, 0]
        for (k, s) in offsets.enumerated() where k > 0 {
            text += "  at \(k) scroll by \(Int(s - offsets[k - 1])) over 0\n"
        }
        let tl = try compile(text)
        func bars(_ k: Int) -> BarsState { tl.state(at: Double(k) + 0.05).bars }
        let expected: [(Rect, Double, Double, Double)] = [
            (Rect(x: 16, y: 102, width: 358, height: 41), 1, 0, 0),
            (Rect(x: 16, y: 91, width: 358, height: 32), 1, 0, 0),
            (Rect(x: 16, y: 91, width: 358, height: 12), 1, 0, 0),
            (Rect(x: 16, y: 91, width: 358, height: 6), 1, 0.5, 0),
            (Rect(x: 16, y: 91, width: 358, height: 0), 0, 1, 0),
            (Rect(x: 16, y: 91, width: 358, height: 0), 0, 1, 0.5),
            (Rect(x: 16, y: 91, width: 358, height: 0), 0, 1, 1),
            (Rect(x: 16, y: 102, width: 358, height: 41), 1, 0, 0)
        ]
        for (k, want) in expected.enumerated() {
            let b = bars(k)
            #expect(tl.state(at: Double(k) + 0.05).contentOffset == offsets[k] - 143, "offset \(offsets[k])")
            #expect(b.largeTitle == want.0, "offset \(offsets[k])")
            #expect(
                b.largeTitleAlpha == want.1 && b.inlineTitleAlpha == want.2 && b.backgroundAlpha == want.3,
                "offset \(offsets[k]): \(b)")
        }
    }

    /// `content-inset 20 0 0 0` under an inline bar: the adjusted top inset is 47 + 44 + 20 = 111; rows keep their
    /// content y, and a scroll to a row's top puts it just below that inset.
    @Test func theContentInsetAddsToTheBars() throws {
        let head = "status-bar 9:41\nnavigation \"Title\"\ncontent-inset 20 0 0 0\n"
        let tl = try compile(
            head + Self.list + "timeline\n  at 1 scroll to r10 top over 0\n  at 2 scroll to r29 bottom over 0\n")
        #expect(tl.state(frame: 0).contentOffset == -111)
        #expect(row(tl.state(frame: 0), "r0")!.y == 0)
        // r10's y is 440: at the top, 111 pt below the canvas's top.
        #expect(tl.state(at: 1.05).contentOffset == 440 - 111)
        // The last row's bottom (1320) at the canvas's bottom (844, no bottom inset).
        #expect(tl.state(at: 2.05).contentOffset == 1320 - 844)
        // Without bars nothing changes: offset 0 at rest.
        #expect(try compile(Self.list).state(frame: 0).contentOffset == 0)
        // The inline bar's background fades in once content passes under it, past the 20 pt inset.
        let scrolled = try compile(head + Self.list + "timeline\n  at 1 scroll by 24 over 0\n")
        #expect(scrolled.state(at: 1.05).bars.backgroundAlpha == 0.5)
        #expect(scrolled.state(at: 1.05).bars.inlineTitleAlpha == 1 && scrolled.state(at: 1.05).bars.largeTitle == nil)
    }

    /// The status bar's time is the only text drawn with tabular digits.
    @Test func theStatusBarTimeHasTabularDigits() throws {
        let scene = try parseOK("status-bar 9:41\nnavigation \"Title\"\n" + Self.list)
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let texts = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0)).compactMap {
            c -> (String, TextStyle)? in
            if case let .text(t, style, _, _) = c { return (t, style) }
            return nil
        }
        #expect(texts.filter { $0.1.tabularDigits }.map(\.0) == ["9:41"])
        #expect(texts.count > 1)
    }

    /// `content-inset 0 24 0 12`: the content is the canvas less 24 pt at the left and 12 at the right, as a
    /// UITableView lays its cells across its bounds less `contentInset.left` and `.right`; headers and filler
    /// separators follow. Top and bottom stay as they were.
    @Test func theContentInsetNarrowsTheContentAcross() throws {
        let text =
            "canvas 200x300 @2x\ntable plain\ncontent-inset 0 24 0 12\nfiller-separators on\ncell c height 50\n  text t\n"
            + "section \"Letters\"\nrows c\n  a t \"A\"\n  b t \"B\"\n"
        let scene = try parseOK(text)
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let a = try #require(row(tl.state(frame: 0), "a"))
        #expect(a.x == 24 && a.width == 164)
        let commands = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0))
        // The plain header's background and title, across the content only.
        #expect(
            commands.contains {
                if case let .fill(r, _, _) = $0 {
                    return r.x == 24 && r.width == 164 && r.height == 28
                } else {
                    return false
                }
            })
        #expect(
            commands.contains {
                if case let .text(t, _, r, _) = $0 {
                    return t == "Letters" && r.x == 40 && r.width == 132
                } else {
                    return false
                }
            })
        // The row's text 24 pt right of where it is without the inset.
        func textX(_ c: [DrawCommand]) -> Double? {
            c.lazy.compactMap { if case let .text(t, _, r, _) = $0, t == "A" { return r.x } else { return nil } }.first
        }
        let plain = try parseOK(text.replacingOccurrences(of: "content-inset 0 24 0 12\n", with: ""))
        let plainX = try #require(
            textX(
                DisplayList(scene: plain).commands(
                    for: Timeline.compile(plain, measurer: FixedAdvanceMeasurer()).state(frame: 0))))
        #expect(textX(commands) == plainX + 24)
        // Separators start at the separator inset from the content's left and end at its right.
        let lines = commands.compactMap { c -> Rect? in
            if case let .fill(r, _, _) = c, r.height == 0.5 { return r }
            return nil
        }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.x == 40 && $0.maxX == 188 }, "\(lines)")
        // Left and right alone leave the top where it was.
        #expect(tl.state(frame: 0).contentOffset == 0)
        // A right-to-left table mirrors nothing of the inset: the content is the same band.
        let rtl = try parseOK(text.replacingOccurrences(of: "table plain\n", with: "table plain\ndirection rtl\n"))
        let rtlRow = try #require(row(Timeline.compile(rtl, measurer: FixedAdvanceMeasurer()).state(frame: 0), "a"))
        #expect(rtlRow.x == 24 && rtlRow.width == 164)
    }

    @Test func scrollOnExpandTopRespectsTheInset() throws {
        let text = """
            status-bar 9:41
            navigation "Title"
            scroll-on-expand top
            fps 10
            highlight none
            cell c
              box height 44/200
            rows c
              repeat 30 r{i}
            timeline
              at 0 tap r12
            """
        let tl = try compile(text)
        // r12's top (528) lands just below the 91 pt of bars.
        #expect(tl.state(at: 1).contentOffset == 528 - 91)
    }

    /// A plain table's fillers: the last row's own separator, then one per 44 pt to the canvas's bottom.
    @Test func fillerSeparatorsRuleTheEmptyArea() throws {
        let text =
            "canvas 200x300 @2x\ntable plain\nfiller-separators on\ncell c height 50\n  text t\nrows c\n  a t \"A\"\n  b t \"B\"\n"
        let scene = try parseOK(text)
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let lines = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0)).compactMap { c -> Double? in
            if case let .fill(r, _, _) = c, r.height == 0.5, r.x == 16, r.width == 184 { return r.y }
            return nil
        }
        // a's separator at 50, then the last row's at 100, then fillers at 144, 188, 232, 276.
        #expect(lines == [49.5, 99.5, 143.5, 187.5, 231.5, 275.5])
        let off = try parseOK(text.replacingOccurrences(of: "filler-separators on\n", with: ""))
        let offLines = DisplayList(scene: off).commands(
            for: Timeline.compile(off, measurer: FixedAdvanceMeasurer()).state(frame: 0)
        )
        .filter { if case let .fill(r, _, _) = $0 { return r.height == 0.5 } else { return false } }
        #expect(offLines.count == 1)
    }

    @Test func timelineJSONGivesTheBars() throws {
        let tl = try compile("status-bar 9:41\nnavigation \"Title\" large\n" + Self.list)
        let json = TimelineJSON.encode(tl, frames: 0..<1)
        #expect(
            json.contains(
                "\"bars\": { \"status\": { \"x\": 0.000000, \"y\": 0.000000, \"width\": 390.000000, \"height\": 47.000000 }, "
                    + "\"navigation\": { \"x\": 0.000000, \"y\": 47.000000, \"width\": 390.000000, \"height\": 44.000000 }, "
                    + "\"largeTitle\": { \"frame\": { \"x\": 16.000000, \"y\": 102.000000, \"width\": 358.000000, \"height\": 41.000000 }, \"alpha\": 1.000000 }, "
                    + "\"inlineTitleAlpha\": 0.000000, \"backgroundAlpha\": 0.000000 },"))
        let plain = TimelineJSON.encode(try compile(Self.list), frames: 0..<1)
        #expect(
            plain.contains(
                "\"bars\": { \"status\": null, \"navigation\": null, \"largeTitle\": null, \"inlineTitleAlpha\": null, \"backgroundAlpha\": null },"
            ))
    }

    @Test func theLargeTitleGrowsWithTheTextSize() throws {
        let tl = try compile("content-size ax3\nstatus-bar 9:41\nnavigation \"Title\" large\n" + Self.list)
        // 52 pt at 34; at ax3 the large title is 52 pt, its area 80 and its line 63.
        let bars = tl.state(frame: 0).bars
        #expect(bars.largeTitle == Rect(x: 16, y: 91 + 80 - 62.705882352941174, width: 358, height: 62.705882352941174))
        #expect(tl.state(frame: 0).contentOffset == -(91 + 80))
    }

    @Test func screenDirectivesWorkInVariantsAndRoundTrip() throws {
        let text = Self.list.replacingOccurrences(
            of: "fps 10\n",
            with:
                "fps 10\nvariant screen status-bar 10:09 navigation \"Inbox\" content-inset 8 0 0 0 filler-separators on home-indicator device-frame on table-background white\n"
        )
        let scene = try parseOK(text, variant: "screen")
        let s = scene.settings.screen
        #expect(s.statusBarTime == "10:09" && s.navigationTitle == "Inbox" && !s.largeTitle)
        #expect(s.contentInset == EdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
        #expect(s.fillerSeparators && s.homeIndicator && s.deviceFrame && s.tableBackground != nil)
        let header = try parseOK(
            "status-bar 9:41\nnavigation \"A \\\"B\\\"\" large\ncontent-inset 20 0 10 0\nfiller-separators on\n"
                + Self.list)
        let again = try parseOK(header.sceneText)
        #expect(again.settings.screen == header.settings.screen)
    }

    func error(_ text: String) -> String {
        parseErrors(text).map { "\($0.location.line):\($0.location.column): \($0.message)" }.first ?? ""
    }

    @Test func badValuesAreErrorsAtTheirColumn() {
        #expect(error("status-bar 25:00") == "1:12: expected a time such as 9:41 for the status bar, found '25:00'")
        #expect(error("navigation Settings").hasPrefix("1:12: expected a navigation title in quotes"))
        #expect(
            error("navigation \"Settings\" huge") == "1:23: expected 'large' or 'inline' after the title, found 'huge'")
        #expect(error("content-inset 20 0 0").hasPrefix("1:22: expected content inset right"))
        #expect(
            error("filler-separators yes")
                == "1:19: expected 'filler-separators on' or 'filler-separators off', found 'yes'")
        #expect(error("table-background blu").hasPrefix("1:18: unknown color 'blu'"))
        #expect(error("navigaton \"A\"").contains("did you mean 'navigation'?"))
    }
}
