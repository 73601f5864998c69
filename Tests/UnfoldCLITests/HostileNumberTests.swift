import Foundation
import Testing
import UnfoldCore

@testable import Unfold
import UnfoldModel

/// Numbers read from Interface Builder files that once trapped (exit 132) or wrote `nan`: each is clamped into
/// its range with a warning at its line, or ignored with a warning when it is no number at all.
@Suite struct HostileNumberTests {
    static let constraints = """
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstAttribute="trailingMargin" secondItem="lbl" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
        <constraint firstAttribute="bottomMargin" secondItem="lbl" secondAttribute="bottom" priority="1e300" id="c4"/>
        """

    static func label(_ attributes: String) -> String {
        """
                    <label opaque="NO" text="Hello" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
        """
    }

    static let scene = "canvas 390x300\ncell c from \"Cell.xib\"\nrows c\n  a\n"

    @Test(arguments: [
        (
            "numberOfLines=\"2147483648\"", "reuseIdentifier=\"Cell\"",
            "numberOfLines '2147483648' is out of 0…10000; Unfold uses 10000"
        ),
        (
            "horizontalHuggingPriority=\"1e19\"", "reuseIdentifier=\"Cell\"",
            "horizontalHuggingPriority '1e19' is out of 1…1000; Unfold uses 1000"
        ),
        (
            "verticalCompressionResistancePriority=\"-1e30\"", "reuseIdentifier=\"Cell\"",
            "verticalCompressionResistancePriority '-1e30' is out of 1…1000; Unfold uses 1"
        ),
        ("", "reuseIdentifier=\"Cell\" rowHeight=\"nan\"", "rowHeight 'nan' is not a number; it is ignored"),
        (
            "", "reuseIdentifier=\"Cell\" rowHeight=\"1e308\"",
            "rowHeight '1e308' is out of -1…100000; Unfold uses 100000"
        )
    ])
    func aNumberOutOfRangeIsClampedWithAWarning(_ attributes: String, _ cell: String, _ words: String) throws {
        let file = InterfaceBuilderTests.xib(
            subviews: Self.label(attributes), constraints: Self.constraints, cell: cell)
        let said = InterfaceBuilderTests.diagnostics(Self.scene, files: ["Cell.xib": file])
        #expect(said.contains(": \(words)"), "\(said)")
        #expect(said.contains("priority '1e300' is out of 1…1000; Unfold uses 1000"), "\(said)")
        // It renders, and timeline.json holds only numbers.
        let (height, _, _) = try InterfaceBuilderTests.frames(Self.scene, files: ["Cell.xib": file])
        #expect(height.isFinite && height > 0)
    }
}

/// `rowHeight="-1"` is UITableView.automaticDimension, which real files write: no rowHeight, and no warning.
@Suite struct AutomaticRowHeightTests {
    @Test func minusOneIsAutomaticAndSaysNothing() throws {
        let file = InterfaceBuilderTests.xib(
            subviews: HostileNumberTests.label(""), constraints: HostileNumberTests.constraints,
            cell: "reuseIdentifier=\"Cell\" rowHeight=\"-1\"")
        let said = InterfaceBuilderTests.diagnostics(HostileNumberTests.scene, files: ["Cell.xib": file])
        #expect(
            said == """
                ib.scene:2:13: warning: Cell.xib:17:1: priority '1e300' is out of 1…1000; Unfold uses 1000
                cell c from "Cell.xib"
                            ^

                """)
        let (height, _, _) = try InterfaceBuilderTests.frames(HostileNumberTests.scene, files: ["Cell.xib": file])
        #expect(height > 0)
    }
}

