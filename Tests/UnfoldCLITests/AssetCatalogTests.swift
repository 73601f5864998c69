import Foundation
import Testing

@testable import Unfold
@testable import UnfoldCLI
@testable import UnfoldRender
@testable import UnfoldCodecs

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
            ("Icons/Ink.colorset/Contents.json", Self.ink),
            // A group with a dot in its name is a group; an app icon set is skipped.
            ("Shades.v2/Mist.colorset/Contents.json", Self.ink),
            ("AppIcon.appiconset/Contents.json", "{}")
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
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
        let fills = list.compactMap { c -> String? in
            if case let .fill(_, color, _) = c { return Self.hex(color) } else { return nil }
        }
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
        let listed = try FileAssets(base: dir).catalog("Assets.xcassets").get()
        #expect(listed.colorSets == ["Brand", "Icons/Ink", "Mist"])
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
        #expect(
            errors(misspelt, in: dir) == """
                \(dir.path)/brand.scene:8:21: error: Assets.xcassets/Brand.colorset/Contents.json:3:17: not valid JSON (Invalid value)
                  hstack background "Brand"
                                    ^
                \(dir.path)/brand.scene:9:18: error: no colour set 'Icons/Inc' in the asset catalogs; did you mean 'Icons/Ink'?
                    text t color "Icons/Inc" font medium 17
                                 ^

                """)
        #expect(
            errors(Self.scene, in: dir) == """
                \(dir.path)/brand.scene:8:21: error: Assets.xcassets/Brand.colorset/Contents.json:3:17: not valid JSON (Invalid value)
                  hstack background "Brand"
                                    ^

                """)
        let missing = Self.scene.replacingOccurrences(
            of: "assets \"Assets.xcassets\"", with: "assets \"Other.xcassets\"")
        #expect(
            errors(missing, in: dir) == """
                \(dir.path)/brand.scene:3:8: error: Other.xcassets: no such asset catalog
                assets "Other.xcassets"
                       ^

                """)
        let none = Self.scene.replacingOccurrences(of: "assets \"Assets.xcassets\"\n", with: "")
        #expect(
            errors(none, in: dir) == """
                \(dir.path)/brand.scene:7:21: error: 'Brand' names a colour set, but the scene has no 'assets' line
                  hstack background "Brand"
                                    ^
                \(dir.path)/brand.scene:8:18: error: 'Icons/Ink' names a colour set, but the scene has no 'assets' line
                    text t color "Icons/Ink" font medium 17
                                 ^

                """)
        #expect(
            errors("contrast loud\n", in: dir) == """
                \(dir.path)/brand.scene:1:10: error: expected 'contrast high' or 'contrast normal', found 'loud'
                contrast loud
                         ^

                """)
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
        #expect(
            errors(Self.scene, in: dir) == """
                \(dir.path)/brand.scene:8:21: error: Assets.xcassets/Brand.colorset/Contents.json: not a regular file; a catalog's files are its own, links are not followed
                  hstack background "Brand"
                                    ^

                """)
    }

    /// A PNG of one colour, `side` pixels square.
    func png(_ rgb: [UInt8], side: Int) throws -> Data {
        let pixel: [UInt8] = rgb + [255]
        let pixels = [[UInt8]](repeating: pixel, count: side * side).flatMap { $0 }
        return Data(try PNGCodec.encodeRGBA(RGBAImage(width: side, height: side, pixels: pixels)))
    }

    /// One catalog spelt forty ways is listed once: the path is resolved before anything is read.
    @Test func aCatalogSpeltManyWaysIsListedOnce() throws {
        let dir = tempDir("assets-spellings")
        try catalog(in: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("x"), withIntermediateDirectories: true)
        let spellings = (0..<40).map { k in
            k % 2 == 0
                ? String(repeating: "./", count: k + 1) + "Assets.xcassets"
                : String(repeating: "x/../", count: k) + "Assets.xcassets"
        }
        let assets = FileAssets(base: dir)
        for path in spellings { #expect((try? assets.catalog(path).get()) != nil, "\(path)") }
        #expect(assets.listingCount == 1)
    }

    /// An image set's file that is a FIFO is refused at once, in words; it never holds the process.
    @Test func aFIFOInAnImageSetIsRefusedWithoutBlocking() throws {
        let dir = tempDir("assets-fifo")
        try catalog(in: dir)
        let set = dir.appendingPathComponent("Assets.xcassets/Hero.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        #expect(mkfifo(set.appendingPathComponent("a.png").path, 0o600) == 0)
        try """
        { "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "2x" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let text = """
            canvas 40x40 @2x
            assets "Assets.xcassets"
            cell c
              image photo width 40 height 40
            rows c
              a photo "Hero"
            """
        let said = errors(text, in: dir)
        #expect(
            said == """
                \(dir.path)/brand.scene:6:11: error: image Assets.xcassets/Hero.imageset/a.png cannot be read: not a regular file (a FIFO, a device or a folder)
                  a photo "Hero"
                          ^

                """)
    }

    /// An image set whose @2x file is red, @3x green and dark @2x blue: the frame's pixels say which was read.
    @Test func anImageSetDrawsTheFileForTheScaleAndAppearance() throws {
        let dir = tempDir("assets-images")
        try catalog(in: dir)
        let set = dir.appendingPathComponent("Assets.xcassets/Photos/Hero.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try png([255, 0, 0], side: 8).write(to: set.appendingPathComponent("hero@2x.png"))
        try png([0, 255, 0], side: 12).write(to: set.appendingPathComponent("hero@3x.png"))
        try png([0, 0, 255], side: 8).write(to: set.appendingPathComponent("hero-dark@2x.png"))
        try """
        { "images" : [
            { "idiom" : "universal", "scale" : "1x" },
            { "filename" : "hero@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "hero-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "filename" : "hero@3x.png", "idiom" : "universal", "scale" : "3x" } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let text = """
            canvas 40x40 @2x
            assets "Assets.xcassets"
            variant dark appearance dark
            variant big canvas 40x40 @3x
            cell c
              image photo width 40 height 40
            rows c
              a photo "Hero"
            """
        func centre(_ variant: String) throws -> [UInt8] {
            let compiled = try UnfoldScene(text: text, name: "photo", base: dir, variant: variant).compiled()
            let image = try compiled.rgba(frame: 0)
            let i = (image.height / 2 * image.width + image.width / 2) * 4
            return Array(image.pixels[i..<(i + 3)])
        }
        #expect(try centre("default") == [255, 0, 0])
        #expect(try centre("dark") == [0, 0, 255])
        #expect(try centre("big") == [0, 255, 0])
        // `--scale 3` on the @2x scene picks the @3x file too, as UIImage(named:) does on an @3x screen.
        let sceneFile = write(text, to: dir.appendingPathComponent("photo.scene"))
        let out = dir.appendingPathComponent("scaled.png").path
        #expect(unfold(["still", sceneFile, "--at", "0", "--scale", "3", "-o", out]).code == 0)
        let scaled = try PNGCodec.decode(file: out)
        let k = (scaled.height / 2 * scaled.width + scaled.width / 2) * 4
        #expect(scaled.width == 120 && Array(scaled.pixels[k..<(k + 3)]) == [0, 255, 0])
        #expect(unfold(["still", sceneFile, "--at", "0", "-o", out]).code == 0)
        let unscaled = try PNGCodec.decode(file: out)
        let j = (unscaled.height / 2 * unscaled.width + unscaled.width / 2) * 4
        #expect(Array(unscaled.pixels[j..<(j + 3)]) == [255, 0, 0])
        let scene = try UnfoldScene(text: text, name: "photo", base: dir)
        #expect(scene.scene.imageReferences.map(\.file) == ["Assets.xcassets/Photos/Hero.imageset/hero@2x.png"])
        // A name no set has, with the nearest; a file the set names that is not there.
        #expect(
            errors(text.replacingOccurrences(of: "\"Hero\"", with: "\"Hera\""), in: dir) == """
                \(dir.path)/brand.scene:8:11: error: no image set 'Hera' in the asset catalogs; did you mean 'Hero'?
                  a photo "Hera"
                          ^

                """)
        try FileManager.default.removeItem(at: set.appendingPathComponent("hero@2x.png"))
        #expect(
            errors(text, in: dir) == """
                \(dir.path)/brand.scene:8:11: error: image Assets.xcassets/Photos/Hero.imageset/hero@2x.png does not exist (looked for \(dir.path)/Assets.xcassets/Photos/Hero.imageset/hero@2x.png)
                  a photo "Hero"
                          ^

                """)
    }

    /// Hostile catalogs: a huge colour set, JSON nested ten thousand deep, groups nested past the limit. Each is
    /// an error that says what, at the line that names it; nothing hangs or crashes.
    @Test func hostileCatalogsAreClearErrors() throws {
        let dir = tempDir("assets-hostile")
        try catalog(in: dir, brand: "{\"colors\":[" + String(repeating: " ", count: 1_200_000) + "]}")
        #expect(
            errors(Self.scene, in: dir) == """
                \(dir.path)/brand.scene:8:21: error: Assets.xcassets/Brand.colorset/Contents.json: 1200013 bytes is more than the limit of 1 MB
                  hstack background "Brand"
                                    ^

                """)
        try catalog(in: dir, brand: String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        #expect(
            errors(Self.scene, in: dir) == """
                \(dir.path)/brand.scene:8:21: error: Assets.xcassets/Brand.colorset/Contents.json:1:514: not valid JSON (Too many nested arrays or dictionaries)
                  hstack background "Brand"
                                    ^

                """)
        var deep = dir.appendingPathComponent("Deep.xcassets")
        for k in 0..<20 { deep.appendPathComponent("g\(k)") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        let text = Self.scene.replacingOccurrences(of: "Assets.xcassets", with: "Deep.xcassets")
        #expect(
            errors(text, in: dir) == """
                \(dir.path)/brand.scene:3:8: error: Deep.xcassets: groups nested more than 16 deep
                assets "Deep.xcassets"
                       ^

                """)
    }

    /// `color @SLOT`: a row's value (and a `set` line's) may name a colour set.
    @Test func slotValuesNameColourSets() throws {
        let dir = tempDir("assets-slots")
        try catalog(in: dir)
        let text = """
            canvas 200x100 @1x
            fps 10
            assets "Assets.xcassets"
            variant dark appearance dark
            cell c
              text t color @ink
            rows c
              a t "Hi" ink "Brand"
              b t "There" ink "red"
            timeline
              at 0.2 set a ink "Icons/Ink"
            """
        func colors(_ variant: String, frame: Int) throws -> [String] {
            let compiled = try UnfoldScene(text: text, name: "slots", base: dir, variant: variant).compiled()
            return compiled.displayList(frame: frame).compactMap { c -> String? in
                if case let .text(_, _, _, color) = c { return Self.hex(color) } else { return nil }
            }
        }
        #expect(try colors("default", frame: 0) == ["#4291D3FF", "#FF3B30FF"])
        #expect(try colors("dark", frame: 0) == ["#7AB8F0FF", "#FF453AFF"])
        let compiled = try UnfoldScene(text: text, name: "slots", base: dir).compiled()
        #expect(try colors("default", frame: compiled.frameCount - 1).first == "#808080FF")
        #expect(
            errors(text.replacingOccurrences(of: "ink \"Brand\"", with: "ink \"Brnd\""), in: dir) == """
                \(dir.path)/brand.scene:8:16: error: 'Brnd' is not a colour or a colour set of the catalogs; did you mean 'Brand'? for slot 'ink'
                  a t "Hi" ink "Brnd"
                               ^

                """)
    }

    /// `template-rendering-intent template`: the image is drawn in the element's colour through its alpha.
    @Test func aTemplateImageIsDrawnInTheElementsColour() throws {
        let dir = tempDir("assets-template")
        try catalog(in: dir)
        let set = dir.appendingPathComponent("Assets.xcassets/Star.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try png([255, 255, 255], side: 8).write(to: set.appendingPathComponent("star.png"))
        try """
        { "images" : [ { "filename" : "star.png", "idiom" : "universal" } ],
          "properties" : { "template-rendering-intent" : "template" } }
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        func centre(_ option: String) throws -> [UInt8] {
            let text = """
                canvas 40x40 @1x
                assets "Assets.xcassets"
                cell c
                  image icon width 40 height 40\(option)
                rows c
                  a icon "Star"
                """
            let image = try UnfoldScene(text: text, name: "star", base: dir).compiled().rgba(frame: 0)
            let i = (image.height / 2 * image.width + image.width / 2) * 4
            return Array(image.pixels[i..<(i + 3)])
        }
        #expect(try centre(" color red") == [255, 59, 48])
        // No colour: UIImageView's tint colour, system blue.
        #expect(try centre("") == [0, 122, 255])
        #expect(try centre(" color \"Brand\"") == [66, 145, 211])
    }

    /// An image set's JPEG is decoded by libjpeg-turbo (written here by Pillow, an independent encoder); a JPEG
    /// named by path in a row is still refused, as the version-1 contract says.
    @Test func anImageSetsJPEGIsDrawn() throws {
        let dir = tempDir("assets-jpeg")
        try catalog(in: dir)
        let set = dir.appendingPathComponent("Assets.xcassets/Photo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let jpeg = set.appendingPathComponent("photo.jpg")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [
            "-c",
            "import sys; from PIL import Image; Image.new('RGB', (32, 32), (200, 40, 40)).save(sys.argv[1], quality=95)",
            jpeg.path
        ]
        try p.run()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "Debian's python3-pil is needed")
        try #"{ "images" : [ { "filename" : "photo.jpg", "idiom" : "universal", "scale" : "2x" } ] }"#.write(
            to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let text =
            "canvas 40x40 @2x\nassets \"Assets.xcassets\"\ncell c\n  image photo width 40 height 40\nrows c\n  a photo \"Photo\"\n"
        let image = try UnfoldScene(text: text, name: "jpeg", base: dir).compiled().rgba(frame: 0)
        let i = (image.height / 2 * image.width + image.width / 2) * 4
        let centre = image.pixels[i..<(i + 3)].map(Int.init)
        #expect(zip(centre, [200, 40, 40]).allSatisfy { abs($0 - $1) <= 3 }, "\(centre)")
        try FileManager.default.copyItem(at: jpeg, to: dir.appendingPathComponent("plain.jpg"))
        let plain = "canvas 40x40 @2x\ncell c\n  image photo width 40 height 40\nrows c\n  a photo \"plain.jpg\"\n"
        #expect(
            errors(plain, in: dir) == """
                \(dir.path)/brand.scene:5:11: error: image plain.jpg is not a PNG file (only PNG is accepted)
                  a photo "plain.jpg"
                          ^

                """)
    }

    /// An image set's file that is a link out of the catalog is refused, not read.
    @Test func anImageFileLinkedOutOfTheCatalogIsNotRead() throws {
        let dir = tempDir("assets-image-link")
        try catalog(in: dir)
        let outside = dir.appendingPathComponent("secret.png")
        try png([1, 2, 3], side: 4).write(to: outside)
        let set = dir.appendingPathComponent("Assets.xcassets/Hero.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: set.appendingPathComponent("hero@2x.png"), withDestinationURL: outside)
        try #"{ "images" : [ { "filename" : "hero@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#.write(
            to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let text =
            "canvas 40x40 @2x\nassets \"Assets.xcassets\"\ncell c\n  image photo width 40 height 40\nrows c\n  a photo \"Hero\"\n"
        #expect(
            errors(text, in: dir).contains(
                "brand.scene:6:11: error: Assets.xcassets/Hero.imageset/hero@2x.png: a link; a catalog's files are its own,"
                    + " links are not followed"))
    }
}
