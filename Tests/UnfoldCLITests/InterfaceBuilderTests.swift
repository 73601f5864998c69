import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldRender
@testable import UnfoldInterfaceBuilder
import UnfoldModel

/// Cells read from Interface Builder files: the reader, Auto Layout's solution (exact frames), the file's
/// errors and warnings with their lines, and the two seed scenes.
@Suite struct InterfaceBuilderTests {
    /// A xib of one cell (id `cell`, content view `cv`) whose content view holds `subviews`, `constraints` and the
    /// size-class `variations` written after them.
    static func xib(
        subviews: String, constraints: String = "", variations: String = "", outlets: String = "",
        cell: String = "reuseIdentifier=\"Cell\"", type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" \(cell) id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <constraints>
        \(constraints)
                        </constraints>
        \(variations)
                    </tableViewCellContentView>
                    <connections>
        \(outlets)
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// Compiles `scene` beside `files` and gives each element of row `row` in frame `frame`: id → frame.
    static func frames(
        _ scene: String, files: [String: String], row: String = "a", frame: Int = 0
    ) throws -> (height: Double, elements: [String: [Double]], json: [String: Any]) {
        let dir = tempDir("ib")
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        let compiled = try UnfoldScene(text: scene, name: "ib", base: dir).compiled()
        let json =
            try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON(frames: frame..<(frame + 1)).utf8))
            as! [String: Any]
        let rows = ((json["frames"] as! [[String: Any]])[0]["rows"] as! [[String: Any]])
        let r = rows.first { $0["id"] as? String == row }!
        var out: [String: [Double]] = [:]
        for e in r["elements"] as! [[String: Any]] {
            out[e["id"] as! String] = ["x", "y", "width", "height"].map { e[$0] as! Double }
        }
        return (r["height"] as! Double, out, r)
    }

    /// `LINE:COLUMN` of the tag `tag` on the line of `file` holding `marker`.
    static func place(of marker: String, tag: String, in file: String) -> String {
        let lines = file.components(separatedBy: "\n")
        let n = lines.firstIndex { $0.contains(marker) }!
        let column = lines[n].distance(from: lines[n].startIndex, to: lines[n].range(of: tag)!.lowerBound) + 1
        return "\(n + 1):\(column)"
    }

    /// The warnings and errors a scene gets, printed.
    static func diagnostics(_ scene: String, files: [String: String]) -> String {
        let dir = tempDir("ib-diag")
        for (name, text) in files { try? Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        let document = SceneDocument(bytes: Array(scene.utf8), path: "ib.scene", name: "ib", base: dir)
        return document.diagnostics.formatted(path: "ib.scene")
    }

    static let label = """
                    <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
        """

    @Test func marginsAreUIKitsContentViewMarginsAndTheCellSizesToItsContent() throws {
        let file = Self.xib(
            subviews: Self.label,
            constraints: """
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="lbl" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
                <constraint firstAttribute="bottomMargin" secondItem="lbl" secondAttribute="bottom" id="c4"/>
                """, outlets: #"<outlet property="titleLabel" destination="lbl" id="o1"/>"#)
        for (width, side) in [(390.0, 16.0), (414.0, 20.0)] {
            let scene = "canvas \(Int(width))x300\ncell c from \"Cell.xib\"\nrows c\n  a\n"
            let (height, e, row) = try Self.frames(scene, files: ["Cell.xib": file])
            let title = try #require(e["titleLabel"])
            #expect(title[0] == side)
            #expect(title[1] == 11)
            #expect(title[2] == width - 2 * side)
            #expect(height == 11 + title[3] + 11)
            #expect(title[3] > 15 && title[3] < 30)
            let elements = row["elements"] as! [[String: Any]]
            let line = Self.place(of: "id=\"lbl\"", tag: "<label", in: file).split(separator: ":")[0]
            #expect(elements.first { $0["id"] as? String == "titleLabel" }?["source"] as? String == "Cell.xib:\(line)")
        }
    }

    /// Right to left, `leading` and `trailing` swap sides and `left`, `right` and autoresizing frames do not, as
    /// in UIKit; left to right, both kinds are where the file says.
    @Test func rightToLeftMirrorsLeadingAndTrailingButNotLeftRightOrFrames() throws {
        func label(_ id: String) -> String {
            """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"/>
            """
        }
        let framed = """
                            <view contentMode="scaleToFill" id="framed">
                                <rect key="frame" x="16" y="30" width="100" height="10"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
            """
        let file = Self.xib(
            subviews: [label("byLeading"), label("byLeft"), label("byRightMargin"), framed].joined(separator: "\n"),
            constraints: """
                <constraint firstItem="byLeading" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="a1"/>
                <constraint firstItem="byLeading" firstAttribute="top" secondItem="cv" secondAttribute="top" id="a2"/>
                <constraint firstItem="byLeading" firstAttribute="width" constant="50" id="a3"/>
                <constraint firstItem="byLeading" firstAttribute="height" constant="10" id="a4"/>
                <constraint firstItem="byLeft" firstAttribute="left" secondItem="cv" secondAttribute="left" constant="10" id="b1"/>
                <constraint firstItem="byLeft" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="b2"/>
                <constraint firstItem="byLeft" firstAttribute="width" constant="60" id="b3"/>
                <constraint firstItem="byLeft" firstAttribute="height" constant="10" id="b4"/>
                <constraint firstAttribute="rightMargin" secondItem="byRightMargin" secondAttribute="right" constant="4" id="c1"/>
                <constraint firstItem="byRightMargin" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="byRightMargin" firstAttribute="width" constant="30" id="c3"/>
                <constraint firstItem="byRightMargin" firstAttribute="height" constant="10" id="c4"/>
                """, cell: #"reuseIdentifier="Cell" rowHeight="64""#)
        let ltr = try Self.frames("canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": file])
            .elements
        #expect(ltr["byLeading"] == [10, 0, 50, 10])
        #expect(ltr["byLeft"] == [10, 10, 60, 10])
        // The content view's right margin is 16 pt at 390: 390 − 16 − 4 − 30.
        #expect(ltr["byRightMargin"] == [340, 20, 30, 10])
        #expect(ltr["framed"] == [16, 30, 100, 10])
        let rtl = try Self.frames(
            "canvas 390x300\ndirection rtl\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": file]
        ).elements
        #expect(rtl["byLeading"] == [330, 0, 50, 10])
        #expect(rtl["byLeft"] == [10, 10, 60, 10])
        #expect(rtl["byRightMargin"] == [340, 20, 30, 10])
        #expect(rtl["framed"] == [16, 30, 100, 10])
    }

    /// Size classes: the default variation's masks, then the compact-width one's (a phone in portrait), decide
    /// which subviews and constraints are installed; its constant and font win; other classes are ignored.
    @Test func theCompactWidthVariationIsTheOneLaidOut() throws {
        let file = Self.xib(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="both"/>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="phone"/>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pad">
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="padInner"/>
                    </subviews>
                </view>
                <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <variation key="widthClass=compact">
                        <fontDescription key="fontDescription" type="system" pointSize="30"/>
                    </variation>
                    <variation key="widthClass=regular">
                        <fontDescription key="fontDescription" type="system" pointSize="8"/>
                    </variation>
                </label>
                """,
            constraints: """
                <constraint firstItem="both" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="20" id="b1">
                    <variation key="widthClass=compact" constant="8"/>
                    <variation key="widthClass=regular" constant="40"/>
                </constraint>
                <constraint firstItem="both" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="b2"/>
                <constraint firstItem="both" firstAttribute="width" constant="10" id="b3"/>
                <constraint firstItem="both" firstAttribute="height" constant="10" id="b4"/>
                <constraint firstItem="phone" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="30" id="p1"/>
                <constraint firstItem="phone" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="50" id="p2"/>
                <constraint firstItem="phone" firstAttribute="width" constant="10" id="p3"/>
                <constraint firstItem="phone" firstAttribute="height" constant="10" id="p4"/>
                <constraint firstItem="phone" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="90" id="p5"/>
                <constraint firstItem="pad" firstAttribute="top" secondItem="cv" secondAttribute="top" id="d1"/>
                <constraint firstItem="padInner" firstAttribute="top" secondItem="cv" secondAttribute="top" id="d2"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="50" id="l1"/>
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="l2"/>
                """,
            variations: """
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="phone"/>
                        <exclude reference="pad"/>
                    </mask>
                    <mask key="constraints">
                        <exclude reference="p1"/>
                        <exclude reference="p2"/>
                        <exclude reference="p3"/>
                        <exclude reference="p4"/>
                        <exclude reference="p5"/>
                    </mask>
                </variation>
                <variation key="widthClass=compact">
                    <mask key="subviews">
                        <include reference="phone"/>
                    </mask>
                    <mask key="constraints">
                        <include reference="p1"/>
                        <include reference="p2"/>
                        <include reference="p3"/>
                        <include reference="p4"/>
                    </mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="subviews">
                        <include reference="pad"/>
                    </mask>
                    <mask key="constraints">
                        <include reference="p5"/>
                    </mask>
                </variation>
                """, cell: #"reuseIdentifier="Cell" rowHeight="100""#)
        let scene = "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let (_, e, _) = try Self.frames(scene, files: ["Cell.xib": file])
        #expect(e["both"] == [0, 8, 10, 10])
        #expect(e["phone"] == [50, 30, 10, 10])
        #expect(e["pad"] == nil && e["padInner"] == nil)
        // 30 pt text: a line of Inter at 30 pt is taller than 30 pt; at 17 pt it would be near 21.
        let label = try #require(e["lbl"])
        #expect(label[3] > 34)
        #expect(Self.diagnostics(scene, files: ["Cell.xib": file]).isEmpty)
    }

    /// Views without `translatesAutoresizingMaskIntoConstraints="NO"` are placed by their autoresizing masks, as
    /// UIKit turns a mask into constraints: the file's 320 pt content view at 390 pt gives its stretching parts
    /// the 70 pt more, shared in proportion to their sizes in the file.
    @Test func autoresizingMasksPlaceViewsWithoutConstraints() throws {
        func view(_ id: String, _ frame: String, _ mask: String) -> String {
            """
                            <view contentMode="scaleToFill" id="\(id)">
                                <rect key="frame" \(frame)/>
                                <autoresizingMask key="autoresizingMask" \(mask)/>
                            </view>
            """
        }
        let views = [
            view("fixed", #"x="16" y="6" width="100" height="20""#, #"flexibleMaxX="YES" flexibleMaxY="YES""#),
            view("wide", #"x="10" y="30" width="300" height="4""#, #"widthSizable="YES""#),
            view("right", #"x="250" y="5" width="60" height="30""#, #"flexibleMinX="YES""#),
            view("middle", #"x="100" y="5" width="120" height="30""#, #"flexibleMinX="YES" flexibleMaxX="YES""#),
            view("tall", #"x="0" y="40" width="20" height="4""#, #"heightSizable="YES""#)
        ]
        let file = Self.xib(subviews: views.joined(separator: "\n"), cell: #"reuseIdentifier="Cell" rowHeight="64""#)
        let (height, e, _) = try Self.frames(
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": file])
        #expect(e["fixed"] == [16, 6, 100, 20])
        #expect(e["wide"] == [10, 30, 370, 4])
        #expect(e["right"] == [320, 5, 60, 30])
        // Margins of 100 and 100: each takes 35 of the 70.
        #expect(e["middle"] == [135, 5, 120, 30])
        // A stretching height ties the content view's: the fitting height leaves the view none (40 pt).
        #expect(height == 40)
        #expect(e["tall"] == [0, 40, 20, 0])
        // Without it nothing decides the row's height: the row is the cell's 64 pt and the content view is laid out
        // in it, so a view kept 4 pt above the bottom moves down by the 20 pt more than the file's 44.
        let fixedHeight = Self.xib(
            subviews: [views[0], view("bottom", #"x="0" y="30" width="20" height="10""#, #"flexibleMinY="YES""#)]
                .joined(separator: "\n"), cell: #"reuseIdentifier="Cell" rowHeight="64""#)
        let (rowHeight, f, _) = try Self.frames(
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": fixedHeight])
        #expect(rowHeight == 64)
        #expect(f["bottom"] == [0, 50, 20, 10])
        // A hostile frame never reaches the solver: a warning at its line and column, and the view is not placed
        // by it.
        let huge = view("huge", #"x="1e300" y="0" width="20" height="10""#, #"flexibleMaxX="YES""#)
        let hostile = Self.xib(subviews: [views[0], huge].joined(separator: "\n"))
        let words = Self.diagnostics(
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": hostile])
        let place = Self.place(of: "1e300", tag: "<rect", in: hostile)
        #expect(
            words == """
                ib.scene:2:13: warning: Cell.xib:\(place): the frame of 'huge' reaches past 100000 pt: it is not used
                cell c from "Cell.xib"
                            ^
                ib.scene:2:13: warning: Cell.xib:13:17: the constraints leave the frame of 'huge' ambiguous
                cell c from "Cell.xib"
                            ^

                """)
        let (_, h, _) = try Self.frames(
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": hostile])
        #expect(h["fixed"] == [16, 6, 100, 20])
        #expect(h["huge"].map { $0.allSatisfy { abs($0) < 1e8 } } == true)
        // `fixedFrame="YES"` (Xcode's "Layout: Autoresizing Mask" beside constrained views) is placed by its mask
        // although the file also says `translatesAutoresizingMaskIntoConstraints="NO"`; before, nothing placed it
        // and it went to the solver's bound.
        let pinned =
            #"<view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pinned"><rect key="frame" x="-10" y="19" width="53" height="21"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#
        let (_, p, _) = try Self.frames(
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": Self.xib(subviews: pinned)])
        #expect(p["pinned"] == [-10, 19, 53, 21])
    }

    /// A storyboard names a built-in style's labels on the cell (`textLabel="…"`), not with a key on the label;
    /// UIKit places them whatever their masks say. An image view's intrinsic size is the one the file stores.
    @Test func aStoryboardsStyleLabelsAndAnImagesStoredSize() throws {
        let labels = """
                            <label opaque="NO" text="Title" id="t1">
                                <rect key="frame" x="16" y="6" width="33" height="20"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" text="Detail" id="d1">
                                <rect key="frame" x="16" y="26" width="40" height="14"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </label>
            """
        let styled = Self.xib(
            subviews: labels,
            cell: #"reuseIdentifier="Cell" textLabel="t1" detailTextLabel="d1" style="IBUITableViewCellStyleSubtitle""#)
        let (_, e, _) = try Self.frames(
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": styled])
        let title = try #require(e["textLabel"])
        let detail = try #require(e["detailTextLabel"])
        #expect(title[0] == 16 && detail[0] == 16)
        #expect(detail[1] == title[1] + title[3])
        let image = """
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Hero" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                <rect key="frame" x="16" y="11" width="48" height="32"/>
                            </imageView>
            """
        let pinned = Self.xib(
            subviews: image,
            constraints: """
                <constraint firstItem="img" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="img" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
                <constraint firstAttribute="bottomMargin" secondItem="img" secondAttribute="bottom" id="c3"/>
                """)
        let (height, i, _) = try Self.frames(
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": pinned])
        #expect(i["img"] == [16, 11, 48, 32])
        #expect(height == 54)
    }

    /// A cell from a file is one element, as UIKit makes a cell: its label joins its labels' (a label's
    /// accessibility label replacing its text), and its traits and hint are only the cell's own, with no button
    /// trait Unfold would invent (issue 57). A subview's traits and hint are not the cell's.
    @Test func theFilesAccessibilityAttributesAreRead() throws {
        let views = """
                        <label opaque="NO" text="3" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <accessibility key="accessibilityConfiguration" label="Three unread" hint="Opens the inbox">
                                <accessibilityTraits key="traits" button="YES" staticText="YES"/>
                            </accessibility>
                        </label>
                        <label opaque="NO" text="Inbox" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
            """
        let file = Self.xib(
            subviews: views,
            constraints: """
                <constraint firstItem="count" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="count" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="count" secondAttribute="bottom" id="c3"/>
                <constraint firstItem="name" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c4"/>
                <constraint firstAttribute="bottomMargin" secondItem="name" secondAttribute="bottom" id="c5"/>
                """)
        let dir = tempDir("ib-a11y")
        try Data(file.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let scene = "canvas 390x300\nselect none\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let compiled = try UnfoldScene(text: scene, name: "ib", base: dir).compiled()
        let elements = compiled.accessibility(frame: 0)
        #expect(elements.map(\.label) == ["Three unread, Inbox"])
        #expect(elements.map(\.hint) == [nil])
        #expect(elements.map(\.traits) == [[]])
        #expect(elements.map(\.value) == [nil])
        // The cell's own attributes are the row's, and a selected row adds `selected`.
        let declared = file.replacingOccurrences(
            of: #"reuseIdentifier="Cell" id="cell">"#,
            with: #"""
                reuseIdentifier="Cell" id="cell">
                <accessibility key="accessibilityConfiguration" hint="Opens it">
                    <accessibilityTraits key="traits" link="YES"/>
                </accessibility>
                """#)
        try Data(declared.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let toggled =
            "canvas 390x300\nselect single\nhighlight stay\ncell c from \"Cell.xib\"\nrows c\n  a\n"
            + "timeline\n  at 0.1 tap a\n"
        let again = try UnfoldScene(text: toggled, name: "ib", base: dir).compiled()
        let before = again.accessibility(frame: 0)
        #expect(before.map(\.hint) == ["Opens it"])
        #expect(before.map(\.traits) == [[.link]])
        #expect(before.map(\.value) == [nil])
        let after = again.accessibility(frame: again.renderer.timeline.frameCount - 1)
        #expect(after.map(\.traits) == [[.link, .selected]])
        #expect(after.map(\.value) == [nil])
    }

    @Test func multipliersInEveryWrittenFormPrioritiesAndInequalities() throws {
        let views = ["half", "wide", "tall"].map {
            #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#($0)"/>"#
        }.joined(separator: "\n")
        let file = Self.xib(
            subviews: views,
            constraints: """
                <constraint firstItem="half" firstAttribute="width" secondItem="cv" secondAttribute="width" multiplier="50%" id="m1"/>
                <constraint firstItem="half" firstAttribute="height" secondItem="half" secondAttribute="width" multiplier="359:201" id="m2"/>
                <constraint firstItem="half" firstAttribute="top" secondItem="cv" secondAttribute="top" id="m3"/>
                <constraint firstItem="half" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="m4"/>
                <constraint firstItem="wide" firstAttribute="width" secondItem="half" secondAttribute="width" multiplier="1.4" id="m5"/>
                <constraint firstItem="wide" firstAttribute="leading" secondItem="half" secondAttribute="trailing" constant="-10" id="m6"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="half" secondAttribute="bottom" constant="4" id="m7"/>
                <constraint firstItem="wide" firstAttribute="height" constant="30" priority="750" id="m8"/>
                <constraint firstItem="wide" firstAttribute="height" constant="50" priority="250" id="m9"/>
                <constraint firstItem="tall" firstAttribute="height" relation="greaterThanOrEqual" constant="60" id="m10"/>
                <constraint firstItem="tall" firstAttribute="width" constant="20" id="m11"/>
                <constraint firstItem="tall" firstAttribute="top" secondItem="wide" secondAttribute="bottom" id="m12"/>
                <constraint firstItem="tall" firstAttribute="centerX" secondItem="cv" secondAttribute="centerX" id="m13"/>
                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="tall" secondAttribute="bottom" constant="5" id="m14"/>
                """)
        let (height, e, _) = try Self.frames(
            "canvas 400x500\ncell c from \"Cell.xib\"\nrows c\n  a\n", files: ["Cell.xib": file])
        // Frames are kept to 1/1024 pt, then each edge moved to the nearest device pixel (@2x) as UIKit does.
        func near(_ a: [Double]?, _ b: [Double]) -> Bool {
            a.map { zip($0, b).allSatisfy { abs($0 - $1) <= 1.0 / 1024 } } ?? false
        }
        let halfBottom = 200 * 359.0 / 201
        // 357.21 pt is 714.43 device pixels: the edge falls on pixel 714, 357 pt.
        let aligned = (halfBottom * 2).rounded() / 2
        #expect(aligned == 357)
        #expect(near(e["half"], [0, 0, 200, aligned]))
        #expect(near(e["wide"], [190, aligned + 4, 280, 30]))
        #expect(near(e["tall"], [190, aligned + 34, 20, 60]))
        #expect(height == ceilToPixel(halfBottom + 34 + 60 + 5, scale: 2))
    }

    @Test func aConflictBreaksTheLatestRequiredConstraintAndAnAmbiguousViewIsAWarning() throws {
        let file = Self.xib(
            subviews: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>"#,
            constraints: """
                <constraint firstItem="box" firstAttribute="width" constant="100" id="w1"/>
                <constraint firstItem="box" firstAttribute="width" constant="200" id="w2"/>
                <constraint firstItem="box" firstAttribute="height" constant="10" id="h1"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" id="t1"/>
                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b1"/>
                """)
        let scene = "cell c from \"Cell.xib\"\nrows c\n  a\n"
        let printed = Self.diagnostics(scene, files: ["Cell.xib": file])
        #expect(
            printed.contains(
                "Cell.xib:\(Self.place(of: "id=\"w2\"", tag: "<constraint", in: file)): constraint w2 cannot hold with the others"
            ))
        #expect(
            printed.contains(
                "Cell.xib:\(Self.place(of: "id=\"box\"", tag: "<view", in: file)): the constraints leave the frame of 'box' ambiguous"
            ), "\(printed)")
        #expect(
            printed == """
                ib.scene:1:13: warning: Cell.xib:13:1: constraint w2 cannot hold with the others; Auto Layout breaks it, and so does Unfold
                cell c from "Cell.xib"
                            ^
                ib.scene:1:13: warning: Cell.xib:9:1: the constraints leave the frame of 'box' ambiguous
                cell c from "Cell.xib"
                            ^

                """)
        let (_, e, _) = try Self.frames(scene, files: ["Cell.xib": file])
        #expect(e["box"]?[2] == 100)
    }

    @Test func theFilesErrorsNameTheirPlace() throws {
        let good = Self.xib(subviews: Self.label)
        let cases: [(String, [String: String], String)] = [
            ("cell c from \"Missing.xib\"\nrows c\n  a\n", [:], "ib.scene:1:13: error: Missing.xib: no such file"),
            (
                "cell c from \"Bad.xib\"\nrows c\n  a\n", ["Bad.xib": "<document>\n  <objects>\n</document>"],
                "ib.scene:1:13: error: Bad.xib:3:12: XML is not well formed"
            ),
            (
                "cell c from \"Mac.xib\"\nrows c\n  a\n",
                ["Mac.xib": Self.xib(subviews: "", type: "com.apple.InterfaceBuilder3.Cocoa.XIB")],
                "is not an iOS Interface Builder document (its type is com.apple.InterfaceBuilder3.Cocoa.XIB)"
            ),
            (
                "cell c from \"Cell.xib\" id Other\nrows c\n  a\n", ["Cell.xib": good],
                "ib.scene:1:27: error: Cell.xib has no cell 'Other'; it holds 'Cell'"
            ),
            (
                "cell c from \"Cell.xib\"\n  lbel lines 2\nrows c\n  a\n", ["Cell.xib": good],
                "ib.scene:2:3: error: no view or constraint 'lbel' in this cell; did you mean 'lbl'?"
            ),
            (
                "cell c from \"Ent.xib\"\nrows c\n  a\n",
                [
                    "Ent.xib":
                        "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>"
                ],
                "declares entities in a DOCTYPE"
            )
        ]
        for (scene, files, expected) in cases {
            let printed = Self.diagnostics(scene, files: files)
            #expect(printed.contains(expected), "\(printed)")
        }
        let two = Self.xib(subviews: "").replacingOccurrences(
            of: "</objects>",
            with:
                #"<tableViewCell reuseIdentifier="Second" id="c2"><tableViewCellContentView key="contentView" id="cv2"/></tableViewCell></objects>"#
        )
        let printed = Self.diagnostics("cell c from \"Two.xib\"\nrows c\n  a\n", files: ["Two.xib": two])
        #expect(
            printed == """
                ib.scene:1:13: error: Two.xib holds 2 cells: say which with 'id' ('Cell', 'Second')
                cell c from "Two.xib"
                            ^

                """)
    }

    @Test func builtInStylesAreLaidOutAsUIKitDoes() throws {
        func styled(_ style: String) -> String {
            Self.xib(
                subviews: """
                    <label opaque="NO" text="Title" id="t1" key="textLabel"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                    <label opaque="NO" text="Detail" id="d1" key="detailTextLabel"><fontDescription key="fontDescription" type="system" pointSize="12"/></label>
                    """, cell: "style=\"\(style)\" reuseIdentifier=\"Cell\"")
        }
        let scene = "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let (subtitleHeight, subtitle, _) = try Self.frames(
            scene, files: ["Cell.xib": styled("IBUITableViewCellStyleSubtitle")])
        let title = try #require(subtitle["textLabel"])
        let detail = try #require(subtitle["detailTextLabel"])
        #expect(title[0] == 16 && detail[0] == 16)
        #expect(detail[1] == title[1] + title[3])
        #expect(subtitleHeight == ceilToPixel(11 + title[3] + detail[3] + 11, scale: 2))
        let (value1Height, value1, _) = try Self.frames(
            scene, files: ["Cell.xib": styled("IBUITableViewCellStyleValue1")])
        let right = try #require(value1["detailTextLabel"])
        #expect(right[0] + right[2] == 390 - 16)
        #expect(value1["textLabel"]?[0] == 16)
        #expect(value1Height == 44)
    }

    /// A row whose height the scene fixes (`height 44`, as a table's `rowHeight="44"` fixes it) lays its content
    /// view out at that height, as UIKit does: a Subtitle cell's two labels are centred in it, and a custom cell's
    /// constraints give way (its content view is the row's height, not its fitting height). Xcode stores a 16 pt
    /// title 6 pt from the top of such a row.
    @Test func aFixedRowHeightLaysTheContentViewOutAtThatHeight() throws {
        let subtitle = Self.xib(
            subviews: """
                <label opaque="NO" text="Title" id="t1" key="textLabel"><fontDescription key="fontDescription" type="system" pointSize="16"/></label>
                <label opaque="NO" text="Detail" id="d1" key="detailTextLabel"><fontDescription key="fontDescription" type="system" pointSize="11"/></label>
                """, cell: "style=\"IBUITableViewCellStyleSubtitle\" reuseIdentifier=\"Cell\"")
        let fixed = "canvas 375x300 @2x\ncell c from \"Cell.xib\" height 44\nrows c\n  a\n"
        let (height, views, _) = try Self.frames(fixed, files: ["Cell.xib": subtitle])
        #expect(height == 44)
        #expect(views["contentView"] == [0, 0, 375, 44])
        let title = try #require(views["textLabel"])
        let detail = try #require(views["detailTextLabel"])
        // Centred: as much room above the title as below the detail, and the pair nearer the top than 11 pt.
        #expect(title[1] == 44 - (detail[1] + detail[3]))
        #expect(detail[1] == title[1] + title[3])
        #expect(title[1] > 3 && title[1] < 7, "\(title)")
        // Self-sizing, the same cell keeps its 11 pt margins, and is centred the same way.
        let (sized, free, _) = try Self.frames(
            fixed.replacingOccurrences(of: " height 44", with: ""), files: ["Cell.xib": subtitle])
        #expect(free["textLabel"]?[1] == 11)
        #expect(free["contentView"]?[3] == sized && sized > 44)
        // A custom cell whose constraints ask for 80 pt, in a 50 pt row: the content view is 50 pt.
        let custom = Self.xib(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/>
                """,
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" id="k1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="k2"/>
                <constraint firstItem="box" firstAttribute="width" constant="40" id="k3"/>
                <constraint firstItem="cv" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="k4"/>
                <constraint firstItem="box" firstAttribute="height" constant="80" priority="999" id="k5"/>
                """)
        let (own, ownViews, _) = try Self.frames(
            fixed.replacingOccurrences(of: " height 44", with: ""), files: ["Cell.xib": custom])
        #expect(own == 80 && ownViews["box"] == [0, 0, 40, 80])
        let (short, shortViews, _) = try Self.frames(
            fixed.replacingOccurrences(of: "height 44", with: "height 50"), files: ["Cell.xib": custom])
        #expect(short == 50)
        #expect(shortViews["contentView"] == [0, 0, 375, 50])
        #expect(shortViews["box"] == [0, 0, 40, 50])
    }

    /// The Default (Basic) style's title fills its content view: Xcode stores it at x 16, y 0, the cell's width
    /// less both margins and its full height, and UILabel centres the text in it. A text taller than a 44 pt
    /// row keeps the content view's 11 pt margins above and below.
    @Test func theDefaultStylesTitleFillsTheCellWithItsTextCentred() throws {
        func basic(_ text: String) -> String {
            Self.xib(
                subviews: """
                    <label opaque="NO" text="\(text)" numberOfLines="0" id="t1" key="textLabel"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                    """, cell: "style=\"IBUITableViewCellStyleDefault\" reuseIdentifier=\"Cell\"")
        }
        let scene = "canvas 390x300 @2x\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let (height, one, _) = try Self.frames(scene, files: ["Cell.xib": basic("Title")])
        #expect(height == 44)
        #expect(one["textLabel"] == [16, 0, 358, 44])
        let long = String(repeating: "A title long enough to wrap over several lines. ", count: 4)
        let (tall, many, _) = try Self.frames(scene, files: ["Cell.xib": basic(long)])
        let title = try #require(many["textLabel"])
        #expect(tall > 100)
        #expect(title == [16, 0, 358, tall])
        let measured = try PangoMeasurer().size(
            of: long, style: TextStyle(family: "Inter", weight: .regular, size: 17, lines: 0, align: .left), width: 358)
        #expect(tall == ceilToPixel(11 + ceilToPixel(measured.height, scale: 2) + 11, scale: 2))
        // Drawn: the ink of the one-line title sits as far from the row's top as from its separator.
        let dir = tempDir("ib-basic")
        try Data(basic("Title").utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let image = try UnfoldScene(text: scene, name: "basic", base: dir).compiled().rgba(frame: 0)
        let inked = (0..<(44 * 2)).filter { y in
            (16 * 2..<(100 * 2)).contains { x in image.pixels[(y * image.width + x) * 4] < 128 }
        }
        let above = try #require(inked.first)
        let below = 44 * 2 - 1 - (try #require(inked.last))
        // Inter's ascender is taller than its descender, and "Title" has no descender: the line box is centred.
        #expect(above > 20 && below > 20)
        #expect(abs(above - below) <= 12)
    }

    @Test func seed001TheHiddenArrangedDetailViewTakesNoSpaceUntilSelected() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes")
        let compiled = try UnfoldScene(contentsOf: dir.appendingPathComponent("ib-stack-cells.scene").path).compiled()
        let json = try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON().utf8)) as! [String: Any]
        let frames = json["frames"] as! [[String: Any]]
        func element(_ frame: Int, _ row: String, _ id: String) -> [Double] {
            let r = (frames[frame]["rows"] as! [[String: Any]]).first { $0["id"] as? String == row }!
            let e = (r["elements"] as! [[String: Any]]).first { $0["id"] as? String == id }!
            return ["x", "y", "width", "height"].map { e[$0] as! Double }
        }
        let title = element(0, "a", "titleLabel")
        #expect(title[1] == 35)
        #expect(title[0] == (390 - title[2]) / 2)
        let titleView = element(0, "a", "Title View")
        #expect(titleView == [0, 0, 390, 35 + title[3] + 35])
        #expect(element(0, "a", "Detail View") == [0, titleView[3], 390, 0])
        let last = frames.count - 1
        let detail = element(last, "b", "detailLabel")
        #expect(element(last, "b", "Detail View") == [0, titleView[3], 390, 20 + detail[3] + 19])
        // Mid-animation the detail view grows between the two solutions.
        let middle = element(45, "b", "Detail View")[3]
        #expect(middle > 0 && middle < 20 + detail[3] + 19)
    }

    @Test func seed004TheImageHeightOutletGoesFrom0To128() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes")
        let compiled = try UnfoldScene(contentsOf: dir.appendingPathComponent("ib-image-accordion.scene").path)
            .compiled()
        let json = try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON().utf8)) as! [String: Any]
        let frames = json["frames"] as! [[String: Any]]
        func row(_ frame: Int, _ id: String) -> [String: Any] {
            (frames[frame]["rows"] as! [[String: Any]]).first { $0["id"] as? String == id }!
        }
        func image(_ frame: Int, _ id: String) -> [Double] {
            let e = (row(frame, id)["elements"] as! [[String: Any]]).first { $0["id"] as? String == "img" }!
            return ["x", "y", "width", "height"].map { e[$0] as! Double }
        }
        let collapsed = row(0, "sea")["height"] as! Double
        #expect(image(0, "sea")[3] == 0)
        #expect(image(0, "sea")[0] == 16)
        #expect(image(0, "sea")[2] == 390 - 32)
        // Tapped at 0.3 s; 0.3 s later the image is 128 pt tall and the row 128 pt taller.
        #expect(image(20, "sea")[3] == 128)
        #expect(row(20, "sea")["height"] as! Double == collapsed + 128)
        let middle = image(13, "sea")[3]
        #expect(middle > 0 && middle < 128)
    }

    @Test func importWritesTheCellsAsAScene_AndRendersTheSameBytesAsCellFrom() throws {
        let dir = tempDir("ib-import")
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes")
        let storyboard = dir.appendingPathComponent("StackCells.storyboard")
        try FileManager.default.copyItem(at: scenes.appendingPathComponent("ib/StackCells.storyboard"), to: storyboard)
        let imported = dir.appendingPathComponent("imported.scene").path
        let run = unfold("import", storyboard.path, "-o", imported)
        #expect(run.code == 0, "\(run.err)")
        let text = try String(contentsOfFile: imported, encoding: .utf8)
        #expect(
            text == """
                # Imported from StackCells.storyboard by `unfold import`.
                scene "StackCells.storyboard"

                # line 19: read from the file, not written in the scene language: constraint Cst-01-t01 is not one of the stack's four edges to its content view.
                # Its views, named as the scene names them:
                #   contentView: view (StackCells.storyboard:22)
                #     stackView: view (StackCells.storyboard:26)
                #       Title View: view (StackCells.storyboard:29)
                #         titleLabel: text "Title" (StackCells.storyboard:32)
                #       Detail View: view (StackCells.storyboard:47)
                #         detailLabel: text "Detail" (StackCells.storyboard:50)
                cell expandingCell from "StackCells.storyboard" id "expandingCell"

                rows expandingCell
                  expandingCell-row

                """)
        let written = write(
            "scene \"StackCells.storyboard\"\n\ncell expandingCell from \"StackCells.storyboard\" id expandingCell\n\nrows expandingCell\n  expandingCell-row\n",
            to: dir.appendingPathComponent("written.scene"))
        for scene in [imported, written] {
            let out = unfold("still", scene, "--at", "0", "-o", scene + ".png")
            #expect(out.code == 0, "\(out.err)")
        }
        #expect(bytes(URL(fileURLWithPath: imported + ".png")) == bytes(URL(fileURLWithPath: written + ".png")))
        #expect(bytes(URL(fileURLWithPath: imported + ".png")).count > 1000)
        // Exit 2 for a file that is not Interface Builder's, with its line and column; 3 for I/O.
        let bad = write("<document>\n<objects>\n</document>\n", to: dir.appendingPathComponent("Bad.xib"))
        let broken = unfold("import", bad)
        #expect(broken.code == 2)
        #expect(
            broken.err == "unfold: \(bad):4:1: XML is not well formed: Premature end of data in tag document line 1\n")
        #expect(unfold("import", dir.appendingPathComponent("Missing.xib").path).code == 3)
        // -o leaves a file that is not a scene alone: exit 3, as for I/O, the storyboard itself included.
        let notes = write("my notes\n", to: dir.appendingPathComponent("notes.txt"))
        #expect(unfold("import", storyboard.path, "-o", notes).code == 3)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        let before = bytes(storyboard)
        #expect(unfold("import", storyboard.path, "-o", storyboard.path).code == 3)
        #expect(bytes(storyboard) == before)
        // Any scene is replaced, as the docs say: a hand-written one, or an empty file.
        for text in ["canvas 200x100\ncell c\n  text t\nrows c\n  a t \"x\"\n", ""] {
            let mine = write(text, to: dir.appendingPathComponent("mine.scene"))
            let r = unfold("import", storyboard.path, "-o", mine)
            #expect(r.code == 0, "\(r.err)")
            #expect(String(decoding: bytes(URL(fileURLWithPath: mine)), as: UTF8.self).hasPrefix("# Imported from"))
        }
    }

    /// `import` checks each stack cell in a scene of its own that reads the file again: the file is parsed once,
    /// not once per cell (300 cells took 12.9 s, now 3.9 s).
    @Test func importParsesItsFileOnce() throws {
        let dir = tempDir("ib-import-once")
        let one = StaticStoryboardTests.stackCell
        let start = one.range(of: "<tableViewCell")!.lowerBound
        let end = one.range(of: "</tableViewCell>")!.upperBound
        let cells = (0..<5).map { k in
            String(one[start..<end]).replacingOccurrences(
                of: "reuseIdentifier=\"NoteCell\"", with: "reuseIdentifier=\"Note\(k)\""
            )
            .replacingOccurrences(of: "id=\"cell\"", with: "id=\"cell\(k)\"")
            .replacingOccurrences(of: "tableViewCell=\"cell\"", with: "tableViewCell=\"cell\(k)\"")
        }
        let file = write(
            String(one[..<start]) + cells.joined(separator: "\n") + String(one[end...]),
            to: dir.appendingPathComponent("Five.xib"))

        let imported = try InterfaceBuilderImport.scene(file: file, reference: "Five.xib", id: nil)
        #expect(imported.components(separatedBy: "a stack view pinned to the content view").count - 1 == 5)
        let bytes = Array(bytes(URL(fileURLWithPath: file)))
        #expect(FileAssets.parses.withLock { $0[ContentDigest.fnv1a(bytes)] } == 1)
    }

    /// A file whose tree work is using stays in the cache while more files than it keeps pass through it (as other
    /// tests' files do beside an import): the work's next read of it is not a second parse.
    @Test func aTreeInUseStaysInTheCache() throws {
        let dir = tempDir("ib-tree-kept")
        defer { try? FileManager.default.removeItem(at: dir) }
        func xib(_ mark: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\""
                + " version=\"3.0\"><objects><!-- \(mark) --></objects></document>\n"
        }
        let kept = URL(fileURLWithPath: write(xib("kept \(UUID())"), to: dir.appendingPathComponent("Kept.xib")))
        let hash = GoldenManifest.hash(Array(try Data(contentsOf: kept)))
        try FileAssets.keepingTree(of: kept) { first in
            _ = try first.get()
            for k in 0..<(FileAssets.treesKept + 4) {
                let other = dir.appendingPathComponent("Other\(k).xib")
                _ = try FileAssets.readInterfaceBuilder(
                    URL(fileURLWithPath: write(xib("other \(k) \(UUID())"), to: other))
                ).get()
            }
            _ = try FileAssets.readInterfaceBuilder(kept).get()
        }
        #expect(FileAssets.parses.withLock { $0[hash] } == 1)
    }

    /// Two cells sharing a reuse identifier are named by their Interface Builder ids, so each row draws its own
    /// cell; a reuse identifier of 254 letters still gives a scene that lints.
    @Test func importNamesCellsSoTheSceneDrawsThemAndLints() throws {
        let dir = tempDir("ib-import-ids")
        let cell = { (id: String, reuse: String, text: String) in
            """
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(reuse)" id="\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="\(id)" id="\(id)-cv">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <subviews>
                                <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l">
                                    <rect key="frame" x="16" y="11" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
            """
        }
        let long = String(repeating: "a", count: 254)
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
            \(cell("AAA-11-aaa", "c1", "First"))
            \(cell("BBB-22-bbb", "c1", "Second"))
            \(cell("CCC-33-ccc", long, "Third"))
                </objects>
            </document>
            """
        let xib = write(file, to: dir.appendingPathComponent("Cells.xib"))
        let imported = dir.appendingPathComponent("cells.scene").path
        let run = unfold("import", xib, "-o", imported)
        #expect(run.code == 0, "\(run.err)")
        let text = String(decoding: bytes(URL(fileURLWithPath: imported)), as: UTF8.self)
        #expect(text.contains("id \"AAA-11-aaa\"") && text.contains("id \"BBB-22-bbb\""), "\(text)")
        #expect(
            text == """
                # Imported from Cells.xib by `unfold import`.
                scene "Cells.xib"

                # line 4: read from the file, not written in the scene language: its content view does not hold one stack view.
                # Its views, named as the scene names them:
                #   contentView: view (Cells.xib:6)
                #     AAA-11-aaa-l: text "First" (Cells.xib:9)
                cell c1 from "Cells.xib" id "AAA-11-aaa"

                # line 16: read from the file, not written in the scene language: its content view does not hold one stack view.
                # Its views, named as the scene names them:
                #   contentView: view (Cells.xib:18)
                #     BBB-22-bbb-l: text "Second" (Cells.xib:21)
                cell c12 from "Cells.xib" id "BBB-22-bbb"

                # line 28: read from the file, not written in the scene language: its content view does not hold one stack view.
                # Its views, named as the scene names them:
                #   contentView: view (Cells.xib:30)
                #     CCC-33-ccc-l: text "Third" (Cells.xib:33)
                cell aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa from "Cells.xib" id "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"

                rows c1
                  c1-row
                rows c12
                  c12-row
                rows aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
                  aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-row

                """)
        let lint = unfold("lint", imported)
        #expect(lint.code == 0, "\(lint.err)")
    }
}

