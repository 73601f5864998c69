import Foundation
import Testing

@testable import UnfoldCore
@testable import UnfoldModel

/// Colour sets as asset catalogs write them: every component form, colour space and appearance, and the
/// order in which iOS picks an entry.
@Suite struct ColorSetTests {
    func bytes(_ c: RGBA) -> [Int] { [c.r, c.g, c.b].map { Int(($0 * 255).rounded()) } + [Int((c.a * 1000).rounded())] }

    /// A colour set of one universal entry with these components.
    func set(space: String = "srgb", _ components: String) throws -> ColorSet {
        let json = """
            {
              "colors" : [
                {
                  "color" : { "color-space" : "\(space)", "components" : { \(components) } },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        return try ColorSetReader.read(Data(json.utf8), name: "Brand").get()
    }

    func light(_ s: ColorSet) -> [Int] { bytes(s.resolved(.light, highContrast: false)) }

    @Test func everyComponentFormGivesTheSameBytes() throws {
        let hex = #""red" : "0x42", "green" : "0x91", "blue" : "0xD3", "alpha" : "1.000""#
        let whole = #""red" : "66", "green" : "145", "blue" : "211", "alpha" : "1""#
        let decimal = #""red" : "0.259", "green" : "0.569", "blue" : "0.827", "alpha" : "1.000""#
        let numbers = #""red" : 0.259, "green" : 0.569, "blue" : 0.827, "alpha" : 1"#
        let numbers255 = #""red" : 66, "green" : 145, "blue" : 211, "alpha" : 0.5"#
        for form in [hex, whole, decimal, numbers] { #expect(light(try set(form)) == [66, 145, 211, 1000], "\(form)") }
        #expect(light(try set(numbers255)) == [66, 145, 211, 500])
    }

    @Test func displayP3IsConvertedWithTheStandardMatrices() throws {
        // sRGB's pure red written in Display P3 (CSS Color 4's example) comes back as pure red.
        #expect(
            light(try set(space: "display-p3", #""red" : "0.9175", "green" : "0.2003", "blue" : "0.1386""#)) == [
                255, 0, 0, 1000
            ])
        #expect(
            light(try set(space: "display-p3", #""red" : "0.800", "green" : "0.300", "blue" : "0.200""#)) == [
                221, 64, 37, 1000
            ])
        // A gray is the same gray in both spaces.
        #expect(
            light(try set(space: "display-p3", #""red" : "0.5", "green" : "0.5", "blue" : "0.5""#)) == [
                128, 128, 128, 1000
            ])
    }

    @Test func grayGammaAndExtendedSpaces() throws {
        // White 0.5 at gamma 2.2 is 0.2176 linear, 128.49 in sRGB.
        #expect(
            light(try set(space: "gray-gamma-22", #""white" : "0.500", "alpha" : "1.000""#)) == [128, 128, 128, 1000])
        // Extended sRGB beyond 0…1 is clamped to what a PNG holds.
        #expect(
            light(try set(space: "extended-srgb", #""red" : "1.200", "green" : "-0.100", "blue" : "0.5""#)) == [
                255, 0, 128, 1000
            ])
    }

    @Test func aSystemColourReferenceFollowsAppearanceAndContrast() throws {
        let json = #"{"colors":[{"color":{"platform":"ios","reference":"systemBlueColor"},"idiom":"universal"}]}"#
        let s = try ColorSetReader.read(Data(json.utf8), name: "Accent").get()
        #expect(bytes(s.resolved(.light, highContrast: false)) == [0, 122, 255, 1000])
        #expect(bytes(s.resolved(.dark, highContrast: false)) == [10, 132, 255, 1000])
        #expect(bytes(s.resolved(.light, highContrast: true)) == [0, 64, 221, 1000])
        #expect(bytes(s.resolved(.dark, highContrast: true)) == [64, 156, 255, 1000])
        #expect(Color.systemName(uiKit: "systemGray2Color") == "gray2")
        #expect(Color.systemName(uiKit: "secondaryLabelColor") == "secondary-label")
        #expect(Color.systemName(uiKit: "systemGroupedBackgroundColor") == "system-grouped-background")
        #expect(Color.systemName(uiKit: "noSuchColor") == nil)
    }

    /// Entries: universal U, dark D, high contrast H, dark and high DH; each case drops some.
    func entries(_ names: [String]) throws -> ColorSet {
        let all: [String: (String, Int)] = [
            "U": ("", 10), "D": (#""appearances":[{"appearance":"luminosity","value":"dark"}],"#, 20),
            "H": (#""appearances":[{"appearance":"contrast","value":"high"}],"#, 30),
            "DH": (
                #""appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"#,
                40
            ),
            "L": (#""appearances":[{"appearance":"luminosity","value":"light"}],"#, 50)
        ]
        let list = names.map { n in
            #"{\#(all[n]!.0)"color":{"color-space":"srgb","components":{"red":"\#(all[n]!.1)","green":"0","blue":"0"}},"idiom":"universal"}"#
        }
        return try ColorSetReader.read(Data(#"{"colors":[\#(list.joined(separator: ","))]}"#.utf8), name: "X").get()
    }

    func red(_ s: ColorSet, _ a: Appearance, _ high: Bool) -> Int {
        Int((s.resolved(a, highContrast: high).r * 255).rounded())
    }

    @Test func theEntryIsPickedInIOSsOrder() throws {
        let full = try entries(["U", "D", "H", "DH"])
        #expect(red(full, .light, false) == 10)
        #expect(red(full, .dark, false) == 20)
        #expect(red(full, .light, true) == 30)
        #expect(red(full, .dark, true) == 40)
        // No dark high-contrast entry: the same luminosity without the contrast comes first.
        let noDH = try entries(["U", "D", "H"])
        #expect(red(noDH, .dark, true) == 20)
        // No dark entry at all: the contrast without a luminosity.
        #expect(red(try entries(["U", "H"]), .dark, true) == 30)
        // Only the universal one: it serves every case.
        let only = try entries(["U"])
        #expect(red(only, .light, false) == 10 && red(only, .dark, true) == 10)
        // A light entry is the exact match in light; dark falls back to the universal one.
        let lightOnly = try entries(["U", "L"])
        #expect(red(lightOnly, .light, false) == 50 && red(lightOnly, .dark, false) == 10)
    }

    @Test func problemsSayWhereInTheFile() {
        func message(_ json: String) -> String? {
            if case .failure(let f) = ColorSetReader.read(Data(json.utf8), name: "X") { return f.message }
            return nil
        }
        #expect(
            message("{\n  \"colors\" : [\n    { \"color\" : , }\n  ]\n}")?.hasPrefix(
                "line 3, column 17: not valid JSON") == true)
        #expect(
            message(#"{"colors":[{"color":{"color-space":"cmyk","components":{}}}]}"#)
                == "'colors[0].color.color-space' is cmyk: expected one of srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22, extended-gray"
        )
        #expect(
            message(#"{"colors":[{"color":{"components":{"red":"0xZZ","green":"0","blue":"0"}}}]}"#)
                == "'colors[0].color.components.red' is '0xZZ': expected a 0–1 decimal, a 0–255 integer or a hex string such as 0x1E"
        )
        #expect(message(#"{"colors":[]}"#) == "'colors' holds no colour for iOS")
        #expect(
            message(#"{"colors":[{"color":{"components":{"red":"0","blue":"0"}}}]}"#)
                == "'colors[0].color.components.green' is missing")
    }
}

/// Image sets: the file `UIImage(named:)` picks for a scale, an appearance and a contrast.
@Suite struct ImageSetTests {
    func set(_ images: String) throws -> ImageSet {
        try ImageSetReader.read(
            Data(#"{"images":[\#(images)]}"#.utf8), name: "Hero", folder: "A.xcassets/Hero.imageset"
        )
        .get()
    }

    let dark = #""appearances":[{"appearance":"luminosity","value":"dark"}],"#

    @Test func theScalesOwnFileElseTheNearestLargerThenSmaller() throws {
        let all = try set(
            #"{"filename":"h1.png","idiom":"universal","scale":"1x"},{"filename":"h2.png","idiom":"universal","scale":"2x"},{"filename":"h3.png","idiom":"universal","scale":"3x"}"#
        )
        #expect(all.file(scale: 2, appearance: .light, highContrast: false) == "A.xcassets/Hero.imageset/h2.png")
        #expect(all.file(scale: 3, appearance: .light, highContrast: false) == "A.xcassets/Hero.imageset/h3.png")
        // Xcode's empty slots (no filename) are skipped: @1x asks for the nearest larger, @3x for the smaller.
        let two = try set(
            #"{"idiom":"universal","scale":"1x"},{"filename":"h2.png","idiom":"universal","scale":"2x"},{"filename":"h3.png","idiom":"universal","scale":"3x"}"#
        )
        #expect(two.file(scale: 1, appearance: .light, highContrast: false) == "A.xcassets/Hero.imageset/h2.png")
        let low = try set(
            #"{"filename":"h1.png","idiom":"universal","scale":"1x"},{"filename":"h2.png","idiom":"universal","scale":"2x"}"#
        )
        #expect(low.file(scale: 3, appearance: .light, highContrast: false) == "A.xcassets/Hero.imageset/h2.png")
        // A single file without a scale (a vector) serves every scale.
        let vector = try set(#"{"filename":"icon.pdf","idiom":"universal"}"#)
        #expect(vector.file(scale: 3, appearance: .dark, highContrast: true) == "A.xcassets/Hero.imageset/icon.pdf")
    }

    @Test func theAppearanceIsPickedBeforeTheScale() throws {
        let s = try set(
            #"{"filename":"l2.png","idiom":"universal","scale":"2x"},{"filename":"l3.png","idiom":"universal","scale":"3x"},{\#(dark)"filename":"d3.png","idiom":"universal","scale":"3x"}"#
        )
        // Dark at @2x: the dark entries come first, and their nearest scale is @3x.
        #expect(s.file(scale: 2, appearance: .dark, highContrast: false) == "A.xcassets/Hero.imageset/d3.png")
        #expect(s.file(scale: 2, appearance: .light, highContrast: false) == "A.xcassets/Hero.imageset/l2.png")
        #expect(s.file(scale: 2, appearance: .light, highContrast: true) == "A.xcassets/Hero.imageset/l2.png")
    }

    /// A JPEG is an image set's alone: named by path in a row it is still not a PNG.
    @Test func aJPEGIsAcceptedFromImageSetsOnly() {
        #expect(
            SceneValidation.problem(.jpeg(width: 8, height: 8), path: "x.jpg")
                == "image x.jpg is not a PNG file (only PNG is accepted)")
        #expect(SceneValidation.problem(.jpeg(width: 8, height: 8), path: "x.jpg", jpegAllowed: true) == nil)
        #expect(
            SceneValidation.problem(.badJPEG("cut"), path: "x.jpg")
                == "image x.jpg is not a PNG file (only PNG is accepted)")
        #expect(
            SceneValidation.problem(.badJPEG("cut"), path: "x.jpg", jpegAllowed: true)
                == "image x.jpg cannot be read: cut")
        #expect(
            SceneValidation.problem(.jpeg(width: 20_000, height: 8), path: "x.jpg", jpegAllowed: true)
                == "image x.jpg is 20000×8 pixels; the limit is 16384 a side and 64 megapixels")
    }

    @Test func aFileOutsideItsFolderIsRefused() {
        let read = ImageSetReader.read(
            Data(#"{"images":[{"filename":"../../secret.png","idiom":"universal","scale":"2x"}]}"#.utf8), name: "X",
            folder: "A.xcassets/X.imageset")
        guard case .failure(let f) = read else {
            Issue.record("a path out of the folder was read")
            return
        }
        #expect(f.message == "'images[0].filename' is ../../secret.png: a file of the set's own folder")
    }
}
