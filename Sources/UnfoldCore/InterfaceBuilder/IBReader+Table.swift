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
        table.background = color(e.keyed("backgroundColor"))
        table.separatorColor = color(e.keyed("separatorColor"))
        table.showsVerticalScrollIndicator = e["showsVerticalScrollIndicator"] != "NO"
        return table
    }
}
