import Foundation
import Testing
import UnfoldTestSupport
@testable import Unfold
@testable import UnfoldCLI
@testable import UnfoldRender
@testable import UnfoldCodecs

/// The findings of "What broke under a second look" that one command shows, end to end through the driver.
@Suite struct SecondLookTests {
    /// `--colors 2` trapped (libimagequant refused one colour and kept 256, which no byte holds).
    @Test(arguments: [2, 3, 4])
    func aTinyPaletteMakesAGIF(_ colors: Int) throws {
        let dir = tempDir("colors")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let gif = dir.appendingPathComponent("s.gif").path
        let r = unfold("render", scene, "-o", gif, "--colors", String(colors), "--quiet")
        #expect(r.code == 0, "\(r.err)")
        let decoded = try decodeGIF(gif)
        var shown = Set<[UInt8]>()
        for frame in decoded.frames {
            for p in stride(from: 0, to: frame.rgb.count, by: 3) { shown.insert(Array(frame.rgb[p..<p + 3])) }
        }
        // The transparent entry is one of `colors`, but libimagequant makes no palette of one colour.
        #expect(shown.count >= 2 && shown.count <= max(2, colors - 1), "\(shown.count) colours shown")
    }

    /// A still scene of 70.001 s trapped APNG's 16-bit delay: its one frame is 7,000 centiseconds, 70/1 s.
    @Test func anAPNGFrameOverSixtyFiveSeconds() throws {
        let dir = tempDir("apng-long")
        let scene = write(
            """
            canvas 120x80 @1x
            end 70.001
            cell c
              text t
            rows c
              a t "Still"
            """, to: dir.appendingPathComponent("s.scene"))
        let apng = dir.appendingPathComponent("s.apng")
        let r = unfold("render", scene, "-o", apng.path, "--quiet")
        #expect(r.code == 0, "\(r.err)")
        let delays = apngDelays(bytes(apng))
        #expect(delays.count == 1 && delays[0] == (70, 1), "\(delays)")
    }

    /// A sheet over Cairo's 32,767 pixels was exit 3 with Cairo's words: it is a usage limit, exit 2, with the
    /// way out, and nothing written.
    @Test func aSheetTooTallForCairoIsAUsageError() throws {
        let dir = tempDir("sheet-tall")
        let scene = write(
            smallScene.replacingOccurrences(of: "fps 30", with: "fps 240\nend 100"),
            to: dir.appendingPathComponent("s.scene"))
        let png = dir.appendingPathComponent("s.png").path
        let r = unfold("sheet", scene, "--every", "1", "-o", png, "--quiet")
        #expect(r.code == 2)
        #expect(
            r.err.hasPrefix(
                "unfold: the sheet would be 1368×1416056 px, over the limit of 32767 px a side and 160 million pixels;"
                    + " keep fewer frames (--every more than 1), use more --columns, a smaller --width, or fewer"
                    + " variants\n"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: png))
        #expect(unfold("sheet", scene, "--every", "2400", "-o", png, "--quiet").code == 0)
    }
}

extension SecondLookTests {
    /// `font-file` naming a folder hung: fontconfig scanned it and everything below it.
    @Test func aFontFileThatIsAFolder() throws {
        let dir = tempDir("font-folder")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("fonts/deep"), withIntermediateDirectories: true)
        let scene = write(
            "font-file \"fonts\"\ncell c\n  text t\nrows c\n  a t \"x\"\n", to: dir.appendingPathComponent("s.scene"))
        let r = unfold("lint", scene)
        #expect(r.code == 2)
        #expect(r.err.hasPrefix("\(scene):1:11: error: font file fonts is a folder, not a font file\n"), "\(r.err)")
        #expect(mkfifo(dir.appendingPathComponent("pipe.ttf").path, 0o600) == 0)
        let pipe = write(
            "font-file \"pipe.ttf\"\ncell c\n  text t\nrows c\n  a t \"x\"\n", to: dir.appendingPathComponent("p.scene")
        )
        #expect(unfold("lint", pipe).err.hasPrefix("\(pipe):1:11: error: font file pipe.ttf is not a regular file\n"))
    }
}

