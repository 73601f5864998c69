import UnfoldSyntax
import UnfoldModel

/// Places the lines of a `rows` block in an outline: a line indented under a row is its child. The first
/// child sets how far a level indents; a line must then sit at a level that is open.
struct OutlineReader {
    /// The deepest level a row may have (a top-level row is level 0).
    static let maxLevel = 8

    /// The last row read at each open level: its indentation, its id (nil for a `repeat` or a broken line) and
    /// whether it was a `repeat`.
    struct Open {
        var indent: Int
        var id: String?
        var isRepeat: Bool
    }
    var open: [Open] = []
    /// How many more spaces a child has than its parent, once a child is read.
    var step: Int?

    /// The line's level and parent id, or nil after reporting why it has no place.
    mutating func place(_ line: SourceLine, sink: DiagnosticSink) -> (level: Int, parent: String?)? {
        let at = SourceLocation(line: line.number, column: line.indent + 1)
        // A tab in the indentation was reported: the row is read as a top-level one.
        if line.badIndentation { return (0, nil) }
        guard let top = open.first else { return (0, nil) }
        if line.indent < top.indent {
            sink.add(
                Diagnostic(
                    "indentation matches no enclosing block: this row has \(line.indent) spaces, the rows of this "
                        + "block \(top.indent)", at: at))
            return nil
        }
        var depth = open.count
        while depth > 0, open[depth - 1].indent > line.indent { depth -= 1 }
        let above = open[depth - 1]
        if above.indent == line.indent {
            return (depth - 1, depth >= 2 ? open[depth - 2].id : nil)
        }
        let step = self.step ?? (line.indent - above.indent)
        if line.indent != above.indent + step {
            let message =
                line.indent > above.indent + step
                ? "indentation skips a level: a child is indented \(step) spaces more than its parent, this row "
                    + "\(line.indent - above.indent)"
                : "indentation matches no enclosing block: this row has \(line.indent) spaces; a child of the row "
                    + "above has \(above.indent + step)"
            sink.add(Diagnostic(message, at: at))
            return nil
        }
        guard depth <= OutlineReader.maxLevel else {
            sink.add(
                Diagnostic("an outline is at most \(OutlineReader.maxLevel) levels deep below its top rows", at: at))
            return nil
        }
        if above.isRepeat {
            sink.add(
                Diagnostic(
                    "a 'repeat' line's rows cannot have children; write the parent on a line of its own", at: at))
            return nil
        }
        // A parent whose line had an error was reported there; its children are dropped with it.
        guard let parent = above.id else { return nil }
        self.step = step
        return (depth, parent)
    }

    /// Notes the row a line made at `level`, as the parent of the lines indented under it.
    mutating func opened(_ line: SourceLine, level: Int, id: String?) {
        guard !line.badIndentation else { return }
        let isRepeat = line.tokens.first.map { $0.kind == .word && $0.text == "repeat" } ?? false
        open.removeSubrange(min(level, open.count)...)
        open.append(Open(indent: line.indent, id: id, isRepeat: isRepeat))
    }
}
