#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldSwiftSource
    import UnfoldTestSupport

    @testable import Unfold

    /// Issue 82: Swift files that crashed, hung or lost goldens, each through the public commands. Every file is
    /// made here; each test failed on the code before the fix (a signal, a hang past 10 s, or a folder deleted).
    @Suite(.serialized) struct HostileSwiftTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        /// A one-row view and `previews`, each a `#Preview` line.
        static func file(body: String = "Text(\"Hello\")", head: String = "", previews: [String]) -> String {
            """
            import SwiftUI
            \(head)
            struct Row: View {
                var body: some View {
                    \(body)
                }
            }

            """ + previews.joined(separator: "\n") + "\n"
        }

        /// Points 11 and 12: a preview titled "..", "." or "" and a scene file named `..scene` or `...scene` would
        /// name the goldens folder itself (or the file's folder of previews, or a folder above); recording replaced
        /// it and every other golden was lost. Each is now the scene's error, and nothing else is touched.
        @Test func aNameThatIsNotAFolderIsAnErrorAndNoGoldenIsLost() throws {
            let dir = tempDir("hostile-names")
            defer { try? FileManager.default.removeItem(at: dir) }
            let goldens = dir.appendingPathComponent("goldens")
            let keep = goldens.appendingPathComponent("other/golden.json")
            try FileManager.default.createDirectory(
                at: keep.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("kept".utf8).write(to: keep)
            let report = dir.appendingPathComponent("report").path
            for (title, shown) in [("..", "'..'"), (".", "'.'"), ("", "''"), ("a/../../b", "'a/../../b'")] {
                let sub = dir.appendingPathComponent("s-\(shown.count)-\(title.count)")
                try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                let swift = write(
                    Self.file(previews: ["#Preview(\"\(title)\") { Row() }", "#Preview(\"ok\") { Row() }"]),
                    to: sub.appendingPathComponent("Dots.swift"))
                for record in ["missing", "all"] {
                    let run = unfold("test", swift, "--goldens", goldens.path, "--report", report, "--record", record)
                    #expect(run.code == 1, "\(title): \(run.err)")
                    let why =
                        title.contains("/")
                        ? "the preview's name \(shown) cannot name a golden folder: it holds '/': rename it"
                        : "the preview's name \(shown) cannot name a golden folder (it would be the goldens folder or a"
                            + " folder above it): rename it"
                    // The other preview is recorded or passes as ever.
                    #expect(run.out.hasPrefix("ERROR Dots/\(title) (default): \(why)\n"), "\(run.out)")
                    #expect(
                        run.out.contains("\nRECORDED Dots/ok (default)") || run.out.contains("\nPASS Dots/ok (default)")
                    )
                    #expect(bytes(keep) == Data("kept".utf8))
                    #expect(files(goldens.appendingPathComponent("Dots")) == ["ok"])
                }
            }
            for name in ["..scene", "...scene"] {
                let scene = write(smallScene, to: dir.appendingPathComponent(name))
                let run = unfold("test", scene, "--goldens", goldens.path, "--report", report, "--record", "all")
                #expect(run.code == 1)
                let stem = String(name.dropLast(6))
                #expect(
                    run.out.hasPrefix(
                        "ERROR \(stem) (default): the scene file's name '\(stem)' cannot name a golden folder (it would be"
                            + " the goldens folder or a folder above it): rename it\n"), "\(run.out)")
                #expect(bytes(keep) == Data("kept".utf8))
            }
            let swift = write(
                Self.file(previews: ["#Preview(\"p\") { Row() }"]), to: dir.appendingPathComponent("...swift"))
            let run = unfold("test", swift, "--goldens", goldens.path, "--report", report, "--record", "all")
            #expect(
                run.out.hasPrefix(
                    "ERROR ../p (default): the Swift file's name '..' cannot name a golden folder (it would be the"
                        + " goldens folder or a folder above it): rename it\n"), "\(run.out)")
            #expect(bytes(keep) == Data("kept".utf8))
            #expect(files(goldens).sorted() == ["Dots", "other"])
        }

        /// Point 13: two previews of one name (a title twice, or a title `Preview-2` beside an untitled second
        /// preview): one was silently never tested. It is an error naming both lines.
        @Test func twoPreviewsOfOneNameAreAnErrorNamingBothLines() {
            let dir = tempDir("hostile-dup")
            defer { try? FileManager.default.removeItem(at: dir) }
            let twice = write(
                Self.file(previews: ["#Preview(\"dup\") { Row() }", "#Preview(\"dup\") { Row() }"]),
                to: dir.appendingPathComponent("Twice.swift"))
            let lint = unfold("lint", twice)
            #expect(lint.code == 2)
            #expect(
                lint.err
                    == "unfold: \(twice):9:1: two previews are named 'dup' (lines 8 and 9): one would never be drawn"
                    + " or tested; give one another title\n")
            let placed = write(
                Self.file(previews: ["#Preview(\"Preview-2\") { Row() }", "#Preview { Row() }"]),
                to: dir.appendingPathComponent("Placed.swift"))
            let test = unfold(
                "test", placed, "--goldens", dir.appendingPathComponent("g").path, "--report",
                dir.appendingPathComponent("r").path)
            #expect(test.code == 1)
            #expect(
                test.out.hasPrefix(
                    "ERROR Placed.swift (default): \(placed):9:1: two previews are named 'Preview-2' (lines 8 and 9): one"
                        + " would never be drawn or tested; give one another title\n"), "\(test.out)")
        }

        /// Point 23: a title with a newline is escaped, so each result is one line.
        @Test func aTitleWithANewlineIsOneLine() {
            let dir = tempDir("hostile-newline")
            defer { try? FileManager.default.removeItem(at: dir) }
            let swift = write(
                Self.file(previews: ["#Preview(\"two\\nlines\") { Row() }"]), to: dir.appendingPathComponent("N.swift"))
            let run = unfold(
                "test", swift, "--goldens", dir.appendingPathComponent("g").path, "--report",
                dir.appendingPathComponent("r").path)
            #expect(run.code == 0, "\(run.err)")
            #expect(run.out.hasPrefix("RECORDED N/two\\u{0A}lines (default) (4 frames)\nunfold test: 1 scene"))
        }

        /// Point 1: an animation too long for a scene (`.linear(duration: 1e19)`, a spring of response 1e300 or of
        /// stiffness 1e-300) trapped converting a Double to Int; it is now a warning at its line, and the scene's
        /// animation is used.
        @Test func anAnimationTooLongIsAWarningAtItsLine() throws {
            let dir = tempDir("hostile-animation")
            defer { try? FileManager.default.removeItem(at: dir) }
            for (animation, shown) in [
                (".linear(duration: 1e19)", ".linear(duration: 1e19)"),
                (".spring(response: 1e300)", ".spring(response: 1e300)"),
                (".interpolatingSpring(stiffness: 1e-300, damping: 1)", ".interpolatingSpring(stiffness: 1e-30…"),
                (".easeIn(duration: 1e308 * 10)", ".easeIn(duration: 1e308 * 10)")
            ] {
                let body = """
                    VStack {
                                Text("Title")
                                if open { Text("Body") }
                            }
                            .onTapGesture { withAnimation(\(animation)) { open.toggle() } }
                    """
                let swift = write(
                    Self.file(body: body, head: "", previews: ["#Preview { Row() }"])
                        .replacingOccurrences(
                            of: "struct Row: View {", with: "struct Row: View {\n    @State var open = false"),
                    to: dir.appendingPathComponent("A.swift"))
                let still = unfold("still", swift, "--at", "1", "-o", dir.appendingPathComponent("a.png").path)
                #expect(still.code == 0, "\(animation): \(still.err)")
                #expect(
                    still.err.hasPrefix(
                        "\(swift):10:39: warning: animation '\(shown)' is not one Unfold reads: the scene's animation"
                            + " is used\n"), "\(still.err)")
                // The scene's animation: the template says none of its own.
                let imported = unfold("import", swift)
                #expect(imported.code == 0)
                #expect(imported.out.contains("cell row layout swiftui\n"), "\(imported.out)")
            }
        }

        /// Point 2: a row taken from a literal array by an index out of Int's range (`faqs[1e19]`) trapped; it is
        /// not a row the file gives, said as for any index out of the array.
        @Test func anIndexOutOfRangeIsNotARow() {
            let dir = tempDir("hostile-index")
            defer { try? FileManager.default.removeItem(at: dir) }
            let file = """
                import SwiftUI
                struct FAQ { let question: String }
                let faqs = [FAQ(question: "One"), FAQ(question: "Two")]
                struct FAQRow: View {
                    let faq: FAQ
                    var body: some View { Text(faq.question) }
                }
                #Preview { FAQRow(faq: faqs[1e19]) }
                #Preview("in") { FAQRow(faq: faqs[1]) }
                """
            let swift = write(file, to: dir.appendingPathComponent("F.swift"))
            let out = unfold("lint", swift + "/Preview-1")
            #expect(out.code == 0)
            #expect(
                out.err == """
                    \(swift):8:24: warning: 'faqs[1e19]' is not an element of 'faqs' (2 elements): its texts are drawn empty
                    #Preview { FAQRow(faq: faqs[1e19]) }
                                           ^

                    """)
            let rendered = dir.appendingPathComponent("in")
            #expect(unfold("render", swift + "/in", "-o", rendered.path, "--quiet").code == 0)
            let timeline = String(decoding: bytes(rendered.appendingPathComponent("timeline.json")), as: UTF8.self)
            #expect(timeline.contains("\"text\": \"Two\""), "\(timeline.prefix(300))")
        }

        /// Point 3: a UIKit constraint whose multiplier or constant is not finite (`1e308 * 10`, NaN) reached GLPK,
        /// which aborted the process. It is left out, with a warning at its line.
        @Test func aConstraintThatIsNotFiniteIsLeftOutWithAWarning() throws {
            let dir = tempDir("hostile-constraint")
            defer { try? FileManager.default.removeItem(at: dir) }
            for (value, words) in [
                (
                    "multiplier: 1e308 * 10",
                    "multiplier '1e308 * 10' is out of range (multipliers lie within -10000…10000)"
                ),
                (
                    "multiplier: 1e308 * 10 - 1e308 * 10",
                    "multiplier '1e308 * 10 - 1e308 * 10' is not a number (multipliers lie within -10000…10000)"
                ),
                ("constant: 1e308 * 10", "constant '1e308 * 10' is out of range (constants lie within -100000…100000)")
            ] {
                let cell = """
                    import UIKit
                    final class BadCell: UITableViewCell {
                        let title = UILabel()
                        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                            super.init(style: style, reuseIdentifier: reuseIdentifier)
                            title.translatesAutoresizingMaskIntoConstraints = false
                            contentView.addSubview(title)
                            NSLayoutConstraint.activate([
                                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                                title.widthAnchor.constraint(equalTo: contentView.widthAnchor, \(value)),
                                contentView.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 12),
                            ])
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """
                _ = write(cell, to: dir.appendingPathComponent("BadCell.swift"))
                let scene = write(
                    "canvas 390x300\ncell c from \"BadCell.swift\"\nrows c\n  a title \"Hi\"\n",
                    to: dir.appendingPathComponent("bad.scene"))
                let still = unfold("still", scene, "--at", "0", "-o", dir.appendingPathComponent("a.png").path)
                #expect(still.code == 0, "\(value): \(still.err)")
                // At the number's column; the constraint is then skipped, as one that cannot be evaluated is.
                let column = value.hasPrefix("constant") ? 86 : 88
                #expect(
                    still.err.hasPrefix(
                        "\(scene):2:13: warning: BadCell.swift:11:\(column): a constraint's \(words): the constraint is"
                            + " left out\n"), "\(still.err)")
            }
        }

        /// Point 4: tens of thousands of `.padding()` in one chain (under the 4 MB limit) overflowed the stack
        /// inside SwiftSyntax (SIGSEGV); the nesting limit counts brackets only. Now an error at the expression.
        @Test func aChainTooLongIsAnErrorAtItsStart() {
            let dir = tempDir("hostile-chain")
            defer { try? FileManager.default.removeItem(at: dir) }
            let swift = write(
                Self.file(
                    body: "Text(\"x\")" + String(repeating: ".padding()", count: 30_000),
                    previews: ["#Preview { Row() }"]),
                to: dir.appendingPathComponent("Chain.swift"))
            let expected =
                "unfold: \(swift):5:9: an expression nested more than 4000 levels deep (a chain of calls or members this"
                + " long): Unfold does not read such a file\n"
            for command in [["lint", swift], ["import", swift], ["still", swift, "--at", "0"]] {
                let run = unfold(
                    command + (command[0] == "still" ? ["-o", dir.appendingPathComponent("a.png").path] : []))
                #expect(run.code == 2, "\(command[0])")
                #expect(run.err == expected, "\(command[0]): \(run.err)")
            }
            // A chain an app writes (200 modifiers) is read.
            let fine = write(
                Self.file(
                    body: "Text(\"x\")" + String(repeating: ".opacity(1)", count: 200), previews: ["#Preview { Row() }"]
                ),
                to: dir.appendingPathComponent("Fine.swift"))
            #expect(unfold("lint", fine).code == 0)
        }

        /// Point 5: constants defined by doubling (`let c1 = c0 + c0` …) were evaluated 2^N times: 26 of them hung.
        @Test func constantsDefinedByDoublingAreEvaluatedOnce() throws {
            let dir = tempDir("hostile-doubling")
            defer { try? FileManager.default.removeItem(at: dir) }
            let lets = (0..<30).map { "let c\($0 + 1) = c\($0) + c\($0)" }.joined(separator: "\n")
            let swift = write(
                Self.file(
                    body: "Text(\"x\").padding(c30 - c30 + 3)", head: "let c0 = 1.0\n" + lets,
                    previews: ["#Preview { Row() }"]), to: dir.appendingPathComponent("D.swift"))
            let imported = unfold("import", swift)
            #expect(imported.code == 0, "\(imported.err)")
            #expect(imported.err == "")
            #expect(imported.out.contains("padding 3"), "\(imported.out)")
        }

        /// Point 6: comments between brackets (`[/**/[/**/…`) passed the guard against runs of `[`, and the
        /// parser's look-ahead went exponential. Brackets in comments and strings do not count.
        @Test func commentsBetweenBracketsDoNotHideARun() {
            let dir = tempDir("hostile-brackets")
            defer { try? FileManager.default.removeItem(at: dir) }
            let run = "let a = " + String(repeating: "[/**/", count: 40) + String(repeating: "]", count: 40)
            let swift = write(
                Self.file(head: run, previews: ["#Preview { Row() }"]), to: dir.appendingPathComponent("B.swift"))
            let lint = unfold("lint", swift)
            #expect(lint.code == 2)
            #expect(
                lint.err
                    == "unfold: \(swift):2:9: more than 16 '[' open in a row: Unfold does not read such a file (Swift's"
                    + " parser takes exponential time on it)\n")
            let lineComments = "let a = " + String(repeating: "[ // x\n", count: 40) + String(repeating: "]", count: 40)
            let second = write(
                Self.file(head: lineComments, previews: ["#Preview { Row() }"]),
                to: dir.appendingPathComponent("C.swift"))
            #expect(unfold("lint", second).code == 2)
            // Brackets inside a comment or a string are not code: such a file is read.
            let quoted =
                "// " + String(repeating: "[", count: 40) + "\nlet s = \"" + String(repeating: "[", count: 40)
                + "\"\nlet t = \"\\(1)\" + #\"[[[[[[[[[[[[[[[[[[[[\"#"
            let fine = write(
                Self.file(head: quoted, previews: ["#Preview { Row() }"]), to: dir.appendingPathComponent("Q.swift"))
            let ok = unfold("lint", fine)
            #expect(ok.code == 0, "\(ok.err)")
            // An interpolation's code is code.
            let interpolated =
                "let s = \"\\(" + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + ")\""
            let third = write(
                Self.file(head: interpolated, previews: ["#Preview { Row() }"]),
                to: dir.appendingPathComponent("I.swift"))
            #expect(unfold("lint", third).code == 2)
        }

        /// Point 7: a file of 500 one-line previews read each preview's scene by reading the whole file and building
        /// every preview again (quadratic). The file is now read once per run, for all its previews.
        @Test func aFileOfManyPreviewsIsReadOnce() {
            let dir = tempDir("hostile-previews")
            defer { try? FileManager.default.removeItem(at: dir) }
            let swift = write(
                Self.file(previews: (1...30).map { "#Preview(\"p\($0)\") { Row() }" }),
                to: dir.appendingPathComponent("M.swift"))
            let run = unfold(
                "test", swift, "--goldens", dir.appendingPathComponent("g").path, "--report",
                dir.appendingPathComponent("r").path, "--geometry-only", "--quiet")
            #expect(run.code == 0, "\(run.err)")
            #expect(run.out.contains("unfold test: 30 scenes: 30 recorded"), "\(run.out)")
            #expect(ReadPreviews.shared.reads(of: swift) == 1)
        }

        /// Point 20: an I/O failure of a preview's golden folder was said as "no such scene file".
        @Test func aGoldenFolderThatCannotBeReadIsSaidSo() throws {
            let dir = tempDir("hostile-golden-io")
            defer { try? FileManager.default.removeItem(at: dir) }
            let swift = write(
                Self.file(previews: ["#Preview(\"p\") { Row() }"]), to: dir.appendingPathComponent("G.swift"))
            let goldens = dir.appendingPathComponent("g")
            let folder = goldens.appendingPathComponent("G/p")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // golden.json is a folder: it is there and cannot be read.
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("golden.json"), withIntermediateDirectories: true)
            let run = unfold("test", swift, "--goldens", goldens.path, "--report", dir.appendingPathComponent("r").path)
            #expect(run.code == 3)
            #expect(
                run.out.hasPrefix("ERROR G/p (default): \(folder.path)/golden.json: cannot read the file\n"),
                "\(run.out)")
        }

        /// Point 15: Swift's string escapes were drawn as written (`say \"hi\"` with its backslashes). A literal is
        /// read as Swift reads it, in a SwiftUI text, a title and a UIKit label; a raw string keeps its backslashes.
        @Test func stringLiteralsAreReadAsSwiftReadsThem() throws {
            let dir = tempDir("hostile-escapes")
            defer { try? FileManager.default.removeItem(at: dir) }
            let swift = write(
                Self.file(
                    body: ##"VStack { Text("say \"hi\"\tnow \u{1F600}"); Text(#"raw \n"#) }"##,
                    previews: ["#Preview { Row() }"]), to: dir.appendingPathComponent("E.swift"))
            let out = dir.appendingPathComponent("out")
            let run = unfold("render", swift, "-o", out.path, "--quiet")
            #expect(run.code == 0, "\(run.err)")
            let timeline = try JSONSerialization.jsonObject(with: bytes(out.appendingPathComponent("timeline.json")))
            let frames = try #require((timeline as? [String: Any])?["frames"] as? [[String: Any]])
            let rows = try #require(frames.first?["rows"] as? [[String: Any]])
            let texts = (rows.first?["elements"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            #expect(texts == ["say \"hi\"\tnow \u{1F600}", #"raw \n"#])
        }

        /// Point 9: a UIKit cell in code of 3,000 views took the solver 26 s; the Swift reader allowed 5,000 where
        /// an Interface Builder cell may have 400. It is the contract's budget now, said as for such a cell.
        @Test func aCellOfMoreThan400ViewsIsRefusedAsAnInterfaceBuilderCellIs() throws {
            let dir = tempDir("hostile-views")
            defer { try? FileManager.default.removeItem(at: dir) }
            func cell(_ count: Int) -> String {
                let labels = (1...count).map { "    let l\($0) = UILabel()" }.joined(separator: "\n")
                let added = (1...count).map { "        contentView.addSubview(l\($0))" }.joined(separator: "\n")
                return """
                    import UIKit
                    final class ManyCell: UITableViewCell {
                    \(labels)
                        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                            super.init(style: style, reuseIdentifier: reuseIdentifier)
                    \(added)
                        }
                        required init?(coder: NSCoder) { fatalError() }
                    }
                    """
            }
            let scene = write(
                "canvas 390x300\ncell c from \"ManyCell.swift\"\nrows c\n  a\n",
                to: dir.appendingPathComponent("m.scene"))
            _ = write(cell(3_000), to: dir.appendingPathComponent("ManyCell.swift"))
            let many = unfold("lint", scene)
            #expect(many.code == 2)
            #expect(
                many.err.hasPrefix(
                    "\(scene):2:13: error: ManyCell.swift:2:13: the cell creates 3000 views; Unfold lays out at most 400"
                        + " in a cell\n"), "\(many.err)")
            _ = write(cell(400), to: dir.appendingPathComponent("ManyCell.swift"))
            let most = unfold("lint", scene)
            #expect(most.code == 0, "\(most.err)")
        }

        /// Point 17: values the scene language refuses (`.cornerRadius(1e16)`, `.rotationEffect(.degrees(x ? 1e16 :
        /// 0))`, a UIKit constant `isExpanded ? 1e16 : 0`) were written into the scene made of the file, so the
        /// preview failed and `import` wrote a scene that does not lint. Each is a warning at its Swift line now.
        @Test func valuesTheSceneRefusesAreWarningsNotSceneText() throws {
            let dir = tempDir("hostile-values")
            defer { try? FileManager.default.removeItem(at: dir) }
            let body = """
                HStack {
                            Text("Title")
                            Image(systemName: "chevron.down")
                                .rotationEffect(.degrees(open ? 1e16 : 0))
                                .cornerRadius(1e16)
                        }
                        .onTapGesture { open.toggle() }
                """
            let swift = write(
                Self.file(body: body, previews: ["#Preview { Row() }"]).replacingOccurrences(
                    of: "struct Row: View {", with: "struct Row: View {\n    @State var open = false"),
                to: dir.appendingPathComponent("R.swift"))
            let lint = unfold("lint", swift)
            #expect(lint.code == 0)
            #expect(
                lint.err == """
                    \(swift):9:18: warning: rotationEffect '.degrees(open ? 1e16 : 0)' is not read: Unfold reads angles the file gives, from -3,600° to 3,600°
                                    .rotationEffect(.degrees(open ? 1e16 : 0))
                                     ^
                    \(swift):10:18: warning: cornerRadius '1e16' is not read: Unfold reads 0 to 10,000 pt
                                    .cornerRadius(1e16)
                                     ^

                    """)
            let imported = unfold("import", swift, "-o", dir.appendingPathComponent("r.scene").path)
            #expect(imported.code == 0)
            #expect(unfold("lint", dir.appendingPathComponent("r.scene").path).code == 0)
            let cell = """
                import UIKit
                struct Item { let name: String; var isExpanded: Bool }
                final class TallCell: UITableViewCell {
                    private let nameLabel = UILabel()
                    private lazy var stack = UIStackView(arrangedSubviews: [nameLabel])
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        stack.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(stack)
                        NSLayoutConstraint.activate([
                            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                        ])
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func configure(with item: Item) {
                        nameLabel.text = item.name
                        nameLabel.numberOfLines = item.isExpanded ? 1e16 : 2
                    }
                }
                """
            _ = write(cell, to: dir.appendingPathComponent("TallCell.swift"))
            let scene = write(
                "canvas 390x300\ncell c from \"TallCell.swift\"\nrows c\n  a name \"Tea\"\n",
                to: dir.appendingPathComponent("t.scene"))
            let tall = unfold("lint", scene)
            #expect(tall.code == 0, "\(tall.err)")
            #expect(
                tall.err.hasPrefix(
                    "\(scene):2:13: warning: TallCell.swift:20:35: a number of lines 'item.isExpanded ? 1e16 : 2' is not"
                        + " read: Unfold reads 0 to 10000\n"), "\(tall.err)")
        }

        /// Point 19: a problem in the scene made of a preview was said at the made text's line and column, printed
        /// as the Swift file's, quoting an unrelated Swift line. It is said at the Swift line the element comes from.
        @Test func aProblemInTheMadeSceneIsAtTheSwiftLine() {
            let dir = tempDir("hostile-made")
            defer { try? FileManager.default.removeItem(at: dir) }
            let body = """
                VStack {
                            Text("Title")
                                .accessibilityIdentifier("same")
                            Text("Body")
                                .accessibilityIdentifier("same")
                        }
                """
            let swift = write(
                Self.file(body: body, previews: ["#Preview { Row() }"]), to: dir.appendingPathComponent("S.swift"))
            let lint = unfold("lint", swift)
            #expect(lint.code == 2)
            #expect(
                lint.err == """
                    \(swift):8:13: error: in the scene text Unfold made of this preview: element id 'same' is used twice in template 'row'
                                Text("Body")
                                ^

                    """)
        }

        /// Point 22: invalid UTF-8 in a string literal was drawn by `still`, and `import` said the file held no view.
        /// Swift reads only UTF-8: the file is refused at the first bad byte.
        @Test func invalidUTF8IsRefusedAtItsByte() {
            let dir = tempDir("hostile-utf8")
            defer { try? FileManager.default.removeItem(at: dir) }
            let url = dir.appendingPathComponent("U.swift")
            let text = Self.file(body: "Text(\"bad XX here\")", previews: ["#Preview { Row() }"])
            var bytes = Array(text.utf8)
            let at = bytes.firstIndex(of: UInt8(ascii: "X"))!
            bytes[at] = 0xFF
            bytes[at + 1] = 0xFE
            try? Data(bytes).write(to: url)
            let said =
                "unfold: \(url.path):5:19: the file is not valid UTF-8 (byte 0xFF here): Swift reads only UTF-8 text\n"
            for command in [
                ["lint"], ["import"], ["still", "--at", "0", "-o", dir.appendingPathComponent("u.png").path]
            ] {
                let run = unfold([command[0], url.path] + command.dropFirst())
                #expect(run.code == 2, "\(command[0])")
                #expect(run.err == said, "\(command[0]): \(run.err)")
            }
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("u.png").path))
        }

        /// Point 21: the preview server showed a Swift file's syntax error, or a file that now holds two previews of
        /// one name, as "cannot read G.swift" at 1:1. It shows the file's own words at their line and column.
        @Test func thePreviewShowsASwiftFilesProblemAtItsLine() throws {
            let dir = tempDir("hostile-preview")
            defer { try? FileManager.default.removeItem(at: dir) }
            let url = dir.appendingPathComponent("G.swift")
            _ = write(Self.file(previews: ["#Preview(\"a\") { Row() }", "#Preview(\"a\") { Row() }"]), to: url)
            guard case .failure(let twice) = PreviewBuild.make(id: 1, path: url.path + "/a") else {
                Issue.record("a file with two previews named 'a' was built")
                return
            }
            #expect(twice.json.count == 1)
            #expect(twice.json.first?["line"] as? Int == 9)
            #expect(twice.json.first?["column"] as? Int == 1)
            #expect(
                twice.json.first?["message"] as? String
                    == "two previews are named 'a' (lines 8 and 9): one would never be drawn or tested; give one"
                    + " another title")
            #expect(twice.json.first?["source"] as? String == "#Preview(\"a\") { Row() }")
            _ = write(Self.file(body: "Text(\"x\"", previews: ["#Preview(\"a\") { Row() }"]), to: url)
            guard case .failure(let broken) = PreviewBuild.make(id: 2, path: url.path + "/a") else {
                Issue.record("a file that does not parse was built")
                return
            }
            #expect(broken.json.first?["line"] as? Int == 5)
            #expect((broken.json.first?["message"] as? String)?.contains("cannot read") == false)
        }

        /// Point 8: a 4 MB file of 320,000 one-line `let`s took 32 s and 664 MB to lint, all of it in the parser.
        /// A file of more than 50,000 lines is refused before parsing, at the first line past the limit.
        @Test func aFileOfTooManyLinesIsRefusedBeforeParsing() {
            let dir = tempDir("hostile-lines")
            defer { try? FileManager.default.removeItem(at: dir) }
            let lets = (0..<50_000).map { "let k\($0) = 1" }.joined(separator: "\n")
            let swift = write(
                Self.file(head: lets, previews: ["#Preview { Row() }"]), to: dir.appendingPathComponent("L.swift"))
            // Line 50,001 holds the file's last lines; a file of 50,000 lines and a last line break is read.
            let fine = write(
                (0..<50_000).map { "let k\($0) = 1" }.joined(separator: "\n") + "\n",
                to: dir.appendingPathComponent("F.swift"))
            #expect(unfold("lint", fine).err.contains("50000 lines") == false)
            let lint = unfold("lint", swift)
            #expect(lint.code == 2)
            #expect(
                lint.err
                    == "unfold: \(swift):50001:1: the file has more than 50000 lines: Unfold does not read such a file"
                    + " (reading it would take minutes)\n")
        }
    }
#endif
