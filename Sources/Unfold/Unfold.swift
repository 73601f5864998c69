// The `Unfold` library: parse a scene from text or a file (`UnfoldScene`), apply a variant, compile it
// (`CompiledScene`: any frame's state, `timeline.json`, display list, RGBA pixels or PNG bytes), and compare it
// with a golden folder as `unfold test` does (`GoldenCheck`). No C type appears in it. The command line
// (`UnfoldCLI`) and `UnfoldTesting` are its clients.
@_exported import UnfoldCore