/// A folder of the user's own with an `index.html` and any `results.json` is not Unfold's report: neither `test
/// --report` nor `merge-reports -o` replaces it.
@Suite struct ForeignReportTests {
    @Test(arguments: ["{}", "{\"results\": 3}", "[]"])
    func aUsersPageBesideAResultsFileIsKept(_ results: String) throws {
        let dir = tempDir("foreign-report")
        let site = dir.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let page = write("<html>my page</html>", to: site.appendingPathComponent("index.html"))
        _ = write(results, to: site.appendingPathComponent("results.json"))
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let goldens = dir.appendingPathComponent("g").path
        let r = unfold("test", scene, "--goldens", goldens, "--report", site.path)
        #expect(r.code == 3, "\(r.out)\(r.err)")
        #expect(bytes(URL(fileURLWithPath: page)) == Data("<html>my page</html>".utf8))
        let own = dir.appendingPathComponent("own").path
        #expect(unfold("test", scene, "--goldens", goldens, "--report", own).code == 0)
        #expect(unfold("merge-reports", own, "-o", site.path).code == 3)
        #expect(bytes(URL(fileURLWithPath: page)) == Data("<html>my page</html>".utf8))
        // Unfold's own report is still replaced.
        #expect(unfold("test", scene, "--goldens", goldens, "--report", own).code == 0)
    }
}

/// Auto Layout is a linear program per cell: a cell of thousands of views or constraints is refused at its line
/// instead of taking GLPK a minute.
@Suite struct CellSizeLimitTests {
    @Test func aCellOfTooManyViewsOrConstraintsIsRefused() {
        let labels = (0..<401).map {
            HostileNumberTests.label("").replacingOccurrences(of: "id=\"lbl\"", with: "id=\"l\($0)\"")
        }
        let many = InterfaceBuilderTests.xib(subviews: labels.joined(separator: "\n"))
        let said = InterfaceBuilderTests.diagnostics(HostileNumberTests.scene, files: ["Cell.xib": many])
        #expect(
            said == """
                ib.scene:2:13: error: Cell.xib:4:9: the cell has 402 views; Unfold lays out at most 400 in a cell
                cell c from "Cell.xib"
                            ^

                """)
        let constraints = (0..<2_001).map {
            "<constraint firstItem=\"lbl\" firstAttribute=\"width\" relation=\"greaterThanOrEqual\" constant=\"\($0 % 9)\" id=\"k\($0)\"/>"
        }
        let tied = InterfaceBuilderTests.xib(
            subviews: HostileNumberTests.label(""), constraints: constraints.joined(separator: "\n"))
        let words = InterfaceBuilderTests.diagnostics(HostileNumberTests.scene, files: ["Cell.xib": tied])
        #expect(
            words == """
                ib.scene:2:13: error: Cell.xib:4:9: the cell has 2001 constraints; Unfold solves at most 2000 in a cell
                cell c from "Cell.xib"
                            ^

                """)
    }
}

/// SCENE-FORMAT v4: an Interface Builder cell's `selectionStyle none` is "no highlight". Seed 001's cell says
/// it, and under `select single` its selected row was drawn highlighted at full opacity.
@Suite struct SelectionStyleNoneTests {
    static let scene = """
        canvas 390x300
        select single
        highlight stay
        cell c from "Cell.xib"
        rows c
          a
          b
        timeline
          at 0.2 tap a
          at 1 tap b
        """

    func highlights(_ cell: String) throws -> (a: Double, b: Double, selected: Bool) {
        let dir = tempDir("selection-none")
        let file = InterfaceBuilderTests.xib(
            subviews: HostileNumberTests.label(""), constraints: HostileNumberTests.constraints, cell: cell)
        _ = write(file, to: dir.appendingPathComponent("Cell.xib"))
        let compiled = try UnfoldScene(text: Self.scene, name: "s", base: dir).compiled()
        // Half a second after the first tap: row a is selected, before the second tap moves the selection.
        let state = compiled.state(frame: 21)
        let a = try #require(state.rows.first { $0.row == 0 })
        let b = try #require(state.rows.first { $0.row == 1 })
        return (a.highlight, b.highlight, a.selected)
    }

    @Test func aCellWithSelectionStyleNoneIsSelectedButNeverHighlighted() throws {
        let plain = try highlights("reuseIdentifier=\"Cell\"")
        #expect(plain.a == 1 && plain.selected)
        let none = try highlights("reuseIdentifier=\"Cell\" selectionStyle=\"none\"")
        #expect(none.a == 0 && none.b == 0)
        #expect(none.selected)
    }
}
