import UnfoldSyntax
import UnfoldModel

/// `cell NAME from "PATH" [id ID] [options]`: a template read from an Interface Builder file, and the indented
/// lines that add options to its views (`detailLabel lines 2/0`) or give a constraint outlet its constants
/// (`imageHeightConstraint constant 0/128`). `cell NAME from "FILE.swift" [type NAME]` reads a cell class built in
/// UIKit code into the same model, its per-state code coming before the scene's own indented lines.
extension SceneParser {
    mutating func parseCellFrom(_ block: Block, nameTok: Token, _ c: inout TokenCursor) {
        let name = nameTok.text
        guard
            let pathTok = c.string(
                "an Interface Builder or Swift file (\"Main.storyboard\", \"Cell.xib\", \"Cell.swift\")")
        else {
            brokenTemplates.insert(name)
            return
        }
        var idTok: Token? = nil
        let isSwift = CellImporters.kind(of: pathTok.text) == .swift
        if c.peek?.kind == .word, c.peek?.text == "id" || c.peek?.text == "type" {
            let word = c.next()!
            guard let t = c.next() else {
                c.error(
                    isSwift
                        ? "'type' needs the name of a cell type of the file"
                        : "'id' needs a reuse identifier or an Interface Builder id")
                brokenTemplates.insert(name)
                return
            }
            if word.text == "type" && !isSwift || word.text == "id" && isSwift {
                c.error(
                    isSwift
                        ? "a Swift file's cell is named with 'type NAME'"
                        : "'type' names a type of a Swift file; an Interface Builder file's cell is named with 'id'",
                    at: word)
                brokenTemplates.insert(name)
                return
            }
            idTok = t
        }
        var options = CellOptions()
        while let t = c.next(), parseCellOption(t, &c, into: &options) {}
        let path = pathTok.text
        func fileError(_ p: XMLFileProblem) {
            let place = FileLocation(path: path, line: p.line, column: p.line == nil ? nil : p.column)
            sink.add(Diagnostic(p.message, inFile: place, at: c.range(pathTok)))
            brokenTemplates.insert(name)
        }
        let read = importers.importer(for: path).flatMap { $0.importCell(path, pick: idTok?.text) }
        let imported: AutoLayoutImport
        switch read {
        case .success(.autoLayout(let cell)): imported = cell
        case .success(.swiftUI(let view)):
            parseSwiftUICell(view, block: block, nameTok: nameTok, pathTok: pathTok, options: options, &c)
            return
        case .failure(.file(let p)): return fileError(p)
        case .failure(.pick(let message)):
            c.error(message, at: idTok ?? pathTok)
            brokenTemplates.insert(name)
            return
        case .failure(.path(let message)):
            c.error(message, at: pathTok)
            brokenTemplates.insert(name)
            return
        }
        var cell = imported.cell
        let tables = imported.tables
        let fileFindings = imported.findings
        // What the code does per state, as indented lines the scene's own lines come after (and override).
        var errors: [Diagnostic] = []
        let codeLines = imported.optionLines.compactMap {
            Lexer.lexLine("  " + $0, number: c.line.number, errors: &errors)
        }
        if options.animation == nil, let words = imported.animation,
            let line = Lexer.lexLine("animation " + words, number: c.line.number, errors: &errors)
        {
            var ac = cursor(line)
            if let first = ac.next() { _ = parseCellOption(first, &ac, into: &options) }
        }
        if options.layout == .swiftUI, let t = options.layoutToken {
            c.error(
                "'layout swiftui' is for cells written in the scene or read from SwiftUI views; \(path) lays"
                    + " its cell out with Auto Layout", at: t)
        }
        if let t = cell.table, t < tables.count {
            let table = tables[t]
            // A cell that gives no height of its own takes its table's.
            cell.rowHeight = cell.rowHeight ?? table.rowHeight
            applyTable(table, path: path, at: c.loc(pathTok))
        }
        let headLoc = c.loc(nameTok)
        let pathLoc = c.loc(pathTok)
        var builder = IBTemplateBuilder(file: path, cell: cell, location: headLoc) { [self] color, line, column in
            resolve(color, path: path, line: line, column: column, at: pathLoc)
        }
        var (root, layout) = builder.build()
        readImages(&root, path: path, at: pathLoc)
        for f in fileFindings + builder.findings {
            let place = FileLocation(path: f.file ?? path, line: f.line, column: f.column)
            sink.add(
                Diagnostic(f.message, inFile: place, at: c.range(pathTok), severity: f.warning ? .warning : .error))
        }
        var template = Template(
            name: name, root: root, height: options.height, minHeight: options.minHeight,
            background: options.background, animation: options.animation, longPress: options.longPress,
            location: headLoc)
        template.accessory = options.accessory == .none ? cell.accessory : options.accessory
        template.contentAnimation = options.contentAnimation
        template.highlights = !cell.selectionNone
        template.hidesSeparator = options.hidesSeparator
        template.index()
        root = template.root
        applyViewLines(codeLines + block.body, to: &template, layout: &layout, constraintNames: builder.constraintNames)
        template.autoLayout = layout
        template.interfaceBuilder = InterfaceBuilderReference(
            file: path, id: idTok?.text,
            lines: block.body.map { line in
                line.tokens.map { t in
                    switch t.kind {
                    case .string: return sceneQuoted(t.text)
                    case .localized: return "L" + sceneQuoted(t.text)
                    case .word: return t.text
                    }
                }.joined(separator: " ")
            })
        checkConstraints(template, layout, names: builder.names, path: path, at: c.range(pathTok))
        register(template, nameTok: nameTok)
    }

