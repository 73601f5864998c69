import UnfoldSyntax
import UnfoldModel

extension SceneParser {
    mutating func parseCell(_ block: Block) {
        var c = cursor(block.head, from: 1)
        guard let nameTok = c.word("a template name") else { return }
        guard isIdentifier(nameTok.text) else {
            c.error("'\(nameTok.text)' is not a valid template name", at: nameTok)
            brokenTemplates.insert(nameTok.text)
            return
        }
        if templateIndex[nameTok.text] != nil {
            c.error("template '\(nameTok.text)' is defined twice", at: nameTok)
            return
        }
        if c.peek?.kind == .word, c.peek?.text == "from" {
            _ = c.next()
            parseCellFrom(block, nameTok: nameTok, &c)
            return
        }
        var options = CellOptions()
        // A bad option is reported and the rest of the line skipped; the template still exists, so its
        // rows and actions are checked too instead of each reporting an unknown template.
        while let t = c.next(), parseCellOption(t, &c, into: &options) {}
        let headLoc = c.loc(nameTok)
        guard let root = parseElementTree(block.body, templateLocation: headLoc, name: nameTok.text) else {
            brokenTemplates.insert(nameTok.text)
            return
        }
        var template = Template(
            name: nameTok.text, root: root, height: options.height, minHeight: options.minHeight,
            background: options.background, animation: options.animation, longPress: options.longPress,
            location: headLoc)
        template.accessory = options.accessory
        template.contentAnimation = options.contentAnimation
        template.layoutRules = options.layout
        template.hidesSeparator = options.hidesSeparator
        readNamedImages(&template.root)
        template.index()
        if options.layout == .uiKit { refuseFrames(root) }
        register(template, nameTok: nameTok)
    }

    /// A stack's `width`, `height` and `max-width` are SwiftUI's frames: UIKit's stacks take the width they are
    /// given.
    func refuseFrames(_ e: Element) {
        if e.stacking?.direction == .layered {
            sink.add(Diagnostic("a zstack is SwiftUI's: it needs 'layout swiftui' on the cell line", at: e.location))
            return
        }
        if e.stacking?.hasFrame == true {
            sink.add(
                Diagnostic(
                    "a stack's width, height and max-width are SwiftUI frames: they need 'layout swiftui' on the cell"
                        + " line", at: e.location))
            return
        }
        for child in e.children { refuseFrames(child) }
    }

    /// Checks a template's ids and slots, and adds it to the scene.
    mutating func register(_ template: Template, nameTok: Token) {
        // Only two equal explicit ids are an error: derived ones are made unique.
        var explicit: [String: Element] = [:]
        for e in template.flattened {
            guard let id = e.explicitID else { continue }
            if let first = explicit[id] {
                let note = Diagnostic.note("'\(id)' is first used here", at: first.location)
                sink.add(
                    Diagnostic(
                        "element id '\(id)' is used twice in template '\(nameTok.text)'", at: e.location, notes: [note])
                )
            }
            explicit[id] = e
        }
        // A slot feeds one kind of element: a row's value cannot be both a text and an image path.
        var firstUse: [String: (Element, SlotKind)] = [:]
        for e in template.flattened {
            for (s, kind) in e.slotKinds {
                if let (first, firstKind) = firstUse[s] {
                    guard firstKind != kind else { continue }
                    let note = Diagnostic.note("slot '\(s)' is first used here", at: first.location)
                    let what = firstKind == .image || kind == .image ? "a text and an image" : "values of two kinds"
                    sink.add(Diagnostic("slot '\(s)' is used by \(what)", at: e.location, notes: [note]))
                } else {
                    firstUse[s] = (e, kind)
                }
            }
        }
        templateIndex[nameTok.text] = scene.templates.count
        scene.templates.append(template)
    }

    struct CellOptions {
        var height = Pair<Double?>(nil)
        var minHeight: Double?
        var background: Color?
        var animation: AnimationSpec?
        var longPress: LongPress?
        var accessory = Accessory.none
        var contentAnimation: AnimationSpec?
        var layout = LayoutRules.uiKit
        var hidesSeparator = false
        /// Where `layout` was written, to say so when the cell's file lays it out itself.
        var layoutToken: Token? = nil
    }

    /// Reads one option of a `cell` line; false when it was bad (reported) and reading should stop.
    func parseCellOption(_ t: Token, _ c: inout TokenCursor, into o: inout CellOptions) -> Bool {
        switch t.text {
        case "height": o.height = c.cellHeights() ?? Pair(nil)
        case "min-height":
            // `min-height list-row`: a SwiftUI list row's least height in the scene's look.
            if c.peek(0)?.text == "list-row" {
                c.position += 1
                o.minHeight = scene.settings.look.listRowMinHeight
            } else {
                o.minHeight = c.number("min-height", range: 0...100_000)
            }
        case "background": o.background = colorValue(&c)
        case "animation": o.animation = c.animationSpec()
        case "longpress": o.longPress = parseLongPress(t, &c)
        case "accessory": o.accessory = c.keyword(Accessory.self, "accessory") ?? .none
        case "content-animation": o.contentAnimation = c.animationSpec()
        case "layout":
            o.layout = c.keyword(LayoutRules.self, "layout rules") ?? .uiKit
            o.layoutToken = t
        case "separator":
            guard let w = c.word("'hidden'") else { break }
            guard w.text == "hidden" else {
                c.error("a cell's separator can only be 'hidden'", at: w)
                break
            }
            o.hidesSeparator = true
        default:
            let names = [
                "height", "min-height", "background", "animation", "longpress", "accessory", "content-animation",
                "layout"
            ]
            c.error("unknown cell option '\(t.text)'\(suggestion(for: t.text, among: names))", at: t)
        }
        return !c.failed
    }

