import Foundation
import UnfoldCodecs
import UnfoldCore
import UnfoldModel

/// The names each Swift file of a module declares, kept on disk under `$XDG_CACHE_HOME/unfold/swift-index`
/// (default `~/.cache/unfold`), keyed by each file's content digest (CLI "Swift modules"), in one file per module
/// so that a second run reads one file: a file that changed has another digest and is scanned again. The cache is
/// hostile until read: an entry that is not exactly what this version writes (its first line, at most 64 MB,
/// 100,000 names a file, each a Swift name) makes the whole file ignored and written again, never trusted. A cache
/// that cannot be written is not an error: the names are scanned each time.
package struct SwiftIndexCache: Sendable {
    package let folder: URL
    static let header = "unfold-swift-index 2"
    static let maxBytes = 64 << 20
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

    /// The cache file of a module, named by the digest of its folders.
    func url(module folders: [String]) -> URL {
        folder.appendingPathComponent(ContentDigest.fnv1a(Array(folders.sorted().joined(separator: "\n").utf8)))
    }

    static func key(_ bytes: [UInt8]) -> String { ContentDigest.fnv1a(bytes) + "-" + String(bytes.count) }

    /// Each file's names: from the module's cache file where its digest is there, else scanned; the file is
    /// written again when anything was scanned.
    package func names(of sources: [SwiftModuleSource], module folders: [String]) -> [Set<String>] {
        let file = url(module: folders)
        var kept: [String: Set<String>] = [:]
        if case .success(let bytes) = RegularFile.read(file.path, limit: Self.maxBytes) {
            kept = Self.decode(bytes) ?? [:]
        }
        var scanned = false
        var entries: [String: Set<String>] = [:]
        let out = sources.map { source -> Set<String> in
            let key = Self.key(source.bytes)
            if let names = kept[key] {
                entries[key] = names
                return names
            }
            scanned = true
            let names = SwiftDeclarationScan.names(in: source.bytes)
            entries[key] = names
            return names
        }
        if scanned || kept.count != entries.count { write(entries, to: file) }
        return out
    }

    /// `DIGEST NAME NAME …` lines under the header, then `end N` with their count (so a file cut short is not
    /// read as a shorter one); nil when any line is not one this version writes.
    static func decode(_ bytes: [UInt8]) -> [String: Set<String>]? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(header), lines.last == "", lines.count >= 3,
            lines[lines.count - 2] == Substring("end \(lines.count - 3)")
        else { return nil }
        var out: [String: Set<String>] = [:]
        for line in lines.dropFirst().dropLast(2) {
            let words = line.split(separator: " ", omittingEmptySubsequences: false)
            guard let key = words.first, isKey(key), words.count - 1 <= maxNames, out[String(key)] == nil else {
                return nil
            }
            var names: Set<String> = []
            for word in words.dropFirst() {
                guard !word.isEmpty, word.utf8.count <= 256, word.unicodeScalars.allSatisfy(isNameScalar) else {
                    return nil
                }
                names.insert(String(word))
            }
            out[String(key)] = names
        }
        return out
    }

    /// A digest as `key` writes it: hexadecimal, a dash, a decimal length.
    static func isKey(_ word: Substring) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[0].count <= 16 && parts[0].allSatisfy(\.isHexDigit)
            && !parts[1].isEmpty && parts[1].count <= 12 && parts[1].allSatisfy(\.isASCII)
            && parts[1].allSatisfy(\.isNumber)
    }

    static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s.value > 0x20 && s.value != 0x7F && !"\"'`(){}[],;:\\".unicodeScalars.contains(s)
    }

    /// Written beside under a name of its own (created, never followed through a link), then renamed into place:
    /// a reader never sees half a file. A folder that is a link is not written into. Entries `decode` would refuse
    /// (too many names, a name too long) are left out.
    func write(_ entries: [String: Set<String>], to file: URL) {
        let lines = entries.sorted { $0.key < $1.key }.compactMap { entry -> String? in
            guard entry.value.count <= Self.maxNames, entry.value.allSatisfy({ $0.utf8.count <= 256 }) else {
                return nil
            }
            return ([entry.key] + entry.value.sorted()).joined(separator: " ")
        }
        let text = ([Self.header] + lines + ["end \(lines.count)"]).joined(separator: "\n") + "\n"
        guard text.utf8.count <= Self.maxBytes else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let kind = try? FileManager.default.attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType,
            kind == .typeDirectory
        else { return }
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if written != bytes.count || rename(temporary.path, file.path) != 0 {
            unlink(temporary.path)
        }
    }
}
