import Foundation
import Testing

/// The core's public surface is what the `Unfold` product re-exports: the types its signatures name (a scene,
/// a frame's state, a display list, diagnostics, the builder's option enums). Everything else the other
/// targets share is `package`, and a new public type is a decision this list records.
@Suite struct PublicSurfaceTests {
    static let expected: Set<String> = [
        "AccessibilityElement", "AccessibilityTrait", "Accessory", "AccessoryPart", "AccessoryPresentation",
        "Appearance",
        "BarsState", "ContentLayer", "ContentMode", "Corners",
        "Diagnostic", "DrawCommand", "ElementPresentation", "FileLocation", "FontWeight", "FrameState", "HeaderFrame",
        "HighlightMode", "LayoutDirection", "RGBA", "RGBAImage", "Rect", "RowFrame", "Scene", "ScrollPosition",
        "SelectMode",
        "Severity", "Size", "SourceLocation", "SourceRange", "SymbolName", "TableStyle", "TapAction", "TextAlign",
        "TextStyle",
        "Visibility"
    ]

    /// The core's types the other targets use (by name, or in the signatures of what they use); the rest of
    /// the core is internal. A type that joins this list is a decision the list records.
    static let package: Set<String> = [
        "AccessibilityComparison", "AccessibilityOverlay", "AccessibilityReader", "AccessibilityRecord", "Action",
        "Autoresizing", "IBAutoresizing", "AnimationPlan", "AnimationSpec", "AssetCatalog", "AssetProblem",
        "AssetsLoading", "ColorSet",
        "ColorSetReader", "Entry", "ImageSet", "ImageSetReader", "SymbolSet", "SymbolSetReader", "ScreenSettings",
        "TitleWidths", "Value", "AuditEntry", "AuditRule", "Auditor",
        "Canvas", "CellImporters", "Color",
        "Comparison", "CompileOverrides", "ContentSizeCategory", "Device", "Difference", "DisplayList",
        "Distribution", "EdgeInsets", "Element", "ElementKind", "ElementLink", "ElementRecord", "EstimatedRowHeight",
        // Element kinds described in one file: the kind as a value, and the importers' look-up by their names.
        "ElementKind", "ElementDescriptorType", "ElementRegistry",
        // The lock every adapter's static state takes (see there).
        "StaticMutex",
        "ExpansionState", "Failure", "Finding", "Font", "FontFace", "FontFile", "Frame",
        "FrameChanges",
        "FrameRecord", "GeometryComparison", "GoldenEnvironment", "GoldenManifest", "ImageComparison", "ImageProbe",
        "ImageReference",
        "ColorChange", "PixelPlace", "Pictures", "StoredFrame",
        // What a golden keeps of a scene's warnings and the source files it read (results.json keeps the warnings).
        "WarningRecord", "SourceRecord",
        "JSONProblem", "Kind", "LayerShadow", "LayerStyle", "LocalizationContext", "LocalizedUse", "LongPress", "Mask",
        "Micros", "NamedFont",
        "OneOtherPluralRules", "Pair", "PixelRect", "PluralCategory", "PluralRules", "Row", "RowAnimation",
        "RowRecord", "RowStore", "SceneErrors", "SceneParser", "SceneResources", "CellImporter", "ImportedCell",
        "AutoLayoutImport", "CellImportProblem",
        "InterfaceBuilderCellImporter", "SwiftCellImporter", "SceneSpelling", "SceneSyntax",
        "SceneValidation", "ScrollIndicator",
        "ScrollOnExpand", "Section", "SectionChange", "Settings", "SlotKind", "Spring", "StackAlign", "StackAxis",
        "StringCatalogReader", "StringEntry", "StringTable", "StringTables", "StringVariation", "StringsFileProblem",
        "StringsFileReader", "StringsLoading", "Substitution", "SwitchOn", "TableMetrics", "Template",
        "TerminalText", "TextLines", "TextMeasuring", "TextRecord", "TextStyleName", "TimedAction", "Timeline",
        "TimelineJSON", "TimingCurve", "Token", "UnfoldVersion", "UpdateMethod", "ValidationEnvironment", "Variant",
        // Cells from Interface Builder files: the file's model, read by the core from libxml2's tree, and the
        // linear systems GLPK solves for it.
        "AutoLayoutCell", "AutoLayoutConstraint", "AutoLayoutView", "ConstraintSolving", "IBCell", "IBCellStyle",
        "IBColor", "IBConstraint", "IBDocument", "IBFont", "IBImage", "IBLayer", "IBReader", "IBRelation", "IBSection",
        "UIKitStack", "IBTable", "IBSymbolConfiguration", "ColorSpace", "SwiftCell", "SwiftSourceReading",
        "SwiftSourceLoading",
        // What every importer reports at its own file's lines.
        "ImportFinding",
        // What resolution takes from the model below it since the model is a target of its own: the line reader an
        // element kind parses with, a row block's text patterns, and the Subtitle style's centred labels.
        "ElementLineReading", "Pattern", "CentredPair",
        // The stacks, the text, the spacer, the box, the symbol, the image and the importers' plain view, element kinds
        // described in one file each; the layout role the stacks read of every kind (a shape's frame among them), what a
        // kind's size depends on, how a picture sizes it, how a text's words are set and how a stack lays out.
        "Spacer", "StackRole", "Box", "PlainView", "ShapeFrame", "Symbol", "Sizing", "ImageView", "PictureSizing",
        "TextLabel", "Typesetting", "VStack", "HStack", "ZStack", "StackKind", "StackDirection", "Stacking",
        // SwiftUI views and previews, read by the Swift-source adapter as scene text.
        "SwiftUIView", "SwiftUILine", "SwiftUIPreview",
        "IBTemplateBuilder", "IBView", "UIKitViewKind", "InterfaceBuilderLoading", "InterfaceBuilderReference",
        "LayoutAttribute", "LinearRelation", "LinearRow", "LinearSolution", "LinearSystem", "LinearTerm",
        "XMLFileProblem", "XMLTree",
        // What the stages above the core (audit, goldens, comparison, export plans) share across their targets:
        // the contrast ratio the audit and the goldens both compute, the element matching of two records, the
        // core's parallel map, and the blocks of rows and of scene text their types name.
        "Block", "ConcurrentMap", "Contrast", "ElementMatch",
        // What the animation, accessibility and display targets take from the core and from each other: the layouts
        // and the row state they are made for, the model's state and keys, the element kinds' descriptors with what
        // they parse, draw and read, the screen's sizes, a footer's frame, and the core's interval and range helpers.
        "AccessoryMetrics", "CellLayout", "CellLayouter", "ElementLayout", "LayoutRules", "RowState", "FooterFrame",
        "ModelState", "RowModelKey", "SlotStates", "ScreenMetrics", "ControlDrawing", "ControlReading",
        "ElementDescriptor", "ImportedProperties", "ToggleSwitch", "TokenCursor", "HeightSums", "RowRanges", "Steps",
        // What the layout target takes from the core: an Interface Builder cell's linear system as built for one
        // state, and the text formats a label's size depends on.
        "AutoLayoutSystem", "Built", "TextFormat",
        // What the core takes from the syntax below it: the lexer and a line of tokens, which resolution reads.
        "Lexer", "SourceLine",
        // The iOS oracle's boxes of ink, and the system's look.
        "InkBox", "InkBoxes", "InkMatch", "Look",
        // The digest goldens record and loaders key caches by, shared by both.
        "ContentDigest",
        // A file of a Swift module, as the library reads it for the Swift reader, and the scan of its names,
        // which the library's index cache keeps.
        "SwiftModuleSource", "SwiftDeclarationScan"
    ]

