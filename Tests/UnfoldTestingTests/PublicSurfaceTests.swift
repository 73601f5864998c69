import Foundation
import Testing

/// The core's public surface is what the `Unfold` product re-exports: the types its signatures name (a scene,
/// a frame's state, a display list, diagnostics, the builder's option enums). Everything else the other
/// targets share is `package`, and a new public type is a decision this list records.
@Suite struct PublicSurfaceTests {
    static let expected: Set<String> = [
        "Accessory", "AccessoryPart", "AccessoryPresentation", "Appearance", "ContentLayer", "ContentMode", "Corners",
        "Diagnostic", "DrawCommand", "ElementPresentation", "FontWeight", "FrameState", "HeaderFrame",
        "HighlightMode", "LayoutDirection", "RGBA", "Rect", "RowFrame", "Scene", "ScrollPosition", "SelectMode",
        "Severity", "Size", "SourceLocation", "SourceRange", "SymbolName", "TableStyle", "TapAction", "TextAlign", "TextStyle",
        "Visibility"
    ]

    /// The names of the types declared `public` in the Swift files under `folder`.
    func publicTypes(under folder: URL) throws -> Set<String> {
        let pattern = try Regex(#"^\s*public (?:final |indirect )?(?:struct|enum|class|protocol|typealias|actor) (\w+)"#)
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
        let found = try publicTypes(under: root.appendingPathComponent("Sources/UnfoldCore"))
        #expect(found == Self.expected)
        #expect(found.count <= 40)
    }
}
