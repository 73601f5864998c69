import Foundation
import Testing
@testable import UnfoldRender

/// The font files Unfold draws with are pinned by SHA-256, found in the folders it looks in, and refused when
/// their bytes differ; `Fonts/fetch` reads the same pins.
@Suite struct PinnedFontTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardizedFileURL

    /// A folder laid out like `.build/fonts`, whose files link to the ones this process draws with.
    static func fontFolder() throws -> URL {
        let dir = tempDir("fonts")
        for (pin, file) in zip(PinnedFonts.pins, Fonts.files) {
            let target = dir.appendingPathComponent(pin.path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: file.path)
        }
        return dir
    }

    /// Runs the real binary with `UNFOLD_FONTS` set, beside a small scene.
    static func unfoldWith(fonts: URL, _ args: [String]) throws -> (code: Int32, err: String) {
        let dir = tempDir("fonts-run")
        _ = write(
            "canvas 200x100 @1x\ncell c\n  text t\nrows c\n  a t \"Fonts\"\n", to: dir.appendingPathComponent("s.scene")
        )
        return try runBinary(args, in: dir, environment: [FontFolders.variable: fonts.path])
    }

    @Test func everyFileDrawnIsTheOnePinned() throws {
        #expect(Fonts.files.count == PinnedFonts.pins.count)
        for f in Fonts.files {
            #expect(try FileDigest.sha256(file: f.path) == f.sha256, "\(f.path)")
        }
        #expect(Fonts.wrongFontError(Fonts.files) == nil)
        // Every pin names a package Debian's archive carries, with the hash of its .deb.
        for pin in PinnedFonts.pins {
            let source = try #require(PinnedFonts.source(of: pin))
            #expect(source.pool.hasPrefix("pool/main/") && source.pool.hasSuffix("_all.deb"))
            #expect(source.sha256.count == 64)
        }
    }

    @Test func aWrongFontFileNamesItselfAndBothHashes() throws {
        let folder = try Self.fontFolder()
        let inter = folder.appendingPathComponent("opentype/inter/Inter-Regular.otf")
        let pinned = PinnedFonts.pins.first { $0.path == "opentype/inter/Inter-Regular.otf" }!.sha256
        // Another Inter: the same bytes and one more.
        var bytes = try Data(contentsOf: inter)
        bytes.append(0)
        try FileManager.default.removeItem(at: inter)
        try bytes.write(to: inter)
        let found = FileDigest.sha256(bytes)
        let result = try Self.unfoldWith(fonts: folder, ["still", "s.scene", "--at", "0", "-o", "x.png"])
        #expect(result.code == 3)
        #expect(
            result.err == "unfold: error: font file \(inter.path) has sha256 \(found); Unfold draws with fonts-inter"
                + " 4.0~beta7+ds-1's, sha256 \(pinned), so that goldens hold on any machine: run `make fonts` in"
                + " Unfold's checkout (it fetches that file into .build/fonts), or set UNFOLD_FONTS to a folder that"
                + " holds it\n")
    }

    @Test func aMissingFontFileSaysHowToGetIt() throws {
        let folder = try Self.fontFolder()
        let emoji = folder.appendingPathComponent("truetype/noto/NotoColorEmoji.ttf")
        try FileManager.default.removeItem(at: emoji)
        let result = try Self.unfoldWith(fonts: folder, ["still", "s.scene", "--at", "0", "-o", "x.png"])
        #expect(result.code == 3)
        #expect(
            result.err == "unfold: error: missing font file \(emoji.path); install it with: apt-get install"
                + " fonts-noto-color-emoji (Debian 12), or run `make fonts` in Unfold's checkout\n")
        // The folder as it should be draws.
        let whole = try Self.fontFolder()
        #expect(try Self.unfoldWith(fonts: whole, ["still", "s.scene", "--at", "0", "-o", "x.png"]).code == 0)
    }

    /// A copy with other bytes earlier in the order (an older install) is passed over for the right one later.
    @Test func aWrongCopyIsPassedOverForARightOneLater() throws {
        let stale = tempDir("fonts-stale")
        let inter = stale.appendingPathComponent("opentype/inter/Inter-Regular.otf")
        try FileManager.default.createDirectory(
            at: inter.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not Inter".utf8).write(to: inter)
        let whole = try Self.fontFolder()
        let found = try Fonts.verified(in: [stale.path, whole.path]).get()
        #expect(
            found.first { $0.path.hasSuffix("/Inter-Regular.otf") }?.path == whole.path
                + "/opentype/inter/Inter-Regular.otf")
        #expect(found.count == PinnedFonts.pins.count)
        // With no right copy anywhere, the error names the first copy and both hashes.
        try FileManager.default.removeItem(at: whole.appendingPathComponent("opentype/inter/Inter-Regular.otf"))
        guard case .failure(let e) = Fonts.verified(in: [stale.path, whole.path]) else {
            Issue.record("a wrong copy alone was accepted")
            return
        }
        #expect(e.message.hasPrefix("font file \(inter.path) has sha256 \(FileDigest.sha256(Data("not Inter".utf8)))"))
    }

    @Test func fontFoldersAreLookedForInOrder() {
        #expect(FontFolders.candidates(environment: ["UNFOLD_FONTS": "/f"], executable: "/usr/bin/unfold") == ["/f"])
        #expect(
            FontFolders.candidates(environment: [:], executable: "/usr/bin/unfold")
                == ["/usr/share/unfold/fonts", "/usr/local/share/unfold/fonts", "/usr/share/fonts"])
        #expect(
            FontFolders.candidates(
                environment: [:], executable: "/src/u/.build/x86_64-unknown-linux-gnu/release/unfold")
                == [
                    "/src/u/.build/x86_64-unknown-linux-gnu/share/unfold/fonts", "/src/u/.build/fonts",
                    "/usr/local/share/unfold/fonts", "/usr/share/unfold/fonts", "/usr/share/fonts"
                ])
    }

    /// `Fonts/fetch --list` reads the pins out of the Swift file: the same pins, in the same order.
    @Test func theFetchScriptReadsThePins() throws {
        let p = Process()
        p.executableURL = Self.repository.appendingPathComponent("Fonts/fetch")
        p.arguments = ["--list"]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(out == PinnedFonts.pins.map { "\($0.path) \($0.sha256) \($0.package)\n" }.joined())
    }
}

