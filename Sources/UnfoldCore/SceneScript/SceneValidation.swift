import UnfoldSyntax
import UnfoldModel

/// What validation must know of the world outside the scene text; the CLI supplies it, tests fake it.
package protocol ValidationEnvironment {
    /// The font families a scene's `font` may name.
    var fontFamilies: [String] { get }
    /// What the image file at `path` (as the scene spells it) holds, read from its header.
    func probeImage(_ path: String) -> ImageProbe
    /// Whether some loaded font can draw the character.
    func canDraw(_ scalar: Unicode.Scalar) -> Bool
}

extension ValidationEnvironment {
    package func canDraw(_ scalar: Unicode.Scalar) -> Bool { true }
}

/// Checks what the parser cannot: fonts and images. Every problem is a `Diagnostic` at the line that
/// names it, so `lint` reports them with the syntax errors, in one pass.
package enum SceneValidation {
    package static let maxImageSide = 16_384
    package static let maxImagePixels = 64 * 1_048_576

    package static func validate(_ scene: Scene, in environment: ValidationEnvironment) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let families = environment.fontFamilies
        if !families.contains(scene.settings.fontFamily) {
            let loc = scene.settings.fontLocation ?? SourceLocation(line: 1, column: 1)
            let list = families.joined(separator: ", ")
            out.append(
                Diagnostic("font family '\(scene.settings.fontFamily)' is not installed; available: \(list)", at: loc))
        }
        out += missingGlyphs(scene, in: environment)
        // One probe per spelling; a file named twice is reported at each place that names it.
        var probes: [String: ImageProbe] = [:]
        for ref in scene.imageReferences {
            let probe = probes[ref.filePath] ?? environment.probeImage(ref.filePath)
            probes[ref.filePath] = probe
            let scale = ref.preservesVector ? nil : scene.settings.scale
            if let message = problem(probe, path: ref.filePath, jpegAllowed: ref.file != nil, vectorScale: scale) {
                out.append(Diagnostic(message, at: ref.location))
            }
        }
        return out
    }

    /// A warning for the first character of each text that no loaded font can draw: rendering goes on,
    /// with Pango's box for it.
    package static func missingGlyphs(_ scene: Scene, in environment: ValidationEnvironment) -> [Diagnostic] {
        var texts: [(String, SourceLocation)] = []
        for template in scene.templates {
            for e in template.flattened {
                for words in e.textLabel?.writtenWords ?? [] { texts.append((words, e.location)) }
            }
        }
        for value in scene.rows.writtenValues where scene.templates[value.template].slotKinds[value.slot] == .text {
            texts.append((value.text, value.location))
        }
        var out: [Diagnostic] = []
        var checked: [Unicode.Scalar: Bool] = [:]
        for (text, location) in texts {
            for (offset, scalar) in text.unicodeScalars.enumerated() where !ignorable(scalar) {
                let drawable = checked[scalar] ?? environment.canDraw(scalar)
                checked[scalar] = drawable
                guard !drawable else { continue }
                let code = String(scalar.value, radix: 16, uppercase: true)
                let at = SourceLocation(line: location.line, column: location.column + 1 + offset)
                out.append(Diagnostic("no installed font can draw '\(scalar)' (U+\(code))", at: at, severity: .warning))
                break
            }
        }
        return out
    }

    /// White space, controls and format characters (joiners, variation selectors) need no glyph of their own.
    static func ignorable(_ s: Unicode.Scalar) -> Bool {
        s.properties.isWhitespace || s.value < 0x20 || s.properties.generalCategory == .format
            || (0xFE00...0xFE0F).contains(s.value) || s.properties.generalCategory == .control
    }

    /// `jpegAllowed`: the file is an image set's, where iOS reads JPEG, PDF and SVG too; a path in a row is PNG
    /// only. `vectorScale`: the scale a vector that keeps no vector data is made a bitmap at (nil: drawn as a
    /// vector at the size shown, so its own size is no limit).
    static func problem(_ probe: ImageProbe, path: String, jpegAllowed: Bool = false, vectorScale: Int? = nil)
        -> String?
    {
        switch probe {
        case .jpeg where !jpegAllowed, .badJPEG where !jpegAllowed, .vector where !jpegAllowed:
            return "image \(path) is not a PNG file (only PNG is accepted)"
        case let .vector(width, height):
            guard let k = vectorScale.map(Double.init) else { return nil }
            let (w, h) = ((width * k).rounded(), (height * k).rounded())
            if w > Double(maxImageSide) || h > Double(maxImageSide) || w * h > Double(maxImagePixels) {
                return
                    "image \(path) is \(fmt(width))×\(fmt(height)) points, \(fmt(w))×\(fmt(h)) pixels at @\(Int(k))x;"
                    + " the limit is 16384 a side and 64 megapixels (an image set with"
                    + " 'preserves-vector-representation' is drawn at the size it is shown)"
            }
            return nil
        case .badJPEG(let why): return "image \(path) cannot be read: \(why)"
        case let .png(width, height), let .jpeg(width, height):
            if width > maxImageSide || height > maxImageSide || width * height > maxImagePixels {
                return "image \(path) is \(width)×\(height) pixels; the limit is 16384 a side and 64 megapixels"
            }
            return nil
        case .missing(let tried):
            return tried == path ? "image \(path) does not exist" : "image \(path) does not exist (looked for \(tried))"
        case .unreadable(let why): return "image \(path) cannot be read: \(why)"
        case .notPNG: return "image \(path) is not a PNG file (only PNG is accepted)"
        }
    }
}

extension SceneValidation {
    /// Each referenced image's size in points, as `UIImage` gives it: a bitmap's pixels over its scale (its image
    /// set's, else its name's `@2x`/`@3x`, else 1), a PDF's or SVG's own size. Files that cannot be read give none.
    package static func imageSizes(_ scene: Scene, in environment: ValidationEnvironment) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for ref in scene.imageReferences where sizes[ref.path] == nil && !ref.isSymbol {
            let scale = Double(ref.imageSet?.scale(ofFile: ref.filePath) ?? namedScale(ref.filePath))
            switch environment.probeImage(ref.filePath) {
            case .png(let w, let h), .jpeg(let w, let h):
                sizes[ref.path] = Size(width: Double(w) / scale, height: Double(h) / scale)
            case .vector(let w, let h):
                sizes[ref.path] = Size(width: w, height: h)
            default: continue
            }
        }
        return sizes
    }

    /// `icon@3x.png` is 3; a name without a scale is 1.
    static func namedScale(_ path: String) -> Int {
        let stem = path.split(separator: "/").last.map { $0.split(separator: ".").first ?? $0 } ?? ""
        for k in [2, 3] where stem.hasSuffix("@\(k)x") { return k }
        return 1
    }
}
