internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// Writes a preview's view as scene text. A `List` is a table: `.listStyle` its style (`insetGrouped` when none,
/// as on iOS), each `Section` a section (collapsible with `isExpanded:`), each `ForEach` a template and a row per
/// element of its literal array, `List(_:children:)` and `OutlineGroup` outline rows, and any other view in it a
/// row of its own. A row's content sits in SwiftUI's list-row insets, 11.5 pt above and below (a 21-pt line in a
/// 44-pt row, `defaultMinListRowHeight`) and 20 pt at the sides, in a row at least 44 pt tall.
struct SwiftUISceneBuilder {
    /// A reader that keeps the findings; each template is read by a fresh copy of it.
    var reader: SwiftUIViewReader
    /// The Swift file as the scene names it: each element line says `source "FILE:LINE"`.
    var fileName: String
    /// Xcode's canvas shows the device's status bar over the view.
    var header = ["device iphone-15", "status-bar 9:41", "highlight none"]
    var templates: [String] = []
    var rows: [String] = []
    var names: Set<String> = []
    var ids: Set<String> = []
    var sections = 0
    var staticRows = 0

    var text: String { (header + [""] + templates + [""] + rows).joined(separator: "\n") + "\n" }

    /// A view's modifiers, outermost last, and the view under them.
    func strip(_ expr: ExprSyntax) -> (core: ExprSyntax, modifiers: [(String, FunctionCallExprSyntax)]) {
        var e = SwiftConstants.unwrapped(expr)
        var modifiers: [(String, FunctionCallExprSyntax)] = []
        while let call = e.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            modifiers.insert((member.declName.baseName.text, call), at: 0)
            e = SwiftConstants.unwrapped(base)
        }
        return (e, modifiers)
    }

    func called(_ e: ExprSyntax) -> (String, FunctionCallExprSyntax)? {
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        return (call.calledExpression.trimmedDescription, call)
    }

    mutating func build(_ written: ExprSyntax) {
        // The preview's own outermost modifiers are its canvas's traits (the appearance, the text size, the
        // direction), not the view's.
        var expr = written
        while let call = SwiftConstants.unwrapped(expr).as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let traits = Self.previewTraits(member.declName.baseName.text, call)
        {
            header += traits
            expr = base
        }
        var (core, modifiers) = strip(expr)
        var scope = reader
        // A navigation stack's root view is the screen; its title is the bar's.
        if let (name, call) = called(core), ["NavigationStack", "NavigationView"].contains(name),
            let last = (call.trailingClosure?.statements).flatMap(lastExpression)
        {
            (core, modifiers) = merge(strip(last), modifiers)
        }
        // A view of the file whose body is a list is that list, with the view's properties and states.
        if let (name, call) = called(core), let view = reader.viewDecl(name) {
            var inner = scope
            if let body = inner.members(of: view) {
                // The preview's arguments are the view's data (`FAQView(questions: [Question(…), …])`).
                for a in call.arguments {
                    if let label = a.label?.text { inner.propertyValues[label] = a.expression }
                }
                var (listCore, listModifiers) = strip(body)
                if let (stack, navigation) = called(listCore), ["NavigationStack", "NavigationView"].contains(stack),
                    let last = (navigation.trailingClosure?.statements).flatMap(lastExpression)
                {
                    (listCore, listModifiers) = merge(strip(last), listModifiers)
                }
                if let (kind, _) = called(listCore), kind == "List" || kind == "Form" {
                    scope = inner
                    list(listCore, modifiers: modifiers + listModifiers, scope: scope)
                    return
                }
            }
            oneRow(view: view, call: call)
            return
        }
        if let (name, _) = called(core), name == "List" || name == "Form" {
            list(core, modifiers: modifiers, scope: scope)
            return
        }
        header.append("table plain")
        var r = reader
        let root = r.tree(expr)
        let name = addTemplate(root, reader: r, base: "preview", insets: false)
        rows.append("rows \(name)")
        rows.append("  row")
        reader.findings = r.findings
    }

    /// The scene's header lines for a preview's modifier that sets its canvas (`.preferredColorScheme(.dark)`,
    /// `.environment(\.dynamicTypeSize, .xxxLarge)`, `.environment(\.layoutDirection, .rightToLeft)`), none for
    /// one that does not change what is drawn (`.previewDisplayName`); nil for any other modifier.
    static func previewTraits(_ name: String, _ call: FunctionCallExprSyntax) -> [String]? {
        let args = Array(call.arguments)
        func member(_ e: ExprSyntax?) -> String? {
            e.flatMap { SwiftConstants.unwrapped($0).as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        }
        switch name {
        case "previewDisplayName": return []
        case "preferredColorScheme":
            guard let scheme = member(args.first?.expression), ["dark", "light"].contains(scheme) else { return nil }
            return ["appearance \(scheme)"]
        case "environment" where args.count == 2:
            let key = args[0].expression.trimmedDescription
            let value = member(args[1].expression)
            switch (key, value) {
            case ("\\.colorScheme", let scheme?) where scheme == "dark" || scheme == "light":
                return ["appearance \(scheme)"]
            case ("\\.layoutDirection", "rightToLeft"?): return ["direction rtl"]
            case ("\\.layoutDirection", "leftToRight"?): return ["direction ltr"]
            case ("\\.dynamicTypeSize", let size?), ("\\.sizeCategory", let size?):
                return dynamicTypeSizes[size].map { ["content-size \($0)"] }
            default: return nil
            }
        default: return nil
        }
    }

    /// `DynamicTypeSize` (and `ContentSizeCategory`) cases by the scene's content sizes.
    static let dynamicTypeSizes: [String: String] = [
        "xSmall": "xs", "extraSmall": "xs", "small": "s", "medium": "m", "large": "l", "xLarge": "xl",
        "extraLarge": "xl", "xxLarge": "xxl", "extraExtraLarge": "xxl", "xxxLarge": "xxxl",
        "extraExtraExtraLarge": "xxxl", "accessibility1": "ax1", "accessibilityMedium": "ax1", "accessibility2": "ax2",
        "accessibilityLarge": "ax2", "accessibility3": "ax3", "accessibilityExtraLarge": "ax3",
        "accessibility4": "ax4", "accessibilityExtraExtraLarge": "ax4", "accessibility5": "ax5",
        "accessibilityExtraExtraExtraLarge": "ax5"
    ]

    func merge(
        _ inner: (core: ExprSyntax, modifiers: [(String, FunctionCallExprSyntax)]),
        _ outer: [(String, FunctionCallExprSyntax)]
    ) -> (core: ExprSyntax, modifiers: [(String, FunctionCallExprSyntax)]) {
        (inner.core, inner.modifiers + outer)
    }

    func lastExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        for item in items.reversed() {
            if let e = item.item.as(ExprSyntax.self) { return e }
            if let r = item.item.as(ReturnStmtSyntax.self), let e = r.expression { return e }
        }
        return nil
    }

    /// A view of the file that is not a list: one row of a plain table, its slots filled from the call's
    /// arguments where they are literals.
    mutating func oneRow(view: StructDeclSyntax, call: FunctionCallExprSyntax) {
        header.append("table plain")
        var r = reader
        // The closures the preview gives a generic container are its content, read in the preview's place.
        r.closureArguments.append(r.closureMap(call, view: view))
        for a in call.arguments where !a.expression.is(ClosureExprSyntax.self) {
            if let label = a.label?.text { r.givenValues[label] = a.expression }
        }
        if let module = r.module, !module.isCurrent(view) { r.callSites.append(r.place(call)) }
        guard case .success(let read) = r.read(view) else {
            reader.findings.append(
                ImportFinding(
                    message: "view '\(view.name.text)' has no 'body'", line: r.place(view).line, column: 1,
                    warning: true))
            return
        }
        reader.findings = r.findings
        let name = unique(SwiftUIView.templateName(forType: view.name.text))
        templates.append("cell \(name) layout swiftui" + (read.animation.map { " animation \($0)" } ?? ""))
        for line in read.lines { templates.append(written(line)) }
        let values = slotValues(call, lines: read.lines, view: view)
        rows.append("rows \(name)")
        rows.append("  row\(values)")
    }

    /// A row's values for the slots of a view of the file that `call` makes: a string argument fills the slot of
    /// its label; a model value (`faqs[0]`, `FAQ(question: …)`) fills the slots its members name. As scene text,
    /// each ` SLOT "VALUE"`.
    mutating func slotValues(
        _ call: FunctionCallExprSyntax, lines: [SwiftUILine], view: StructDeclSyntax? = nil
    ) -> String {
        var filled: [(String, String)] = []
        // By the property each argument sets: its label, or a written initialiser's assignment.
        let given =
            view.map { reader.initialiserArguments(call, view: $0) }
            ?? call.arguments.compactMap { a in a.label.map { ($0.text, a.expression) } }
        for (label, expression) in given {
            if let v = reader.constants.string(expression) {
                filled.append((label, v))
            } else if let element = element(expression), let (fields, _) = fields(element, children: nil) {
                filled += fields.sorted { $0.key < $1.key }.filter { $0.key != "self" }
            } else if let subscripted = SwiftConstants.unwrapped(expression).as(SubscriptCallExprSyntax.self),
                let list = elements(subscripted.calledExpression, scope: reader)
            {
                // An index that is not one of the array's (`faqs[5]`, `faqs[1e19]`) gives no element on the device.
                let array = subscripted.calledExpression.trimmedDescription
                reader.warn(
                    "'\(expression.trimmedDescription)' is not an element of '\(array)' (\(list.count)"
                        + " element\(list.count == 1 ? "" : "s")): its texts are drawn empty", at: expression)
            }
        }
        let slots = Set(SwiftUIView.textSlots(lines))
        return filled.filter { slots.contains($0.0) }.map { " \($0.0) \(sceneQuoted($0.1))" }.joined()
    }

    /// Adds a template for `root`, in SwiftUI's list-row insets when `insets`; returns its name.
    mutating func addTemplate(_ root: SwiftUINode, reader r: SwiftUIViewReader, base: String, insets: Bool) -> String {
        var content = root
        // A list row's own insets, background and separator (`listRowInsets`, …) replace the list's.
        let row = content.takeRowOptions()
        var cellOptions = r.animation.map { " animation \($0)" } ?? ""
        if insets {
            content = content.enclosed(in: "vstack", align: "leading", carrying: ["tap"])
            // The list's own insets and least height are the look's, which the scene decides (`padding list-row`).
            if let given = row["row-insets"] {
                content.padding = given.split(separator: " ").compactMap { Double($0) }
            } else {
                content.listRowPadding = true
            }
            cellOptions += " min-height list-row"
        }
        if let background = row["row-background"] { cellOptions += " background \(background)" }
        if row["row-separator"] != nil { cellOptions += " separator hidden" }
        let name = unique(base)
        templates.append("cell \(name) layout swiftui" + cellOptions)
        for line in content.lines() { templates.append(written(line)) }
        return name
    }

    mutating func unique(_ base: String) -> String {
        var name = base
        var n = 2
        while names.contains(name) {
            name = "\(base)-\(n)"
            n += 1
        }
        names.insert(name)
        return name
    }

    /// A model value the file writes: an initializer call, or an element of a literal array by a literal index.
    func element(_ expr: ExprSyntax) -> ExprSyntax? {
        let e = SwiftConstants.unwrapped(expr)
        if e.is(FunctionCallExprSyntax.self) { return e }
        guard let subscriptCall = e.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let number = reader.constants.number(subscriptCall.arguments.first!.expression),
            let index = Int(exactly: number), index >= 0,
            let list = elements(subscriptCall.calledExpression, scope: reader), index < list.count
        else { return nil }
        return list[index]
    }

    /// A template line as the scene writes it, with the Swift line it comes from.
    func written(_ line: SwiftUILine) -> String {
        String(repeating: "  ", count: line.depth + 1) + line.text
            + " source \(sceneQuoted("\(fileName):\(line.line)"))"
    }
}
