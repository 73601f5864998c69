import Foundation
import UnfoldCore
import UnfoldRender

/// `unfold import`: an Interface Builder file's cells as scene text. Each cell is a template that reads the file
/// (`cell NAME from "FILE" id ID`), so rendering the imported scene gives the same bytes as a scene written
/// with `cell … from`; its views are listed in comments with their lines, and the rows are a static table's
/// cells in their sections, or one row per prototype showing the file's own texts.
package enum InterfaceBuilderImport {
    /// The scene text. `file`: the path to read; `reference`: the path the scene names it by (relative to the
    /// folder the scene is written in); `id`: one cell's reuse identifier or Interface Builder id.
    package static func scene(file: String, reference: String, id: String?) throws -> String {
        let tree: XMLTree
        switch FileAssets.readInterfaceBuilder(URL(fileURLWithPath: file)) {
        case .success(let t): tree = t
        case .failure(let problem):
            guard let line = problem.line else {
                if problem.message == "no such file" || problem.message == "cannot be read" {
                    throw UnfoldFailure.io("\(TerminalText.safe(file)): \(problem.message)")
                }
                throw UnfoldFailure.usage("\(TerminalText.safe(file)): \(problem.message)", showsUsage: false)
            }
            throw UnfoldFailure.usage(
                "\(TerminalText.safe(file)):\(line):\(problem.column ?? 1): \(problem.message)", showsUsage: false)
        }
        var reader = IBReader()
        let document: IBDocument
        switch reader.read(tree) {
        case .success(let d): document = d
        case .failure(let problem):
            throw UnfoldFailure.usage(
                "\(TerminalText.safe(file)):\(problem.line ?? 1):\(problem.column ?? 1): \(problem.message)",
                showsUsage: false)
        }
        var cells = document.cells.indices.map { $0 }
        if let id {
            guard let k = document.cells.firstIndex(where: { $0.reuseIdentifier == id }) ?? document.cells.firstIndex(where: { $0.id == id }) else {
                let listed = document.cells.map { "'\($0.reuseIdentifier ?? $0.id)'" }.joined(separator: ", ")
                throw UnfoldFailure.usage(
                    "\(TerminalText.safe(file)) has no cell '\(TerminalText.safe(id))'; it holds \(listed.isEmpty ? "no cell" : listed)",
                    showsUsage: false)
            }
            cells = [k]
        }
        guard !cells.isEmpty else {
            throw UnfoldFailure.usage("\(TerminalText.safe(file)) holds no table view cell", showsUsage: false)
        }
        return text(document, cells: cells, reference: reference, title: URL(fileURLWithPath: file).lastPathComponent)
    }

    static func text(_ document: IBDocument, cells: [Int], reference: String, title: String) -> String {
        var out = "# Imported from \(title) by `unfold import`.\n"
        out += "scene \(sceneQuoted(title))\n"
        let isStatic = !document.sections.isEmpty && cells.count > 1
        if isStatic, let style = document.tableStyle {
            out += "table \(style == "insetGrouped" ? "inset-grouped" : style)\n"
        }
        var names: [Int: String] = [:]
        var taken: Set<String> = []
        for k in cells {
            let cell = document.cells[k]
            names[k] = templateName(cell, index: k, taken: &taken)
            out += "\n" + template(cell, name: names[k]!, reference: reference)
        }
        out += "\n"
        if isStatic {
            for section in document.sections {
                if let header = section.headerTitle { out += "section \(sceneQuoted(header))\n" }
                for k in section.cells where cells.contains(k) {
                    out += "rows \(names[k]!)\n  \(names[k]!)-row\n"
                }
            }
        } else {
            for k in cells { out += "rows \(names[k]!)\n  \(names[k]!)-row\n" }
        }
        return out
    }

    /// The cell's reuse identifier as a template name, else `cellN`.
    static func templateName(_ cell: IBCell, index: Int, taken: inout Set<String>) -> String {
        var base = String((cell.reuseIdentifier ?? "").unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        if base.isEmpty || !(base.unicodeScalars.first!.properties.isAlphabetic) { base = "cell\(index + 1)" }
        var name = base
        var n = 2
        while !taken.insert(name).inserted {
            name = "\(base)\(n)"
            n += 1
        }
        return name
    }

    static func template(_ cell: IBCell, name: String, reference: String) -> String {
        var out = "# line \(cell.line): a constraint layout, which the scene language does not write, so the cell is\n"
        out += "# read from the file. Its views, named as the scene names them:\n"
        var builder = IBTemplateBuilder(file: reference, cell: cell, location: SourceLocation(line: 1, column: 1)) { _, _, _ in nil }
        let (root, _) = builder.build()
        var index = 0
        func list(_ e: Element, depth: Int) {
            let name = builder.names[index]
            var line = "#   " + String(repeating: "  ", count: depth) + "\(name): \(e.kind.keyword)"
            if let text = e.defaultText, case .text = e.kind { line += " \(sceneQuoted(text))" }
            out += line + " (\(e.source ?? reference))\n"
            index += 1
            for c in e.children { list(c, depth: depth + 1) }
        }
        list(root, depth: 0)
        let id = cell.reuseIdentifier ?? cell.id
        out += "cell \(name) from \(sceneQuoted(reference)) id \(sceneQuoted(id))\n"
        return out
    }
}

extension InterfaceBuilderImport {
    /// `-o`: a new file, or one that is a scene already (a `.scene` file of text); anything else is left alone.
    package static func checkDestination(_ path: String) throws {
        guard path.hasSuffix(".scene") else {
            throw UnfoldFailure.usage("\(TerminalText.safe(path)): import writes a .scene file", showsUsage: false)
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw UnfoldFailure.io("refusing to replace \(TerminalText.safe(path)): it is not a regular file")
        }
        let data = FileManager.default.contents(atPath: path) ?? Data()
        guard String(data: data, encoding: .utf8) != nil, !data.contains(0) else {
            throw UnfoldFailure.io("refusing to replace \(TerminalText.safe(path)): it is not a scene (not text)")
        }
    }

    /// The path a scene written at `output` names `file` by: relative to the scene's folder when it can be.
    package static func reference(to file: String, from output: String?) -> String {
        guard let output else { return file }
        let target = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let folder = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().pathComponents
        var common = 0
        while common < min(target.count, folder.count) && target[common] == folder[common] { common += 1 }
        let up = Array(repeating: "..", count: folder.count - common)
        return (up + target[common...]).joined(separator: "/")
    }
}