/// Finding 2: Unfold replaces a folder or file only when it carries Unfold's mark; a folder of the user's PNGs,
/// a Maven POM or a static site is left as it was, with exit 3.
@Suite struct OutputMarkTests {
    static func folder(_ files: [String: String], in dir: URL, _ name: String) -> URL {
        let url = dir.appendingPathComponent(name)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (file, text) in files { _ = write(text, to: url.appendingPathComponent(file)) }
        return url
    }

    @Test func aFolderOfTheUsersPicturesIsNotReplaced() throws {
        let dir = tempDir("marks")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        for (name, given) in [
            ("assets", ["photo.png": "p", "icon@2x.png": "i"]),
            // Frame names, but no timeline.json: not a render of Unfold's.
            ("frames", ["frame-00000.png": "f"]),
            // A timeline.json that is not Unfold's.
            ("other", ["timeline.json": "[1, 2]", "frame-00000.png": "f"])
        ] {
            let target = Self.folder(given, in: dir, name)
            let r = unfold("render", scene, "-o", target.path, "--frames", "0:1", "--quiet")
            #expect(r.code == 3, "\(name): \(r.err)")
            #expect(files(target) == given.keys.sorted(), "\(name)")
            for (file, text) in given { #expect(bytes(target.appendingPathComponent(file)) == Data(text.utf8)) }
        }
        let refused = unfold("render", scene, "-o", dir.appendingPathComponent("frames").path, "--frames", "0:1")
        #expect(
            refused.err == "unfold: error: \(dir.path)/frames holds no timeline.json, golden.json or results.json, so"
                + " Unfold did not write it; Unfold replaces only its own output folders\n")
        // Unfold's own render is replaced, and so is an empty folder.
        let out = dir.appendingPathComponent("out").path
        #expect(unfold("render", scene, "-o", out, "--frames", "0:2", "--quiet").code == 0)
        #expect(unfold("render", scene, "-o", out, "--frames", "0:1", "--quiet").code == 0)
        #expect(files(URL(fileURLWithPath: out)) == ["frame-00000.png", "timeline.json"])
        let empty = Self.folder([:], in: dir, "empty")
        #expect(unfold("render", scene, "-o", empty.path, "--frames", "0:1", "--quiet").code == 0)
    }

    @Test func aPOMAndASiteAreNotReplaced() throws {
        let dir = tempDir("marks-test")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let goldens = dir.appendingPathComponent("g").path
        let pom = "<?xml version=\"1.0\"?>\n<project><modelVersion>4.0.0</modelVersion></project>\n"
        let pomFile = write(pom, to: dir.appendingPathComponent("pom.xml"))
        let site = Self.folder(["index.html": "<h1>My site</h1>", "logo.png": "l"], in: dir, "site")
        let r = unfold("test", scene, "--goldens", goldens, "--record", "all", "--report", site.path, "--quiet")
        #expect(r.code == 3, "\(r.err)")
        #expect(bytes(site.appendingPathComponent("index.html")) == Data("<h1>My site</h1>".utf8))
        let report = dir.appendingPathComponent("report").path
        let j = unfold(
            "test", scene, "--goldens", goldens, "--record", "all", "--report", report, "--junit", pomFile, "--quiet")
        #expect(j.code == 3, "\(j.err)")
        #expect(
            j.err == "unfold: error: \(pomFile) is not a file Unfold wrote (no <testsuites name=\"unfold test\");"
                + " Unfold leaves it alone\n")
        #expect(bytes(URL(fileURLWithPath: pomFile)) == Data(pom.utf8))
        // Unfold's own JUnit file and report are replaced.
        let junit = dir.appendingPathComponent("junit.xml").path
        #expect(unfold("test", scene, "--goldens", goldens, "--report", report, "--junit", junit, "--quiet").code == 0)
        #expect(unfold("test", scene, "--goldens", goldens, "--report", report, "--junit", junit, "--quiet").code == 0)
    }

    /// `audit --json` replaced the last good file with `{"findings": []}` when the scene did not load.
    @Test func anAuditThatCannotLoadKeepsTheLastFile() throws {
        let dir = tempDir("marks-audit")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let json = dir.appendingPathComponent("audit.json")
        #expect(unfold("audit", scene, "--json", json.path, "--quiet").code != 2)
        let good = bytes(json)
        #expect(String(decoding: good, as: UTF8.self).contains("\"findings\""))
        _ = write("fsp 30\n", to: URL(fileURLWithPath: scene))
        let r = unfold("audit", scene, "--json", json.path, "--quiet")
        #expect(r.code == 2)
        #expect(bytes(json) == good)
        #expect(
            r.out.hasSuffix("0 errors, 0 warnings; 1 scene did not load, so \(json.path) was not written\n"), "\(r.out)"
        )
        // A JSON file of someone else's is not replaced.
        let other = write("{\"name\": \"package\"}\n", to: dir.appendingPathComponent("package.json"))
        _ = write(smallScene, to: URL(fileURLWithPath: scene))
        #expect(unfold("audit", scene, "--json", other, "--quiet").code == 3)
        #expect(bytes(URL(fileURLWithPath: other)) == Data("{\"name\": \"package\"}\n".utf8))
    }
}

