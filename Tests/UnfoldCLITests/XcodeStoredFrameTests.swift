import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldInterfaceBuilder
import UnfoldModel

/// Issue 57: what the oracle over public apps' files found, each written here as a small file with the frame
/// Xcode 15 stores for it: private system-font names, a switch's fixed size, attributed labels, image-only
/// buttons, catalog colours that name UIKit's fixed colours, and the content view beside an accessory.
@Suite struct XcodeStoredFrameTests {
    /// A cell of one view (`body`, id `v`) pinned top-leading to the content view's margins.
    static func cell(_ body: String, extra: String = "", cell: String = "reuseIdentifier=\"Cell\"") -> String {
        InterfaceBuilderTests.xib(
            subviews: body,
            constraints: """
                <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="v" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
                <constraint firstAttribute="bottomMargin" secondItem="v" secondAttribute="bottom" id="c3"/>
                \(extra)
                """,
            outlets: #"<outlet property="view" destination="v" id="o1"/>"#, cell: cell)
    }

    /// The row's elements in the first frame, by id, each [x, y, width, height], and its texts by id.
    static func layout(
        _ xib: String, canvas: String = "390x300", header: String = "", catalog: [String: String] = [:]
    ) throws -> (frames: [String: [Double]], texts: [String: String]) {
        let dir = tempDir("stored-frames")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(xib.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        for (path, text) in catalog {
            let url = dir.appendingPathComponent("Assets.xcassets").appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let assets = catalog.isEmpty ? "" : "assets \"Assets.xcassets\"\n"
        let scene = "canvas \(canvas)\n\(assets)\(header)cell c from \"Cell.xib\"\nrows c\n  a\n"
        let compiled = try UnfoldScene(text: scene, name: "stored", base: dir).compiled()
        let json =
            try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON(frames: 0..<1).utf8)) as! [String: Any]
        let row = ((json["frames"] as! [[String: Any]])[0]["rows"] as! [[String: Any]])[0]
        var frames: [String: [Double]] = [:]
        var texts: [String: String] = [:]
        for e in row["elements"] as! [[String: Any]] {
            let id = e["id"] as! String
            frames[id] = ["x", "y", "width", "height"].map { e[$0] as? Double ?? -1 }
            if let text = e["text"] as? String { texts[id] = text }
        }
        return (frames, texts)
    }

    @Test func applesPrivateSystemFontNamesAreTheSystemFaceNotAMissingFile() throws {
        // Xcode writes `.AppleSystemUIFont` when a font was picked from the system's list; no file holds it.
        let label = """
            <label opaque="NO" text="Today" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="16" y="11" width="40" height="17"/>
                <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="14"/>
            </label>
            """
        let plain = label.replacingOccurrences(
            of: #"name=".AppleSystemUIFont" family=".AppleSystemUIFont""#, with: #"type="system""#)
        let named = try Self.layout(Self.cell(label)).frames["view"]
        #expect(named != nil)
        #expect(named == (try Self.layout(Self.cell(plain)).frames["view"]))
        #expect(IBReader.privateSystemWeight(".SFUIText-Semibold") == .semibold)
        #expect(IBReader.privateSystemWeight(".AppleSystemUIFont") == .regular)
    }

    @Test func aSwitchKeepsItsLooksSizeFromTheOriginItsConstraintsGive() throws {
        // DuckDuckGo's settings pin a switch 49 wide to the trailing margin; Xcode stores it at x 305 of a 374-pt
        // content view with 20-pt margins, 51 wide: UISwitch keeps its own size from the solved origin.
        let toggle = """
            <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="305" y="6" width="51" height="31"/>
                <constraints>
                    <constraint firstAttribute="width" constant="49" id="w"/>
                </constraints>
            </switch>
            """
        let xib = InterfaceBuilderTests.xib(
            subviews: toggle,
            constraints: """
                <constraint firstAttribute="trailingMargin" secondItem="s" secondAttribute="trailing" id="t"/>
                <constraint firstItem="s" firstAttribute="centerY" secondItem="cv" secondAttribute="centerY" id="y"/>
                """,
            outlets: #"<outlet property="toggle" destination="s" id="o1"/>"#)
        let frame = try #require(try Self.layout(xib, canvas: "414x300").frames["toggle"])
        #expect(frame[0] == 414 - 20 - 49)
        // The look's size (iOS 26's by default: 63 × 28), from the origin the constraints give.
        #expect(frame[2] == 63)
        #expect(frame[3] == 28)
    }

    @Test func anAttributedLabelShowsItsFragmentsInTheirFont() throws {
        let label = """
            <label opaque="NO" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="16" y="11" width="200" height="22"/>
                <attributedString key="attributedText">
                    <fragment content="Bookmarks ">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="17"/>
                        </attributes>
                    </fragment>
                    <fragment content="and favourites">
                        <attributes>
                            <font key="NSFont" metaFont="system" size="17"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        let plain = """
            <label opaque="NO" text="Bookmarks and favourites" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="16" y="11" width="200" height="22"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let attributed = try Self.layout(Self.cell(label))
        #expect(attributed.texts["view"] == "Bookmarks and favourites")
        #expect(attributed.frames["view"] == (try Self.layout(Self.cell(plain)).frames["view"]))
        #expect(attributed.frames["view"]?[2] ?? 0 > 150)
    }

    @Test func aButtonWithOnlyAnImageIsItsImagesSize() throws {
        // FoldingCell's burger button: no title, a 38 × 29 pt PDF; Xcode stores 38 × 29.
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="16" y="11" width="76" height="58"/>
                <state key="normal" image="Burger"/>
            </button>
            """
        let dir = tempDir("burger")
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = dir.appendingPathComponent("Assets.xcassets/Burger.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try VectorAssetTests.pdf(width: 38, height: 29, content: "0 0 0 rg 0 0 38 29 re f\n")
            .write(to: set.appendingPathComponent("burger.pdf"))
        try VectorAssetTests.imageSet("burger.pdf", preserves: true)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(Self.cell(button).utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let scene = "canvas 390x300\nassets \"Assets.xcassets\"\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let compiled = try UnfoldScene(text: scene, name: "burger", base: dir).compiled()
        let json =
            try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON(frames: 0..<1).utf8)) as! [String: Any]
        let row = ((json["frames"] as! [[String: Any]])[0]["rows"] as! [[String: Any]])[0]
        let view = try #require((row["elements"] as! [[String: Any]]).first { $0["id"] as? String == "view" })
        #expect(["x", "y", "width", "height"].map { view[$0] as? Double } == [16, 11, 38, 29])
    }

    @Test func aCatalogColourMayNameOneOfUIKitsFixedColours() throws {
        // CocoaHeads' catalog: `"reference" : "darkTextColor"`, which is black, not a system colour by name.
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="16" y="11" width="20" height="20"/>
                <color key="backgroundColor" name="PrimaryText"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="w"/>
                    <constraint firstAttribute="height" constant="20" id="h"/>
                </constraints>
            </view>
            """
        let colorset = """
            { "colors" : [ { "idiom" : "universal", "color" : { "platform" : "ios", "reference" : "darkTextColor" } } ] }
            """
        let frames = try Self.layout(
            Self.cell(body), catalog: ["Contents.json": "{}", "PrimaryText.colorset/Contents.json": colorset]
        ).frames
        #expect(frames["view"] == [16, 11, 20, 20])
        let set = try ColorSetReader.read(Data(colorset.utf8), name: "PrimaryText").get()
        #expect(set.resolved(.light, highContrast: false) == RGBA(0, 0, 0))
    }

    /// A Default-style cell with an accessory: its content view and title as Xcode 15 and 16 store them.
    static func defaultCell(accessory: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" accessoryType="\(accessory)" textLabel="t" style="IBUITableViewCellStyleDefault" reuseIdentifier="Cell" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="383.5" height="44"/>
                        <subviews>
                            <label opaque="NO" text="Title" id="t">
                                <rect key="frame" x="20" y="0.0" width="355.5" height="44"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test func theContentViewBesideAnAccessoryIsWhatXcodeStores() throws {
        // 414-pt plain tables: a chevron leaves 383.5 pt, a checkmark 370; the title ends 8 pt short of them.
        for (accessory, content) in [("disclosureIndicator", 383.5), ("checkmark", 370.0)] {
            let frames = try Self.layout(Self.defaultCell(accessory: accessory), canvas: "414x300").frames
            let title = try #require(frames["textLabel"], "\(frames.keys.sorted())")
            #expect(title[0] == 20)
            #expect(title[0] + title[2] == content - 8)
        }
        // Below 414 pt the margin is 16: a chevron leaves 390 − 26.5.
        let narrow = try Self.layout(Self.defaultCell(accessory: "disclosureIndicator"), canvas: "390x300").frames
        let title = try #require(narrow["textLabel"])
        #expect(title[0] + title[2] == 390 - 26.5 - 8)
    }

    @Test func aButtonsContentInsetsSurroundItsTitle() throws {
        func button(_ insets: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                <rect key="frame" x="16" y="11" width="100" height="30"/>
                \(insets)
                <state key="normal" title="Request"/>
            </button>
            """
        }
        let plain = try #require(try Self.layout(Self.cell(button(""))).frames["view"])
        let legacy = try #require(
            try Self.layout(
                Self.cell(button(#"<inset key="contentEdgeInsets" minX="20" minY="10" maxX="20" maxY="10"/>"#))
            )
            .frames["view"])
        // The title's line is the plain button's height less UIKit's 6 pt above and below it.
        #expect(legacy[2] == plain[2] + 40)
        #expect(legacy[3] == plain[3] - 12 + 20)
        let configured = try #require(
            try Self.layout(
                Self.cell(
                    """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="16" y="11" width="100" height="30"/>
                        <buttonConfiguration key="configuration" style="plain" title="Request">
                            <directionalEdgeInsets key="contentInsets" top="4" leading="8" bottom="4" trailing="8"/>
                        </buttonConfiguration>
                    </button>
                    """)
            ).frames["view"])
        #expect(configured[2] == plain[2] + 16)
        #expect(configured[3] == plain[3] - 12 + 8)
    }

    /// Constraints that name the cell itself, which Interface Builder keeps on the cell outside its content view
    /// (LevelShoes centres a stack view on its cell), are read as the content view's: here a 20-pt square centred
    /// in an 80-pt row sits at y 30. One to the cell's margin is a warning at its line, as the cell's margins are
    /// not its content view's.
    @Test func aConstraintToTheCellItselfIsTheContentViews() throws {
        let views = """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tall"/>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v"/>
            """
        let constraints = """
                <constraint firstItem="tall" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t1"/>
                <constraint firstAttribute="bottom" secondItem="tall" secondAttribute="bottom" id="t2"/>
                <constraint firstItem="tall" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="t3"/>
                <constraint firstItem="tall" firstAttribute="width" constant="10" id="t4"/>
                <constraint firstItem="tall" firstAttribute="height" constant="80" id="t5"/>
                <constraint firstItem="v" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="40" id="v1"/>
                <constraint firstItem="v" firstAttribute="width" constant="20" id="v2"/>
                <constraint firstItem="v" firstAttribute="height" constant="20" id="v3"/>
            """
        let onTheCell = """
                </tableViewCellContentView>
                <constraints>
                    <constraint firstItem="v" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="k1"/>
                    <constraint firstItem="v" firstAttribute="trailing" secondItem="cell" secondAttribute="trailingMargin" id="k2"/>
                </constraints>
            """
        let xib = InterfaceBuilderTests.xib(subviews: views, constraints: constraints)
            .replacingOccurrences(of: "</tableViewCellContentView>", with: onTheCell)
        let (frames, _) = try Self.layout(xib)
        #expect(frames["v"] == [40, 30, 20, 20])
        let text = InterfaceBuilderTests.diagnostics(
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": xib])
        let place = InterfaceBuilderTests.place(of: #"id="k2""#, tag: "<constraint", in: xib)
        #expect(
            text.contains(
                "warning: Cell.xib:\(place): a constraint to the cell's trailingMargin is not read: the cell's edges"
                    + " there are not its content view's"), "\(text)")
    }
}
