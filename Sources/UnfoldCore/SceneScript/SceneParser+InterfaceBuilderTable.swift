/// The storyboard table a scene's cells come from gives the scene what its header does not: its style, its
/// estimated row height, its separators, its background and its scroll indicator, as the app's table has them.
extension SceneParser {
    mutating func applyTable(_ table: IBTable, path: String, line: Int, column: Int, at location: SourceLocation) {
        guard !tableFromFile else { return }
        tableFromFile = true
        var s = scene.settings
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
        }
        if seenHeaders["scroll-indicator"] == nil { s.scrollIndicator = table.showsVerticalScrollIndicator }
        if seenHeaders["table-background"] == nil, let background = table.background {
            let resolved = resolve(background, path: path, line: line, column: column, at: location)
            s.screen.tableBackground = resolved ?? s.screen.tableBackground
        }
        scene.settings = s
    }
}
