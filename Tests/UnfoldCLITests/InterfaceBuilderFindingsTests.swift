import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
import UnfoldModel

/// Issue 57: what is said about an imported cell points into its file; a user label with spaces is a slot; the
/// navigation title is read as a header.
@Suite struct InterfaceBuilderFindingsTests {
    /// A label held to one line 60 pt wide, with neither outlet nor user label: Interface Builder's id names it.
    static let cut = InterfaceBuilderTests.xib(
        subviews: """
                        <label opaque="NO" text="A sentence far too long for sixty points" numberOfLines="1" translatesAutoresizingMaskIntoConstraints="NO" id="FQM-r1-a67">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
            """,
        constraints: """
            <constraint firstItem="FQM-r1-a67" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="FQM-r1-a67" firstAttribute="width" constant="60" id="c2"/>
            <constraint firstItem="FQM-r1-a67" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="FQM-r1-a67" secondAttribute="bottom" id="c4"/>
            """)

    @Test func anAuditFindingIsAtTheFilesLineWithTheElementsTextOnceForAllRows() throws {
        let dir = tempDir("ib-audit")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.cut.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let scene = "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n  b\n  c\n"
        let document = SceneDocument(bytes: Array(scene.utf8), path: "ib.scene", name: "ib", base: dir)
        let audit = try SceneAudit.run(document, variants: ["default"])
        let place = InterfaceBuilderTests.place(of: "FQM-r1-a67\">", tag: "<label", in: Self.cut)
        #expect(audit.findings.map(\.rule) == [.textTruncated])
        let printed = audit.printed
        #expect(
            printed.hasPrefix(
                "ib.scene:2:6: warning: Cell.xib:\(place): text-truncated: the label \"A sentence far too long for"
                    + " sixty points\" of row a"))
        #expect(
            printed == """
                ib.scene:2:6: warning: Cell.xib:9:13: text-truncated: the label "A sentence far too long for sixty points" of row a ("A sentence far too long for sixty points") is cut to 1 line
                cell c from "Cell.xib"
                     ^
                ib.scene:4:3: note: row a is written here
                  a
                  ^

                """)
        #expect(audit.json.first?["source"] as? String == "Cell.xib:\(place)")
    }

    @Test func aUserLabelWithSpacesIsASlotWrittenQuoted() throws {
        let file = InterfaceBuilderTests.xib(
            subviews: """
                            <label opaque="NO" text="Street" translatesAutoresizingMaskIntoConstraints="NO" userLabel="W 85th St, New York" id="st">
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                """,
            constraints: """
                <constraint firstItem="st" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
                <constraint firstAttribute="bottomMargin" secondItem="st" secondAttribute="bottom" id="c4"/>
                """)
        let dir = tempDir("ib-spaced")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(file.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let scene =
            "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a \"W 85th St, New York\" \"Broadway\"\n"
            + "timeline\n  at 0.1 set a \"W 85th St, New York\" \"Amsterdam\"\n"
        let compiled = try UnfoldScene(text: scene, name: "spaced", base: dir).compiled()
        func texts(_ frame: Int) -> [String] {
            compiled.renderer.drawnCommands(frame: frame).compactMap {
                if case let .text(s, _, _, _) = $0 { return s }
                return nil
            }
        }
        #expect(texts(0) == ["Broadway"])
        #expect(texts(compiled.renderer.timeline.frameCount - 1) == ["Amsterdam"])
        #expect(compiled.renderer.timeline.scene.sceneText.contains(#"a "W 85th St, New York" "Broadway""#))
    }

    @Test func theNavigationTitleIsReadFirstAsAHeader() throws {
        let scene =
            "canvas 390x400\nstatus-bar 9:41\nnavigation \"Mail\"\ncell t\n  text title\nrows t\n  a title \"Inbox\"\n"
        let compiled = try UnfoldScene(text: scene, name: "nav").compiled()
        let read = compiled.accessibility(frame: 0)
        #expect(read.first?.label == "Mail")
        #expect(read.first?.traits == [.header])
        #expect(read.first?.order == 1)
        #expect(read.dropFirst().first?.label == "Inbox")
        #expect(read.dropFirst().first?.order == 2)
    }
}
