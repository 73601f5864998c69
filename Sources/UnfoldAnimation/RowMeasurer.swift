import UnfoldModel
import UnfoldLayout

/// Lays rows out for the timeline's passes: a row's content beside its indentation and accessories, an Interface
/// Builder cell solved once per state and width, and each template's estimate measured once. It counts the rows it
/// lays out with real text (`Timeline.measuredRowCount`). One value, handed from the load to the walk.
struct RowMeasurer {
    let scene: Scene
    let layouter: CellLayouter
    /// The width of a row's content: the table's, less its side margins.
    let rowWidth: Double
    /// How many rows have been laid out with real text.
    var count = 0
    /// Each template's estimate in each state (key: template * 2 + expanded).
    private var estimates: [Int: Double] = [:]
    /// Interface Builder cells solved so far: solving one costs a few linear programs, and the estimate and the
    /// row it is taken from (and every row showing the same texts) are the same solution.
    private var solved = SolvedLayouts()

    init(scene: Scene, metrics: TableMetrics, measurer: TextMeasuring, solver: (any ConstraintSolving)?) {
        self.scene = scene
        let settings = scene.settings
        layouter = CellLayouter(
            measurer: measurer, fontFamily: settings.fontFamily, scale: settings.scale, settings: settings,
            solver: solver, imageSizes: scene.imageSizes)
        rowWidth = settings.contentWidth - 2 * metrics.sideMargin
    }

    /// Row r laid out in its state in `model`, counted.
    mutating func layout(_ r: Int, in model: ModelState) -> CellLayout {
        count += 1
        return layout(scene.template(ofRow: r), state: model.rowState(r, in: scene), row: r)
    }

    /// The row's content laid out beside its indentation and accessories.
    mutating func layout(_ template: Template, state: RowState, row r: Int) -> CellLayout {
        let place = contentPlace(ofRow: r)
        var l: CellLayout
        if template.autoLayout != nil {
            l = solvedLayout(template, state: state, width: place.width)
        } else {
            l = layouter.layout(template, state: state, width: place.width)
        }
        l.move(by: place.dx)
        return l
    }

    /// An Interface Builder cell's layout for `state` at `width`: solved once per compile.
    mutating func solvedLayout(_ template: Template, state: RowState, width: Double) -> CellLayout {
        let key = SolvedLayouts.Key(template: template.name, state: state, width: width)
        if let known = solved[key] { return known }
        let l = layouter.layout(template, state: state, width: width)
        solved[key] = l
        return l
    }

    /// The height of the first row of `template` (in the list at load: rows `later` adds are skipped), measured
    /// in the given state, as `estimatedRowHeight` gives it.
    mutating func estimate(template: Int, expanded exp: Bool, model: ModelState, skipping later: Set<Int>) -> Double {
        if case .fixed(let v) = scene.settings.estimatedRowHeight { return v }
        let key = template * 2 + (exp ? 1 : 0)
        if let e = estimates[key] { return e }
        let first = scene.rows.firstRow(using: template, skipping: later)!
        var st = model.rowState(first, in: scene)
        st.expanded = exp
        st.growth = 0
        count += 1
        let e = layout(scene.templates[template], state: st, row: first).height
        estimates[key] = e
        return e
    }

    /// The width row r's content is laid out in, beside its indentation and accessories, and how far its
    /// elements then move across.
    func contentPlace(ofRow r: Int) -> ContentPlace {
        let settings = scene.settings
        let lead = Double(scene.rows.level(of: r)) * settings.indentationWidth
        let trail = AccessoryMetrics.width(of: scene.rowAccessories(r), wide: settings.width >= 414)
        return ContentPlace(width: max(0, rowWidth - lead - trail), dx: settings.direction == .rtl ? trail : lead)
    }
}
