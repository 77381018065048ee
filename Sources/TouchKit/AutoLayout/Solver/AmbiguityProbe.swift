/// The part of the tableau an ambiguity check can change, and the primal simplex run on it
/// (``ConstraintSolver/isAmbiguous(_:)``).
///
/// The check moves a variable over the optimal face: only free symbols (pivotable, with no
/// cost in the objective) may enter, and a pivot changes only the rows that mention the
/// symbol entering. So the rows it can touch are those reachable from the variable's row
/// through free symbols; every other row keeps its value. Copying the whole tableau for each
/// check (each part of each view's frame) made `describe` and the inspector quadratic: a
/// 5,000-view storyboard took over a minute to describe (issue 40, docs/performance.md).
///
/// The simplex is ``SimplexTableau/optimize(artificial:mayEnter:)``'s, step for step: the
/// same entering rule (``SimplexTableau/enteringSymbol(of:afterPivots:mayEnter:)``), the same
/// leaving rule (``SimplexTableau/minimumRatio(_:among:)``, over rows visited in increasing
/// order) and the same row operations, so it makes the same pivots and reaches the same
/// numbers on the rows it holds.
struct AmbiguityProbe {
  private var rows: [SolverSymbol: TableauRow] = [:]
  /// For each symbol, the basic symbols whose rows may mention it (checked on use).
  private var columns: [SolverSymbol: [SolverSymbol]] = [:]
  private var objective = ObjectiveRow()
  private let pivotLimit: Int

  /// The rows reachable from `symbol`'s row through symbols `isFree` accepts, with the
  /// objective `probe`.
  init(
    around symbol: SolverSymbol, in tableau: SimplexTableau, probe: ObjectiveRow,
    isFree: (SolverSymbol) -> Bool
  ) {
    pivotLimit = tableau.pivotLimit
    objective = probe
    var pending: [SolverSymbol] = []
    var reached: Set<SolverSymbol> = []
    func hold(_ basic: SolverSymbol, _ row: TableauRow) {
      guard rows[basic] == nil else { return }
      rows[basic] = row
      for (cell, _) in row.cells {
        columns[cell, default: []].append(basic)
        if isFree(cell), reached.insert(cell).inserted { pending.append(cell) }
      }
    }
    if let row = tableau.rows[symbol] { hold(symbol, row) }
    while let free = pending.popLast() {
      for (basic, row) in tableau.rows.rows(mentioning: free) { hold(basic, row) }
    }
  }

  /// The value of a symbol held here: its row's constant, or 0.
  func value(of symbol: SolverSymbol) -> Double { rows[symbol]?.constant ?? 0 }

  /// Minimizes the probe's objective, entering only symbols `mayEnter` accepts.
  mutating func optimize(mayEnter: (SolverSymbol) -> Bool) throws(ConstraintSolverError)
    -> SimplexTableau.Outcome
  {
    var pivots = 0
    while true {
      guard
        let entering = SimplexTableau.enteringSymbol(
          of: objective, afterPivots: pivots, mayEnter: mayEnter)
      else { return .optimal }
      guard let leaving = leavingRow(for: entering) else { return .unbounded }
      guard pivots < pivotLimit else { throw .pivotLimitExceeded(pivotLimit) }
      pivots += 1
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The rows that mention `symbol`, each once, in increasing basic symbol number.
  private func basics(mentioning symbol: SolverSymbol) -> [SolverSymbol] {
    var result: [SolverSymbol] = []
    for basic in (columns[symbol] ?? []).sorted() where result.last != basic {
      if rows[basic]?.cells[symbol] != nil { result.append(basic) }
    }
    return result
  }

  private func leavingRow(for entering: SolverSymbol) -> SolverSymbol? {
    SimplexTableau.minimumRatio(
      entering, among: basics(mentioning: entering).compactMap { basic in rows[basic].map { (basic, $0) } })
  }

  private mutating func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
    guard var row = rows.removeValue(forKey: leaving) else { return }
    row.solve(for: entering, insteadOf: leaving)
    var added: [SolverSymbol] = []
    for basic in basics(mentioning: entering) {
      added.removeAll(keepingCapacity: true)
      guard rows[basic]?.substitute(entering, by: row, added: &added) == true else { continue }
      for symbol in added { columns[symbol, default: []].append(basic) }
    }
    objective.substitute(entering, by: row)
    rows[entering] = row
    for (cell, _) in row.cells { columns[cell, default: []].append(entering) }
  }
}
