import Foundation
import Testing

/// Issue 56's third point, read off the sources: the command line is a client of the library. `Package.swift`
/// gives `UnfoldCLI` the `Unfold` library alone, and no file of it imports a stage below the library.
@Suite struct LayeringRulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theCommandLineDependsOnTheLibraryAlone() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".target(name: \"UnfoldCLI\", dependencies: [\"Unfold\"])"))
        let folder = Self.root.appendingPathComponent("Sources/UnfoldCLI")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var read = 0
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { line in
                let words = line.split(separator: " ")
                // At file scope, unindented: `import M`, `@testable import M`, `internal import M`.
                let modifier = words.first.map { $0.hasPrefix("@") || ["internal", "public", "package"].contains($0) }
                return !line.hasPrefix(" ") && words.count >= 2
                    && (words[0] == "import" || (words[1] == "import" && modifier == true))
            }
            for line in imports {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                #expect(
                    ["Foundation", "Unfold", "Dispatch", "Synchronization"].contains(module), "\(file.path): \(line)")
            }
            read += 1
        }
        #expect(read > 15)
    }
}

/// Issue 56's sixth point (part): the native adapters are targets named for their concern, and each C library is
/// a dependency of the one adapter that needs it; the core depends on nothing.
@Suite struct AdapterTargetsTests {
    /// A target's dependencies as `Package.swift` writes them.
    static func dependencies(of target: String, in manifest: String) -> [String]? {
        guard let start = manifest.range(of: "name: \"\(target)\"") else { return nil }
        let rest = manifest[start.upperBound...]
        guard let open = rest.range(of: "dependencies: ["), let close = rest[open.upperBound...].firstIndex(of: "]")
        else { return [] }
        // A target without dependencies is followed by the next target before any list.
        if let next = rest.range(of: ".target("), next.lowerBound < open.lowerBound { return [] }
        return rest[open.upperBound..<close].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""])
        }
    }

    @Test func eachCLibraryBelongsToTheAdapterOfItsConcern() throws {
        let manifest = try String(
            contentsOf: LayeringRulesTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(Self.dependencies(of: "UnfoldSyntax", in: manifest) == [])
        #expect(Self.dependencies(of: "UnfoldModel", in: manifest) == ["UnfoldSyntax"])
        #expect(Self.dependencies(of: "UnfoldCore", in: manifest) == ["UnfoldSyntax", "UnfoldModel"])
        #expect(Self.dependencies(of: "UnfoldSolver", in: manifest) == ["UnfoldModel", "CGLPK"])
        #expect(Self.dependencies(of: "UnfoldStrings", in: manifest) == ["UnfoldCore", "UnfoldModel", "CICU", "CYajl"])
        #expect(Self.dependencies(of: "UnfoldHTTP", in: manifest) == ["CMicroHTTPD"])
        let codecs = [
            "CSpng", "CTurboJPEG", "CGif", "CImageQuant", "CWebP", "CDeflate", "CIsal", "CZstd", "CExif", "CFFmpeg"
        ]
        #expect(
            Self.dependencies(of: "UnfoldCodecs", in: manifest) == ["UnfoldModel", "UnfoldCompare", "UnfoldExportPlan"]
                + codecs)
        let render = try #require(Self.dependencies(of: "UnfoldRender", in: manifest))
        // Drawing sees the model and the syntax (an XML file's tree), never resolution.
        #expect(!render.contains("UnfoldCore"), "\(render)")
        // Drawing keeps libdeflate for a PDF's streams; the image and video codecs are the codecs target's.
        for library in ["CGLPK", "CICU", "CYajl", "CMicroHTTPD"] + codecs where library != "CDeflate" {
            #expect(!render.contains(library), "\(library)")
        }
        // No file of the drawing adapter imports another concern's library.
        let folder = LayeringRulesTests.root.appendingPathComponent("Sources/UnfoldRender")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var read = 0
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for library in ["CGLPK", "CICU", "CYajl", "CMicroHTTPD"] + codecs where library != "CDeflate" {
                #expect(!text.contains("import \(library)\n"), "\(file.lastPathComponent)")
            }
            read += 1
        }
        #expect(read > 20)
    }
}

