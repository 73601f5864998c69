import CCairoPango
import Foundation
import UnfoldGoldens
import UnfoldModel

/// The font files a scene's frames draw, as fontconfig resolved the runs Pango shaped: what `golden.json`'s
/// environment names. The frames' texts and symbols are laid out as the renderer lays them out, not drawn.
package enum FontsDrawn {
    package static func fonts(_ renderer: SceneRenderer, frames: [Int]) throws -> [GoldenEnvironment.Font] {
        // The scene's own fonts with the pinned ones, as its frames are drawn: a fresh engine of the pinned fonts
        // alone named a fallback the frames do not draw and left out the scene's own `font-file`.
        let engine = try TextEngine(fonts: renderer.fonts)
        var found: Set<FontKey> = []
        TextEngine.locked {
            for f in frames {
                for command in renderer.commands(frame: f) {
                    switch command {
                    case let .text(s, style, r, _):
                        collect(engine.cachedLayoutLocked(s, style: style, width: r.width), into: &found)
                    case let .symbol(name, _, _, _, _):
                        guard let scalar = Symbols.codepoints[name].flatMap(Unicode.Scalar.init) else { continue }
                        let style = TextStyle(
                            family: Fonts.symbolFamily, weight: .regular, size: 17, lines: 1, align: .left)
                        collect(
                            engine.cachedLayoutLocked(String(Character(scalar)), style: style, width: -1), into: &found)
                    default: continue
                    }
                }
            }
        }
        return try found.map { key in
            GoldenEnvironment.Font(
                family: key.family, style: key.style, file: URL(fileURLWithPath: key.path).lastPathComponent,
                version: key.version, sha256: try FileDigest.sha256(file: key.path))
        }.sorted()
    }

    struct FontKey: Hashable {
        var path: String
        var family: String
        var style: String
        var version: String
    }

    /// The fonts of every run of `layout`.
    static func collect(_ layout: OpaquePointer, into found: inout Set<FontKey>) {
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iter), let font = run.pointee.item.pointee.analysis.font,
                let key = key(of: font)
            else { continue }
            found.insert(key)
        } while pango_layout_iter_next_run(iter) != 0
    }

    /// The file, family, style and version of a Pango font that fontconfig found.
    static func key(of font: UnsafeMutablePointer<PangoFont>) -> FontKey? {
        guard
            let pattern = pango_fc_font_get_pattern(
                UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
        else { return nil }
        func string(_ name: String) -> String? {
            var s: UnsafeMutablePointer<FcChar8>? = nil
            guard FcPatternGetString(pattern, name, 0, &s) == FcResultMatch, let s else { return nil }
            return String(cString: s)
        }
        guard let path = string(FC_FILE) else { return nil }
        var revision: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &revision)
        return FontKey(
            path: path, family: string(FC_FAMILY) ?? "", style: string(FC_STYLE) ?? "", version: version(revision))
    }

    /// The `head` table's fontRevision, a 16.16 fixed-point number, as `4.0` or `2.037`.
    static func version(_ revision: Int32) -> String {
        let thousandths = (Int(revision) * 1000 + 32768) >> 16
        var s = "\(thousandths / 1000).\(String(format: "%03d", thousandths % 1000))"
        while s.hasSuffix("0") && !s.hasSuffix(".0") { s.removeLast() }
        return s
    }
}
