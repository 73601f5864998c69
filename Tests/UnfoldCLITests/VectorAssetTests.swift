import Foundation
import Testing
import UnfoldCore

@testable import Unfold
@testable import UnfoldRender
@testable import UnfoldCodecs
import UnfoldModel

/// An asset catalog's PDFs and SVGs (poppler and librsvg, through Cairo) and its symbol sets (custom SF Symbols'
/// SVG templates): drawn at the size they are shown, sized like the built-in symbols, and hostile files refused.
@Suite struct VectorAssetTests {
    /// A one-page PDF of `width`×`height` points whose page draws `content` (PDF operators, y up).
    static func pdf(width: Int, height: Int, content: String) -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream"
        ]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(format: "%010d 00000 n \n", offset) }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    /// A disc of radius 9 in a 20×20 pt page: black, so a template draws it in the element's colour.
    static let discPDF = pdf(
        width: 20, height: 20,
        content: "0 0 0 rg\n19 10 m 19 14.97 14.97 19 10 19 c 5.03 19 1 14.97 1 10 c 1 5.03 5.03 1 10 1 c"
            + " 14.97 1 19 5.03 19 10 c h f\n")
    static let discSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="9"/></svg>
        """

    /// Writes `files` (path → bytes) under `dir/Assets.xcassets`.
    func catalog(_ files: [String: Data], in dir: URL) throws {
        let root = dir.appendingPathComponent("Assets.xcassets")
        for (path, data) in files.merging(["Contents.json": Data("{}".utf8)], uniquingKeysWith: { a, _ in a }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// An image set of one file, kept as a vector or not.
    static func imageSet(_ file: String, preserves: Bool, template: Bool = true) -> Data {
        let intent = template ? #", "template-rendering-intent" : "template""# : ""
        return Data(
            """
            { "images" : [ { "filename" : "\(file)", "idiom" : "universal" } ],
              "properties" : { "preserves-vector-representation" : \(preserves)\(intent) } }
            """.utf8)
    }

    static func oneImage(_ name: String, scale: Int, side: Int = 40) -> String {
        """
        canvas \(side)x\(side) @\(scale)x
        assets "Assets.xcassets"
        cell c
          image icon width \(side) height \(side) fit color black
        rows c
          a icon "\(name)"
        """
    }

    func frame(_ text: String, in dir: URL, variant: String = "default") throws -> RGBAImage {
        try UnfoldScene(text: text, name: "vector", base: dir, variant: variant).compiled().rgba(frame: 0)
    }

    func errors(_ text: String, in dir: URL) -> String {
        do {
            _ = try UnfoldScene(text: text, name: "vector", base: dir)
            return ""
        } catch let error as UnfoldError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    /// Pixels between black and white: an edge's width, summed along every edge.
    static func soft(_ image: RGBAImage) -> Int {
        stride(from: 0, to: image.pixels.count, by: 4).filter { (24...231).contains(image.pixels[$0]) }.count
    }

    /// A disc drawn at @2x and @3x from a PDF and from an SVG that keep their vector data has edges about a pixel
    /// wide; the same disc as a 1x bitmap scaled up has edges as wide as the scale.
    @Test func pdfAndSVGAreDrawnAtTheSizeShownNotScaledUp() throws {
        let dir = tempDir("vector-crisp")
        try catalog(
            [
                "DiscPDF.imageset/disc.pdf": Self.discPDF,
                "DiscPDF.imageset/Contents.json": Self.imageSet("disc.pdf", preserves: true),
                "DiscSVG.imageset/disc.svg": Data(Self.discSVG.utf8),
                "DiscSVG.imageset/Contents.json": Self.imageSet("disc.svg", preserves: true)
            ], in: dir)
        // The 1x bitmap: the PDF drawn at @1x, at its own size, written as a PNG.
        let one = try frame(Self.oneImage("DiscPDF", scale: 1, side: 20), in: dir)
        try Data(PNGCodec.encodeRGBA(one)).write(to: dir.appendingPathComponent("Assets.xcassets/disc.png"))
        try catalog(
            [
                "DiscPNG.imageset/disc.png": try Data(
                    contentsOf: dir.appendingPathComponent("Assets.xcassets/disc.png")),
                "DiscPNG.imageset/Contents.json": Data(
                    #"{ "images" : [ { "filename" : "disc.png", "idiom" : "universal", "scale" : "1x" } ] }"#.utf8)
            ], in: dir)
        for scale in [2, 3] {
            let pdf = Self.soft(try frame(Self.oneImage("DiscPDF", scale: scale), in: dir))
            let svg = Self.soft(try frame(Self.oneImage("DiscSVG", scale: scale), in: dir))
            let bitmap = Self.soft(try frame(Self.oneImage("DiscPNG", scale: scale), in: dir))
            // The circle is 2π × 36 × scale pixels round; a crisp edge has about one soft pixel per edge pixel.
            let round = Int(2 * Double.pi * 36 * Double(scale))
            #expect(pdf < round * 13 / 10 && svg < round * 13 / 10, "@\(scale)x: PDF \(pdf), SVG \(svg), edge \(round)")
            #expect(
                pdf * 10 < bitmap * 6 && svg * 10 < bitmap * 6,
                "@\(scale)x: PDF \(pdf), SVG \(svg), 1x bitmap \(bitmap)")
        }
        // The PDF and the SVG agree on their pixels' share of ink.
        let a = try frame(Self.oneImage("DiscPDF", scale: 3), in: dir).pixels
        let b = try frame(Self.oneImage("DiscSVG", scale: 3), in: dir).pixels
        let inkA = stride(from: 0, to: a.count, by: 4).reduce(0) { $0 + 255 - Int(a[$1]) }
        let inkB = stride(from: 0, to: b.count, by: 4).reduce(0) { $0 + 255 - Int(b[$1]) }
        #expect(abs(inkA - inkB) * 100 < inkA, "PDF \(inkA), SVG \(inkB)")
    }

    /// Without `preserves-vector-representation`, Xcode keeps a bitmap of the image's own size per scale: shown
    /// twice as large, it is a scaled bitmap, as on a device.
    @Test func aVectorThatKeepsNoVectorDataIsABitmapOfItsOwnSize() throws {
        let dir = tempDir("vector-bitmap")
        try catalog(
            [
                "Kept.imageset/disc.pdf": Self.discPDF,
                "Kept.imageset/Contents.json": Self.imageSet("disc.pdf", preserves: true),
                "Flat.imageset/disc.pdf": Self.discPDF,
                "Flat.imageset/Contents.json": Self.imageSet("disc.pdf", preserves: false)
            ], in: dir)
        // At its own size (20 pt) the two are the same pixels.
        let kept = try frame(Self.oneImage("Kept", scale: 2, side: 20), in: dir)
        let flat = try frame(Self.oneImage("Flat", scale: 2, side: 20), in: dir)
        let diff = zip(kept.pixels, flat.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(diff <= 2)
        // At twice its size the flat one's edges are about twice as wide.
        let keptBig = Self.soft(try frame(Self.oneImage("Kept", scale: 2), in: dir))
        let flatBig = Self.soft(try frame(Self.oneImage("Flat", scale: 2), in: dir))
        #expect(keptBig * 10 < flatBig * 7, "kept \(keptBig), flat \(flatBig)")
    }

    /// A custom symbol's template in the SF Symbols app's layout: guides per scale, a square exactly as tall
    /// as the capitals at Regular, a wider one at Semibold.
    static let squareTemplate = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <g id="Guides">
          <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126" stroke="#27AAE1" stroke-width="0.5"/>
          <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54" stroke="#27AAE1" stroke-width="0.5"/>
         </g>
         <g id="Symbols">
          <g id="Regular-M" transform="matrix(1 0 0 1 1391 1126)"><rect x="0" y="-70.46" width="35.23" height="70.46"/></g>
          <g id="Semibold-M" transform="matrix(1 0 0 1 1691 1126)"><rect x="0" y="-70.46" width="70.46" height="70.46"/></g>
         </g>
        </svg>
        """

    static let symbolSet = Data(
        #"{ "symbols" : [ { "filename" : "custom.square.svg", "idiom" : "universal" } ] }"#.utf8)

    static func symbolScene(_ symbol: String) -> String {
        """
        canvas 60x60 @2x
        assets "Assets.xcassets"
        variant bold bold-text
        cell c
          symbol \(symbol) size 40 color black
        rows c
          a
        """
    }

    /// The rows and columns that hold ink, in pixels.
    static func inkBox(_ image: RGBAImage) -> (width: Int, height: Int) {
        var rows = Set<Int>()
        var columns = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4] < 128 {
                rows.insert(y)
                columns.insert(x)
            }
        }
        return (columns.count, rows.count)
    }

    @Test func aSymbolSetIsSizedAndWeightedLikeTheBuiltInSymbols() throws {
        let dir = tempDir("vector-symbol")
        try catalog(
            [
                "custom.square.symbolset/custom.square.svg": Data(Self.squareTemplate.utf8),
                "custom.square.symbolset/Contents.json": Self.symbolSet
            ], in: dir)
        // Size 40: capitals of 40 pt Inter are 0.727 × 40 = 29.1 pt tall, 58 pixels at @2x.
        let square = Self.inkBox(try frame(Self.symbolScene("\"custom.square\""), in: dir))
        #expect((57...59).contains(square.height), "\(square)")
        #expect((28...30).contains(square.width), "\(square)")
        // The built-in plus is drawn to the same rule.
        let plus = Self.inkBox(try frame(Self.symbolScene("plus"), in: dir))
        #expect(abs(plus.height - square.height) <= 2, "plus \(plus), square \(square)")
        // Bold Text draws the Semibold layer: twice as wide, as tall.
        let bold = Self.inkBox(try frame(Self.symbolScene("\"custom.square\""), in: dir, variant: "bold"))
        #expect((57...59).contains(bold.height) && (57...59).contains(bold.width), "\(bold)")
        // Its derived id is its name with '.' written '-'; the display list names the weight.
        let scene = try UnfoldScene(text: Self.symbolScene("\"custom.square\""), name: "s", base: dir, variant: "bold")
        let compiled = try scene.compiled()
        #expect(
            compiled.displayList(frame: 0).contains {
                $0.description.hasPrefix("symbol-set custom.square ") && $0.description.hasSuffix(" semibold")
            })
        let timeline = compiled.timelineJSON()
        #expect(timeline.contains("\"custom-square\""))
    }

    @Test func symbolSetErrorsSayTheLine() throws {
        let dir = tempDir("vector-symbol-errors")
        try catalog(
            [
                "custom.square.symbolset/custom.square.svg": Data(Self.squareTemplate.utf8),
                "custom.square.symbolset/Contents.json": Self.symbolSet,
                "custom.plain.symbolset/custom.square.svg": Data(Self.discSVG.utf8),
                "custom.plain.symbolset/Contents.json": Self.symbolSet
            ], in: dir)
        #expect(
            errors(Self.symbolScene("\"custom.sqare\""), in: dir) == """
                \(dir.path)/vector.scene:5:10: error: no symbol set 'custom.sqare' in the asset catalogs; did you mean 'custom.square'?
                  symbol "custom.sqare" size 40 color black
                         ^

                """)
        let none = Self.symbolScene("\"custom.square\"").replacingOccurrences(
            of: "assets \"Assets.xcassets\"\n", with: "")
        #expect(
            errors(none, in: dir) == """
                \(dir.path)/vector.scene:4:10: error: 'custom.square' names a symbol set, but the scene has no 'assets' line
                  symbol "custom.square" size 40 color black
                         ^

                """)
        #expect(
            errors(Self.symbolScene("\"custom.plain\""), in: dir).contains(
                "vector.scene:5:3: error: symbol set 'custom.plain': Assets.xcassets/custom.plain.symbolset/custom.square.svg"
                    + " librsvg could not find a symbol: it is not an SF Symbols template"))
    }

    /// Hostile vectors: each a clear error at the line that names it, quickly, and nothing read from outside.
    @Test func hostileVectorsAreClearErrors() throws {
        let dir = tempDir("vector-hostile")
        let loop = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
            <defs><g id="a"><use xlink:href="#b"/></g><g id="b"><use xlink:href="#a"/></g></defs>
            <use xlink:href="#a"/></svg>
            """
        // Ten levels of ten references each: 10^10 elements, past librsvg's limit of referenced elements.
        var laughs =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"20\" height=\"20\"><defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for level in 1...10 {
            laughs +=
                "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        laughs += "</defs><use xlink:href=\"#l10\"/></svg>"
        let huge =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\"><!--"
            + String(repeating: " ", count: 17 * 1_048_576) + "--></svg>"
        let sets: [(String, String, Data)] = [
            ("Loop", "loop.svg", Data(loop.utf8)),
            ("Laughs", "laughs.svg", Data(laughs.utf8)),
            ("Huge", "huge.svg", Data(huge.utf8)),
            ("Broken", "broken.pdf", Data("%PDF-1.4\n1 0 obj << /Type /Catalog".utf8)),
            ("Wide", "wide.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="2000000" height="20"/>"#.utf8)),
            (
                "Sizeless", "sizeless.svg",
                Data(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>"#.utf8)
            )
        ]
        var files: [String: Data] = [:]
        for (name, file, data) in sets {
            files["\(name).imageset/\(file)"] = data
            files["\(name).imageset/Contents.json"] = Self.imageSet(file, preserves: true)
        }
        try catalog(files, in: dir)
        let expected = [
            "Loop": "its <use> elements refer to each other in a loop (through '#b')",
            "Laughs": "its <use> elements draw more than 100000 elements once expanded",
            "Huge": "more than the limit of 16 MB",
            "Broken": "poppler could not open the PDF: ",
            "Wide": "librsvg could not size: it is more than 1000000 points wide or tall",
            "Sizeless": "librsvg could not size: it has no width and height, and no viewBox"
        ]
        for (name, file, _) in sets {
            let started = Date()
            let message = errors(Self.oneImage(name, scale: 2), in: dir)
            #expect(
                message.contains(
                    "vector.scene:6:10: error: image Assets.xcassets/\(name).imageset/\(file) cannot be read: ")
                    && message.contains(expected[name]!), "\(name): \(message)")
            #expect(Date().timeIntervalSince(started) < 20, "\(name) took too long")
        }
    }

    /// An SVG that points at a file beside it or anywhere on the machine is refused, naming the reference:
    /// librsvg would silently draw nothing there (it is given bytes, with no base to resolve against).
    @Test func anSVGThatRefersOutsideItselfIsRefused() throws {
        let dir = tempDir("vector-outside")
        let cases = [
            #"<image width="20" height="20" xlink:href="../../secret.png"/>"#: "../../secret.png",
            #"<image width="20" height="20" href="file:///etc/passwd"/>"#: "file:///etc/passwd",
            #"<rect width="2" height="2" style="fill: url('other.svg#paint')"/>"#: "other.svg#paint",
            "<style>@import 'theme.css';</style>": "an @import"
        ]
        for (k, (element, named)) in cases.sorted(by: { $0.key < $1.key }).enumerated() {
            let svg = """
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
                \(element)<rect width="2" height="2" fill="url(#g)"/><use xlink:href="#r"/><a href="https://example.com"/>
                <defs><linearGradient id="g"/><rect id="r" width="1" height="1"/></defs></svg>
                """
            try catalog(
                [
                    "Out\(k).imageset/out.svg": Data(svg.utf8),
                    "Out\(k).imageset/Contents.json": Self.imageSet("out.svg", preserves: true, template: false)
                ], in: dir)
            #expect(
                errors(Self.oneImage("Out\(k)", scale: 1, side: 20), in: dir).contains(
                    "cannot be read: it refers to \(named), outside itself; an image set's SVG draws only what it holds"
                ))
        }
        // Inline data, links and references inside the file are its own.
        let inside = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
            <a href="https://example.com"><use xlink:href="#r"/></a><image width="1" height="1" href="data:image/png;base64,AAAA"/>
            <defs><rect id="r" width="2" height="2" fill="blue"/></defs></svg>
            """
        try catalog(
            [
                "In.imageset/in.svg": Data(inside.utf8),
                "In.imageset/Contents.json": Self.imageSet("in.svg", preserves: true, template: false)
            ], in: dir)
        let image = try frame(Self.oneImage("In", scale: 1, side: 20), in: dir)
        #expect(Array(image.pixels[0..<3]) == [0, 0, 255])
    }
}
