import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldSyntax
import UnfoldInterfaceBuilder
import UnfoldModel

/// `unfold import`: an Interface Builder file's cells as scene text. A cell whose content view holds one stack view
/// of labels and stacks is written in the scene language, each element with its line, once it draws the very pixels
/// it draws read from the file; any other is a template that reads the file (`cell NAME from "FILE" id ID`), its
/// views listed in comments with their lines, with the reason. Either way rendering the imported scene gives the
/// same bytes as a scene written with `cell … from`. The rows are a static table's cells in their sections, or one
/// row per prototype showing the file's own texts.
package enum InterfaceBuilderImport {
    /// The scene text. `file`: the path to read; `reference`: the path the scene names it by (relative to the
    /// folder the scene is written in); `id`: one cell's reuse identifier or Interface Builder id; `output`: where
    /// the scene is written (nil: the current folder), which the app's catalogs are named from.
    package static func scene(file: String, reference: String, id: String?, output: String? = nil) throws -> String {
        // Each cell's check reads the file again: its tree stays in the cache however many files others read.
        try FileAssets.keepingTree(of: URL(fileURLWithPath: file)) { read in
            try scene(read, file: file, reference: reference, id: id, output: output)
        }
    }

    static func scene(
        _ read: Result<XMLTree, XMLFileProblem>, file: String, reference: String, id: String?, output: String? = nil
    ) throws -> String {
        let tree: XMLTree
        switch read {
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
            guard
                let k = document.cells.firstIndex(where: { $0.reuseIdentifier == id })
                    ?? document.cells.firstIndex(where: { $0.id == id })
            else {
                let listed = document.cells.map { "'\($0.reuseIdentifier ?? $0.id)'" }.joined(separator: ", ")
                throw UnfoldFailure.usage(
                    "\(TerminalText.safe(file)) has no cell '\(TerminalText.safe(id))'; it holds "
                        + "\(listed.isEmpty ? "no cell" : listed)",
                    showsUsage: false)
            }
            cells = [k]
        }
        guard !cells.isEmpty else {
            throw UnfoldFailure.usage("\(TerminalText.safe(file)) holds no table view cell", showsUsage: false)
        }
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let assets = try catalogs(for: cells.map { document.cells[$0] }, file: file, output: output)
        return text(
            document, cells: cells, reference: reference, title: URL(fileURLWithPath: file).lastPathComponent,
            checkedAgainst: absolute, assets: assets)
    }

    /// The app's catalogs that hold the colours the cells name, as the scene names them (`assets "…"`); a colour
    /// that none holds is an error at its line, so import never writes a scene that does not lint.
    static func catalogs(for cells: [IBCell], file: String, output: String?) throws -> [(
        reference: String, absolute: String
    )] {
        let colors = AppCatalogs.namedColors(cells)
        guard !colors.isEmpty else { return [] }
        let root = AppCatalogs.root(of: file)
        let loader = FileAssets(base: root)
        var holding: [(catalog: URL, sets: Set<String>)] = []
        // The catalog nearest the file first: in a folder of several apps, the file's own app's colour wins.
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().pathComponents
        func shared(_ url: URL) -> Int { zip(folder, url.pathComponents).prefix { $0 == $1 }.count }
        let nearest = AppCatalogs.catalogs(under: root).enumerated()
            .sorted { (-shared($0.element), $0.offset) < (-shared($1.element), $1.offset) }.map(\.element)
        for catalog in nearest {
            if case .success(let read) = loader.catalog(catalog.path) { holding.append((catalog, read.colorSets)) }
        }
        var used: [URL] = []
        for (name, line) in colors {
            guard let first = holding.first(where: { $0.sets.contains(name) }) else {
                let searched =
                    holding.isEmpty
                    ? "there is no asset catalog under \(TerminalText.safe(root.path))"
                    : "no asset catalog under \(TerminalText.safe(root.path)) holds it (searched "
                        + holding.map { TerminalText.safe($0.catalog.lastPathComponent) }.joined(separator: ", ") + ")"
                throw UnfoldFailure.usage(
                    "\(TerminalText.safe(file)):\(line): colour '\(TerminalText.safe(name))' is from an asset catalog, and "
                        + searched + "; a scene that reads it names the catalog with 'assets \"PATH\"'",
                    showsUsage: false)
            }
            if !used.contains(first.catalog) { used.append(first.catalog) }
        }
        return used.map { (reference(to: $0.path, from: output), $0.path) }
    }

    /// The scene; each cell is written in the scene language when it can be and draws the same pixels as it does
    /// read from `checkedAgainst` (the file's absolute path), else as `cell … from`.
    static func text(
        _ document: IBDocument, cells: [Int], reference: String, title: String, checkedAgainst file: String? = nil,
        assets: [(reference: String, absolute: String)] = []
    ) -> String {
        var out = "# Imported from \(title) by `unfold import`.\n"
        out += "scene \(sceneQuoted(title))\n"
        // The app's catalogs that hold the colours its cells name, found as its module is.
        for catalog in assets { out += "assets \(sceneQuoted(catalog.reference))\n" }
        let isStatic = !document.sections.isEmpty && cells.count > 1
        if isStatic, let style = document.tableStyle {
            out += "table \(style == "insetGrouped" ? "inset-grouped" : style)\n"
        }
        var names: [Int: String] = [:]
        var taken: Set<String> = []
        // What each row gives its labels: nothing for a cell read from the file, which shows the file's texts.
        var rowValues: [Int: String] = [:]
        // Each cell's check reads the catalogs where they are, as it reads the file.
        var header = out
        for catalog in assets {
            header = header.replacingOccurrences(
                of: "assets \(sceneQuoted(catalog.reference))\n", with: "assets \(sceneQuoted(catalog.absolute))\n")
        }
        for k in cells {
            let cell = document.cells[k]
            names[k] = templateName(cell, index: k, taken: &taken)
            let id = Self.id(of: cell, in: document)
            switch stackForm(cell, id: id, name: names[k]!, header: header, file: file, reference: reference) {
            case .success(let (form, texts)):
                out += "\n" + form
                rowValues[k] = texts
            case .failure(let why):
                out += "\n" + template(cell, id: id, name: names[k]!, reference: reference, why: why.reason)
            }
        }
        out += "\n"
        func row(_ k: Int) -> String { "rows \(names[k]!)\n  \(names[k]!)-row\(rowValues[k] ?? "")\n" }
        if isStatic {
            for section in document.sections {
                if let header = section.headerTitle { out += "section \(sceneQuoted(header))\n" }
                for k in section.cells where cells.contains(k) { out += row(k) }
            }
        } else {
            for k in cells { out += row(k) }
        }
        return out
    }

    /// The cell's reuse identifier as a template name, else `cellN`.
    static func templateName(_ cell: IBCell, index: Int, taken: inout Set<String>) -> String {
        var base = String(
            (cell.reuseIdentifier ?? "").unicodeScalars.filter {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
            })
        if base.isEmpty || !(base.unicodeScalars.first!.properties.isAlphabetic) { base = "cell\(index + 1)" }
        base = String(base.prefix(maxTemplateName))
        var name = base
        var n = 2
        while !taken.insert(name).inserted {
            name = "\(base)\(n)"
            n += 1
        }
        return name
    }

    /// How the scene names the cell in its file: its reuse identifier when no other cell has it, else its
    /// Interface Builder id, as `cell … from` finds it (two cells sharing `c1` would both draw the first).
    static func id(of cell: IBCell, in document: IBDocument) -> String {
        guard let reuse = cell.reuseIdentifier,
            document.cells.filter({ $0.reuseIdentifier == reuse }).count == 1
        else { return cell.id }
        return reuse
    }

    /// The longest template name import writes: its rows' ids (`NAME-row`) stay inside the 256 characters a row
    /// id may have, so the scene written lints.
    static let maxTemplateName = 200

    static func template(_ cell: IBCell, id: String, name: String, reference: String, why: String) -> String {
        var out = "# line \(cell.line): read from the file, not written in the scene language: \(why).\n"
        out += "# Its views, named as the scene names them:\n"
        var builder = IBTemplateBuilder(file: reference, cell: cell, location: SourceLocation(line: 1, column: 1)) {
            _, _, _ in nil
        }
        let (root, _) = builder.build()
        var index = 0
        func list(_ e: Element, depth: Int) {
            let name = builder.names[index]
            var line = "#   " + String(repeating: "  ", count: depth) + "\(name): \(e.kind.keyword)"
            if let text = e.textLabel?.defaultText { line += " \(sceneQuoted(text))" }
            out += line + " (\(e.source ?? reference))\n"
            index += 1
            for c in e.children { list(c, depth: depth + 1) }
        }
        list(root, depth: 0)
        out += "cell \(name) from \(sceneQuoted(reference)) id \(sceneQuoted(id))\n"
        return out
    }
}

