import Testing

@testable import UnfoldCore
import UnfoldInterfaceBuilder
@testable import UnfoldModel
import UnfoldSyntax

/// Issue 56, point 2 (part): `cell … from` asks the importer the caller gave for the file's kind, never one found by
/// casting another loader.
@Suite struct CellImportersTests {
    /// An importer of either kind that answers every file with a problem naming itself and the file.
    struct Refusing: InterfaceBuilderLoading, SwiftSourceLoading, AssetsLoading {
        var name: String
        func interfaceBuilderFile(_ path: String) -> Result<XMLTree, XMLFileProblem> {
            .failure(XMLFileProblem("\(name) read it", line: 3, column: 5))
        }
        func swiftCell(_ path: String, type: String?) -> Result<SwiftCell, XMLFileProblem> {
            .failure(XMLFileProblem("\(name) read the cell \(type ?? "-")", line: 7))
        }
        func swiftUIView(_ path: String, type: String?) -> Result<SwiftUIView, XMLFileProblem>? { nil }
        func swiftUIPreviews(_ path: String) -> Result<[SwiftUIPreview], XMLFileProblem> { .success([]) }
        func catalog(_ path: String) -> Result<AssetCatalog, AssetProblem> { .failure(AssetProblem("no")) }
        func colorSet(_ name: String, in path: String) -> Result<ColorSet, AssetProblem> {
            .failure(AssetProblem("no"))
        }
        func imageSet(_ name: String, in path: String) -> Result<ImageSet, AssetProblem> {
            .failure(AssetProblem("no"))
        }
        func symbolSet(_ name: String, in path: String) -> Result<SymbolSet, AssetProblem> {
            .failure(AssetProblem("no"))
        }
    }

    static let text = """
        cell a from "Cells.xib" id A
        cell b from "Cell.swift" type B
        rows a
          r
        """

    func messages(_ importers: CellImporters, assets: (any AssetsLoading)? = nil) -> [String] {
        let parsed = SceneParser.parseAll(
            Array(Self.text.utf8), defaultName: "s", resources: SceneResources(assets: assets, importers: importers))
        return parsed.diagnostics.diagnostics.filter { $0.severity == .error }.map {
            "\($0.location.line):\($0.location.column): \($0.message)"
        }
    }

    @Test func eachFileGoesToTheImporterOfItsKind() {
        let found = messages(
            CellImporters(
                interfaceBuilder: InterfaceBuilderCellImporter(files: Refusing(name: "ib")),
                swift: Refusing(name: "swift")))
        #expect(found == ["1:13: Cells.xib:3:5: ib read it", "2:13: Cell.swift:7: swift read the cell B"])
    }

    @Test func aLoaderThatCouldImportIsNotAskedUnlessGivenAsAnImporter() {
        let found = messages(CellImporters(), assets: Refusing(name: "assets"))
        #expect(found.count == 2)
        #expect(found[0].hasPrefix("1:13: Cells.xib: Interface Builder files are not read here"))
        #expect(found[1].hasPrefix("2:13: Cell.swift: Swift files are not read here"))
    }
}
