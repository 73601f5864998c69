internal import SwiftSyntax
import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// The parser's nesting limit counts brackets, not postfix chains: `Text("x").padding().padding()…` nests one level
/// per call, and tens of thousands of them (well under the 4 MB limit) overflowed the stack in SwiftSyntax's own
/// recursive walks (SIGSEGV). The tree's depth is measured here without recursion, before anything walks it, and a
/// tree deeper than `maxDepth` is refused at the line and column where it gets too deep.
enum SyntaxDepthGuard {
    /// Far deeper than any app's view needs (a chain of 100 modifiers is about 400 levels), and far below what
    /// overflows an 8 MB stack.
    static let maxDepth = 4_000

    static func problem(in tree: SourceFileSyntax, source: [UInt8]) -> XMLFileProblem? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > maxDepth {
                // Said where the whole expression starts, not somewhere inside the chain.
                var top = node
                while let parent = top.parent, parent.is(ExprSyntax.self) || top.is(TokenSyntax.self) { top = parent }
                // `position` is stored; `positionAfterSkippingLeadingTrivia` looks for the first token recursively,
                // which is what overflows. The spaces before the expression are skipped here instead.
                var offset = top.position.utf8Offset
                while offset < source.count, [9, 10, 13, 32].contains(source[offset]) { offset += 1 }
                let place = lineAndColumn(of: offset, in: source)
                return XMLFileProblem(
                    "an expression nested more than \(maxDepth) levels deep (a chain of calls or members this long):"
                        + " Unfold does not read such a file", line: place.line, column: place.column)
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    static func lineAndColumn(of offset: Int, in source: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in source.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
