/// Required equalities without markers in the rows (ConstraintSolver's "Required equalities
/// without markers"): what the solver does instead when such a constraint must be edited,
/// removed or named in a conflict.
extension ConstraintSolver {
  /// Whether removing `record` needs a rebuild: it has no marker to pivot out, or some
  /// redundant markerless equality has no row and might stop being implied by the others.
  func removalNeedsRebuild(_ record: Record) -> Bool {
    !record.hasMarkerInRows || !redundantMarkerless.isEmpty
  }

  /// Builds the tableau again from the held constraints, in the order added and under the
  /// same ids, the required equalities of ``markedEqualities`` with their markers. The held
  /// constraints were satisfiable together, so none is refused; the optimum is the same
  /// wherever it is unique.
  mutating func rebuild() throws(ConstraintSolverError) {
    let held = records.filled.map { (SolverConstraintID(rawValue: $0.slot), $0.value.constraint) }
    pivotsBeforeRebuild += tableau.pivotCount
    tableau = SimplexTableau(pivotLimit: tableau.pivotLimit)
    records = SlotMap()
    owners = SlotMap()
    nextSymbolNumber = 0
    mentionedExternals = []
    markerlessCount = 0
    redundantMarkerless = []
    do throws(ConstraintSolverError) {
      for (id, constraint) in held { try insert(constraint, as: id) }
    } catch {
      isBroken = true
      throw error
    }
  }

  /// A copy of the solver rebuilt with every required equality's marker in the rows, so that
  /// ``moves(_:with:)`` can read which constraints a value depends on. Where the optimum is
  /// not unique the copy may have chosen another one.
  public func markedCopy() throws(ConstraintSolverError) -> ConstraintSolver {
    var copy = self
    copy.keepsAllMarkers = true
    if markerlessCount > 0 { try copy.rebuild() }
    return copy
  }

  /// Whether `expression`'s value moves when constraint `id`'s constant changes: its marker
  /// (or error) has a coefficient in the expression written over the parametric symbols. On
  /// a solver without every marker a markerless equality is never found.
  public func moves(_ expression: LinearExpression, with id: SolverConstraintID) -> Bool {
    guard let record = records[id] else { return false }
    var row = TableauRow()
    for term in expression.terms {
      let symbol = Self.symbol(for: term.variable)
      if let basic = tableau.rows[symbol] {
        row.add(basic, times: term.coefficient)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    return [record.marker, record.other].contains { $0.map { row.coefficient(of: $0) != 0 } ?? false }
  }

  /// The conflicting set of a refused required constraint, from the phase-one certificate
  /// `candidates`. When some required equality is in without its marker, the certificate
  /// cannot name it: a trial solver holding the required constraints that share variables
  /// with the refused one (directly or through others), every equality with its marker, is
  /// asked instead, and its answer mapped back to this solver's ids.
  func namedConflict(
    _ candidates: [SolverConstraintID], refused: SolverConstraint, as refusedID: SolverConstraintID
  ) throws(ConstraintSolverError) -> [SolverConstraintID] {
    guard namesConflicts, markerlessCount > 0 else {
      return try minimalConflict(candidates, refused: refused, as: refusedID)
    }
    var trial = ConstraintSolver(pivotLimit: tableau.pivotLimit)
    trial.keepsAllMarkers = true
    for variable in variables { _ = trial.makeVariable(name(of: variable)) }
    var ids: [SolverConstraintID: SolverConstraintID] = [:]
    for id in requiredComponent(of: refused) {
      guard let constraint = records[id]?.constraint else { continue }
      do throws(ConstraintSolverError) {
        ids[try trial.add(constraint)] = id
      } catch {
        if case .unsatisfiable = error { continue }
        throw error
      }
    }
    do throws(ConstraintSolverError) {
      _ = try trial.add(refused)
    } catch {
      guard case .unsatisfiable(let conflict) = error else { throw error }
      return conflict.map { ids[$0] ?? refusedID }.sorted()
    }
    // Rounding let the trial take what this solver refused: name what the certificate can.
    return try minimalConflict(candidates, refused: refused, as: refusedID)
  }

  /// The held required constraints connected to `constraint` through shared variables, by id.
  private func requiredComponent(of constraint: SolverConstraint) -> [SolverConstraintID] {
    var byVariable: [Int: [SolverConstraintID]] = [:]
    for (slot, record) in records.filled where record.constraint.isRequired {
      let id = SolverConstraintID(rawValue: slot)
      for term in record.constraint.expression.terms { byVariable[term.variable.id, default: []].append(id) }
    }
    var seenVariables: Set<Int> = []
    var found: Set<SolverConstraintID> = []
    var pending = constraint.expression.terms.map(\.variable.id)
    while let variable = pending.popLast() {
      guard seenVariables.insert(variable).inserted else { continue }
      for id in byVariable[variable] ?? [] where found.insert(id).inserted {
        pending += records[id]?.constraint.expression.terms.map(\.variable.id) ?? []
      }
    }
    return found.sorted()
  }
}
