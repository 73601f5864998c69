// The `Unfold` library: parse a scene from text or a file (`UnfoldScene`), apply a variant, compile it
// (`CompiledScene`: any frame's state, `timeline.json`, display list, RGBA pixels or PNG bytes), and compare it
// with a golden folder as `unfold test` does (`GoldenCheck`). No C type appears in it.
@_exported import struct UnfoldCLI.CompiledScene
@_exported import struct UnfoldCLI.GoldenVerdict
@_exported import enum UnfoldCLI.GoldenCheck
@_exported import enum UnfoldCLI.RecordMode
@_exported import enum UnfoldCLI.UnfoldError
@_exported import struct UnfoldCLI.UnfoldScene
@_exported import protocol UnfoldCLI.SceneComponent
@_exported import enum UnfoldCLI.SceneBuilder
@_exported import enum UnfoldCLI.ItemBuilder
@_exported import enum UnfoldCLI.StepBuilder
@_exported import enum UnfoldCLI.ElementBuilder
@_exported import struct UnfoldCLI.Header
@_exported import struct UnfoldCLI.SceneVariant
@_exported import struct UnfoldCLI.TableSection
@_exported import struct UnfoldCLI.Rows
@_exported import struct UnfoldCLI.Item
@_exported import struct UnfoldCLI.Steps
@_exported import struct UnfoldCLI.At
@_exported import enum UnfoldCLI.Step
@_exported import struct UnfoldCLI.Cell
@_exported import struct UnfoldCLI.CellElement
@_exported import func UnfoldCLI.VStack
@_exported import func UnfoldCLI.HStack
@_exported import func UnfoldCLI.Text
@_exported import func UnfoldCLI.Symbol
@_exported import func UnfoldCLI.Image
@_exported import func UnfoldCLI.Box
@_exported import func UnfoldCLI.Spacer
@_exported import func UnfoldCLI.Switch
@_exported import UnfoldCore
@_exported import struct UnfoldRender.RGBAImage
