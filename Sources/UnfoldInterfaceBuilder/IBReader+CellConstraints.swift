import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// The constraints a cell holds itself, outside its content view: Interface Builder keeps there those that name
/// the cell (a stack view centred on the cell). Beside no accessory the cell's edges are its content view's, so
/// they are read as the content view's; what they cannot be read as is a warning, never a guess.
extension IBReader {
    static let horizontalAttributes: Set<String> = ["trailing", "right", "centerX", "width"]

    mutating func cellConstraints(_ cell: XMLTree, contentID: String, beside accessory: Bool) -> [IBConstraint] {
        let cellID = cell["id"] ?? ""
        var read: [IBConstraint] = []
        for c in cell.list("constraints") where c.name == "constraint" {
            guard var k = constraint(c, owner: cellID) else { continue }
            let attributes = [k.first == cellID ? k.firstAttribute : nil, k.second == cellID ? k.secondAttribute : nil]
                .compactMap { $0 }
            // The cell's own layout margins are not its content view's (11 pt above and below).
            if let margin = attributes.first(where: { $0.hasSuffix("Margin") || $0.hasSuffix("WithinMargins") }) {
                skip(c, "a constraint to the cell's \(margin)")
                continue
            }
            if accessory, let edge = attributes.first(where: Self.horizontalAttributes.contains) {
                skip(c, "a constraint to the cell's \(edge) beside its accessory")
                continue
            }
            if k.first == cellID { k.first = contentID }
            if k.second == cellID { k.second = contentID }
            read.append(k)
        }
        return read
    }

    mutating func skip(_ c: XMLTree, _ what: String) {
        findings.append(
            ImportFinding(
                message: "\(what) is not read: the cell's edges there are not its content view's", line: c.line,
                column: c.column, warning: true))
    }
}
