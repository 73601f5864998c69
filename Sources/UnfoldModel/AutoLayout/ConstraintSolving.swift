/// A system of linear constraints of Auto Layout's kind: each row `Σ coefficient·variable  (= | ≥ | ≤)  constant`
/// has a priority, 1000 for required. Solving it is a C library's work (a linear-programming solver); the core
/// sees only this, as it sees text measuring.
package struct LinearSystem: Sendable, Equatable {
    package var variableCount: Int
    package var rows: [LinearRow]
    package init(variableCount: Int, rows: [LinearRow] = []) {
        self.variableCount = variableCount
        self.rows = rows
    }
}

package struct LinearTerm: Sendable, Equatable, Hashable {
    package var variable: Int
    package var coefficient: Double
    package init(_ variable: Int, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

package enum LinearRelation: Sendable, Equatable, Hashable {
    case equal, atLeast, atMost
}

package struct LinearRow: Sendable, Equatable, Hashable {
    package var terms: [LinearTerm]
    package var relation: LinearRelation
    package var constant: Double
    /// 1…1000; 1000 must hold, a lower one holds as far as every higher one lets it.
    package var priority: Int
    package init(_ terms: [LinearTerm], _ relation: LinearRelation, _ constant: Double, priority: Int = 1000) {
        self.terms = terms
        self.relation = relation
        self.constant = constant
        self.priority = priority
    }
    package static let required = 1000
}

/// What a solver found: every variable's value, and the required rows it had to leave out to find one.
package struct LinearSolution: Sendable, Equatable {
    package var values: [Double]
    /// Indices of required rows left out, as Auto Layout breaks a constraint: the latest one that conflicts.
    package var broken: [Int]
    package init(values: [Double], broken: [Int] = []) {
        self.values = values
        self.broken = broken
    }
}

/// Solves a linear system as Auto Layout does: required rows hold (breaking the latest that conflicts), then
/// each lower priority in turn keeps its rows' total error as small as the higher ones allow. Deterministic.
package protocol ConstraintSolving: Sendable {
    func solve(_ system: LinearSystem) -> LinearSolution
    /// The variables among `variables` that can still move once every priority is as satisfied as it can be:
    /// an ambiguous layout.
    func unsettled(_ system: LinearSystem, among variables: [Int]) -> [Int]
    /// `solve` and `unsettled` of one system at once: a solver may answer both from one program.
    func check(_ system: LinearSystem, among variables: [Int]) -> (solution: LinearSolution, unsettled: [Int])
}

extension ConstraintSolving {
    package func check(_ system: LinearSystem, among variables: [Int]) -> (solution: LinearSolution, unsettled: [Int]) {
        (solve(system), unsettled(system, among: variables))
    }
}
