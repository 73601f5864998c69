import Foundation
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldGoldens
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldSyntax
@testable import UnfoldModel

/// Variants: one scene under header overrides.
@Suite struct VariantTests {
    let scene = """
        scene "V"
        canvas 390x400 @2x
        variant big content-size ax3
        variant small content-size xs
        variant rtl direction rtl
        variant se device iphone-se
        variant se-dark device iphone-se appearance dark
        cell c
          vstack padding 10 spacing 6
            hstack spacing 8
              text title font body
              spacer
              text note font 15
              symbol chevron-right size 12
            text body font footnote lines 0
        rows c
          a title "Title" note "Note" body "Body"
        """

    func parse(_ variant: String?) throws -> Scene {
        switch SceneParser.parse(Array(scene.utf8), defaultName: "v", variant: variant) {
        case .success(let s): return s
        case .failure(let e): throw e
        }
    }

    func textSizes(_ s: Scene) -> [String: Double] {
        let tl = Timeline.compile(s, measurer: FixedAdvanceMeasurer())
        var out: [String: Double] = [:]
        for case let .text(text, style, _, _) in DisplayList(scene: s).commands(for: tl.state(frame: 0)) {
            out[text] = style.size
        }
        return out
    }

    /// A variant refuses the directives that name the scene's own files, the variant lines and the scene's name, each
    /// in words at its word (a catalog given to a variant was once an "unexpected" token at the end of the line).
    @Test func aVariantRefusesWhatIsTheScenesAlone() {
        let text = """
            variant x assets "A.xcassets"
            variant y swiftui "F.swift" preview "P"
            variant z variant w appearance dark
            cell c
              text t
            rows c
              a t "x"
            """
        guard case .failure(let e) = SceneParser.parse(text, defaultName: "v") else {
            Issue.record("parsed")
            return
        }
        let why = "the files a scene reads are the scene's, not a variant's"
        #expect(
            e.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [
                "1:11: a variant cannot hold 'assets': \(why)", "2:11: a variant cannot hold 'swiftui': \(why)",
                "3:11: a variant cannot hold another variant"
            ])
    }

    @Test func variantsOverrideTheHeader() throws {
        #expect(try parse(nil).variants.map(\.name) == ["big", "small", "rtl", "se", "se-dark"])
        let se = try parse("se-dark").settings
        #expect(se.width == 375 && se.height == 667 && se.scale == 2 && se.appearance == .dark)
        #expect(try parse("rtl").settings.direction == .rtl)
        #expect(try parse(nil).settings.contentSize == .l)
        let dup = parseErrors("variant a appearance dark\nvariant a appearance light\ncell c\n  text t\nrows c\n  r")
        #expect(dup.map(\.message) == ["variant 'a' is defined twice"])
        #expect(
            parseErrors("variant x appearance purple\ncell c\n  text t\nrows c\n  r").first?.location
                == SourceLocation(line: 1, column: 22))
    }

    @Test func dynamicTypeScalesStylesAndSizes() throws {
        let large = textSizes(try parse(nil))
        #expect(large["Title"] == 17 && large["Note"] == 15 && large["Body"] == 13)
        let ax3 = textSizes(try parse("big"))
        #expect(ax3["Title"] == 40)
        #expect(ax3["Note"] == 15.0 * 40 / 17)
        #expect(ax3["Body"] == 33)
        let xs = textSizes(try parse("small"))
        #expect(xs["Title"] == 14 && xs["Note"] == 15.0 * 14 / 17 && xs["Body"] == 12)
    }

    @Test func rightToLeftMirrorsEveryElement() throws {
        let ltr = Timeline.compile(try parse(nil), measurer: FixedAdvanceMeasurer())
        let rtl = Timeline.compile(try parse("rtl"), measurer: FixedAdvanceMeasurer())
        let a = FrameRecord(ltr, frame: 0).rows[0]
        let b = FrameRecord(rtl, frame: 0).rows[0]
        #expect(a.elements.count == b.elements.count)
        for (l, r) in zip(a.elements, b.elements) {
            #expect(abs(r.x - (a.width - l.x - l.width)) < 0.5, "\(l.id): \(r.x) is not the mirror of \(l.x)")
            #expect(r.y == l.y && r.width == l.width && r.height == l.height)
        }
        // Directional symbols are drawn mirrored; separators are inset from the right; texts lead from the right.
        let list = DisplayList(scene: rtl.scene).commands(for: rtl.state(frame: 0))
        #expect(
            list.contains {
                if case .symbol(.chevronRight, _, _, _, true) = $0 { return true }
                return false
            })
        #expect(
            list.contains {
                if case let .text("Body", style, _, _) = $0 { return style.rtl && style.align == .right }
                return false
            })
    }
}
