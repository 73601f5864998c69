import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// Reads an iOS Interface Builder document's XML into an `IBDocument`. Frames stored in the file are not read:
/// Auto Layout decides them. What is not understood is kept as a placeholder view, with a warning.
package struct IBReader {
    package static let maxViews = 10_000
    package static let maxNesting = 64

    package internal(set) var findings: [ImportFinding] = []
    var views = 0
    /// Constraints read so far, over the whole file.
    var constraintsRead = 0
    /// The most views and constraints one cell may have: Auto Layout is solved as a linear program per cell, and
    /// real cells have dozens of each; thousands take GLPK tens of seconds.
    package static let maxCellViews = 400
    package static let maxCellConstraints = 2_000
    /// Views the size class leaves out, with everything inside them.
    var uninstalledViews: Set<String> = []

    /// Every id written in `e` and below.
    static func ids(in e: XMLTree) -> [String] {
        (e["id"].map { [$0] } ?? []) + e.children.flatMap { ids(in: $0) }
    }

    package init() {}

    package mutating func read(_ root: XMLTree) -> Result<IBDocument, XMLFileProblem> {
        // Xcode 4 and earlier wrote an <archive> of keyed objects; Xcode 5 and later open it and save <document>.
        if root.name == "archive", (root["type"] ?? "").hasPrefix("com.apple.InterfaceBuilder") {
            return .failure(
                XMLFileProblem(
                    "the file is in Interface Builder's old format (an <archive>, from Xcode 4 or earlier), which "
                        + "Unfold"
                        + " does not read: open it in Xcode and save it, and Xcode writes the <document> format",
                    line: root.line, column: root.column))
        }
        guard root.name == "document", let type = root["type"] else {
            return .failure(
                XMLFileProblem(
                    "the file is not an Interface Builder document (its root is <\(root.name)>)", line: root.line,
                    column: root.column))
        }
        guard type.contains("CocoaTouch") else {
            return .failure(
                XMLFileProblem(
                    "the file is not an iOS Interface Builder document (its type is \(type))", line: root.line,
                    column: root.column))
        }
        var document = IBDocument(
            isStoryboard: type.contains("Storyboard"), cells: [], tableStyle: nil, sections: [])
        var failure: XMLFileProblem?
        var table: Int? = nil
        func visit(_ e: XMLTree, depth: Int) {
            guard failure == nil else { return }
            let outer = table
            defer { table = outer }
            if e.name == "tableView" {
                table = document.tables.count
                document.tables.append(readTable(e))
            }
            if e.name == "tableView", e["dataMode"] == "static" {
                document.tableStyle = e["style"] ?? "plain"
                for section in e.list("sections") where section.name == "tableViewSection" {
                    var s = IBSection(
                        headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: [])
                    for cell in section.list("cells") where cell.name == "tableViewCell" {
                        switch readCell(cell) {
                        case .success(var c):
                            c.table = table
                            s.cells.append(document.cells.count)
                            document.cells.append(c)
                        case .failure(let p): failure = p
                        }
                    }
                    document.sections.append(s)
                }
                return
            }
            if e.name == "tableViewCell" {
                switch readCell(e) {
                case .success(var c):
                    c.table = table
                    document.cells.append(c)
                case .failure(let p): failure = p
                }
                return
            }
            for c in e.children { visit(c, depth: depth + 1) }
        }
        visit(root, depth: 0)
        if let failure { return .failure(failure) }
        return .success(document)
    }

    mutating func readCell(_ e: XMLTree) -> Result<IBCell, XMLFileProblem> {
        guard let contentXML = e.child("tableViewCellContentView") else {
            return .failure(XMLFileProblem("the cell has no content view", line: e.line, column: e.column))
        }
        var outlets: [String: String] = [:]
        for o in e.list("connections") where o.name == "outlet" {
            if let property = o["property"], let destination = o["destination"] { outlets[destination] = property }
        }
        var content: IBView
        var declared = IBView(id: "", kind: .view, line: e.line, column: e.column)
        readAccessibility(e, into: &declared)
        let (viewsBefore, constraintsBefore) = (views, constraintsRead)
        switch readView(contentXML, depth: 0) {
        case .success(let v): content = v
        case .failure(let p): return .failure(p)
        }
        if views - viewsBefore > Self.maxCellViews {
            return .failure(
                XMLFileProblem(
                    "the cell has \(views - viewsBefore) views; Unfold lays out at most \(Self.maxCellViews) in a cell",
                    line: e.line, column: e.column))
        }
        if constraintsRead - constraintsBefore > Self.maxCellConstraints {
            return .failure(
                XMLFileProblem(
                    "the cell has \(constraintsRead - constraintsBefore) constraints; Unfold solves at most"
                        + " \(Self.maxCellConstraints) in a cell",
                    line: e.line, column: e.column))
        }
        // What the cell itself declares for VoiceOver is the row's: the content view stands for it.
        if declared.accessibilityLabel != nil { content.accessibilityLabel = declared.accessibilityLabel }
        if declared.accessibilityHint != nil { content.accessibilityHint = declared.accessibilityHint }
        if !declared.accessibilityTraits.isEmpty { content.accessibilityTraits = declared.accessibilityTraits }
        // A storyboard names a built-in style's labels on the cell (`textLabel="XlM-5z-et7"`); a xib keys them.
        for key in ["textLabel", "detailTextLabel", "imageView"] {
            if let id = e[key] { content.setKey(key, ofView: id) }
        }
        let style: IBCellStyle
        switch e["style"] {
        case "IBUITableViewCellStyleDefault": style = .basic
        case "IBUITableViewCellStyleSubtitle": style = .subtitle
        case "IBUITableViewCellStyleValue1": style = .value1
        case "IBUITableViewCellStyleValue2": style = .value2
        default: style = .custom
        }
        let accessory: Accessory
        switch e["accessoryType"] {
        case "disclosureIndicator": accessory = .disclosure
        case "checkmark": accessory = .checkmark
        case "detailButton": accessory = .detail
        case "detailDisclosureButton": accessory = .detailDisclosure
        default: accessory = .none
        }
        content.constraints += cellConstraints(e, contentID: content.id, beside: accessory != .none)
        return .success(
            IBCell(
                id: e["id"] ?? "", reuseIdentifier: e["reuseIdentifier"], style: style, accessory: accessory,
                selectionNone: e["selectionStyle"] == "none", background: color(e.keyed("backgroundColor")),
                // -1 is UITableView.automaticDimension: the constraints decide, as with no rowHeight.
                rowHeight: bounded(e, "rowHeight", -1...IBReader.maxFrameSide).flatMap { $0 < 0 ? nil : $0 },
                content: content, outlets: outlets,
                line: e.line,
                column: e.column))
    }

    static let viewKinds: [String: UIKitViewKind] = [
        "view": .view, "tableViewCellContentView": .view, "label": .label, "imageView": .imageView,
        "button": .button, "stackView": .stackView
    ]

    mutating func readView(_ e: XMLTree, depth: Int) -> Result<IBView, XMLFileProblem> {
        views += 1
        guard views <= Self.maxViews else {
            return .failure(
                XMLFileProblem("the file has more than \(Self.maxViews) views", line: e.line, column: e.column))
        }
        guard depth <= Self.maxNesting else {
            return .failure(
                XMLFileProblem("views nest more than \(Self.maxNesting) deep", line: e.line, column: e.column))
        }
        let control = ElementRegistry.kind(interfaceBuilderElement: e.name).map { UIKitViewKind.control($0) }
        var kind = Self.viewKinds[e.name] ?? control ?? .other(e.name)
        if e.name == "textField" { kind = .textField(bordered: (e["borderStyle"] ?? "none") != "none") }
        if e.name == "activityIndicatorView" {
            kind = .activityIndicator(large: ["large", "whiteLarge"].contains(e["style"] ?? ""))
        }
        var v = IBView(id: e["id"] ?? "", kind: kind, line: e.line, column: e.column)
        if case .other(let name) = kind {
            findings.append(
                ImportFinding(
                    message: "<\(name)> is not drawn by Unfold: a placeholder box takes its place", line: e.line,
                    column: e.column, warning: true))
        }
        if case .activityIndicator = kind {
            findings.append(
                ImportFinding(
                    message: "<activityIndicatorView> is not drawn by Unfold: a placeholder box of its size takes its"
                        + " place",
                    line: e.line, column: e.column, warning: true))
        }
        if let custom = e["customClass"], depth > 0 {
            // Drawn as the UIKit class its element names, with what the file declares; its code never runs.
            findings.append(
                ImportFinding(
                    message: "'\(custom)' is drawn as the <\(e.name)> the file declares: its own drawing code is"
                        + " not run",
                    line: e.line, column: e.column, warning: true))
        }
        v.key = e["key"]
        readAutoresizing(e, into: &v)
        v.userLabel = e["userLabel"]
        let attributed = e.child("attributedString", key: "attributedText")
        v.text = e["text"] ?? e.child("string", key: "text")?.text ?? attributed.map(Self.attributedText)
        v.placeholder = e["placeholder"]
        v.font = font(
            compactVariation(of: e)?.child("fontDescription", key: "fontDescription")
                ?? e.child("fontDescription", key: "fontDescription"))
        let firstRun = attributed?.child("fragment")?.child("attributes")
        if v.font == nil, let run = firstRun?.child("font", key: "NSFont") { v.font = attributedFont(run) }
        v.textColor = color(e.keyed("textColor")) ?? color(firstRun?.keyed("NSColor"))
        v.background = color(e.keyed("backgroundColor"))
        v.tint = color(e.keyed("tintColor"))
        v.contentMode = e["contentMode"]
        v.lines = Int(bounded(e, "numberOfLines", 0...IBReader.maxLines) ?? 1)
        v.textAlignment = e["textAlignment"]
        v.alpha = e["alpha"].flatMap(Double.init).map { min(1, max(0, $0)) } ?? 1
        v.hidden = e["hidden"] == "YES"
        v.clips = e["clipsSubviews"] == "YES"
        if case .control = kind {
            // The control reads what it needs of these (and range-checks each number it takes).
            v.imported = e.attributes
            for child in e.children where child.name == "color" {
                if let key = child["key"], let c = color(child) { v.importedColors[key] = c }
            }
        }
        v.adjustsFontForContentSizeCategory = e["adjustsFontForContentSizeCategory"] == "YES"
        v.image = image(e)
        v.symbolConfiguration = symbolConfiguration(
            e.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration"))
        if kind == .button { readButton(e, into: &v) }
        if kind == .stackView {
            v.stack = UIKitStack(
                vertical: e["axis"] == "vertical", spacing: number(e["spacing"]) ?? 0,
                alignment: e["alignment"] ?? "fill", distribution: e["distribution"] ?? "fill",
                marginsRelative: e["layoutMarginsRelativeArrangement"] == "YES")
        }
        if let m = e.child("edgeInsets", key: "layoutMargins") {
            v.margins = EdgeInsets(
                top: number(m["top"]) ?? 0, left: number(m["left"]) ?? 0, bottom: number(m["bottom"]) ?? 0,
                right: number(m["right"]) ?? 0)
        } else if let m = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            v.margins = EdgeInsets(
                top: number(m["top"]) ?? 0, left: number(m["leading"]) ?? 0, bottom: number(m["bottom"]) ?? 0,
                right: number(m["trailing"]) ?? 0)
        }
        // Interface Builder writes a priority only where it differs from UIKit's default for that kind of view.
        let huggingDefault: Double
        switch kind {
        case .label, .imageView, .button: huggingDefault = 251
        case .control(let type): huggingDefault = type.interfaceBuilderHugging
        case .activityIndicator: huggingDefault = 750
        default: huggingDefault = 250
        }
        v.hugging = (
            bounded(e, "horizontalHuggingPriority", 1...1000) ?? huggingDefault,
            bounded(e, "verticalHuggingPriority", 1...1000) ?? huggingDefault
        )
        v.compression = (
            bounded(e, "horizontalCompressionResistancePriority", 1...1000) ?? 750,
            bounded(e, "verticalCompressionResistancePriority", 1...1000) ?? 750
        )
        readRuntimeAttributes(e, into: &v)
        readAccessibility(e, into: &v)
        let uninstalled = uninstalled(in: e)
        uninstalledViews.formUnion(uninstalled.subviews)
        for child in e.list("subviews") {
            // A subview the phone's size class does not install is not there, nor is anything inside it.
            if let id = child["id"], uninstalled.subviews.contains(id) {
                uninstalledViews.formUnion(Self.ids(in: child))
                continue
            }
            switch readView(child, depth: depth + 1) {
            case .success(let s): v.subviews.append(s)
            case .failure(let p): return .failure(p)
            }
        }
        for c in e.list("constraints") where c.name == "constraint" {
            guard !uninstalled.constraints.contains(c["id"] ?? "") else { continue }
            // A constraint on a view that is not installed is not installed either.
            guard ![c["firstItem"], c["secondItem"]].contains(where: { $0.map(uninstalledViews.contains) ?? false })
            else { continue }
            constraintsRead += 1
            if let constraint = constraint(c, owner: v.id) { v.constraints.append(constraint) }
        }
        return .success(v)
    }

    /// The view's `accessibility` element: label, hint and the traits set to YES.
    func readAccessibility(_ e: XMLTree, into v: inout IBView) {
        guard let a = e.child("accessibility", key: "accessibilityConfiguration") else { return }
        v.accessibilityLabel = a["label"]
        v.accessibilityHint = a["hint"]
        if let traits = a.child("accessibilityTraits", key: "traits") {
            v.accessibilityTraits = traits.attributes.filter { $0.value == "YES" }.map(\.key).sorted()
        }
    }

    mutating func readButton(_ e: XMLTree, into v: inout IBView) {
        if let m = e.child("inset", key: "contentEdgeInsets") {
            v.contentInsets = EdgeInsets(
                top: bounded(m, "minY", -1000...1000) ?? 0, left: bounded(m, "minX", -1000...1000) ?? 0,
                bottom: bounded(m, "maxY", -1000...1000) ?? 0, right: bounded(m, "maxX", -1000...1000) ?? 0)
        }
        if let configuration = e.child("buttonConfiguration", key: "configuration") {
            if let m = configuration.child("directionalEdgeInsets", key: "contentInsets") {
                v.contentInsets = EdgeInsets(
                    top: bounded(m, "top", -1000...1000) ?? 0, left: bounded(m, "leading", -1000...1000) ?? 0,
                    bottom: bounded(m, "bottom", -1000...1000) ?? 0, right: bounded(m, "trailing", -1000...1000) ?? 0)
            }
            readTitleAndImage(configuration, into: &v)
        } else if let normal = e.child("state", key: "normal") {
            readTitleAndImage(normal, into: &v)
            if v.tint == nil { v.textColor = color(normal.keyed("titleColor")) }
        }
        if v.font == nil { v.font = font(e.child("fontDescription", key: "fontDescription")) }
    }

    /// A button's title and image, as its configuration or its normal state writes them.
    func readTitleAndImage(_ e: XMLTree, into v: inout IBView) {
        v.text = e["title"] ?? e.child("string", key: "title")?.text
        if let reference = e.child("imageReference", key: "image"), let name = reference["image"] {
            v.image = IBImage(name: name, system: reference["catalog"] == "system")
        } else if let name = e["image"] {
            v.image = IBImage(name: name, system: false)
        }
    }

    func image(_ e: XMLTree) -> IBImage? {
        if let reference = e.child("imageReference", key: "image"), let name = reference["image"] {
            return IBImage(name: name, system: reference["catalog"] == "system")
        }
        if e.name == "imageView", let name = e["image"] { return IBImage(name: name, system: e["catalog"] == "system") }
        return nil
    }

    mutating func constraint(_ c: XMLTree, owner: String) -> IBConstraint? {
        guard let firstAttribute = c["firstAttribute"] else {
            findings.append(
                ImportFinding(
                    message: "a constraint without firstAttribute is ignored", line: c.line, column: c.column,
                    warning: true))
            return nil
        }
        guard let multiplier = Self.multiplier(c["multiplier"]) else {
            findings.append(
                ImportFinding(
                    message: "multiplier '\(c["multiplier"]!)' is not a number, a ratio (359:201) or a percentage",
                    line: c.line, column: c.column, warning: true))
            return nil
        }
        let relation = IBRelation(rawValue: c["relation"] ?? "equal") ?? .equal
        let second = c["secondItem"] ?? (c["secondAttribute"] != nil ? owner : nil)
        let priority = Int(bounded(c, "priority", 1...1000) ?? 1000)
        return IBConstraint(
            id: c["id"] ?? "", first: c["firstItem"] ?? owner, firstAttribute: firstAttribute, second: second,
            secondAttribute: c["secondAttribute"], relation: relation, multiplier: multiplier,
            constant: min(1e5, max(-1e5, number(compactVariation(of: c)?["constant"] ?? c["constant"]) ?? 0)),
            priority: priority, line: c.line,
            column: c.column)
    }

    /// `1.4`, `359:201` or `60%`; nil for anything else.
    package static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        var value: Double?
        if text.hasSuffix("%") {
            value = Double(text.dropLast()).map { $0 / 100 }
        } else if let colon = text.firstIndex(of: ":") {
            if let a = Double(text[..<colon]), let b = Double(text[text.index(after: colon)...]), b != 0 {
                value = a / b
            }
        } else {
            value = Double(text)
        }
        guard let v = value, v.isFinite, abs(v) <= 1e4 else { return nil }
        return v
    }

    /// Attribute `key` of `e` as a number within `range`: a number outside it (`1e300`, `nan`, `inf`) is clamped
    /// into it with a warning at the element's line, so no later conversion to an integer can trap; nil when
    /// the attribute is absent or not a number at all (warned too).
    mutating func bounded(_ e: XMLTree, _ key: String, _ range: ClosedRange<Double>) -> Double? {
        guard let text = e[key] else { return nil }
        guard let v = Double(text), !v.isNaN else {
            findings.append(
                ImportFinding(
                    message: "\(key) '\(text)' is not a number; it is ignored", line: e.line, column: e.column,
                    warning: true))
            return nil
        }
        guard !range.contains(v) else { return v }
        let clamped = min(range.upperBound, max(range.lowerBound, v))
        findings.append(
            ImportFinding(
                message: "\(key) '\(text)' is out of \(fmt(range.lowerBound))…\(fmt(range.upperBound)); Unfold uses"
                    + " \(fmt(clamped))",
                line: e.line, column: e.column, warning: true))
        return clamped
    }

    func number(_ text: String?) -> Double? {
        guard let text, let v = Double(text), v.isFinite else { return nil }
        return v
    }
}

