import Foundation
import Unfold

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
        let outcome = try PNGDifference.compare(
            args.positionals[0], args.positionals[1], threshold: args.double(Options.threshold),
            diffPath: args.text(output), cancellation: Interrupts.cancellation)
        switch outcome {
        case let .sizes(a, b):
            driver.stdout("sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)\n")
            return 1
        case let .pixels(differing, antialiased):
            driver.stdout("\(differing) pixels differ (\(antialiased) anti-aliased pixels ignored)\n")
            return differing == 0 ? 0 : 1
        }
    }
}
