import UnfoldSyntax
import UnfoldModel

extension SceneParser {
    /// `overriding`: a variant's line, which replaces the scene's own and may repeat it.
    mutating func parseHeader(_ line: SourceLine, overriding: Bool = false) {
        var c = cursor(line)
        let head = c.next()!
        guard head.kind == .word, SceneParser.headerWords.contains(head.text) else {
            let all = SceneParser.headerWords + SceneParser.blockWords
            // Past the errors a scene prints, the words are not ranked: 4,000,000 unknown lines stay quick.
            let near = sink.isFull ? "" : suggestionOrNearest(for: head.text, among: all)
            c.error("unknown directive '\(head.text)'\(near)", at: head)
            return
        }
        if head.text == "variant" {
            if overriding { c.error("a variant cannot hold another variant", at: head) } else { parseVariant(&c, head) }
            return
        }
        // The files a scene reads (catalogs, a preview's Swift file) are the scene's: a variant changes how they
        // are shown, never which.
        if overriding, ["assets", "swiftui", "module"].contains(head.text) {
            c.error(
                "a variant cannot hold '\(head.text)': the files a scene reads are the scene's, not a variant's",
                at: head)
            return
        }
        if overriding {
            var s = scene.settings
            applyHeader(head, &c, &s)
            scene.settings = s
            c.expectEnd()
            return
        }
        if head.text == "strings" {
            parseStrings(&c)
            return
        }
        if head.text == "assets" {
            parseAssets(&c)
            return
        }
        if head.text == "module" {
            // Repeatable, and read before the scene's Swift files are (`useModules`): here only checked.
            _ = c.string("a folder of the app's Swift module (\"Sources/App\")")
            c.expectEnd()
            return
        }
        if head.text == "font-file" {
            // Repeatable: each line adds a font file for this scene.
            if let t = c.string("a font file path") {
                scene.settings.fontFiles.append(FontFile(path: t.text, location: c.loc(t)))
            }
            c.expectEnd()
            return
        }
        if head.text == "fonts" {
            // Repeatable: each line adds every font file of a folder, for the fonts an Interface Builder file names.
            if let t = c.string("a folder of font files") {
                scene.settings.fontFolders.append(FontFile(path: t.text, location: c.loc(t)))
            }
            c.expectEnd()
            return
        }
        if let first = seenHeaders[head.text] {
            let note = Diagnostic.note("'\(head.text)' is first given here", at: first)
            sink.add(Diagnostic("'\(head.text)' is given twice", in: c.range(head), notes: [note]))
            return
        }
        seenHeaders[head.text] = c.loc(head)
        var s = scene.settings
        applyHeader(head, &c, &s)
        scene.settings = s
        c.expectEnd()
    }

    /// Reads one header directive's value into the settings.
    mutating func applyHeader(_ head: Token, _ c: inout TokenCursor, _ s: inout Settings) {
        switch head.text {
        case "scene":
            if let t = c.string("a scene name") { scene.name = t.text }
        case "canvas": parseCanvas(&c, into: &s)
        case "estimated-row-height": parseEstimate(&c, into: &s)
        case "content-size":
            if let v = c.keyword(ContentSizeCategory.self, "content size") { s.contentSize = v }
        case "direction":
            if let v = c.keyword(LayoutDirection.self, "direction") {
                s.direction = v
                s.directionWritten = true
            }
        case "locale": parseLocale(&c, into: &s)
        case "variants":
            guard let t = c.word("'locales'") else { return }
            guard t.text == "locales" else {
                c.error("expected 'variants locales', found '\(t.text)'", at: t)
                return
            }
            variantsLocales = c.loc(head)
        case "device":
            if let d = c.keyword(Device.self, "device") {
                s.device = d
                s.width = d.canvas.width
                s.height = d.canvas.height
                s.scale = d.canvas.scale
            }
        default: parseSetting(head.text, &c, into: &s)
        }
    }

    /// `variant NAME DIRECTIVE VALUE…`: each directive starts at a header word.
    mutating func parseVariant(_ c: inout TokenCursor, _ head: Token) {
        guard let name = c.word("a variant name") else { return }
        guard name.text != "default" else {
            c.error("'default' cannot name a variant: it is the scene itself, with no variant applied", at: name)
            return
        }
        guard isIdentifier(name.text) else {
            let rule = "letters, digits, '_' and '-', starting with a letter or '_'"
            c.error("'\(name.text)' is not a valid variant name (\(rule))", at: name)
            return
        }
        // A dictionary, so that many variants cost no more than their number.
        if let first = variantIndex[name.text] {
            sink.add(
                Diagnostic(
                    "variant '\(name.text)' is defined twice", at: c.loc(name),
                    notes: [.note("'\(name.text)' is first defined here", at: scene.variants[first].location)]))
            return
        }
        var lines: [SourceLine] = []
        while let t = c.next() {
            if t.kind == .word && SceneParser.headerWords.contains(t.text)
                && !["scene", "font-file", "fonts", "strings", "variants"].contains(t.text)
            {
                lines.append(SourceLine(number: c.line.number, indent: 0, tokens: [t]))
            } else if lines.isEmpty {
                c.error("expected a header directive such as 'appearance dark', found '\(t.text)'", at: t)
                return
            } else {
                lines[lines.count - 1].tokens.append(t)
            }
        }
        if lines.isEmpty { c.error("a variant needs at least one directive, such as 'appearance dark'") }
        // Indexed only once appended: a variant refused above is not "defined" for the next one of its name.
        variantIndex[name.text] = scene.variants.count
        scene.variants.append(Variant(name: name.text, location: c.loc(name), lines: lines))
    }