extension IBReader {
    /// The largest coordinate a stored frame may have.
    static let maxFrameSide = 100_000.0
    /// The most lines a label may be given: far past any cell's height, and far inside `Int32`.
    static let maxLines = 10_000.0

    /// The stored frame, and for a view not given `translatesAutoresizingMaskIntoConstraints="NO"` its mask.
    mutating func readAutoresizing(_ e: XMLTree, into v: inout IBView) {
        guard let rect = e.child("rect", key: "frame") else { return }
        let sides = ["x", "y", "width", "height"].map { number(rect[$0]) ?? 0 }
        // A frame no screen holds is not laid out from: the view keeps to its constraints (a hostile file's
        // 1e300 would otherwise reach the solver).
        guard sides.allSatisfy({ abs($0) <= Self.maxFrameSide }) else {
            findings.append(
                ImportFinding(
                    message: "the frame of '\(v.id)' reaches past \(Int(Self.maxFrameSide)) pt: it is not used",
                    line: rect.line, column: rect.column, warning: true))
            return
        }
        let frame = Rect(x: sides[0], y: sides[1], width: sides[2], height: sides[3])
        v.frame = frame
        // `fixedFrame="YES"` is Xcode's "Layout: Autoresizing Mask" for a view among constrained ones: the file
        // says `translatesAutoresizingMaskIntoConstraints="NO"`, but Interface Builder builds it with the mask.
        guard e["translatesAutoresizingMaskIntoConstraints"] != "NO" || e["fixedFrame"] == "YES" else { return }
        let mask = e.child("autoresizingMask", key: "autoresizingMask")
        func flexible(_ name: String) -> Bool { mask?[name] == "YES" }
        v.autoresizing = IBAutoresizing(
            frame: frame, horizontal: ["flexibleMinX", "widthSizable", "flexibleMaxX"].map(flexible),
            vertical: ["flexibleMinY", "heightSizable", "flexibleMaxY"].map(flexible))
    }
}

