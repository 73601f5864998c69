import Foundation
import Unfold

/// `unfold embed FILE`: ready-to-paste snippets for a rendered file, with its real size and length.
enum EmbedCommand: UnfoldCommand {
    static let poster = OptionSpec(["--poster"], "FILE.png", help: "a video's poster picture (from render --poster)")
    static let alt = OptionSpec(
        ["--alt"], "TEXT", help: "the text that describes it (default: the scene's name, else the file's)")

    static let spec = CommandSpec(
        name: "embed", arguments: "FILE",
        summary: "Print Markdown, HTML, DocC and MkDocs snippets for a GIF, WebP, APNG, MP4 or WebM file.",
        examples: [
            "unfold embed docs/demo.gif", "unfold embed docs/demo.mp4 --poster docs/demo.png --alt \"Rows that unfold\""
        ],
        positionals: 1...1, options: [poster, alt])

    static func run(_ args: ParsedArguments, _ driver: Driver) throws -> Int32 {
        let path = args.positionals[0]
        // A snippet names the file as it is: an escaped name would name another file, so such a name is refused.
        for name in [path, args.text(poster), args.text(alt)].compactMap({ $0 })
        where name.unicodeScalars.contains(where: TerminalText.isControl) {
            throw UnfoldFailure.usage(
                "\(name): a snippet cannot hold control characters; rename the file or write the text without them",
                showsUsage: true)
        }
        guard FileManager.default.fileExists(atPath: path) else { throw UnfoldFailure.io("\(path): no such file") }
        driver.stdout(try EmbedSnippets.text(path: path, poster: args.text(poster), alt: args.text(alt)))
        return 0
    }
}
