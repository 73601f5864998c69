import Foundation
import Unfold
import UnfoldCore

#if UNFOLD_SWIFT_SOURCE
    import UnfoldSwiftSource

    /// Issue 80's targets: a module of 2,000 generated Swift files (100,000 lines) found, read and indexed (under
    /// 1 s on 2 cores), and a 200-line preview read with its module, interpreted and laid out (under 30 ms).
    enum SwiftModuleBench {
        /// File `i` of the generated module: a token enum, a model struct, and a view that uses another file's
        /// tokens, 50 lines.
        static func file(_ i: Int) -> String {
            var lines = ["import SwiftUI", "", "enum Tokens\(i) {"]
            for k in 0..<10 { lines.append("    static let space\(k): CGFloat = \(k * 2)") }
            lines += [
                "}", "", "struct Model\(i): Identifiable {", "    let id: String", "    let title: String", "}", ""
            ]
            lines += ["struct Row\(i): View {", "    let model: Model\(i)", "    var body: some View {"]
            lines.append("        VStack(alignment: .leading, spacing: Tokens\((i + 1) % 2_000).space2) {")
            for k in 0..<20 { lines.append("            Text(\"Line \(k)\").font(.body)") }
            lines += ["        }", "    }", "}", ""]
            while lines.count < 50 { lines.append("// \(lines.count)") }
            return lines.joined(separator: "\n") + "\n"
        }

        /// A preview of 200 lines: a list of 60 literal rows of a view declared in the module.
        static func preview() -> String {
            var lines = [
                "import SwiftUI", "", "struct Screen: View {", "    let items: [Model0]", "    var body: some View {"
            ]
            lines += ["        List(items) { item in", "            Row0(model: item)", "        }", "    }", "}", ""]
            lines += ["#Preview {", "    Screen(items: ["]
            for k in 0..<180 { lines.append("        Model0(id: \"m\(k)\", title: \"Title \(k)\"),") }
            lines += ["    ])", "}"]
            return lines.joined(separator: "\n") + "\n"
        }

        static func run(rounds: Int) throws {
            SwiftSources.register(SwiftSyntaxCellReader())
            // An index cache of its own, empty: the first round writes it, the others read it as a second run would.
            let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
                "unfold-bench-xdg-\(getpid())")
            try? FileManager.default.removeItem(at: cacheHome)
            setenv("XDG_CACHE_HOME", cacheHome.path, 1)
            defer { try? FileManager.default.removeItem(at: cacheHome) }
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-bench-module-\(getpid())")
            try? FileManager.default.removeItem(at: dir)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            for i in 0..<2_000 {
                try file(i).write(to: dir.appendingPathComponent("File\(i).swift"), atomically: false, encoding: .utf8)
            }
            let screen = dir.appendingPathComponent("Screen.swift")
            try preview().write(to: screen, atomically: false, encoding: .utf8)
            var indexing: [Double] = []
            var previews: [Double] = []
            var reads: [Double] = []
            var lines = 0
            for _ in 0..<rounds {
                // What a new process knows: only the disk cache.
                SwiftDeclarationScan.forget()
                let a = now()
                let module = SwiftSources.module(of: screen, named: [dir], relativeTo: dir)
                lines = module.reduce(0) { $0 + $1.bytes.filter { $0 == 10 }.count }
                let text = Array(preview().utf8)
                let read = SwiftSyntaxCellReader().readPreviews(text, file: "Screen.swift", module: module)
                let b = now()
                indexing.append(b - a)
                guard case .success(let found) = read, let first = found.first else {
                    return print("\nSwift modules: the generated preview was not read")
                }
                // The preview alone, its module already read: interpreted, written as a scene, laid out.
                let c = now()
                _ = SwiftSyntaxCellReader().readPreviews(text, file: "Screen.swift", module: module)
                reads.append(now() - c)
                _ = try UnfoldScene(text: first.text, name: "screen", base: dir).compiled()
                previews.append(now() - c)
            }
            print("")
            print("Swift modules (medians of \(rounds) rounds):")
            print(
                String(
                    format:
                        "  2,000 files (%d lines) found, read, indexed and a preview read: %.3f s the first time"
                        + " (target < 1 s), %.3f s from the index cache (median of the others; target < 0.2 s)",
                    lines, indexing[0], median(Array(indexing.dropFirst()))))
            print(
                String(
                    format:
                        "  a 200-line preview with its module read: interpreted and laid out in %.1f ms (target < 30 ms),"
                        + " of which read and interpreted %.1f ms",
                    median(previews) * 1000, median(reads) * 1000))
        }
    }
#endif
