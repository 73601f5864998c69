import UnfoldModel

/// UITableViewCell's built-in styles: the file holds their labels (`key="textLabel"`, `key="detailTextLabel"`,
/// `key="imageView"`) with no constraints, so UIKit's layout of them is written here as constraints against
/// the content view's margins, at least 44 pt tall.
extension IBTemplateBuilder {
    func builtInStyle() -> [AutoLayoutConstraint] {
        guard cell.style != .custom else { return [] }
        let keyed = Dictionary(
            views.indices.compactMap { i in keyOf(i).map { ($0, i) } }, uniquingKeysWith: { a, _ in a })
        guard let title = keyed["textLabel"] else { return [] }
        var out: [AutoLayoutConstraint] = []
        func add(
            _ a: Int, _ aa: LayoutAttribute, _ r: LinearRelation, _ b: Int?, _ ba: LayoutAttribute, _ c: Double = 0,
            priority: Int = 1000
        ) {
            out.append(
                AutoLayoutConstraint(
                    id: "UIKit-\(cell.style.rawValue)-\(out.count)", name: nil, first: a, firstAttribute: aa,
                    second: b, secondAttribute: ba, relation: r, multiplier: 1, constant: Pair(c),
                    priority: Pair(priority), line: cell.line, column: cell.column))
        }
        add(0, .height, .atLeast, nil, .notAnAttribute, 44)
        var leading = (0, LayoutAttribute.leadingMargin, 0.0)
        if let image = keyed["imageView"] {
            add(image, .leading, .equal, 0, .leadingMargin)
            add(image, .centerY, .equal, 0, .centerY)
            leading = (image, .trailing, 16)
        }
        add(title, .leading, .equal, leading.0, leading.1, leading.2)
        let detail = keyed["detailTextLabel"]
        switch cell.style {
        case .subtitle where detail != nil:
            add(detail!, .leading, .equal, title, .leading)
            add(detail!, .top, .equal, title, .bottom)
            add(title, .trailing, .atMost, 0, .trailingMargin)
            add(detail!, .trailing, .atMost, 0, .trailingMargin)
            // The two lines sit together in the middle of the cell (`centredPair`). A self-sizing row keeps the
            // margins above and below them; a row of fixed height keeps them centred and gives the margins up
            // (Xcode stores a 16 pt title and an 11 pt detail 6 pt from the top of a 44 pt row).
            add(title, .top, .atLeast, 0, .topMargin, priority: 749)
            add(detail!, .bottom, .atMost, 0, .bottomMargin, priority: 749)
        case .value1 where detail != nil, .value2 where detail != nil:
            if cell.style == .value1 {
                add(detail!, .trailing, .equal, 0, .trailingMargin)
                add(title, .trailing, .atMost, detail!, .leading, -8)
            } else {
                add(title, .width, .equal, nil, .notAnAttribute, 91)
                add(detail!, .leading, .equal, title, .trailing, 6)
                add(detail!, .trailing, .atMost, 0, .trailingMargin)
            }
            for label in [title, detail!] {
                add(label, .centerY, .equal, 0, .centerY)
                add(label, .top, .atLeast, 0, .topMargin)
                add(label, .top, .equal, 0, .topMargin, priority: 749)
            }
        default:
            // The Default style's title fills the content view from its leading margin (or the image) to its
            // trailing margin, top to bottom, its text centred in it: Xcode stores x 16, y 0, the cell's height.
            add(title, .trailing, .equal, 0, .trailingMargin)
            add(title, .top, .equal, 0, .top)
            add(title, .bottom, .equal, 0, .bottom)
        }
        return out
    }

    /// The built-in part a view plays (`key="textLabel"`).
    func keyOf(_ i: Int) -> String? { keys[i] }
}
