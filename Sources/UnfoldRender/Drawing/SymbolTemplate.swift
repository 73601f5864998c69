import CCairoPango
import Foundation
import UnfoldCodecs
import UnfoldModel

/// A custom SF Symbol: the SVG template the SF Symbols app exports, drawn as the built-in symbols are drawn.
/// The template holds the symbol once per weight and scale (`Regular-M`) and, for each scale, a baseline and a
/// cap line (`Baseline-M`, `Capline-M`): the capitals of text whose point size the symbol is drawn at.
enum SymbolTemplate {
    /// Reads and checks a symbol set's template: an SVG with at least one weight's layer.
    static func read(_ path: String) throws -> VectorImage {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= VectorImage.maxBytes else {
            throw RenderError.library(.librsvg, step: "read", reason: "\(size) bytes is more than the limit of 16 MB")
        }
        guard case .success(let data) = RegularFile.read(path, limit: VectorImage.maxBytes) else {
            throw RenderError.library(.librsvg, step: "read", reason: "no such regular file")
        }
        let image = try VectorImage.read([UInt8](data), kind: .svg)
        let document = try VectorDocument(image.bytes, kind: .svg)
        guard Placement.of(document, image, weight: .regular) != nil else {
            throw RenderError.library(
                .librsvg, step: "find a symbol",
                reason: "it is not an SF Symbols template (no layer such as Regular-M or Regular-S)")
        }
        return image
    }

    /// Where a weight's layer sits in the template, and how tall capitals are there.
    struct Placement {
        var layer: String
        /// The layer's ink, in the template's units.
        var ink: Rect
        /// Cap line to baseline, in the template's units.
        var capHeight: Double

        static func of(_ document: VectorDocument, _ image: VectorImage, weight: FontWeight) -> Placement? {
            let size = (image.width, image.height)
            for layer in SymbolSet.layers(for: weight) {
                guard let glyph = document.boxes(of: "#" + layer, documentSize: size), glyph.ink.height > 0 else {
                    continue
                }
                let scale = layer.split(separator: "-").last.map(String.init) ?? "M"
                let baseline = document.boxes(of: "#Baseline-" + scale, documentSize: size)?.logical.y
                let capline = document.boxes(of: "#Capline-" + scale, documentSize: size)?.logical.y
                // Without guides the symbol's own height stands for the capitals'.
                var cap = glyph.ink.height
                if let baseline, let capline, baseline > capline { cap = baseline - capline }
                return Placement(layer: layer, ink: glyph.ink, capHeight: cap)
            }
            return nil
        }
    }
}

extension FrameRenderer {
    /// A custom symbol of point size min(width, height): its capitals' height as tall as the built-in symbols',
    /// its ink centred in `r` and turned by `rotation` degrees about its centre, in `color` through its alpha.
    func drawSymbolSet(_ name: String, in r: Rect, color c: RGBA, rotation: Double, weight: FontWeight) throws {
        guard let image = images.symbols[name] else { return }
        let size = min(r.width, r.height)
        let key = "symbol\u{0}" + name
        let document = try vectorDocuments[key] ?? VectorDocument(image.bytes, kind: .svg)
        vectorDocuments[key] = document
        let placed =
            symbolPlacements[key + "\u{0}" + weight.rawValue]
            ?? SymbolTemplate.Placement.of(document, image, weight: weight)
        symbolPlacements[key + "\u{0}" + weight.rawValue] = placed
        guard size > 0, let placed else { return }
        let k = size * Symbols.capHeight / placed.capHeight
        cairo_save(cr)
        cairo_translate(cr, r.x + r.width / 2, r.y + r.height / 2)
        cairo_rotate(cr, rotation * .pi / 180)
        cairo_scale(cr, k, k)
        cairo_translate(cr, -(placed.ink.x + placed.ink.width / 2), -(placed.ink.y + placed.ink.height / 2))
        cairo_push_group(cr)
        do {
            try document.drawLayer("#" + placed.layer, cr, documentSize: (image.width, image.height))
        } catch {
            cairo_pattern_destroy(cairo_pop_group(cr))
            cairo_restore(cr)
            throw error
        }
        let pattern = cairo_pop_group(cr)!
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}
