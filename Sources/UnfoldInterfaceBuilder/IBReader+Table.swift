import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// A storyboard table view's own attributes, each number range-checked where it is read.
extension IBReader {
    mutating func readTable(_ e: XMLTree) -> IBTable {
        var table = IBTable()
        table.style = e["style"]
        // -1 is UITableView.automaticDimension.
        table.rowHeight = bounded(e, "rowHeight", -1...Self.maxFrameSide).flatMap { $0 > 0 ? $0 : nil }
        table.estimatedRowHeight = bounded(e, "estimatedRowHeight", -1...Self.maxFrameSide).flatMap {
            $0 > 0 ? $0 : nil
        }
        table.separatorNone = e["separatorStyle"] == "none"
        if let inset = e.child("inset", key: "separatorInset") {
            table.separatorInset = bounded(inset, "minX", 0...4096)
        }
        let background = e.keyed("backgroundColor")
        table.background = color(background)
        table.backgroundPlace = (background?.line ?? e.line, background?.column ?? e.column)
        let separatorColor = e.keyed("separatorColor")
        table.separatorColor = color(separatorColor)
        table.separatorColorPlace = (separatorColor?.line ?? e.line, separatorColor?.column ?? e.column)
        table.showsVerticalScrollIndicator = e["showsVerticalScrollIndicator"] != "NO"
        return table
    }
}
