import CCairoPango
import Foundation
import Synchronization
import UnfoldCodecs
import UnfoldModel

/// The font files Unfold renders with, loaded by file so output never depends on the user's fontconfig set-up.
package enum Fonts {
    package struct File: Sendable, Equatable {
        package var path: String
        package var package: String
        /// The hash the file must have; nil for a file that is not pinned.
        package var sha256: String? = nil
    }

    /// The pinned files as found in `folders` (a file found nowhere keeps the path it would have in the last).
    static func files(in folders: [String]) -> [File] {
        PinnedFonts.pins.map { pin in
            File(
                path: FontFolders.find(pin.path, in: folders) ?? (folders.last ?? FontFolders.system) + "/" + pin.path,
                package: pin.package, sha256: pin.sha256)
        }
    }

    /// The files this process draws with: each pin's verified copy (else, for the error to name, the first found).
    package static let files: [File] = {
        let folders = FontFolders.current
        return (try? verified(in: folders).get()) ?? files(in: folders)
    }()

    /// Each pin's file: the first copy in `folders` whose hash is the pinned one. A copy with other bytes earlier in
    /// the order (an older `make install`, a newer distribution's package) is passed over for a right one later;
    /// when none is right, the error names the first copy and both hashes.
    static func verified(in folders: [String]) -> Result<[File], RenderError> {
        let first = files(in: folders)
        if let e = missingFontError(first) { return .failure(e) }
        if wrongFontError(first) == nil { return .success(first) }
        var out: [File] = []
        for f in first {
            let relative = PinnedFonts.pins.first { f.path.hasSuffix("/" + $0.path) }?.path ?? ""
            let right = ([f.path] + folders.map { $0 + "/" + relative }).first { path in
                FileManager.default.fileExists(atPath: path) && (try? FileDigest.sha256(file: path)) == f.sha256
            }
            guard let right else { return .failure(wrongFontError([f]) ?? RenderError.unreadable(path: f.path)) }
            out.append(File(path: right, package: f.package, sha256: f.sha256))
        }
        return .success(out)
    }

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
          <!-- Noto Color Emoji holds bitmaps of one size (109 px), which Cairo draws as they are:
               scale them to the size asked for. -->
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

    /// A fontconfig object, handed between threads only inside `state`'s lock (fontconfig's calls on it are made
    /// holding it, or are read-only once it is made).
    struct FontConfig: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// What the process has loaded: the configuration holding exactly our files (or the error that stopped it),
    /// made once; the scenes' own files, read for their faces; and a configuration per set of a scene's own files.
    struct State {
        var loaded: Result<FontConfig, RenderError>?
        /// What the pinned fonts can draw together, made on first use.
        var coverage: FontConfig?
        /// Every scene's own files this process read (`add(file:)`), apart from the pinned configuration, which
        /// draws only the pinned fonts.
        var sceneFiles: FontConfig?
        /// The pinned files and a scene's own (`config(for:)`), by the set of own files.
        var sets: [FontSet: FontConfig] = [:]
    }

    static let state = StaticMutex(State())

    /// Loads the font files once; throws an error that names the package to install when one is missing.
    package static func load() throws -> OpaquePointer {
        // The closure returns a Result, so nothing throws through the lock; the error is thrown after it.
        try state.withLock { state in loaded(&state) }.get().pointer
    }

    /// The configuration, made on the first call; `state` is locked.
    private static func loaded(_ state: inout State) -> Result<FontConfig, RenderError> {
        if let loaded = state.loaded { return loaded }
        let made = Result { () throws(RenderError) -> FontConfig in try configuration(current: true) }
        state.loaded = made
        return made
    }

    /// A configuration holding exactly the verified pinned files; the process's own is made current.
    private static func configuration(current: Bool) throws(RenderError) -> FontConfig {
        let files = try verified(in: FontFolders.current).get()
        guard let c = FcConfigCreate() else { throw RenderError.library(.fontconfig, step: "create a configuration") }
        if FcConfigParseAndLoadFromMemory(c, rules, 1) == 0 {
            throw RenderError.library(.fontconfig, step: "read Unfold's rules")
        }
        // Each pinned file's faces come from the coverage cache when they were kept by an earlier process.
        let kept = FontCoverageCache.folder()
        for f in files where !FontCoverageCache.add(f, to: c, folder: kept) {
            throw RenderError.library(.fontconfig, step: "load \(f.path)", reason: "reinstall \(f.package)")
        }
        // Made current before Pango first asks fontconfig, which would otherwise parse the system's
        // configuration: slower, and a way for the user's set-up to change the output.
        if current { FcConfigSetCurrent(c) }
        return FontConfig(pointer: c)
    }

    /// The configuration a scene's texts are measured and drawn with: the pinned files and the scene's own, and
    /// nothing another scene of this process added. One per set, kept: a scene drawn again reuses it.
    package static func config(for set: FontSet) throws -> OpaquePointer {
        let pinned = try load()
        if set.files.isEmpty { return pinned }
        return try state.withLock { state -> Result<OpaquePointer, RenderError> in
            if let kept = state.sets[set] { return .success(kept.pointer) }
            let built = Result { () throws(RenderError) -> FontConfig in try configuration(current: false) }
            guard case .success(let made) = built else { return built.map(\.pointer) }
            for file in set.files { _ = FcConfigAppFontAddFile(made.pointer, file) }
            state.sets[set] = made
            return .success(made.pointer)
        }.get()
    }

    /// An error naming the first of `files` whose hash is not the one pinned, with both hashes. The files are
    /// hashed on both cores; OpenSSL hashes the 60 MB in about 30 ms.
    static func wrongFontError(_ files: [File]) -> RenderError? {
        // Hashed on both cores first; the digests are kept, so the loop below only reads them.
        DispatchQueue.concurrentPerform(iterations: files.count) { i in _ = try? FileDigest.sha256(file: files[i].path)
        }
        for f in files {
            guard let pinned = f.sha256 else { continue }
            let found: String
            do { found = try FileDigest.sha256(file: f.path) } catch { return error as? RenderError }
            if found != pinned {
                let source = PinnedFonts.sources.first { $0.package == f.package }
                return RenderError.wrongFont(
                    path: f.path, found: found, pinned: pinned, package: f.package, version: source?.version ?? "")
            }
        }
        return nil
    }

    /// An error naming the packages to install when any of `files` is missing.
    static func missingFontError(_ files: [File]) -> RenderError? {
        let missing = files.filter { !FileManager.default.fileExists(atPath: $0.path) }
        guard !missing.isEmpty else { return nil }
        let packages = Array(Set(missing.map(\.package))).sorted()
        return RenderError.missingFont(path: missing[0].path, packages: packages)
    }

    /// Reads a scene's own font file (`font-file`) for its faces; false when fontconfig cannot read it. The scene
    /// is drawn with it through `config(for:)`; the pinned configuration never holds it.
    package static func add(file path: String) throws -> Bool {
        _ = try load()
        return state.withLock { state in FcConfigAppFontAddFile(sceneFiles(&state), path) != 0 }
    }

    /// The configuration that holds the scenes' own files this process read, made on first use.
    static func sceneFiles(_ state: inout State) -> OpaquePointer {
        if let made = state.sceneFiles { return made.pointer }
        let made = FontConfig(pointer: FcConfigCreate()!)
        state.sceneFiles = made
        return made.pointer
    }

    /// Whether a pinned font or one of a scene's own files (`files`, as added) can draw `scalar`: the fallback
    /// Pango would find for that scene alone, whatever other scenes this process read added.
    package static func covers(_ scalar: Unicode.Scalar, files: Set<String>) throws -> Bool {
        let c = try load()
        return state.withLock { state in
            let coverage = state.coverage ?? union(of: c)
            state.coverage = coverage
            if FcCharSetHasChar(coverage.pointer, scalar.value) != 0 { return true }
            guard !files.isEmpty, let set = FcConfigGetFonts(sceneFiles(&state), FcSetApplication) else {
                return false
            }
            for i in 0..<Int(set.pointee.nfont) {
                let face = set.pointee.fonts[i]
                var file: UnsafeMutablePointer<FcChar8>? = nil
                var charset: OpaquePointer? = nil
                guard FcPatternGetString(face, FC_FILE, 0, &file) == FcResultMatch, let file,
                    files.contains(String(cString: file)),
                    FcPatternGetCharSet(face, FC_CHARSET, 0, &charset) == FcResultMatch, let charset
                else { continue }
                if FcCharSetHasChar(charset, scalar.value) != 0 { return true }
            }
            return false
        }
    }

    /// The union of the coverage of every font in `config`.
    private static func union(of config: OpaquePointer) -> FontConfig {
        let union = FcCharSetCreate()!
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return FontConfig(pointer: union) }
        for i in 0..<Int(set.pointee.nfont) {
            var charset: OpaquePointer? = nil
            if FcPatternGetCharSet(set.pointee.fonts[i], FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                FcCharSetMerge(union, charset, nil)
            }
        }
        return FontConfig(pointer: union)
    }

    /// The families this process has loaded: the pinned ones, and every scene's own it has read.
    package static func families() throws -> [String] {
        let pinned = familyNames(try load())
        let own = state.withLock { state in familyNames(sceneFiles(&state)) }
        return Set(pinned + own).sorted()
    }

    /// The pinned fonts' families: what a scene may name besides its own files' (`font-file`, `fonts`), whatever
    /// other scenes this process read added.
    package static func pinnedFamilies() throws -> [String] {
        familyNames(try load())
    }

    static func familyNames(_ c: OpaquePointer) -> [String] {
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

/// A scene's own font files (absolute paths, as read): with the pinned files, the fonts its texts are measured and
/// drawn with (`Fonts.config(for:)`). The same files in any order are the same set.
package struct FontSet: Hashable, Sendable {
    package let files: [String]

    package init(_ files: some Sequence<String>) { self.files = Array(Set(files)).sorted() }

    /// The pinned fonts alone: a scene with no font files of its own.
    package static let pinned = FontSet([String]())
}
