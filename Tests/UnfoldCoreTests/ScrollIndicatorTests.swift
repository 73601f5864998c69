import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldModel

/// The scroll indicator (SCENE-FORMAT "Smaller additions") and scrolls with their own duration and curve.
@Suite struct ScrollIndicatorTests {
    func scene(_ extra: String = "", scroll: String = "scroll to r20 top") -> String {
        """
        canvas 200x300 @1x
        fps 20
        animation 0.5 linear
        end 3
        \(extra)
        cell c
          text t
        rows c
          repeat 40 r{i} t "Row {i}"
        timeline
          at 0.5 \(scroll)
        """
    }

    func timeline(_ text: String) throws -> Timeline {
        Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
    }

    @Test func itShowsWhileTheOffsetMovesAndFadesAfterwards() throws {
        let tl = try timeline(scene())
        // 40 rows of 20 pt: content 800 pt in a 300 pt viewport.
        #expect(tl.state(frame: 0).contentHeight == 800)
        #expect(tl.state(frame: 10).scrollIndicator == nil)
        // Moving (0.5 … 1.0 s): full, 3 pt wide at 3 pt from the right edge, 300² / 800 = 112.5 long.
        let moving = try #require(tl.state(frame: 15).scrollIndicator)
        #expect(moving.alpha == 1)
        #expect(moving.frame.x == 194 && moving.frame.width == 3 && moving.frame.height == 112.5)
        let offset = tl.state(frame: 15).contentOffset
        #expect(abs(moving.frame.y - offset / 500 * (300 - 112.5)) < 1e-9)
        // Stopped at frame 20 (1.0 s): held for 0.5 s, then fading for 0.25 s.
        #expect(tl.state(frame: 30).scrollIndicator?.alpha == 1)
        let fading = try #require(tl.state(frame: 32).scrollIndicator)
        #expect(abs(fading.alpha - (1 - (0.6 - 0.5) / 0.25)) < 1e-9)
        #expect(tl.state(frame: 35).scrollIndicator == nil)
        // Drawn last, black at 35 % in light.
        let list = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 15))
        guard case let .fill(rect, color, corners) = list.last! else {
            Issue.record("the indicator is not drawn last")
            return
        }
        #expect(rect == moving.frame && color == RGBA(0, 0, 0, 0.35) && corners.radius == 1.5)
    }

    @Test func darkRightToLeftShortContentAndNone() throws {
        let dark = try timeline(scene("appearance dark\ndirection rtl"))
        let bar = try #require(dark.state(frame: 15).scrollIndicator)
        #expect(bar.frame.x == 3)
        let list = DisplayList(scene: dark.scene).commands(for: dark.state(frame: 15))
        if case let .fill(_, color, _) = list.last! { #expect(color == RGBA(1, 1, 1, 0.35)) }
        #expect(try timeline(scene("scroll-indicator none")).state(frame: 15).scrollIndicator == nil)
        // A long list in a short viewport: at least 36 pt.
        let long = try timeline(scene().replacingOccurrences(of: "repeat 40", with: "repeat 400"))
        #expect(long.state(frame: 15).scrollIndicator?.frame.height == 36)
        #expect(
            parseErrors(scene("scroll-indicator hidden")).map(\.message) == [
                "expected 'scroll-indicator none' or 'scroll-indicator auto', found 'hidden'"
            ])
    }

    @Test func aScrollToTakesItsOwnDurationAndCurve() throws {
        let own = try timeline(scene(scroll: "scroll to r20 top over 1.5 linear"))
        // 400 pt in 1.5 s, linear: half way at 0.75 s after its start.
        #expect(abs(own.state(at: 1.25).contentOffset - 200) < 1e-6)
        #expect(own.state(at: 2.0).contentOffset == 400)
        let sceneDefault = try timeline(scene())
        #expect(sceneDefault.state(at: 1.0).contentOffset == 400)
        let byOver = try timeline(scene(scroll: "scroll by 100 over 1 linear"))
        #expect(abs(byOver.state(at: 1.0).contentOffset - 50) < 1e-6)
        #expect(parseErrors(scene(scroll: "scroll to r20 top over fast")).count == 1)
    }
}