/// Finding 14: a plural form without a format specifier ("لا ملفات", "One file") is shown, its count ignored, as
/// iOS shows it; the key's own value still takes exactly its arguments; `lint` reads every variant's locale.
@Suite struct PluralFormTests {
    static let catalog = """
        { "sourceLanguage": "en", "strings": {
          "%lld files": { "localizations": {
            "ar": { "variations": { "plural": {
              "zero": { "stringUnit": { "state": "translated", "value": "لا ملفات" } },
              "one": { "stringUnit": { "state": "translated", "value": "ملف واحد" } },
              "two": { "stringUnit": { "state": "translated", "value": "ملفان" } },
              "few": { "stringUnit": { "state": "translated", "value": "%lld ملفات" } },
              "many": { "stringUnit": { "state": "translated", "value": "%lld ملفًا" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld ملف" } } } } },
            "en": { "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "One file" } },
              "other": { "stringUnit": { "state": "translated", "value": "%lld files" } } } } } } },
          "Plain %lld": { "localizations": { "ar": { "stringUnit": { "state": "translated", "value": "عادي" } } } } } }
        """

    static func scene(_ count: Int, key: String = "%lld files") -> String {
        """
        canvas 200x100 @1x
        strings "L.xcstrings"
        variant ar locale ar
        cell c
          text t
        rows c
          a t L"\(key)"(\(count))
        """
    }

    static func timelineTexts(_ dir: URL, variant: String) throws -> [String] {
        let out = dir.appendingPathComponent("out-\(variant)")
        let r = unfold(
            "render", dir.appendingPathComponent("s.scene").path, "--variant", variant, "-o", out.path, "--frames",
            "0:1", "--quiet")
        try #require(r.code == 0, "\(r.err)")
        let json = String(decoding: bytes(out.appendingPathComponent("timeline.json")), as: UTF8.self)
        return json.components(separatedBy: "\"text\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test(arguments: [
        (0, "لا ملفات", "0 files"), (1, "ملف واحد", "One file"), (2, "ملفان", "2 files"), (3, "3 ملفات", "3 files")
    ])
    func aFormWithoutItsCountIsShown(_ count: Int, _ arabic: String, _ english: String) throws {
        let dir = tempDir("plural")
        _ = write(Self.catalog, to: dir.appendingPathComponent("L.xcstrings"))
        let path = write(Self.scene(count), to: dir.appendingPathComponent("s.scene"))
        #expect(unfold("lint", path).code == 0)
        #expect(try Self.timelineTexts(dir, variant: "ar").contains(arabic))
        #expect(try Self.timelineTexts(dir, variant: "default").contains(english))
    }

