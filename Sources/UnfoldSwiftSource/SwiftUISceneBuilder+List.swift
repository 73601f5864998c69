internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// A `List`: its style and title, its sections, and its rows from `ForEach`, `OutlineGroup`, its own data or
/// its static views.
extension SwiftUISceneBuilder {
    /// `.listStyle(.x)`, and the older `XListStyle()`, by the scene's table styles.
    static let listStyles: [String: String] = [
        "plain": "plain", "grouped": "grouped", "insetGrouped": "inset-grouped", "inset": "plain",
        "sidebar": "inset-grouped", "automatic": "inset-grouped", "PlainListStyle": "plain",
        "GroupedListStyle": "grouped", "InsetGroupedListStyle": "inset-grouped", "InsetListStyle": "plain",
        "SidebarListStyle": "inset-grouped", "DefaultListStyle": "inset-grouped"
    ]

    /// `.insetGrouped` → `insetGrouped`; `InsetGroupedListStyle()` → `InsetGroupedListStyle`.
    func styleName(_ expr: ExprSyntax) -> String? {
        if let m = memberName(expr) { return m }
        return SwiftConstants.unwrapped(expr).as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
    }

    mutating func note(_ message: String, at node: some SyntaxProtocol) {
        reader.warn(message, at: node)
    }

    mutating func list(_ core: ExprSyntax, modifiers: [(String, FunctionCallExprSyntax)], scope: SwiftUIViewReader) {
        var style = "inset-grouped"
        for (name, call) in modifiers {
            let first = call.arguments.first?.expression
            switch name {
            case "listStyle":
                guard let s = first.flatMap(styleName).flatMap({ Self.listStyles[$0] }) else {
                    note(
                        "list style '\(call.arguments.trimmedDescription)' is not read: insetGrouped is drawn", at: call
                    )
                    continue
                }
                if ["sidebar", "SidebarListStyle"].contains(first.flatMap(styleName) ?? "") {
                    note("the sidebar style is drawn as insetGrouped", at: call)
                }
                style = s
            case "navigationTitle":
                guard let title = first.flatMap({ reader.constants.string($0) }) else {
                    note("a navigation title the app computes is not read", at: call)
                    continue
                }
                header.append("navigation \(sceneQuoted(title)) large")
            default:
                note("modifier '.\(name)' on the list is not read", at: call.calledExpression)
            }
        }
        header.append("table \(style)")
        guard let call = core.as(FunctionCallExprSyntax.self) else { return }
        let args = reader.arguments(call)
        let closure = call.trailingClosure ?? args["rowContent"]?.as(ClosureExprSyntax.self)
        if let data = args["_"], !data.is(ClosureExprSyntax.self) {
            forEach(
                data: data, id: args["id"], children: keyPath(args["children"]), closure: closure, scope: scope,
                at: call)
        } else {
            content(
                closure?.statements ?? args["content"]?.as(ClosureExprSyntax.self)?.statements, scope: scope,
                inSection: false)
        }
    }

    func memberName(_ expr: ExprSyntax) -> String? {
        SwiftConstants.unwrapped(expr).as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// `\.children` → `children`.
    func keyPath(_ expr: ExprSyntax?) -> String? {
        guard let k = expr?.as(KeyPathExprSyntax.self), k.components.count == 1 else { return nil }
        return k.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }

    mutating func content(_ items: CodeBlockItemListSyntax?, scope: SwiftUIViewReader, inSection: Bool) {
        for item in items ?? [] {
            guard let expr = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else {
                note("'\(item.trimmedDescription.prefix(40))' is not a view: it is not read", at: item)
                continue
            }
            if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
                // Rows a condition adds or removes are list edits the app makes: not guessed.
                note("'\(reader.short(expr))' decides the list's rows at run time: they are not drawn", at: expr)
                continue
            }
            let core = strip(expr).core
            guard let (name, call) = called(core) else {
                staticRow(expr, scope: scope)
                continue
            }
            let args = reader.arguments(call)
            let closure = call.trailingClosure ?? args["content"]?.as(ClosureExprSyntax.self)
            switch name {
            case "ForEach":
                forEach(data: args["_"], id: args["id"], children: nil, closure: closure, scope: scope, at: call)
            case "OutlineGroup":
                forEach(
                    data: args["_"], id: args["id"], children: keyPath(args["children"]), closure: closure,
                    scope: scope,
                    at: call)
            case "Section" where !inSection:
                section(call, args: args, scope: scope)
            default:
                staticRow(expr, scope: scope)
            }
        }
    }