    /// The model, resolution (the core), the syntax below them, the Interface Builder importer and the stages above
    /// them that `Unfold` re-exports: one surface, in twelve targets.
    static let stages = [
        "UnfoldSyntax", "UnfoldModel", "UnfoldCore", "UnfoldInterfaceBuilder", "UnfoldLayout", "UnfoldAnimation",
        "UnfoldAccessibility", "UnfoldDisplay",
        "UnfoldAudit", "UnfoldCompare", "UnfoldExportPlan", "UnfoldGoldens"
    ]

    /// The names of the types declared with `access` in the Swift files under `folder`.
    func publicTypes(under folder: URL, access: String = "public") throws -> Set<String> {
        let pattern = try Regex(
            #"^\s*"# + access + #" (?:final |indirect )?(?:struct|enum|class|protocol|typealias|actor) (\w+)"#)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = try pattern.firstMatch(in: String(line)), let name = match.output[1].substring {
                    names.insert(String(name))
                }
            }
        }
        return names
    }

    @Test func theCoreMakesOnlyTheAPIsTypesPublic() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let found = try Self.stages.reduce(into: Set<String>()) { found, stage in
            found.formUnion(try publicTypes(under: root.appendingPathComponent("Sources/" + stage)))
        }
        #expect(found == Self.expected)
        #expect(found.count <= 40)
    }

    @Test func theCoreSharesOnlyWhatOtherTargetsUse() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let found = try Self.stages.reduce(into: Set<String>()) { found, stage in
            found.formUnion(try publicTypes(under: root.appendingPathComponent("Sources/" + stage), access: "package"))
        }
        #expect(found == Self.package)
    }

    /// The library's public API: the scene, its compiled form, the golden check and the scene builder.
    static let library: Set<String> = [
        "At", "Cancellation", "Cell", "CellElement", "CompiledScene", "ElementBuilder", "Frame", "FrameCompression",
        "GoldenCheck",
        "GoldenVerdict",
        "Header", "Item", "ItemBuilder", "RecordMode", "Rows", "SceneBuilder", "SceneComponent", "SceneVariant",
        "ProgressReport", "ProgressSink", "Status", "Step", "StepBuilder", "Steps", "TableSection", "UnfoldError",
        "UnfoldScene"
    ]

    /// What the library shares with the command line beyond its API: the services the commands call.
    static let libraryPackage: Set<String> = [
        "AccessibilityPictures", "AnimatedExport", "AtomicOutput", "FileWriting", "Format", "FrameExporter",
        "FrameFailure", "GoldenFolder",
        "Work", "JUnitReport", "Jobs", "LoadedScene", "Output", "OutputGuard", "PeakMemory", "Picture",
        "PreviewBuild",
        "PreviewDiagnostics", "PreviewServer", "ReportImages", "ReportServer", "ReportWriter", "SceneAudit",
        "SceneDocument", "SceneResult", "SheetExport", "Status", "SuiteOptions", "SuiteReport", "SuiteRunner",
        "UnfoldFailure", "InterfaceBuilderImport", "SwiftSources", "SwiftPreviews", "SwiftOrigin", "OutputFormat",
        // What the command line reached in the drawing layer before it depended on the library alone.
        "StillPNG", "PNGDifference", "Outcome", "EmbedSnippets", "ServerStartFailure", "ProcessHeap", "ReleaseVersion",
        "Chroma",
        // Acceptance as a value, its one wording beside GoldenCheck's, and a frame too large as a value.
        "AcceptRequest", "Acceptance", "AcceptWords", "FrameTooLarge", "Unknown",
        // Where a Swift file's module is: its package target, its Xcode project's folder, or its own folder.
        "SwiftModuleFinder", "SwiftIndexCache"
    ]

    @Test func theLibrarySharesItsAPIAndTheServicesTheCommandsCall() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/Unfold")
        #expect(try publicTypes(under: folder) == Self.library)
        #expect(try publicTypes(under: folder, access: "package") == Self.libraryPackage)
    }

    /// The library names no command: the command line is its client, never the other way round.
    @Test func theLibraryNamesNoCommand() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = FileManager.default.enumerator(
            at: root.appendingPathComponent("Sources/Unfold"), includingPropertiesForKeys: nil)
        var named: [String] = []
        let pattern = try Regex(
            #"\b(?:(?!DrawCommand\b)[A-Z]\w*Command|CommandSpec|Driver|Help|CLIFailure|UnfoldCLI)\b"#)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if try pattern.firstMatch(in: String(line)) != nil {
                    named.append("\(file.lastPathComponent): \(line)")
                }
            }
        }
        #expect(named.isEmpty, "\(named)")
    }

    /// The library words no command line: accepting is a value (`AcceptRequest`), worded once beside the public
    /// `GoldenCheck` that promises `unfold test`'s words; `--record` is the command line's to read and to name.
    @Test func theLibraryWordsTheAcceptCommandOnce() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = FileManager.default.enumerator(
            at: root.appendingPathComponent("Sources/Unfold"), includingPropertiesForKeys: nil)
        var named: [String] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", file.lastPathComponent != "AcceptWords.swift" else { continue }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if line.contains("unfold test \\(") || line.contains("--record") {
                    named.append("\(file.lastPathComponent): \(line)")
                }
            }
        }
        #expect(named.isEmpty, "\(named)")
    }
}
