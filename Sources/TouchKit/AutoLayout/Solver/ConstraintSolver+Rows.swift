/// Turning a constraint into a tableau row and solving it into the basis (Cassowary sections
/// 3.1–3.3).
extension ConstraintSolver {
  /// Builds the constraint's row over parametric symbols, chooses a symbol to make basic, and
  /// falls back on phase one with an artificial variable when no symbol can be chosen
  /// directly. On failure the tableau holds exactly the constraints it held before.
  mutating func insertRow(
    for constraint: SolverConstraint, as id: SolverConstraintID
  ) throws(ConstraintSolverError) -> Record {
    var row = TableauRow(constant: constraint.expression.constant - constraint.constant)
    // The terms, a slack and an error or two: one allocation for most rows.
    row.reserveCapacity(constraint.expression.terms.count + 3)
    // The person's variables no row mentioned before this one (an expression has a few terms).
    var fresh: [SolverSymbol] = []
    let terms = constraint.expression.terms
    constraint.expression.forEachNormalizedTerm { position, coefficient in
      let index = terms[position].variable.id
      let symbol = Self.symbol(forVariable: index)
      if let basicRow = tableau.rows[symbol] {
        row.add(basicRow, times: coefficient)
      } else {
        row.add(symbol, coefficient)
        if index >= mentionedExternals.count || !mentionedExternals[index] { fresh.append(symbol) }
      }
    }
    for symbol in fresh {
      let index = symbol.id / 2
      if index >= mentionedExternals.count {
        mentionedExternals += repeatElement(false, count: index + 1 - mentionedExternals.count)
      }
      mentionedExternals[index] = true
    }
    let weight = PriorityVector(level: constraint.priority.rawValue, value: 1)
    let marker: SolverSymbol
    var other: SolverSymbol?
    var hasMarkerInRows = true
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // e ≤ 0 becomes e + slack = 0; e ≥ 0 becomes e − slack = 0. An optional one also gets
      // an error that lets it be violated, at a cost.
      let direction: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = makeSymbol(.slack)
      row.add(marker, direction)
      if !constraint.isRequired {
        let error = makeSymbol(.error)
        row.add(error, -direction)
        other = error
      }
    case .equal:
      if constraint.isRequired {
        // The marker goes into the rows only when the constraint is to be edited or removed
        // (ConstraintSolver's "Required equalities without markers").
        marker = makeSymbol(.dummy)
        hasMarkerInRows = keepsAllMarkers || markedEqualities.contains(id)
        if hasMarkerInRows { row.add(marker, 1) }
      } else {
        // e = errorPlus − errorMinus, both ≥ 0 and both weighted: |e| at the optimum.
        marker = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.add(marker, -1)
        row.add(minus, 1)
        other = minus
      }
    }
    var rowSign = 1.0
    if row.constant < 0 {
      row.reverseSign()
      rowSign = -1
    }
    let record = Record(
      constraint: constraint, marker: marker, other: other,
      markerCoefficient: row.coefficient(of: marker), rowSign: rowSign, hasMarkerInRows: hasMarkerInRows)

