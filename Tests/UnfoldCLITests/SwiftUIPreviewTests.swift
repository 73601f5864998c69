#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldCore
    import UnfoldSwiftSource
    import UnfoldTestSupport

    @testable import Unfold

    /// Issue 59: `#Preview`s as scenes. A `List` is the table (its style, sections, rows from literal arrays); a
    /// Swift file given where a scene goes is a folder of scenes, one per preview; `swiftui "FILE" preview "NAME"`
    /// takes a preview into a scene that adds a timeline.
    @Suite(.serialized) struct SwiftUIPreviewTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        static func file(style: String = ".insetGrouped", padding: String = "", wifi: String = "Wi-Fi") -> String {
            """
            import SwiftUI

            struct Topic: Identifiable {
                let id: String
                let name: String
                let children: [Topic]?
            }

            let topics = [
                Topic(id: "mail", name: "Mail", children: [
                    Topic(id: "work", name: "Work", children: [
                        Topic(id: "y2025", name: "2025", children: nil),
                    ]),
                ]),
                Topic(id: "sent", name: "Sent", children: nil),
            ]

            struct Settings: View {
                @State private var basicsOpen = true
                @State private var advancedOpen = false

                var body: some View {
                    List {
                        Section("Basics", isExpanded: $basicsOpen) {
                            Text("\(wifi)")\(padding)
                            Text("Bluetooth")
                        }
                        Section("Advanced", isExpanded: $advancedOpen) {
                            Text("Developer")
                        }
                        Section("Folders") {
                            OutlineGroup(topics, children: \\.children) { topic in
                                Text(topic.name)
                            }
                        }
                        DisclosureGroup("More") {
                            Text("Hidden")
                        }
                    }
                    .listStyle(\(style))
                }
            }

            #Preview("Settings") {
                Settings()
            }

            #Preview {
                Text("Hello")
            }
            """
        }

        /// The scene text the file's preview `name` gives, after its `scene` line.
        static func sceneText(_ source: String, _ name: String) throws -> String {
            let previews = try SwiftSyntaxCellReader().readPreviews(Array(source.utf8), file: "Settings.swift").get()
            return try #require(previews.first { $0.name == name }).text
        }

        /// A row that is a view of the file fills its slots from the call's literal arguments; its `if let` on a
        /// property holds where the call gives it and not where it leaves out an optional; a literal footer is the
        /// section's; an `if` among the list's rows is a warning at its line.
        @Test func staticRowsOfTheFilesViewsAndWhatIsNotDrawn() throws {
            let source = """
                import SwiftUI

                struct InfoRow: View {
                    var title: String
                    var value: String?
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text(title)
                            if let value {
                                Text(value)
                            }
                        }
                    }
                }

                struct Info: View {
                    @State private var more = false
                    var body: some View {
                        List {
                            Section {
                                InfoRow(title: "Name", value: "Lens")
                                InfoRow(title: "Colour")
                                if more {
                                    InfoRow(title: "Axis")
                                }
                            } footer: {
                                Text("Shown on the box.")
                            }
                        }
                    }
                }

                #Preview("Info") {
                    Info()
                }
                """
            let previews = try SwiftSyntaxCellReader().readPreviews(Array(source.utf8), file: "Info.swift").get()
            let preview = try #require(previews.first)
            // The first row's `if let value` holds: its text is there; the second's does not: no text for it.
            #expect(
                preview.text == """
                    device iphone-15
                    status-bar 9:41
                    highlight none
                    table inset-grouped

                    cell row layout swiftui min-height list-row
                      vstack padding list-row align leading spacing 0 source "Info.swift:7"
                        vstack align leading spacing default source "Info.swift:7"
                          text title font body source "Info.swift:8"
                          text value font body source "Info.swift:10"
                    cell row-2 layout swiftui min-height list-row
                      vstack padding list-row align leading spacing 0 source "Info.swift:7"
                        vstack align leading spacing default source "Info.swift:7"
                          text title font body source "Info.swift:8"

                    section footer "Shown on the box."
                    rows row
                      row-1 title "Name" value "Lens"
                    rows row-2
                      row-2 title "Colour"

                    """)
            let second = try #require(preview.text.components(separatedBy: "cell row-2 ").last)
            #expect(!second.components(separatedBy: "\n\n").first!.contains("text value"), "\(second)")
            #expect(
                preview.findings.map { "\($0.line): \($0.message)" } == [
                    "23: 'if more { InfoRow(title: \"Axis\") }' decides the list's rows at run time: they are not drawn"
                ])
        }

        /// `listRowInsets`, `listRowBackground` and `listRowSeparator(.hidden)` on a list's row are its cell's
        /// padding, background and `separator hidden`; outside a list they are warnings.
        @Test func aRowsOwnInsetsBackgroundAndSeparator() throws {
            let source = """
                import SwiftUI
                let fruits = ["Apple", "Pear"]
                struct Fruits: View {
                    var body: some View {
                        List {
                            ForEach(fruits, id: \\.self) { fruit in
                                Text(fruit)
                                    .listRowInsets(EdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 8))
                                    .listRowBackground(Color.yellow)
                                    .listRowSeparator(.hidden)
                            }
                        }
                    }
                }
                #Preview("Fruits") { Fruits() }
                """
            let preview = try #require(
                try SwiftSyntaxCellReader().readPreviews(Array(source.utf8), file: "Fruits.swift").get().first)
            #expect(preview.findings.isEmpty, "\(preview.findings)")
            #expect(
                preview.text == """
                    device iphone-15
                    status-bar 9:41
                    highlight none
                    table inset-grouped

                    cell row layout swiftui min-height list-row background yellow separator hidden
                      vstack padding 4 30 4 8 align leading spacing 0 source "Fruits.swift:7"
                        text fruit font body source "Fruits.swift:7"

                    rows row
                      apple fruit "Apple"
                      pear fruit "Pear"

                    """)
            let negative = source.replacingOccurrences(of: "top: 4", with: "top: -4")
            let read = try #require(
                try SwiftSyntaxCellReader().readPreviews(Array(negative.utf8), file: "Fruits.swift").get().first)
            #expect(read.findings.map(\.message).contains { $0.hasSuffix("is not read: Unfold reads 0 to 10,000 pt") })
            #expect(
                read.text == """
                    device iphone-15
                    status-bar 9:41
                    highlight none
                    table inset-grouped

                    cell row layout swiftui min-height list-row background yellow separator hidden
                      vstack padding list-row align leading spacing 0 source "Fruits.swift:7"
                        text fruit font body source "Fruits.swift:7"

                    rows row
                      apple fruit "Apple"
                      pear fruit "Pear"

                    """)
            let outside = SwiftUIModifierTests.findings("Text(\"A\").listRowSeparator(.hidden)")
            #expect(outside == ["listRowSeparator applies to a row of a List: it is not read here"])
        }

        /// VoiceOver reads a `DisclosureGroup`'s header by its title, as a button whose value says whether it is
        /// open, as SwiftUI gives it.
        @Test func aDisclosureGroupSaysWhetherItIsOpen() throws {
            let source = """
                import SwiftUI
                struct Groups: View {
                    @State private var open = true
                    var body: some View {
                        List {
                            DisclosureGroup("More", isExpanded: $open) {
                                Text("Hidden")
                            }
                        }
                    }
                }
                #Preview("Groups") { Groups() }
                """
            for (initial, value) in [("true", "expanded"), ("false", "collapsed")] {
                let file = source.replacingOccurrences(of: "var open = true", with: "var open = \(initial)")
                let compiled = try Self.compiled(
                    "swiftui \"Groups.swift\" preview \"Groups\"\n", files: ["Groups.swift": file])
                let header = try #require(compiled.accessibility(frame: 0).first { $0.label == "More" })
                #expect(header.value == value)
                #expect(header.traits == [.button])
            }
        }

        @Test func previewsAreNamedByTitleElseByPlace() throws {
            let previews = try SwiftSyntaxCellReader().readPreviews(Array(Self.file().utf8), file: "Settings.swift")
                .get()
            #expect(previews.map(\.name) == ["Settings", "Preview-2"])
            let lines = Self.file().components(separatedBy: "\n")
            let settings = try #require(lines.firstIndex { $0.hasPrefix("#Preview(\"Settings\")") }) + 1
            #expect(previews.map(\.line) == [settings, settings + 4])
        }

        @Test func aListIsTheTableInEachStyle() throws {
            for (swift, scene) in [
                (".insetGrouped", "inset-grouped"), (".grouped", "grouped"), (".plain", "plain"),
                (".sidebar", "inset-grouped")
            ] {
                let text = try Self.sceneText(Self.file(style: swift), "Settings")
                #expect(text.contains("\ntable \(scene)\n"), "\(swift)")
            }
            // A view that is not a list is one row of a plain table.
            let other = try Self.sceneText(Self.file(), "Preview-2")
            #expect(
                other == """
                    device iphone-15
                    status-bar 9:41
                    highlight none
                    table plain

                    cell preview layout swiftui
                      text "Hello" font body source "Settings.swift:49"

                    rows preview
                      row

                    """)
            #expect(other.hasPrefix("device iphone-15\nstatus-bar 9:41\n"))
        }

        /// Sections with `isExpanded:` are collapsible, collapsed where the state starts false; `OutlineGroup`
        /// nests its rows by the literal array's `children`, three levels deep.
        @Test func sectionsAndOutlineRowsAreTheScenes() throws {
            let text = try Self.sceneText(Self.file(), "Settings")
            #expect(
                text == """
                    device iphone-15
                    status-bar 9:41
                    highlight none
                    table inset-grouped

                    cell row layout swiftui min-height list-row
                      vstack padding list-row align leading spacing 0 source "Settings.swift:25"
                        text "Wi-Fi" font body source "Settings.swift:25"
                    cell row-2 layout swiftui min-height list-row
                      vstack padding list-row align leading spacing 0 source "Settings.swift:26"
                        text "Bluetooth" font body source "Settings.swift:26"
                    cell row-3 layout swiftui min-height list-row
                      vstack padding list-row align leading spacing 0 source "Settings.swift:29"
                        text "Developer" font body source "Settings.swift:29"
                    cell row-4 layout swiftui min-height list-row
                      vstack padding list-row align leading spacing 0 source "Settings.swift:33"
                        text name font body source "Settings.swift:33"
                    cell row-5 layout swiftui min-height list-row
                      vstack padding list-row align leading spacing 0 source "Settings.swift:36"
                        vstack align leading spacing 8 source "Settings.swift:36"
                          hstack align center spacing 8 tap toggle label "More" source "Settings.swift:36"
                            vstack align leading spacing 0 max-width infinity source "Settings.swift:36"
                              text "More" font body source "Settings.swift:36"
                            symbol chevron-right color blue rotate 0/90 font body source "Settings.swift:36"
                          text "Hidden" visible expanded font body source "Settings.swift:37"

                    section "Basics" id section-1 collapsible
                    rows row
                      row-1
                    rows row-2
                      row-2
                    section "Advanced" id section-2 collapsible collapsed
                    rows row-3
                      row-3
                    section "Folders"
                    rows row-4
                      mail name "Mail"
                        work name "Work"
                          y2025 name "2025"
                      sent name "Sent"
                    rows row-5
                      row-4

                    """)
        }

        static func compiled(_ scene: String, files: [String: String]) throws -> CompiledScene {
            let dir = tempDir("swiftui-preview")
            defer { try? FileManager.default.removeItem(at: dir) }
            for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
            return try UnfoldScene(text: scene, name: "preview", base: dir).compiled()
        }

        /// The header form: the preview's list with a timeline. Expanding the collapsed section moves the section
        /// below it down by its row; the outline's parent shows its child.
        @Test func theHeaderFormAddsATimeline() throws {
            let scene = """
                swiftui "Settings.swift" preview "Settings"
                fps 20
                end 1.2
                timeline
                  at 0.1 expand section section-2
                  at 0.6 tap mail
                """
            let compiled = try Self.compiled(scene, files: ["Settings.swift": Self.file()])
            let timeline = compiled.renderer.timeline
            func y(_ id: String, _ frame: Int) -> Double? {
                timeline.state(frame: frame).rows.first { $0.id == id }.map { $0.y }
            }
            let before = try #require(y("mail", 0))
            let after = try #require(y("mail", 11))
            // The Developer row: 51 pt, iOS 26's list row.
            #expect(after - before == 51)
            #expect(timeline.state(frame: 0).rows.contains { $0.id == "row-3" } == false)
            #expect(timeline.state(frame: 23).rows.contains { $0.id == "work" })
        }

        /// A `DisclosureGroup` in a list: its chevron in the tint colour turns 90° as it opens, part-way mid-update.
        @Test func aDisclosureGroupsChevronTurnsThroughItsUpdate() throws {
            let scene = """
                swiftui "Settings.swift" preview "Settings"
                fps 20
                animation 0.4 linear
                timeline
                  at 0.1 tap row-4
                """
            let compiled = try Self.compiled(scene, files: ["Settings.swift": Self.file()])
            let json =
                try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON().utf8)) as! [String: Any]
            let frames = json["frames"] as! [[String: Any]]
            func rotation(_ frame: Int) -> Double? {
                let rows = frames[frame]["rows"] as! [[String: Any]]
                let row = rows.first { $0["id"] as? String == "row-4" }
                let elements = row?["elements"] as? [[String: Any]] ?? []
                return elements.first { $0["id"] as? String == "chevron-right" }?["rotation"] as? Double
            }
            #expect(rotation(0) == 0)
            // Half way through the 0.4-s linear update (frame 2 + 4).
            #expect(rotation(6) == 45)
            #expect(rotation(frames.count - 1) == 90)
        }

        @Test func anUnknownPreviewIsAnErrorThatListsThem() {
            let scene = "swiftui \"Settings.swift\" preview \"Setings\"\n"
            do {
                _ = try Self.compiled(scene, files: ["Settings.swift": Self.file()])
                Issue.record("compiled")
            } catch {
                #expect(
                    "\(error)".contains(
                        "Settings.swift has no preview 'Setings'; it holds 'Settings', 'Preview-2'; did you mean"
                            + " 'Settings'?"), "\(error)")
            }
        }

        /// `unfold test FILE.swift` records each preview under GOLDENS/FILE/PREVIEW/, passes unchanged, and fails
        /// with words when a text or a padding changes in the Swift file.
        @Test func testRecordsPassesAndFailsOnTheSwiftFile() throws {
            let dir = tempDir("swiftui-suite")
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = dir.appendingPathComponent("Settings.swift")
            _ = write(Self.file(), to: file)
            let goldens = dir.appendingPathComponent("goldens").path
            let report = dir.appendingPathComponent("report").path
            let first = unfold("test", file.path, "--goldens", goldens, "--report", report)
            #expect(first.code == 0, "\(first.err)")
            #expect(
                first.out == """
                    RECORDED Settings/Preview-2 (default) (4 frames)
                    RECORDED Settings/Settings (default) (4 frames)
                    unfold test: 2 scenes: 2 recorded (report: \(report)/index.html)

                    """)
            let folder = URL(fileURLWithPath: goldens).appendingPathComponent("Settings/Settings")
            #expect(files(folder).contains("golden.json"))
            let again = unfold("test", file.path, "--goldens", goldens, "--report", report)
            #expect(again.code == 0)
            let passed = """
                PASS Settings/Preview-2 (default)
                PASS Settings/Settings (default)
                unfold test: 2 scenes: 2 passed (report: \(report)/index.html)

                """
            #expect(again.out == passed)
            // A folder takes its Swift files that hold previews.
            let folderRun = unfold("test", dir.path, "--goldens", goldens, "--report", report)
            #expect(folderRun.code == 0)
            #expect(folderRun.out == passed)
            _ = write(Self.file(wifi: "WiFi"), to: file)
            let text = unfold("test", file.path, "--goldens", goldens, "--report", report)
            #expect(text.code == 1)
            // The words name the row and the text that changed, at its Swift line: a text is as wide as its words.
            let lines = Self.file(wifi: "WiFi").components(separatedBy: "\n")
            let wifiLine = try #require(lines.firstIndex { $0.contains("Text(\"WiFi\")") }) + 1
            let accept = "to accept: unfold test \(file.path)/Settings --goldens \(goldens) --record failed"
            #expect(
                text.out == """
                    PASS Settings/Preview-2 (default)
                    FAIL Settings/Settings (default)
                      geometry: 1 element changed in 4 frames; largest: row-1: the text at Settings.swift:\(wifiLine) width −7.8
                      pixels: 4 of 4 kept frames differ; most: frame 0, 1,086 pixels
                      frame 0: row-1: the text at Settings.swift:\(wifiLine) width 42.0 → 34.2
                      frame 0: 1,086 pixels differ; largest change #000000 → #FFFFFF in row row-1 (element vstack-0)
                      frame 10: row-1: the text at Settings.swift:\(wifiLine) width 42.0 → 34.2
                      frame 10: 1,086 pixels differ; largest change #000000 → #FFFFFF in row row-1 (element vstack-0)
                      frame 20: row-1: the text at Settings.swift:\(wifiLine) width 42.0 → 34.2
                      … and 3 more in \(report)/index.html
                    \(accept)
                    unfold test: 2 scenes: 1 passed, 1 failed (report: \(report)/index.html)

                    """)
            _ = write(Self.file(padding: ".padding(30)"), to: file)
            let padded = unfold("test", file.path, "--goldens", goldens, "--report", report)
            #expect(padded.code == 1)
            // The words name the view at its Swift line.
            let padding = Self.file(padding: ".padding(30)").components(separatedBy: "\n")
            let wifi = try #require(padding.firstIndex { $0.contains(".padding(30)") }) + 1
            #expect(
                padded.out == """
                    PASS Settings/Preview-2 (default)
                    FAIL Settings/Settings (default)
                      geometry: 5 rows and 2 elements changed in 4 frames; largest: row-1: the vstack at Settings.swift:\(wifi) height +60.0
                      pixels: 4 of 4 kept frames differ; most: frame 0, 601,081 pixels
                      frame 0: row row-1 height 51.0 → 109.7
                      frame 0: row-1: the vstack at Settings.swift:\(wifi) y 0.7 → 0.0
                      frame 0: row-1: the vstack at Settings.swift:\(wifi) height 49.7 → 109.7
                      frame 0: row-1.text-1 is gone
                      frame 0: row row-2 y 90.3 → 149.0
                      … and 31 more in \(report)/index.html
                    \(accept)
                    unfold test: 2 scenes: 1 passed, 1 failed (report: \(report)/index.html)

                    """)
        }

        /// `unfold preview FILE.swift --preview NAME` (the path `FILE.swift/NAME`) and a scene whose header takes a
        /// preview both watch the Swift file: an edit to it is a new build.
        @Test func thePreviewReloadsWhenTheSwiftFileChanges() throws {
            let dir = tempDir("swiftui-live")
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = dir.appendingPathComponent("Settings.swift")
            _ = write(Self.file(), to: file)
            let scene = write(
                "swiftui \"Settings.swift\" preview \"Settings\"\nend 1\n",
                to: dir.appendingPathComponent("live.scene"))
            for path in [file.path + "/Settings", scene] {
                _ = write(Self.file(), to: file)
                let server = try PreviewTests.serve(path)
                defer { server.stop() }
                let port = server.port
                let before = RawHTTP.get(port, "/frame/default/0.png").body
                let events = PreviewTests.subscribe(port)
                defer { close(events) }
                _ = write(Self.file(wifi: "Wireless"), to: file)
                #expect(PreviewTests.nextBuildEvent(events)?.contains("\"ok\": true") == true, "\(path)")
                let after = RawHTTP.get(port, "/frame/default/0.png").body
                #expect(!before.isEmpty && !after.isEmpty && after != before, "\(path)")
            }
        }

        @Test func aFileWithSeveralPreviewsNeedsPreview() {
            let dir = tempDir("swiftui-cli")
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = write(Self.file(), to: dir.appendingPathComponent("Settings.swift"))
            let r = unfold("lint", file)
            #expect(r.code == 2)
            #expect(r.err == "unfold: \(file) holds 2 previews: say which with --preview ('Settings', 'Preview-2')\n")
            #expect(unfold("lint", file, "--preview", "Settings").code == 0)
            let broken = write(
                "struct A: View {\n    var body: some View { Text(\"x\" }\n}\n",
                to: dir.appendingPathComponent("B.swift"))
            let bad = unfold("lint", broken)
            #expect(bad.code == 2)
            #expect(bad.err == "unfold: \(broken):2:36: expected ')'\n")
        }

        /// The audit of a preview says each finding at its line of the Swift file, quoting that line; a
        /// DisclosureGroup's header is read by its title, so it is not an unlabelled button.
        @Test func theAuditSpeaksAtTheSwiftLine() throws {
            let dir = tempDir("swiftui-audit")
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = write(Self.file(), to: dir.appendingPathComponent("Settings.swift"))
            let lines = Self.file().components(separatedBy: "\n")
            let group = try #require(lines.firstIndex { $0.contains("DisclosureGroup(\"More\")") }) + 1
            let r = unfold("audit", file, "--preview", "Settings")
            // The elapsed seconds vary: written `in … s`.
            let said = (r.out + r.err).replacing(try Regex(#" in \d+\.\d+ s\b"#), with: " in … s")
            #expect(
                said == """
                    \(dir.path)/Settings.swift:\(group):13: warning: hit-region: 'hstack-2' of row row-4 can be tapped but is 329×20.666666666666668 pt; Apple's minimum is 44×44 pt
                                DisclosureGroup("More") {
                                ^
                    unfold audit: 1 scene: 0 errors, 1 warning
                    unfold: audited 1 scene in … s

                    """)
        }
    }
#endif
