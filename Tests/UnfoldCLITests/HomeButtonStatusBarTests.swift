import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
import UnfoldModel

/// Issue 57: on a Home-button iPhone (`iphone-se`) the status bar has the signal and Wi-Fi glyphs at the leading
/// edge, the time centred and the battery at the trailing edge, as iOS draws it; before, all three glyphs sat at
/// the trailing edge beside the battery.
@Suite struct HomeButtonStatusBarTests {
    func bar(_ header: String) throws -> (time: Rect?, glyphs: [SymbolName: Rect]) {
        let scene = header + "status-bar 9:41\ncell c\n  text t\nrows c\n  a t \"Row\"\n"
        var time: Rect? = nil
        var glyphs: [SymbolName: Rect] = [:]
        for command in try UnfoldScene(text: scene, name: "se").compiled().renderer.drawnCommands(frame: 0) {
            if case let .text("9:41", _, rect, _) = command { time = rect }
            if case let .symbol(name, rect, _, _, _) = command { glyphs[name] = rect }
        }
        return (time, glyphs)
    }

    @Test func glyphsAtBothEdgesAndTheTimeCentred() throws {
        let se = try bar("device iphone-se\n")
        // 375 pt wide, a 20 pt bar: 12 pt glyphs 6 pt from the edges, 4 pt apart, a 19.2 pt battery.
        #expect(se.time.map { $0.x + $0.width / 2 } == 187.5)
        #expect(se.glyphs[.cellularbars]?.x == 6)
        #expect(se.glyphs[.wifi]?.x == 22)
        #expect(se.glyphs[.battery100].map { $0.maxX } == 369)
        let mirrored = try bar("device iphone-se\ndirection rtl\n")
        #expect(mirrored.glyphs[.cellularbars].map { $0.maxX } == 369)
        #expect(mirrored.glyphs[.battery100]?.x == 6)
        // A phone without a Home button keeps the time in the leading ear and the glyphs in the trailing one.
        let modern = try bar("device iphone-15\n")
        #expect(try #require(modern.glyphs[.cellularbars]).x > 196.5)
        #expect(try #require(modern.time).x < 196.5)
    }
}