    if let subject = chooseSubject(row, marker: marker, other: other) {
      addErrorWeights(marker: marker, other: other, weight: weight)
      row.solve(for: subject)
      if subject.kind == .external && !fresh.contains(subject) {
        tableau.substitute(subject, by: row)
      } else {
        // A variable no row mentioned yet, or the constraint's own new slack or error: no
        // other row can hold it, so only the objective needs the substitution. This keeps
        // building a layout linear instead of quadratic.
        tableau.objective.substitute(subject, by: row)
      }
      tableau.rows[subject] = row
      return record
    }
    if row.cells.isEmpty && !hasMarkerInRows && Tolerance.isZero(row.constant) {
      // A markerless required equality the others already imply: nothing to add to the rows.
      redundantMarkerless.insert(id)
      return record
    }
    if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
      // Only required equalities' markers: the constraint is a combination of required
      // equalities with a different constant.
      let conflict = row.cells.keys.compactMap { owners[$0] } + [id]
      throw .unsatisfiable(conflict: try namedConflict(conflict, refused: constraint, as: id))
    }
    addErrorWeights(marker: marker, other: other, weight: weight)
    let emptied = try addWithArtificialVariable(
      row, refused: constraint, as: id, marker: marker, other: other, weight: weight)
    if emptied && !hasMarkerInRows { redundantMarkerless.insert(id) }
    return record
  }

  /// Puts an optional constraint's errors into the objective at its priority.
  private mutating func addErrorWeights(marker: SolverSymbol, other: SolverSymbol?, weight: PriorityVector) {
    if marker.kind == .error { tableau.objective.add(marker, weight) }
    if let other, other.kind == .error { tableau.objective.add(other, weight) }
  }

  /// The symbol to make basic: a person's variable if the row has one (the one the fewest rows
  /// mention, then the lowest-numbered: substituting it touches those rows only, and a chain
  /// of views then stays a chain of short rows instead of each view's row spelling out every
  /// one before it — Markowitz's rule for sparse elimination), else
  /// the constraint's own slack or error if its coefficient lets it stay ≥ 0, else a dummy of
  /// a redundant required equality (row constant 0). Nil: phase one is needed.
  private func chooseSubject(_ row: TableauRow, marker: SolverSymbol, other: SolverSymbol?) -> SolverSymbol? {
    var best: (symbol: SolverSymbol, length: Int)?
    for (symbol, _) in row.cells where symbol.kind == .external {
      let length = tableau.rows.columnLength(of: symbol)
      if best.map({ length < $0.length }) ?? true { best = (symbol, length) }
    }
    if let best { return best.symbol }
    if marker.isPivotable && row.coefficient(of: marker) < 0 { return marker }
    if let other, other.isPivotable && row.coefficient(of: other) < 0 { return other }
    if row.cells.keys.allSatisfy({ $0.kind == .dummy }) && Tolerance.isZero(row.constant) {
      return marker.kind == .dummy && row.cells[marker] != nil ? marker : row.firstSymbol { _, _ in true }
    }
    return nil
  }

  /// Phase one: an artificial variable equal to the row is minimized; if it cannot reach zero
  /// the required constraints admit no solution with this one. The reduced costs left in
  /// phase one's objective are a Farkas certificate: the constraints whose markers carry one
  /// are the conflicting set. Returns true when the row was redundant: nothing of it was left
  /// to keep once the artificial variable reached zero.
  private mutating func addWithArtificialVariable(
    _ row: TableauRow, refused constraint: SolverConstraint, as id: SolverConstraintID,
    marker: SolverSymbol, other: SolverSymbol?, weight: PriorityVector
  ) throws(ConstraintSolverError) -> Bool {
    let artificial = makeSymbol(.artificial)
    tableau.rows[artificial] = row
    var phaseOne = ObjectiveRow()
    phaseOne.add(row, times: PriorityVector(level: Self.artificialLevel, value: 1))
    tableau.artificialObjective = phaseOne
    try tableau.optimize(artificial: true)
    let remaining = tableau.artificialObjective?.constant.value(at: Self.artificialLevel) ?? 0
    let certificate = (tableau.artificialObjective?.cells.keys).map(Array.init) ?? []
    tableau.artificialObjective = nil
    let succeeded = Tolerance.isZero(remaining)

    let basicRow = tableau.rows.removeValue(forKey: artificial)
    let emptied = succeeded && basicRow?.cells.isEmpty == true
    if var artificialRow = basicRow, succeeded, !artificialRow.cells.isEmpty {
      // Still basic at value 0: keep the equation by making another of its symbols basic.
      let entering =
        artificialRow.firstSymbol { symbol, _ in symbol.isPivotable }
        ?? artificialRow.firstSymbol { symbol, _ in symbol.kind == .dummy }
      if let entering {
        artificialRow.solve(for: entering, insteadOf: artificial)
        tableau.substitute(entering, by: artificialRow)
        tableau.rows[entering] = artificialRow
      }
    }
    tableau.rows.remove(artificial)
    tableau.objective.remove(artificial)
    guard succeeded else {
      // Take the refused constraint's errors back out of the objective (they are parametric:
      // its row is gone) and restore optimality for the constraints that remain.
      for symbol in [marker, other].compactMap({ $0 }) where symbol.kind == .error {
        tableau.objective.add(symbol, weight.scaled(by: -1))
        tableau.rows.remove(symbol)
      }
      try tableau.optimize()
      let conflict =
        certificate.compactMap { symbol in
          owners[symbol].flatMap { records[$0]?.constraint.isRequired == true ? $0 : nil }
        } + [id]
      throw .unsatisfiable(conflict: try namedConflict(conflict, refused: constraint, as: id))
    }
    return emptied
  }
}
