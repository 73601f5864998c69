// libFuzzer entry for `make fuzz`: a Swift file's bytes, read as `cell … from "FILE.swift"` reads them: the
// toolchain's parser (nesting bounded), the cell reader's model, the template, and its Auto Layout solved by GLPK
// in both states. Whatever the bytes: a cell or a sentence with a place, frames that are numbers, never a crash
// or a hang. Built with UnfoldCore's sources, the adapter's and GLPK's (see Fuzz/run).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let code) = SwiftSyntaxCellReader().readCell(bytes, type: nil) else { return 0 }
    var builder = IBTemplateBuilder(file: "Fuzz.swift", cell: code.cell, location: SourceLocation(line: 1, column: 1)) {
        _, _, _ in nil
    }
    let (root, layout) = builder.build()
    var template = Template(name: "fuzz", root: root, location: SourceLocation(line: 1, column: 1))
    template.index()
    precondition(template.flattened.count == layout.views.count, "one view per element")
    guard layout.views.count <= 200 else { return 0 }
    template.autoLayout = layout
    let layouter = CellLayouter(
        measurer: FixedAdvanceMeasurer(), fontFamily: "Inter", scale: 2, solver: GLPKConstraintSolver())
    for expanded in [false, true] {
        let laid = layouter.layout(template, state: RowState(expanded: expanded, slots: [:]), width: 375)
        precondition(laid.height.isFinite, "a row height that is a number")
        precondition(laid.elements.allSatisfy { $0.frame.x.isFinite && $0.frame.height.isFinite }, "frames that are numbers")
    }
    return 0
}
