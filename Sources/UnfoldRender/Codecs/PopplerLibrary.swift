import CPoppler
import UnfoldCodecs

/// poppler-glib's functions, from the library opened the first time a scene draws a PDF. Every other command
/// starts without poppler and the libraries it brings.
enum PopplerLibrary {
    /// Opened once, on first use (a global's initialiser runs once, on whichever thread comes first).
    static let opened = OpenedFunctions<unfold_poppler>.open(
        .poppler, step: "open poppler", install: "libpoppler-glib8"
    ) { unfold_poppler_load($0) }

    /// The functions, or why they cannot be had.
    static func functions() throws -> unfold_poppler { try opened.get().pointer.pointee }
}
