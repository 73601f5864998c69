import UnfoldModel
import UnfoldLayout

/// Many rows inserted at once (an outline parent of a million children) are laid out on several threads: each
/// row's layout depends only on its template, state and place, and measuring its texts is most of the cost.
extension RowMeasurer {
    /// The layouts of `rows` in their states now, in order, made on as many threads as the measurer gives
    /// measurers for. Nil when the rows are few, when a template solves constraints (its solver and its cache of
    /// solutions are one thread's), or when the measurer gives no measurers. The layouts are those
    /// `layout(_:state:row:)` makes.
    func concurrentLayouts(of rows: [Int], model: ModelState) -> [CellLayout]? {
        guard rows.count >= ConcurrentMap.minimum, ConcurrentMap.threads > 1 else { return nil }
        guard !rows.contains(where: { scene.template(ofRow: $0).autoLayout != nil }) else { return nil }
        let measurers = layouter.measurer.concurrentMeasurers(ConcurrentMap.threads)
        guard measurers.count > 1 else { return nil }
        let layouters = measurers.map { layouter.measuring(with: $0) }
        let templates = rows.map { scene.rows.template(of: $0) }
        let places = rows.map { contentPlace(ofRow: $0) }
        // Each row's state is made on the thread that lays it out: a million dictionaries of slots.
        return ConcurrentMap.map(rows.count, threads: layouters.count) { share, i in
            let state = model.rowState(rows[i], in: scene)
            var l = layouters[share].layout(scene.templates[templates[i]], state: state, width: places[i].width)
            l.move(by: places[i].dx)
            return l
        }
    }
}
