import CCairoPango
import Foundation
import UnfoldCodecs

/// Each pinned font file's faces as fontconfig describes them, coverage included, kept between processes under
/// the file's SHA-256 (CLI v5: font coverage is computed once per font file). fontconfig builds a face's
/// character set by walking its whole character map; for the pinned files that was 46 ms of every process that
/// draws or measures text, against 16 ms to parse the kept descriptions back (FcNameParse).
///
/// A description is kept only when parsing it gives a face equal to the one fontconfig scanned (FcPatternEqual),
/// so a cached face is the scanned face; the file's path is left out and set on reading, since the same file
/// may be found in another folder.
package enum FontCoverageCache {
    /// A kept file larger than this is not read (the CJK faces' coverage makes the largest about 200 KB).
    static let maxBytes = 4 << 20
    /// Faces in one font file (a collection) that a kept file may describe.
    static let maxFaces = 64

    /// `$XDG_CACHE_HOME/unfold/font-coverage`, else `~/.cache/unfold/font-coverage`; nil with neither set.
    package static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/unfold/font-coverage" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/unfold/font-coverage" }
        return nil
    }

    static func file(_ folder: String, sha256: String) -> String? {
        // The digest names the file: only 64 hex digits, so nothing outside the folder can be named.
        guard sha256.count == 64, sha256.allSatisfy(\.isHexDigit) else { return nil }
        // fontconfig's version is in the name: another version may describe the same file with other elements.
        return folder + "/" + sha256 + "-fontconfig-\(FcGetVersion()).faces"
    }

    /// The faces kept for the file whose bytes hash to `sha256`, described as found at `path`; nil when none are
    /// kept, or the kept file is unusable (then the font is scanned, and kept again).
    static func faces(sha256: String, path: String, folder: String) -> [OpaquePointer]? {
        guard let file = file(folder, sha256: sha256),
            case .success(let bytes) = RegularFile.read(file, limit: maxBytes, followsLinks: false)
        else { return nil }
        let lines = bytes.split(separator: UInt8(ascii: "\n"))
        guard (1...maxFaces).contains(lines.count) else { return nil }
        var faces: [OpaquePointer] = []
        for line in lines {
            guard let face = parsed(Array(line), path: path) else {
                faces.forEach { FcPatternDestroy($0) }
                return nil
            }
            faces.append(face)
        }
        return faces
    }

    /// One description as a face: it must name a family and a face index in range, as every scanned face does.
    static func parsed(_ line: [UInt8], path: String) -> OpaquePointer? {
        guard !line.contains(0), let face = FcNameParse(line + [0]) else { return nil }
        var family: UnsafeMutablePointer<FcChar8>? = nil
        var index: Int32 = -1
        guard FcPatternGetString(face, FC_FAMILY, 0, &family) == FcResultMatch,
            FcPatternGetInteger(face, FC_INDEX, 0, &index) == FcResultMatch, (0..<65_536).contains(index)
        else {
            FcPatternDestroy(face)
            return nil
        }
        // A description names no file; one that does is not trusted to name the right one.
        FcPatternDel(face, FC_FILE)
        guard FcPatternAddString(face, FC_FILE, path) != 0 else {
            FcPatternDestroy(face)
            return nil
        }
        return face
    }

    /// The descriptions of `faces` (as scanned from one file), or nil when any would not parse back to its face.
    static func descriptions(_ faces: [OpaquePointer]) -> [String]? {
        var out: [String] = []
        for face in faces {
            guard let copy = FcPatternDuplicate(face) else { return nil }
            defer { FcPatternDestroy(copy) }
            var path: UnsafeMutablePointer<FcChar8>? = nil
            guard FcPatternGetString(face, FC_FILE, 0, &path) == FcResultMatch, let path else { return nil }
            FcPatternDel(copy, FC_FILE)
            guard let text = FcNameUnparse(copy) else { return nil }
            defer { free(text) }
            let line = String(cString: text)
            guard let back = parsed(Array(line.utf8), path: String(cString: path)) else { return nil }
            defer { FcPatternDestroy(back) }
            guard FcPatternEqual(back, face) != 0, !line.contains("\n") else { return nil }
            out.append(line)
        }
        return out
    }

    /// The configuration's set of application fonts, made when it has none yet: fontconfig makes it only when
    /// adding a file or a folder, so a folder that does not exist is added (which adds nothing).
    static func applicationSet(_ config: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
        if let set = FcConfigGetFonts(config, FcSetApplication) { return set }
        _ = FcConfigAppFontAddDir(config, "/nonexistent/unfold-no-fonts")
        return FcConfigGetFonts(config, FcSetApplication)
    }

    /// Adds the file `file` to `config`: its kept faces when there are some, else as fontconfig scans it, keeping
    /// what the scan found for the next process. False when fontconfig cannot read the file.
    static func add(_ file: Fonts.File, to config: OpaquePointer, folder: String?) -> Bool {
        guard let folder, let sha256 = file.sha256 else { return FcConfigAppFontAddFile(config, file.path) != 0 }
        if let faces = faces(sha256: sha256, path: file.path, folder: folder), let set = applicationSet(config) {
            for face in faces where FcFontSetAdd(set, face) == 0 { FcPatternDestroy(face) }
            return true
        }
        let before = FcConfigGetFonts(config, FcSetApplication).map { Int($0.pointee.nfont) } ?? 0
        guard FcConfigAppFontAddFile(config, file.path) != 0, let set = FcConfigGetFonts(config, FcSetApplication)
        else { return false }
        let scanned = (before..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] }
        keep(scanned, sha256: sha256, folder: folder)
        return true
    }

    /// Keeps the descriptions of `faces`, when every one parses back to its face; written whole (a new file renamed
    /// over the old) in a folder only the user can read. A cache that cannot be written is not an error.
    static func keep(_ faces: [OpaquePointer], sha256: String, folder: String) {
        guard !faces.isEmpty, faces.count <= maxFaces, let file = file(folder, sha256: sha256),
            let lines = descriptions(faces)
        else { return }
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = "\(file).\(getpid()).tmp"
        let text = lines.joined(separator: "\n") + "\n"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8), attributes: nil) else {
            return
        }
        if rename(temporary, file) != 0 { unlink(temporary) }
    }
}
