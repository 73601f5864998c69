import CCairoPango
@testable import UnfoldRender

func g_object_unref_wrapper(_ p: OpaquePointer) { g_object_unref(UnsafeMutableRawPointer(p)) }

/// Counts glyphs Pango could not find in any loaded font (drawn as boxes).
func unknownGlyphs(_ layout: OpaquePointer) -> Int {
    var count = 0
    let iter = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iter) }
    repeat {
        if let run = pango_layout_iter_get_run_readonly(iter) {
            let glyphs = run.pointee.glyphs!.pointee
            for i in 0..<Int(glyphs.num_glyphs) where glyphs.glyphs[i].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                count += 1
            }
        }
    } while pango_layout_iter_next_run(iter) != 0
    return count
}

/// Glyphs drawn minus characters laid out: a hyphen Pango inserts at a break inside a word is a glyph with
/// no character of its own.
func extraGlyphs(_ layout: OpaquePointer) -> Int {
    var glyphCount = 0
    var characters = 0
    let iter = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iter) }
    repeat {
        if let run = pango_layout_iter_get_run_readonly(iter) {
            glyphCount += Int(run.pointee.glyphs!.pointee.num_glyphs)
            characters += Int(run.pointee.item!.pointee.num_chars)
        }
    } while pango_layout_iter_next_run(iter) != 0
    return glyphCount - characters
}
