import UnfoldModel
import UnfoldSyntax

/// Which row and element a place in a scene's text belongs to: a value written on a row line (a repeat's values
/// belong to its first row), or a text written in a template (no row). A finding at a character inside a value
/// belongs to the value that starts last before it on its line.
struct ValueOwners {
    struct Owner: Equatable {
        var row: String?
        var element: String
        var rowLocation: SourceLocation?
    }

    /// By line: where each value starts, and whose it is.
    private var byLine: [Int: [(column: Int, owner: Owner)]] = [:]

    init(_ scene: Scene) {
        for block in scene.rows.blocks where block.count > 0 {
            let template = scene.templates[block.template]
            let row = block.idValue(0)
            for (slot, location) in block.slotLocations {
                guard let index = template.flattened.firstIndex(where: { $0.slot == slot }) else { continue }
                let owner = Owner(row: row, element: template.ids[index], rowLocation: block.location)
                byLine[location.line, default: []].append((location.column, owner))
            }
        }
        for template in scene.templates {
            for (index, e) in template.flattened.enumerated() {
                guard let text = e.textLabel, let literal = text.literal,
                    !literal.isEmpty || text.expandedLiteral != nil
                else {
                    continue
                }
                byLine[e.location.line, default: []].append(
                    (e.location.column, Owner(row: nil, element: template.ids[index])))
            }
        }
        for line in byLine.keys { byLine[line]!.sort { $0.column < $1.column } }
    }

    func owner(of location: SourceLocation) -> Owner? {
        byLine[location.line]?.last { $0.column <= location.column }?.owner
    }
}
