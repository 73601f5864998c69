/// One state of an Interface Builder cell as a linear system: four variables per view (x, y, width, height in
/// the cell's coordinates), the file's constraints, UIStackView's constraints for each stack view, the
/// intrinsic sizes with their hugging and compression resistance, and the content view's fitting size.
package struct AutoLayoutSystem {
    let cell: AutoLayoutCell
    /// Each view shown in this state.
    let visible: [Bool]
    /// Each view's intrinsic size, where it has one (a negative side has none).
    let intrinsic: [Size?]
    /// A label's font size, for its baselines.
    let fontSizes: [Double]
    let width: Double
    /// The canvas is 414 pt wide or more: the content view's side margins are 20 pt.
    let wide: Bool
    let expanded: Bool
    /// The cell shows an accessory beside its content view: UIKit then gives the content view an 8-pt trailing
    /// margin, the accessory keeping its own (Xcode stores a Default cell's title 8 pt short of a chevron's or
    /// a checkmark's content view).
    var accessory = false
    /// Right to left: the system is solved left to right and its solution mirrored, which is what `leading`,
    /// `trailing` and stack views mean; `left`, `right` and autoresizing frames are absolute in UIKit, so they
    /// are mirrored before solving and come out where the file put them.
    var rtl = false
    /// The content view's height when the row's is fixed (its constraints decide none): the views are then laid
    /// out in it, as UIKit lays out a cell of `rowHeight`.
    package var contentHeight: Double? = nil

    package init(
        cell: AutoLayoutCell, visible: [Bool], intrinsic: [Size?], fontSizes: [Double], width: Double, wide: Bool,
        expanded: Bool, accessory: Bool = false, rtl: Bool = false, contentHeight: Double? = nil
    ) {
        self.cell = cell
        self.visible = visible
        self.intrinsic = intrinsic
        self.fontSizes = fontSizes
        self.width = width
        self.wide = wide
        self.expanded = expanded
        self.accessory = accessory
        self.rtl = rtl
        self.contentHeight = contentHeight
    }
    /// UIKit's priority for the fitting size: the content view's height as small as its content lets it be.
    static let fittingPriority = 50

    /// Where each row of the system came from: the index of the file's constraint, else nil.
    package struct Built {
        package var system: LinearSystem
        package var origins: [Int?]
    }

    func x(_ v: Int) -> Int { 4 * v }
    func y(_ v: Int) -> Int { 4 * v + 1 }
    func w(_ v: Int) -> Int { 4 * v + 2 }
    func h(_ v: Int) -> Int { 4 * v + 3 }

    func margins(_ v: Int) -> EdgeInsets {
        if let m = cell.views[v].margins { return m }
        if v == 0 {
            var m = AutoLayoutCell.contentMargins(wide: wide)
            if accessory { m.right = 8 }
            return m
        }
        if cell.views[v].stack != nil { return EdgeInsets(all: 0) }
        return EdgeInsets(all: 8)
    }

    /// An attribute of a view as terms and a constant.
    func expression(_ v: Int, _ a: LayoutAttribute) -> ([LinearTerm], Double) {
        let m = margins(v)
        switch a {
        case .left, .leading: return ([LinearTerm(x(v), 1)], 0)
        case .right, .trailing: return ([LinearTerm(x(v), 1), LinearTerm(w(v), 1)], 0)
        case .top: return ([LinearTerm(y(v), 1)], 0)
        case .bottom: return ([LinearTerm(y(v), 1), LinearTerm(h(v), 1)], 0)
        case .width: return ([LinearTerm(w(v), 1)], 0)
        case .height: return ([LinearTerm(h(v), 1)], 0)
        case .centerX: return ([LinearTerm(x(v), 1), LinearTerm(w(v), 0.5)], 0)
        case .centerY: return ([LinearTerm(y(v), 1), LinearTerm(h(v), 0.5)], 0)
        case .leftMargin, .leadingMargin: return ([LinearTerm(x(v), 1)], m.left)
        case .rightMargin, .trailingMargin: return ([LinearTerm(x(v), 1), LinearTerm(w(v), 1)], -m.right)
        case .topMargin: return ([LinearTerm(y(v), 1)], m.top)
        case .bottomMargin: return ([LinearTerm(y(v), 1), LinearTerm(h(v), 1)], -m.bottom)
        case .centerXWithinMargins:
            return ([LinearTerm(x(v), 1), LinearTerm(w(v), 0.5)], (m.left - m.right) / 2)
        case .centerYWithinMargins:
            return ([LinearTerm(y(v), 1), LinearTerm(h(v), 0.5)], (m.top - m.bottom) / 2)
        case .firstBaseline:
            // A label's first baseline is its ascent below its top (Inter's ascender, 0.96875 em); any
            // other view's baseline is its bottom, as UIView's is.
            if fontSizes[v] > 0 { return ([LinearTerm(y(v), 1)], fontSizes[v] * 0.968_75) }
            return ([LinearTerm(y(v), 1), LinearTerm(h(v), 1)], 0)
        case .lastBaseline, .baseline:
            if fontSizes[v] > 0 { return ([LinearTerm(y(v), 1), LinearTerm(h(v), 1)], -fontSizes[v] * 0.242_187_5) }
            return ([LinearTerm(y(v), 1), LinearTerm(h(v), 1)], 0)
        case .notAnAttribute: return ([], 0)
        }
    }

    /// `first REL multiplier × second + constant`, as Auto Layout writes a constraint.
    func row(
        _ a: Int, _ aa: LayoutAttribute, _ relation: LinearRelation, _ b: Int?, _ ba: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Int = LinearRow.required
    ) -> LinearRow {
        var (terms, left) = expression(a, aa)
        var right = constant
        if let b, ba != .notAnAttribute {
            let (bt, bc) = expression(b, ba)
            terms += bt.map { LinearTerm($0.variable, -multiplier * $0.coefficient) }
            right += multiplier * bc
        }
        return LinearRow(terms, relation, right - left, priority: priority)
    }

    package func build() -> Built {
        var rows: [LinearRow] = []
        var origins: [Int?] = []
        func add(_ row: LinearRow, _ origin: Int? = nil) {
            rows.append(row)
            origins.append(origin)
        }
        // The content view fills the cell's width at its top; its height is as small as its content lets it be.
        add(LinearRow([LinearTerm(x(0), 1)], .equal, 0))
        add(LinearRow([LinearTerm(y(0), 1)], .equal, 0))
        add(LinearRow([LinearTerm(w(0), 1)], .equal, width))
        if let contentHeight {
            add(LinearRow([LinearTerm(h(0), 1)], .equal, contentHeight))
        } else {
            add(LinearRow([LinearTerm(h(0), 1)], .equal, 0, priority: Self.fittingPriority))
        }
        for v in cell.views.indices {
            add(LinearRow([LinearTerm(w(v), 1)], .atLeast, 0))
            add(LinearRow([LinearTerm(h(v), 1)], .atLeast, 0))
        }
        for (k, c) in cell.constraints.enumerated() { add(fileRow(c), k) }
        if let pair = cell.centredPair {
            // Room above the top view equals room below the bottom one: y(top) = h(content) − (y + h)(bottom).
            let terms = [
                LinearTerm(y(pair.top), 1), LinearTerm(y(pair.bottom), 1), LinearTerm(h(pair.bottom), 1),
                LinearTerm(h(0), -1)
            ]
            add(LinearRow(terms, .equal, 0))
        }
        for v in cell.views.indices where cell.views[v].stack != nil { stackRows(v).forEach { add($0) } }
        for v in cell.views.indices { autoresizingRows(v).forEach { add($0) } }
        for v in cell.views.indices {
            guard let size = intrinsic[v] else { continue }
            let view = cell.views[v]
            if size.width >= 0 {
                add(LinearRow([LinearTerm(w(v), 1)], .atMost, size.width, priority: Int(view.hugging.width)))
                add(LinearRow([LinearTerm(w(v), 1)], .atLeast, size.width, priority: Int(view.compression.width)))
            }
            if size.height >= 0 {
                add(LinearRow([LinearTerm(h(v), 1)], .atMost, size.height, priority: Int(view.hugging.height)))
                add(LinearRow([LinearTerm(h(v), 1)], .atLeast, size.height, priority: Int(view.compression.height)))
            }
        }
        return Built(system: LinearSystem(variableCount: 4 * cell.views.count, rows: rows), origins: origins)
    }

    /// One of the file's constraints as a row. Right to left, a constraint written with `left` or `right` is
    /// absolute (Auto Layout reads a `centerX` beside them the same way): the mirroring x → width − x that
    /// turns the left-to-right solution around would move it, so it is mirrored first. `A = m·B + c` becomes
    /// `A′ = m·B′ + (1 − m)·width − c` with left and right swapped, and an inequality turns round.
    func fileRow(_ c: AutoLayoutConstraint) -> LinearRow {
        let constant = c.constant.value(expanded: expanded)
        let priority = c.priority.value(expanded: expanded)
        guard rtl, c.firstAttribute.isAbsoluteSide || c.secondAttribute.isAbsoluteSide else {
            return row(
                c.first, c.firstAttribute, c.relation, c.second, c.secondAttribute, multiplier: c.multiplier,
                constant: constant, priority: priority)
        }
        let turned: LinearRelation =
            switch c.relation {
            case .equal: .equal
            case .atLeast: .atMost
            case .atMost: .atLeast
            }
        let shift = c.second == nil || c.secondAttribute == .notAnAttribute ? width : (1 - c.multiplier) * width
        return row(
            c.first, c.firstAttribute.swappingSides, turned, c.second, c.secondAttribute.swappingSides,
            multiplier: c.multiplier, constant: shift - constant, priority: priority)
    }

    /// The constraints UIKit makes from an autoresizing mask: as the superview's size moves from the file's, the
    /// stretching parts (margins, size) share the change in proportion to their sizes in the file; the others keep
    /// theirs.
    func autoresizingRows(_ v: Int) -> [LinearRow] {
        guard let mask = cell.views[v].autoresizing, let p = cell.views[v].parent else { return [] }
        func axis(
            _ origin: Double, _ size: Double, _ outer: Double, _ flexible: [Bool], _ position: (Int) -> Int,
            _ length: (Int) -> Int
        ) -> [LinearRow] {
            let parts = [origin, size, outer - origin - size]
            let stretching = zip(parts, flexible).filter(\.1).map { max(0, $0.0) }
            let total = stretching.reduce(0, +)
            // Each stretching part's share of the change; equal shares when they measure nothing.
            func share(_ k: Int) -> Double {
                guard flexible[k] else { return 0 }
                return total > 0 ? max(0, parts[k]) / total : 1 / Double(stretching.count)
            }
            // position − parent position = origin + share × (parent length − outer); likewise the length.
            let place = LinearRow(
                [LinearTerm(position(v), 1), LinearTerm(position(p), -1), LinearTerm(length(p), -share(0))], .equal,
                origin - share(0) * outer)
            let extent = LinearRow(
                [LinearTerm(length(v), 1), LinearTerm(length(p), -share(1))], .equal, size - share(1) * outer)
            return [place, extent]
        }
        // A frame is absolute: right to left, it is mirrored in its superview (and its flexible sides swapped)
        // before the solution is mirrored back.
        let originX = rtl ? mask.superSize.width - mask.frame.maxX : mask.frame.x
        let horizontal = rtl ? Array(mask.horizontal.reversed()) : mask.horizontal
        return axis(originX, mask.frame.width, mask.superSize.width, horizontal, x, w)
            + axis(mask.frame.y, mask.frame.height, mask.superSize.height, mask.vertical, y, h)
    }

    /// UIStackView's constraints: its shown arranged subviews one after another along its axis, each placed
    /// across it as `alignment` says; a hidden one sits where it would start and takes no space.
    func stackRows(_ s: Int) -> [LinearRow] {
        let stack = cell.views[s].stack!
        let m = stack.marginsRelative ? margins(s) : EdgeInsets(all: 0)
        let children = cell.views.indices.filter { cell.views[$0].parent == s }
        let shown = children.filter { visible[$0] }
        let (lead, trail, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            stack.vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        let crossLead: LayoutAttribute = stack.vertical ? .leading : .top
        let crossTrail: LayoutAttribute = stack.vertical ? .trailing : .bottom
        let crossCentre: LayoutAttribute = stack.vertical ? .centerX : .centerY
        let crossSize: LayoutAttribute = stack.vertical ? .width : .height
        let startInset = stack.vertical ? m.top : m.left
        let endInset = stack.vertical ? m.bottom : m.right
        let crossStart = stack.vertical ? m.left : m.top
        let crossEnd = stack.vertical ? m.right : m.bottom
        var out: [LinearRow] = []
        func rel(_ a: Int, _ aa: LayoutAttribute, _ r: LinearRelation, _ b: Int, _ ba: LayoutAttribute, _ c: Double) {
            out.append(row(a, aa, r, b, ba, constant: c))
        }
        var previous: Int? = nil
        for child in children {
            if visible[child] {
                if let p = previous {
                    let relation: LinearRelation = stack.distribution.hasPrefix("equal") ? .atLeast : .equal
                    rel(child, lead, relation, p, trail, stack.spacing)
                } else {
                    rel(child, lead, .equal, s, lead, startInset)
                }
                previous = child
            } else if let p = previous {
                // A hidden arranged subview starts where the next one would, and takes no space.
                rel(child, lead, .equal, p, trail, 0)
            } else {
                rel(child, lead, .equal, s, lead, startInset)
            }
            switch stack.alignment {
            case "fill":
                rel(child, crossLead, .equal, s, crossLead, crossStart)
                rel(child, crossTrail, .equal, s, crossTrail, -crossEnd)
            case "center":
                rel(child, crossCentre, .equal, s, crossCentre, (crossStart - crossEnd) / 2)
                rel(child, crossLead, .atLeast, s, crossLead, crossStart)
            case "trailing", "bottom", "lastBaseline":
                rel(child, crossTrail, .equal, s, crossTrail, -crossEnd)
                rel(child, crossLead, .atLeast, s, crossLead, crossStart)
            default:
                rel(child, crossLead, .equal, s, crossLead, crossStart)
                rel(child, crossTrail, .atMost, s, crossTrail, -crossEnd)
            }
        }
        if let last = previous {
            rel(last, trail, .equal, s, trail, -endInset)
        } else {
            // An empty stack view is as small as its margins.
            out.append(row(s, size, .equal, nil, .notAnAttribute, constant: startInset + endInset, priority: 49))
        }
        if stack.alignment != "fill" {
            // UIStackView hugs its widest arranged subview across its axis when nothing else sizes it.
            out.append(row(s, crossSize, .equal, nil, .notAnAttribute, constant: 0, priority: 1))
        }
        switch stack.distribution {
        case "fillEqually":
            for (a, b) in zip(shown, shown.dropFirst()) { rel(b, size, .equal, a, size, 0) }
        case "fillProportionally":
            // Each shown view as long as its intrinsic length, scaled by one factor for all: b = a × (b's / a's).
            // A view with no intrinsic length along the axis takes no part, as in UIStackView.
            let sized = shown.compactMap { v -> (view: Int, length: Double)? in
                guard let i = intrinsic[v] else { return nil }
                let length = stack.vertical ? i.height : i.width
                return length > 0 ? (v, length) : nil
            }
            for (a, b) in zip(sized, sized.dropFirst()) {
                out.append(row(b.view, size, .equal, a.view, size, multiplier: b.length / a.length))
            }
        case "equalSpacing", "equalCentering":
            // Equal gaps: (b.lead − a.trail) − (d.lead − c.trail) = 0 for each later pair c, d.
            guard shown.count > 2 else { break }
            for k in 1..<(shown.count - 1) {
                let gap0 = row(shown[1], lead, .equal, shown[0], trail)
                let gapK = row(shown[k + 1], lead, .equal, shown[k], trail)
                let terms = gap0.terms + gapK.terms.map { LinearTerm($0.variable, -$0.coefficient) }
                out.append(LinearRow(terms, .equal, gap0.constant - gapK.constant))
            }
        default: break
        }
        return out
    }
}

extension LayoutAttribute {
    /// `left`, `right` and their margins: sides that stay where they are right to left.
    var isAbsoluteSide: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// The other absolute side; any other attribute as it is.
    var swappingSides: LayoutAttribute {
        switch self {
        case .left: .right
        case .right: .left
        case .leftMargin: .rightMargin
        case .rightMargin: .leftMargin
        default: self
        }
    }
}
