import Foundation
internal import SwiftSyntax
import UnfoldCore
import UnfoldModel

/// SwiftUI's views, each as the scene's elements.
extension SwiftUIViewReader {
    /// A call's arguments by label (`_` for the first unlabelled one), and its trailing closures by label
    /// (`_` for the first).
    func arguments(_ call: FunctionCallExprSyntax) -> [String: ExprSyntax] {
        var out: [String: ExprSyntax] = [:]
        for a in call.arguments {
            let label = a.label?.text ?? "_"
            if out[label] == nil { out[label] = a.expression }
        }
        return out
    }

    func closures(_ call: FunctionCallExprSyntax) -> [String: ClosureExprSyntax] {
        var out: [String: ClosureExprSyntax] = [:]
        for a in call.arguments {
            if let c = a.expression.as(ClosureExprSyntax.self) { out[a.label?.text ?? "_"] = c }
        }
        if let first = call.trailingClosure { out[out["_"] == nil ? "_" : "trailing"] = first }
        for extra in call.additionalTrailingClosures { out[extra.label.text] = extra.closure }
        return out
    }

    mutating func construct(_ call: FunctionCallExprSyntax, depth: Int) -> [SwiftUINode] {
        let name = call.calledExpression.trimmedDescription
        let args = arguments(call)
        let blocks = closures(call)
        let line = place(call).line
        switch name {
        case "VStack", "LazyVStack", "HStack", "LazyHStack":
            let vertical = name.hasSuffix("VStack")
            var align = "center"
            if let a = args["alignment"].flatMap(memberName) {
                let known: [String: String] =
                    vertical
                    ? ["leading": "leading", "center": "center", "trailing": "trailing"]
                    : ["top": "top", "center": "center", "bottom": "bottom"]
                if let mapped = known[a] {
                    align = mapped
                } else {
                    warn(
                        "alignment '.\(a)' is not read: the stack is aligned '\(vertical ? "center" : "center")'",
                        at: call)
                }
            }
            // No spacing given: SwiftUI's default for each pair of views, which the scene's layout applies.
            var spacing: Double? = nil
            if let s = args["spacing"] {
                if let v = constants.number(s), v >= 0, v <= 10_000 {
                    spacing = v
                } else {
                    warn(
                        "spacing '\(short(s))' is not a number the file gives: SwiftUI's default spacing is used", at: s
                    )
                }
            }
            let children = content((blocks["_"] ?? blocks["content"])?.statements, depth: depth)
            return [
                stack(vertical ? "vstack" : "hstack", align: align, spacing: spacing, children: children, line: line)
            ]
        case "Group", "ScrollView", "Form":
            // A scroll view's content as it first shows, a form's rows stacked: their views in a stack.
            if name != "Group" {
                warn("'\(name)' is drawn as a stack of its views", at: call)
                let children = content((blocks["_"] ?? blocks["content"])?.statements, depth: depth)
                return [stack("vstack", align: "fill", spacing: 8, children: children, line: line)]
            }
            return content((blocks["_"] ?? blocks["content"])?.statements, depth: depth)
        case "GroupBox":
            return groupBox(call, args: args, blocks: blocks, depth: depth)
        case "ForEach":
            return forEach(call, args: args, blocks: blocks, depth: depth)
        case "ZStack":
            // Its views over each other, placed across by the alignment's horizontal part, centred up and down.
            let children = content((blocks["_"] ?? blocks["content"])?.statements, depth: depth)
            let alignment = args["alignment"].flatMap(memberName) ?? "center"
            let across =
                alignment.lowercased().hasSuffix("leading")
                ? "leading"
                : alignment.lowercased().hasSuffix("trailing") ? "trailing" : "center"
            if !["leading", "center", "trailing"].contains(alignment) {
                warn("alignment '.\(alignment)' is read as '.\(across)': the views are centred up and down", at: call)
            }
            var node = SwiftUINode(keyword: "zstack", line: line)
            node.set("align", across)
            node.children = children
            return [node]
        case "Text":
            return [text(args, at: call)]
        case "Label":
            var title = text(args, at: call)
            title.line = line
            guard
                let symbolName = args["systemImage"].flatMap({ constants.string($0) })
                    ?? args["systemSymbol"].flatMap(SwiftUIValues.safeSymbolName)
            else {
                warn("a Label without 'systemImage:' shows its title alone", at: call)
                return [title]
            }
            var row = stack(
                "hstack", align: "center", spacing: 8, children: [symbol(symbolName, at: call), title], line: line)
            row.children[0].set("color", "blue")
            return [row]
        case "Image":
            // SFSafeSymbols' `Image(systemSymbol: .chevronDown)`: the symbol `chevron.down`.
            if let safe = args["systemSymbol"] {
                guard let symbolName = SwiftUIValues.safeSymbolName(safe) else {
                    warn("an SF Symbol named at run time is not read: a placeholder box takes its place", at: call)
                    return [placeholder(at: line)]
                }
                return [symbol(symbolName, at: call)]
            }
            if let systemName = args["systemName"] {
                guard let symbolName = constants.string(systemName) else {
                    warn("an SF Symbol named at run time is not read: a placeholder box takes its place", at: call)
                    return [placeholder(at: line)]
                }
                return [symbol(symbolName, at: call)]
            }
            // `Image("Hero")`: the image set of the scene's asset catalogs, shown unless a row gives the slot another.
            guard let first = args["_"], let name = constants.string(first) else {
                warn("an image named at run time is not read: a placeholder box takes its place", at: call)
                var box = placeholder(at: line)
                box.set("height", "44")
                box.set("width", "44")
                return [box]
            }
            var image = SwiftUINode(keyword: "image", line: line)
            image.head = [Self.slotName(forImage: name), sceneQuoted(name)]
            return [image]
        case "Spacer":
            var spacer = SwiftUINode(keyword: "spacer", line: line)
            if let given = args["minLength"] {
                // In SwiftUI's layout a spacer's length is its least.
                if let length = constants.number(given), (0...10_000).contains(length) {
                    spacer.head = [SwiftUINode.number(length)]
                } else {
                    warn("Spacer's minLength '\(short(given))' is not a number Unfold can read", at: given)
                }
            }
            return [spacer]
        case "Divider":
            var box = SwiftUINode(keyword: "box", line: line)
            box.set("height", "0.5")
            box.set("color", "separator")
            return [box]
        case "EmptyView":
            return []
        case "Rectangle", "RoundedRectangle", "Capsule", "Circle":
            var box = SwiftUINode(keyword: "box", line: line)
            if let given = args["cornerRadius"] {
                if let r = constants.number(given), Self.readableCorner.contains(r) {
                    box.set("corner", SwiftUINode.number(r))
                } else {
                    warn("cornerRadius '\(short(given))' is not read: Unfold reads 0 to 10,000 pt", at: given)
                }
            }
            if name == "Capsule" || name == "Circle" { box.set("corner", "1000") }
            return [box]
        case "Toggle":
            var title = args["_"].map { _ in text(args, at: call) }
            if title == nil, let label = blocks["_"] ?? blocks["label"] {
                title = content(label.statements, depth: depth).first
            }
            var toggle = SwiftUINode(keyword: "switch", line: line)
            toggle.set("on", switchState(args["isOn"]))
            let children = labelColumn(title.map { [$0] } ?? [], line: line) + [toggle]
            return [stack("hstack", align: "center", spacing: 8, children: children, line: line)]
        case "ProgressView":
            return progressView(call, args: args, line: line)
        case "Button":
            return button(call, args: args, blocks: blocks, depth: depth)
        case "DisclosureGroup":
            return disclosureGroup(call, args: args, blocks: blocks, depth: depth)
        default:
            if let other = viewDecl(name) {
                guard !reading.contains(name) else {
                    let p = place(call)
                    findings.append(
                        ImportFinding(
                            message: "view '\(name)' contains itself: it would never end (the view budget)",
                            line: p.line, column: p.column, warning: false))
                    return []
                }
                if let body = members(of: other) {
                    // A view of the module is read in its place, its properties slots of the row, the closures it
                    // is called with its content.
                    let elsewhere = module.map { !$0.isCurrent(other) } ?? false
                    if elsewhere { callSites.append(place(call)) }
                    closureArguments.append(closureMap(call, view: other))
                    reading.append(name)
                    givenArguments.append(Set(call.arguments.compactMap { $0.label?.text }))
                    // The call's values are the view's, for the conditions they decide.
                    let savedValues = propertyValues
                    for a in call.arguments where !a.expression.is(ClosureExprSyntax.self) {
                        if let label = a.label?.text { propertyValues[label] = a.expression }
                    }
                    defer {
                        propertyValues = savedValues
                        reading.removeLast()
                        givenArguments.removeLast()
                        closureArguments.removeLast()
                        if elsewhere { callSites.removeLast() }
                    }
                    return nodes(body, depth: depth + 1)
                }
            }
            warn("'\(name)' is not a view Unfold reads: a placeholder box takes its place", at: call)
            return [placeholder(at: line)]
        }
    }

