// The `Unfold` library: parse a scene from text or a file (`UnfoldScene`), apply a variant, compile it
// (`CompiledScene`: any frame's state, `timeline.json`, display list, RGBA pixels or PNG bytes), and compare it
// with a golden folder as `unfold test` does (`GoldenCheck`). No C type appears in it. The command line
// (`UnfoldCLI`) and `UnfoldTesting` are its clients.
// The stages that were folders of the core before they became targets stay part of this library's surface, so a
// client that imports `Unfold` sees the same names as before.
@_exported import UnfoldAccessibility
@_exported import UnfoldAnimation
@_exported import UnfoldAudit
@_exported import UnfoldCompare
@_exported import UnfoldCore
@_exported import UnfoldDisplay
@_exported import UnfoldExportPlan
@_exported import UnfoldGoldens
@_exported import UnfoldLayout
@_exported import UnfoldModel
@_exported import UnfoldSyntax
