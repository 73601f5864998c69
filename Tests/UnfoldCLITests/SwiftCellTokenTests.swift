#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldSwiftSource

    @testable import Unfold

    /// Issue 80, UIKit: `UIFontMetrics(forTextStyle:).scaledFont(for:)` is its font at the default text size,
    /// and a font token of another file of the module (`Fonts.title`) is the font that defines it: each draws as
    /// the font written out does.
    @Suite(.serialized) struct SwiftCellTokenTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        static func cell(_ font: String) -> String {
            """
            import UIKit

            final class TitleCell: UITableViewCell {
                let title = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.font = \(font)
                    contentView.addSubview(title)
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                        contentView.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
                    ])
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        }

        static let fonts =
            "import UIKit\n\nenum Fonts {\n    static let title = UIFont.systemFont(ofSize: 24, weight: .bold)\n}\n"

        /// The title's frame and the scene's warnings, for the cell whose title font is `font`.
        static func title(_ font: String) throws -> ([Double], [String]) {
            let dir = tempDir("swift-cell-token")
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data(cell(font).utf8).write(to: dir.appendingPathComponent("TitleCell.swift"))
            try Data(fonts.utf8).write(to: dir.appendingPathComponent("Fonts.swift"))
            let scene = "canvas 390x300\ncell c from \"TitleCell.swift\"\nrows c\n  a title \"Headline\"\n"
            let read = try UnfoldScene(text: scene, name: "token", base: dir)
            let warnings = read.loaded.warnings.map(\.message)
            let json =
                try JSONSerialization.jsonObject(with: Data(read.compiled().timelineJSON().utf8)) as! [String: Any]
            let frames = json["frames"] as! [[String: Any]]
            let row = (frames[0]["rows"] as! [[String: Any]]).first!
            let element = (row["elements"] as! [[String: Any]]).first { $0["id"] as? String == "title" }!
            return (["x", "y", "width", "height"].map { element[$0] as! Double }, warnings)
        }

        @Test func scaledFontsAndFontTokensAreTheirFonts() throws {
            let (written, none) = try Self.title(".systemFont(ofSize: 24, weight: .bold)")
            #expect(none == [])
            #expect(written[3] > 28)
            let (scaled, scaledWarnings) = try Self.title(
                "UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 24, weight: .bold))")
            #expect(scaledWarnings == [])
            #expect(scaled == written)
            let (token, tokenWarnings) = try Self.title("Fonts.title")
            #expect(tokenWarnings == [])
            #expect(token == written)
        }
    }
#endif