/// Issue 56's sixth point (part): the stages that read what the core makes are targets above it, pure Swift, so a
/// reference from the core back into them, or between them against this order, does not build.
@Suite struct StageTargetsTests {
    @Test func theStagesAboveTheCoreDependOnlyOnStagesBelowThemAndImportNoCLibrary() throws {
        let manifest = try String(
            contentsOf: LayeringRulesTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The model sees only the syntax; resolution (the core) sees the model; the importer sees both; the stages
        // above see the model and never resolution, so layout, animation and drawing cannot parse or read a file.
        let expected: [String: [String]] = [
            "UnfoldSyntax": [], "UnfoldModel": ["UnfoldSyntax"], "UnfoldCore": ["UnfoldSyntax", "UnfoldModel"],
            "UnfoldInterfaceBuilder": ["UnfoldSyntax", "UnfoldModel", "UnfoldCore"], "UnfoldLayout": ["UnfoldModel"],
            "UnfoldAnimation": ["UnfoldModel", "UnfoldLayout"],
            "UnfoldAccessibility": ["UnfoldModel", "UnfoldAnimation"],
            "UnfoldDisplay": ["UnfoldModel", "UnfoldAnimation", "UnfoldAccessibility"],
            "UnfoldCompare": [], "UnfoldExportPlan": ["UnfoldModel"],
            "UnfoldAudit": ["UnfoldSyntax", "UnfoldModel", "UnfoldAnimation", "UnfoldAccessibility"],
            "UnfoldGoldens": ["UnfoldModel", "UnfoldAnimation", "UnfoldAccessibility", "UnfoldDisplay", "UnfoldAudit"]
        ]
        for (target, dependencies) in expected {
            #expect(AdapterTargetsTests.dependencies(of: target, in: manifest) == dependencies, "\(target)")
            let folder = LayeringRulesTests.root.appendingPathComponent("Sources/\(target)")
            // Every file, in the target's folders too.
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            let files = (enumerator?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            #expect(!files.isEmpty, "\(target)")
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
                for line in imports {
                    let module = String(line.dropFirst("import ".count))
                    #expect(
                        ["Foundation", "Synchronization"].contains(module) || dependencies.contains(module),
                        "\(file.lastPathComponent): \(line)")
                }
            }
        }
    }
}

/// Issue 56's third point: the library never prints, never exits and knows no exit codes; the command line draws
/// the progress bar, handles signals and maps failures to codes.
@Suite struct LibraryStaysQuietTests {
    @Test func noLibraryFilePrintsExitsOrHandlesSignals() throws {
        // A call not preceded by a dot or a name: `print(`, `exit(`, `signal(` — not `semaphore.signal()`.
        let calls = try Regex(#"(^|[^.\w])(print|debugPrint|exit|_exit|isatty|signal|abort)\("#)
        let names = try Regex(#"FileHandle\.standard(Error|Output)|exitCode|makeSignalSource|\bstderr\b|\bstdout\b"#)
        var read = 0
        let targets = [
            "Unfold", "UnfoldCore", "UnfoldCodecs", "UnfoldRender", "UnfoldSolver", "UnfoldStrings", "UnfoldHTTP",
            "UnfoldSwiftSource", "UnfoldInterfaceBuilder", "UnfoldModel", "UnfoldSyntax", "UnfoldLayout",
            "UnfoldAnimation",
            "UnfoldAccessibility",
            "UnfoldDisplay", "UnfoldAudit", "UnfoldCompare", "UnfoldExportPlan", "UnfoldGoldens"
        ]
        for target in targets {
            let folder = LayeringRulesTests.root.appendingPathComponent("Sources/\(target)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.split(separator: "//", maxSplits: 1).first.map(String.init) ?? ""
                    #expect(
                        code.firstMatch(of: calls) == nil && code.firstMatch(of: names) == nil,
                        "\(target)/\(file.lastPathComponent):\(n + 1): \(line)")
                }
                read += 1
            }
        }
        #expect(read > 300)
    }

    @Test func exitCodesAreNamedInTheCommandLineAlone() throws {
        let folder = LayeringRulesTests.root.appendingPathComponent("Sources/UnfoldCLI")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var mapping: [String] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.contains("case .io: return 3") { mapping.append(file.lastPathComponent) }
        }
        #expect(mapping == ["ExitStatus.swift"])
    }
}
