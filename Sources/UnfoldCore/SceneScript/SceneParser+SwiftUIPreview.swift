import UnfoldSyntax
import UnfoldModel

/// `swiftui "FILE.swift" preview "NAME"` (header): the preview's table, sections, templates and rows, as the
/// adapter writes them, take the line's place, so the scene adds a timeline and variants to the app's own list.
extension SceneParser {
    /// The scene's lines with each `swiftui` line replaced by its preview's lines (numbered as that line, so
    /// what they say points at it).
    mutating func includingPreviews(_ lines: [SourceLine]) -> [SourceLine] {
        guard lines.contains(where: { $0.indent == 0 && $0.tokens.first?.text == "swiftui" }) else { return lines }
        var out: [SourceLine] = []
        for line in lines {
            guard line.indent == 0, line.tokens.first?.kind == .word, line.tokens.first?.text == "swiftui" else {
                out.append(line)
                continue
            }
            out += previewLines(line)
        }
        return out
    }

    /// `module "DIR"` (header, repeatable): the folders the scene's Swift files are read with, relative to the
    /// scene, given to the loader before any Swift file is read.
    mutating func useModules(_ lines: [SourceLine]) {
        let given = lines.filter {
            $0.indent == 0 && $0.tokens.first?.kind == .word && $0.tokens.first?.text == "module"
        }.compactMap { line in
            line.tokens.dropFirst().first.flatMap { $0.kind == .string ? (line.number, $0) : nil }
        }
        guard !given.isEmpty, let loader = importers.swift else { return }
        let missing = Set(loader.useModules(given.map(\.1.text)))
        for (line, token) in given where missing.contains(token.text) {
            sink.add(
                Diagnostic(
                    "module folder '\(token.text)' does not exist", in: SourceRange(line: line, token: token)))
        }
    }

    mutating func previewLines(_ line: SourceLine) -> [SourceLine] {
        var c = cursor(line, from: 1)
        guard let pathTok = c.string("a Swift file (\"FAQView.swift\")") else { return [] }
        guard let word = c.word("'preview' and the preview's name") else { return [] }
        guard word.text == "preview" else {
            c.error("expected 'preview' after the Swift file, found '\(word.text)'", at: word)
            return []
        }
        guard let nameTok = c.string("a preview's name (\"FAQ\")") else { return [] }
        c.expectEnd()
        guard let loader = importers.swift else {
            c.error(
                "\(pathTok.text): Swift files are not read here: this build of Unfold has no Swift parser",
                at: pathTok)
            return []
        }
        let previews: [SwiftUIPreview]
        switch loader.swiftUIPreviews(pathTok.text) {
        case .success(let read): previews = read
        case .failure(let p):
            let place = p.line.map { ":\($0)" + (p.column.map { ":\($0)" } ?? "") } ?? ""
            c.error("\(pathTok.text)\(place): \(p.message)", at: pathTok)
            return []
        }
        guard let preview = previews.first(where: { $0.name == nameTok.text }) else {
            let names = previews.map(\.name)
            let holds =
                names.isEmpty ? "it holds no #Preview" : "it holds " + names.map { "'\($0)'" }.joined(separator: ", ")
            c.error(
                "\(pathTok.text) has no preview '\(nameTok.text)'; \(holds)\(suggestion(for: nameTok.text, among: names))",
                at: nameTok)
            return []
        }
        for f in preview.findings {
            sink.add(
                Diagnostic(
                    "\(f.place(in: pathTok.text)): \(f.message)", in: c.range(pathTok),
                    severity: f.warning ? .warning : .error))
        }
        var errors: [Diagnostic] = []
        let lines = preview.text.split(separator: "\n", omittingEmptySubsequences: true).compactMap {
            Lexer.lexLine(String($0), number: line.number, errors: &errors)
        }
        for e in errors { sink.add(Diagnostic("\(pathTok.text): \(e.message)", at: c.loc(pathTok))) }
        return lines
    }
}
