import Foundation
import Testing

@testable import Unfold
@testable import UnfoldCore
@testable import UnfoldRender
@testable import UnfoldSyntax
@testable import UnfoldModel

#if UNFOLD_SWIFT_SOURCE
    import UnfoldSwiftSource
#endif

/// Issue 56, point 4: the kinds described in one file each, reached from the importers through that file. An
/// Interface Builder `<progressView>`, a `UIProgressView` built in code and SwiftUI's `ProgressView` are the same
/// element as the scene's `progress` line, placed at UIProgressView's 4-point height, with the file's value and
/// colours; a `<switch>` and a `UISwitch` keep 51 × 31 whatever their constraints say, on or off as declared.
@Suite struct ControlImportTests {
    static let bar = """
                    <progressView opaque="NO" contentMode="scaleToFill" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <color key="progressTintColor" systemColor="systemRedColor"/>
                        <color key="trackTintColor" systemColor="systemGray5Color"/>
                    </progressView>
        """
    static let pinned = """
        <constraint firstItem="bar" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="c2"/>
        <constraint firstItem="bar" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="20" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="20" id="c4"/>
        """

    /// The template element a scene's first cell reads from its file.
    static func element(_ scene: String, files: [String: String], id: String) throws -> Element {
        let dir = tempDir("progress")
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        let loaded = try UnfoldScene(text: scene, name: "progress", base: dir).compiled()
        let template = loaded.renderer.timeline.scene.templates[0]
        let index = try #require(template.ids.firstIndex(of: id))
        return template.flattened[index]
    }