extension InterfaceBuilderImport {
    /// `-o`: a new file, or one that is a scene already (a `.scene` file of text); anything else is left alone.
    package static func checkDestination(_ path: String) throws {
        // The file named is left as it is (exit 3, as for any output Unfold will not replace).
        guard path.hasSuffix(".scene") else {
            throw UnfoldFailure.io("refusing to write \(TerminalText.safe(path)): import writes a .scene file")
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw UnfoldFailure.io("refusing to replace \(TerminalText.safe(path)): it is not a regular file")
        }
        // Any scene text is replaced, a hand-written one or an empty file included, as the docs say.
        guard case .success(let bytes) = RegularFile.read(path, limit: RegularFile.maxBytes) else {
            throw UnfoldFailure.io("refusing to replace \(TerminalText.safe(path)): it cannot be read")
        }
        let data = Data(bytes)
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

extension InterfaceBuilderImport {
    /// The cell in the scene language (its template, and what its row gives each label), when it has that form and
    /// draws the very pixels it draws read from `file` in a scene of this header.
    static func stackForm(_ cell: IBCell, id: String, name: String, header: String, file: String?, reference: String)
        -> Result<(template: String, rowValues: String), StackCellForm.Unexpressible>
    {
        guard let file else { return .failure(StackCellForm.Unexpressible(reason: "it is not checked")) }
        var builder = IBTemplateBuilder(file: reference, cell: cell, location: SourceLocation(line: 1, column: 1)) {
            color, _, _ in
            switch color {
            case .rgba(let c): return .literal(c)
            case .system(let name): return Color.systemName(uiKit: name).map { .system($0) }
            case .named: return nil
            }
        }
        let (root, layout) = builder.build()
        if cell.background.map({ if case .named = $0 { true } else { false } }) == true {
            return .failure(StackCellForm.Unexpressible(reason: "a colour from an asset catalog"))
        }
        let form: StackCellForm
        switch StackCellForm.make(cell, root: root, layout: layout, canvasWidth: Settings().width) {
        case .success(let f): form = f
        case .failure(let why): return .failure(why)
        }
        var head = "cell \(name)"
        if let background = root.background { head += " background \(SceneSpelling.color(background))" }
        if cell.accessory != .none { head += " accessory \(cell.accessory.rawValue)" }
        let template =
            "# line \(cell.line): a stack view pinned to the content view, written in the scene language.\n"
            + ([head] + form.lines).joined(separator: "\n") + "\n"
        let values = form.texts.map { " \($0.slot) \(sceneQuoted($0.text))" }.joined()
        // The check: both forms of the cell, one row each, drawn.
        let written = header + "\n" + template + "\nrows \(name)\n  r\(values)\n"
        let read = header + "\ncell \(name) from \(sceneQuoted(file)) id \(sceneQuoted(id))\n\nrows \(name)\n  r\n"
        do {
            let writtenScene = try UnfoldScene(text: written, name: "written").compiled()
            let readScene = try UnfoldScene(text: read, name: "read").compiled()
            // The same display list draws the same pixels: most cells are settled without drawing either form.
            if writtenScene.displayList(frame: 0) == readScene.displayList(frame: 0) {
                return .success((template, values))
            }
            let a = try writtenScene.rgba(frame: 0)
            let b = try readScene.rgba(frame: 0)
            // Compared as bytes, at once: Swift's element-wise == was a sixth of an import's time.
            let same =
                a.width == b.width && a.height == b.height
                && a.pixels.withUnsafeBytes { x in
                    b.pixels.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
                    }
                }
            guard same else {
                return .failure(StackCellForm.Unexpressible(reason: "written as stacks it draws other pixels"))
            }
        } catch {
            return .failure(StackCellForm.Unexpressible(reason: "written as stacks it does not compile"))
        }
        return .success((template, values))
    }
}
