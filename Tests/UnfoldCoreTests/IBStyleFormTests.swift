import Foundation
import Testing
@testable import UnfoldCore
@testable import UnfoldInterfaceBuilder
@testable import UnfoldModel
import UnfoldSyntax

/// Every form Interface Builder writes a colour or a font in, read to its sRGB value or its font: the expected
/// values are worked out here from the colour spaces' published definitions, not from the reader.
@Suite struct IBStyleFormTests {
    func color(_ attributes: [String: String]) -> IBColor? {
        IBReader().color(XMLTree(name: "color", attributes: attributes))
    }

    /// sRGB's transfer curve (IEC 61966-2-1), linear light to encoded.
    func srgb(_ linear: Double) -> Double {
        linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    func expectClose(
        _ found: IBColor?, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, tolerance: Double = 1e-9
    ) {
        guard case .rgba(let c) = found else {
            Issue.record("not a colour: \(String(describing: found))")
            return
        }
        for (x, y) in [(c.r, r), (c.g, g), (c.b, b), (c.a, a)] {
            #expect(abs(x - y) <= tolerance, "\(c) vs \(r) \(g) \(b) \(a)")
        }
    }

    @Test func sRGBComponentsAreTakenAsTheyAre() {
        expectClose(
            color([
                "red": "1", "green": "0.5", "blue": "0.25", "alpha": "0.8", "colorSpace": "custom",
                "customColorSpace": "sRGB"
            ]), 1, 0.5, 0.25, 0.8)
        // No colour space written is sRGB too.
        expectClose(color(["red": "0.2", "green": "0.4", "blue": "0.6"]), 0.2, 0.4, 0.6)
    }

    @Test func deviceWhiteIsTakenAsItIs_AndGenericGrayIsGamma22() {
        expectClose(color(["white": "0.3", "alpha": "1", "colorSpace": "deviceWhite"]), 0.3, 0.3, 0.3)
        let gray = srgb(pow(0.5, 2.2))
        expectClose(color(["white": "0.5", "alpha": "1", "colorSpace": "calibratedWhite"]), gray, gray, gray)
        expectClose(
            color([
                "white": "0.5", "alpha": "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"
            ]), gray, gray, gray)
        // 0.5 in gamma 2.2 is 0.2176 linear light, which sRGB writes as 0.5038: byte 128.
        #expect(Int((gray * 255).rounded()) == 128)
    }

    @Test func calibratedRGBIsGamma18() {
        expectClose(
            color(["red": "1", "green": "0.5", "blue": "0", "alpha": "1", "colorSpace": "calibratedRGB"]),
            1, srgb(pow(0.5, 1.8)), 0)
    }

    /// Display P3 (0.8, 0.2, 0.2): linear through sRGB's curve, then P3 → sRGB with the published matrix
    /// (P3 → XYZ → sRGB, D65 both), then encoded: about bytes 222, 24, 41.
    @Test func displayP3IsConvertedByTheStandardMatrix() {
        func linear(_ v: Double) -> Double { v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let p = [0.8, 0.2, 0.2].map(linear)
        let m = [[1.224_940, -0.224_940, 0], [-0.042_057, 1.042_057, 0], [-0.019_638, -0.078_636, 1.098_274]]
        let s = m.map { row in srgb(zip(row, p).map(*).reduce(0, +)) }
        expectClose(
            color([
                "red": "0.8", "green": "0.2", "blue": "0.2", "alpha": "1", "colorSpace": "custom",
                "customColorSpace": "displayP3"
            ]),
            s[0], s[1], s[2], tolerance: 1e-4)
        #expect(s.map { Int(($0 * 255).rounded()) } == [222, 24, 41])
    }

    @Test func namesAreSystemColoursOrColourSets() {
        #expect(color(["systemColor": "systemBlueColor"]) == .system("systemBlueColor"))
        #expect(color(["name": "Brand"]) == .named("Brand"))
        #expect(color(["cocoaTouchSystemColor": "groupTableViewBackgroundColor"]) == .rgba(RGBA(bytes: 242, 242, 247)))
        #expect(color(["cocoaTouchSystemColor": "darkTextColor"]) == .rgba(RGBA(0, 0, 0)))
        #expect(IBReader().color(XMLTree(name: "nil", attributes: ["key": "textColor"])) == nil)
    }

    func font(_ attributes: [String: String]) -> IBFont? {
        IBReader().font(XMLTree(name: "fontDescription", attributes: attributes))
    }

    @Test func everyFontForm() {
        // Text styles take their style's size and weight (Body 17 regular, Headline 17 semibold, Title 1 28).
        #expect(
            font(["style": "UICTFontTextStyleBody"])
                == IBFont(textStyle: "UICTFontTextStyleBody", size: 17, weight: .regular, family: nil))
        #expect(font(["style": "UICTFontTextStyleHeadline"])?.weight == .semibold)
        #expect(font(["style": "UICTFontTextStyleTitle1"])?.size == 28)
        // The system font at a size and weight; bold system; italic system as upright.
        #expect(
            font(["type": "system", "pointSize": "15", "weight": "medium"])
                == IBFont(textStyle: nil, size: 15, weight: .medium, family: nil))
        #expect(
            font(["type": "boldSystem", "pointSize": "20"])
                == IBFont(textStyle: nil, size: 20, weight: .bold, family: nil))
        #expect(
            font(["type": "italicSystem", "pointSize": "13"])
                == IBFont(textStyle: nil, size: 13, weight: .regular, family: nil))
        // A named font keeps its family; with no type written, a name is a named font.
        #expect(font(["name": "Avenir-Heavy", "family": "Avenir", "pointSize": "16"])?.family == "Avenir")
        #expect(font(["name": "Menlo-Regular", "pointSize": "12"])?.family == "Menlo-Regular")
        // Sizes are kept within 1…500, and no size is 17.
        #expect(font(["type": "system", "pointSize": "0"])?.size == 1)
        #expect(font(["type": "system", "pointSize": "9999"])?.size == 500)
        #expect(font(["type": "system"])?.size == 17)
    }

    /// A symbol configuration's weight is kept (it draws a catalog's symbol set), its scale is Apple's 0.8 / 1.3,
    /// and a weight or scale UIKit does not name is a warning at its line.
    @Test func aSymbolConfigurationKeepsItsWeightAndWarnsOfAnUnknownScale() {
        var reader = IBReader()
        let tag = "preferredSymbolConfiguration"
        let bold = reader.symbolConfiguration(
            XMLTree(name: tag, attributes: ["key": tag, "weight": "bold", "scale": "small"]))
        #expect(bold == IBSymbolConfiguration(pointSize: nil, textStyle: nil, weight: .bold, scale: 0.8))
        let odd = reader.symbolConfiguration(
            XMLTree(name: tag, attributes: ["key": tag, "weight": "hefty", "scale": "huge", "pointSize": "9000"]))
        #expect(odd == IBSymbolConfiguration(pointSize: 500, textStyle: nil, weight: nil, scale: 1))
        #expect(
            reader.findings.map(\.message) == [
                "pointSize '9000' is out of 1…500; Unfold uses 500",
                "symbol weight 'hefty' is not one UIKit has; the default is drawn",
                "symbol scale 'huge' is not one UIKit has; the default is drawn"
            ])
    }
}
