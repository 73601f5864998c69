import Foundation

/// Many rows inserted at once (an outline parent of a million children) are laid out on several threads: each
/// row's layout depends only on its template, state and place, and measuring its texts is most of the cost.
extension TimelineCompiler {
    /// The fewest rows worth laying out on several threads.
    static let concurrentLayoutMinimum = 4096

    /// The layouts of `rows` in `states`, in order, made on as many threads as the measurer gives measurers for.
    /// Nil when the rows are few, when a template solves constraints (its solver and its cache of solutions are
    /// one thread's), or when the measurer gives no measurers. The layouts are those `layout(_:state:row:)` makes.
    func concurrentLayouts(of rows: [Int], states: [RowState]) -> [CellLayout]? {
        guard rows.count >= Self.concurrentLayoutMinimum else { return nil }
        guard !rows.contains(where: { scene.template(ofRow: $0).autoLayout != nil }) else { return nil }
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, 8)
        guard threads > 1 else { return nil }
        let measurers = layouter.measurer.concurrentMeasurers(threads)
        guard measurers.count > 1 else { return nil }
        let work = ConcurrentRowLayout(
            layouters: measurers.map { layouter.measuring(with: $0) }, templates: scene.templates,
            rows: rows.map { scene.rows.template(of: $0) }, states: states, places: rows.map { contentPlace(ofRow: $0) }
        )
        return work.run()
    }
}

/// What each thread needs to lay out its share of the rows, and the slots it fills. Each thread reads the
/// arrays and writes only its own range of `layouts`.
private final class ConcurrentRowLayout: @unchecked Sendable {
    let layouters: [CellLayouter]
    let templates: [Template]
    /// Each row's template, by index in `templates`.
    let rows: [Int]
    let states: [RowState]
    let places: [ContentPlace]
    var layouts: [CellLayout?]

    init(layouters: [CellLayouter], templates: [Template], rows: [Int], states: [RowState], places: [ContentPlace]) {
        self.layouters = layouters
        self.templates = templates
        self.rows = rows
        self.states = states
        self.places = places
        layouts = Array(repeating: nil, count: rows.count)
    }

    func run() -> [CellLayout] {
        let n = rows.count
        let share = (n + layouters.count - 1) / layouters.count
        layouts.withUnsafeMutableBufferPointer { out in
            let slots = UnsafeSlots(base: out.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: layouters.count) { k in
                let layouter = layouters[k]
                for i in (k * share)..<min(n, (k + 1) * share) {
                    var l = layouter.layout(templates[rows[i]], state: states[i], width: places[i].width)
                    l.move(by: places[i].dx)
                    slots.base[i] = l
                }
            }
        }
        return layouts.map { $0! }
    }
}

/// The layouts' storage, which each thread writes in its own range only.
private struct UnsafeSlots: @unchecked Sendable {
    let base: UnsafeMutablePointer<CellLayout?>
}
