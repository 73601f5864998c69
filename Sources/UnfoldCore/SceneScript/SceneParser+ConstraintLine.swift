import UnfoldModel

/// A constraint outlet's indented line: `NAME constant C/E priority C/E`, either or both.
extension SceneParser {
    func constraintOptions(_ c: inout TokenCursor, into constraint: inout AutoLayoutConstraint) {
        var given: Set<String> = []
        guard !c.atEnd else {
            c.error("a constraint takes 'constant C/E' and 'priority C/E'")
            return
        }
        while let word = c.next() {
            guard word.kind == .word, word.text == "constant" || word.text == "priority" else {
                c.error("a constraint takes 'constant C/E' and 'priority C/E', not '\(word.text)'", at: word)
                return
            }
            guard given.insert(word.text).inserted else {
                c.error("option '\(word.text)' is given twice", at: word)
                return
            }
            if word.text == "constant" {
                guard let pair = c.pair("constant", range: -100_000...100_000) else { return }
                constraint.constant = pair
            } else {
                guard let pair = priorities(&c) else { return }
                constraint.priority = pair
            }
        }
    }

    /// `priority N` or `priority C/E`, each 1…1000, whole. UIKit raises when an installed constraint changes
    /// between required (1000) and optional, so a pair that does is an error at its column.
    func priorities(_ c: inout TokenCursor) -> Pair<Int>? {
        let tok = c.peek
        guard let pair = c.pair("priority", range: 1...1000), let tok else { return nil }
        guard pair.collapsed == pair.collapsed.rounded(), pair.expanded == pair.expanded.rounded() else {
            c.error("priority '\(tok.text)' must be whole numbers", at: tok)
            return nil
        }
        let p = Pair(Int(pair.collapsed), Int(pair.expanded))
        if p.collapsed != p.expanded, p.collapsed == 1000 || p.expanded == 1000 {
            c.error(
                "priority '\(tok.text)' changes between required (1000) and optional: UIKit raises when an installed "
                    + "constraint does; give two priorities of 1…999",
                at: tok)
            return nil
        }
        return p
    }
}
