import UnfoldCore
import UnfoldInterfaceBuilder
import UnfoldModel
import UnfoldSyntax

/// Whether the frames Xcode stored for a cell are Auto Layout's answer at all. Xcode does not update stored frames
/// until someone runs "Update Frames", and marks them `misplaced` only sometimes; a stored frame that breaks a
/// required equality among the cell's own constraints (an image view stored 241 pt tall with a height constraint
/// of 194) is a stale frame that no layout gives, so it cannot judge Unfold's.
enum StoredFrameCheck {
    /// The attributes whose value a frame gives without margins or fonts.
    static func value(_ attribute: String, of r: Rect) -> Double? {
        switch attribute {
        case "leading", "left": return r.x
        case "trailing", "right": return r.maxX
        case "top": return r.y
        case "bottom": return r.maxY
        case "width": return r.width
        case "height": return r.height
        case "centerX": return r.x + r.width / 2
        case "centerY": return r.y + r.height / 2
        default: return nil
        }
    }

    /// The first required equality of the cell that its stored frames break by more than 1 pt, described; nil when
    /// they keep every one that can be checked. `frame` gives a view's stored frame in the cell.
    static func contradiction(in cell: XMLTree, frame: (String) -> Rect?) -> String? {
        var found: String?
        // A switch keeps 51 × 31 whatever constraints say (Xcode stores it so), which breaks no layout.
        var switches: Set<String> = []
        cell.walk { if $0.name == "switch", let id = $0["id"] { switches.insert(id) } }
        func fixedSize(_ item: String, _ attribute: String) -> Bool {
            switches.contains(item) && (attribute == "width" || attribute == "height")
        }
        cell.walk { e in
            guard found == nil, let owner = e["id"] else { return }
            for c in e.list("constraints") where c.name == "constraint" && c["placeholder"] != "YES" {
                guard (c["relation"] ?? "equal") == "equal", Int(c["priority"] ?? "1000") == 1000,
                    let firstAttribute = c["firstAttribute"], let a = frame(c["firstItem"] ?? owner),
                    let lhs = value(firstAttribute, of: a), !fixedSize(c["firstItem"] ?? owner, firstAttribute)
                else { continue }
                let constant = Double(c["constant"] ?? "0") ?? 0
                var rhs = constant
                if let secondAttribute = c["secondAttribute"] {
                    guard let b = frame(c["secondItem"] ?? owner), let v = value(secondAttribute, of: b),
                        let multiplier = IBReader.multiplier(c["multiplier"])
                    else { continue }
                    rhs = v * multiplier + constant
                }
                if abs(lhs - rhs) > 1 {
                    found = "constraint \(c["id"] ?? "?") (\(firstAttribute) \(lhs) against \(rhs))"
                    return
                }
            }
        }
        return found
    }
}
