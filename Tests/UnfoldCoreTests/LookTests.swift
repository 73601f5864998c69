import Foundation
import Testing
import UnfoldCoreTestSupport
@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldDisplay
@testable import UnfoldSyntax
@testable import UnfoldModel

/// The iOS look in the core: colours, per-row values, text styles, literals, priorities, switches, glyph warnings.
@Suite struct LookTests {
    @Test func everyColourNameParsesWithItsDocumentedValues() throws {
        let doc = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../docs/scene-format.md"),
            encoding: .utf8)
        func hex(_ c: RGBA) -> String {
            let bytes = [c.r, c.g, c.b].map { String(format: "%02X", Int(($0 * 255).rounded())) }
            return "#" + bytes.joined() + (c.a < 1 ? " \(Int((c.a * 100).rounded()))%" : "")
        }
        #expect(Color.reference.count == 55)
        for (name, light, dark) in Color.reference {
            let parsed = try #require(parseColor(name), "\(name) does not parse")
            #expect(parsed.resolved(.light) == light && parsed.resolved(.dark) == dark)
            let base =
                name.hasPrefix("system-") && Color.tints.contains { "system-" + $0.0 == name }
                ? String(name.dropFirst(7)) : name
            #expect(doc.contains("`\(base)`"), "\(name) is not in the reference")
            #expect(doc.contains("| \(hex(light)) | \(hex(dark)) |") || doc.contains("\(hex(light)) | \(hex(dark))"))
        }
        // Increase Contrast's values, as the reference lists them.
        #expect(Color.increasedContrastValues.count == 18)
        for (name, light, dark) in Color.increasedContrastValues {
            let parsed = try #require(parseColor(name))
            #expect(
                parsed.resolved(.light, highContrast: true) == light
                    && parsed.resolved(.dark, highContrast: true) == dark)
            #expect(
                doc.contains("| `\(name)` | \(hex(light)) | \(hex(dark)) |"), "\(name) is not in the contrast table")
        }
        #expect(parseColor("#F0A") == .literal(RGBA(bytes: 255, 0, 170)))
        #expect(parseColor("#FF00AA80") == .literal(RGBA(bytes: 255, 0, 170, 128.0 / 255)))
        let ds = parseErrors("cell c\n  text t color purpel\nrows c\n  a")
        #expect(ds.first?.message == "unknown color 'purpel'; did you mean 'purple'?")
    }

    @Test func textStylesSetSizeAndWeight() throws {
        let scene = try parseOK(
            "cell c\n  vstack\n    text a font headline\n    text b font large-title\n    text c font caption2\nrows c\n  r"
        )
        let e = scene.templates[0].flattened
        #expect(
            e[1].typesetting?.size == 17 && e[1].typesetting?.weight == .semibold
                && e[1].typesetting?.textStyle == .headline)
        #expect(e[2].typesetting?.size == 34 && e[2].typesetting?.weight == .regular)
        #expect(e[3].typesetting?.size == 11)
    }

    @Test func twoLiteralsFollowTheRowsState() throws {
        let text =
            "animation 0 linear\ncell c\n  text \"Show more\"/\"Show less\" id more tap toggle\nrows c\n  a\ntimeline\n  at 1 tap a.more"
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        #expect(tl.state(at: 0).rows[0].layers[0].elements[0].content == "Show more")
        #expect(tl.state(at: 1).rows[0].layers[0].elements[0].content == "Show less")
    }

    @Test func aRowsTintAndSymbolComeFromItsSlots() throws {
        let text =
            "cell c\n  hstack\n    symbol @icon color @tint\n    box width 10 height 10 color @tint\nrows c\n  a icon \"wifi\" tint \"red\"\n  b"
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        let list = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0))
        let red = Color.system("red").resolved(.light)
        #expect(
            list.contains {
                if case let .symbol(.wifi, _, c, _, _) = $0 { return c == red }
                return false
            })
        #expect(
            list.contains {
                if case let .fill(r, c, _) = $0 { return c == red && r.height == 10 }
                return false
            })
        // Row b gives nothing: no symbol, and the box takes its default colour.
        #expect(
            list.filter {
                if case .symbol = $0 { return true }
                return false
            }.count == 1)
        let bad = parseErrors(
            "cell c\n  symbol @icon color @tint\nrows c\n  a icon \"wifii\" tint \"red\"\n  b tint \"rouge\"")
        #expect(bad.map(\.location.line) == [4, 5])
        #expect(bad[0].message.hasPrefix("'wifii' is not a symbol name; did you mean 'wifi'?"))
        #expect(bad[1].message.hasPrefix("'rouge' is not a colour"))
    }

    @Test func aPriorityThousandValueKeepsItsOneLineWidth() throws {
        let text =
            "cell c\n  hstack\n    text title\n    text value priority 1000\nrows c\n  a title \"\(String(repeating: "t", count: 60))\" value \"Off\""
        let measurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 20)
        let tl = Timeline.compile(try parseOK(text), measurer: measurer)
        let e = tl.state(frame: 0).rows[0].layers[0].elements
        #expect(e[2].frame.width == 30)
        #expect(e[1].frame.width == 360)
        // Without the priority, the value would be squeezed in proportion to its length.
        let plain = Timeline.compile(
            try parseOK(text.replacingOccurrences(of: " priority 1000", with: "")), measurer: measurer)
        #expect(plain.state(frame: 0).rows[0].layers[0].elements[2].frame.width < 30)
    }

    @Test func aSwitchMovesWithItsRowsUpdate() throws {
        let text =
            "animation 0.4 linear\ncell c\n  hstack\n    text t\n    switch id s tap toggle\nrows c\n  a\ntimeline\n  tap a.s"
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer())
        func on(_ t: Double) -> Double { tl.state(at: t).rows[0].layers[0].elements[2].on }
        #expect(on(0) == 0 && on(0.2) == 0.5 && on(0.4) == 1)
        // iOS 26's switch (SystemLookTests has iOS 18's).
        #expect(tl.state(at: 0).rows[0].layers[0].elements[2].frame.size == Size(width: 63, height: 28))
        let older = Timeline.compile(try parseOK("look ios18\n" + text), measurer: FixedAdvanceMeasurer())
        #expect(older.state(at: 0).rows[0].layers[0].elements[2].frame.size == Size(width: 51, height: 31))
    }

    @Test func aMissingGlyphIsAWarningAtItsLineAndColumn() throws {
        struct NoHieroglyphs: ValidationEnvironment {
            var fontFamilies: [String] { ["Inter"] }
            func probeImage(_ path: String) -> ImageProbe { .png(width: 1, height: 1) }
            func canDraw(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x13000 }
        }
        let scene = try parseOK("cell c\n  text t\nrows c\n  a t \"Hi 𓀀\"")
        let ds = SceneValidation.validate(scene, in: NoHieroglyphs())
        #expect(ds.count == 1)
        #expect(ds[0].severity == .warning && ds[0].location == SourceLocation(line: 4, column: 11))
        #expect(ds[0].message == "no installed font can draw '𓀀' (U+13000)")
    }

    @Test func aCheckmarkShowsOnlyWhileExpanded() throws {
        let scene = try parseOK("cell c\n  hstack\n    text t\n    checkmark\nrows c\n  a")
        let e = scene.templates[0].flattened[2]
        #expect(e.visible == .expanded && e.descriptor as? Symbol == Symbol(name: .checkmark, color: .system("blue")))
    }
}