    /// Forms that all leave the count out are still chosen by it: one test per CLDR category of Arabic.
    static let catalogWithoutCounts = """
        { "sourceLanguage": "en", "strings": {
          "%lld files": { "localizations": {
            "ar": { "variations": { "plural": {
              "zero": { "stringUnit": { "state": "translated", "value": "لا ملفات" } },
              "one": { "stringUnit": { "state": "translated", "value": "ملف واحد" } },
              "two": { "stringUnit": { "state": "translated", "value": "ملفان" } },
              "few": { "stringUnit": { "state": "translated", "value": "ملفات قليلة" } },
              "many": { "stringUnit": { "state": "translated", "value": "ملفات كثيرة" } },
              "other": { "stringUnit": { "state": "translated", "value": "ملفات" } } } } } } } } }
        """

    @Test(arguments: [
        (0, "لا ملفات"), (1, "ملف واحد"), (2, "ملفان"), (3, "ملفات قليلة"), (11, "ملفات كثيرة"), (100, "ملفات")
    ])
    func everyArabicCategoryIsChosenWithoutASpecifier(_ count: Int, _ arabic: String) throws {
        let dir = tempDir("plural-bare")
        _ = write(Self.catalogWithoutCounts, to: dir.appendingPathComponent("L.xcstrings"))
        _ = write(Self.scene(count), to: dir.appendingPathComponent("s.scene"))
        #expect(try Self.timelineTexts(dir, variant: "ar") == [arabic])
    }

    /// `L"%lld files"(1, 2)`: no text of the key takes a second argument, so it is an error at its column.
    @Test func anArgumentNoFormTakesIsAnError() throws {
        let dir = tempDir("plural-extra")
        _ = write(Self.catalog, to: dir.appendingPathComponent("L.xcstrings"))
        let path = write(
            Self.scene(1).replacingOccurrences(of: "(1)", with: "(1, 2)"), to: dir.appendingPathComponent("s.scene"))
        let r = unfold("lint", path)
        #expect(r.code == 2)
        #expect(
            r.err.hasPrefix(
                "\(path):7:7: error: L\"%lld files\" (en): its value takes 1 argument (%lld), but 2 are given"),
            "\(r.err)")
    }

    /// A key's own value with no specifier given an argument is still an error, and lint finds it in the
    /// variant whose locale has that value, naming the variant.
    @Test func theKeysOwnValueStillTakesItsArguments() throws {
        let dir = tempDir("plural-own")
        _ = write(Self.catalog, to: dir.appendingPathComponent("L.xcstrings"))
        let path = write(Self.scene(1, key: "Plain %lld"), to: dir.appendingPathComponent("s.scene"))
        let r = unfold("lint", path)
        #expect(r.code == 2)
        #expect(
            r.err.hasPrefix(
                "\(path):7:7: error: L\"Plain %lld\" (ar): its value takes 0 arguments (no format specifier), but 1 is given (in variant ar)"
            ),
            "\(r.err)")
    }

    /// `-o .mp4` wrote a folder of frames named `.mp4`: a bare extension is a file without a name.
    @Test func aBareExtensionIsNotAFolder() throws {
        let dir = tempDir("bare-ext")
        let scene = write(smallScene, to: dir.appendingPathComponent("faq.scene"))
        for name in [".mp4", ".GIF", ".png"] {
            let path = dir.appendingPathComponent(name).path
            let r = unfold("render", scene, "-o", path, "--quiet")
            #expect(r.code == 2)
            #expect(
                r.err.hasPrefix(
                    "unfold: -o \(path): a file needs a name before its extension (such as out/faq\(name))\n"),
                "\(r.err)")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    /// Finding 8 and the smaller catalog points: a value that expands past the scene's 100,000 characters is an
    /// error at its `L"…"`, a substitution that names itself is a cycle (it was "1 is text"), and an argNum too
    /// large for an Int is not "not valid JSON". (The corpus runs the same scene under its memory bound.)
    @Test func catalogValuesThatExpand() throws {
        let scene = CorpusTests.corpus.appendingPathComponent("catalog-values-that-expand.scene").path
        let r = unfold("lint", scene)
        #expect(r.code == 2)
        let errors = r.err.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            String($0.split(separator: ":", maxSplits: 3)[3].dropFirst(" error: ".count))
        }
        let long = "its value as shown is longer than 100000 characters, the limit of a scene's text"
        #expect(
            errors == [
                "L\"expands\" (en): \(long)", "L\"nested\" (en): \(long)",
                "L\"itself\" (en): the substitution %#@a@ names itself in its own variation, so it never ends",
                "L\"far\" (en): expanding.xcstrings: 'strings.far.localizations.en.substitutions.a.argNum' is not an"
                    + " argument number (1…16)"
            ], "\(r.err)")
    }
}

