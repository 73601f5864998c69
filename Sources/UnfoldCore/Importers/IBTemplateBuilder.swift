import UnfoldSyntax
import UnfoldModel

/// Turns a cell read from Interface Builder into a template: one element per view (pre-order, the content view
/// first), named by the cell's outlet to it, else its user label, else its Interface Builder id; and the
/// constraints, with UIKit's layout of the built-in cell styles where the file has none.
package struct IBTemplateBuilder {
    package let file: String
    package let cell: IBCell
    package let location: SourceLocation
    /// Resolves a colour the file writes; nil (and a warning) for one it cannot.
    package let color: (IBColor, Int, Int) -> Color?
    package private(set) var findings: [ImportFinding] = []
    /// Each element's name, by index; each constraint outlet's name → index in `constraints`.
    package private(set) var names: [String] = []
    package private(set) var constraintNames: [String: Int] = [:]
    var views: [AutoLayoutView] = []
    var ids: [String: Int] = [:]
    /// Each view's `key` in a built-in style.
    var keys: [String?] = []
    /// Each view's frame in the file, by index (an autoresizing view is placed against its superview's).
    var frames: [Rect?] = []
    var pending: [(IBConstraint, owner: Int)] = []

    package init(file: String, cell: IBCell, location: SourceLocation, color: @escaping (IBColor, Int, Int) -> Color?) {
        self.file = file
        self.cell = cell
        self.location = location
        self.color = color
    }

    package mutating func build() -> (root: Element, autoLayout: AutoLayoutCell) {
        var root = element(cell.content, parent: nil, stackParent: nil)
        root.kind = ElementKind(PlainView())
        root.background = cell.background.flatMap { color($0, cell.line, cell.column) } ?? root.background
        var constraints: [AutoLayoutConstraint] = []
        for (c, _) in pending {
            guard let first = ids[c.first] else {
                warn(
                    "constraint \(c.id) names \(c.first), which is not a view of this cell: it is ignored", c.line,
                    c.column)
                continue
            }
            let firstAttribute = attribute(c.firstAttribute, c)
            var second: Int? = nil
            var secondAttribute = LayoutAttribute.notAnAttribute
            if let s = c.second {
                guard let index = ids[s] else {
                    // A layout guide (the safe area) or a view outside the cell: the content view stands in.
                    warn(
                        "constraint \(c.id) names \(s), which is not a view of this cell: the content view stands in",
                        c.line, c.column)
                    second = 0
                    secondAttribute = c.secondAttribute.map { attribute($0, c) } ?? .notAnAttribute
                    constraints.append(made(c, first, firstAttribute, second, secondAttribute))
                    continue
                }
                second = index
                secondAttribute = c.secondAttribute.map { attribute($0, c) } ?? .notAnAttribute
            }
            constraints.append(made(c, first, firstAttribute, second, secondAttribute))
        }
        constraints += builtInStyle()
        if cell.style == .basic, let title = keys.firstIndex(of: "textLabel") {
            // The content view's 11 pt margins above and below, kept around a text taller than 44 pt allows.
            views[title].textPadding = 22
        }
        for (k, c) in constraints.enumerated() { if let name = c.name { constraintNames[name] = k } }
        var layout = AutoLayoutCell(file: file, views: views, constraints: constraints, rowHeight: cell.rowHeight)
        if cell.style == .subtitle, let title = keys.firstIndex(of: "textLabel"),
            let detail = keys.firstIndex(of: "detailTextLabel")
        {
            layout.centredPair = CentredPair(top: title, bottom: detail)
        }
        return (root, layout)
    }

    func made(_ c: IBConstraint, _ first: Int, _ fa: LayoutAttribute, _ second: Int?, _ sa: LayoutAttribute)
        -> AutoLayoutConstraint
    {
        let relation: LinearRelation =
            switch c.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .atLeast
            case .lessThanOrEqual: .atMost
            }
        return AutoLayoutConstraint(
            id: c.id, name: cell.outlets[c.id], first: first, firstAttribute: fa, second: second,
            secondAttribute: sa, relation: relation, multiplier: c.multiplier, constant: Pair(c.constant),
            priority: Pair(c.priority), line: c.line, column: c.column)
    }

    mutating func attribute(_ name: String, _ c: IBConstraint) -> LayoutAttribute {
        if let a = LayoutAttribute(rawValue: name) { return a }
        warn(
            "attribute '\(name)' of constraint \(c.id) is not one Unfold knows: it is read as notAnAttribute", c.line,
            c.column)
        return .notAnAttribute
    }

    mutating func warn(_ message: String, _ line: Int, _ column: Int) {
        findings.append(ImportFinding(message: message, line: line, column: column, warning: true))
    }

    /// The name a view goes by: the cell's outlet to it, its user label, or its id; never one taken before.
    mutating func name(of v: IBView) -> String {
        if views.isEmpty { return "contentView" }
        // A user label may hold spaces (a quoted slot); one ending in '/' would read as a value's expanded state.
        let userLabel = v.userLabel.flatMap { $0.isEmpty || $0.hasSuffix(SlotStates.mark) ? nil : $0 }
        for candidate in [cell.outlets[v.id], v.key, userLabel].compactMap({ $0 }) where !names.contains(candidate) {
            return candidate
        }
        return v.id
    }

    mutating func element(_ declared: IBView, parent: Int?, stackParent: UIKitStack?) -> Element {
        var v = declared
        if v.kind == .button, v.text?.isEmpty ?? true, v.image != nil {
            // A button with only an image is that image, at its size: UIButton's intrinsic size is its image's
            // (no insets are declared), and the image is drawn whole inside it.
            v.kind = .imageView
            v.contentMode = "scaleAspectFit"
        }
        let index = views.count
        let name = name(of: v)
        names.append(name)
        keys.append(v.key)
        frames.append(v.frame)
        ids[v.id] = index
        var view = AutoLayoutView(
            parent: parent, kind: v.kind, stack: v.stack, margins: v.margins,
            hugging: Size(width: v.hugging.horizontal, height: v.hugging.vertical),
            compression: Size(width: v.compression.horizontal, height: v.compression.vertical),
            hiddenInFile: v.hidden, line: v.line, column: v.column)
        // Its mask places it, unless a stack arranges it or it is a built-in style's label, which UIKit places.
        let styled = v.key != nil && cell.style != .custom
        if let mask = v.autoresizing, let parent, stackParent == nil, !styled, let outer = frames[parent] {
            view.autoresizing = AutoLayoutView.Autoresizing(
                frame: mask.frame, superSize: Size(width: outer.width, height: outer.height),
                horizontal: mask.horizontal, vertical: mask.vertical)
        }
        if v.kind == .imageView, v.image != nil, let frame = v.frame {
            view.imageSize = Size(width: frame.width, height: frame.height)
        }
        view.contentInsets = v.contentInsets
        views.append(view)
        let plain = v.kind == .view || v.kind == .stackView
        let kind = ElementKind(plain ? PlainView() as any ElementDescriptor : Box())
        var e = Element(kind: kind, location: location)
        e.explicitID = name
        e.source = "\(file):\(v.line)"
        e.sourceColumn = v.column
        e.namedByFileID = name == v.id
        e.alpha = v.alpha
        e.corner = v.cornerRadius
        e.clipsSubviews = v.clips
        e.layerStyle = layerStyle(v)
        e.background = v.background.flatMap { color($0, v.line, v.column) }
        e.label = v.accessibilityLabel
        e.hint = v.accessibilityHint
        let traits = v.accessibilityTraits.compactMap {
            AccessibilityTrait(rawValue: $0 == "staticText" ? "static-text" : $0)
        }
        if !traits.isEmpty { e.traits = traits }
        switch v.kind {
        case .label, .button: text(v, name: name, into: &e)
        case .textField(let bordered): textField(v, bordered: bordered, name: name, into: &e)
        case .imageView: image(v, name: name, into: &e)
        case .control(let type):
            for problem in type.problems(v.imported) { warn(problem, v.line, v.column) }
            var imported = ImportedProperties(attributes: v.imported)
            for (key, c) in v.importedColors { imported.colors[key] = color(c, v.line, v.column) }
            e.kind = type.make(imported)
        case .other, .activityIndicator:
            e.background = .system("system-fill")
        default: break
        }
        for s in v.subviews { e.children.append(element(s, parent: index, stackParent: v.stack)) }
        for c in v.constraints { pending.append((c, index)) }
        return e
    }

    /// The view's border and shadow, their colours resolved (a catalog's colour included); black where the file
    /// gives none, as CALayer's defaults are.
    func layerStyle(_ v: IBView) -> LayerStyle {
        var style = LayerStyle()
        let black = Color.literal(RGBA(0, 0, 0, 1))
        style.borderWidth = v.layer.borderWidth
        style.borderColor = v.layer.borderColor.flatMap { color($0, v.line, v.column) } ?? black
        if v.layer.shadowOpacity > 0 {
            style.shadow = LayerShadow(
                color: v.layer.shadowColor.flatMap { color($0, v.line, v.column) } ?? black,
                opacity: v.layer.shadowOpacity, offset: v.layer.shadowOffset, radius: v.layer.shadowRadius)
        }
        return style
    }

    mutating func text(_ v: IBView, name: String, into e: inout Element) {
        let ink = v.kind == .button ? v.tint ?? v.textColor : v.textColor
        let label = TextLabel.uiKit(
            v.kind, slot: v.slot ?? name, words: v.text, font: v.font.map(typesetting), lines: v.lines,
            alignment: v.textAlignment, color: ink.flatMap { color($0, v.line, v.column) } ?? defaultInk(v))
        e.kind = ElementKind(label)
    }

    /// The font a file names: its size and weight, its text style, and a named font's face (found once the scene's
    /// font files are read).
    func typesetting(_ font: IBFont) -> Typesetting {
        var setting = Typesetting()
        setting.size = font.size
        setting.weight = font.weight
        if let name = font.name {
            setting.namedFont = NamedFont(
                name: name, family: font.family, file: file, line: font.line, column: font.column)
        }
        if let style = font.textStyle { setting.textStyle = TextStyleName.uiKit(style) }
        return setting
    }

    /// The colour UIKit gives a text the file gives none: a button's the tint, a subtitle or value 1 cell's
    /// detail secondary, a value 2 cell's title the tint.
    func defaultInk(_ v: IBView) -> Color? {
        if v.kind == .button { return .system("system-blue") }
        if v.key == "detailTextLabel" && (cell.style == .value1 || cell.style == .subtitle) {
            return .system("secondary-label")
        }
        if v.key == "textLabel" && cell.style == .value2 { return .system("system-blue") }
        return nil
    }

    /// A text field: its text, else its placeholder in `placeholder-text`, 7 pt in from each side and centred
    /// top to bottom; a bordered one on white with a hairline grey border and 5 pt corners, as UIKit draws the
    /// rounded-rect style.
    mutating func textField(_ v: IBView, bordered: Bool, name: String, into e: inout Element) {
        var field = v
        let empty = (v.text ?? "").isEmpty
        field.text = empty ? v.placeholder ?? "" : v.text
        text(field, name: name, into: &e)
        if empty { e.textLabel?.setting.color = .system("placeholder-text") }
        if bordered {
            e.textLabel?.padding = EdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
            e.background = e.background ?? .literal(RGBA(1, 1, 1, 1))
            e.corner = max(e.corner, 5)
            e.layerStyle.borderWidth = 0.5
            e.layerStyle.borderColor = .literal(RGBA(bytes: 204, 204, 204))
        }
    }

    mutating func image(_ v: IBView, name: String, into e: inout Element) {
        guard let image = v.image else { return }
        if image.system, let symbol = SymbolName(rawValue: image.name.replacingOccurrences(of: ".", with: "-")) {
            let tint = v.tint.flatMap { color($0, v.line, v.column) }
            let c = v.symbolConfiguration
            let configured = Symbol.configured(
                symbol, color: tint, pointSize: c?.pointSize, textStyle: c?.textStyle.flatMap(TextStyleName.uiKit),
                weight: c?.weight, scale: c?.scale ?? 1)
            e.kind = ElementKind(configured)
            return
        }
        guard !image.system else {
            warn(
                "SF Symbol '\(image.name)' is not one Unfold draws: a placeholder box takes its place", v.line, v.column
            )
            e.background = .system("system-fill")
            return
        }
        // An asset catalog's image: the parser checks the scene's catalogs hold it.
        let mode: ContentMode = v.contentMode == "scaleAspectFit" ? .fit : .fill
        let tint = v.tint.flatMap { color($0, v.line, v.column) }
        e.kind = ElementKind(ImageView(slot: name, name: image.name, mode: mode, color: tint))
    }
}
