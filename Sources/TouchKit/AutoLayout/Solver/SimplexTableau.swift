/// The simplex tableau of Cassowary (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001): rows in solved form, an
/// objective of ``PriorityVector``s, and the two simplex loops the algorithm uses — the primal
/// one after adding or removing a constraint, the dual one after a constant changes.
///
/// A value type: a copy is an independent tableau, which the ambiguity check explores without
/// disturbing the solution. Work is counted in pivots (``pivotCount``), and a limit per
/// operation turns a runaway into ``ConstraintSolverError/pivotLimitExceeded(_:)``.
struct SimplexTableau: Sendable {
  /// Basic symbol → its row.
  var rows = SymbolTable()
  var objective = ObjectiveRow()
  /// Phase one's objective while a constraint is added through an artificial variable.
  var artificialObjective: ObjectiveRow?
  /// Pivots since the tableau was made.
  private(set) var pivotCount = 0
  /// Pivots allowed per solver operation; ``beginOperation()`` resets the budget.
  var pivotLimit: Int
  private var pivotsAtStart = 0
  /// Restricted basics whose constant may have gone negative (dual simplex work list).
  private var infeasibleRows: [SolverSymbol] = []

  init(pivotLimit: Int) { self.pivotLimit = pivotLimit }

  mutating func beginOperation() { pivotsAtStart = pivotCount }

  /// Makes `entering` basic in place of `leaving`, substituting its new row everywhere.
  mutating func pivot(entering: SolverSymbol, leaving: SolverSymbol) throws(ConstraintSolverError) {
    guard pivotCount - pivotsAtStart < pivotLimit else { throw .pivotLimitExceeded(pivotLimit) }
    pivotCount += 1
    guard var row = rows.removeValue(forKey: leaving) else { return }
    row.solve(for: entering, insteadOf: leaving)
    substitute(entering, by: row)
    rows[entering] = row
  }

  /// Replaces a parametric symbol by `row` in every row and objective, noting restricted rows
  /// that become infeasible.
  mutating func substitute(_ symbol: SolverSymbol, by row: TableauRow) {
    rows.substitute(symbol, by: row) { basic, changed in
      if basic.isRestricted && changed.constant < 0 { infeasibleRows.append(basic) }
    }
    objective.substitute(symbol, by: row)
    artificialObjective?.substitute(symbol, by: row)
  }

  /// Adds `delta` to a row's constant (a constant edit) and notes it when it turns negative.
  mutating func shiftConstant(of basic: SolverSymbol, by delta: Double) {
    guard rows[basic] != nil else { return }
    rows.shiftConstant(of: basic, by: delta)
    if basic.isRestricted, let constant = rows[basic]?.constant, constant < 0 { infeasibleRows.append(basic) }
  }

  /// The value of a symbol in the current basic solution: its row's constant, or 0.
  func value(of symbol: SolverSymbol) -> Double { rows[symbol]?.constant ?? 0 }

  enum Outcome { case optimal, unbounded }

  /// Pivots per operation chosen by the steepest reduced cost before Bland's rule takes over.
  /// UNSOURCED: a choice of this project. Bland's rule alone never cycles but may take many
  /// degenerate pivots, and every pivot rounds: on a seeded system of 183 variables (oracle
  /// system 5242, docs/auto-layout.md) it took 915 pivots to reach constraint 265, by which
  /// coefficients had drifted by 10⁻⁸ and a pivot on that noise broke required constraints by
  /// 10⁹. Dantzig's rule first took 518 pivots for all 375 constraints, drift 10⁻¹⁴; Bland's
  /// rule after the budget keeps the guarantee that the loop ends.
  static let steepestPivotBudget = 50

  /// Primal simplex: minimizes the objective (or phase one's). The entering symbol has the most
  /// negative reduced cost (Dantzig's rule; ties to the lowest-numbered symbol) for the first
  /// ``steepestPivotBudget`` pivots of an operation, then the lowest-numbered symbol with a
  /// negative reduced cost (Bland's rule, which cannot cycle). The leaving row is the minimum
  /// ratio, ties to the lowest-numbered row. `mayEnter` narrows the entering symbols (the
  /// ambiguity check keeps the optimal face).
  @discardableResult
  mutating func optimize(
    artificial: Bool = false, mayEnter: (SolverSymbol) -> Bool = { _ in true }
  ) throws(ConstraintSolverError) -> Outcome {
    while true {
      guard let entering = enteringSymbol(artificial: artificial, mayEnter: mayEnter) else { return .optimal }
      guard let leaving = leavingRow(for: entering) else { return .unbounded }
      try pivot(entering: entering, leaving: leaving)
    }
  }