/// A substitution's variation may use another substitution (as `.stringsdict` variables may), and is shown
/// expanded; only one that comes back to itself is refused.
@Suite struct NestedSubstitutionTests {
    @Test func aVariationUsesAnotherSubstitution() throws {
        let dir = tempDir("nested-sub")
        _ = write(
            """
            { "sourceLanguage": "en", "strings": { "files": { "localizations": { "en": {
              "stringUnit": { "value": "%#@files@" },
              "substitutions": {
                "files": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "value": "one file in %#@folders@" } },
                  "other": { "stringUnit": { "value": "%arg files in %#@folders@" } } } } },
                "folders": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "value": "one folder" } },
                  "other": { "stringUnit": { "value": "%arg folders" } } } } } } } } } } }
            """, to: dir.appendingPathComponent("L.xcstrings"))
        _ = write(
            "canvas 300x100 @1x\nstrings \"L.xcstrings\"\ncell c\n  text t\nrows c\n  a t L\"files\"(3, 2)\n  b t L\"files\"(1, 1)\n",
            to: dir.appendingPathComponent("s.scene"))
        #expect(unfold("lint", dir.appendingPathComponent("s.scene").path).code == 0)
        let texts = try PluralFormTests.timelineTexts(dir, variant: "default")
        #expect(texts.contains("3 files in 2 folders") && texts.contains("one file in one folder"), "\(texts)")
    }
}

/// `test` on goldens it cannot write exits 3 (it was 1), leaves no empty golden folder, and a video with its
/// poster goes in together or not at all.
@Suite struct IOFailureTests {
    @Test func goldensThatCannotBeWrittenExitThree() throws {
        let dir = tempDir("test-io")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        // A file where the goldens folder should be: no user, root included, can make a folder under it.
        let goldens = write("not a folder\n", to: dir.appendingPathComponent("goldens"))
        let report = dir.appendingPathComponent("report").path
        let r = unfold("test", scene, "--goldens", goldens, "--report", report, "--record", "missing")
        #expect(r.code == 3, "\(r.out)\(r.err)")
        // The reason after the path is Foundation's own words, which differ between its versions.
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty, "\(r.out)")
        #expect(lines[0].hasPrefix("ERROR s (default): cannot create folder \(goldens): "), "\(r.out)")
        #expect(lines.dropFirst().first == "unfold test: 1 scene: 1 error (report: \(report)/index.html)")
        // The report is still written, with the error in it.
        #expect(files(URL(fileURLWithPath: report)).contains("results.json"))
    }

    /// A write that runs out of room (here the file-size limit, which makes write(2) fail as a full disk does)
    /// takes away the golden folders it made.
    @Test func aFailedRecordingLeavesNoEmptyGoldenFolder() throws {
        let dir = tempDir("test-full")
        _ = write(smallScene + "\nvariant dark appearance dark\n", to: dir.appendingPathComponent("s.scene"))
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("unfold")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        // An ignored SIGXFSZ stays ignored across exec, so the write fails with EFBIG instead of a signal.
        p.arguments = [
            "-c", "trap '' XFSZ; ulimit -f 4; exec \"$0\" test s.scene --goldens g --report r --record missing --quiet",
            binary.path
        ]
        p.currentDirectoryURL = dir
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 3)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("g").path), "\(files(dir))")
        #expect(files(dir).allSatisfy { !$0.hasPrefix(".") }, "\(files(dir))")
    }

    @Test func aVideoAndItsPosterGoInTogether() throws {
        let dir = tempDir("poster-together")
        let scene = write(smallScene, to: dir.appendingPathComponent("s.scene"))
        let video = dir.appendingPathComponent("a.mp4")
        let poster = dir.appendingPathComponent("p.png")
        #expect(unfold("render", scene, "-o", video.path, "--poster", poster.path, "--quiet").code == 0)
        let (oldVideo, oldPoster) = (bytes(video), bytes(poster))
        // The poster cannot be written (its folder is a file): the new video must not be left in place.
        let blocked = write("x\n", to: dir.appendingPathComponent("blocked")) + "/p.png"
        _ = write(smallScene.replacingOccurrences(of: "First", with: "Changed"), to: URL(fileURLWithPath: scene))
        let r = unfold("render", scene, "-o", video.path, "--poster", blocked, "--quiet")
        #expect(r.code == 3, "\(r.err)")
        #expect(bytes(video) == oldVideo && bytes(poster) == oldPoster)
        #expect(files(dir).sorted() == ["a.mp4", "blocked", "p.png", "s.scene"], "\(files(dir))")
        // Both written: both replaced.
        #expect(unfold("render", scene, "-o", video.path, "--poster", poster.path, "--quiet").code == 0)
        #expect(bytes(video) != oldVideo && bytes(poster) != oldPoster)
    }
}

