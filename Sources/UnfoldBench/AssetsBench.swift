import Foundation
import Unfold
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldModel

/// Asset catalogs: how long a 2,000-colour, 500-image catalog adds to reading a scene, and what image sets
/// cost a render against the same images named by path.
enum AssetsBench {
    /// `Big.xcassets`: 2,000 colour sets in 20 groups and 500 image sets in 10, as folders of `Contents.json`.
    static func writeCatalog(in dir: URL) throws {
        let root = dir.appendingPathComponent("Big.xcassets")
        let color =
            #"{"colors":[{"color":{"color-space":"srgb","components":"#
            + #"{"red":"0x42","green":"0x91","blue":"0xD3","alpha":"1.000"}},"idiom":"universal"},"#
            + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"display-p3","#
            + #""components":{"red":"0.2","green":"0.3","blue":"0.5","alpha":"1.000"}},"idiom":"universal"}]}"#
        for i in 0..<2000 {
            let set = root.appendingPathComponent("Group\(i % 20)/Color\(i).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try color.write(to: set.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        }
        let png = try PNGCodec.encodeRGBA(
            RGBAImage(
                width: 96, height: 96,
                pixels: [UInt8](
                    [UInt8](repeating: 0, count: 96 * 96 * 4).enumerated().map {
                        UInt8(($0.offset * 7) % 251)
                    })))
        for i in 0..<500 {
            let set = root.appendingPathComponent("Images\(i % 10)/Image\(i).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(png).write(to: set.appendingPathComponent("image@2x.png"))
            try #"{"images":[{"filename":"image@2x.png","idiom":"universal","scale":"2x"}]}"#.write(
                to: set.appendingPathComponent("Contents.json"), atomically: false, encoding: .utf8)
        }
    }

    /// 100 rows, each with an image: image sets by name, or the same files by path.
    static func scene(sets: Bool) -> String {
        var s = "canvas 390x844 @2x\nfps 60\n" + (sets ? "assets \"Big.xcassets\"\n" : "")
        s +=
            "cell row\n  hstack padding 8 spacing 12\n    image photo width 48 height 48 corner 8\n    text "
            + "title\nrows row\n"
        for k in 0..<100 {
            let n = k % 50
            let photo = sets ? "Image\(n)" : "Big.xcassets/Images\(n % 10)/Image\(n).imageset/image@2x.png"
            s += "  r\(k) photo \"\(photo)\" title \"Row \(k)\"\n"
        }
        return s + "timeline\n  at 0.2 tap r1\n  at 0.8 scroll to r60 middle\n"
    }

    static func run(unfold: String, rounds: Int) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-assets-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        guard (try? writeCatalog(in: dir)) != nil else {
            print("  could not write the catalog")
            return
        }
        // A scene naming one colour, read with and without its catalog: the difference is the catalog's cost.
        let named = Array(
            "canvas 200x100 @1x\nassets \"Big.xcassets\"\ncell c\n  text t color \"Color1999\"\nrows c\n  a t \"x\"\n"
                .utf8)
        let plain = Array("canvas 200x100 @1x\ncell c\n  text t\nrows c\n  a t \"x\"\n".utf8)
        var with: [Double] = []
        var without: [Double] = []
        for _ in 0..<7 {
            for (bytes, into) in [(named, 0), (plain, 1)] {
                let start = now()
                let document = SceneDocument(bytes: bytes, path: dir.path + "/b.scene", name: "b", base: dir)
                precondition(document.diagnostics.diagnostics.isEmpty, "\(document.diagnostics.diagnostics)")
                if into == 0 { with.append(now() - start) } else { without.append(now() - start) }
            }
        }
        print("")
        print("Asset catalogs:")
        print(
            String(
                format:
                    "  a catalog of 2,000 colour sets and 500 image sets adds %.1f ms to reading a scene (median of 7)",
                (median(with) - median(without)) * 1000))
        let setsScene = dir.appendingPathComponent("sets.scene")
        let pathsScene = dir.appendingPathComponent("paths.scene")
        try? scene(sets: true).write(to: setsScene, atomically: true, encoding: .utf8)
        try? scene(sets: false).write(to: pathsScene, atomically: true, encoding: .utf8)
        guard let r = pairedRenders(unfold, setsScene, pathsScene, into: dir, rounds: rounds, frame: 40) else {
            print("  render failed")
            return
        }
        print(
            String(
                format:
                    "  100 rows of image-set images: %.3f s, the same files by path: %.3f s, sets / paths = %.2f× "
                    + "(median of %d paired rounds; frame 40 %@)",
                r.a, r.b, r.ratio, rounds, r.same ? "byte-identical" : "differs"))
    }
}