    /// `longpress MIN grow STEP every INTERVAL max LIMIT`.
    func parseLongPress(_ t: Token, _ c: inout TokenCursor) -> LongPress? {
        let form = "expected 'longpress MIN grow STEP every INTERVAL max LIMIT'"
        guard let minimum = c.duration("long-press minimum") else { return nil }
        guard c.word("'grow'")?.text == "grow" else {
            c.error(form, at: t)
            return nil
        }
        guard let step = c.number("grow step") else { return nil }
        if !(step > 0) {
            c.error("long-press grow step must be positive", at: t)
            return nil
        }
        guard c.word("'every'")?.text == "every" else {
            c.error(form, at: t)
            return nil
        }
        guard let interval = c.duration("long-press interval") else { return nil }
        if interval < Micros(10_000) {
            c.error("long-press interval must be at least 0.01 s", at: t)
            return nil
        }
        guard c.word("'max'")?.text == "max" else {
            c.error(form, at: t)
            return nil
        }
        guard let limit = c.number("long-press max") else { return nil }
        return LongPress(minimum: minimum, step: step, interval: interval, limit: limit)
    }

    /// Builds the element tree from indentation; a template holds exactly one root.
    func parseElementTree(_ lines: [SourceLine], templateLocation: SourceLocation, name: String) -> Element? {
        // The open elements, innermost last, with their indentation and their children's.
        var roots: [Element] = []
        var stack: [(indent: Int, element: Element, childIndent: Int?)] = []
        var ok = true
        func closeTo(_ indent: Int) {
            while let top = stack.last, top.indent >= indent {
                stack.removeLast()
                if stack.isEmpty {
                    roots.append(top.element)
                } else {
                    stack[stack.count - 1].element.children.append(top.element)
                }
            }
        }
        for line in lines {
            // Its depth is unknown (a tab, reported by the lexer): the template cannot be built as written.
            if line.badIndentation {
                ok = false
                continue
            }
            closeTo(line.indent)
            // A line deeper than its parent is its child, at the depth of the parent's other children: one that
            // matches no open block (five spaces where the children use six) is an error, not a guess.
            if let parent = stack.last, let expected = parent.childIndent, expected != line.indent {
                let at = parent.element.location
                sink.add(
                    Diagnostic(
                        "indentation matches no enclosing block: this line has \(line.indent) spaces, the elements in"
                            + " the \(parent.element.kind.keyword) at line \(at.line) have \(expected)",
                        at: .init(line: line.number, column: line.indent + 1),
                        notes: [.note("the \(parent.element.kind.keyword) is here", at: at)]))
                ok = false
                stack.append((line.indent, placeholder(line), nil))
                continue
            }
            if !stack.isEmpty { stack[stack.count - 1].childIndent = line.indent }
            if let parent = stack.last, parent.element.stacking == nil {
                sink.add(
                    Diagnostic(
                        "only vstack and hstack can hold elements",
                        at: .init(line: line.number, column: line.indent + 1)))
                ok = false
                continue
            }
            if stack.count >= SceneParser.maxDepth {
                sink.add(
                    Diagnostic(
                        "nesting deeper than \(SceneParser.maxDepth) levels",
                        at: .init(line: line.number, column: line.indent + 1)))
                ok = false
                continue
            }
            guard let e = parseElement(line) else {
                ok = false
                stack.append((line.indent, placeholder(line), nil))
                continue
            }
            stack.append((line.indent, e, nil))
        }
        closeTo(0)
        guard ok else { return nil }
        if roots.count != 1 {
            let loc = roots.count == 0 ? templateLocation : roots[1].location
            sink.add(Diagnostic("template '\(name)' must hold exactly one root element, found \(roots.count)", at: loc))
            return nil
        }
        return roots[0]
    }

    /// Stands for a line that could not be read, so the lines under it nest as written and report nothing more;
    /// the template is not built.
    func placeholder(_ line: SourceLine) -> Element {
        Element(
            kind: ElementKind(VStack()), location: .init(line: line.number, column: line.indent + 1))
    }

    static let elementWords =
        // In the order they were listed before the stacks were kinds of one file: a suggestion is the first nearest.
        ElementRegistry.keywords.flatMap { $0 == "text" ? [$0, "checkmark"] : [$0] }

    func parseElement(_ line: SourceLine) -> Element? {
        var c = cursor(line)
        let head = c.next()!
        guard var e = parseElementKind(head, &c) else { return nil }
        // A checkmark accessory shows only while its row is expanded.
        if head.text == "checkmark" { e.visible = .expanded }
        parseElementOptions(&e, &c, head: head.text)
        return e
    }

    /// The element's keyword and what follows it (a slot, a literal pair, a symbol name or `@SLOT`, a size).
    func parseElementKind(_ head: Token, _ c: inout TokenCursor) -> Element? {
        let loc = c.loc(head)
        switch head.text {
        // A checkmark accessory is a symbol in the tint colour.
        case "checkmark":
            let symbol = Symbol(name: .checkmark, color: .system("blue"))
            return Element(kind: ElementKind(symbol), location: loc)
        default:
            if let control = ElementRegistry.kind(keyword: head.text) {
                var line = ElementLine(cursor: c, parser: self)
                let parsed = control.parse(&line)
                c = line.cursor
                return parsed.map { Element(kind: ElementKind($0), location: loc) }
            }
            let near = sink.isFull ? "" : suggestionOrNearest(for: head.text, among: SceneParser.elementWords)
            c.error("unknown element '\(head.text)'\(near)", at: head)
            return nil
        }
    }
}
