internal import SwiftSyntax
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// One `UITableViewCell` subclass read as UIKit would build it, without running it: the views its properties
/// create (and their initializer closures), what `init(style:reuseIdentifier:)` and the methods it calls do
/// (`contentView.addSubview`, `addArrangedSubview`, properties, `NSLayoutConstraint.activate`), the model method
/// that fills the views (slots and per-state options), `setSelected`, and a button's action (`tap toggle`,
/// the update's animation). What it cannot evaluate it names in a warning at its line and column.
struct CellCodeReader {
    let cell: ClassDeclSyntax
    /// The file's constants, and while a method is read, its own `let`s.
    var constants: SwiftConstants
    let converter: SourceLocationConverter

    /// The views by the property that holds them, in declaration order.
    var views: [String: IBView] = [:]
    var order: [String] = []
    /// Each view's superview (`contentView` for the content view's subviews) and whether it is arranged there.
    var parents: [String: (parent: String, arranged: Bool)] = [:]
    /// Views whose `translatesAutoresizingMaskIntoConstraints` is set false (or that a stack arranges).
    var constrained: Set<String> = []
    var constraints: [IBConstraint] = []
    /// The constraints activated (`NSLayoutConstraint.activate`, `isActive = true`), by index.
    var active: Set<Int> = []
    /// Constraints stored in properties, by the property's name: the scene's lines name them.
    var constraintProperties: [String: Int] = [:]
    var optionLines: [String] = []
    /// Buttons' `addTarget(self, action: #selector(m), for: .touchUpInside)`: the button and the method.
    var targets: [(view: String, method: String)] = []
    var animation: String?
    var findings: [ImportFinding] = []
    var selectionNone = false
    var accessory: Accessory = .none
    /// A built-in style the initializer asks for by name (`super.init(style: .default, …)`).
    var style: IBCellStyle = .custom
    /// Locals that hold a view's layout guide (`let margins = contentView.layoutMarginsGuide`): name → the view.
    var guides: [String: String] = [:]
    /// Properties that create a type Unfold does not know (a view class declared in another file): name → type.
    var unknownTypes: [String: String] = [:]
    /// Methods already followed, against recursion.
    var followed: Set<String> = []
    /// Methods of the class by name.
    var methods: [String: FunctionDeclSyntax] = [:]

    /// The members of the file's extensions of the cell's type, whose methods the class calls as its own.
    let extensionMembers: [MemberBlockItemSyntax]

    init(
        cell: ClassDeclSyntax, extensions: [ExtensionDeclSyntax] = [], constants: SwiftConstants,
        converter: SourceLocationConverter
    ) {
        self.cell = cell
        self.extensionMembers = extensions.flatMap { Array($0.memberBlock.members) }
        self.constants = constants
        self.converter = converter
    }

