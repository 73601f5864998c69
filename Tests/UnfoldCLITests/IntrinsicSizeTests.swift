import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldRender
@testable import UnfoldCodecs
import UnfoldModel

/// Issue 57: views that constraints place but do not size take UIKit's intrinsic sizes, never the frames Xcode
/// stored. Each view here is pinned by its top and leading edges only, with a stored frame that is wrong.
@Suite struct IntrinsicSizeTests {
    /// A cell of one view (`body`, whose id is `v`) pinned top-leading to the margins and above the bottom margin.
    static func cell(_ body: String) -> String {
        InterfaceBuilderTests.xib(
            subviews: body,
            constraints: """
                <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
                <constraint firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="c3"/>
                """,
            outlets: #"<outlet property="view" destination="v" id="o1"/>"#)
    }

    static func png(width: Int, height: Int) throws -> Data {
        let pixels = [UInt8](repeating: 128, count: width * height * 4)
        return Data(try PNGCodec.encodeRGBA(RGBAImage(width: width, height: height, pixels: pixels)))
    }

    /// A folder with `Cell.xib` and a catalog: `Star` at @2x (194 × 34 px) and @3x (291 × 51 px), and `Chevron`, a
    /// PDF page of 16 × 25 pt.
    static func folder(_ xib: String) throws -> URL {
        let dir = tempDir("intrinsic")
        let files: [String: Data] = [
            "Contents.json": Data("{}".utf8),
            "Star.imageset/star@2x.png": try png(width: 194, height: 34),
            "Star.imageset/star@3x.png": try png(width: 291, height: 51),
            "Star.imageset/Contents.json": Data(
                """
                { "images" : [ { "filename" : "star@2x.png", "idiom" : "universal", "scale" : "2x" },
                               { "filename" : "star@3x.png", "idiom" : "universal", "scale" : "3x" } ] }
                """.utf8),
            "Chevron.imageset/chevron.pdf": VectorAssetTests.pdf(
                width: 16, height: 25, content: "0 0 0 rg 0 0 16 25 re f\n"),
            "Chevron.imageset/Contents.json": VectorAssetTests.imageSet("chevron.pdf", preserves: true)
        ]
        for (path, data) in files {
            let url = dir.appendingPathComponent("Assets.xcassets").appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try Data(xib.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        return dir
    }

    /// The view's frame [x, y, width, height] in the first frame.
    static func frame(_ xib: String, scale: Int = 2) throws -> [Double] {
        let dir = try folder(xib)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = "canvas 390x300 @\(scale)x\nassets \"Assets.xcassets\"\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let compiled = try UnfoldScene(text: scene, name: "intrinsic", base: dir).compiled()
        let json =
            try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON(frames: 0..<1).utf8)) as! [String: Any]
        let row = ((json["frames"] as! [[String: Any]])[0]["rows"] as! [[String: Any]])[0]
        let elements = row["elements"] as! [[String: Any]]
        let element = try #require(
            elements.first { $0["id"] as? String == "view" }, "\(elements.map { $0["id"] ?? "" })")
        return ["x", "y", "width", "height"].map { element[$0] as? Double ?? -1 }
    }

    static func imageView(_ name: String) -> String {
        """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(name)" translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="16" y="11" width="194" height="50"/>
        </imageView>
        """
    }

    @Test func anImageViewTakesItsImagesSizeInPointsAtEveryScale() throws {
        // 194 × 34 pixels at 2x and 291 × 51 at 3x are both 97 × 17 points.
        #expect(try Self.frame(Self.cell(Self.imageView("Star")), scale: 2) == [16, 11, 97, 17])
        #expect(try Self.frame(Self.cell(Self.imageView("Star")), scale: 3) == [16, 11, 97, 17])
    }

    @Test func anImageViewTakesItsPDFsPageSize() throws {
        #expect(try Self.frame(Self.cell(Self.imageView("Chevron"))) == [16, 11, 16, 25])
    }

    static func symbolView(_ configuration: String) -> String {
        """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="v">
            <rect key="frame" x="16" y="11" width="60" height="60"/>
            \(configuration)
        </imageView>
        """
    }

    /// An SF Symbol is as large as its configuration's point size (or text style's size) times its scale: Apple
    /// gives small as about 20 % smaller than medium and large as about 30 % larger. Unconfigured, 17 pt.
    @Test func aSymbolImageViewTakesItsConfigurationsPointSizeAndScale() throws {
        let tag = #"<preferredSymbolConfiguration key="preferredSymbolConfiguration""#
        #expect(try Self.frame(Self.cell(Self.symbolView(""))) == [16, 11, 17, 17])
        #expect(
            try Self.frame(Self.cell(Self.symbolView(tag + #" configurationType="pointSize" pointSize="30"/>"#)))
                == [16, 11, 30, 30])
        #expect(
            try Self.frame(
                Self.cell(Self.symbolView(tag + #" configurationType="pointSize" pointSize="30" scale="large"/>"#)))
                == [16, 11, 39, 39])
        // Title 1 is 28 pt; small is 0.8 of it: 22.4, which Auto Layout rounds to 22.5 at 2x.
        let font =
            tag
            + #" configurationType="font" scale="small"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></preferredSymbolConfiguration>"#
        #expect(try Self.frame(Self.cell(Self.symbolView(font))) == [16, 11, 22.5, 22.5])
        // A weight and scale alone keep the default point size (a real file's form).
        #expect(
            try Self.frame(Self.cell(Self.symbolView(tag + #" scale="large" weight="light"/>"#)))
                == [16, 11, 22, 22])
    }

    @Test func aRoundedTextFieldIs34PointsTallFor14PointText() throws {
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="16" y="11" width="200" height="0.0"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        let f = try Self.frame(Self.cell(field))
        #expect(f[3] == 34)
        // The placeholder is drawn in placeholder-text, 7 pt in from the field's leading edge.
        let dir = try Self.folder(Self.cell(field))
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = "canvas 390x300\nassets \"Assets.xcassets\"\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let compiled = try UnfoldScene(text: scene, name: "field", base: dir).compiled()
        let commands = compiled.renderer.drawnCommands(frame: 0)
        let placeholder = Color.system("placeholder-text").resolved(.light)
        let drawn = commands.compactMap { c -> (Rect, RGBA)? in
            if case let .text("Name", _, r, color) = c { return (r, color) }
            return nil
        }
        #expect(drawn.map(\.1) == [placeholder])
        #expect(drawn.map(\.0.x) == [16 + 7])
        #expect(commands.contains { if case .border(_, _, 0.5, _) = $0 { true } else { false } })
    }

    @Test func anActivityIndicatorIs20PointsAnd37Large() throws {
        for (style, side) in [("medium", 20.0), ("large", 37.0)] {
            let spinner = """
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="\(style)" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                    <rect key="frame" x="16" y="11" width="60" height="60"/>
                </activityIndicatorView>
                """
            #expect(try Self.frame(Self.cell(spinner)) == [16, 11, side, side])
        }
    }
}
