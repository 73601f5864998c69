import CCairoPango
import UnfoldModel

extension Fonts {
    /// The faces fontconfig read from the files at `paths` (added with `add(file:)` before), in file order: each
    /// face's PostScript name, first family name, OpenType weight and style.
    package static func faces(in paths: [String]) throws -> [FontFace] {
        _ = try load()
        let c = state.withLock { state in sceneFiles(&state) }
        guard let set = FcConfigGetFonts(c, FcSetApplication) else { return [] }
        var byFile: [String: [FontFace]] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            let pattern = set.pointee.fonts[i]
            guard let file = string(pattern, FC_FILE), paths.contains(file) else { continue }
            guard let family = string(pattern, FC_FAMILY) else { continue }
            var weight: Int32 = 0
            var slant: Int32 = 0
            let hasWeight = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch
            let hasSlant = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant) == FcResultMatch
            // fontconfig counts weight on its own scale (80 regular, 200 bold); OpenType's is 100…900.
            let openType = hasWeight ? Int(FcWeightToOpenType(weight)) : 400
            let face = FontFace(
                postScriptName: string(pattern, FC_POSTSCRIPT_NAME) ?? "", family: family,
                weight: min(1000, max(1, openType)), italic: hasSlant && slant != FC_SLANT_ROMAN, file: file)
            byFile[file, default: []].append(face)
        }
        return paths.flatMap { byFile[$0] ?? [] }
    }

    private static func string(_ pattern: OpaquePointer?, _ key: String) -> String? {
        var s: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(pattern, key, 0, &s) == FcResultMatch, let s else { return nil }
        return String(cString: s)
    }
}