    /// The images the file names: each an image set of the scene's catalogs, read as a row's image is; one the
    /// catalogs do not hold is a placeholder box, with a warning.
    mutating func readImages(_ e: inout Element, path: String, at location: SourceLocation) {
        if let name = (e.descriptor as? ImageView)?.name {
            if catalogs.contains(where: { $0.catalog.imageSets.contains(name) }),
                let ref = imageReference(name, at: location)
            {
                scene.imageReferences.append(ref)
            } else {
                sink.add(
                    Diagnostic(
                        "\(path): no image set '\(name)' in the scene's asset catalogs: a placeholder box takes its "
                            + "place",
                        at: location, severity: .warning))
                e.becomeImagePlaceholder()
            }
        }
        for i in e.children.indices { readImages(&e.children[i], path: path, at: location) }
    }

    static let patternColors: Set<String> = [
        "scrollViewTexturedBackgroundColor", "viewFlipsideBackgroundColor", "underPageBackgroundColor"
    ]

    /// A colour the file writes, as the scene's colours are: a system colour by its UIKit name, a colour set
    /// of the scene's catalogs by its name.
    func resolve(_ color: IBColor, path: String, line: Int, column: Int, at location: SourceLocation) -> Color? {
        let place = FileLocation(path: path, line: line, column: column)
        switch color {
        case .rgba(let c): return .literal(c)
        case .system(let name):
            if let known = Color.systemName(uiKit: name) { return .system(known) }
            // UIKit's pattern-image colours, the only pattern images Interface Builder can name; iOS 7 deprecated
            // them (groupTableViewBackgroundColor, still in UIKit as a plain colour, is read as that colour).
            if Self.patternColors.contains(name) {
                sink.add(
                    Diagnostic(
                        "'\(name)' is a pattern image from iOS 6 and earlier that Unfold does not have: the default is"
                            + " drawn", inFile: place, at: SourceRange(at: location), severity: .warning))
                return nil
            }
            sink.add(
                Diagnostic(
                    "system colour '\(name)' is not one Unfold knows: the default is drawn", inFile: place,
                    at: SourceRange(at: location), severity: .warning))
            return nil
        case .named(let name):
            guard let catalogPath = catalogs.first(where: { $0.catalog.colorSets.contains(name) })?.path else {
                sink.add(
                    Diagnostic(
                        "no colour set '\(name)' in the scene's asset catalogs", inFile: place,
                        at: SourceRange(at: location)))
                return nil
            }
            switch (assets ?? NoAssets()).colorSet(name, in: catalogPath) {
            case .success(let set): return .asset(set)
            case .failure(let problem):
                sink.add(Diagnostic(problem.message, at: location))
                return nil
            }
        }
    }

