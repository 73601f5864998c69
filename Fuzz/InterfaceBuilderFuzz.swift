// libFuzzer entry for `make fuzz`: an Interface Builder file's bytes, read as `cell … from` reads them: libxml2's
// tree (no entity, no network), the reader's model, every cell made a template, and each cell's Auto Layout
// solved by GLPK in both states. Whatever the bytes: a document or a sentence with a place, frames that are
// numbers, never a crash or a hang. Built with UnfoldCore's sources and copies of the two adapters (see Fuzz/run).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let tree) = XMLTreeReader.read(bytes) else { return 0 }
    var reader = IBReader()
    guard case .success(let document) = reader.read(tree) else { return 0 }
    for cell in document.cells.prefix(4) {
        var builder = IBTemplateBuilder(file: "Fuzz.xib", cell: cell, location: SourceLocation(line: 1, column: 1)) { _, _, _ in nil }
        let (root, layout) = builder.build()
        var template = Template(name: "fuzz", root: root, location: SourceLocation(line: 1, column: 1))
        template.index()
        precondition(template.flattened.count == layout.views.count, "one view per element")
        guard layout.views.count <= 200 else { continue }
        template.autoLayout = layout
        let layouter = CellLayouter(
            measurer: FixedAdvanceMeasurer(), fontFamily: "Inter", scale: 2, solver: GLPKConstraintSolver())
        for expanded in [false, true] {
            let laid = layouter.layout(template, state: RowState(expanded: expanded, slots: [:]), width: 375)
            precondition(laid.height.isFinite, "a row height that is a number")
            precondition(laid.elements.allSatisfy { $0.frame.x.isFinite && $0.frame.height.isFinite }, "frames that are numbers")
        }
    }
    return 0
}
