import Foundation
import Testing

/// Issue 82, point 17 (Interface Builder): `import` of a file whose cells name a colour from an asset catalog finds
/// the app's catalogs as a Swift file's module is found (the folder above it with `Package.swift`, an Xcode
/// project or `.git`) and names those that hold the colours, so the scene it writes lints; a colour that no
/// catalog holds is an error at its line, and nothing is written.
@Suite struct ImportCatalogTests {
    static let label = """
                            <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                <rect key="frame" x="16" y="11" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" name="Brand"/>
                            </label>
        """
    static let constraints = """
                            <constraint firstItem="l1" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstItem="l1" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11" id="c2"/>
                            <constraint firstItem="cv" firstAttribute="bottom" secondItem="l1" secondAttribute="bottom" constant="11" id="c3"/>
        """

    /// An app: `Package.swift` at its root, the cell's file two folders down, its catalog in another folder.
    func app(catalogHolds color: String) throws -> URL {
        let root = tempDir("import-catalog")
        _ = write("// swift-tools-version:5.9\n", to: root.appendingPathComponent("Package.swift"))
        let ui = root.appendingPathComponent("Sources/App/UI")
        try FileManager.default.createDirectory(at: ui, withIntermediateDirectories: true)
        _ = write(
            InterfaceBuilderTests.xib(subviews: Self.label, constraints: Self.constraints),
            to: ui.appendingPathComponent("Cell.xib"))
        let set = root.appendingPathComponent("Sources/App/Resources/Assets.xcassets/\(color).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        _ = write(AssetCatalogTests.ink, to: set.appendingPathComponent("Contents.json"))
        return root
    }

    @Test func theAppsCatalogIsNamedAndTheSceneLints() throws {
        let root = try app(catalogHolds: "Brand")
        let out = root.appendingPathComponent("scenes/cell.scene").path
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        let run = unfold("import", root.appendingPathComponent("Sources/App/UI/Cell.xib").path, "-o", out)
        #expect(run.code == 0, "\(run.err)")
        let text = String(decoding: bytes(URL(fileURLWithPath: out)), as: UTF8.self)
        #expect(text.contains("\nassets \"../Sources/App/Resources/Assets.xcassets\"\n"), "\(text)")
        let lint = unfold("lint", out)
        #expect(lint.code == 0, "\(lint.out)\(lint.err)")
    }

    @Test func aColourNoCatalogHoldsIsAnErrorAtItsLineAndNothingIsWritten() throws {
        let root = try app(catalogHolds: "Other")
        let xib = root.appendingPathComponent("Sources/App/UI/Cell.xib").path
        let out = root.appendingPathComponent("cell.scene").path
        let run = unfold("import", xib, "-o", out)
        #expect(run.code == 2)
        #expect(
            run.err
                == "unfold: \(xib):9: colour 'Brand' is from an asset catalog, and no asset catalog under"
                + " \(root.standardizedFileURL.path) holds it (searched Assets.xcassets); a scene that reads it names"
                + " the catalog with 'assets \"PATH\"'\n")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
