// The `Unfold` library: parse a scene from text or a file (`UnfoldScene`), apply a variant, compile it
// (`CompiledScene`: any frame's state, `timeline.json`, display list, RGBA pixels or PNG bytes), and compare it
// with a golden folder as `unfold test` does (`GoldenCheck`). No C type appears in it.
@_exported import struct UnfoldCLI.CompiledScene
@_exported import struct UnfoldCLI.GoldenVerdict
@_exported import enum UnfoldCLI.GoldenCheck
@_exported import enum UnfoldCLI.RecordMode
@_exported import struct UnfoldCLI.UnfoldError
@_exported import struct UnfoldCLI.UnfoldScene
@_exported import UnfoldCore
@_exported import struct UnfoldRender.RGBAImage
