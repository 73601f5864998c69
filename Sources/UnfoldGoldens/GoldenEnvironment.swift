import UnfoldModel

/// `golden.json`'s `environment`: what drew the goldens. Unfold's version, the versions of the libraries that
/// decide a pixel as they reported themselves, and every font file the kept frames drew. Unfold pins what decides a
/// pixel, so another machine gives the same verdicts; when a golden still differs, these say what else differs.
package struct GoldenEnvironment: Codable, Sendable, Equatable {
    /// A font file drawn: its family and style as fontconfig names the face, its file name, the version in its
    /// `head` table, and the SHA-256 of its bytes.
    package struct Font: Codable, Sendable, Equatable, Comparable {
        package var family: String
        package var style: String
        package var file: String
        package var version: String
        package var sha256: String

        package init(family: String, style: String, file: String, version: String, sha256: String) {
            self.family = family
            self.style = style
            self.file = file
            self.version = version
            self.sha256 = sha256
        }

        package static func < (a: Font, b: Font) -> Bool {
            (a.file, a.family, a.style) < (b.file, b.family, b.style)
        }

        /// `Inter 4.0 (sha256 3f1c…)`; a style other than Regular is named (`Inter Bold 4.0 (…)`).
        var words: String {
            let name = style == "Regular" || style.isEmpty ? family : "\(family) \(style)"
            return "\(name) \(version) (sha256 \(sha256.prefix(4))…)"
        }
    }

    /// The libraries recorded, by key, with the names their users know, in the order the words give them.
    package static let libraries: [(key: String, name: String)] = [
        ("cairo", "Cairo"), ("pango", "Pango"), ("harfbuzz", "HarfBuzz"), ("freetype", "FreeType"),
        ("pixman", "pixman"), ("fontconfig", "fontconfig")
    ]

    package var unfold: String
    /// Each of `GoldenEnvironment.libraries`' keys with its version.
    package var libraries: [String: String]
    /// Sorted by file name.
    package var fonts: [Font]

    package init(unfold: String, libraries: [String: String], fonts: [Font]) {
        self.unfold = unfold
        self.libraries = libraries
        self.fonts = fonts.sorted()
    }

    /// Why pixels may differ: `recorded with Pango 1.50.12 and Inter 4.0 (sha256 3f1c…); this machine has Pango
    /// 1.56.3 and Inter 4.1 (sha256 9ab2…)`, naming only what differs; nil when nothing does. Fonts are compared
    /// by file name: a font drawn on one side only is the scene's change, not the machine's.
    package static func difference(recorded: GoldenEnvironment, current: GoldenEnvironment) -> String? {
        var then: [String] = []
        var now: [String] = []
        if recorded.unfold != current.unfold {
            then.append("Unfold \(recorded.unfold)")
            now.append("Unfold \(current.unfold)")
        }
        for (key, name) in libraries where recorded.libraries[key] != current.libraries[key] {
            then.append("\(name) \(recorded.libraries[key] ?? "unknown")")
            now.append("\(name) \(current.libraries[key] ?? "unknown")")
        }
        for old in recorded.fonts {
            guard let new = current.fonts.first(where: { $0.file == old.file && $0.family == old.family }),
                new.sha256 != old.sha256
            else { continue }
            then.append(old.words)
            now.append(new.words)
        }
        guard !then.isEmpty else { return nil }
        return "recorded with \(listed(then)); this machine has \(listed(now))"
    }

    /// `A`, `A and B`, `A, B and C`.
    static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The most font files an environment may name.
    static let maxFonts = 10_000

    /// The first thing no recording could have written, if any: `golden.json` comes from other machines.
    var problem: String? {
        if let p = Self.textProblem("environment.unfold", unfold) { return p }
        if libraries.count > 64 { return "'environment.libraries' holds \(libraries.count) entries, more than 64" }
        for (key, value) in libraries.sorted(by: { $0.key < $1.key }) {
            if let p = Self.textProblem("environment.libraries", key) { return p }
            if let p = Self.textProblem("environment.libraries.\(key)", value) { return p }
        }
        if fonts.count > Self.maxFonts {
            return "'environment.fonts' holds \(fonts.count) fonts, more than \(Self.maxFonts)"
        }
        for (i, f) in fonts.enumerated() {
            let place = "environment.fonts[\(i)]"
            for (key, value) in [("family", f.family), ("style", f.style), ("file", f.file), ("version", f.version)] {
                if let p = Self.textProblem("\(place).\(key)", value) { return p }
            }
            if f.sha256.count != 64 || !f.sha256.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) {
                return "'\(place).sha256' is not 64 lowercase hexadecimal digits"
            }
        }
        return nil
    }

    /// A name or version: one line of at most 256 characters.
    static func textProblem(_ place: String, _ value: String) -> String? {
        if value.count > 256 { return "'\(place)' is longer than 256 characters" }
        if value.contains(where: { $0.isNewline }) { return "'\(place)' holds a line break" }
        return nil
    }
}
