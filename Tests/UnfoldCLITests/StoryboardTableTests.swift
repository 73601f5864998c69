import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
import UnfoldModel

/// Issue 57: the storyboard table a scene's cells come from gives the scene its attributes, unless the header
/// says otherwise.
@Suite struct StoryboardTableTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="none" rowHeight="60" estimatedRowHeight="80" sectionHeaderHeight="18" sectionFooterHeight="18" showsVerticalScrollIndicator="NO" id="tv">
                                <color key="backgroundColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                                        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="cv">
                                            <subviews>
                                                <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                                                <constraint firstItem="lbl" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func settings(_ header: String) throws -> (Settings, Double) {
        let dir = tempDir("sb-table")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(storyboard.utf8).write(to: dir.appendingPathComponent("Main.storyboard"))
        let scene = "canvas 390x300\n\(header)cell c from \"Main.storyboard\"\nrows c\n  a\n  b\n"
        let compiled = try UnfoldScene(text: scene, name: "table", base: dir).compiled()
        let timeline = compiled.renderer.timeline
        return (timeline.scene.settings, timeline.state(frame: 0).rows[0].height)
    }

    @Test func theTablesAttributesApply() throws {
        let (s, height) = try Self.settings("")
        #expect(s.table == .grouped)
        #expect(s.scrollIndicator == false)
        #expect(s.separatorInset == nil)
        #expect(s.estimatedRowHeight == .fixed(80))
        #expect(s.screen.tableBackground == .literal(RGBA(0, 0.5, 0, 1)))
        // The cell gives no height of its own: the table's 60 pt.
        #expect(height == 60)
    }

    @Test func theHeaderWins() throws {
        let (s, _) = try Self.settings(
            "table inset-grouped\nscroll-indicator auto\nseparator inset 20\nestimated-row-height 44\n")
        #expect(s.table == .insetGrouped)
        #expect(s.scrollIndicator == true)
        #expect(s.separatorInset == 20)
        #expect(s.estimatedRowHeight == .fixed(44))
    }

    @Test func theTablesSeparatorColourDrawsItsSeparators() throws {
        let dir = tempDir("sb-separator")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = Self.storyboard.replacingOccurrences(of: #"separatorStyle="none" "#, with: "")
            .replacingOccurrences(
                of: "<prototypes>",
                with: """
                    <color key="separatorColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <prototypes>
                    """)
        try Data(file.utf8).write(to: dir.appendingPathComponent("Main.storyboard"))
        let scene = "canvas 390x300\ncell c from \"Main.storyboard\"\nrows c\n  a\n  b\n"
        let compiled = try UnfoldScene(text: scene, name: "separator", base: dir).compiled()
        #expect(compiled.renderer.timeline.scene.settings.separatorColor == .literal(RGBA(1, 0, 0, 1)))
        // The separator inside the bottom of row a: one device pixel of red.
        let red = compiled.renderer.drawnCommands(frame: 0).filter {
            if case .fill(let r, RGBA(1, 0, 0, 1), _) = $0 { return r.height == 0.5 }
            return false
        }
        #expect(red.count == 1)
    }

    /// A table's background as a pattern-image colour, the only pattern Interface Builder can name: the grouped
    /// table's, which UIKit still has as a plain colour, is that colour; the three that iOS 7 deprecated are a
    /// warning at their line, and the table keeps its style's background.
    @Test func aPatternImageBackgroundIsTheColourUIKitStillHasOrAWarning() throws {
        let green =
            #"<color key="backgroundColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        func storyboard(_ pattern: String) -> String {
            Self.storyboard.replacingOccurrences(
                of: green, with: #"<color key="backgroundColor" cocoaTouchSystemColor="\#(pattern)"/>"#)
        }
        let dir = tempDir("sb-pattern")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = "canvas 390x300\ncell c from \"Main.storyboard\"\nrows c\n  a\n"
        try Data(storyboard("groupTableViewBackgroundColor").utf8).write(
            to: dir.appendingPathComponent("Main.storyboard"))
        let grouped = try UnfoldScene(text: scene, name: "pattern", base: dir).compiled()
        #expect(grouped.renderer.timeline.scene.settings.screen.tableBackground == .literal(RGBA(bytes: 242, 242, 247)))
        for pattern in ["scrollViewTexturedBackgroundColor", "viewFlipsideBackgroundColor", "underPageBackgroundColor"]
        {
            let file = storyboard(pattern)
            let place = InterfaceBuilderTests.place(of: pattern, tag: "<color", in: file)
            let text = InterfaceBuilderTests.diagnostics(scene, files: ["Main.storyboard": file])
            #expect(
                text.contains(
                    "warning: Main.storyboard:\(place): '\(pattern)' is a pattern image from iOS 6 and earlier that"
                        + " Unfold does not have: the default is drawn"), "\(text)")
            try Data(file.utf8).write(to: dir.appendingPathComponent("Main.storyboard"))
            let compiled = try UnfoldScene(text: scene, name: "pattern", base: dir).compiled()
            #expect(compiled.renderer.timeline.scene.settings.screen.tableBackground == nil)
        }
    }
}
