import Testing

@testable import TouchKit

/// The ambiguity check runs its simplex on the rows it can change (``AmbiguityProbe``), not
/// on a copy of the whole tableau (issue 40: describing a 5,000-view storyboard was
/// quadratic). The answer must be the whole tableau's: checked here, for every variable of
/// seeded random systems (ambiguous and determined ones, unsatisfiable ones among them),
/// against the simplex of a copy of the whole tableau, as the check ran before.
@Suite("Ambiguity probe")
struct AmbiguityProbeTests {
  /// The check as it was: the probe's objective on a copy of the whole tableau.
  static func wholeTableauSays(_ solver: ConstraintSolver, _ variable: SolverVariable) throws -> Bool {
    let symbol = ConstraintSolver.symbol(for: variable)
    guard let row = solver.tableau.rows[symbol] else { return true }
    let objective = solver.tableau.objective
    let isFree = { (candidate: SolverSymbol) -> Bool in
      candidate.isPivotable && objective.coefficient(of: candidate).sign == 0
    }
    if row.cells.contains(where: { $0.symbol.kind == .external }) { return true }
    guard row.cells.contains(where: { isFree($0.symbol) }) else { return false }
    for direction in [-1.0, 1.0] {
      var copy = solver.tableau
      copy.beginOperation()
      var probe = ObjectiveRow()
      probe.add(row, times: PriorityVector(level: ConstraintSolver.artificialLevel, value: direction))
      copy.artificialObjective = probe
      if try copy.optimize(artificial: true, mayEnter: isFree) == .unbounded { return true }
      if abs(copy.value(of: symbol) - row.constant) > ConstraintSolver.ambiguityTolerance { return true }
    }
    return false
  }

  @Test("Every variable of 40 seeded random systems: the probe's answer is the whole tableau's")
  func sameAnswers() throws {
    var ambiguous = 0
    var determined = 0
    for seed in 0..<40 {
      let system = RandomConstraintSystem(seed: 0x4040_0000 &+ UInt64(seed))
      let (solver, variables, _, _) = try system.solve()
      for variable in variables {
        let answer = try solver.isAmbiguous(variable)
        #expect(answer == (try Self.wholeTableauSays(solver, variable)), "system \(seed), \(variable)")
        if answer { ambiguous += 1 } else { determined += 1 }
      }
    }
    // Both answers are exercised, many times.
    #expect(ambiguous > 100 && determined > 100, "ambiguous \(ambiguous), determined \(determined)")
  }
}
