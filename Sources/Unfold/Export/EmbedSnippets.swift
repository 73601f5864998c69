import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldModel

/// What `unfold embed FILE` prints: snippets for a rendered file, with its real size and length, read from the
/// file itself.
package enum EmbedSnippets {
    /// The file's snippets; a poster named must exist.
    package static func text(path: String, poster: String?, alt: String?) throws -> String {
        let info = try MediaInfo.read(path)
        if let picture = poster, !FileManager.default.fileExists(atPath: picture) {
            throw UnfoldFailure.io("\(picture): no such poster file")
        }
        return snippets(path: path, info: info, poster: poster, alt: alt)
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