    /// The indented lines: a view's name and options in the template syntax, or a constraint outlet's name with
    /// `constant C/E` and `priority C/E`.
    mutating func applyViewLines(
        _ body: [SourceLine], to template: inout Template, layout: inout AutoLayoutCell, constraintNames: [String: Int]
    ) {
        for line in body where !line.badIndentation {
            var c = cursor(line)
            guard let nameTok = c.next() else { continue }
            if let k = constraintNames[nameTok.text] ?? layout.constraints.firstIndex(where: { $0.id == nameTok.text })
            {
                constraintOptions(&c, into: &layout.constraints[k])
                continue
            }
            guard let index = template.ids.firstIndex(of: nameTok.text) else {
                let names = template.ids + constraintNames.keys.sorted()
                c.error(
                    "no view or constraint '\(nameTok.text)' in this "
                        + "cell\(suggestionOrNearest(for: nameTok.text, among: names))",
                    at: nameTok)
                continue
            }
            var e = template.flattened[index]
            let head = e.kind.keyword
            if line.tokens.contains(where: { $0.kind == .word && $0.text == "visible" }) {
                layout.views[index].hiddenInFile = false
            }
            parseElementOptions(&e, &c, head: head)
            template.replace(index, with: e)
        }
    }
}

extension Template {
    /// Puts an element back into the tree at its pre-order index, and indexes the template again.
    package mutating func replace(_ index: Int, with element: Element) {
        var counter = 0
        func visit(_ e: inout Element) -> Bool {
            if counter == index {
                let children = e.children
                e = element
                e.children = children
                return true
            }
            counter += 1
            for i in e.children.indices where visit(&e.children[i]) { return true }
            return false
        }
        _ = visit(&root)
        self.index()
    }
}

extension SceneParser {
    /// Solves the cell in both states with rough text sizes (conflicts and ambiguity do not depend on them):
    /// a required constraint that cannot hold is broken, as Auto Layout breaks it, and a view whose frame the
    /// constraints leave free is ambiguous; each is a warning at its line of the file.
    func checkConstraints(
        _ template: Template, _ layout: AutoLayoutCell, names: [String], path: String, at range: SourceRange
    ) {
        guard let solver = importers.constraintSolver else { return }
        var reported: Set<String> = []
        var checked: [LinearSystem] = []
        for expanded in [false, true] {
            let visible = template.flattened.indices.map { i in
                !layout.views[i].hiddenInFile && template.flattened[i].visible.isVisible(expanded: expanded)
            }
            let intrinsic: [Size?] = template.flattened.indices.map { i in
                switch layout.views[i].kind {
                case .label, .button:
                    let text = template.flattened[i].textLabel?.defaultText ?? ""
                    return Size(width: Double(text.count) * 9, height: 20)
                case .imageView:
                    // An image or a symbol sizes its view, as UIKit's intrinsic size does: only whether there is
                    // a size matters to the check, not which.
                    let e = template.flattened[i]
                    guard e.descriptor.readsAsImage else { return Size?.none }
                    return layout.views[i].imageSize ?? Size(width: 20, height: 20)
                case .activityIndicator: return Size(width: 20, height: 20)
                case .control:
                    let c = template.flattened[i].descriptor
                    // The check solves each state at the default text size (Large); only a symbol's size follows it.
                    let sizing = Sizing(expanded: expanded, contentSize: .l, look: scene.settings.look)
                    return Size(width: c.intrinsicWidth(sizing) ?? -1, height: c.intrinsicHeight(sizing))
                default: return nil
                }
            }
            let system = AutoLayoutSystem(
                cell: layout, visible: visible, intrinsic: intrinsic,
                fontSizes: Array(repeating: 0, count: layout.views.count), width: 375, wide: false, expanded: expanded)
            let built = system.build()
            // A cell whose states do not differ has one system to check.
            guard !checked.contains(built.system) else { continue }
            checked.append(built.system)
            let shown = layout.views.indices.filter { visible[$0] && $0 > 0 }
            var variables: [Int] = []
            for v in shown { variables += [4 * v, 4 * v + 1, 4 * v + 2, 4 * v + 3] }
            let (solution, unsettled) = solver.check(built.system, among: variables)
            for row in solution.broken {
                guard let k = built.origins[row] else { continue }
                let c = layout.constraints[k]
                guard reported.insert("broken \(c.id)").inserted else { continue }
                sink.add(
                    Diagnostic(
                        "constraint \(c.name ?? c.id) cannot hold with the others; Auto Layout breaks it, and so does"
                            + " Unfold", inFile: FileLocation(path: path, line: c.line, column: c.column), at: range,
                        severity: .warning))
            }
            let loose = Set(unsettled.map { $0 / 4 })
            for v in loose.sorted() where reported.insert("ambiguous \(v)").inserted {
                let view = layout.views[v]
                sink.add(
                    Diagnostic(
                        "the constraints leave the frame of '\(names[v])' ambiguous",
                        inFile: FileLocation(path: path, line: view.line, column: view.column), at: range,
                        severity: .warning))
            }
        }
    }
}
