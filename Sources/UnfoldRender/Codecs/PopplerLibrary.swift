import CPoppler

/// poppler-glib's functions, from the library opened the first time a scene draws a PDF. Every other command
/// starts without poppler and the libraries it brings.
enum PopplerLibrary {
    /// The opened functions: a C struct of function pointers, kept for the life of the process as the library
    /// is, and never changed once filled.
    struct Functions: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<unfold_poppler>
    }

    /// Opened once, on first use (a global's initialiser runs once, on whichever thread comes first).
    static let opened: Result<Functions, RenderError> = {
        let table = UnsafeMutablePointer<unfold_poppler>.allocate(capacity: 1)
        if let missing = unfold_poppler_load(table) {
            return .failure(
                .library(
                    .poppler, step: "open poppler",
                    reason: "\(String(cString: missing)) is missing; install libpoppler-glib8"))
        }
        return .success(Functions(pointer: table))
    }()

    /// The functions, or why they cannot be had.
    static func functions() throws -> unfold_poppler { try opened.get().pointer.pointee }
}
