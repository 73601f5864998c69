import Foundation
import UnfoldModel
import UnfoldAnimation

/// One element VoiceOver reads in a frame, in its reading order (from 1).
public struct AccessibilityElement: Sendable, Equatable {
    public package(set) var order: Int
    public package(set) var label: String?
    public package(set) var value: String?
    public package(set) var hint: String?
    public package(set) var traits: [AccessibilityTrait]
    /// The row it belongs to, or nil (a section header).
    public package(set) var row: String?
    /// In canvas points.
    public package(set) var frame: Rect
    /// Where it comes from, for the audit: its row's index and its template element's (nil: the row itself or
    /// a header).
    package var rowIndex: Int? = nil
    package var element: Int? = nil
}

/// A frame's accessibility elements by the contract's rules: rows and section headers top to bottom; within a
/// row the template's depth-first order, an hstack's children in reading direction.
package struct AccessibilityReader {
    package let scene: Scene

    package init(scene: Scene) { self.scene = scene }

    package func elements(_ state: FrameState) -> [AccessibilityElement] {
        // Headers before rows at the same place: a section's header is above its first row.
        var items: [(y: Double, rank: Int, elements: [AccessibilityElement])] = []
        // A header without a title (`section ""`) says nothing.
        for h in state.headers where !h.title.isEmpty {
            let frame = Rect(x: 0, y: h.y - state.contentOffset, width: scene.settings.width, height: h.height)
            items.append(
                (frame.y, 0, [element(label: h.title, traits: [.header], row: nil, frame: frame)]))
        }
        for r in state.rows {
            // A row that reads nothing takes no place to sort: the frame that starts a million rows' insertion
            // lists them all, unseen.
            let read = rowElements(r, state)
            if read.isEmpty { continue }
            let elements = read.map { e -> AccessibilityElement in
                var e = e
                e.rowIndex = r.row
                return e
            }
            items.append((r.y - state.contentOffset, 1, elements))
        }
        items.sort { ($0.y, $0.rank) < ($1.y, $1.rank) }
        var out: [AccessibilityElement] = navigationTitle(state.bars)
        for item in items {
            for var e in item.elements {
                e.order = out.count + 1
                out.append(e)
            }
        }
        return out
    }

    /// The navigation bar's title, read first and as a header, as UIKit gives it: the large title's frame while
    /// it shows, else the bar's.
    func navigationTitle(_ bars: BarsState) -> [AccessibilityElement] {
        guard let title = scene.settings.screen.navigationTitle, !title.isEmpty, let bar = bars.navigation else {
            return []
        }
        let frame = bars.largeTitleAlpha > 0.5 ? bars.largeTitle ?? bar : bar
        var e = element(label: title, traits: [.header], row: nil, frame: frame)
        e.order = 1
        return [e]
    }

    func element(
        label: String?, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait], row: String?,
        frame: Rect
    ) -> AccessibilityElement {
        AccessibilityElement(order: 0, label: label, value: value, hint: hint, traits: traits, row: row, frame: frame)
    }

    /// The template's elements in reading order: depth first, an hstack's children in reading direction. A
    /// right-to-left layout places an hstack's first child on the right, so the written order is the reading
    /// order in both directions.
    func readingOrder(_ e: Element, into out: inout [Int]) {
        out.append(e.index)
        for child in e.children { readingOrder(child, into: &out) }
    }

    /// What one element says, written or from the row.
    struct Written {
        var label: String?
        var value: String?
        var hint: String?
        var traits: [AccessibilityTrait]?
    }

    func written(_ e: Element, slots: [String: String]) -> Written {
        Written(
            label: e.label ?? e.labelSlot.flatMap { slots[$0] },
            value: e.accessibilityValue ?? e.valueSlot.flatMap { slots[$0] },
            hint: e.hint ?? e.hintSlot.flatMap { slots[$0] },
            traits: e.traits ?? e.traitsSlot.flatMap { slots[$0] }.flatMap(AccessibilityTrait.list))
    }

    func rowElements(_ r: RowFrame, _ state: FrameState) -> [AccessibilityElement] {
        guard r.alpha > 0, let layer = r.layers.last else { return [] }
        let template = scene.template(ofRow: r.row)
        var byIndex: [Int: ElementPresentation] = [:]
        for p in layer.elements { byIndex[p.index] = p }
        // An element shows when it and every stack around it do.
        func shows(_ j: Int) -> Bool {
            guard let p = byIndex[j], p.alpha > 0, p.frame.width > 0, p.frame.height > 0 else { return false }
            var k = template.links[j].parent
            while let parent = k {
                guard (byIndex[parent]?.alpha ?? 0) > 0 else { return false }
                k = template.links[parent].parent
            }
            return true
        }
        let slots = SlotStates.resolved(scene.rows.slots(of: r.row), expanded: r.expanded)
        let origin = (x: r.x, y: r.y - state.contentOffset)
        func frame(_ p: ElementPresentation) -> Rect {
            Rect(x: origin.x + p.frame.x, y: origin.y + p.frame.y, width: p.frame.width, height: p.frame.height)
        }
        var order: [Int] = []
        readingOrder(template.root, into: &order)
        // A SwiftUI view's row is no element of its own: VoiceOver reads its texts and controls, as a hosting view
        // gives them, whatever a tap on the row does.
        let rowTaps = scene.settings.select != .none && template.layoutRules != .swiftUI
        var texts: [String] = []
        var own: [AccessibilityElement] = []
        // What a SwiftUI control holds is read as the control, not again on its own.
        var combinedUntil = 0
        for j in order where shows(j) && j >= combinedUntil {
            let e = template.flattened[j]
            let p = byIndex[j]!
            let w = written(e, slots: slots)
            // A kind that shows words is read by them.
            let shownText = e.typesetting == nil ? nil : p.content
            if e.tap != nil, !template.tapIsGestureOnly(e) {
                // A control of its own: a switch says whether it is on.
                // A SwiftUI disclosure group's header says whether it is open, as SwiftUI's does.
                let disclosure = template.isDisclosureHeader(e) ? (r.expanded ? "expanded" : "collapsed") : nil
                let value = w.value ?? e.descriptor.value(channels: p.channels) ?? disclosure
                var control = element(
                    label: w.label ?? shownText, value: value, hint: w.hint, traits: w.traits ?? [.button],
                    row: r.id, frame: frame(p))
                control.element = j
                own.append(control)
                if template.layoutRules == .swiftUI { combinedUntil = template.links[j].subtreeEnd }
                continue
            }
            let c = e.descriptor
            if c.typesetting != nil {
                guard let label = w.label ?? shownText, !label.isEmpty else { continue }
                if rowTaps || template.interfaceBuilder != nil {
                    texts.append(label)
                } else {
                    var text = element(
                        label: label, value: w.value, hint: w.hint, traits: w.traits ?? [.staticText], row: r.id,
                        frame: frame(p))
                    text.element = j
                    own.append(text)
                }
            } else if c.readsAsImage {
                // An image, and a symbol, are read only by the label the scene gives them.
                guard !rowTaps, template.interfaceBuilder == nil, let label = w.label else { continue }
                var image = element(
                    label: label, value: w.value, hint: w.hint, traits: w.traits ?? [.image], row: r.id,
                    frame: frame(p))
                image.element = j
                own.append(image)
            } else {
                // A control reads as its kind says (a progress bar: "Progress", "40%"), unless the scene says more.
                guard let read = c.reading(channels: p.channels) else { continue }
                let label = w.label ?? read.label
                let value = w.value ?? read.value
                if rowTaps || template.interfaceBuilder != nil {
                    texts.append(value.map { label + ", " + $0 } ?? label)
                } else {
                    var control = element(
                        label: label, value: value, hint: w.hint, traits: w.traits ?? read.traits, row: r.id,
                        frame: frame(p))
                    control.element = j
                    own.append(control)
                }
            }
        }
        // A cell from an Interface Builder file is one element whatever the scene's `select`, as UIKit makes a
        // cell, with only what the file declares: no button trait and no expanded value the app never sets.
        let fromFile = template.interfaceBuilder != nil
        guard rowTaps || fromFile else { return own }
        // The row is one element, read as its texts; what the template's root writes is the row's own.
        let root = written(template.root, slots: slots)
        if fromFile {
            let declared = root.traits ?? []
            let traits = declared + (r.selected && !declared.contains(.selected) ? [.selected] : [])
            let rowElement = element(
                label: root.label ?? texts.joined(separator: ", "), value: root.value, hint: root.hint,
                traits: traits, row: r.id, frame: Rect(x: origin.x, y: origin.y, width: r.width, height: r.height))
            return [rowElement] + own
        }
        let toggles = scene.settings.select == .toggle || scene.settings.select == .accordion
        let rowFrame = Rect(x: origin.x, y: origin.y, width: r.width, height: r.height)
        let rowElement = element(
            label: root.label ?? texts.joined(separator: ", "),
            value: root.value ?? (toggles ? (r.expanded ? "expanded" : "collapsed") : nil), hint: root.hint,
            traits: root.traits ?? ([.button] + (r.selected ? [.selected] : [])), row: r.id, frame: rowFrame)
        return [rowElement] + own
    }
}

extension Timeline {
    /// The accessibility elements of frame `i`, in VoiceOver's reading order.
    package func accessibility(frame i: Int) -> [AccessibilityElement] {
        AccessibilityReader(scene: scene).elements(state(frame: i))
    }
}

extension Template {
    /// A SwiftUI `DisclosureGroup`'s header: a labelled stack that toggles the row, with no traits of its own (a
    /// `Button`'s say the button trait).
    func isDisclosureHeader(_ e: Element) -> Bool {
        layoutRules == .swiftUI && e.stacking != nil && e.tap == .toggle && e.traits == nil && e.traitsSlot == nil
            && (e.label != nil || e.labelSlot != nil)
    }

    /// A stack SwiftUI's `onTapGesture` is on: it can be tapped, yet it is no accessibility element of its own;
    /// its texts stay elements, and activating one taps it. A `Button`, which says its traits, is one element.
    package func tapIsGestureOnly(_ e: Element) -> Bool {
        layoutRules == .swiftUI && e.stacking != nil && e.label == nil && e.labelSlot == nil && e.traits == nil
            && e.traitsSlot == nil
    }
}
