import CGLPK
import Synchronization
import UnfoldModel

/// Auto Layout's constraints solved by GLPK's simplex: required rows as bounds, each lower priority as a
/// minimised total of error variables, one priority after another (lexicographic, as Auto Layout orders them),
/// each optimum kept as a bound while the next is sought, on a warm basis.
package struct GLPKConstraintSolver: ConstraintSolving {
    package init() {}

    /// GLPK keeps its environment per process in some builds: one problem at a time.
    static let lock = StaticMutex<Void>(())

    package func solve(_ system: LinearSystem) -> LinearSolution {
        Self.lock.withLock { _ in
            let problem = GLPKProblem(system)
            defer { problem.release() }
            return problem.solveByPriority()
        }
    }

    package func unsettled(_ system: LinearSystem, among variables: [Int]) -> [Int] {
        check(system, among: variables).unsettled
    }

    /// The solution and the variables that can still move, from one program: the priorities are settled once.
    package func check(_ system: LinearSystem, among variables: [Int]) -> (solution: LinearSolution, unsettled: [Int]) {
        Self.lock.withLock { _ in
            let problem = GLPKProblem(system)
            defer { problem.release() }
            let solution = problem.solveByPriority()
            return (solution, problem.unsettled(variables))
        }
    }
}

extension GLPKProblem {
    /// The variables among `variables` that can still move once every priority is settled (`solveByPriority` has
    /// run on this problem).
    func unsettled(_ variables: [Int]) -> [Int] {
        // Two programs settle the usual case, where every frame is decided: along a direction of unrelated
        // weights the solutions' extremes meet only when no variable among them can move. Otherwise the
        // variables that differ between the two ends move, and each of the rest is asked alone.
        guard let (low, high) = extremes(variables) else { return variables.filter { canMove($0) } }
        let moving = variables.filter { abs(low[$0] - high[$0]) > 0.01 }
        if moving.isEmpty && spread < 0.01 { return [] }
        let known = Set(moving)
        return variables.filter { known.contains($0) || canMove($0) }
    }
}

/// One GLPK problem built from a `LinearSystem`.
final class GLPKProblem {
    let system: LinearSystem
    let lp: OpaquePointer
    var parameters = glp_smcp()
    /// GLPK's column of each error variable, with its row's priority.
    var errors: [(column: Int32, priority: Int)] = []

    /// Bounds that keep GLPK's arithmetic sound whatever a file writes.
    static let limit = 1e7
    static let tolerance = 1e-7

    init(_ system: LinearSystem) {
        self.system = system
        glp_term_out(GLP_OFF)
        lp = glp_create_prob()
        glp_init_smcp(&parameters)
        parameters.msg_lev = GLP_MSG_OFF
        parameters.presolve = GLP_OFF
        // Dantzig's rule: on these small programs, cheaper per step than projected steepest edge (`make bench`:
        // a 30-view cell solved about 15% sooner).
        parameters.pricing = GLP_PT_STD
        if system.variableCount > 0 {
            glp_add_cols(lp, Int32(system.variableCount))
            for j in 1...system.variableCount { glp_set_col_bnds(lp, Int32(j), GLP_DB, -Self.limit, Self.limit) }
        }
    }

    func release() { glp_delete_prob(lp) }

    /// Required rows first (each kept unless it conflicts with those before it), then the others' errors
    /// minimised one priority at a time, highest first.
    func solveByPriority() -> LinearSolution {
        var broken: [Int] = []
        let required = system.rows.indices.filter { system.rows[$0].priority >= LinearRow.required }
        for i in required { addRow(system.rows[i], errorColumns: []) }
        // Bixby's crash basis instead of the all-slack one: the first program takes far fewer steps.
        glp_adv_basis(lp, 0)
        if !feasible() {
            // Auto Layout breaks the latest constraint that cannot hold with those before it.
            deleteAllRows()
            for i in required {
                let row = addRow(system.rows[i], errorColumns: [])
                if !feasible() {
                    var number = [0, row]
                    glp_del_rows(lp, 1, &number)
                    glp_std_basis(lp)
                    broken.append(i)
                }
            }
        }
        for i in system.rows.indices where system.rows[i].priority < LinearRow.required {
            addOptional(system.rows[i])
        }
        let levels = Set(errors.map(\.priority)).sorted(by: >)
        for level in levels {
            let columns = errors.filter { $0.priority == level }.map(\.column)
            setObjective(columns, direction: GLP_MIN)
            guard run() else { break }
            let best = glp_get_obj_val(lp)
            // The optimum found holds while lower priorities are sought.
            let row = glp_add_rows(lp, 1)
            setRow(row, columns.map { ($0, 1.0) })
            glp_set_row_bnds(lp, row, GLP_UP, 0, best + Self.tolerance * max(1, abs(best)))
        }
        setObjective([], direction: GLP_MIN)
        _ = run()
        let values = (0..<system.variableCount).map { glp_get_col_prim(lp, Int32($0 + 1)) }
        return LinearSolution(values: values, broken: broken)
    }

