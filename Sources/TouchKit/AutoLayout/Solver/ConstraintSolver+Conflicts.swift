/// Naming the constraints behind an unsatisfiable required constraint.
///
/// UIKit breaks one of them and logs the set ("Unable to simultaneously satisfy
/// constraints"); which one to break is the caller's decision, so the solver's part is a set
/// that is small, really conflicting and always the same for the same input.
extension ConstraintSolver {
  /// The largest candidate set the deletion filter minimizes; past it the phase-one
  /// certificate is returned as is (still a conflicting set, possibly not a minimal one).
  static let conflictMinimizationLimit = 48

  /// Shrinks a conflicting set (the refused constraint last) to a minimal one by the deletion
  /// filter (Chinneck and Dravnieks 1991): drop each constraint in turn, oldest first, and
  /// keep the drop when the rest still conflict. Each test solves only the candidates' required
  /// constraints, in a fresh solver. The result is sorted by id: addition order.
  func minimalConflict(
    _ candidates: [SolverConstraintID], refused: SolverConstraint, as refusedID: SolverConstraintID
  ) throws(ConstraintSolverError) -> [SolverConstraintID] {
    var kept = Array(Set(candidates.filter { $0 != refusedID })).sorted()
    guard namesConflicts, kept.count <= Self.conflictMinimizationLimit else { return kept + [refusedID] }
    var index = 0
    while index < kept.count {
      var without = kept
      without.remove(at: index)
      if try !isSatisfiable(without.compactMap { records[$0]?.constraint } + [refused]) {
        kept = without
      } else {
        index += 1
      }
    }
    return kept + [refusedID]
  }

  /// Whether required constraints hold together, by a fresh solver over the same variables.
  private func isSatisfiable(_ constraints: [SolverConstraint]) throws(ConstraintSolverError) -> Bool {
    var trial = ConstraintSolver(pivotLimit: tableau.pivotLimit)
    for variable in variables { _ = trial.makeVariable(name(of: variable)) }
    for constraint in constraints {
      do throws(ConstraintSolverError) {
        try trial.addWithoutNamingConflicts(constraint)
      } catch {
        if case .unsatisfiable = error { return false }
        throw error
      }
    }
    return true
  }

  /// ``add(_:)`` for the deletion filter's trials: a conflict is only a yes/no there.
  private mutating func addWithoutNamingConflicts(_ constraint: SolverConstraint)
    throws(ConstraintSolverError)
  {
    namesConflicts = false
    try add(constraint)
  }
}