/// F16 and finding 17: `embed` gives the size in points and the scene's name, read from what each file Unfold
/// writes says of itself; a damaged file is exit 3 with words, and FFmpeg's own log stays silent.
@Suite struct EmbedTests {
    static let scene = """
        scene "Rows that unfold"
        canvas 120x200 @3x
        fps 30
        cell c
          vstack
            text t
            text d visible expanded
        rows c
          a t "A" d "More"
        timeline
          at 0.2 tap a
        """

    @Test(arguments: ["gif", "apng", "webp", "mp4", "webm"])
    func anAt3xFileIsItsPoints(_ ext: String) throws {
        let dir = tempDir("embed-points")
        let scene = write(Self.scene, to: dir.appendingPathComponent("s.scene"))
        let file = dir.appendingPathComponent("out.\(ext)").path
        #expect(unfold("render", scene, "-o", file, "--quiet").code == 0)
        let e = unfold("embed", file)
        #expect(e.code == 0, "\(e.err)")
        let kind = ["mp4", "webm"].contains(ext) ? "video" : "image"
        #expect(e.out == Self.snippets(file, "\(kind), 360×600 px, 120×200 pt, 1.000 s", width: 120, height: 200))
        // Made smaller than its points, a file is shown at its own pixels, never enlarged.
        #expect(unfold("render", scene, "-o", file, "--width", "60", "--quiet").code == 0)
        #expect(
            unfold("embed", file).out
                == Self.snippets(file, "\(kind), 60×100 px, 60×100 pt, 1.000 s", width: 60, height: 100))
    }

    /// What `embed` writes of a file: its line, then its snippet for each kind of page, its size in points.
    static func snippets(_ file: String, _ line: String, width: Int, height: Int) -> String {
        let name = URL(fileURLWithPath: file).lastPathComponent
        let size = "width=\"\(width)\" height=\"\(height)\""
        guard line.hasPrefix("video") else {
            return """
                \(file): \(line)

                Markdown (GitHub README):
                ![Rows that unfold](\(file))

                HTML:
                <img src="\(file)" \(size) alt="Rows that unfold">

                DocC:
                @Image(source: "\(name)", alt: "Rows that unfold")

                MkDocs:
                ![Rows that unfold](\(file)){ width="\(width)" }

                """
        }
        let video =
            "<video src=\"\(file)\" \(size) autoplay loop muted playsinline aria-label=\"Rows that unfold\"></video>"
        return """
            \(file): \(line)

            Markdown (GitHub README, a link: GitHub does not play repository videos inline):
            [▶ Rows that unfold (1.000 s)](\(file))

            HTML:
            \(video)

            DocC:
            @Video(source: "\(name)", alt: "Rows that unfold")

            MkDocs:
            \(video)

            """
    }

    /// What each cut file is, after its path: Unfold's one line, never FFmpeg's own.
    static let damage = [
        "head.gif": "is damaged: it ends before the GIF trailer",
        "half.gif": "is damaged: it ends before the GIF trailer",
        "head.apng": "is damaged: it ends before its IEND chunk",
        "half.apng": "is damaged: it ends before its IEND chunk",
        "head.webp": "is not a WebP file libwebp can read",
        "half.webp": "is not a WebP file libwebp can read",
        "head.mp4": "is damaged: it holds no picture",
        "half.mp4": "is damaged: its frames end at 0.400 s of the 1.000 s it states",
        "head.webm": "is not a video or animated image FFmpeg can read",
        "half.webm": "is damaged: its frames end at 0.400 s of the 1.000 s it states"
    ]

    /// The first 60 bytes, and the first half, of each kind of file.
    @Test(arguments: ["gif", "apng", "webp", "mp4", "webm"])
    func aDamagedFileIsExitThree(_ ext: String) throws {
        let dir = tempDir("embed-damaged")
        let scene = write(Self.scene, to: dir.appendingPathComponent("s.scene"))
        let file = dir.appendingPathComponent("whole.\(ext)")
        #expect(unfold("render", scene, "-o", file.path, "--quiet").code == 0)
        let whole = [UInt8](bytes(file))
        for (name, part) in [("head", Array(whole.prefix(60))), ("half", Array(whole.prefix(whole.count / 2)))] {
            let cut = dir.appendingPathComponent("\(name).\(ext)")
            try Data(part).write(to: cut)
            let e = unfold("embed", cut.path)
            #expect(e.code == 3, "\(name).\(ext): \(e.out)")
            #expect(e.out.isEmpty)
            // Only Unfold's one line: no "[gif @ 0x…]" from FFmpeg.
            let damage = Self.damage["\(name).\(ext)"]!
            #expect(e.err == "unfold: error: \(cut.path) \(damage)\n")
        }
    }
}