extension IBView {
    /// Gives the view with `id`, here or below, its built-in style part.
    mutating func setKey(_ key: String, ofView id: String) {
        if self.id == id, self.key == nil {
            self.key = key
            return
        }
        for k in subviews.indices { subviews[k].setKey(key, ofView: id) }
    }
}

extension IBReader {
    /// The text of an `attributedText`: its fragments' contents joined, each written as an attribute or, when
    /// it holds a line break, as a `<string key="content">` child.
    static func attributedText(_ e: XMLTree) -> String {
        e.children.filter { $0.name == "fragment" }
            .map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }
            .joined()
    }

    /// An attributed run's `NSFont`: `metaFont="system"` (or `systemBold`) at its size, else a named face.
    func attributedFont(_ e: XMLTree) -> IBFont? {
        let size = min(500, max(1, number(e["size"]) ?? 17))
        switch e["metaFont"] {
        case "system", "message", "menu", "label", "toolTip", "smallSystem", "miniSystem":
            return IBFont(textStyle: nil, size: size, weight: .regular, family: nil)
        case "systemBold", "smallSystemBold", "miniSystemBold":
            return IBFont(textStyle: nil, size: size, weight: .bold, family: nil)
        default:
            guard let name = e["name"], !name.hasPrefix(".") else {
                return IBFont(
                    textStyle: nil, size: size, weight: Self.privateSystemWeight(e["name"] ?? ""), family: nil)
            }
            var named = IBFont(textStyle: nil, size: size, weight: .regular, family: e["family"] ?? name)
            named.name = name
            named.line = e.line
            named.column = e.column
            return named
        }
    }
}
