import UnfoldSyntax
import UnfoldModel

/// The storyboard table a scene's cells come from gives the scene what its header does not: its style, its
/// estimated row height, its separators, its background and its scroll indicator, as the app's table has them.
extension SceneParser {
    mutating func applyTable(_ table: IBTable, path: String, at location: SourceLocation) {
        guard !tableFromFile else { return }
        tableFromFile = true
        let background = table.background.flatMap {
            resolve(
                $0, path: path, line: table.backgroundPlace.line, column: table.backgroundPlace.column, at: location)
        }
        let separatorColor = table.separatorColor.flatMap {
            resolve(
                $0, path: path, line: table.separatorColorPlace.line, column: table.separatorColorPlace.column,
                at: location)
        }
        apply(table, background: background, separatorColor: separatorColor, to: &scene.settings)
    }

    func apply(_ table: IBTable, background: Color?, separatorColor: Color?, to s: inout Settings) {
        if seenHeaders["table"] == nil {
            switch table.style {
            case "grouped": s.table = .grouped
            case "insetGrouped": s.table = .insetGrouped
            default: s.table = .plain
            }
        }
        if seenHeaders["estimated-row-height"] == nil, let estimate = table.estimatedRowHeight {
            s.estimatedRowHeight = .fixed(estimate)
        }
        if seenHeaders["separator"] == nil {
            if table.separatorNone {
                s.separatorInset = nil
            } else if let inset = table.separatorInset {
                s.separatorInset = inset
            }
            if let separatorColor { s.separatorColor = separatorColor }
        }
        if seenHeaders["scroll-indicator"] == nil { s.scrollIndicator = table.showsVerticalScrollIndicator }
        if seenHeaders["table-background"] == nil, let background { s.screen.tableBackground = background }
    }
}