    @Test func aProgressViewInAXibIsTheProgressElementWithItsValueAndColours() throws {
        let file = InterfaceBuilderTests.xib(
            subviews: Self.bar, constraints: Self.pinned,
            outlets: #"<outlet property="downloadProgress" destination="bar" id="o1"/>"#)
        let scene = "canvas 390x200\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let (height, e, _) = try InterfaceBuilderTests.frames(scene, files: ["Cell.xib": file])
        // 20 points from each side of the content view, and 4 tall: the row is 20 + 4 + 20.
        #expect(e["downloadProgress"] == [20, 20, 350, 4])
        #expect(height == 44)
        let bar = try Self.element(scene, files: ["Cell.xib": file], id: "downloadProgress")
        let expected = ProgressBar(value: Pair(0.25), tint: .system("system-red"), track: .system("gray5"))
        #expect(bar.descriptor as? ProgressBar == expected)
        let line = "progress 0.25 tint system-red track gray5 id downloadProgress source \"Cell.xib:9\""
        #expect(ElementText(bar).line == line)
    }

    /// A switch pinned at its top-left and stretched by a width constraint keeps UISwitch's 51 × 31; `on="YES"` is
    /// on in every row state, and a switch without it is off.
    @Test func aSwitchInAXibKeepsItsSizeAndIsOnAsDeclared() throws {
        let views = """
                        <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="on">
                        </switch>
                        <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="off">
                        </switch>
            """
        let constraints = """
            <constraint firstItem="on" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="on" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="on" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="off" firstAttribute="leading" secondItem="on" secondAttribute="trailing" constant="10" id="c4"/>
            <constraint firstItem="off" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="c5"/>
            <constraint firstAttribute="bottom" secondItem="on" secondAttribute="bottom" constant="10" id="c6"/>
            """
        let file = InterfaceBuilderTests.xib(subviews: views, constraints: constraints)
        let scene = "canvas 390x200\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let (_, e, _) = try InterfaceBuilderTests.frames(scene, files: ["Cell.xib": file])
        // iOS 26's switch, the default look's: 63 × 28 (51 × 31 in look ios18).
        #expect(e["on"]?[2] == 63 && e["on"]?[3] == 28)
        #expect(e["off"]?[2] == 63 && e["off"]?[3] == 28)
        #expect(e["on"]?[0] == 10)
        #expect(
            try Self.element(scene, files: ["Cell.xib": file], id: "on").descriptor as? ToggleSwitch
                == ToggleSwitch(on: .always))
        #expect(
            try Self.element(scene, files: ["Cell.xib": file], id: "off").descriptor as? ToggleSwitch
                == ToggleSwitch(on: .never))
    }

    /// A value outside 0…1 is not taken: the bar shows 0, and nothing else changes.
    @Test func aValueOutOfRangeInTheFileIsNotTaken() throws {
        let file = InterfaceBuilderTests.xib(
            subviews: Self.bar.replacingOccurrences(of: "progress=\"0.25\"", with: "progress=\"1e300\""),
            constraints: Self.pinned)
        let scene = "canvas 390x200\ncell c from \"Cell.xib\"\nrows c\n  a\n"
        let bar = try Self.element(scene, files: ["Cell.xib": file], id: "bar")
        #expect((bar.descriptor as? ProgressBar)?.value == Pair(0))
        // A warning at the view's line in the file, shown at the scene's path; the file's place is a location of
        // its own, not only words in the message.
        let line = InterfaceBuilderTests.place(of: "id=\"bar\"", tag: "<progressView", in: file)
        let dir = tempDir("progress-range")
        try Data(file.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let document = SceneDocument(bytes: Array(scene.utf8), path: "ib.scene", name: "ib", base: dir)
        let warning = try #require(document.diagnostics.diagnostics.first)
        let parts = line.split(separator: ":").compactMap { Int($0) }
        #expect(warning.file == FileLocation(path: "Cell.xib", line: parts[0], column: parts[1]))
        #expect(warning.location == SourceLocation(line: 2, column: 13))
        #expect(
            InterfaceBuilderTests.diagnostics(scene, files: ["Cell.xib": file])
                == "ib.scene:2:13: warning: Cell.xib:\(line): UIProgressView's progress '1e300' is not a number in 0…1:"
                + " it is not read\ncell c from \"Cell.xib\"\n            ^\n")
    }

    #if UNFOLD_SWIFT_SOURCE
        @Test func aUIProgressViewBuiltInCodeIsTheSameElement() throws {
            SwiftSources.register(SwiftSyntaxCellReader())
            let code = """
                import UIKit

                final class DownloadCell: UITableViewCell {
                    let bar = UIProgressView()

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        bar.progress = 0.6
                        bar.progressTintColor = .systemGreen
                        bar.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(bar)
                        NSLayoutConstraint.activate([
                            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                            bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                        ])
                    }

                    required init?(coder: NSCoder) { fatalError() }
                }
                """
            let scene = "canvas 390x200\ncell c from \"DownloadCell.swift\"\nrows c\n  a\n"
            let (_, json) = try SwiftCellTests.compile(scene, files: ["DownloadCell.swift": code])
            let row = SwiftCellTests.row(json, "a", frame: 0)
            #expect(row.elements["bar"] == [16, 12, 358, 4])
            #expect(row.height == 28)
            let bar = try Self.element(scene, files: ["DownloadCell.swift": code], id: "bar")
            #expect(bar.descriptor as? ProgressBar == ProgressBar(value: Pair(0.6), tint: .system("system-green")))
        }

        /// `isOn = true` in code is Interface Builder's `on="YES"`: the switch is on whatever the row's state.
        @Test func aUISwitchBuiltInCodeIsOnAsItsCodeSetsIt() throws {
            SwiftSources.register(SwiftSyntaxCellReader())
            let code = """
                import UIKit

                final class SettingCell: UITableViewCell {
                    let on = UISwitch()
                    let off = UISwitch()

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        on.isOn = true
                        for view in [on, off] { view.translatesAutoresizingMaskIntoConstraints = false }
                        contentView.addSubview(on)
                        contentView.addSubview(off)
                        NSLayoutConstraint.activate([
                            on.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                            on.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                            on.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                            off.leadingAnchor.constraint(equalTo: on.trailingAnchor, constant: 8),
                            off.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        ])
                    }

                    required init?(coder: NSCoder) { fatalError() }
                }
                """
            let scene = "canvas 390x200\ncell c from \"SettingCell.swift\"\nrows c\n  a\n"
            let files = ["SettingCell.swift": code]
            let (_, json) = try SwiftCellTests.compile(scene, files: files)
            let row = SwiftCellTests.row(json, "a", frame: 0)
            // iOS 26's 63 × 28 switches, the default look's.
            #expect(row.elements["on"] == [16, 8, 63, 28])
            #expect(row.elements["off"] == [87, 8, 63, 28])
            #expect(row.height == 44)
            #expect(
                try Self.element(scene, files: files, id: "on").descriptor as? ToggleSwitch == ToggleSwitch(on: .always)
            )
            #expect(
                try Self.element(scene, files: files, id: "off").descriptor as? ToggleSwitch == ToggleSwitch(on: .never)
            )
        }

        /// SwiftUI's `ProgressView(value:total:)` is the same element, as full as the value is of the total; the
        /// spinner (no value) is a warning at its line and column, with a placeholder in its place.
        @Test func aSwiftUIProgressViewIsTheProgressElement() throws {
            SwiftSources.register(SwiftSyntaxCellReader())
            let code = """
                import SwiftUI

                struct DownloadRow: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Maps")
                            ProgressView(value: 3, total: 5)
                            ProgressView()
                        }
                    }
                }
                """
            let dir = tempDir("progress-swiftui")
            let file = write(code, to: dir.appendingPathComponent("Bars.swift"))
            let run = unfold("import", file)
            #expect(run.code == 0, "\(run.err)")
            // The warning is written into the scene, at the file's line and column, and standard error is quiet.
            let warning = "# \(file):8:13: an indeterminate ProgressView (a spinner) is not drawn: a placeholder box"
            #expect(
                run.out == """
                    # Imported from Bars.swift by `unfold import`: SwiftUI view 'DownloadRow'.
                    scene "Bars.swift"

                    \(warning) takes its place
                    cell downloadRow layout swiftui
                      vstack align leading spacing default  # \(file):5
                        text "Maps" font body  # \(file):6
                        progress 0.6  # \(file):7
                        box height 44 color gray5  # \(file):8

                    rows downloadRow
                      downloadRow-row

                    """)
            #expect(run.err == "")
        }
    #endif
}
