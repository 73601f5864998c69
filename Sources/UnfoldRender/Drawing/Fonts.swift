import CCairoPango
import Foundation

/// The font files Unfold renders with, loaded by file so output never depends on the user's fontconfig set-up.
package enum Fonts {
    package struct File: Sendable {
        var path: String
        var package: String
    }

    static let inter = "/usr/share/fonts/opentype/inter/"
    static let dejavu = "/usr/share/fonts/truetype/dejavu/"

    /// Inter in its six weights upright, and regular italic (the accessibility legend's hints), each as Inter
    /// and Inter Display (20 pt and more).
    static let interFiles: [File] =
        ["Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black", "Italic"].flatMap { face -> [File] in
            [
                File(path: inter + "Inter-\(face).otf", package: "fonts-inter"),
                File(path: inter + "InterDisplay-\(face).otf", package: "fonts-inter")
            ]
        }

    static let dejavuFiles: [File] =
        ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSerif", "DejaVuSerif-Bold"]
        .map { File(path: dejavu + $0 + ".ttf", package: "fonts-dejavu-core") }

    static let otherFiles: [File] = [
        File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
        File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
        File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
        File(
            path: "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
            package: "fonts-materialdesignicons-webfont")
    ]

    static let files: [File] = interFiles + dejavuFiles + otherFiles

    /// The family symbols are drawn from.
    package static let symbolFamily = "Material Design Icons"

    /// The Noto Sans CJK face whose glyph forms a language uses (as iOS picks Hiragino, PingFang SC/TC/HK or
    /// Apple SD Gothic by language); nil for other languages, whose CJK characters fall back as fontconfig sorts.
    package static func cjkFamily(for language: String) -> String? {
        let code = language.lowercased()
        let base = code.split(separator: "-").first.map(String.init) ?? code
        switch base {
        case "ja": return "Noto Sans CJK JP"
        case "ko": return "Noto Sans CJK KR"
        case "zh":
            if code.contains("hant") || code.hasSuffix("-tw") || code.hasSuffix("-mo") { return "Noto Sans CJK TC" }
            if code.hasSuffix("-hk") { return "Noto Sans CJK HK" }
            return "Noto Sans CJK SC"
        // Other languages draw Han characters with Chinese forms, as iOS falls back to PingFang SC.
        default: return "Noto Sans CJK SC"
        }
    }

    static let rules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <!-- Pango asks for the family "emoji" for emoji runs: the colour font, before any outline fallback. -->
          <alias binding="same">
            <family>emoji</family>
            <prefer><family>Noto Color Emoji</family></prefer>
          </alias>
          <!-- Noto Color Emoji holds bitmaps of one size (109 px), which Cairo draws as they are: scale them to the size asked for. -->
          <match target="font">
            <test name="family"><string>Noto Color Emoji</string></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="family"><string>Noto Color Emoji</string></test>
            <edit name="matrix" mode="assign">
              <matrix>
                <name>pixelsizefixupfactor</name> <double>0</double>
                <double>0</double> <name>pixelsizefixupfactor</name>
              </matrix>
            </edit>
          </match>
        </fontconfig>
        """

    /// The fontconfig configuration holding exactly our files; made once per process.
    nonisolated(unsafe) private static var config: OpaquePointer?
    private static let lock = NSLock()
    nonisolated(unsafe) private static var failure: RenderError?

    /// Loads the font files once; throws an error that names the package to install when one is missing.
    package static func load() throws -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        if let c = config { return c }
        if let f = failure { throw f }
        if let e = missingFontError(files) {
            failure = e
            throw e
        }
        guard let c = FcConfigCreate() else { throw RenderError.library(.fontconfig, step: "create a configuration") }
        if FcConfigParseAndLoadFromMemory(c, rules, 1) == 0 {
            throw RenderError.library(.fontconfig, step: "read Unfold's rules")
        }
        for f in files where FcConfigAppFontAddFile(c, f.path) == 0 {
            throw RenderError.library(.fontconfig, step: "load \(f.path)", reason: "reinstall \(f.package)")
        }
        // Made current before Pango first asks fontconfig, which would otherwise parse the system's
        // configuration: slower, and a way for the user's set-up to change the output.
        FcConfigSetCurrent(c)
        config = c
        return c
    }

    /// An error naming the packages to install when any of `files` is missing.
    static func missingFontError(_ files: [File]) -> RenderError? {
        let missing = files.filter { !FileManager.default.fileExists(atPath: $0.path) }
        guard !missing.isEmpty else { return nil }
        let packages = Array(Set(missing.map(\.package))).sorted()
        return RenderError.missingFont(path: missing[0].path, packages: packages)
    }

    /// Adds a scene's own font file (`font-file`) for this process; false when fontconfig cannot read it.
    package static func add(file path: String) throws -> Bool {
        let c = try load()
        lock.lock()
        defer { lock.unlock() }
        coverage = nil
        return FcConfigAppFontAddFile(c, path) != 0
    }

    nonisolated(unsafe) private static var coverage: OpaquePointer?

    /// Whether any loaded font can draw `scalar` (the fallback Pango would find, if any).
    package static func covers(_ scalar: Unicode.Scalar) throws -> Bool {
        let c = try load()
        lock.lock()
        defer { lock.unlock() }
        if coverage == nil {
            let union = FcCharSetCreate()
            if let set = FcConfigGetFonts(c, FcSetApplication) {
                for i in 0..<Int(set.pointee.nfont) {
                    var charset: OpaquePointer? = nil
                    if FcPatternGetCharSet(set.pointee.fonts[i], FC_CHARSET, 0, &charset) == FcResultMatch, let charset
                    {
                        FcCharSetMerge(union, charset, nil)
                    }
                }
            }
            coverage = union
        }
        return FcCharSetHasChar(coverage, scalar.value) != 0
    }

    /// The families that a scene's `font` may name.
    package static func families() throws -> [String] {
        let c = try load()
        guard let set = FcConfigGetFonts(c, FcSetApplication) else { return [] }
        var names = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            var s: UnsafeMutablePointer<FcChar8>? = nil
            if FcPatternGetString(set.pointee.fonts[i], "family", 0, &s) == FcResultMatch, let s {
                names.insert(String(cString: s))
            }
        }
        return names.sorted()
    }
}
