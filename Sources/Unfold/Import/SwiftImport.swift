import Foundation
import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldSyntax
import UnfoldModel

/// `unfold import FILE.swift`: a cell class built in UIKit code as a scene that reads it (`cell NAME from
/// "FILE.swift" type TYPE`), its views listed in comments with their Swift lines, and one row that fills each of
/// its slots with the slot's name. What the code does per state is read again from the file by the scene.
extension InterfaceBuilderImport {
    package static func swiftScene(file: String, reference: String, type: String?) throws -> String {
        guard let reader = SwiftSources.registered else {
            throw UnfoldFailure.usage(
                "\(TerminalText.safe(file)): Swift files are not read here: this build of Unfold has no Swift parser",
                showsUsage: false)
        }
        let bytes: [UInt8]
        switch RegularFile.read(file, limit: SwiftSources.maxBytes) {
        case .success(let read): bytes = read
        case .failure(let problem): throw UnfoldFailure.io("\(TerminalText.safe(file)): \(problem.reason)")
        }
        // The importer `cell … from` uses, given the bytes read here.
        let url = URL(fileURLWithPath: file)
        let module = SwiftSources.module(of: url, named: [], relativeTo: url.deletingLastPathComponent())
        let importer = SwiftCellImporter(files: ReadSwiftFile(bytes: bytes, reader: reader, module: module))
        let code: AutoLayoutImport
        switch importer.importCell(file, pick: type) {
        case .success(.swiftUI(let view)): return swiftUIScene(view, file: file, reference: reference)
        case .success(.autoLayout(let read)): code = read
        case .failure(.pick(let message)), .failure(.path(let message)):
            throw UnfoldFailure.usage(TerminalText.safe(message), showsUsage: false)
        case .failure(.file(let problem)):
            let place = problem.line.map { ":\($0):\(problem.column ?? 1)" } ?? ""
            throw UnfoldFailure.usage("\(TerminalText.safe(file))\(place): \(problem.message)", showsUsage: false)
        }
        let title = URL(fileURLWithPath: file).lastPathComponent
        var taken: Set<String> = []
        let name = templateName(code.cell, index: 0, taken: &taken)
        var out = "# Imported from \(title) by `unfold import`.\n"
        out += "scene \(sceneQuoted(title))\n\n"
        out += "# line \(code.cell.line): read from the file: a cell built in code, its constraints and states read"
        out += " from its Swift source.\n"
        out += "# Its views, named as the scene names them:\n"
        var builder = IBTemplateBuilder(
            file: reference, cell: code.cell, location: SourceLocation(line: 1, column: 1)
        ) { _, _, _ in nil }
        let (root, _) = builder.build()
        var index = 0
        var slots: [String] = []
        func list(_ e: Element, depth: Int) {
            out += "#   " + String(repeating: "  ", count: depth) + "\(builder.names[index]): \(e.kind.keyword)"
            out += " (\(e.source ?? reference))\n"
            if let slot = e.textLabel?.slot, !slots.contains(slot) { slots.append(slot) }
            index += 1
            for c in e.children { list(c, depth: depth + 1) }
        }
        list(root, depth: 0)
        for line in code.optionLines { out += "# from its code: \(line)\n" }
        out += "cell \(name) from \(sceneQuoted(reference)) type \(code.cell.id)\n\n"
        let values = slots.map { " \(sceneWord($0)) \(sceneQuoted($0.prefix(1).uppercased() + $0.dropFirst()))" }
        out += "rows \(name)\n  \(name)-row\(values.joined())\n"
        return out
    }

    /// A slot's name as the scene writes it: bare, or quoted when it holds a space.
    static func sceneWord(_ s: String) -> String { s.contains(" ") ? sceneQuoted(s) : s }

    /// A SwiftUI view as scene text: its template written out, each element commented with its Swift line, what
    /// was not read listed above it, and one row that fills each of its slots with the slot's name.
    static func swiftUIScene(_ view: SwiftUIView, file: String, reference: String) -> String {
        let title = URL(fileURLWithPath: file).lastPathComponent
        let name = SwiftUIView.templateName(forType: view.name)
        var out = "# Imported from \(title) by `unfold import`: SwiftUI view '\(view.name)'.\n"
        out += "scene \(sceneQuoted(title))\n\n"
        for f in view.findings { out += "# \(f.place(in: reference)): \(f.message)\n" }
        let animation = view.animation.map { " animation \($0)" } ?? ""
        out += "cell \(name) layout swiftui\(animation)\n"
        for line in view.lines {
            out += String(repeating: "  ", count: line.depth + 1) + line.text + "  # \(reference):\(line.line)\n"
        }
        let values = SwiftUIView.textSlots(view.lines).map {
            " \(sceneWord($0)) \(sceneQuoted($0.prefix(1).uppercased() + $0.dropFirst()))"
        }
        out += "\nrows \(name)\n  \(name)-row\(values.joined())\n"
        return out
    }
}

/// One Swift file already read, for the importer: every question about it is answered from its bytes.
struct ReadSwiftFile: SwiftSourceLoading {
    var bytes: [UInt8]
    var reader: any SwiftSourceReading
    /// The other files of its module.
    var module: [SwiftModuleSource] = []

    func swiftCell(_ path: String, type: String?) -> Result<SwiftCell, XMLFileProblem> {
        reader.readCell(bytes, type: type, module: module)
    }

    func swiftUIView(_ path: String, type: String?) -> Result<SwiftUIView, XMLFileProblem>? {
        reader.readView(bytes, type: type, module: module)
    }

    func swiftUIPreviews(_ path: String) -> Result<[SwiftUIPreview], XMLFileProblem> {
        reader.readPreviews(bytes, file: path, module: module)
    }
}
