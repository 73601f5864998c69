import Foundation
import Unfold
import UnfoldCore
import UnfoldRender

/// `unfold diff`: two PNGs compared band by band, so memory stays small whatever their size.
enum DiffCommand: UnfoldCommand {
    static let output = OptionSpec(["-o", "--output"], "DIFF.png", help: "diff image (default: none)")

    static let spec = CommandSpec(
        name: "diff", arguments: "A.png B.png",
        summary: "Compare two PNGs pixel by pixel (with --threshold, by pixelmatch's rule) and write a diff image.",
        examples: ["unfold diff golden.png actual.png -o diff.png"],
        positionals: 2...2,
        options: [output, Options.threshold])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let threshold = args.double(Options.threshold)
        let a = try PNGRowReader(path: args.positionals[0])
        let b = try PNGRowReader(path: args.positionals[1])
        guard a.width == b.width && a.height == b.height else {
            driver.stdout("sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)\n")
            return 1
        }
        let diff = BandedComparison(a, b, threshold: threshold)
        if let path = args.text(output) {
            let png = try diff.diffPNG()
            try AtomicOutput.file(URL(fileURLWithPath: path), png)
        } else {
            try diff.run()
        }
        driver.stdout("\(diff.differing) pixels differ (\(diff.antialiased) anti-aliased pixels ignored)\n")
        return diff.differing == 0 ? 0 : 1
    }
}