/// Finding 12: an unknown `L"KEY"` cost every key of every catalog, once per use. 1,000 `strings` lines naming
/// one 100,000-key catalog, and 1,000 unknown keys: the catalog is read once, its keys indexed once, and the
/// run stays under the corpus's memory bound and time limit.
@Suite struct UnknownKeyTests {
    @Test func oneCatalogNamedOften() throws {
        let dir = tempDir("unknown-keys")
        var catalog = "{\"sourceLanguage\": \"en\", \"strings\": {"
        catalog += (0..<100_000).map {
            "\"key.number.\($0)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"Value \($0)\"}}}}"
        }.joined(separator: ",\n")
        catalog += "}}\n"
        _ = write(catalog, to: dir.appendingPathComponent("K.xcstrings"))
        var scene = "canvas 200x100 @1x\n" + String(repeating: "strings \"K.xcstrings\"\n", count: 1000)
        scene += "cell c\n  text t\nrows c\n"
        scene += (0..<1000).map { "  r\($0) t L\"key.numbr.\($0)\"\n" }.joined()
        _ = write(scene, to: dir.appendingPathComponent("s.scene"))
        let r = try #require(try CorpusTests.bounded(["lint", "s.scene"], seconds: 30, in: dir), "over 30 s")
        #expect(r.code == 2)
        #expect(
            r.err.hasPrefix(
                "s.scene:1005:8: error: no catalog holds the key 'key.numbr.0'; did you mean 'key.number.0'?\n"),
            "\(r.err.prefix(300))")
        #expect(r.err.hasSuffix("… and 900 more errors\n"))
    }
}