@Suite struct BadgeTests {
    @Test func aTextWithPaddingCornerAndBackgroundIsABadge() throws {
        let text =
            "cell c\n  hstack\n    text t\n    spacer\n    text badge padding 2 8 2 8 corner 10 background red color white\nrows c\n  a t \"Inbox\" badge \"12\""
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let badge = tl.state(frame: 0).rows[0].layers[0].elements[3]
        // Two characters and the padding: 20 + 16 wide, 20 + 4 tall.
        #expect(badge.frame.width == 36 && badge.frame.height == 24)
        let list = DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0))
        #expect(
            list.contains {
                if case let .fill(r, _, k) = $0 { return r.width == 36 && k.radius == 10 }
                return false
            })
        #expect(
            list.contains {
                if case let .text("12", _, r, _) = $0 { return r.width == 20 && r.height == 20 }
                return false
            })
    }
}

@Suite struct SectionHeaderDirectionTests {
    func headerAlignments(_ direction: String, table: String) throws -> [TextAlign] {
        let text = """
            table \(table)
            direction \(direction)
            cell c
              text t
            section "Zweiter Abschnitt"
            rows c
              a t "x"
            """
        let tl = Timeline.compile(try parseOK(text), measurer: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        return DisplayList(scene: tl.scene).commands(for: tl.state(frame: 0)).compactMap {
            if case let .text(title, style, _, _) = $0, title.lowercased() == "zweiter abschnitt" { return style.align }
            return nil
        }
    }

    /// Right to left, iOS aligns section header titles to the right (the leading edge).
    @Test func headersFollowTheLayoutDirection() throws {
        for table in ["plain", "grouped", "inset-grouped"] {
            #expect(try headerAlignments("rtl", table: table) == [.right], "\(table)")
            #expect(try headerAlignments("ltr", table: table) == [.left], "\(table)")
        }
    }
}
