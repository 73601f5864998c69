#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldCore
    import UnfoldSwiftSource
    import UnfoldTestSupport

    @testable import Unfold

    /// Issue 58: cells built in UIKit code, read with the toolchain's parser and never run. Each file here is
    /// small; the frames expected are computed by hand from UIKit's rules (content view margins are not used
    /// unless a constraint names them).
    @Suite struct SwiftCellTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        /// The scene compiled beside `files`; its timeline as JSON.
        static func compile(_ scene: String, files: [String: String]) throws -> (CompiledScene, [String: Any]) {
            let dir = tempDir("swift-cell")
            defer { try? FileManager.default.removeItem(at: dir) }
            for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
            let compiled = try UnfoldScene(text: scene, name: "code", base: dir).compiled()
            let json =
                try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON().utf8)) as! [String: Any]
            return (compiled, json)
        }

        /// Row `row`'s elements in frame `frame`: id → [x, y, width, height], and the row's height.
        static func row(_ json: [String: Any], _ row: String, frame: Int) -> (
            height: Double, elements: [String: [Double]]
        ) {
            let frames = json["frames"] as! [[String: Any]]
            let r = (frames[frame]["rows"] as! [[String: Any]]).first { $0["id"] as? String == row }!
            var out: [String: [Double]] = [:]
            for e in r["elements"] as! [[String: Any]] {
                out[e["id"] as! String] = ["x", "y", "width", "height"].map { e[$0] as? Double ?? -1 }
            }
            return (r["height"] as! Double, out)
        }

        /// A diagnostic at the `cell` line's file name, as printed: its line, the scene's line and a caret.
        static func said(_ line: String, cell: String = "cell c from \"Cell.swift\"") -> String {
            "\(line)\n\(cell)\n            ^\n"
        }

        /// The error the scene gives, as printed, from the scene's name on (its folder is a new one each run).
        static func failure(_ scene: String, files: [String: String]) -> String {
            do {
                _ = try compile(scene, files: files)
                return ""
            } catch {
                let text = "\(error)"
                guard let folder = text.range(of: "/code.scene:") else { return text }
                return "code.scene:" + text[folder.upperBound...]
            }
        }

        static let magicCell: String = {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scenes/swift/MagicCell.swift")
            return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }()

        @Test func seed000sMagicCellExpandsFromItsButtonOver03SecondsLinearWithTheTitleStill() throws {
            let scene = """
                canvas 390x640
                fps 30
                select none
                cell news from "MagicCell.swift"
                rows news
                  a title "Article" summary "The summary." date "18.05.2024"
                timeline
                  at 0.3 tap a.expandButton
                """
            let (_, json) = try Self.compile(scene, files: ["MagicCell.swift": Self.magicCell])
            let before = Self.row(json, "a", frame: 0)
            let after = Self.row(json, "a", frame: 30)
            // The title: 20 pt from the content view's leading and top edges, across its width less 40.
            #expect(before.elements["titleLabel"]?[0] == 20)
            #expect(before.elements["titleLabel"]?[1] == 20)
            #expect(abs((before.elements["titleLabel"]?[2] ?? 0) - 350) < 1e-9, "\(before.elements)")
            // It keeps its frame through the update; the summary shows only once the row is expanded.
            #expect(after.elements["titleLabel"] == before.elements["titleLabel"])
            #expect(after.height > before.height)
            // 0.3 s linear from 0.3 s: at 0.45 s (frame 13.5) the row is halfway, within a frame's step.
            let mid = Self.row(json, "a", frame: 14).height
            let expected = before.height + (after.height - before.height) * (14.0 / 30 - 0.3) / 0.3
            #expect(abs(mid - expected) < 0.5)
            let frames = json["frames"] as! [[String: Any]]
            #expect(Self.row(json, "a", frame: 18).height == after.height)
            #expect(frames.count >= 19)
        }

        @Test func seed000MatchesTheButtonRevealScenesGeometryWithin1Point() throws {
            let code = """
                canvas 390x640
                select none
                cell news from "MagicCell.swift"
                rows news
                  a title "Article" summary "The summary." date "18.05.2024"
                """
            let written = """
                canvas 390x640
                select none
                animation 0.3 linear
                cell news
                  vstack padding 20 spacing 20
                    text title font bold 20
                    vstack spacing 10
                      text summary visible expanded
                      hstack distribute equal-centering
                        text date color gray
                        symbol ellipsis tap toggle
                rows news
                  a title "Article" summary "The summary." date "18.05.2024"
                """
            // Through the whole update as well: the button tapped, 0.3 s linear in both (the code's from its action).
            let timeline = "\ntimeline\n  at 0.3 tap a."
            let (_, a) = try Self.compile(
                code + timeline + "expandButton\n", files: ["MagicCell.swift": Self.magicCell])
            let (_, b) = try Self.compile(written + timeline + "ellipsis\n", files: [:])
            let frames = (a["frames"] as! [[String: Any]]).count
            #expect(frames == (b["frames"] as! [[String: Any]]).count)
            #expect(frames > 18)
            // The views the two describe alike. The button is not among them: UIButton sizes its image by the
            // symbol's configuration, where the scene's symbol has a size of its own.
            let pairs = [("titleLabel", "title"), ("summaryLabel", "summary"), ("dateLabel", "date")]
            var compared = 0
            for f in 0..<frames {
                let fromCode = Self.row(a, "a", frame: f)
                let fromScene = Self.row(b, "a", frame: f)
                #expect(abs(fromCode.height - fromScene.height) <= 1, "frame \(f)")
                for (codeName, sceneName) in pairs {
                    let c = fromCode.elements[codeName]
                    let s = fromScene.elements[sceneName]
                    #expect((c == nil) == (s == nil), "\(codeName) shows in one only, frame \(f)")
                    guard let c, let s else { continue }
                    #expect(zip(c, s).allSatisfy { abs($0 - $1) <= 1 }, "\(codeName) \(c) against \(s), frame \(f)")
                    compared += 1
                }
            }
            // The summary shows from the update on: every frame compares the title and the date, most the summary.
            #expect(compared > 2 * frames + 10)
        }

        @Test func aMisspeltNameOnAnIndentedLineAndTooManyViews() throws {
            // An indented line names a view the code does not create: the nearest name is offered.
            let misspelt = "canvas 390x640\ncell news from \"MagicCell.swift\"\n  titleLable lines 2\nrows news\n  a\n"
            let said = Self.failure(misspelt, files: ["MagicCell.swift": Self.magicCell])
            #expect(
                said.contains(
                    "code.scene:3:3: error: no view or constraint 'titleLable' in this cell; did you mean"
                        + " 'titleLabel'?"), "\(said)")
            // 401 views are refused in words (an Interface Builder cell's limit), at the scene's line that names the
            // file and the cell's name.
            var big = "import UIKit\nfinal class BigCell: UITableViewCell {\n"
            for i in 0...400 { big += "  let v\(i) = UILabel()\n" }
            big += "}\n"
            let refused = Self.failure(
                "canvas 390x640\ncell b from \"Big.swift\"\nrows b\n  a\n", files: ["Big.swift": big])
            #expect(
                refused.contains(
                    "code.scene:2:13: error: Big.swift:2:13: the cell creates 401 views; Unfold lays out at most 400 in"
                        + " a cell"), "\(refused)")
        }

        @Test func aHeightPinnedForTheUpdateHoldsOrIsSaidToBeAnimated() throws {
            // Seed 000 pins its title: its height changes with no state, so every frame keeps the title's frame.
            let scene =
                "canvas 390x640\nselect none\ncell news from \"MagicCell.swift\"\nrows news\n"
                + "  a title \"Article\" summary \"The summary.\" date \"18.05.2024\"\n"
                + "timeline\n  at 0.3 tap a.expandButton\n"
            let (_, json) = try Self.compile(scene, files: ["MagicCell.swift": Self.magicCell])
            let title = Self.row(json, "a", frame: 0).elements["titleLabel"]
            for f in 0..<(json["frames"] as! [[String: Any]]).count {
                #expect(Self.row(json, "a", frame: f).elements["titleLabel"] == title, "frame \(f)")
            }
            #expect(InterfaceBuilderTests.diagnostics(scene, files: ["MagicCell.swift": Self.magicCell]) == "")
            // A pinned label whose lines change with the state would grow: said at the pin's line, not hidden.
            let growing = Self.magicCell.replacingOccurrences(
                of: "    summaryLabel.isHidden = !data.expanded\n",
                with:
                    "    summaryLabel.isHidden = !data.expanded\n    titleLabel.numberOfLines = data.expanded ? 0 : 1\n"
            )
            #expect(growing != Self.magicCell)
            let printed = InterfaceBuilderTests.diagnostics(scene, files: ["MagicCell.swift": growing])
            #expect(
                printed.contains(
                    "warning: MagicCell.swift:145:9: titleLabel's height is pinned for the update, but 'titleLabel lines"
                        + " 1/0' changes it with the state"), "\(printed)")
        }

        @Test func seed002sEnlargingCellGrowsTo198WithItsConstraintAt999() throws {
            let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scenes")
            let text = try String(contentsOf: scenes.appendingPathComponent("seed-002-code.scene"), encoding: .utf8)
            let compiled = try UnfoldScene(text: text, name: "seed-002-code", base: scenes).compiled()
            let template = try #require(compiled.renderer.timeline.scene.templates.first)
            // `super.init(style: .default, …)`: the Default style's textLabel, filled by the rows.
            #expect(template.flattened.contains { $0.explicitID == "textLabel" })
            let layout = try #require(template.autoLayout)
            let height = try #require(layout.constraints.first { $0.id == "heightConstraint" })
            #expect(height.priority == Pair(999))
            #expect(height.constant == Pair(100))
            let json =
                try JSONSerialization.jsonObject(with: Data(compiled.timelineJSON().utf8)) as! [String: Any]
            let frames = json["frames"] as! [[String: Any]]
            #expect(Self.row(json, "item-1", frame: 0).height == 100)
            let grown = Self.row(json, "item-1", frame: frames.count - 1)
            #expect(grown.height == 198)
            // The Default style's title fills the grown content view, its text centred in it, as UIKit lays it out
            // once the constraint's constant has grown.
            let title = try #require(grown.elements["textLabel"])
            #expect(abs(title[1] + title[3] / 2 - 99) <= 0.5, "\(title)")
        }

        @Test func seed003sLabelAndChevronGiveLines3Over0AndRotate0Over180() throws {
            let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scenes")
            let text = try String(contentsOf: scenes.appendingPathComponent("seed-003-code.scene"), encoding: .utf8)
            let compiled = try UnfoldScene(text: text, name: "seed-003-code", base: scenes).compiled()
            let template = try #require(compiled.renderer.timeline.scene.templates.first)
            #expect(template.flattened.first { $0.explicitID == "bodyLabel" }?.typesetting?.lines == Pair(3, 0))
            #expect(template.flattened.first { $0.explicitID == "chevron" }?.rotation == Pair(0, 180))
        }

        static let constraintCell = """
            import UIKit

            enum Metrics {
                static let inset: CGFloat = 12
                static let side = CGFloat(40) + 4 * 2
            }

            final class BadgeCell: UITableViewCell {
                private let badge: UIView = {
                    let view = UIView()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    view.backgroundColor = .systemRed
                    view.layer.cornerRadius = 8
                    return view
                }()
                let title = UILabel()
                var heightConstraint: NSLayoutConstraint!

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.font = .systemFont(ofSize: 17, weight: .semibold)
                    contentView.addSubview(badge)
                    contentView.addSubview(title)
                    heightConstraint = badge.heightAnchor.constraint(equalToConstant: Metrics.side)
                    heightConstraint.priority = .defaultHigh + 1
                    let margins = contentView.layoutMarginsGuide
                    let gap: CGFloat = 20
                    NSLayoutConstraint.activate([
                        badge.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                        badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: Metrics.inset),
                        badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 0.5),
                        heightConstraint,
                        contentView.bottomAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor, constant: Metrics.inset),
                        title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -Metrics.inset + gap),
                        title.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
                    ])
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """

        @Test func eachConstraintFormWithConstantsMultipliersAndPriorities() throws {
            let scene = "canvas 390x300\ncell c from \"BadgeCell.swift\"\nrows c\n  a title \"Hi\"\n"
            let (compiled, json) = try Self.compile(scene, files: ["BadgeCell.swift": Self.constraintCell])
            let r = Self.row(json, "a", frame: 0)
            // Leading at the content view's 16 pt margin, 12 from the top, 48 tall (40 + 4 × 2), half as wide.
            #expect(r.elements["badge"] == [16, 12, 24, 48])
            // The row is as tall as the badge and the 12 pt below it.
            #expect(r.height == 72)
            // The title begins 8 pt after the badge (−12 + 20), centred on it.
            let title = try #require(r.elements["title"])
            #expect(title[0] == 16 + 24 + 8)
            #expect(abs(title[1] + title[3] / 2 - 36) <= 0.5)
            // The stored constraint is named by its property, at .defaultHigh + 1.
            let layout = try #require(compiled.renderer.timeline.scene.templates.first?.autoLayout)
            let stored = try #require(layout.constraints.first { $0.id == "heightConstraint" })
            #expect(stored.priority == Pair(751))
        }

        @Test func theModelMethodMakesSlotsAndOneBoolMakesStates() throws {
            let file = """
                import UIKit
                struct Item { let name: String; let detail: String; let price: String; var isExpanded: Bool }
                final class ItemCell: UITableViewCell {
                    private let nameLabel = UILabel()
                    private let detailLabel = UILabel()
                    private let priceLabel = UILabel()
                    private let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
                    private lazy var stack = UIStackView(arrangedSubviews: [nameLabel, detailLabel, priceLabel, chevron])

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        selectionStyle = .none
                        stack.axis = .vertical
                        stack.spacing = 4
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
                        detailLabel.text = item.detail
                        priceLabel.text = item.price
                        detailLabel.isHidden = !item.isExpanded
                        detailLabel.numberOfLines = item.isExpanded ? 0 : 2
                        chevron.transform = item.isExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
                    }
                }
                """
            let scene = """
                canvas 390x400
                cell c from "ItemCell.swift"
                rows c
                  a name "Tea" detail "Green, from Shizuoka" price "4 €"
                """
            let (compiled, json) = try Self.compile(scene, files: ["ItemCell.swift": file])
            let template = try #require(compiled.renderer.timeline.scene.templates.first)
            let detail = try #require(template.flattened.first { $0.explicitID == "detailLabel" })
            #expect(detail.visible.isVisible(expanded: true))
            #expect(!detail.visible.isVisible(expanded: false))
            #expect(detail.typesetting?.lines == Pair(2, 0))
            let chevron = try #require(template.flattened.first { $0.explicitID == "chevron" })
            #expect(chevron.rotation == Pair(0, 180))
            #expect(!template.highlights)
            // Three slots, named after the model's properties, filled from the row.
            let texts = (json["frames"] as! [[String: Any]])[0]["rows"] as! [[String: Any]]
            let shown = (texts[0]["elements"] as! [[String: Any]]).compactMap { $0["text"] as? String }
            #expect(shown.contains("Tea"))
            #expect(shown.contains("4 €"))
        }

        @Test func aModelBoolThatSaysCollapsedReadsTheOtherWay() throws {
            let file = """
                import UIKit
                struct Note { let text: String; let isCollapsed: Bool }
                final class NoteCell: UITableViewCell {
                    let body = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        body.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(body)
                        body.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
                        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func configure(with note: Note) {
                        body.text = note.text
                        body.numberOfLines = note.isCollapsed ? 2 : 0
                    }
                }
                """
            let scene = "canvas 390x300\ncell c from \"NoteCell.swift\"\nrows c\n  a text \"Hi\"\n"
            let (compiled, _) = try Self.compile(scene, files: ["NoteCell.swift": file])
            let template = try #require(compiled.renderer.timeline.scene.templates.first)
            #expect(template.flattened.first { $0.explicitID == "body" }?.typesetting?.lines == Pair(2, 0))
        }

        @Test func setSelectedAndASpringAction() throws {
            let file = """
                import UIKit
                final class SpringCell: UITableViewCell {
                    let more = UILabel()
                    let button = UIButton(type: .system)
                    var open = false

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        more.translatesAutoresizingMaskIntoConstraints = false
                        button.translatesAutoresizingMaskIntoConstraints = false
                        button.setTitle("More", for: .normal)
                        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                        contentView.addSubview(more)
                        contentView.addSubview(button)
                        NSLayoutConstraint.activate([
                            button.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                            button.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                            more.topAnchor.constraint(equalTo: button.bottomAnchor),
                            more.leadingAnchor.constraint(equalTo: button.leadingAnchor),
                            more.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                        ])
                    }

                    required init?(coder: NSCoder) { fatalError() }

                    override func setSelected(_ selected: Bool, animated: Bool) {
                        super.setSelected(selected, animated: animated)
                        more.isHidden = !selected
                    }

                    @objc private func tapped() {
                        open.toggle()
                        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 1) {
                            self.layoutIfNeeded()
                        }
                    }
                }
                """
            let scene = "canvas 390x300\ncell c from \"SpringCell.swift\"\nrows c\n  a more \"Details\"\n"
            let (compiled, _) = try Self.compile(scene, files: ["SpringCell.swift": file])
            let template = try #require(compiled.renderer.timeline.scene.templates.first)
            let more = try #require(template.flattened.first { $0.explicitID == "more" })
            #expect(more.visible.isVisible(expanded: true) && !more.visible.isVisible(expanded: false))
            let button = try #require(template.flattened.first { $0.explicitID == "button" })
            #expect(button.tap == .toggle)
            let animation = try #require(template.animation)
            #expect(animation.duration == Micros(500_000))
            #expect("\(animation.curve)".contains("uikit") || "\(animation.curve)".contains("Spring"))
        }

        @Test func importWritesASceneThatReadsTheFileAndRendersIt() throws {
            let dir = tempDir("swift-import")
            defer { try? FileManager.default.removeItem(at: dir) }
            let swift = dir.appendingPathComponent("MagicCell.swift")
            try Data(Self.magicCell.utf8).write(to: swift)
            let text = try InterfaceBuilderImport.swiftScene(file: swift.path, reference: "MagicCell.swift", type: nil)
            #expect(
                text == """
                    # Imported from MagicCell.swift by `unfold import`.
                    scene "MagicCell.swift"

                    # line 24: read from the file: a cell built in code, its constraints and states read from its Swift source.
                    # Its views, named as the scene names them:
                    #   contentView: view (MagicCell.swift:24)
                    #     mainStack: view (MagicCell.swift:40)
                    #       summaryLabel: text (MagicCell.swift:71)
                    #       additionalStack: view (MagicCell.swift:51)
                    #         dateLabel: text (MagicCell.swift:78)
                    #         expandButton: symbol (MagicCell.swift:84)
                    #     titleLabel: text (MagicCell.swift:62)
                    # from its code: summaryLabel visible expanded
                    # from its code: expandButton tap toggle
                    cell MagicCell from "MagicCell.swift" type MagicCell

                    rows MagicCell
                      MagicCell-row summary "Summary" date "Date" title "Title"

                    """)
            // It renders as the same cell written with `from` and those rows.
            let imported = try UnfoldScene(text: text, name: "imported", base: dir).compiled()
            let written = try UnfoldScene(
                text: "scene \"MagicCell.swift\"\ncell MagicCell from \"MagicCell.swift\"\nrows MagicCell\n"
                    + "  MagicCell-row summary \"Summary\" date \"Date\" title \"Title\"\n",
                name: "written", base: dir
            ).compiled()
            #expect(try imported.png(frame: 0) == written.png(frame: 0))
            // No such type: its name and the file's cell types.
            #expect(throws: (any Error).self) {
                try InterfaceBuilderImport.swiftScene(file: swift.path, reference: "MagicCell.swift", type: "Nope")
            }
        }

        @Test func errorsAtTheSwiftFilesLineAndColumn() throws {
            let scene = "cell c from \"Cell.swift\"\nrows c\n  a\n"
            let broken = "import UIKit\nfinal class C: UITableViewCell {\n    let a = UILabel(\n}\n"
            let parse = Self.failure(scene, files: ["Cell.swift": broken])
            // Where the parser stopped, and what it expected there.
            #expect(
                parse
                    == Self.said(
                        "code.scene:1:13: error: Cell.swift:3:21: expected a value"))
            // A file on which SwiftSyntax's diagnostics generator traps (found by `make fuzz`): an error, at its place.
            let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Corpus/swift-parser-fixit-trap.swift-source")
            let trap = Self.failure(
                scene, files: ["Cell.swift": String(decoding: try Data(contentsOf: corpus), as: UTF8.self)])
            #expect(
                trap
                    == Self.said(
                        "code.scene:1:13: error: Cell.swift:54:12: unexpected code '.'"))
            // A file on which SwiftSyntax's lookahead takes exponential time (found by `make fuzz` on SwiftUI):
            // refused before parsing, at the run of '[', and so is a preview of it.
            let run = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Corpus/swift-parser-bracket-run-hang.swift-source")
            let runText = String(decoding: try Data(contentsOf: run), as: UTF8.self)
            let hang = Self.failure(scene, files: ["Cell.swift": runText])
            #expect(
                hang
                    == Self.said(
                        "code.scene:1:13: error: Cell.swift:26:7: more than 16 '[' open in a row: Unfold "
                            + "does not read such a file (Swift's parser takes exponential time on it)"))
            #expect(throws: XMLFileProblem.self) {
                try SwiftSyntaxCellReader().readPreviews(Array(runText.utf8), file: "Cell.swift").get()
            }
            let twoCells = """
                import UIKit
                final class A: UITableViewCell {}
                final class B: UITableViewCell {}
                struct Model {}
                """
            let missing = Self.failure(
                "cell c from \"Cell.swift\" type Z\nrows c\n  a\n", files: ["Cell.swift": twoCells])
            #expect(
                missing
                    == Self.said(
                        "code.scene:1:13: error: Cell.swift: no type 'Z' in the file; it holds 'A', 'B'",
                        cell: "cell c from \"Cell.swift\" type Z"))
            let notACell = Self.failure(
                "cell c from \"Cell.swift\" type Model\nrows c\n  a\n", files: ["Cell.swift": twoCells])
            #expect(
                notACell
                    == Self.said(
                        "code.scene:1:13: error: Cell.swift: type 'Model' is not a UITableViewCell, "
                            + "UICollectionViewCell or UICollectionViewListCell subclass, nor a SwiftUI View",
                        cell: "cell c from \"Cell.swift\" type Model"))
            let which = Self.failure(scene, files: ["Cell.swift": twoCells])
            #expect(
                which
                    == Self.said(
                        "code.scene:1:13: error: Cell.swift: the file holds 2 cell types: say which with "
                            + "'type' ('A', 'B')"))
            // Nesting deeper than 64 is the parser's error, not a crash.
            let deep = "let x = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
            let nested = Self.failure(scene, files: ["Cell.swift": deep])
            #expect(
                nested
                    == Self.said(
                        "code.scene:1:13: error: Cell.swift:1:74: unexpected code "
                            + "'(((((((((((((((((((((((((((((((((((((…'"))
            // A constant defined by a cycle evaluates to nothing, with a warning; a huge literal is a number too
            // large, never a trap; a file over 4 MB is refused before it is parsed.
            let cycle = """
                import UIKit
                enum K { static let a: CGFloat = b + 1; static let b: CGFloat = a * 2 }
                final class C: UITableViewCell {
                    let a = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        a.font = .systemFont(ofSize: K.a)
                        a.numberOfLines = 1\(String(repeating: "0", count: 400))
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """
            let cyclic = InterfaceBuilderTests.diagnostics(scene, files: ["Cell.swift": cycle])
            #expect(
                cyclic
                    == Self.said(
                        "ib.scene:1:13: warning: Cell.swift:7:38: a font size 'K.a' cannot be evaluated "
                            + "without running the app: it is skipped"))
            let huge = Self.failure(
                scene, files: ["Cell.swift": "// " + String(repeating: "x", count: SwiftSources.maxBytes + 1)])
            #expect(
                huge
                    == Self.said(
                        "code.scene:1:13: error: Cell.swift: cannot be read: larger than 4194304 bytes, "
                            + "the most Unfold reads of it"))
            // A method in an extension of the cell is followed; a view class declared in another file is named.
            let elsewhere = """
                import UIKit
                final class C: UITableViewCell {
                    let card = CardView()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        setUp()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                extension C {
                    private func setUp() {
                        contentView.addSubview(card)
                    }
                }
                """
            let other = InterfaceBuilderTests.diagnostics(scene, files: ["Cell.swift": elsewhere])
            #expect(
                other
                    == Self.said(
                        "ib.scene:1:13: warning: Cell.swift:12:32: 'card' is a CardView, a class this "
                            + "file does not declare as a UIKit view: it is not drawn"))
            // A value computed at run time is a warning naming it, never a guess.
            let runtime = """
                import UIKit
                final class C: UITableViewCell {
                    let a = UILabel()
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        a.font = .systemFont(ofSize: UIScreen.main.scale * 10)
                        for _ in 0..<3 { a.text = "x" }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """
            let printed = InterfaceBuilderTests.diagnostics(scene, files: ["Cell.swift": runtime])
            #expect(
                printed
                    == Self.said(
                        "ib.scene:1:13: warning: Cell.swift:6:38: a font size 'UIScreen.main.scale * 10' "
                            + "cannot be evaluated without running the app: it is skipped")
                    + Self.said(
                        "ib.scene:1:13: warning: Cell.swift:7:9: 'for _ in 0..<3 { a.text = \"x\" }' "
                            + "depends on the app running (a loop or a branch): it is skipped"))
        }
    }
#endif