    /// `isOn:` as the scene's `on`: `.constant(true)` always, the expansion state `expanded`, another state its
    /// initial value.
    mutating func switchState(_ binding: ExprSyntax?) -> String {
        guard let binding else { return "never" }
        let text = binding.trimmedDescription
        if text == ".constant(true)" { return "always" }
        if text.hasPrefix("$"), states.contains(String(text.dropFirst())) {
            let state = String(text.dropFirst())
            if expansion == state { return "expanded" }
            return initialStates[state] == true ? "always" : "never"
        }
        // `$toggles.wifi`: a Bool member of a state that is a struct of the view's, at its initial value.
        if text.hasPrefix("$"), let on = initialMembers[String(text.dropFirst())] { return on ? "always" : "never" }
        if text != ".constant(false)" {
            warn("isOn '\(short(binding))' is the app's: the switch is drawn off", at: binding)
        }
        return "never"
    }

    func memberName(_ expr: ExprSyntax) -> String? {
        SwiftConstants.unwrapped(expr).as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// `Text("literal")`, `Text(verbatim:)`, `Text(question)` (a stored property: a slot the row fills),
    /// `Text(item.question)` (the slot `question`).
    mutating func text(_ args: [String: ExprSyntax], at call: FunctionCallExprSyntax) -> SwiftUINode {
        var node = SwiftUINode(keyword: "text", line: place(call).line)
        guard let value = args["_"] ?? args["verbatim"] else {
            warn("a Text without a string is not read: it shows nothing", at: call)
            node.head = ["\"\""]
            return node
        }
        if let literal = constants.string(value) {
            node.head = [sceneQuoted(literal)]
            return node
        }
        // `Text("\\(name) items")` over the view's properties: the row's values written into the words.
        if let pattern = interpolated(value) {
            node.head = ["format", sceneQuoted(pattern)]
            return node
        }
        let e = SwiftConstants.unwrapped(value)
        // A `ForEach` element's value, read as the literal it is.
        if let ref = e.as(DeclReferenceExprSyntax.self), let bound = bindings[ref.baseName.text]?["self"] {
            node.head = [sceneQuoted(bound)]
            return node
        }
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            let bound = bindings[base.baseName.text]?[member.declName.baseName.text]
        {
            node.head = [sceneQuoted(bound)]
            return node
        }
        if let ref = e.as(DeclReferenceExprSyntax.self), let slot = aliases[ref.baseName.text] {
            node.head = [slot]
            return node
        }
        if let ref = e.as(DeclReferenceExprSyntax.self), properties.contains(ref.baseName.text) {
            node.head = [ref.baseName.text]
            return node
        }
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            properties.contains(base.baseName.text) || base.baseName.text == "self"
        {
            node.head = [member.declName.baseName.text]
            return node
        }
        // The interpreter's value: a localised string is the scene's `L"KEY"` (its strings answer it, else the
        // key is shown, as iOS shows it); what only the app gives is a placeholder of one line of the text's font.
        switch interpreted(value) {
        case .localized(let key, let fallback, let arguments)?:
            if let fallback {
                node.head = [sceneQuoted(SwiftInterpreter.formatted(fallback, arguments) ?? fallback)]
            } else {
                let filled = arguments.compactMap { $0.number.map(SwiftUINode.number) ?? $0.text.map(sceneQuoted) }
                node.head = [
                    "L" + sceneQuoted(key) + (filled.isEmpty ? "" : "(" + filled.joined(separator: ", ") + ")")
                ]
            }
            return node
        case .unknown(let u)?:
            warn(
                "'\(u.call)' is unknown to Unfold (\(u.why)): a placeholder box of one line of the text's font takes"
                    + " its place", at: u.node)
        case let v?:
            if let words = SwiftInterpreter.interpolated(v) {
                node.head = [sceneQuoted(words)]
                return node
            }
            warn(
                "the text '\(short(value))' is \(v.described), not a string: a placeholder box of one line of the"
                    + " text's font takes its place", at: value)
        case nil:
            warn(
                "the text '\(short(value))' is computed by the app: a placeholder box of one line of the text's font"
                    + " takes its place", at: value)
        }
        node.unknownText = true
        return node
    }

    /// A string literal whose interpolations are each a literal, a constant or a slot (a property of the view, a
    /// member of the row's model): the scene's text format, `{SLOT}` for each slot. Nil when one is computed by the
    /// app, or the words hold braces of their own.
    func interpolated(_ value: ExprSyntax) -> String? {
        guard let literal = SwiftConstants.unwrapped(value).as(StringLiteralExprSyntax.self) else { return nil }
        var pattern = ""
        var slots = 0
        for segment in literal.segments {
            if let words = segment.as(StringSegmentSyntax.self) {
                guard let text = SwiftStringLiteral.text(words, in: literal), !text.contains("{"), !text.contains("}")
                else { return nil }
                pattern += text
            } else if let part = segment.as(ExpressionSegmentSyntax.self), part.expressions.count == 1,
                let e = part.expressions.first?.expression
            {
                if let known = constants.string(e) ?? constants.number(e).map(SwiftUINode.number) {
                    guard !known.contains("{"), !known.contains("}") else { return nil }
                    pattern += known
                } else if let slot = slotName(e) {
                    pattern += "{\(slot)}"
                    slots += 1
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
        return slots > 0 ? pattern : nil
    }

    /// The slot a value names: a property of the view (`name`), or a member of one or of the row's model
    /// (`item.name`, `self.name`).
    func slotName(_ value: ExprSyntax) -> String? {
        let e = SwiftConstants.unwrapped(value)
        if let ref = e.as(DeclReferenceExprSyntax.self), let slot = aliases[ref.baseName.text] { return slot }
        if let ref = e.as(DeclReferenceExprSyntax.self), properties.contains(ref.baseName.text) {
            return ref.baseName.text
        }
        if let member = e.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            properties.contains(base.baseName.text) || base.baseName.text == "self"
        {
            return member.declName.baseName.text
        }
        return nil
    }

    mutating func symbol(_ name: String, at call: FunctionCallExprSyntax) -> SwiftUINode {
        guard let known = SwiftUIValues.symbol(name) else {
            warn("SF Symbol '\(name)' is not one Unfold draws: a placeholder box takes its place", at: call)
            var box = placeholder(at: place(call).line)
            box.set("height", "17")
            box.set("width", "17")
            return box
        }
        var node = SwiftUINode(keyword: "symbol", line: place(call).line)
        node.head = [known]
        return node
    }

    /// `Button("Title") { … }`, `Button(action: …) { label }`, `Button { … } label: { label }`: its label in the
    /// tint colour; an action that toggles the view's state makes it `tap toggle`.
    mutating func button(
        _ call: FunctionCallExprSyntax, args: [String: ExprSyntax], blocks: [String: ClosureExprSyntax], depth: Int
    ) -> [SwiftUINode] {
        let line = place(call).line
        var label: [SwiftUINode]
        var action: ClosureExprSyntax?
        if args["_"] != nil, !(args["_"]!.is(ClosureExprSyntax.self)) {
            label = [text(args, at: call)]
            action = blocks["action"] ?? blocks["_"] ?? blocks["trailing"]
        } else if let l = blocks["label"] {
            label = content(l.statements, depth: depth)
            action = blocks["action"] ?? blocks["_"]
        } else {
            label = content((blocks["trailing"] ?? blocks["_"])?.statements, depth: depth)
            action = blocks["action"]
        }
        var node =
            label.count == 1 ? label[0] : stack("hstack", align: "center", spacing: 8, children: label, line: line)
        node.tinted = true
        if let action, toggles(action) {
            node.set("tap", "toggle")
            // One element, read as its label's words, as SwiftUI makes a button.
            node.set("traits", "button")
            let words = label.flatMap(\.literalTexts)
            if node.isStack, !words.isEmpty {
                node.set("label", "\"" + words.map { String($0.dropFirst().dropLast()) }.joined(separator: ", ") + "\"")
            }
        } else {
            warn("the button's action is not read: tapping it changes nothing", at: call)
        }
        return [node]
    }

    /// `DisclosureGroup("Title", isExpanded: $isExpanded) { content }` (or `label:`): its label beside a chevron
    /// in the tint colour that turns 90° as the group opens, tapping either toggling it, and its content below
    /// while it is open. Without `isExpanded:` it keeps its own state, which is the row's expansion too.
    mutating func disclosureGroup(
        _ call: FunctionCallExprSyntax, args: [String: ExprSyntax], blocks: [String: ClosureExprSyntax], depth: Int
    ) -> [SwiftUINode] {
        let line = place(call).line
        if let binding = args["isExpanded"] {
            let text = binding.trimmedDescription.hasPrefix("$") ? String(binding.trimmedDescription.dropFirst()) : ""
            if states.contains(text) {
                expansion = expansion ?? text
            } else {
                warn(
                    "isExpanded '\(short(binding))' is not one of the view's states: the group keeps its own",
                    at: binding)
            }
        }
        var label: [SwiftUINode]
        if args["_"] != nil {
            label = [text(args, at: call)]
        } else {
            label = content(blocks["label"]?.statements, depth: depth)
        }
        var chevron = SwiftUINode(keyword: "symbol", line: line)
        chevron.head = ["chevron-right"]
        chevron.set("color", "blue")
        chevron.fontStyle = "body"
        chevron.set("rotate", "0/90")
        var header = stack(
            "hstack", align: "center", spacing: 8, children: labelColumn(label, line: line) + [chevron], line: line)
        header.set("tap", "toggle")
        // VoiceOver reads the group's header by its title, as SwiftUI's disclosure button is read.
        if label.count == 1, label[0].keyword == "text", let title = label[0].head.first, title.hasPrefix("\"") {
            header.set("label", title)
        }
        var body = content((blocks["content"] ?? blocks["_"] ?? blocks["trailing"])?.statements, depth: depth)
        for i in body.indices { body[i].set("visible", "expanded") }
        return [stack("vstack", align: "leading", spacing: 8, children: [header] + body, line: line)]
    }

    /// `ForEach` inside a view: its content once per element of a literal array, each element's values read as
    /// literals (a list's `ForEach` is rows instead: see `SwiftUISceneBuilder`).
    mutating func forEach(
        _ call: FunctionCallExprSyntax, args: [String: ExprSyntax], blocks: [String: ClosureExprSyntax], depth: Int
    ) -> [SwiftUINode] {
        guard let data = args["_"], let closure = blocks["_"] ?? blocks["content"],
            let elements = literalElements(data)
        else {
            warn("a ForEach over data the app computes is not read: its views are not drawn", at: call)
            return []
        }
        var param = "$0"
        if let shorthand = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self)?.first {
            param = shorthand.name.text
        }
        var out: [SwiftUINode] = []
        let saved = bindings
        defer { bindings = saved }
        for element in elements.prefix(1000) {
            guard let (values, _) = literalFields(element, children: nil) else { continue }
            bindings[param] = values
            out += content(closure.statements, depth: depth)
        }
        return out
    }

    /// Whether an action closure toggles the view's expansion state (`isExpanded.toggle()`, `isExpanded =
    /// !isExpanded`), inside `withAnimation` or not; the animation's curve is kept.
    mutating func toggles(_ closure: ClosureExprSyntax) -> Bool {
        let finder = ToggleFinder(viewMode: .sourceAccurate)
        finder.states = states
        finder.walk(closure)
        guard let toggled = finder.toggled else { return false }
        expansion = expansion ?? toggled
        if let a = finder.animation {
            if let words = SwiftUIAnimation.words(a, constants: constants) {
                animation = animation ?? words
            } else {
                warn("animation '\(short(a))' is not one Unfold reads: the scene's animation is used", at: a)
            }
        } else if finder.withAnimation {
            animation = animation ?? SwiftUIAnimation.spring(response: 0.55, damping: 1)
        }
        return toggled == expansion
    }
}

/// Finds `state.toggle()` or `state = !state` in an action, and the `withAnimation(_:)` around it.
final class ToggleFinder: SyntaxVisitor {
    var states: Set<String> = []
    var toggled: String?
    var animation: ExprSyntax?
    var withAnimation = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if called == "withAnimation" {
            withAnimation = true
            if let first = node.arguments.first, first.label == nil { animation = first.expression }
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "toggle",
            let base = member.base?.trimmedDescription.replacingOccurrences(of: "self.", with: ""),
            states.contains(base)
        {
            toggled = toggled ?? base
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self),
            let target = node.leftOperand.trimmedDescription.replacingOccurrences(of: "self.", with: "") as String?,
            states.contains(target),
            node.rightOperand.trimmedDescription.replacingOccurrences(of: "self.", with: "") == "!" + target
        {
            toggled = toggled ?? target
        }
        return .visitChildren
    }

}

extension SwiftUIViewReader {
    /// `GroupBox("Title") { content }` (or `label:`) as iOS's default group box style draws it: the label in the
    /// headline font above the content, leading, 8 pt apart, in 16 pt of padding on the secondary system
    /// background, its corners rounded 8 pt.
    mutating func groupBox(
        _ call: FunctionCallExprSyntax, args: [String: ExprSyntax], blocks: [String: ClosureExprSyntax], depth: Int
    ) -> [SwiftUINode] {
        let line = place(call).line
        var label: [SwiftUINode] = []
        if args["_"] != nil {
            label = [text(args, at: call)]
        } else if let l = blocks["label"] {
            label = content(l.statements, depth: depth)
        }
        for i in label.indices where label[i].fontStyle == nil && label[i].fontSize == nil {
            label[i].fontStyle = "headline"
        }
        let body = content((blocks["content"] ?? blocks["_"] ?? blocks["trailing"])?.statements, depth: depth)
        var box = stack("vstack", align: "leading", spacing: 8, children: label + body, line: line)
        box.padding = [16, 16, 16, 16]
        box.set("background", "secondary-system-background")
        box.set("corner", "8")
        return [box]
    }

    /// The slot an asset image is shown through: its name in lower case, letters and digits, else `image`.
    static func slotName(forImage name: String) -> String {
        let words = name.lowercased().unicodeScalars.map {
            CharacterSet.alphanumerics.contains($0) ? Character($0) : "-"
        }
        let slot = String(words).split(separator: "-").joined(separator: "-")
        guard let first = slot.unicodeScalars.first, CharacterSet.letters.contains(first) else { return "image" }
        return slot
    }
}