/// A static settings screen from a storyboard (`dataMode="static"`): its sections and cells imported as a scene,
/// laid out as iOS Settings lays them out.
@Suite struct StaticStoryboardTests {
    /// A grouped static table: "Connectivity" with two Default-style cells (Wi-Fi with a disclosure indicator,
    /// Bluetooth), "General" with a Right Detail cell.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection headerTitle="Connectivity" id="sec1">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" textLabel="wifiLabel" style="IBUITableViewCellStyleDefault" id="wifi">
                                                <rect key="frame" x="0.0" y="55.5" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="wifi" id="wifiCV">
                                                    <rect key="frame" x="0.0" y="0.0" width="362.5" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Wi-Fi" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="wifiLabel">
                                                            <rect key="frame" x="20" y="0.0" width="334.5" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="btLabel" style="IBUITableViewCellStyleDefault" id="bt">
                                                <rect key="frame" x="0.0" y="99.5" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="bt" id="btCV">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Bluetooth" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="btLabel">
                                                            <rect key="frame" x="20" y="0.0" width="353" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="General" id="sec2">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="aboutLabel" detailTextLabel="aboutDetail" style="IBUITableViewCellStyleValue1" id="about">
                                                <rect key="frame" x="0.0" y="199.5" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="about" id="aboutCV">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="About" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="aboutLabel">
                                                            <rect key="frame" x="20" y="12" width="48" height="20.5"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="iOS 18" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="aboutDetail">
                                                            <rect key="frame" x="323" y="12" width="50" height="20.5"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Xcode 4's format, an <archive> of keyed objects: a clear error at its root saying what to do.
    /// A cell whose content view holds one stack view of labels and stacks is written in the scene language, each
    /// element with its line, and draws the bytes the file draws; a cell the scene language would draw otherwise
    /// (a horizontal stack whose labels Auto Layout and the stack engine share differently, a colour between two
    /// bytes) stays `cell … from`, saying why.
    static let stackCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="NoteCell" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="80"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="80"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                <rect key="frame" x="16" y="11" width="358" height="58"/>
                                <subviews>
                                    <label opaque="NO" text="Groceries" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="ttl">
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                    </label>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="meta">
                                        <subviews>
                                            <label opaque="NO" text="Due today" translatesAutoresizingMaskIntoConstraints="NO" id="due">
                                                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                                <color key="textColor" red="0.8" green="0.2" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            </label>
                                        </subviews>
                                    </stackView>
                                    <label opaque="NO" text="Milk, eggs, bread and a long list that wraps onto a second line" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="bdy">
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <color key="textColor" systemColor="secondaryLabelColor"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stk" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c1"/>
                            <constraint firstItem="stk" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="stk" secondAttribute="trailing" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="stk" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="ttl" id="o1"/>
                        <outlet property="bodyLabel" destination="bdy" id="o2"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func importWritesAStackCellInTheSceneLanguage_AndItDrawsTheSameBytes() throws {
        let dir = tempDir("ib-import-stack")
        let file = write(Self.stackCell, to: dir.appendingPathComponent("Note.xib"))
        let imported = dir.appendingPathComponent("imported.scene").path
        let run = unfold("import", file, "-o", imported)
        #expect(run.code == 0, "\(run.err)")
        let text = try String(contentsOfFile: imported, encoding: .utf8)
        let template = """
            cell NoteCell
              vstack spacing 6 padding 11 16 11 16 align fill  # Note.xib:9
                text titleLabel font bold 17  # Note.xib:12
                vstack spacing 2 align leading  # Note.xib:15
                  text due font 13 color #CC3300FF lines 1  # Note.xib:17
                text bodyLabel font 15 color secondary-label  # Note.xib:23
            """
        #expect(text.contains(template), "\(text)")
        #expect(
            text == """
                # Imported from Note.xib by `unfold import`.
                scene "Note.xib"

                # line 4: a stack view pinned to the content view, written in the scene language.
                cell NoteCell
                  vstack spacing 6 padding 11 16 11 16 align fill  # Note.xib:9
                    text titleLabel font bold 17  # Note.xib:12
                    vstack spacing 2 align leading  # Note.xib:15
                      text due font 13 color #CC3300FF lines 1  # Note.xib:17
                    text bodyLabel font 15 color secondary-label  # Note.xib:23

                rows NoteCell
                  NoteCell-row titleLabel "Groceries" due "Due today" bodyLabel "Milk, eggs, bread and a long list that wraps onto a second line"

                """)
        let read = write(
            "scene \"Note.xib\"\n\ncell NoteCell from \"Note.xib\"\n\nrows NoteCell\n  NoteCell-row\n",
            to: dir.appendingPathComponent("read.scene"))
        for scene in [imported, read] {
            let out = unfold("still", scene, "--at", "0", "-o", scene + ".png")
            #expect(out.code == 0, "\(out.err)")
        }
        #expect(bytes(URL(fileURLWithPath: imported + ".png")) == bytes(URL(fileURLWithPath: read + ".png")))
        // Horizontal: both labels hug alike, and Auto Layout stretches another one than the stack engine does.
        let across = write(
            Self.stackCell.replacingOccurrences(
                of: #"axis="vertical" spacing="6""#, with: #"spacing="8" alignment="center""#),
            to: dir.appendingPathComponent("Across.xib"))
        let acrossText = unfold("import", across).out
        #expect(
            acrossText == """
                # Imported from Across.xib by `unfold import`.
                scene "Across.xib"

                # line 4: read from the file, not written in the scene language: written as stacks it draws other pixels.
                # Its views, named as the scene names them:
                #   contentView: view (\(dir.path)/Across.xib:6)
                #     stk: view (\(dir.path)/Across.xib:9)
                #       titleLabel: text "Groceries" (\(dir.path)/Across.xib:12)
                #       meta: view (\(dir.path)/Across.xib:15)
                #         due: text "Due today" (\(dir.path)/Across.xib:17)
                #       bodyLabel: text "Milk, eggs, bread and a long list that wraps onto a second line" (\(dir.path)/Across.xib:23)
                cell NoteCell from "\(dir.path)/Across.xib" id "NoteCell"

                rows NoteCell
                  NoteCell-row

                """)
        let between = write(
            Self.stackCell.replacingOccurrences(of: #"red="0.8""#, with: #"red="0.85""#),
            to: dir.appendingPathComponent("Between.xib"))
        let betweenImport = unfold("import", between)
        let why = "due's colour is not a whole byte per channel, as the scene language writes one."
        #expect(
            betweenImport.out == """
                # Imported from Between.xib by `unfold import`.
                scene "Between.xib"

                # line 4: read from the file, not written in the scene language: \(why)
                # Its views, named as the scene names them:
                #   contentView: view (\(between):6)
                #     stk: view (\(between):9)
                #       titleLabel: text "Groceries" (\(between):12)
                #       meta: view (\(between):15)
                #         due: text "Due today" (\(between):17)
                #       bodyLabel: text "Milk, eggs, bread and a long list that wraps onto a second line" (\(between):23)
                cell NoteCell from "\(between)" id "NoteCell"

                rows NoteCell
                  NoteCell-row

                """)
    }

    /// The import's invariant on every cell of the test files: the scene it writes (stack cells in the scene
    /// language) draws the bytes of the same scene with every cell read from the file.
    @Test func everyTestFilesImportDrawsTheBytesOfItsCellsReadFromTheFile() throws {
        let dir = tempDir("ib-import-all")
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/ib")
        var files: [URL] = []
        for name in ["StackCells.storyboard", "ImageCells.storyboard"] {
            let copy = dir.appendingPathComponent(name)
            try FileManager.default.copyItem(at: scenes.appendingPathComponent(name), to: copy)
            files.append(copy)
        }
        for (name, text) in [("Note.xib", Self.stackCell), ("Settings.storyboard", Self.storyboard)] {
            files.append(URL(fileURLWithPath: write(text, to: dir.appendingPathComponent(name))))
        }
        var written = 0
        for file in files {
            let tree = try FileAssets.readInterfaceBuilder(file).get()
            var reader = IBReader()
            let document = try reader.read(tree).get()
            let cells = Array(document.cells.indices)
            let title = file.lastPathComponent
            let imported = InterfaceBuilderImport.text(
                document, cells: cells, reference: title, title: title, checkedAgainst: file.path)
            let read = InterfaceBuilderImport.text(document, cells: cells, reference: title, title: title)
            written += imported.components(separatedBy: "written in the scene language.").count - 1
            let a = try UnfoldScene(text: imported, name: "imported", base: dir).compiled().rgba(frame: 0)
            let b = try UnfoldScene(text: read, name: "read", base: dir).compiled().rgba(frame: 0)
            #expect(a == b, "\(title)")
        }
        // Note.xib's cell is the one written as stacks; the others read the file.
        #expect(written == 1)
    }

    @Test func anOldFormatXibSaysToSaveItInXcode() throws {
        let dir = tempDir("ib-old")
        let old = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            \t<data>
            \t\t<int key="IBDocument.SystemTarget">1280</int>
            \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000000000">
            \t\t\t<object class="IBUITableViewCell" id="800463213">
            \t\t\t\t<string key="NSFrameSize">{320, 44}</string>
            \t\t\t</object>
            \t\t</object>
            \t</data>
            </archive>
            """
        let file = write(old, to: dir.appendingPathComponent("Old.xib"))
        let words =
            "Old.xib:2:1: the file is in Interface Builder's old format (an <archive>, from Xcode 4 or earlier), which"
            + " Unfold does not read: open it in Xcode and save it, and Xcode writes the <document> format"
        let imported = unfold("import", file)
        #expect(imported.code == 2)
        #expect(imported.err == "unfold: \(dir.path)/\(words)\n")
        // Named by a scene, the same words at the scene's line, and nothing rendered.
        let scene = write(
            "cell c from \"Old.xib\" id \"800463213\"\nrows c\n  a\n", to: dir.appendingPathComponent("old.scene"))
        let lint = unfold("lint", scene)
        #expect(lint.code == 2)
        #expect(
            lint.err == """
                \(scene):1:13: error: \(words)
                cell c from "Old.xib" id "800463213"
                            ^

                """)
    }

    @Test func aStaticSettingsStoryboardImportsAsSectionsAndRows() throws {
        let dir = tempDir("ib-static")
        let file = dir.appendingPathComponent("Settings.storyboard")
        try Data(Self.storyboard.utf8).write(to: file)
        let scene = dir.appendingPathComponent("settings.scene").path
        let run = unfold("import", file.path, "-o", scene)
        #expect(run.code == 0, "\(run.err)")
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(lines.contains("table grouped"))
        #expect(lines.contains("cell cell1 from \"Settings.storyboard\" id \"wifi\""))
        #expect(lines.contains("cell cell3 from \"Settings.storyboard\" id \"about\""))
        // The sections in the file's order, each with its rows.
        let order = lines.filter { $0.hasPrefix("section ") || $0.hasSuffix("-row") }
        #expect(
            order == ["section \"Connectivity\"", "  cell1-row", "  cell2-row", "section \"General\"", "  cell3-row"])
        let compiled = try UnfoldScene(contentsOf: scene).compiled()
        let rows = compiled.state(frame: 0).rows
        #expect(rows.map(\.height) == [44, 44, 44])
        // Two sections apart: General's row starts below Connectivity's two and a section gap and header.
        #expect(rows[1].y == rows[0].y + 44 && rows[2].y > rows[1].y + 44 + 18)
        var texts: [String: Rect] = [:]
        var chevrons = 0
        for c in compiled.displayList(frame: 0) {
            if case let .text(t, _, r, _) = c { texts[t] = r }
            if case .symbol(.chevronRight, _, _, _, _) = c { chevrons += 1 }
        }
        for t in ["CONNECTIVITY", "GENERAL", "Wi-Fi", "Bluetooth", "About", "iOS 18"] {
            #expect(texts[t] != nil, "\(t)")
        }
        // Right Detail: the detail ends at the trailing margin; the titles start at the leading one.
        #expect(
            texts["iOS 18"].map { abs($0.maxX - (390 - 16)) < 0.01 } == true, "\(String(describing: texts["iOS 18"]))")
        #expect(texts["About"]?.x == 16 && texts["Wi-Fi"]?.x == 16)
        // Wi-Fi's disclosure indicator, and only Wi-Fi's.
        #expect(chevrons == 1)
    }
}

/// UIStackView's `fillProportionally`: each arranged view as long as its intrinsic length, all scaled by one factor
/// so that they fill the stack.
@Suite struct FillProportionallyTests {
    static func stack(_ distribution: String) -> String {
        InterfaceBuilderTests.xib(
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="\(distribution)" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                    <rect key="frame" x="16" y="11" width="288" height="22"/>
                    <subviews>
                        <label opaque="NO" text="Tea" translatesAutoresizingMaskIntoConstraints="NO" id="short">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" text="A much longer title" translatesAutoresizingMaskIntoConstraints="NO" id="long">
                            <rect key="frame" x="40" y="0.0" width="248" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="stk" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="cv" firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="16" id="c2"/>
                <constraint firstItem="stk" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11" id="c3"/>
                <constraint firstItem="cv" firstAttribute="bottom" secondItem="stk" secondAttribute="bottom" constant="11" id="c4"/>
                """)
    }

    @Test func lengthsAreInProportionToIntrinsicLengths() throws {
        let scene = "canvas 320x200 @1x\ncell c from \"Cell.xib\" id Cell\nrows c\n  a\n"
        // Equal spacing keeps each label at its intrinsic width: the proportions to keep.
        let natural = try InterfaceBuilderTests.frames(scene, files: ["Cell.xib": Self.stack("equalSpacing")]).elements
        let proportional = try InterfaceBuilderTests.frames(
            scene, files: ["Cell.xib": Self.stack("fillProportionally")]
        ).elements
        let (shortWidth, longWidth) = (natural["short"]![2], natural["long"]![2])
        let (a, b) = (proportional["short"]!, proportional["long"]!)
        #expect(shortWidth > 0 && longWidth > shortWidth)
        // Together they fill the 288-pt stack less its 10-pt spacing, in the intrinsic proportion.
        #expect(abs(a[2] + b[2] - 278) < 0.01, "\(a) \(b)")
        #expect(abs(a[2] / b[2] - shortWidth / longWidth) < 0.001, "\(a[2]) \(b[2]) \(shortWidth) \(longWidth)")
        #expect(a[0] == 16 && abs(b[0] - (16 + a[2] + 10)) < 0.01)
        // Both grew from their intrinsic widths, by the same factor.
        #expect(a[2] > shortWidth && b[2] > longWidth)
    }
}

