import UnfoldModel
import UnfoldSyntax

/// A cell built in Swift code, read without running it: its views and constraints in the Interface Builder
/// model (so Auto Layout solves them as it solves a xib's), and what the code changes per state, written as the
/// scene's indented option lines (`summaryLabel visible expanded`), which a scene's own lines then override.
package struct SwiftCell: Sendable, Equatable {
    /// One cell: the subclass's content view, its views named by the properties that hold them.
    package var cell: IBCell
    /// Every type of the file that is a cell, for "no such type" errors.
    package var types: [String]
    /// Option lines from the code: per-state assignments, a button's `tap toggle`.
    package var optionLines: [String]
    /// The update's duration and curve from `UIView.animate…`, in the scene's words (`0.3 linear`).
    package var animation: String?
    /// What was skipped or not understood, each at its line and column in the Swift file.
    package var findings: [ImportFinding]

    package init(cell: IBCell, types: [String], optionLines: [String], animation: String?, findings: [ImportFinding]) {
        self.cell = cell
        self.types = types
        self.optionLines = optionLines
        self.animation = animation
        self.findings = findings
    }
}

/// Reads a Swift file's cell: implemented with the toolchain's SwiftSyntax, outside the core, and only where
/// those libraries exist.
package protocol SwiftSourceReading: Sendable {
    /// The cell type `type` (or the file's only cell) of `source`, or why there is none, at a line and column.
    /// `module` holds the other Swift files of the file's module, whose declarations the reader interprets.
    func readCell(_ source: [UInt8], type: String?, module: [SwiftModuleSource]) -> Result<SwiftCell, XMLFileProblem>
    /// The SwiftUI view `type` (or the file's only view, when it holds no cell) of `source`; nil when the file
    /// has no such SwiftUI view, so that the caller reads a cell instead.
    func readView(_ source: [UInt8], type: String?, module: [SwiftModuleSource]) -> Result<SwiftUIView, XMLFileProblem>?
    /// Every `#Preview` and `PreviewProvider` of `source`, in file order, each as a scene whose elements name
    /// their lines of `file` (as the scene names the file).
    func readPreviews(
        _ source: [UInt8], file: String, module: [SwiftModuleSource]
    ) -> Result<[SwiftUIPreview], XMLFileProblem>
}

extension SwiftSourceReading {
    /// A reader of UIKit cells alone reads no SwiftUI.
    package func readView(
        _ source: [UInt8], type: String?, module: [SwiftModuleSource]
    ) -> Result<SwiftUIView, XMLFileProblem>? { nil }
    package func readPreviews(
        _ source: [UInt8], file: String, module: [SwiftModuleSource]
    ) -> Result<[SwiftUIPreview], XMLFileProblem> {
        .success([])
    }

    /// The file read alone, without its module.
    package func readCell(_ source: [UInt8], type: String?) -> Result<SwiftCell, XMLFileProblem> {
        readCell(source, type: type, module: [])
    }
    package func readView(_ source: [UInt8], type: String?) -> Result<SwiftUIView, XMLFileProblem>? {
        readView(source, type: type, module: [])
    }
    package func readPreviews(_ source: [UInt8], file: String) -> Result<[SwiftUIPreview], XMLFileProblem> {
        readPreviews(source, file: file, module: [])
    }
}

/// A scene's way to the Swift files it names, relative to the scene.
package protocol SwiftSourceLoading: Sendable {
    func swiftCell(_ path: String, type: String?) -> Result<SwiftCell, XMLFileProblem>
    /// The SwiftUI view `type` of the file, or nil when it holds none of that name (then it is read as a cell).
    func swiftUIView(_ path: String, type: String?) -> Result<SwiftUIView, XMLFileProblem>?
    /// The file's previews, each as scene text.
    func swiftUIPreviews(_ path: String) -> Result<[SwiftUIPreview], XMLFileProblem>
    /// The scene's `module "DIR"` folders (relative to the scene): its Swift files are read with them. The ones
    /// that are not folders are returned.
    func useModules(_ folders: [String]) -> [String]
}

extension SwiftSourceLoading {
    package func useModules(_ folders: [String]) -> [String] { [] }
}
