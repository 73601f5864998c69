import UnfoldSyntax

/// What the parser needs to take cells from Interface Builder files: the file's XML, read by a native parser
/// that loads no external entity. The command line reads files relative to the scene; tests give trees.
package protocol InterfaceBuilderLoading: Sendable {
    /// The document element of the file at `path` as the scene writes it, or why it cannot be read.
    func interfaceBuilderFile(_ path: String) -> Result<XMLTree, XMLFileProblem>
}
