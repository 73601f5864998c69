import Foundation

/// What an animated file says about itself, so that `embed` can give its size in points and name its scene:
/// `made by Unfold; 390x844 pt; scene NAME`. GIF keeps it as a comment extension, APNG as an iTXt `Comment`,
/// WebP in a chunk of its own (`UNFD`, which readers skip), MP4 and WebM as the container's `comment`.
package struct FileAbout: Sendable, Equatable {
    package var points: (width: Int, height: Int)
    package var scene: String

    static let prefix = "made by Unfold; "
    /// WebP's chunk for it: a FourCC of Unfold's own.
    static let webpChunk = "UNFD"
    /// The longest text kept (a GIF comment block is 255 bytes; a longer one is several blocks).
    static let maxLength = 1024

    package init(points: (width: Int, height: Int), scene: String) {
        self.points = points
        self.scene = scene
    }

    package var text: String {
        let words = "\(Self.prefix)\(points.width)x\(points.height) pt; scene \(scene)"
        return String(decoding: Array(words.utf8).prefix(Self.maxLength), as: UTF8.self)
    }

    /// Reads the text back; nil for any other comment.
    package init?(text: String) {
        guard text.hasPrefix(Self.prefix) else { return nil }
        let rest = text.dropFirst(Self.prefix.count)
        guard let space = rest.firstIndex(of: " "), rest[space...].hasPrefix(" pt; scene ") else { return nil }
        let size = rest[..<space].split(separator: "x")
        guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]), w > 0, h > 0, w <= 100_000, h <= 100_000
        else { return nil }
        self.init(points: (w, h), scene: String(rest[space...].dropFirst(" pt; scene ".count)))
    }

    package static func == (a: FileAbout, b: FileAbout) -> Bool {
        a.points == b.points && a.scene == b.scene
    }

    /// The `Comment` text of a PNG's iTXt chunk: the chunks are walked with every length checked, as the file
    /// may be anyone's.
    static func pngComment(_ png: [UInt8]) -> String? {
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard length <= png.count - i - 12 else { return nil }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "iTXt" {
                let data = Array(png[(i + 8)..<(i + 8 + length)])
                // keyword NUL, compression flag 0, method 0, language NUL, translated keyword NUL, text.
                let keyword = Array("Comment".utf8) + [0, 0, 0, 0, 0]
                if data.starts(with: keyword) { return String(decoding: data.dropFirst(keyword.count), as: UTF8.self) }
            }
            if type == "IDAT" { return nil }
            i += 12 + length
        }
        return nil
    }

    /// An uncompressed iTXt chunk with the keyword `Comment`.
    static func pngChunk(_ text: String) -> [UInt8] {
        PNGChunks.chunk("iTXt", Array("Comment".utf8) + [0, 0, 0, 0, 0] + Array(text.utf8))
    }
}
