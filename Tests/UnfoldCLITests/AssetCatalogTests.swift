import Foundation
import Testing

@testable import Unfold
@testable import UnfoldCLI

/// `assets "X.xcassets"`: colour sets named in quotes, through the scene's variants (dark, Increase Contrast,
/// Bold Text), read from folders as Xcode writes them; every error at its line.
@Suite struct AssetCatalogTests {
    static let brand = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xD3", "green" : "0x91", "red" : "0x42" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xF0", "green" : "0xB8", "red" : "0x7A" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x99", "green" : "0x5A", "red" : "0x1C" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    static let ink = """
        { "colors" : [ { "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.500" } }, "idiom" : "universal" } ] }
        """

    static let scene = """
        canvas 200x100 @1x
        fps 10
        assets "Assets.xcassets"
        variant dark appearance dark
        variant contrast contrast high
        variant bold bold-text
        cell c
          hstack background "Brand"
            text t color "Icons/Ink" font medium 17
        rows c
          a t "Hi"
        timeline
          at 0.1 tap a
        """

    /// A catalog with a colour set at the top and one in a group that provides a namespace.
    func catalog(in dir: URL, brand: String = brand) throws {
        let root = dir.appendingPathComponent("Assets.xcassets")
        for (path, text) in [
            ("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#),
            ("Brand.colorset/Contents.json", brand),
            ("Icons/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#),
            ("Icons/Ink.colorset/Contents.json", Self.ink)
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    static func hex(_ c: RGBA) -> String {
        let b = [c.r, c.g, c.b, c.a].map { Int(($0 * 255).rounded()) }
        return String(format: "#%02X%02X%02X%02X", b[0], b[1], b[2], b[3])
    }

    /// The hstack's fill and the text's colour and weight in frame 0 of a variant.
    func drawn(_ variant: String, in dir: URL) throws -> (fill: String, text: String, weight: FontWeight) {
        let scene = try UnfoldScene(text: Self.scene, name: "brand", base: dir, variant: variant)
        let list = try scene.compiled().displayList(frame: 0)
        let fills = list.compactMap { c -> String? in if case let .fill(_, color, _) = c { return Self.hex(color) } else { return nil } }
        let text = list.compactMap { c -> (RGBA, FontWeight)? in
            if case let .text(_, style, _, color) = c { return (color, style.weight) } else { return nil }
        }
        return (fills.last ?? "", text.first.map { Self.hex($0.0) } ?? "", text.first?.1 ?? .regular)
    }

    @Test func colourSetsFollowTheVariants() throws {
        let dir = tempDir("assets")
        try catalog(in: dir)
        // Gray gamma 2.2 white 0.5: 128 in sRGB.
        #expect(try drawn("default", in: dir) == ("#4291D3FF", "#808080FF", .medium))
        #expect(try drawn("dark", in: dir).fill == "#7AB8F0FF")
        #expect(try drawn("contrast", in: dir).fill == "#1C5A99FF")
        // Bold Text: medium is drawn bold.
        #expect(try drawn("bold", in: dir).weight == .bold)
    }

    func errors(_ text: String, in dir: URL) -> String {
        do {
            _ = try UnfoldScene(text: text, name: "brand", base: dir)
            return ""
        } catch let error as UnfoldError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func errorsSayTheLineAndTheFile() throws {
        let dir = tempDir("assets-errors")
        try catalog(in: dir, brand: "{\n  \"colors\" : [\n    { \"color\" : , }\n  ]\n}")
        let misspelt = Self.scene.replacingOccurrences(of: "\"Icons/Ink\"", with: "\"Icons/Inc\"")
        #expect(errors(misspelt, in: dir).contains("brand.scene:9:18: error: no colour set 'Icons/Inc' in the asset catalogs; did you mean 'Icons/Ink'?"))
        #expect(
            errors(Self.scene, in: dir).contains(
                "brand.scene:8:21: error: Assets.xcassets/Brand.colorset/Contents.json: line 3, column 17: not valid JSON"))
        let missing = Self.scene.replacingOccurrences(of: "assets \"Assets.xcassets\"", with: "assets \"Other.xcassets\"")
        #expect(errors(missing, in: dir).contains("brand.scene:3:8: error: Other.xcassets: no such asset catalog"))
        let none = Self.scene.replacingOccurrences(of: "assets \"Assets.xcassets\"\n", with: "")
        #expect(errors(none, in: dir).contains("error: 'Brand' names a colour set, but the scene has no 'assets' line"))
        #expect(errors("contrast loud\n", in: dir).contains("expected 'contrast high' or 'contrast normal', found 'loud'"))
    }

    /// A catalog is the files under its folder: a colour set that is a link out of it is not read.
    @Test func aLinkOutOfTheCatalogIsNotFollowed() throws {
        let dir = tempDir("assets-link")
        try catalog(in: dir)
        let outside = dir.appendingPathComponent("outside.json")
        try Self.brand.write(to: outside, atomically: true, encoding: .utf8)
        let contents = dir.appendingPathComponent("Assets.xcassets/Brand.colorset/Contents.json")
        try FileManager.default.removeItem(at: contents)
        try FileManager.default.createSymbolicLink(at: contents, withDestinationURL: outside)
        #expect(errors(Self.scene, in: dir).contains("Brand.colorset/Contents.json: not a regular file"))
    }
}
