import UnfoldCore
import UnfoldModel

/// A cell of an Interface Builder file in the scene language, where it can be: its content view holds one stack
/// view pinned to its four edges (or their margins), and inside that only stack views and labels, with no
/// constraints of their own. Anything else is a constraint layout the scene language does not write; the reason
/// says what (CLI, `import`).
struct StackCellForm {
    /// The template's lines below its `cell` line, each element with its source line.
    var lines: [String]
    /// What the row gives each label: the text the file writes.
    var texts: [(slot: String, text: String)]

    /// Why a cell stays `cell … from`.
    struct Unexpressible: Error {
        var reason: String
    }

    /// The content view's margins on a canvas `canvasWidth` wide, as `AutoLayoutSystem` takes them.
    static func contentMargins(_ cell: AutoLayoutCell, canvasWidth: Double) -> EdgeInsets {
        cell.views[0].margins ?? AutoLayoutCell.contentMargins(wide: canvasWidth >= 414)
    }

    static func make(
        _ cell: IBCell, root: Element, layout: AutoLayoutCell, canvasWidth: Double
    ) -> Result<StackCellForm, Unexpressible> {
        func fail(_ reason: String) -> Result<StackCellForm, Unexpressible> { .failure(Unexpressible(reason: reason)) }
        guard cell.style == .custom else { return fail("a built-in cell style, which UIKit lays out itself") }
        guard !cell.selectionNone else { return fail("selection style none") }
        let views = layout.views
        let top = views.indices.filter { views[$0].parent == 0 }
        guard top.count == 1, let stack = top.first, views[stack].stack != nil else {
            return fail("its content view does not hold one stack view")
        }
        // Every constraint pins the stack to the content view; none is inside the stack.
        var insets: [LayoutAttribute: Double] = [:]
        let margins = contentMargins(layout, canvasWidth: canvasWidth)
        for c in layout.constraints {
            guard let inset = edgeInset(c, stack: stack, margins: margins) else {
                return fail("constraint \(c.id) is not one of the stack's four edges to its content view")
            }
            guard insets.updateValue(inset.value, forKey: inset.edge) == nil else {
                return fail("constraint \(c.id) pins an edge pinned already")
            }
        }
        guard let t = insets[.top], let l = insets[.leading], let b = insets[.bottom], let r = insets[.trailing] else {
            return fail("the stack view is not pinned on all four edges")
        }
        var index = 0
        var failure: String? = nil
        func convert(_ e: Element) -> Element {
            let v = index
            index += 1
            var out = e
            out.children = []
            let view = views[v]
            if view.hiddenInFile { failure = failure ?? "\(e.explicitID ?? "a view") is hidden in the file" }
            if e.alpha != 1 { failure = failure ?? "\(e.explicitID ?? "a view") has an alpha" }
            for c in [e.typesetting?.color, e.background].compactMap({ $0 }) where !Self.isWhole(c) {
                failure =
                    failure
                    ?? "\(e.explicitID ?? "a view")'s colour is not a whole byte per channel, as the scene language "
                    + "writes one"
            }
            switch view.kind {
            case .stackView:
                guard let s = view.stack, let form = stackForm(s) else {
                    failure =
                        failure
                        ?? "stack view \(e.explicitID ?? "") arranges its views in a way the scene language does not"
                    return out
                }
                var stacking = Stacking(direction: s.vertical ? .vertical : .horizontal)
                stacking.spacing = s.spacing
                stacking.align = form.align
                stacking.distribute = form.distribute
                if s.marginsRelative { stacking.padding = view.margins ?? EdgeInsets(all: 0) }
                out.kind = stacking.direction.kind(stacking)
            case .label:
                out.textLabel?.setting.centred = false
            default:
                failure = failure ?? "\(e.explicitID ?? "a view") is a view the scene language writes otherwise"
            }
            out.source = nil
            out.textLabel?.defaultText = nil
            // A text's slot is its name; a stack needs none.
            out.explicitID = nil
            out.children = e.children.map(convert)
            return out
        }
        // The content view's one child is the stack.
        index = 1
        guard var top = root.children.first.map(convert) else { return fail("its content view is empty") }
        if let failure { return fail(failure) }
        top.setPadding(
            EdgeInsets(
                top: t + top.padding.top, left: l + top.padding.left, bottom: b + top.padding.bottom,
                right: r + top.padding.right))
        var lines: [String] = []
        var texts: [(slot: String, text: String)] = []
        func write(_ e: Element, source: Element, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + e.sceneLine + "  # \(source.source ?? "")")
            if let slot = e.textLabel?.slot, let text = source.textLabel?.defaultText { texts.append((slot, text)) }
            for (child, original) in zip(e.children, source.children) {
                write(child, source: original, depth: depth + 1)
            }
        }
        write(top, source: root.children[0], depth: 1)
        return .success(StackCellForm(lines: lines, texts: texts))
    }

    /// Whether a colour is what `#RRGGBBAA` writes exactly (a system or catalog colour is written by name).
    static func isWhole(_ c: Color) -> Bool {
        guard case .literal(let v) = c else { return true }
        return [v.r, v.g, v.b, v.a].allSatisfy { ($0 * 255).rounded() == $0 * 255 }
    }

    /// A constraint between the stack view's edge and the content view's same edge or margin, as the inset it
    /// gives that edge; nil for any other constraint.
    static func edgeInset(_ c: AutoLayoutConstraint, stack: Int, margins m: EdgeInsets)
        -> (edge: LayoutAttribute, value: Double)?
    {
        guard c.relation == .equal, c.multiplier == 1, c.constant.collapsed == c.constant.expanded,
            let second = c.second
        else { return nil }
        let stackFirst = c.first == stack && second == 0
        guard stackFirst || (c.first == 0 && second == stack) else { return nil }
        let (stackAttribute, contentAttribute) =
            stackFirst ? (c.firstAttribute, c.secondAttribute) : (c.secondAttribute, c.firstAttribute)
        // stack.edge = content.edge + k·constant, k = 1 when the stack is written first.
        let constant = stackFirst ? c.constant.collapsed : -c.constant.collapsed
        switch (stackAttribute, contentAttribute) {
        case (.top, .top): return (.top, constant)
        case (.top, .topMargin): return (.top, m.top + constant)
        case (.leading, .leading): return (.leading, constant)
        case (.leading, .leadingMargin): return (.leading, m.left + constant)
        case (.bottom, .bottom): return (.bottom, -constant)
        case (.bottom, .bottomMargin): return (.bottom, m.bottom - constant)
        case (.trailing, .trailing): return (.trailing, -constant)
        case (.trailing, .trailingMargin): return (.trailing, m.right - constant)
        default: return nil
        }
    }

    /// A stack view's alignment and distribution in the scene language; nil for those it has none of.
    static func stackForm(_ s: UIKitStack) -> (align: StackAlign, distribute: Distribution)? {
        let align: StackAlign
        switch (s.alignment, s.vertical) {
        case ("fill", _): align = .fill
        case ("center", _): align = .center
        case ("leading", true), ("top", true): align = .leading
        case ("trailing", true), ("bottom", true): align = .trailing
        case ("top", false), ("leading", false): align = .top
        case ("bottom", false), ("trailing", false): align = .bottom
        default: return nil
        }
        let distribute: Distribution
        switch s.distribution {
        case "fill": distribute = .fill
        case "equalSpacing": distribute = .equalSpacing
        case "equalCentering": distribute = .equalCentering
        default: return nil
        }
        return (align, distribute)
    }
}

extension Element {
    /// Gives its stack or its text this padding (the cell's margins around the content view's one view).
    fileprivate mutating func setPadding(_ padding: EdgeInsets) {
        if var text = textLabel {
            text.padding = padding
            textLabel = text
        } else if var stacking {
            stacking.padding = padding
            kind = stacking.direction.kind(stacking)
        }
    }
}
