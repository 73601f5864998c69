import UnfoldCore
import UnfoldModel
import UnfoldSyntax

/// Size classes: Interface Builder writes what differs in one as a `<variation key="widthClass=compact">` (a view's
/// font, a constraint's constant) or as masks that install or uninstall subviews and constraints (`<variation
/// key="default">` for every size class, then one per class). Unfold lays out a phone in portrait, whose width
/// class is compact: the default variation and the compact-width one apply, in that order; any other is ignored
/// (SCENE-FORMAT, "What is read").
extension IBReader {
    static let appliedVariations = ["default", "widthClass=compact"]

    /// The ids of the subviews and constraints that `e`'s variations leave uninstalled.
    struct Uninstalled {
        var subviews: Set<String> = []
        var constraints: Set<String> = []
    }

    func uninstalled(in e: XMLTree) -> Uninstalled {
        var out = Uninstalled()
        for key in Self.appliedVariations {
            for variation in e.children where variation.name == "variation" && variation["key"] == key {
                for mask in variation.children where mask.name == "mask" {
                    for item in mask.children {
                        guard let id = item["reference"] else { continue }
                        let excluded = item.name == "exclude"
                        guard excluded || item.name == "include" else { continue }
                        switch mask["key"] {
                        case "subviews": out.subviews.toggle(id, on: excluded)
                        case "constraints": out.constraints.toggle(id, on: excluded)
                        default: break
                        }
                    }
                }
            }
        }
        return out
    }

    /// The compact-width variation of `e`, if it writes one.
    func compactVariation(of e: XMLTree) -> XMLTree? {
        e.children.first { $0.name == "variation" && $0["key"] == "widthClass=compact" }
    }
}

extension Set where Element == String {
    /// Inserts `id` when `on`, else removes it: a later variation's include undoes an earlier exclude.
    fileprivate mutating func toggle(_ id: String, on: Bool) {
        if on { insert(id) } else { remove(id) }
    }
}