/// Finding 9: six 8000×8000 PNGs (within the limits) took 4.5 GB, `lint` 1.8 GB. Each is decoded once, row by
/// row, straight to the size that fills the largest frame it can be drawn into: under the corpus's 1 GB.
@Suite struct LargeImageTests {
    @Test func sixLargeImagesStayUnderTheBound() throws {
        let dir = tempDir("large-images")
        // Left half red, right half blue: shrunk, the picture must still be those halves.
        let png = try PNGCodec.encodeRGBRows(width: 8000, height: 8000) { _, row in
            let p = row.assumingMemoryBound(to: UInt8.self)
            for x in 0..<8000 {
                p[3 * x] = x < 4000 ? 255 : 0
                p[3 * x + 1] = 0
                p[3 * x + 2] = x < 4000 ? 0 : 255
            }
        }
        try Data(png).write(to: dir.appendingPathComponent("big0.png"))
        // Hard links: six real files to decode, one file's bytes on disk.
        for k in 1..<6 {
            try FileManager.default.linkItem(
                at: dir.appendingPathComponent("big0.png"), to: dir.appendingPathComponent("big\(k).png"))
        }
        var scene = "canvas 200x300 @1x\ncell c\n  image pic height 40 width 80\nrows c\n"
        for k in 0..<6 { scene += "  r\(k) pic \"big\(k).png\"\n" }
        _ = write(scene, to: dir.appendingPathComponent("s.scene"))
        let lint = try #require(try CorpusTests.bounded(["lint", "s.scene"], seconds: 60, in: dir), "lint over 60 s")
        #expect(lint.code == 0, "\(lint.err)")
        let still = try #require(
            try CorpusTests.bounded(["still", "s.scene", "--at", "0", "-o", "s.png"], seconds: 60, in: dir))
        #expect(still.code == 0, "\(still.err)")
        let frame = try PNGCodec.decode(file: dir.appendingPathComponent("s.png").path)
        // The first row's image: red on its left, blue on its right, and nothing else in between but their mix.
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            Array(frame.pixels[(y * frame.width + x) * 4..<(y * frame.width + x) * 4 + 3])
        }
        let row = (0..<frame.width).map { pixel($0, 20) }
        let red = row.firstIndex { $0 == [255, 0, 0] }
        let blue = row.lastIndex { $0 == [0, 0, 255] }
        #expect(red != nil && blue != nil && red! < blue!, "\(row.prefix(100))")
    }
}

/// Finding 10: the largest canvas took 11.5 GB for WebM (then FFmpeg failed), 6.6 GB for MP4 4:4:4 and 4.2 GB
/// for WebP. A frame larger than each encoder takes within 1 GB is refused before any work, with the way out.
@Suite struct EncoderMemoryTests {
    @Test func theLargestCanvasIsRefusedWithTheWayOut() throws {
        let dir = tempDir("encoder-memory")
        let scene = write(
            smallScene.replacingOccurrences(of: "canvas 200x300 @1x", with: "canvas 4096x4096 @3x"),
            to: dir.appendingPathComponent("s.scene"))
        let cases: [(String, [String], String)] = [
            ("webm", [], "more than the 5,500,000 WEBM (4:2:0) encodes"),
            ("webm", ["--chroma", "444"], "more than the 4,000,000 WEBM (4:4:4) encodes"),
            ("mp4", ["--chroma", "444"], "more than the 6,000,000 MP4 (4:4:4) encodes"),
            ("mp4", [], "more than the 10,000,000 MP4 (4:2:0) encodes"),
            ("webp", [], "more than the 10,000,000 WEBP encodes"),
            ("gif", [], "more than the 16,000,000 GIF encodes"),
            ("apng", [], "more than the 16,000,000 APNG encodes")
        ]
        for (ext, options, words) in cases {
            let file = dir.appendingPathComponent("s.\(ext)").path
            let started = Date()
            let r = unfold(["render", scene, "-o", file, "--quiet"] + options)
            #expect(r.code == 2, "\(ext) \(options): \(r.err)")
            #expect(
                r.err.hasPrefix(
                    "unfold: a 12288×12288 px frame is 150,994,944 pixels, \(words) within Unfold's 1 GB memory bound; render it with --width "
                ), "\(r.err)")
            #expect(!FileManager.default.fileExists(atPath: file))
            // Refused before drawing a frame.
            #expect(Date().timeIntervalSince(started) < 10)
        }
        // The width it suggests is taken.
        let r = unfold("render", scene, "-o", dir.appendingPathComponent("s.webm").path, "--quiet")
        let width = r.err.components(separatedBy: "--width ")[1].split(separator: " ")[0]
        #expect(width == "2345", "\(width)")
        #expect(EncoderMemory.refusal(.webm, chroma: .yuv420, size: (2345, 2345)) == nil)
        #expect(EncoderMemory.refusal(.webm, chroma: .yuv420, size: (2346, 2346)) != nil)
    }
}
