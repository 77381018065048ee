/// Removing constraints and changing their constants: the incremental half of Cassowary
/// (sections 3.3–3.4), which keeps a layout from being rebuilt when one constraint changes.
extension ConstraintSolver {
  /// Removes a constraint and re-solves.
  public mutating func remove(_ id: SolverConstraintID) throws(ConstraintSolverError) {
    if isBroken { throw .pivotLimitExceeded(tableau.pivotLimit) }
    guard let record = records[id] else { throw .unknownConstraint(id) }
    if removalNeedsRebuild(record) {
      records[id] = nil
      markedEqualities.remove(id)
      return try rebuild()
    }
    records[id] = nil
    markedEqualities.remove(id)
    owners[record.marker] = nil
    if let other = record.other { owners[other] = nil }
    tableau.beginOperation()
    do throws(ConstraintSolverError) {
      let weight = PriorityVector(level: record.constraint.priority.rawValue, value: 1)
      for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
        if let row = tableau.rows[symbol] {
          tableau.objective.add(row, times: weight.scaled(by: -1))
        } else {
          tableau.objective.add(symbol, weight.scaled(by: -1))
        }
      }
      if tableau.rows.removeValue(forKey: record.marker) == nil,
        let leaving = leavingRow(forMarker: record.marker)
      {
        try tableau.pivot(entering: record.marker, leaving: leaving)
        tableau.rows[record.marker] = nil
      }
      try tableau.optimize()
    } catch {
      isBroken = true
      throw error
    }
  }

  /// Removes several constraints and re-solves: one rebuild at most when some need one
  /// (a layout pass that drops a stack's arrangement drops many markerless equalities).
  public mutating func remove(contentsOf ids: [SolverConstraintID]) throws(ConstraintSolverError) {
    if isBroken { throw .pivotLimitExceeded(tableau.pivotLimit) }
    guard ids.contains(where: { records[$0].map(removalNeedsRebuild) ?? false }) else {
      for id in ids { try remove(id) }
      return
    }
    for id in ids {
      guard records.removeValue(forKey: id) != nil else { throw .unknownConstraint(id) }
      markedEqualities.remove(id)
    }
    try rebuild()
  }

  /// The row to pivot a removed constraint's marker into: among restricted rows, the one
  /// that limits the marker first (negative coefficient, then positive), else a row of a
  /// person's variable. Ties go to the lowest-numbered row.
  private func leavingRow(forMarker marker: SolverSymbol) -> SolverSymbol? {
    var negative: (SolverSymbol, Double)?
    var positive: (SolverSymbol, Double)?
    var external: SolverSymbol?
    func better(_ candidate: (SolverSymbol, Double), than current: (SolverSymbol, Double)?) -> Bool {
      guard let current else { return true }
      return candidate.1 < current.1 - Tolerance.epsilon
        || (abs(candidate.1 - current.1) <= Tolerance.epsilon && candidate.0 < current.0)
    }
    for (basic, row) in tableau.rows.rows(mentioning: marker) {
      let coefficient = row.coefficient(of: marker)
      guard coefficient != 0 else { continue }
      if basic.kind == .external {
        if external.map({ basic < $0 }) ?? true { external = basic }
      } else if coefficient < 0 {
        let candidate = (basic, -row.constant / coefficient)
        if better(candidate, than: negative) { negative = candidate }
      } else {
        let candidate = (basic, row.constant / coefficient)
        if better(candidate, than: positive) { positive = candidate }
      }
    }
    return negative?.0 ?? positive?.0 ?? external
  }

  /// Changes a constraint's constant (UIKit's `constant`) without rebuilding: the edit is a
  /// shift of the constraint's marker, so it moves the constants of the rows that mention the
  /// marker, and the dual simplex repairs the rows that became infeasible (Cassowary section
  /// 3.4). Throws ``ConstraintSolverError/unsatisfiable(conflict:)`` — the constant unchanged —
  /// when a required constraint cannot take the new constant.
  public mutating func setConstant(_ constant: Double, of id: SolverConstraintID)
    throws(ConstraintSolverError)
  {
    if isBroken { throw .pivotLimitExceeded(tableau.pivotLimit) }
    guard constant.isFinite else { throw .nonFiniteInput("the constant") }
    guard var record = records[id] else { throw .unknownConstraint(id) }
    let change = constant - record.constraint.constant
    if change == 0 { return }
    if !record.hasMarkerInRows {
      // Its first edit: from now on it keeps a marker, so the next edits are incremental.
      markedEqualities.insert(id)
      try rebuild()
      guard let rebuilt = records[id] else { throw .unknownConstraint(id) }
      record = rebuilt
    }
    tableau.beginOperation()
    do throws(ConstraintSolverError) {
      let dummyBroken = shift(record, rowConstantChange: -change * record.rowSign)
      if !dummyBroken, try tableau.dualOptimize() {
        records[id]?.constraint.constant = constant
        return
      }
      // The required constraints have no solution with the new constant: undo the shift
      // (the old system is feasible and the objective still optimal, so the dual simplex
      // restores it) and name the conflict from a copy.
      _ = shift(record, rowConstantChange: change * record.rowSign)
      _ = try tableau.dualOptimize()
      var trial = self
      try trial.remove(id)
      var changed = record.constraint
      changed.constant = constant
      do throws(ConstraintSolverError) {
        _ = try trial.add(changed)
      } catch {
        guard case .unsatisfiable(let conflict) = error else { throw error }
        let renamed = conflict.map { $0.rawValue == trial.nextConstraintNumber - 1 ? id : $0 }
        throw .unsatisfiable(conflict: renamed.sorted())
      }
      throw .unsatisfiable(conflict: [id])
    } catch {
      if case .pivotLimitExceeded = error { isBroken = true }
      throw error
    }
  }

  /// Replaces the marker `m` by `m' + Δ/k` (Δ the change of the row's constant, k the marker's
  /// coefficient in the row as added): every tableau row stays an identity of the changed
  /// system. Returns true when a redundant required equality's dummy row becomes non-zero.
  private mutating func shift(_ record: Record, rowConstantChange: Double) -> Bool {
    let delta = rowConstantChange / record.markerCoefficient
    if tableau.rows[record.marker] != nil {
      tableau.shiftConstant(of: record.marker, by: -delta)
      return record.marker.kind == .dummy && !Tolerance.isZero(tableau.value(of: record.marker))
    }
    var dummyBroken = false
    let affected = tableau.rows.rows(mentioning: record.marker).compactMap { basic, row in
      row.cells[record.marker].map { (basic, $0) }
    }
    for (basic, coefficient) in affected {
      tableau.shiftConstant(of: basic, by: coefficient * delta)
      if basic.kind == .dummy && !Tolerance.isZero(tableau.value(of: basic)) { dummyBroken = true }
    }
    return dummyBroken
  }
}
