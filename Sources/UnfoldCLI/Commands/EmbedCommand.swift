import Foundation
import Unfold
import UnfoldCore
import UnfoldRender

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
        let info = try MediaInfo.read(path)
        if let picture = args.text(poster), !FileManager.default.fileExists(atPath: picture) {
            throw UnfoldFailure.io("\(picture): no such poster file")
        }
        driver.stdout(snippets(path: path, info: info, poster: args.text(poster), alt: args.text(alt)))
        return 0
    }

    /// The four snippets: Markdown for a GitHub README, HTML, DocC and MkDocs.
    static func snippets(path: String, info: MediaInfo, poster: String?, alt: String?) -> String {
        let name = (path as NSString).lastPathComponent
        // A file Unfold wrote names its scene and its size in points (CSS pixels): an @3x frame shows at a third.
        let text = alt ?? info.about?.scene ?? (name as NSString).deletingPathExtension
        // A file made smaller than its points (`--width`) is shown at its pixels: never drawn larger than it is.
        let stated: (width: Int, height: Int) = info.about?.points ?? (info.width, info.height)
        let points: (width: Int, height: Int) = stated.width <= info.width ? stated : (info.width, info.height)
        let seconds = String(format: "%.3f", info.duration)
        let shown = info.about == nil ? "" : ", \(points.width)×\(points.height) pt"
        var out = "\(path): \(info.kind.rawValue), \(info.width)×\(info.height) px\(shown), \(seconds) s\n\n"
        let size = "width=\"\(points.width)\" height=\"\(points.height)\""
        switch info.kind {
        case .image:
            out += "Markdown (GitHub README):\n![\(markdown(text))](\(path))\n\n"
            out += "HTML:\n<img src=\"\(html(path))\" \(size) alt=\"\(html(text))\">\n\n"
            out += "DocC:\n@Image(source: \"\(name)\", alt: \"\(swiftString(text))\")\n\n"
            out += "MkDocs:\n![\(markdown(text))](\(path)){ width=\"\(points.width)\" }\n"
        case .video:
            let posterAttribute = poster.map { " poster=\"\(html($0))\"" } ?? ""
            let video =
                "<video src=\"\(html(path))\" \(size)\(posterAttribute) autoplay loop muted playsinline"
                + " aria-label=\"\(html(text))\"></video>"
            // GitHub does not play a repository's videos inline: a README links to the file (over its poster).
            let link =
                poster.map { "[![\(markdown(text))](\($0))](\(path))" }
                ?? "[▶ \(markdown(text)) (\(seconds) s)](\(path))"
            out += "Markdown (GitHub README, a link: GitHub does not play repository videos inline):\n\(link)\n\n"
            out += "HTML:\n\(video)\n\n"
            let docPoster = poster.map { ", poster: \"\(($0 as NSString).lastPathComponent)\"" } ?? ""
            out += "DocC:\n@Video(source: \"\(name)\"\(docPoster), alt: \"\(swiftString(text))\")\n\n"
            out += "MkDocs:\n\(video)\n"
        }
        return out
    }

    static func html(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func markdown(_ s: String) -> String {
        s.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
    }

    static func swiftString(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