/// The pinned fonts' hashes are kept between processes (`DigestStamps`), and a stamp is what the next process
/// believes while the file is unchanged.
@Suite struct FontStampTests {
    @Test func theSecondProcessReadsTheStamps() throws {
        let cache = tempDir("xdg-cache")
        let dir = tempDir("stamp-run")
        _ = write(
            "canvas 200x100 @1x\ncell c\n  text t\nrows c\n  a t \"Fonts\"\n", to: dir.appendingPathComponent("s.scene")
        )
        let env = ["XDG_CACHE_HOME": cache.path]
        #expect(try runBinary(["still", "s.scene", "--at", "0", "-o", "a.png"], in: dir, environment: env).code == 0)
        let file = cache.appendingPathComponent("unfold/digests")
        let stamps = DigestStamps.read(file.path)
        // Every pinned file this process drew with, each with its pinned hash.
        for f in Fonts.files {
            #expect(stamps.stamps.values.contains { $0.sha256 == f.sha256 }, "\(f.path)")
        }
        // A stamp that lies about an unchanged pinned file is not believed: the file is hashed again, and drawn.
        let inter = try #require(stamps.stamps.first { $0.key.hasSuffix("/Inter-Regular.otf") })
        let lie = String(repeating: "0", count: 64)
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: inter.value.sha256, with: lie)
        try Data(text.utf8).write(to: file)
        let redrawn = try runBinary(["still", "s.scene", "--at", "0", "-o", "b.png"], in: dir, environment: env)
        #expect(redrawn.code == 0)
        #expect(redrawn.err == "")
        // A damaged stamps file costs only hashing again.
        try Data("\u{1B}]0;x\u{07}\n".utf8).write(to: file)
        #expect(try runBinary(["still", "s.scene", "--at", "0", "-o", "c.png"], in: dir, environment: env).code == 0)
        #expect(DigestStamps.read(file.path).stamps.count == stamps.stamps.count)
    }
}
