import CCairoPango

/// The versions of the libraries that decide a pixel, as they report themselves in this process: what
/// `golden.json` records, since the versions Unfold was built against may not be the ones it runs with.
package enum LibraryVersions {
    /// `cairo`, `pango`, `harfbuzz`, `freetype`, `pixman` and `fontconfig`, each with its version.
    package static func current() -> [String: String] {
        [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "harfbuzz": String(cString: hb_version_string()),
            "freetype": freetype(),
            "pixman": String(cString: pixman_version_string()),
            "fontconfig": dotted(Int(FcGetVersion()))
        ]
    }

    /// FreeType tells its version through a library handle only.
    static func freetype() -> String {
        var library: FT_Library? = nil
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0
        var minor: FT_Int = 0
        var patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// fontconfig's 21401 as 2.14.1.
    static func dotted(_ v: Int) -> String { "\(v / 10000).\(v / 100 % 100).\(v % 100)" }
}
