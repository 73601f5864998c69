import Foundation
import UnfoldCodecs
import UnfoldCore
import UnfoldModel

/// The names each Swift file of a module declares, kept on disk under `$XDG_CACHE_HOME/unfold/swift-index`
/// (default `~/.cache/unfold`), one file per content digest (CLI "Swift modules"): a file that changed has another
/// digest and is scanned again. A cache file is hostile until read: one that is not exactly what this version
/// writes (its first line, at most 1 MB, 100,000 names, each a Swift name) is ignored and written again, never
/// trusted. A cache that cannot be written is not an error: the names are scanned each time.
package struct SwiftIndexCache: Sendable {
    package let folder: URL
    static let header = "unfold-swift-index 1"
    static let maxBytes = 1 << 20
    static let maxNames = 100_000

    package init(folder: URL) { self.folder = folder }

    /// The folder `XDG_CACHE_HOME` (or `HOME`) names.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SwiftIndexCache?
    {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return SwiftIndexCache(folder: URL(fileURLWithPath: xdg).appendingPathComponent("unfold/swift-index"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return SwiftIndexCache(folder: URL(fileURLWithPath: home).appendingPathComponent(".cache/unfold/swift-index"))
    }

    func url(_ bytes: [UInt8]) -> URL {
        folder.appendingPathComponent(ContentDigest.fnv1a(bytes) + "-" + String(bytes.count))
    }

    /// The file's names: from the cache when its entry is sound, else scanned and written to it.
    package func names(of bytes: [UInt8]) -> Set<String> {
        let entry = url(bytes)
        if case .success(let kept) = RegularFile.read(entry.path, limit: Self.maxBytes), let names = Self.decode(kept) {
            return names
        }
        let names = SwiftDeclarationScan.names(in: bytes)
        write(names, to: entry)
        return names
    }

    static func decode(_ bytes: [UInt8]) -> Set<String>? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.last == "", lines.count - 2 <= maxNames else { return nil }
        var names: Set<String> = []
        for line in lines.dropFirst().dropLast() {
            guard !line.isEmpty, line.utf8.count <= 256, line.unicodeScalars.allSatisfy(isNameScalar) else {
                return nil
            }
            names.insert(String(line))
        }
        return names
    }

    static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s.value > 0x20 && s.value != 0x7F && !"\"'`(){}[],;:\\".unicodeScalars.contains(s)
    }

    /// Written beside, then renamed into place: a reader never sees half an entry.
    func write(_ names: Set<String>, to entry: URL) {
        let text = ([Self.header] + names.sorted()).joined(separator: "\n") + "\n"
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appendingPathComponent(".\(entry.lastPathComponent).\(getpid()).tmp")
            try Data(text.utf8).write(to: temporary)
            if rename(temporary.path, entry.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            return
        }
    }
}