    /// Whether a variable still has room once every priority is settled.
    func canMove(_ variable: Int) -> Bool {
        let column = Int32(variable + 1)
        setObjective([column], direction: GLP_MIN)
        guard run() else { return false }
        let low = glp_get_obj_val(lp)
        setObjective([column], direction: GLP_MAX)
        guard run() else { return false }
        let high = glp_get_obj_val(lp)
        return high - low > 0.01
    }

    /// The objective's range in the last `extremes`.
    var spread = 0.0

    /// The solutions at both ends of a direction that weighs `variables` with fixed, unrelated weights (the same
    /// on every run); nil when a program fails.
    func extremes(_ variables: [Int]) -> (low: [Double], high: [Double])? {
        let weights = variables.indices.map { 1 + Double(($0 * 7919 + 104_729) % 997) / 997 }
        func end(_ direction: Int32) -> (Double, [Double])? {
            glp_set_obj_dir(lp, direction)
            let count = glp_get_num_cols(lp)
            if count > 0 { for j in 1...count { glp_set_obj_coef(lp, j, 0) } }
            for (k, v) in variables.enumerated() { glp_set_obj_coef(lp, Int32(v + 1), weights[k]) }
            guard run() else { return nil }
            return (glp_get_obj_val(lp), (0..<system.variableCount).map { glp_get_col_prim(lp, Int32($0 + 1)) })
        }
        guard let (a, low) = end(GLP_MIN), let (b, high) = end(GLP_MAX) else { return nil }
        spread = b - a
        return (low, high)
    }

    func feasible() -> Bool {
        setObjective([], direction: GLP_MIN)
        return run()
    }

    func run() -> Bool {
        var status = glp_simplex(lp, &parameters)
        if status != 0 {
            // A basis left singular by deleted rows: start again from the standard one.
            glp_std_basis(lp)
            status = glp_simplex(lp, &parameters)
        }
        return status == 0 && glp_get_status(lp) == GLP_OPT
    }

    func setObjective(_ columns: [Int32], direction: Int32) {
        glp_set_obj_dir(lp, direction)
        let count = glp_get_num_cols(lp)
        if count > 0 { for j in 1...count { glp_set_obj_coef(lp, j, 0) } }
        for c in columns { glp_set_obj_coef(lp, c, 1) }
    }

    func deleteAllRows() {
        let count = glp_get_num_rows(lp)
        guard count > 0 else { return }
        var numbers: [Int32] = [0] + Array(1...count)
        glp_del_rows(lp, count, &numbers)
        glp_std_basis(lp)
    }

    @discardableResult
    func addRow(_ row: LinearRow, errorColumns: [(Int32, Double)]) -> Int32 {
        let number = glp_add_rows(lp, 1)
        // A row's few terms, each variable once (GLPK refuses a repeated column), in column order.
        var entries: [(Int32, Double)] = []
        entries.reserveCapacity(row.terms.count + errorColumns.count)
        for t in row.terms where t.variable >= 0 && t.variable < system.variableCount {
            let column = Int32(t.variable + 1)
            if let k = entries.firstIndex(where: { $0.0 == column }) {
                entries[k].1 += t.coefficient
            } else {
                entries.append((column, t.coefficient))
            }
        }
        entries.sort { $0.0 < $1.0 }
        entries += errorColumns
        setRow(number, entries)
        let b = min(Self.limit, max(-Self.limit, row.constant))
        switch row.relation {
        case .equal: glp_set_row_bnds(lp, number, GLP_FX, b, b)
        case .atLeast: glp_set_row_bnds(lp, number, GLP_LO, b, 0)
        case .atMost: glp_set_row_bnds(lp, number, GLP_UP, 0, b)
        }
        return number
    }

    /// A row that may give: its error variables (≥ 0) absorb what it cannot have.
    func addOptional(_ row: LinearRow) {
        var columns: [(Int32, Double)] = []
        if row.relation != .atMost { columns.append((newErrorColumn(row.priority), 1)) }
        if row.relation != .atLeast { columns.append((newErrorColumn(row.priority), -1)) }
        addRow(row, errorColumns: columns)
    }

    func newErrorColumn(_ priority: Int) -> Int32 {
        let column = glp_add_cols(lp, 1)
        glp_set_col_bnds(lp, column, GLP_DB, 0, Self.limit)
        errors.append((column, priority))
        return column
    }

    func setRow(_ row: Int32, _ entries: [(Int32, Double)]) {
        var index: [Int32] = [0] + entries.map(\.0)
        var value: [Double] = [0] + entries.map(\.1)
        glp_set_mat_row(lp, row, Int32(entries.count), &index, &value)
    }
}
