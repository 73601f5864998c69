import UnfoldSyntax

package struct Element: Sendable, Equatable {
    package var kind: ElementKind
    package var children: [Element] = []
    package var index: Int = 0
    package var location: SourceLocation
    /// `rotate C/E`: an image's or a symbol's turn, in degrees.
    package var rotation: Pair<Double> = Pair(0)
    // Every element (what is a kind's own is in `kind`).
    package var visible: Visibility = .always
    package var background: Color? = nil
    package var corner: Double = 0
    package var tap: TapAction? = nil
    /// `id NAME`.
    package var explicitID: String? = nil
    /// `background @SLOT`: the colour the row gives.
    package var backgroundSlot: String? = nil
    /// `label "…"`, `label L"KEY"` or `label @SLOT`: what VoiceOver reads (a text reads its text unless given).
    package var label: String? = nil
    package var labelSlot: String? = nil
    /// `hint "…"`, `value "…"` and `traits T,T…` (each also `@SLOT`): the rest of what VoiceOver reads.
    package var hint: String? = nil
    package var hintSlot: String? = nil
    package var accessibilityValue: String? = nil
    package var valueSlot: String? = nil
    package var traits: [AccessibilityTrait]? = nil
    package var traitsSlot: String? = nil
    /// Where an Interface Builder cell's view is written: `FILE:LINE`, for `timeline.json`.
    package var source: String? = nil
    /// The column of that view's element in its file.
    package var sourceColumn = 0
    /// An Interface Builder view with no outlet and no user label, named by its object id (`FQM-r1-a67`).
    package var namedByFileID = false
    /// An Interface Builder view's opacity (`alpha`).
    package var alpha: Double = 1
    /// An Interface Builder view's border and shadow (its runtime attributes).
    package var layerStyle = LayerStyle()
    /// An Interface Builder view that clips its subviews to its rounded bounds (`clipsSubviews`, `masksToBounds`).
    package var clipsSubviews = false
    /// `priority N` in an hstack (Auto Layout's compression resistance; default 750).
    package var priority: Double = 750

    /// The slots this element reads and the kind of value each takes: its kind's first (a slot a row gives two
    /// kinds of value is read as the first).
    package var slotKinds: [(String, SlotKind)] {
        var out = descriptor.slotKinds
        if let s = backgroundSlot { out.append((s, .color)) }
        if let s = labelSlot { out.append((s, .text)) }
        if let s = hintSlot { out.append((s, .text)) }
        if let s = valueSlot { out.append((s, .text)) }
        if let s = traitsSlot { out.append((s, .traits)) }
        return out
    }
    package init(kind: ElementKind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The slot that names this element when it has no id: a text's, an image's.
    package var slot: String? {
        descriptor.namingSlot
    }

    /// The name its kind knows it by when it has no id (a symbol's name).
    package var symbolName: String? { descriptor.elementName }

    /// How it takes part in its stack: a text by its words, a stack by its elements, a `spacer` as space, a `box` or
    /// a plain view as a shape; every other kind by its content.
    package var stackRole: StackRole { descriptor.stackRole }

    /// Whether it is a `spacer`, fixed or flexible.
    package var isSpace: Bool {
        if case .space = stackRole { return true }
        return false
    }

    /// What it is: its kind, described in one file (see `ElementRegistry`).
    package var descriptor: any ElementDescriptor { kind.value }

    /// How it lays out the elements it holds, when it is a stack.
    package var stacking: Stacking? { descriptor.stacking }

    /// The room it leaves around its content: a text's or a stack's `padding`.
    package var padding: EdgeInsets { descriptor.padding }

    /// How it sets its words, when its kind shows words (a text).
    package var typesetting: Typesetting? { descriptor.typesetting }

    /// The text it is, when it is one: importers and scene text read and change its words and their setting here.
    package var textLabel: TextLabel? {
        get { descriptor as? TextLabel }
        set {
            guard let newValue else { return }
            kind = ElementKind(newValue)
        }
    }
}

/// An element's place in its template's tree.
package struct ElementLink: Sendable, Equatable {
    package var parent: Int?
    /// The sibling just before it in its stack (shown or hidden).
    package var previous: Int?
    /// The axis of the stack holding it.
    package var axis: StackAxis
    /// One past the last element of its subtree, in pre-order.
    package var subtreeEnd: Int
    /// Where its values start in a row's animated vector, after the row's height (see `RowVector`).
    package var vectorStart = 0
    /// Whether it turns (`rotate`): only then does the vector carry its turn.
    package var turns = false

    /// The values every element animates: its gap, offset across, length, breadth and opacity.
    package static let sharedValues = 5
    /// How many values it animates: the shared ones, and its turn if it turns.
    package var valueCount: Int { ElementLink.sharedValues + (turns ? 1 : 0) }
}