  /// The symbol ``optimize(artificial:mayEnter:)`` brings into the basis, nil at the optimum.
  private func enteringSymbol(artificial: Bool, mayEnter: (SolverSymbol) -> Bool) -> SolverSymbol? {
    Self.enteringSymbol(
      of: (artificial ? artificialObjective : objective) ?? ObjectiveRow(),
      afterPivots: pivotCount - pivotsAtStart, mayEnter: mayEnter)
  }

  /// The entering rule: among `objective`'s candidates that `mayEnter` accepts, the steepest
  /// reduced cost (ties to the lowest-numbered symbol) while fewer than
  /// ``steepestPivotBudget`` pivots of the operation were made, then the lowest-numbered one;
  /// nil at the optimum. The candidates are exactly the pivotable cells with a negative cost, in
  /// symbol order (``ObjectiveRow/enteringCandidates``): the same choice as a scan of every
  /// cell. Shared with ``AmbiguityProbe``, which must make the same pivots.
  static func enteringSymbol(
    of objective: ObjectiveRow, afterPivots pivots: Int, mayEnter: (SolverSymbol) -> Bool
  ) -> SolverSymbol? {
    let steepest = pivots < steepestPivotBudget
    var entering: (symbol: SolverSymbol, cost: PriorityVector)?
    for symbol in objective.enteringCandidates where mayEnter(symbol) {
      let cost = objective.coefficient(of: symbol)
      guard let current = entering else {
        entering = (symbol, cost)
        continue
      }
      if steepest ? PriorityVector.isLess(cost, current.cost) : symbol < current.symbol {
        entering = (symbol, cost)
      }
    }
    return entering?.symbol
  }

  /// The row that limits `entering`'s increase first (``minimumRatio(_:among:)``).
  private func leavingRow(for entering: SolverSymbol) -> SolverSymbol? {
    Self.minimumRatio(entering, among: rows.rows(mentioning: entering))
  }

  /// The row among `rows` (those that mention `entering`, in increasing basic symbol number)
  /// that limits `entering`'s increase first: minimum `−constant / coefficient` over
  /// restricted rows where the coefficient is negative, ties to the lowest-numbered row. Shared
  /// with ``AmbiguityProbe``, which must make the same pivots.
  static func minimumRatio(
    _ entering: SolverSymbol, among rows: some Sequence<(symbol: SolverSymbol, row: TableauRow)>
  ) -> SolverSymbol? {
    var best: (symbol: SolverSymbol, ratio: Double)?
    for (basic, row) in rows where basic.isRestricted && basic.kind != .dummy {
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if let current = best {
        if ratio < current.ratio - Tolerance.epsilon
          || (abs(ratio - current.ratio) <= Tolerance.epsilon && basic < current.symbol)
        {
          best = (basic, ratio)
        }
      } else {
        best = (basic, ratio)
      }
    }
    return best?.symbol
  }

  /// Dual simplex: after constants changed, pivots infeasible rows back to feasibility while
  /// keeping the objective optimal (Cassowary section 3.4). Returns false when a row cannot be
  /// repaired: the required constraints no longer have a solution.
  mutating func dualOptimize() throws(ConstraintSolverError) -> Bool {
    while let leaving = nextInfeasibleRow() {
      guard let row = rows[leaving] else { continue }
      var best: (symbol: SolverSymbol, ratio: PriorityVector)?
      for (symbol, coefficient) in row.cells where symbol.isPivotable && coefficient > 0 {
        let ratio = objective.coefficient(of: symbol).scaled(by: 1 / coefficient)
        if let current = best {
          var difference = ratio
          difference.add(current.ratio, times: -1)
          let sign = difference.sign
          if sign < 0 || (sign == 0 && symbol < current.symbol) { best = (symbol, ratio) }
        } else {
          best = (symbol, ratio)
        }
      }
      guard let entering = best?.symbol else {
        infeasibleRows.removeAll()
        return false
      }
      try pivot(entering: entering, leaving: leaving)
    }
    return true
  }

  /// The lowest-numbered noted row that is still infeasible.
  private mutating func nextInfeasibleRow() -> SolverSymbol? {
    infeasibleRows.removeAll { symbol in (rows[symbol]?.constant ?? 0) >= -Tolerance.epsilon }
    return infeasibleRows.min()
  }
}