    /// Checks every variant's lines, and applies the selected variant's to the scene.
    mutating func applyVariants() {
        addLocaleVariants()
        let own = scene.settings
        for variant in scene.variants {
            for line in variant.lines { parseHeader(line, overriding: true) }
            scene.settings = own
        }
        if let name = selectedVariant, scene.variants.contains(where: { $0.name == name }) {
            scene.variant = name
            for line in scene.variants.first(where: { $0.name == name })!.lines { parseHeader(line, overriding: true) }
        }
    }

    /// `canvas WxH [@Nx]`.
    func parseCanvas(_ c: inout TokenCursor, into s: inout Settings) {
        guard let t = c.word("a canvas size such as 390x844") else { return }
        let parts = t.text.split(separator: "x", omittingEmptySubsequences: false).map { parseDecimal(String($0)) }
        guard parts.count == 2, let w = parts[0], let h = parts[1] else {
            c.error("expected a canvas size such as 390x844, found '\(t.text)'", at: t)
            return
        }
        guard (1...4096).contains(w), (1...4096).contains(h) else {
            c.error("canvas \(t.text) is out of range (each side 1…4096 points)", at: t)
            return
        }
        s.width = w
        s.height = h
        if let st = c.peek {
            c.position += 1
            let body =
                st.text.hasPrefix("@") && st.text.hasSuffix("x") ? String(st.text.dropFirst().dropLast()) : ""
            guard let k = Int(body) else {
                c.error("expected a scale such as @2x, found '\(st.text)'", at: st)
                return
            }
            guard (1...3).contains(k) else {
                c.error("scale @\(k)x is out of range (1…3)", at: st)
                return
            }
            s.scale = k
        }
    }

    /// `estimated-row-height automatic|N|0`.
    func parseEstimate(_ c: inout TokenCursor, into s: inout Settings) {
        guard let t = c.peek else {
            c.error("expected 'automatic' or a height")
            return
        }
        if t.text == "automatic" {
            c.position += 1
            s.estimatedRowHeight = .automatic
        } else if let v = c.number("estimated row height", range: 0...100_000) {
            s.estimatedRowHeight = v == 0 ? .measureAll : .fixed(v)
        }
    }

    /// The header lines that set one value of `Settings`.
    func parseSetting(_ name: String, _ c: inout TokenCursor, into s: inout Settings) {
        switch name {
        case "fps":
            if let v = c.integer("fps", range: 1...240) { s.fps = v }
        case "appearance":
            if let v = c.keyword(Appearance.self, "appearance") { s.appearance = v }
        case "contrast":
            guard let t = c.word("'high' or 'normal'") else { return }
            if t.text == "high" || t.text == "normal" {
                s.highContrast = t.text == "high"
            } else {
                c.error("expected 'contrast high' or 'contrast normal', found '\(t.text)'", at: t)
            }
        case "bold-text": s.boldText = true
        case "table":
            if let v = c.keyword(TableStyle.self, "table style") { s.table = v }
        case "look":
            if let v = c.keyword(Look.self, "look") { s.look = v }
        case "separator":
            guard let t = c.word("'inset N' or 'none'") else { return }
            if t.text == "none" {
                s.separatorInset = nil
            } else if t.text == "inset" {
                if let v = c.number("separator inset", range: 0...4096) { s.separatorInset = v }
            } else {
                c.error("expected 'inset N' or 'none', found '\(t.text)'", at: t)
            }
        case "font":
            if let t = c.string("a font family") {
                s.fontFamily = t.text
                s.fontLocation = c.loc(t)
            }
        case "animation":
            if let a = c.animationSpec() { s.animation = a }
        case "select":
            if let v = c.keyword(SelectMode.self, "select mode") { s.select = v }
        case "highlight":
            if let v = c.keyword(HighlightMode.self, "highlight") { s.highlight = v }
        case "update":
            if let v = c.keyword(UpdateMethod.self, "update method") { s.update = v }
        case "scroll-indicator":
            guard let t = c.word("'none' or 'auto'") else { return }
            if t.text == "none" || t.text == "auto" {
                s.scrollIndicator = t.text == "auto"
            } else {
                c.error("expected 'scroll-indicator none' or 'scroll-indicator auto', found '\(t.text)'", at: t)
            }
        case "scroll-on-expand":
            if let v = c.keyword(ScrollOnExpand.self, "scroll-on-expand") { s.scrollOnExpand = v }
        case "end":
            if let v = c.duration("end") { s.end = v }
        case "indentation-width":
            if let v = c.number("indentation width", range: 0...1000) { s.indentationWidth = v }
        case "expansion-state":
            if let v = c.keyword(ExpansionState.self, "expansion state") { s.expansionState = v }
        case "height-cache":
            guard let t = c.word("on or off") else { return }
            if t.text == "on" || t.text == "off" {
                s.heightCache = t.text == "on"
            } else {
                c.error("expected 'height-cache on' or 'height-cache off', found '\(t.text)'", at: t)
            }
        case _ where Self.screenWords.contains(name): parseScreenSetting(name, &c, into: &s)
        default: break
        }
    }
}
