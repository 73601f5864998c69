#if UNFOLD_SWIFT_SOURCE
    import Foundation
    import Testing
    import UnfoldSwiftSource

    @testable import Unfold

    /// Issue 80: a Swift file is read with its module: its package target's folder, else its Xcode project's
    /// folder (tests, Pods and build folders left out), else its own folder; `--module DIR` and a scene's
    /// `module "DIR"` name it instead, and a folder that does not exist is an error.
    @Suite(.serialized) struct SwiftModuleFindingTests {
        init() { SwiftSources.register(SwiftSyntaxCellReader()) }

        static let row = """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    VStack(spacing: Tokens.gap) {
                        Text("Title")
                        Text("Detail")
                    }
                }
            }

            #Preview("Row") {
                Row()
            }
            """

        static func tokens(_ gap: Int) -> String { "enum Tokens {\n    static let gap: CGFloat = \(gap)\n}\n" }

        static func make(_ dir: URL, _ files: [String: String]) {
            for (path, text) in files {
                let url = dir.appendingPathComponent(path)
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                _ = write(text, to: url)
            }
        }

        /// The spacing `unfold import` writes for `Row.swift`: the token of the module it was read with.
        static func spacing(_ args: [String]) -> String {
            let result = unfold(["import"] + args)
            let line = result.out.split(separator: "\n").first { $0.hasPrefix("  vstack") }
            return line.map(String.init) ?? "exit \(result.code): \(result.err)"
        }

        @Test func aPackageTargetIsTheModuleAndOtherTargetsAreNot() {
            let dir = tempDir("module-package")
            Self.make(
                dir,
                [
                    "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n",
                    "Sources/App/Views/Row.swift": Self.row, "Sources/App/Style/Tokens.swift": Self.tokens(12),
                    "Sources/Other/Tokens.swift": Self.tokens(99)
                ])
            #expect(
                Self.spacing([dir.appendingPathComponent("Sources/App/Views/Row.swift").path])
                    .hasPrefix("  vstack align center spacing 12 "))
        }

        @Test func anXcodeProjectsFolderLeavesOutTestsAndPods() {
            let dir = tempDir("module-xcode")
            Self.make(
                dir,
                [
                    "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n", "App/Row.swift": Self.row,
                    "Shared/Tokens.swift": Self.tokens(6), "AppTests/Tokens.swift": Self.tokens(40),
                    "Pods/Lib/Tokens.swift": Self.tokens(41)
                ])
            #expect(
                Self.spacing([dir.appendingPathComponent("App/Row.swift").path]).hasPrefix(
                    "  vstack align center spacing 6 "))
        }

        @Test func moduleNamesTheFoldersAndAMissingOneIsAnError() {
            let dir = tempDir("module-named")
            Self.make(dir, ["loose/Row.swift": Self.row, "tokens/Tokens.swift": Self.tokens(20)])
            let row = dir.appendingPathComponent("loose/Row.swift").path
            // Alone, the token is not declared: SwiftUI's default spacing, and a warning at the stack.
            #expect(Self.spacing([row]).hasPrefix("  vstack align center spacing default "))
            #expect(
                Self.spacing([row, "--module", dir.appendingPathComponent("tokens").path])
                    .hasPrefix("  vstack align center spacing 20 "))
            let missing = unfold(["import", row, "--module", dir.appendingPathComponent("nowhere").path])
            #expect(missing.code == 2)
            #expect(missing.err.contains("--module \(dir.appendingPathComponent("nowhere").path): no such folder"))

            let scene = write(
                "module \"tokens\"\nswiftui \"loose/Row.swift\" preview \"Row\"\n",
                to: dir.appendingPathComponent("row.scene"))
            let still = unfold(["still", scene, "--at", "0", "-o", dir.appendingPathComponent("row.png").path])
            #expect(still.code == 0)
            #expect(still.err == "")
            let bad = write(
                "module \"nowhere\"\nswiftui \"loose/Row.swift\" preview \"Row\"\n",
                to: dir.appendingPathComponent("bad.scene"))
            let failed = unfold(["still", bad, "--at", "0", "-o", dir.appendingPathComponent("bad.png").path])
            #expect(failed.code == 2)
            #expect(failed.err.hasPrefix("\(bad):1:8: error: module folder 'nowhere' does not exist"))
        }
    }
#endif
