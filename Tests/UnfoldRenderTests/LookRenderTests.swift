import Foundation
import Testing
import CCairoPango
import UnfoldCore
@testable import UnfoldRender
import UnfoldModel

/// The look as drawn: Inter's real weights, emoji in colour, CJK bold and in each language's forms, symbols
/// from the icon font.
@Suite struct LookRenderTests {
    /// Draws one text on a white canvas and returns its RGBA pixels.
    func draw(
        _ text: String, weight: FontWeight, family: String = "Inter", size: Double = 24, language: String = "en"
    ) throws -> [UInt8] {
        let canvas = try FrameRenderer(width: 240, height: 60, scale: 1)
        let style = TextStyle(family: family, weight: weight, size: size, lines: 1, align: .left, language: language)
        try canvas.draw([
            .fill(Rect(x: 0, y: 0, width: 240, height: 60), RGBA(1, 1, 1), .none),
            .text(text, style, Rect(x: 4, y: 4, width: 232, height: 52), RGBA(0, 0, 0))
        ])
        return try canvas.rgba()
    }

    /// How much ink a picture holds: the summed darkness of its pixels.
    func ink(_ rgba: [UInt8]) -> Int {
        stride(from: 0, to: rgba.count, by: 4).map { 255 - Int(rgba[$0 + 1]) }.reduce(0, +)
    }

    @Test func interSemiBoldIsItsOwnFaceBetweenMediumAndBold() throws {
        let m = try PangoMeasurer()
        func width(_ w: FontWeight) -> Double {
            m.oneLineWidth(
                of: "Hamburgefonstiv", style: TextStyle(family: "Inter", weight: w, size: 17, lines: 1, align: .left))
        }
        #expect(width(.regular) < width(.medium))
        #expect(width(.medium) < width(.semibold))
        #expect(width(.semibold) < width(.bold))
        #expect(ink(try draw("Settings", weight: .semibold)) != ink(try draw("Settings", weight: .bold)))
    }

    @Test func anEmojiDrawsColourPixels() throws {
        let pixels = try draw("😀", weight: .regular, size: 40)
        let coloured = stride(from: 0, to: pixels.count, by: 4).filter { p in
            let r = Int(pixels[p])
            let g = Int(pixels[p + 1])
            let b = Int(pixels[p + 2])
            return max(r, g, b) - min(r, g, b) > 80
        }
        #expect(coloured.count > 100)
    }

    /// 次, 化 and 分 are drawn differently in Japan, mainland China, Taiwan and Korea: the locale picks the forms.
    @Test func hanCharactersTakeTheirLanguagesForms() throws {
        let text = "次化分"
        let ja = try draw(text, weight: .regular, language: "ja")
        let hans = try draw(text, weight: .regular, language: "zh-Hans")
        let hant = try draw(text, weight: .regular, language: "zh-Hant")
        let ko = try draw(text, weight: .regular, language: "ko")
        #expect(ja != hans)
        #expect(ja != hant)
        #expect(ja != ko)
        #expect(hans != hant)
        #expect(hans != ko)
        #expect(hant != ko)
        // Without a CJK locale, Han characters take Chinese forms, as iOS falls back to PingFang SC.
        #expect(try draw(text, weight: .regular, language: "en") == hans)
        #expect(try draw(text, weight: .regular, language: "de") == hans)
    }

    @Test func aCJKBoldTitleIsDarkerThanARegularOne() throws {
        let bold = ink(try draw("展开单元格", weight: .bold))
        let semibold = ink(try draw("展开单元格", weight: .semibold))
        let regular = ink(try draw("展开单元格", weight: .regular))
        #expect(Double(bold) > Double(regular) * 1.1)
        #expect(Double(semibold) > Double(regular) * 1.1)
    }

    @Test func symbolsAreGlyphsOfTheIconFont() throws {
        #expect(Symbols.codepoints.count == SymbolName.allCases.count)
        let canvas = try FrameRenderer(width: 40, height: 40, scale: 1)
        for name in SymbolName.allCases {
            try canvas.draw([
                .fill(Rect(x: 0, y: 0, width: 40, height: 40), RGBA(1, 1, 1), .none),
                .symbol(name, Rect(x: 4, y: 4, width: 32, height: 32), RGBA(0, 0, 0), rotation: 0)
            ])
            #expect(ink(try canvas.rgba()) > 1000, "\(name.rawValue) draws nothing")
        }
    }

    @Test func fromTwentyPointsInterIsInterDisplay() throws {
        let m = try PangoMeasurer()
        // Inter Display is tighter than Inter at the same size.
        let text = TextStyle(family: "Inter", weight: .bold, size: 19.99, lines: 1, align: .left)
        let display = TextStyle(family: "Inter", weight: .bold, size: 20, lines: 1, align: .left)
        let perPoint19 = m.oneLineWidth(of: "Settings and more", style: text) / 19.99
        let perPoint20 = m.oneLineWidth(of: "Settings and more", style: display) / 20
        #expect(perPoint20 < perPoint19 * 0.99)
    }
}

@Suite struct OneLineTests {
    @Test func linesOneNeverWrapsAndEndsInAnEllipsis() throws {
        let m = try PangoMeasurer()
        let style = TextStyle(family: "Inter", weight: .regular, size: 17, lines: 1, align: .left)
        let long = "Software update, storage, AirDrop, AirPlay, language and region"
        #expect(m.lineCount(long, style: style, width: 120) == 1)
        #expect(m.isEllipsized(long, style: style, width: 120))
        #expect(m.size(of: long, style: style, width: 120).height == m.size(of: "Off", style: style, width: 120).height)
    }
}

@Suite struct MirroredSymbolTests {
    /// Directional symbols are mirrored in right-to-left layouts: the drawing path turns them about their centre.
    @Test func aMirroredChevronIsTheOtherChevron() throws {
        #expect(SymbolName.chevronRight.isDirectional && !SymbolName.star.isDirectional)
        func draw(_ name: SymbolName, mirrored: Bool) throws -> [UInt8] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40)!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            let engine = try TextEngine()
            Symbols.draw(
                name, in: Rect(x: 4, y: 4, width: 32, height: 32), color: RGBA(0, 0, 0), rotation: 0,
                mirrored: mirrored, text: engine, cr: cr)
            cairo_surface_flush(surface)
            let data = cairo_image_surface_get_data(surface)!
            // Alpha only, mirrored back for comparison when asked.
            return (0..<40).flatMap { y in
                (0..<40).map { x in data[y * Int(cairo_image_surface_get_stride(surface)) + x * 4 + 3] }
            }
        }
        let mirroredRight = try draw(.chevronRight, mirrored: true)
        let left = try draw(.chevronLeft, mirrored: false)
        let right = try draw(.chevronRight, mirrored: false)
        #expect(mirroredRight != right)
        let differing = zip(mirroredRight, left).filter { abs(Int($0) - Int($1)) > 64 }.count
        #expect(differing < 20)
    }
}
