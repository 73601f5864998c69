import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldRender
import UnfoldModel

/// Issue 57: a label with no area draws nothing, as UIKit draws no contents for a layer with empty bounds; before,
/// a label held at height 0 by its constraints still drew its text.
@Suite struct ZeroAreaLabelTests {
    @Test func aLabelHeldAtHeightZeroDrawsNoText() throws {
        let label = """
                        <label opaque="NO" text="Hidden" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" text="Shown" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
            """
        let file = InterfaceBuilderTests.xib(
            subviews: label,
            constraints: """
                <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="lbl" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="lbl" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
                <constraint firstItem="lbl" firstAttribute="height" constant="0" id="c5"/>
                <constraint firstItem="two" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c6"/>
                <constraint firstAttribute="trailingMargin" secondItem="two" secondAttribute="trailing" id="c7"/>
                <constraint firstItem="two" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" id="c8"/>
                <constraint firstAttribute="bottomMargin" secondItem="two" secondAttribute="bottom" id="c4"/>
                """,
            outlets:
                #"<outlet property="hiddenLabel" destination="lbl" id="o1"/><outlet property="shownLabel" destination="two" id="o2"/>"#
        )
        let scene = "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let (_, elements, _) = try InterfaceBuilderTests.frames(scene, files: ["Cell.xib": file])
        #expect(elements["hiddenLabel"]?[3] == 0)
        #expect((elements["shownLabel"]?[3] ?? 0) > 15)
        let dir = tempDir("zero-label")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(file.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let compiled = try UnfoldScene(text: scene, name: "zero", base: dir).compiled()
        let drawn = compiled.renderer.drawnCommands(frame: 0).compactMap {
            if case let .text(s, _, _, _) = $0 { return s }
            return nil
        }
        #expect(drawn == ["Shown"])
    }
}