    /// `Section("Title") { … }`, `Section(header: Text("Title"))`, `Section { … } header: { Text("Title") }`, and
    /// with `isExpanded: $state` a collapsible section, collapsed when the state starts false.
    mutating func section(_ call: FunctionCallExprSyntax, args: [String: ExprSyntax], scope: SwiftUIViewReader) {
        sections += 1
        var title = args["_"].flatMap { reader.constants.string($0) }
        let headerView =
            args["header"]
            ?? call.additionalTrailingClosures.first { $0.label.text == "header" }
            .flatMap { lastExpression($0.closure.statements) }
        if title == nil, let h = headerView, let (name, text) = called(strip(h).core), name == "Text" {
            title = reader.arguments(text)["_"].flatMap { reader.constants.string($0) }
        }
        // `footer: Text("…")` or a `footer:` closure whose view is one literal Text: the section's footer.
        var footer: String?
        let footerView =
            args["footer"]
            ?? call.additionalTrailingClosures.first { $0.label.text == "footer" }
            .flatMap { lastExpression($0.closure.statements) }
        if let view = footerView {
            if let (name, text) = called(strip(view).core), name == "Text",
                let words = reader.arguments(text)["_"].flatMap({ reader.constants.string($0) })
            {
                footer = words
            } else {
                note("a footer that is not one literal Text is not drawn", at: view)
            }
        }
        // A Section without a header has none: an untitled section, unless its header must hold a chevron. A
        // header that is there but not read keeps its place, empty.
        let expandable = args["isExpanded"] != nil
        let hasHeader = args["_"] != nil || headerView != nil
        var line = title == nil && !expandable && !hasHeader ? "section" : "section \(sceneQuoted(title ?? ""))"
        if let binding = args["isExpanded"] {
            let state = binding.trimmedDescription.hasPrefix("$") ? String(binding.trimmedDescription.dropFirst()) : ""
            line += " id section-\(sections) collapsible"
            if scope.initialStates[state] == false { line += " collapsed" }
        }
        if let footer { line += " footer \(sceneQuoted(footer))" }
        rows.append(line)
        content(
            call.trailingClosure?.statements ?? args["content"]?.as(ClosureExprSyntax.self)?.statements, scope: scope,
            inSection: true)
    }

    /// A view of the list that is not a `ForEach`: a row of its own.
    mutating func staticRow(_ expr: ExprSyntax, scope: SwiftUIViewReader) {
        var r = scope
        r.findings = []
        r.listRow = true
        let root = r.tree(expr)
        reader.findings += r.findings
        let name = addTemplate(root, reader: r, base: "row", insets: true)
        staticRows += 1
        // A view of the file fills its slots from the call's literal arguments (`LensRow(title: "Name")`).
        var values = ""
        if let (called, call) = called(strip(expr).core), reader.fileViews[called] != nil {
            values = slotValues(call, lines: root.lines())
        }
        rows.append("rows \(name)")
        rows.append("  \(uniqueID("row-\(staticRows)"))" + values + (Self.startsExpanded(r) ? " expanded" : ""))
    }

