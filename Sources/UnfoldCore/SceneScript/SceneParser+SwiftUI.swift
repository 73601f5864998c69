import UnfoldSyntax
import UnfoldModel

/// `cell NAME from "FILE.swift" [type VIEW]` where the type is a SwiftUI view: the adapter's template lines (the
/// view's body in the scene language) are read as a template written in the scene would be, each element
/// carrying its Swift line as its `source`, and the scene's indented lines then add options to its elements by
/// name (`answer lines 3/0`).
extension SceneParser {
    mutating func parseSwiftUICell(
        _ view: SwiftUIView, block: Block, nameTok: Token, pathTok: Token, options: CellOptions, _ c: inout TokenCursor
    ) {
        let name = nameTok.text
        let path = pathTok.text
        var options = options
        for f in view.findings {
            let place = FileLocation(path: f.file ?? path, line: f.line, column: f.column)
            sink.add(
                Diagnostic(f.message, inFile: place, at: c.range(pathTok), severity: f.warning ? .warning : .error))
        }
        var errors: [Diagnostic] = []
        let lines = view.lines.compactMap { l in
            Lexer.lexLine(String(repeating: "  ", count: l.depth + 1) + l.text, number: c.line.number, errors: &errors)
        }
        for e in errors { sink.add(Diagnostic("\(path): \(e.message)", at: c.loc(pathTok))) }
        let headLoc = c.loc(nameTok)
        guard errors.isEmpty, lines.count == view.lines.count,
            var root = parseElementTree(lines, templateLocation: headLoc, name: name)
        else {
            brokenTemplates.insert(name)
            return
        }
        var next = 0
        // Each element is the Swift file's: its place in the scene is the file's name on the `cell` line (its
        // columns in the lines made from the file point at nothing the scene's author wrote).
        let pathLoc = c.loc(pathTok)
        func source(_ e: inout Element) {
            e.location = pathLoc
            if next < view.lines.count { e.source = "\(path):\(view.lines[next].line)" }
            next += 1
            for i in e.children.indices { source(&e.children[i]) }
        }
        source(&root)
        if options.animation == nil, let words = view.animation,
            let line = Lexer.lexLine("animation " + words, number: c.line.number, errors: &errors)
        {
            var ac = cursor(line)
            if let first = ac.next() { _ = parseCellOption(first, &ac, into: &options) }
        }
        var template = Template(
            name: name, root: root, height: options.height, minHeight: options.minHeight,
            background: options.background, animation: options.animation, longPress: options.longPress,
            location: headLoc)
        template.accessory = options.accessory
        template.contentAnimation = options.contentAnimation
        template.layoutRules = .swiftUI
        template.hidesSeparator = options.hidesSeparator
        readNamedImages(&template.root)
        template.index()
        applyElementLines(block.body, to: &template)
        register(template, nameTok: nameTok)
    }

    /// The indented lines under a template read from a file: an element's name and options in the template
    /// syntax.
    mutating func applyElementLines(_ body: [SourceLine], to template: inout Template) {
        for line in body where !line.badIndentation {
            var c = cursor(line)
            guard let nameTok = c.next() else { continue }
            guard let index = template.ids.firstIndex(of: nameTok.text) else {
                c.error(
                    "no element '\(nameTok.text)' in this view\(suggestionOrNearest(for: nameTok.text, among: template.ids))",
                    at: nameTok)
                continue
            }
            var e = template.flattened[index]
            parseElementOptions(&e, &c, head: e.kind.keyword)
            template.replace(index, with: e)
        }
    }
}
