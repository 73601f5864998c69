#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldSwiftSource
    import UnfoldTestSupport

    @testable import Unfold

    /// Issue 82, "The suite says what it could not read" (CLI "What a suite says about what it could not read"): a
    /// scene's warnings are part of its result in every output, `--strict` fails on them, and a pass over a source
    /// file that changed where Unfold does not read names the changed lines.
    @Suite(.serialized) struct SuiteWarningsTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        /// A view whose second text has a tint Unfold does not draw (line 8, column 18).
        static func view(tint: String = ".red", extra: String = "") -> String {
            """
            import SwiftUI

            struct FAQView: View {
                var body: some View {
                    VStack {
                        Text("Questions")\(extra)
                        Text("Answers")
                            .tint(\(tint))
                    }
                    .padding()
                }
            }

            #Preview("faq") { FAQView() }

            """
        }

        struct Run {
            let dir: URL
            let swift: String
            let goldens: String
            let report: String

            init(_ tag: String) {
                dir = tempDir(tag)
                let app = dir.appendingPathComponent("app")
                try? FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
                swift = write(SuiteWarningsTests.view(), to: app.appendingPathComponent("FAQView.swift"))
                goldens = dir.appendingPathComponent("goldens").path
                report = dir.appendingPathComponent("report").path
            }

            func test(_ flags: String...) -> CLIResult {
                unfold(["test", swift, "--goldens", goldens, "--report", report] + flags)
            }

            /// A file of the run, with its folder and its times written as they are for every run.
            func text(_ path: String) -> String {
                var s = String(decoding: bytes(URL(fileURLWithPath: path)), as: UTF8.self)
                s = s.replacingOccurrences(of: dir.path, with: "DIR")
                s = s.replacingOccurrences(of: dir.path.replacingOccurrences(of: "/", with: "\\/"), with: "DIR")
                for pattern in [#"time="[0-9.]+""#, #""seconds" : [0-9.e-]+"#] {
                    s = s.replacingOccurrences(of: pattern, with: "TIME", options: .regularExpression)
                }
                return s
            }
        }

        @Test func warningsArePartOfEveryResult() throws {
            let run = Run("suite-warnings")
            defer { try? FileManager.default.removeItem(at: run.dir) }
            let place = "\(run.swift):8:18"
            let recorded = run.test()
            #expect(recorded.code == 0)
            #expect(
                recorded.out == """
                    RECORDED FAQView/faq (default) (4 frames, 1 warning)
                    unfold test: 1 scene: 1 recorded (report: \(run.report)/index.html)

                    """)
            // golden.json keeps the warnings and the Swift file's digests, named from the scene's folder.
            struct Kept: Decodable {
                var sceneHash: String
                var warnings: [WarningRecord]
                var sources: [SourceRecord]
            }
            let golden = try JSONDecoder().decode(
                Kept.self, from: bytes(URL(fileURLWithPath: run.goldens + "/FAQView/faq/golden.json")))
            #expect(
                golden.warnings == [
                    WarningRecord(file: "FAQView.swift", line: 8, column: 18, words: "tint on 'text' is not drawn")
                ])
            #expect(golden.sources == [SourceRecord(file: "FAQView.swift", bytes: Array(Self.view().utf8))])
            #expect(golden.sources[0].hash == GoldenManifest.hash(Array(Self.view().utf8)))
            // Fourteen lines and the empty one after the last line break, eight hex digits each.
            #expect(golden.sources[0].lines.count == 8 * 15)
            #expect(golden.sources[0].lines.hasPrefix("1dcdd58d811c9dc5"))

            let passed = run.test("--junit", run.dir.appendingPathComponent("junit.xml").path)
            #expect(passed.code == 0)
            #expect(
                passed.out == """
                    PASS FAQView/faq (default) (1 warning)
                    unfold test: 1 scene: 1 passed (report: \(run.report)/index.html)

                    """)
            #expect(
                run.text(run.dir.appendingPathComponent("junit.xml").path) == """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <testsuites name="unfold test" tests="1" failures="0" errors="0" skipped="0" TIME>
                      <testsuite name="unfold" tests="1" failures="0" errors="0" skipped="0" TIME>
                        <testcase classname="unfold.default" name="FAQView/faq (default)" file="DIR/app/FAQView.swift" TIME>
                          <properties>
                            <property name="unfold.warnings" value="1"/>
                          </properties>
                          <system-out>warning: DIR/app/FAQView.swift:8:18: tint on 'text' is not drawn</system-out>
                        </testcase>
                      </testsuite>
                    </testsuites>

                    """)
            #expect(
                run.text(run.report + "/results.json") == """
                    {
                      "results" : [
                        {
                          "accept" : {
                            "accessibility" : false,
                            "allVariants" : false,
                            "audit" : false,
                            "goldens" : "DIR\\/goldens",
                            "record" : "failed",
                            "scene" : "DIR\\/app\\/FAQView.swift\\/faq"
                          },
                          "failures" : [

                          ],
                          "goldenFolder" : "DIR\\/goldens\\/FAQView\\/faq",
                          "goldens" : "DIR\\/goldens",
                          "keptFrames" : [
                            0,
                            10,
                            20,
                            29
                          ],
                          "name" : "FAQView\\/faq",
                          "scene" : "DIR\\/app\\/FAQView.swift\\/faq",
                          "sceneHash" : "\(golden.sceneHash)",
                          TIME,
                          "status" : "passed",
                          "variant" : "default",
                          "warnings" : [
                            {
                              "column" : 18,
                              "file" : "DIR\\/app\\/FAQView.swift",
                              "line" : 8,
                              "words" : "tint on 'text' is not drawn"
                            }
                          ]
                        }
                      ],
                      "version" : 1
                    }

                    """)
            // The report's page carries them in its data, shown under the scene.
            let page = run.text(run.report + "/index.html")
            #expect(page.contains(#""words" : "tint on 'text' is not drawn""#))
            #expect(page.contains("list.appendChild(el('li', { class: 'warning' }, place + ': ' + w.words));"))

            let verbose = run.test("--verbose")
            #expect(
                verbose.out == """
                    PASS FAQView/faq (default) (1 warning)
                      warning: \(place): tint on 'text' is not drawn
                    unfold test: 1 scene: 1 passed (report: \(run.report)/index.html)

                    """)
            let strict = run.test("--strict")
            #expect(strict.code == 1)
            #expect(
                strict.out == """
                    FAIL FAQView/faq (default): 1 warning (--strict)
                      warning: \(place): tint on 'text' is not drawn
                    unfold test: 1 scene: 1 failed (report: \(run.report)/index.html)

                    """)
        }

        /// Source changed, frames did not: the tint's colour changes (line 8), then a comment moves it to line 9.
        @Test func aPassOverAChangedSourceNamesTheLinesNotRead() throws {
            let run = Run("suite-changed")
            defer { try? FileManager.default.removeItem(at: run.dir) }
            #expect(run.test().code == 0)
            _ = write(Self.view(tint: ".blue"), to: URL(fileURLWithPath: run.swift))
            let tint = run.test()
            #expect(tint.code == 0)
            #expect(
                tint.out == """
                    PASS FAQView/faq (default) (1 warning) (FAQView.swift changed: line 8 is not read by Unfold: tint on 'text' is not drawn)
                    unfold test: 1 scene: 1 passed (report: \(run.report)/index.html)

                    """)
            _ = write(Self.view(tint: ".blue", extra: "\n            // a note"), to: URL(fileURLWithPath: run.swift))
            let moved = run.test()
            #expect(
                moved.out == """
                    PASS FAQView/faq (default) (1 warning) (FAQView.swift changed: lines 7, 9 are not read by Unfold: tint on 'text' is not drawn)
                    unfold test: 1 scene: 1 passed (report: \(run.report)/index.html)

                    """)
            // With --strict, a view without warnings whose source changed unread fails.
            let plain = Self.view().split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.contains(".tint")
            }.joined(separator: "\n")
            _ = write(plain, to: URL(fileURLWithPath: run.swift))
            #expect(run.test("--record", "all").code == 0)
            _ = write(
                plain.replacingOccurrences(of: "import SwiftUI", with: "import SwiftUI // the app"),
                to: URL(fileURLWithPath: run.swift))
            let strict = run.test("--strict")
            #expect(strict.code == 1)
            // Recording it again (the accept command) takes the new file as read.
            #expect(
                strict.out == """
                    FAIL FAQView/faq (default): FAQView.swift changed: line 1 is not read by Unfold (--strict)
                    to accept: unfold test \(run.swift)/faq --goldens \(run.goldens) --record failed
                    unfold test: 1 scene: 1 failed (report: \(run.report)/index.html)

                    """)
            #expect(run.test("--strict", "--record", "failed").code == 0)
            #expect(run.test("--strict").out.hasPrefix("PASS FAQView/faq (default)\n"))
        }

        /// `render` prints each warning once (it printed each twice), as `lint` does.
        @Test func renderPrintsEachWarningOnce() {
            let run = Run("suite-render")
            defer { try? FileManager.default.removeItem(at: run.dir) }
            let said = """
                \(run.swift):8:18: warning: tint on 'text' is not drawn
                                .tint(.red)
                                 ^

                """
            #expect(unfold("lint", run.swift).err == said)
            let out = run.dir.appendingPathComponent("frames").path
            let rendered = unfold("render", run.swift, "-o", out, "--quiet")
            #expect(rendered.code == 0)
            #expect(rendered.err == said)
            let gif = unfold("render", run.swift, "-o", out + ".gif", "--quiet")
            #expect(gif.err == said)
        }

        /// The changed lines of a source file against its record: a line changed, a line added, and a record of a
        /// file so unlike this one that a line-by-line diff would take long (said changed whole, at once).
        @Test func changedLinesAgainstARecord() {
            func record(_ text: String) -> SourceRecord { SourceRecord(file: "F.swift", bytes: Array(text.utf8)) }
            #expect(record("a\nb\nc\n").changedLines(Array("a\nX\nc\n".utf8)) == [2])
            #expect(record("a\nb\nc\n").changedLines(Array("a\nb\nY\nc\n".utf8)) == [3])
            #expect(record("a\nb\nc\n").changedLines(Array("a\nc\n".utf8)) == [])
            let old = (0..<30_000).map { "old \($0)" }.joined(separator: "\n")
            let new = "same\n" + (0..<30_000).map { "new \($0)" }.joined(separator: "\n") + "\nend"
            #expect(record("same\n" + old + "\nend").changedLines(Array(new.utf8)) == Array(2...30_001))
            #expect(SourceRecord.runs([2, 3, 4, 7, 9, 10]) == "2–4, 7, 9–10")
        }

        /// A `golden.json` whose records of warnings or sources no recording could write is refused, in words.
        @Test func damagedSourceRecordsAreRefused() throws {
            let run = Run("suite-damaged")
            defer { try? FileManager.default.removeItem(at: run.dir) }
            #expect(run.test().code == 0)
            let file = run.goldens + "/FAQView/faq/golden.json"
            let text = String(decoding: bytes(URL(fileURLWithPath: file)), as: UTF8.self)
            for (from, to, words) in [
                (#""line" : 8"#, #""line" : -3"#, "'warnings' holds line -3"),
                (#""lines" : ""#, #""lines" : "xyz"#, "'sources' holds line digests that are not eight hex digits each")
            ] {
                try Data(text.replacingOccurrences(of: from, with: to).utf8).write(to: URL(fileURLWithPath: file))
                let damaged = run.test()
                #expect(damaged.code == 1)
                #expect(
                    damaged.out.hasPrefix(
                        "ERROR FAQView/faq (default): \(file): \(words) (recording again with --record all replaces it)\n"
                    ),
                    "\(damaged.out)")
            }
        }
    }
#endif
