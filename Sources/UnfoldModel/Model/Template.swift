import UnfoldSyntax

/// A value that differs between a row's collapsed and expanded state (`3/0`).
@usableFromInline
package struct Pair<T: Sendable & Equatable>: Sendable, Equatable {
    @usableFromInline package var collapsed: T
    @usableFromInline package var expanded: T
    @inlinable
    package init(_ collapsed: T, _ expanded: T) {
        self.collapsed = collapsed
        self.expanded = expanded
    }
    @inlinable
    package init(_ both: T) { self.init(both, both) }
    @inlinable
    package func value(expanded isExpanded: Bool) -> T { isExpanded ? expanded : collapsed }
}

package struct LongPress: Sendable, Equatable {
    package var minimum: Micros
    package var step: Double
    package var interval: Micros
    package var limit: Double

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        minimum: Micros, step: Double, interval: Micros, limit: Double
    ) {
        self.minimum = minimum
        self.step = step
        self.interval = interval
        self.limit = limit
    }
}

/// A cell template: one root element plus cell-line options.
@usableFromInline
package struct Template: Sendable, Equatable {
    package var name: String
    package var root: Element
    /// `height N` or `height C/E`: the row's height in each state, as `heightForRowAt` returns it; nil (`auto`) is
    /// self-sizing.
    package var height = Pair<Double?>(nil)
    package var minHeight: Double?
    package var background: Color?
    package var animation: AnimationSpec?
    package var longPress: LongPress?
    /// `accessory KIND`: UITableViewCell's accessory, drawn outside the content.
    package var accessory: Accessory = .none
    /// `content-animation DURATION CURVE`: the changes inside the cell (elements shown, hidden, moved, rotated)
    /// run on this, while the row's height follows the update's animation.
    package var contentAnimation: AnimationSpec? = nil
    /// Whether a tap highlights the row: false for an Interface Builder cell whose `selectionStyle` is `none`
    /// (it is still selected, as UIKit selects it, but draws no highlight).
    package var highlights = true
    /// `layout swiftui`: its elements are laid out by SwiftUI's rules (propose, choose, place), as a view read from
    /// a SwiftUI file is; else by UIKit's (Auto Layout and UIStackView).
    package var layoutRules: LayoutRules = .uiKit
    /// `separator hidden`: its rows draw no separator below them (SwiftUI's `listRowSeparator(.hidden)`).
    package var hidesSeparator = false
    /// A cell read from an Interface Builder file: its views' Auto Layout, solved for each row state.
    package var autoLayout: AutoLayoutCell? = nil
    /// How the scene names that file (`cell NAME from "FILE" id ID` and its indented lines), to print it again.
    package var interfaceBuilder: InterfaceBuilderReference? = nil
    package var location: SourceLocation
    /// The elements in pre-order; an element's `index` is its position here.
    package var flattened: [Element] = []
    /// Where each element sits in the tree, by index.
    package var links: [ElementLink] = []
    /// Each element's id in `timeline.json` and in `tap ROW.ID`, by index.
    package var ids: [String] = []

    package mutating func index() {
        var list: [Element] = []
        var links: [ElementLink] = []
        func visit(_ e: inout Element, parent: Int?, previous: Int?, axis: StackAxis) {
            e.index = list.count
            list.append(e)
            links.append(ElementLink(parent: parent, previous: previous, axis: axis, subtreeEnd: e.index + 1))
            var before: Int? = nil
            let childAxis: StackAxis = e.stacking?.direction == .horizontal ? .horizontal : .vertical
            for i in e.children.indices {
                visit(&e.children[i], parent: e.index, previous: before, axis: childAxis)
                before = e.children[i].index
            }
            links[e.index].subtreeEnd = list.count
            list[e.index] = e
        }
        visit(&root, parent: nil, previous: nil, axis: .vertical)
        // Each element's place in a row's animated vector: its geometry and opacity, and its turn if it turns.
        var start = 0
        for j in links.indices {
            links[j].vectorStart = start
            links[j].turns = list[j].rotation != Pair(0)
            start += ElementLink.sharedValues + (links[j].turns ? 1 : 0)
        }
        flattened = list
        self.links = links
        ids = Template.ids(of: list)
    }

    /// `id NAME`, else the slot, else the symbol's name, else `KIND-N`; a derived id that repeats one
    /// before it gets `-2`, `-3`, ….
    static func ids(of elements: [Element]) -> [String] {
        var taken = Set(elements.compactMap(\.explicitID))
        var out: [String] = []
        for (n, e) in elements.enumerated() {
            if let id = e.explicitID {
                out.append(id)
                continue
            }
            let base = e.slot ?? e.symbolName ?? "\(e.kind.keyword)-\(n)"
            var id = base
            var k = 2
            while taken.contains(id) {
                id = "\(base)-\(k)"
                k += 1
            }
            taken.insert(id)
            out.append(id)
        }
        return out
    }

    /// The element `tap ROW.ID` names.
    package func element(id: String) -> Element? { ids.firstIndex(of: id).map { flattened[$0] } }

    package var slotNames: [String] { flattened.flatMap { $0.slotKinds.map(\.0) } }

    /// The kind of value each slot takes.
    package var slotKinds: [String: SlotKind] {
        Dictionary(flattened.flatMap(\.slotKinds), uniquingKeysWith: { a, _ in a })
    }

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        name: String, root: Element, height: Pair<Double?> = Pair<Double?>(nil), minHeight: Double? = nil,
        background: Color? = nil, animation: AnimationSpec? = nil, longPress: LongPress? = nil,
        accessory: Accessory = .none, contentAnimation: AnimationSpec? = nil, highlights: Bool = true,
        layoutRules: LayoutRules = .uiKit, hidesSeparator: Bool = false, autoLayout: AutoLayoutCell? = nil,
        interfaceBuilder: InterfaceBuilderReference? = nil, location: SourceLocation, flattened: [Element] = [],
        links: [ElementLink] = [], ids: [String] = []
    ) {
        self.name = name
        self.root = root
        self.height = height
        self.minHeight = minHeight
        self.background = background
        self.animation = animation
        self.longPress = longPress
        self.accessory = accessory
        self.contentAnimation = contentAnimation
        self.highlights = highlights
        self.layoutRules = layoutRules
        self.hidesSeparator = hidesSeparator
        self.autoLayout = autoLayout
        self.interfaceBuilder = interfaceBuilder
        self.location = location
        self.flattened = flattened
        self.links = links
        self.ids = ids
    }
}

/// `cell NAME from "FILE" [id ID]` as written, with its indented lines in scene syntax.
package struct InterfaceBuilderReference: Sendable, Equatable {
    package var file: String
    package var id: String?
    package var lines: [String]

    /// Every stored value (the memberwise initializer is internal to the model, which other stages build on).
    package init(
        file: String, id: String? = nil, lines: [String]
    ) {
        self.file = file
        self.id = id
        self.lines = lines
    }
}