    /// `ForEach(data, id:) { item in ROW }`: ROW as a template whose slots are the element's members it shows
    /// (`Text(item.question)` is the slot `question`), and a row per element of the array, with its children
    /// below it as outline rows when `children` names them.
    mutating func forEach(
        data: ExprSyntax?, id: ExprSyntax?, children: String?, closure: ClosureExprSyntax?, scope: SwiftUIViewReader,
        at node: FunctionCallExprSyntax
    ) {
        guard let closure, let data, let rowExpr = lastExpression(closure.statements) else {
            note("a ForEach without data and a row view is not read", at: node)
            return
        }
        var param = "$0"
        if let shorthand = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.first {
            param = shorthand.name.text
        } else if let list = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self)?.parameters.first
        {
            param = list.firstName.text
        }
        var r = scope
        r.findings = []
        r.listRow = true
        r.properties.insert(param)
        let root = r.tree(rowExpr)
        reader.findings += r.findings
        var base = "row"
        if let (name, _) = called(strip(rowExpr).core), reader.fileViews[name] != nil {
            base = SwiftUIView.templateName(forType: name)
        }
        let name = addTemplate(root, reader: r, base: base, insets: true)
        let slots = SwiftUIView.textSlots(root.lines())
        guard let elements = elements(data, scope: scope) else {
            note(
                "'\(data.trimmedDescription.prefix(40))' is not an array the file writes as literals: no rows", at: data
            )
            return
        }
        rows.append("rows \(name)")
        emitRows(
            elements, template: name, slots: slots, param: param, id: id, children: children, level: 1, scope: scope,
            expanded: Self.startsExpanded(r))
    }

    mutating func emitRows(
        _ elements: [ExprSyntax], template: String, slots: [String], param: String, id: ExprSyntax?,
        children: String?, level: Int, scope: SwiftUIViewReader, expanded: Bool = false
    ) {
        guard level <= 8 else {
            note("outline rows nest deeper than 8 levels: the deeper ones are not read", at: elements[0])
            return
        }
        for (i, element) in elements.enumerated() {
            guard let (values, kids) = fields(element, children: children) else {
                note(
                    "'\(element.trimmedDescription.prefix(40))' is not a value the file writes as a literal",
                    at: element)
                continue
            }
            var key: String?
            if let path = id {
                key = path.trimmedDescription == "\\.self" ? values["self"] : keyPath(path).flatMap { values[$0] }
            } else {
                key = values["id"]
            }
            let rowID = uniqueID(key.map(Self.sceneID) ?? "\(template)-\(i)")
            var line = String(repeating: "  ", count: level) + rowID
            for slot in slots {
                guard let value = values[slot] ?? (slot == param ? values["self"] : nil) else { continue }
                line += " \(slot) \(sceneQuoted(value))"
            }
            rows.append(line + (expanded ? " expanded" : ""))
            if let kids, let list = self.elements(kids, scope: scope) {
                emitRows(
                    list, template: template, slots: slots, param: param, id: id, children: children, level: level + 1,
                    scope: scope, expanded: expanded)
            }
        }
    }

    func elements(_ expr: ExprSyntax, scope: SwiftUIViewReader) -> [ExprSyntax]? { scope.literalElements(expr) }

    func fields(_ element: ExprSyntax, children: String?) -> ([String: String], ExprSyntax?)? {
        reader.literalFields(element, children: children)
    }

    /// A row id from a value: lower case, each run of other characters a `-`, starting with a letter.
    static func sceneID(_ value: String) -> String {
        var out = ""
        for scalar in value.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        if out.isEmpty || !(out.unicodeScalars.first!.properties.isAlphabetic) { out = "row-" + out }
        return String(out.prefix(64))
    }

    mutating func uniqueID(_ base: String) -> String {
        var id = base
        var n = 2
        while ids.contains(id) {
            id = "\(base)-\(n)"
            n += 1
        }
        ids.insert(id)
        return id
    }

    /// Whether a row starts open: its view's expansion state starts true (`@State var isExpanded = true`).
    static func startsExpanded(_ r: SwiftUIViewReader) -> Bool {
        r.expansion.flatMap { r.initialStates[$0] } == true
    }
}
