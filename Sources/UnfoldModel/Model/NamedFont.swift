/// One face of a font file: what fontconfig reads from it.
package struct FontFace: Sendable, Hashable {
    package var postScriptName: String
    package var family: String
    /// 100 (thin) … 900 (black), as CSS and OpenType's `usWeightClass` count.
    package var weight: Int
    package var italic: Bool
    /// The file it is in, as the scene names it.
    package var file: String

    package init(postScriptName: String, family: String, weight: Int, italic: Bool, file: String) {
        self.postScriptName = postScriptName
        self.family = family
        self.weight = weight
        self.italic = italic
        self.file = file
    }
}

/// A font an Interface Builder file names (`fontDescription name="Cairo-Bold" family="Cairo"`), drawn with a face
/// of the scene's own font files and never with another.
package struct NamedFont: Sendable, Equatable {
    /// Its PostScript name, as Interface Builder writes it.
    package var name: String
    package var family: String?
    /// Where the file names it.
    package var file: String
    package var line: Int
    package var column: Int
    /// The face found for it once the scene's font files are read.
    package var face: FontFace? = nil

    package init(name: String, family: String?, file: String, line: Int, column: Int) {
        self.name = name
        self.family = family
        self.file = file
        self.line = line
        self.column = column
    }

    /// The weight and style a PostScript name's last part gives (`OpenSans-SemiboldItalic`: 600, italic), for
    /// matching by family when no face has the name itself.
    var impliedStyle: (weight: Int, italic: Bool) {
        let style = name.split(separator: "-").dropFirst().last.map { $0.lowercased() } ?? ""
        let italic = style.contains("italic") || style.contains("oblique")
        let words: [(String, Int)] = [
            ("extralight", 200), ("ultralight", 200), ("thin", 100), ("hairline", 100), ("light", 300),
            ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800), ("bold", 700),
            ("medium", 500), ("black", 900), ("heavy", 900)
        ]
        let weight = words.first { style.contains($0.0) }?.1 ?? 400
        return (weight, italic)
    }

    /// The face among `faces` that this font is: the one with its PostScript name, else the one of its family
    /// with the weight and style its name gives. Nil when no face is either.
    package func match(among faces: [FontFace]) -> FontFace? {
        if let exact = faces.first(where: { $0.postScriptName == name }) { return exact }
        let familyName = family ?? String(name.split(separator: "-").first ?? "")
        let (weight, italic) = impliedStyle
        return faces.first {
            $0.family.lowercased() == familyName.lowercased() && $0.weight == weight && $0.italic == italic
        }
    }
}

extension TextStyle {
    /// Drawn in a named font's face, when one was found for it: its family, weight and style.
    package mutating func use(_ font: NamedFont?) {
        guard let face = font?.face else { return }
        family = face.family
        faceWeight = face.weight
        italic = face.italic
    }
}
