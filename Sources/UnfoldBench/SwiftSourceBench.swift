import Foundation
import Unfold

#if UNFOLD_SWIFT_SOURCE
    import UnfoldSwiftSource

    /// Issue 58's targets, side by side in each round: seed 000's `MagicCell` read from its Swift file (parser
    /// included) and solved for one row (under 20 ms), and 10,000 rows of it against the same cell written as a
    /// template (at most 2×).
    enum SwiftSourceBench {
        static let template = """
            cell news
              vstack padding 20 spacing 20
                text title font bold 20
                vstack spacing 10
                  text summary visible expanded
                  hstack distribute equal-centering
                    text date color gray
                    symbol ellipsis tap toggle
            """

        static func scene(cell: String, rows: Int) -> String {
            "canvas 390x844\nfps 60\nselect none\n\(cell)\nrows news\n"
                + (0..<rows).map { "  r\($0) title \"Article \($0)\" summary \"Summary\" date \"18.05.2024\"" }
                .joined(separator: "\n") + "\n"
        }

        static func run(rounds: Int) throws {
            SwiftSources.register(SwiftSyntaxCellReader())
            let folder = URL(fileURLWithPath: "scenes/swift")
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("MagicCell.swift").path) else {
                return print("\nSwift cells: run from the repository's folder (scenes/swift/MagicCell.swift)")
            }
            let fromFile = "cell news from \"MagicCell.swift\""
            var singles: [Double] = []
            var plainSingles: [Double] = []
            var ratios: [Double] = []
            var read: [Double] = []
            var written: [Double] = []
            for _ in 0..<rounds {
                for (cell, into) in [(fromFile, 0), (template, 1)] {
                    let time = try InterfaceBuilderBench.medianTime {
                        _ = try UnfoldScene(text: scene(cell: cell, rows: 1), name: "one", base: folder).compiled()
                    }
                    if into == 0 { singles.append(time) } else { plainSingles.append(time) }
                }
                let a = now()
                _ = try UnfoldScene(text: scene(cell: fromFile, rows: 10_000), name: "code", base: folder).compiled()
                let b = now()
                _ = try UnfoldScene(text: scene(cell: template, rows: 10_000), name: "tpl", base: folder).compiled()
                let c = now()
                read.append(b - a)
                written.append(c - b)
                ratios.append((b - a) / (c - b))
            }
            print("")
            print("Swift cells (seed 000's MagicCell from its code; medians of \(rounds) rounds):")
            print(
                String(
                    format: "  one row compiled: from the Swift file %.2f ms (target < 20 ms), as a template %.2f ms",
                    median(singles) * 1000, median(plainSingles) * 1000))
            print(
                String(
                    format: "  10,000 rows: from the Swift file %.2f s, as a template %.2f s: %.2f× (target ≤ 2×)",
                    median(read), median(written), median(ratios)))
        }
    }
#endif
