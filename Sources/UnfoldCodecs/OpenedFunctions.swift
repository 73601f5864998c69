/// A C library's functions, opened the first time a command needs them (FFmpeg's, poppler's): a C struct of
/// function pointers that its shim's loader fills, kept for the life of the process as the library is, and never
/// changed once filled.
package struct OpenedFunctions<Table>: @unchecked Sendable {
    package let pointer: UnsafeMutablePointer<Table>
}

extension OpenedFunctions {
    /// The table `load` fills, or why it cannot: `load` returns the name of the file or function it could not
    /// find, and `install` says what provides it.
    package static func open(
        _ library: RenderLibrary, step: String, install: String,
        _ load: (UnsafeMutablePointer<Table>) -> UnsafePointer<CChar>?
    ) -> Result<OpenedFunctions, RenderError> {
        let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)
        if let missing = load(table) {
            table.deallocate()
            return .failure(
                .library(library, step: step, reason: "\(String(cString: missing)) is missing; install \(install)"))
        }
        return .success(OpenedFunctions(pointer: table))
    }
}