    mutating func read() -> Result<SwiftCell, XMLFileProblem> {
        for member in Array(cell.memberBlock.members) + extensionMembers {
            if let f = member.decl.as(FunctionDeclSyntax.self) { methods[f.name.text] = methods[f.name.text] ?? f }
        }
        // Every view first, then what their initializers do, which may name views declared after them.
        for configuring in [false, true] {
            for member in cell.memberBlock.members {
                if let v = member.decl.as(VariableDeclSyntax.self) { property(v, configuring: configuring) }
            }
        }
        if let problem = overBudget() { return .failure(problem) }
        // What the initializer does, and the methods it calls.
        for member in cell.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else {
                continue
            }
            let labels = initializer.signature.parameterClause.parameters.map(\.firstName.text)
            guard labels.first == "style" || labels.first == "frame" else { continue }
            builtInStyle(body)
            statements(body.statements, aliases: [:], depth: 0)
        }
        if let awake = methods["awakeFromNib"], let body = awake.body {
            statements(body.statements, aliases: [:], depth: 0)
        }
        states()
        if let problem = overBudget() { return .failure(problem) }
        let place = location(Syntax(cell.name))
        var content = IBView(id: "contentView", kind: .view, at: place.line, place.column)
        content.subviews = subviews(of: "contentView", depth: 0)
        // Only the activated constraints count; a property's name becomes its constraint's, for the scene's lines.
        var kept: [IBConstraint] = []
        for k in constraints.indices where active.contains(k) {
            var c = constraints[k]
            if let name = constraintProperties.first(where: { $0.value == k })?.key { c.id = name }
            kept.append(c)
        }
        content.constraints = kept
        var outlets: [String: String] = [:]
        for name in order { outlets[name] = name }
        for c in kept where constraintProperties[c.id] != nil { outlets[c.id] = c.id }
        var read = IBCell(
            id: cell.name.text, content: content, outlets: outlets, line: place.line, column: place.column)
        read.style = style
        read.reuseIdentifier = cell.name.text
        read.selectionNone = selectionNone
        read.accessory = accessory
        return .success(
            SwiftCell(cell: read, types: [], optionLines: optionLines, animation: animation, findings: findings))
    }

    /// A cell with more views or active constraints than Unfold lays out, said as for an Interface Builder cell,
    /// at the cell's name. Checked once the properties are read and again once the initializer has run.
    func overBudget() -> XMLFileProblem? {
        let place = location(Syntax(cell.name))
        if views.count > SwiftSyntaxCellReader.maxViews {
            return XMLFileProblem(
                "the cell creates \(views.count) views; Unfold lays out at most \(SwiftSyntaxCellReader.maxViews) in a"
                    + " cell", line: place.line, column: place.column)
        }
        if active.count > SwiftSyntaxCellReader.maxConstraints {
            return XMLFileProblem(
                "the cell activates \(active.count) constraints; Unfold solves at most"
                    + " \(SwiftSyntaxCellReader.maxConstraints) in a cell", line: place.line, column: place.column)
        }
        return nil
    }

    /// `super.init(style: .subtitle, reuseIdentifier:)`: a cell that names its built-in style gets that style's
    /// labels (`textLabel`, and `detailTextLabel` but for `.default`), as UIKit gives them, laid out as UIKit lays
    /// them out; one that passes its `style` through keeps none, since UIKit makes them only when asked for.
    mutating func builtInStyle(_ body: CodeBlockSyntax) {
        for item in body.statements {
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription == "super.init",
                let named = call.arguments.first(where: { $0.label?.text == "style" }).flatMap({
                    memberName($0.expression)
                })
            else { continue }
            switch named {
            case "default": style = .basic
            case "subtitle": style = .subtitle
            case "value1": style = .value1
            case "value2": style = .value2
            default: return
            }
            let place = location(Syntax(call))
            let keys = style == .basic ? ["textLabel"] : ["textLabel", "detailTextLabel"]
            for key in keys where views[key] == nil {
                var label = IBView(id: key, kind: .label, at: place.line, place.column)
                label.key = key
                label.hugging = (251, 251)
                views[key] = label
                order.append(key)
                parents[key] = ("contentView", false)
                addedOrder.append(key)
                constrained.insert(key)
            }
        }
    }

    /// The IB tree under `parent`: its subviews in the order they were added, each placed by constraints, or by
    /// a zero frame when its code never turns its autoresizing mask off (as UIKit places it).
    mutating func subviews(of parent: String, depth: Int) -> [IBView] {
        guard depth < SwiftSyntaxCellReader.maxNesting else { return [] }
        var out: [IBView] = []
        for name in addedOrder where parents[name]?.parent == parent {
            guard var v = views[name] else { continue }
            let arranged = parents[name]?.arranged ?? false
            if !arranged && !constrained.contains(name) {
                v.autoresizing = IBAutoresizing(
                    fixed: .zero, horizontal: [false, false, false], vertical: [false, false, false])
                finding(
                    "'\(name)' keeps translatesAutoresizingMaskIntoConstraints: UIKit places it at its zero frame",
                    at: v.line, v.column)
            }
            v.subviews = subviews(of: name, depth: depth + 1)
            out.append(v)
        }
        return out
    }

    /// The views in the order they were added to their superviews.
    var addedOrder: [String] = []

    // MARK: Properties

    /// `let title = UILabel()`, `lazy var stack: UIStackView = { let view = UIStackView(); …; return view }()`.
    mutating func property(_ decl: VariableDeclSyntax, configuring: Bool) {
        for binding in decl.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declared = binding.typeAnnotation?.type.trimmedDescription
            guard let value = binding.initializer?.value else {
                if !configuring, let declared, Self.kind(named: declared.trimmingCharacters(in: ["!", "?"])) != nil {
                    finding(
                        "'\(name)' is not created where it is declared: it is skipped", at: location(Syntax(binding)))
                }
                continue
            }
            if let call = value.as(FunctionCallExprSyntax.self),
                let closure = call.calledExpression.as(ClosureExprSyntax.self)
            {
                // An initializer closure: the view it creates and returns, configured by its statements.
                creatingClosure(closure, name: name, declared: declared, configuring: configuring)
                continue
            }
            if configuring {
                if createdKind(value) != nil, let call = value.as(FunctionCallExprSyntax.self) {
                    creationArguments(call, of: name)
                }
                continue
            }
            if let call = value.as(FunctionCallExprSyntax.self), createdKind(value) == nil,
                let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                type.first?.isUppercase == true
            {
                unknownTypes[name] = type
            }
            if let kind = createdKind(value) {
                addView(name, kind: kind, at: Syntax(binding))
            } else if declared == "NSLayoutConstraint" || declared == "NSLayoutConstraint!" {
                finding("'\(name)' is not a constraint this file creates here", at: location(Syntax(binding)))
            }
        }
    }

    mutating func creatingClosure(_ closure: ClosureExprSyntax, name: String, declared: String?, configuring: Bool) {
        var aliases: [String: String] = [:]
        for item in closure.statements {
            if let local = item.item.as(VariableDeclSyntax.self), let b = local.bindings.first,
                let localName = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = b.initializer?.value,
                let kind = createdKind(value)
            {
                if !configuring { addView(name, kind: kind, at: Syntax(local)) }
                if configuring, let call = value.as(FunctionCallExprSyntax.self) { creationArguments(call, of: name) }
                aliases[localName] = name
                continue
            }
            if let ret = item.item.as(ReturnStmtSyntax.self) {
                if !configuring, let e = ret.expression, views[name] == nil, let kind = createdKind(e) {
                    addView(name, kind: kind, at: Syntax(ret))
                }
                continue
            }
            if configuring { statement(item, aliases: aliases, depth: 0) }
        }
        if configuring, views[name] == nil, let declared, Self.kind(named: declared) != nil {
            finding(
                "the closure that creates '\(name)' was not understood: it is skipped", at: location(Syntax(closure)))
        }
    }

    /// UIKit's view classes, as the Interface Builder model names them.
    static let kinds: [String: UIKitViewKind] = [
        "UILabel": .label, "UIImageView": .imageView, "UIButton": .button,
        "UIStackView": .stackView, "UIView": .view, "UITextField": .textField(bordered: false),
        "UIActivityIndicatorView": .activityIndicator(large: false)
    ]

    /// The view kind an expression creates (`UILabel()`, `UIButton(type: .system)`, `.init()` is not read).
    func createdKind(_ e: ExprSyntax) -> UIKitViewKind? {
        guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
        return Self.kind(named: call.calledExpression.trimmedDescription)
    }

    /// A UIKit class's kind: one of `kinds`, or a control the element registry describes (`UIProgressView`).
    static func kind(named name: String) -> UIKitViewKind? {
        kinds[name] ?? ElementRegistry.kind(uiKitClass: name).map { .control($0) }
    }

    mutating func addView(_ name: String, kind: UIKitViewKind, at node: Syntax) {
        guard views[name] == nil else { return }
        let place = location(node)
        var v = IBView(id: name, kind: kind, at: place.line, place.column)
        if kind == .stackView {
            v.stack = UIKitStack(vertical: false, spacing: 0, alignment: "fill", distribution: "fill")
        }
        views[name] = v
        order.append(name)
    }

    /// `UIStackView(arrangedSubviews: [a, b])`, `UIImageView(image: …)`.
    mutating func creationArguments(_ call: FunctionCallExprSyntax, of name: String) {
        let args = arguments(call)
        if let list = args["arrangedSubviews"]?.as(ArrayExprSyntax.self) {
            for element in list.elements {
                if let child = viewName(element.expression, aliases: [:]) { add(child, to: name, arranged: true) }
            }
        }
        if let image = args["image"] {
            let read = uiImage(image)
            views[name]?.image = read
        }
    }

    mutating func add(_ child: String, to parent: String, arranged: Bool) {
        guard views[child] != nil, child != parent else { return }
        if parents[child] == nil { addedOrder.append(child) }
        parents[child] = (parent, arranged)
        if arranged { constrained.insert(child) }
    }

    // MARK: Places

    func location(_ node: Syntax) -> (line: Int, column: Int) {
        let l = node.startLocation(converter: converter)
        return (l.line, l.column)
    }

    func location(_ e: ExprSyntax) -> (line: Int, column: Int) { location(Syntax(e)) }

    mutating func finding(_ message: String, at place: (line: Int, column: Int)) {
        finding(message, at: place.line, place.column)
    }

    mutating func finding(_ message: String, at line: Int, _ column: Int) {
        findings.append(ImportFinding(message: message, line: line, column: column, warning: true))
    }

    /// A value that cannot be evaluated without running the app: a warning naming it, and nil.
    mutating func skipped<T>(_ e: ExprSyntax, _ what: String) -> T? {
        let text = e.trimmedDescription
        let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
        finding("\(what) '\(shown)' cannot be evaluated without running the app: it is skipped", at: location(e))
        return nil
    }
}
