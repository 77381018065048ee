import Testing

@testable import TouchKit

/// Issue 37's speed and memory goals ("memory linear in constraints", a 100 × 100 stack of
/// stacks): required equalities enter the tableau without Cassowary's dummy marker (Badros,
/// Borning and Stuckey 2001, section 3.1), which is given back to one the first time it is
/// edited or removed. These tests hold the solver to the same answers as with markers.
@Suite("ConstraintSolver markers")
struct ConstraintSolverMarkerTests {
  private func solver(_ count: Int) -> (ConstraintSolver, [SolverVariable]) {
    var solver = ConstraintSolver()
    let variables = (0..<count).map { solver.makeVariable("x\($0)") }
    return (solver, variables)
  }

  private func cells(_ solver: ConstraintSolver) -> Int {
    solver.tableau.rows.all.reduce(0) { $0 + $1.row.cells.count }
  }

  /// A horizontal stack's chain: x₀ = 0, each width equal to the first, each view after the
  /// previous one, the last ending at 1000 (UIKit's `UISV-` constraints of a `fillEqually`
  /// stack). With markers a view's row held one cell per constraint before it.
  private func chain(_ count: Int) throws -> (ConstraintSolver, [SolverVariable]) {
    var (solver, v) = solver(2 * count)
    let x = (0..<count).map { v[2 * $0] }
    let width = (0..<count).map { v[2 * $0 + 1] }
    try solver.add(SolverConstraint(LinearExpression(x[0]), .equal, 0))
    try solver.add(
      SolverConstraint(LinearExpression([(x[count - 1], 1), (width[count - 1], 1)]), .equal, 1000))
    for index in 1..<count {
      try solver.add(
        SolverConstraint(
          LinearExpression([(x[index], 1), (x[index - 1], -1), (width[index - 1], -1)]), .equal, 0))
    }
    for index in 1..<count {
      try solver.add(SolverConstraint(LinearExpression([(width[index], 1), (width[0], -1)]), .equal, 0))
    }
    for index in 0..<count {
      try solver.add(SolverConstraint(LinearExpression(width[index]), .equal, 10, priority: 250))
    }
    return (solver, v)
  }

  @Test("a chain of required equalities keeps the tableau linear in its constraints")
  func linearTableau() throws {
    let (small, _) = try chain(50)
    let (large, v) = try chain(200)
    #expect(abs(large.value(of: v[2 * 199]) - 995) < 1e-9, "the last view starts at 1000 − 5")
    // Four times the constraints: about four times the cells (with markers it was sixteen).
    #expect(cells(large) <= 5 * cells(small), "\(cells(small)) → \(cells(large)) cells")
    #expect(large.pivotCount < 400, "\(large.pivotCount) pivots")
  }

  @Test("editing a required equality rebuilds once, then edits incrementally, as a fresh solve would")
  func editGivesMarker() throws {
    var (solver, v) = try chain(20)
    let start = SolverConstraintID(rawValue: 0)
    try solver.setConstant(100, of: start)
    #expect(abs(solver.value(of: v[2]) - (100 + 45)) < 1e-9, "each of 20 views is (1000 − 100) / 20")
    let before = solver.pivotCount
    try solver.setConstant(200, of: start)
    #expect(solver.pivotCount - before <= 4, "the second edit is the dual simplex's")
    #expect(abs(solver.value(of: v[2]) - (200 + 40)) < 1e-9)
    #expect(solver.constraint(start)?.constant == 200)
  }

  @Test("removing a constraint keeps a redundant required equality that had no row")
  func redundantKept() throws {
    var (solver, x) = solver(1)
    let first = try solver.add(SolverConstraint(LinearExpression(x[0]), .equal, 7))
    try solver.add(SolverConstraint(LinearExpression(x[0]), .equal, 7))
    try solver.add(SolverConstraint(LinearExpression(x[0]), .equal, 3, priority: 250))
    try solver.remove(first)
    #expect(solver.value(of: x[0]) == 7, "the second x == 7 still holds")
    try solver.remove(contentsOf: solver.constraintIDs.filter { solver.constraint($0)?.isRequired == true })
    #expect(solver.value(of: x[0]) == 3)
  }

  @Test("a conflict through markerless equalities is named minimally, in addition order")
  func conflictNamed() throws {
    var (solver, x) = solver(4)
    let a = try solver.add(SolverConstraint(LinearExpression([(x[0], 1), (x[1], -1)]), .equal, 0))
    _ = try solver.add(SolverConstraint(LinearExpression(x[3]), .equal, 1))
    let b = try solver.add(SolverConstraint(LinearExpression([(x[1], 1), (x[2], -1)]), .equal, 2))
    let c = try solver.add(SolverConstraint(LinearExpression(x[2]), .equal, 5))
    #expect(
      throws: ConstraintSolverError.unsatisfiable(conflict: [a, b, c, SolverConstraintID(rawValue: 4)])
    ) {
      try solver.add(SolverConstraint(LinearExpression(x[0]), .equal, 4))
    }
    #expect(solver.value(of: x[0]) == 7)
  }
}