/// An Interface Builder view's `alpha`: the element's alpha in `timeline.json`, and its pixels drawn translucent.
@Suite struct ViewAlphaTests {
    @Test func aViewsAlphaIsItsOpacity() throws {
        func file(alpha: String) -> String {
            InterfaceBuilderTests.xib(
                subviews: """
                    <view contentMode="scaleToFill" \(alpha) translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <color key="backgroundColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                    """,
                constraints: """
                    <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" id="c2"/>
                    <constraint firstItem="cv" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="cv" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c4"/>
                    <constraint firstItem="box" firstAttribute="height" constant="40" id="c5"/>
                    """)
        }
        let scene = "canvas 100x60 @1x\ncell c from \"Cell.xib\" id Cell\nrows c\n  a\n"
        func render(_ alpha: String) throws -> (alpha: Double, pixel: [UInt8]) {
            let dir = tempDir("ib-alpha")
            try Data(file(alpha: alpha).utf8).write(to: dir.appendingPathComponent("Cell.xib"))
            let compiled = try UnfoldScene(text: scene, name: "alpha", base: dir).compiled()
            let json =
                try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON(frames: 0..<1).utf8))
                as! [String: Any]
            let row = ((json["frames"] as! [[String: Any]])[0]["rows"] as! [[String: Any]])[0]
            let box = (row["elements"] as! [[String: Any]]).first { $0["id"] as? String == "box" }!
            let image = try compiled.rgba(frame: 0)
            let i = (20 * image.width + 50) * 4
            return (box["alpha"] as! Double, Array(image.pixels[i..<(i + 3)]))
        }
        let opaque = try render("")
        #expect(opaque.alpha == 1 && opaque.pixel == [0, 0, 0])
        // Black at 0.5 over the cell's white: mid grey.
        let half = try render("alpha=\"0.5\"")
        #expect(half.alpha == 0.5)
        #expect(half.pixel.allSatisfy { (126...129).contains($0) }, "\(half.pixel)")
        let none = try render("alpha=\"0.0\"")
        #expect(none.alpha == 0 && none.pixel == [255, 255, 255])
    }
}
