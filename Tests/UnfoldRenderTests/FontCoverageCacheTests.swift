import CCairoPango
import Foundation
import Testing
import UnfoldTestSupport

@testable import UnfoldRender

/// The kept descriptions of the pinned fonts' faces are the faces fontconfig scans, and a kept file that is broken,
/// huge, a link or a lie about its face is not used.
@Suite struct FontCoverageCacheTests {
    /// The faces of `files` as fontconfig scans them, in a configuration of their own.
    func scanned(_ files: [Fonts.File]) throws -> (OpaquePointer, [OpaquePointer]) {
        let config = try #require(FcConfigCreate())
        for f in files { #expect(FcConfigAppFontAddFile(config, f.path) != 0, "\(f.path)") }
        let set = try #require(FcConfigGetFonts(config, FcSetApplication))
        return (config, (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] })
    }

    @Test func everyKeptFaceEqualsTheScannedFace() throws {
        let folder = tempDir("faces")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = Fonts.files
        let (scannedConfig, scannedFaces) = try scanned(files)
        defer { FcConfigDestroy(scannedConfig) }
        // First pass keeps, second reads what was kept.
        for pass in 0..<2 {
            let config = try #require(FcConfigCreate())
            defer { FcConfigDestroy(config) }
            for f in files { #expect(FontCoverageCache.add(f, to: config, folder: folder.path)) }
            let set = try #require(FcConfigGetFonts(config, FcSetApplication))
            #expect(Int(set.pointee.nfont) == scannedFaces.count, "pass \(pass)")
            for (i, face) in scannedFaces.enumerated() {
                #expect(FcPatternEqual(set.pointee.fonts[i], face) != 0, "pass \(pass), face \(i)")
            }
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(kept.count == files.count - 1)
        #expect(kept.allSatisfy { $0.hasSuffix("-fontconfig-\(FcGetVersion()).faces") })
    }

    @Test func aBrokenHugeLinkedOrLyingKeptFileIsScannedInstead() throws {
        let folder = tempDir("bad-faces")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inter = try #require(Fonts.files.first { $0.path.hasSuffix("Inter-Regular.otf") })
        let sha = try #require(inter.sha256)
        let (config, faces) = try scanned([inter])
        defer { FcConfigDestroy(config) }
        let file = URL(fileURLWithPath: try #require(FontCoverageCache.file(folder.path, sha256: sha)))
        let good = try #require(FontCoverageCache.descriptions(faces)).joined(separator: "\n")
        let bad: [(String, Data)] = [
            ("garbage", Data([0xFF, 0x00, 0x3A, 0x3A])), ("empty", Data()),
            ("no family", Data(":index=0:charset=20-7e\n".utf8)),
            ("index out of range", Data((good.replacingOccurrences(of: ":index=0", with: ":index=99999")).utf8)),
            ("too many faces", Data(String(repeating: good + "\n", count: 65).utf8)),
            ("huge", Data(count: FontCoverageCache.maxBytes + 1))
        ]
        for (what, data) in bad {
            try data.write(to: file)
            #expect(FontCoverageCache.faces(sha256: sha, path: inter.path, folder: folder.path) == nil, "\(what)")
        }
        // A link is not followed, even to a right file.
        let right = folder.appendingPathComponent("right")
        try Data((good + "\n").utf8).write(to: right)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: right)
        #expect(FontCoverageCache.faces(sha256: sha, path: inter.path, folder: folder.path) == nil)
        // The right file, not a link, is read, and names the path it is given, not one of its own.
        try FileManager.default.removeItem(at: file)
        try Data((good.replacingOccurrences(of: ":index=0", with: ":file=/etc/passwd:index=0") + "\n").utf8).write(
            to: file)
        let read = try #require(FontCoverageCache.faces(sha256: sha, path: inter.path, folder: folder.path))
        var path: UnsafeMutablePointer<FcChar8>? = nil
        #expect(FcPatternGetString(read[0], FC_FILE, 0, &path) == FcResultMatch)
        #expect(path.map { String(cString: $0) } == inter.path)
        read.forEach { FcPatternDestroy($0) }
        // A digest that is not 64 hex digits names no file.
        #expect(FontCoverageCache.file(folder.path, sha256: "../../etc/passwd") == nil)
    }
}
