/// Whether the constraints determine a variable, or the solver merely picked one value among
/// equally good ones — what UIKit calls an ambiguous layout ("Ambiguous Layouts", Auto Layout
/// Guide), which it never reports and TouchLab does.
///
/// **Method.** The optimal solutions form a face of the feasible polyhedron: every constraint
/// held as now, and every parametric symbol with a non-zero reduced cost kept at 0 (moving it
/// would raise some priority's error; dummies are always 0). A variable is determined when it
/// is constant on that face. The check reads the tableau first and runs a small linear program
/// only when it must:
/// - a person's variable that is parametric is free (no restricted row mentions it): ambiguous;
/// - a basic variable whose row mentions only symbols fixed on the face is determined;
/// - otherwise the variable is maximized and minimized over the face (primal simplex whose
///   entering symbols are the free ones), on a copy of the rows it can change
///   (``AmbiguityProbe``); it is ambiguous when either moves it by more than the tolerance, or
///   is unbounded.
extension ConstraintSolver {
  /// How far a variable must be able to move to count as ambiguous.
  public static let ambiguityTolerance = 1e-7

  /// Whether the current optimum leaves `variable` undetermined.
  public func isAmbiguous(_ variable: SolverVariable) throws(ConstraintSolverError) -> Bool {
    if isBroken { throw .pivotLimitExceeded(tableau.pivotLimit) }
    guard variables.indices.contains(variable.id) else { throw .unknownVariable(variable) }
    let symbol = Self.symbol(for: variable)
    guard let row = tableau.rows[symbol] else { return true }
    let objective = tableau.objective
    let isFree = { (candidate: SolverSymbol) -> Bool in
      candidate.isPivotable && objective.coefficient(of: candidate).sign == 0
    }
    if row.cells.keys.contains(where: { $0.kind == .external }) { return true }
    guard row.cells.keys.contains(where: isFree) else { return false }
    for direction in [-1.0, 1.0] {
      var probe = ObjectiveRow()
      probe.add(row, times: PriorityVector(level: Self.artificialLevel, value: direction))
      // Only the rows the probe can change, not a copy of the whole tableau (``AmbiguityProbe``).
      var part = AmbiguityProbe(around: symbol, in: tableau, probe: probe, isFree: isFree)
      if try part.optimize(mayEnter: isFree) == .unbounded { return true }
      if abs(part.value(of: symbol) - row.constant) > Self.ambiguityTolerance { return true }
    }
    return false
  }

  /// Another optimal solution in which `variable` moves, for UIKit's
  /// `exerciseAmbiguityInLayout()`: the variable is maximized over the optimal face (then
  /// minimized, if it is at its maximum already) on a copy of the tableau, and the values of
  /// `variables` there are returned. Where the face is unbounded that way the variable moves by
  /// `step` and the others keep their values. Nil when the variable is determined.
  public func alternativeSolution(
    moving variable: SolverVariable, reading variables: [SolverVariable], step: Double
  ) throws(ConstraintSolverError) -> [Double]? {
    guard try isAmbiguous(variable) else { return nil }
    let symbol = Self.symbol(for: variable)
    let current = value(of: variable)
    let objective = tableau.objective
    let isFree = { (candidate: SolverSymbol) -> Bool in
      candidate.isPivotable && objective.coefficient(of: candidate).sign == 0
    }
    for direction in [-1.0, 1.0] {
      guard let row = tableau.rows[symbol] else { break }
      var copy = tableau
      copy.beginOperation()
      var probe = ObjectiveRow()
      probe.add(row, times: PriorityVector(level: Self.artificialLevel, value: direction))
      copy.artificialObjective = probe
      if try copy.optimize(artificial: true, mayEnter: isFree) == .unbounded { break }
      if abs(copy.value(of: symbol) - current) > Self.ambiguityTolerance {
        return variables.map { copy.value(of: Self.symbol(for: $0)) }
      }
    }
    return variables.map { $0 == variable ? current + step : value(of: $0) }
  }

  /// The variables the current optimum leaves undetermined, by number.
  public func ambiguousVariables() throws(ConstraintSolverError) -> [SolverVariable] {
    var result: [SolverVariable] = []
    for variable in variables where try isAmbiguous(variable) { result.append(variable) }
    return result
  }
}
