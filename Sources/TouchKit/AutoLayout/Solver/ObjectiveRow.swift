/// The objective row: like a ``TableauRow`` but each coefficient is a ``PriorityVector``, so
/// the simplex minimizes the error of every priority level at once, lexicographically.
///
/// The row also keeps the symbols that may enter the basis (``enteringCandidates``): the
/// pivotable ones whose reduced cost is negative. The primal simplex chooses among them, and
/// once the objective is optimal there are none. Without the list every `optimize()` scanned
/// the whole objective, one cell per optional constraint, even when nothing could enter: with
/// one scan per constraint added, a layout of n views took n² steps (a 40 × 40 stack of
/// stacks spent a quarter of its time there). Each change notes the cells it touched.
struct ObjectiveRow: Sendable {
  var constant = PriorityVector.zero
  private(set) var cells = SymbolMap<PriorityVector>()
  /// The pivotable symbols whose cell is negative, in increasing number: exactly those, kept
  /// by every change of `cells`.
  private(set) var enteringCandidates: [SolverSymbol] = []

  func coefficient(of symbol: SolverSymbol) -> PriorityVector { cells[symbol] ?? .zero }

  mutating func add(_ symbol: SolverSymbol, _ value: PriorityVector) {
    // A new cell (a constraint's new error) is `value` itself, as `0 + 1·value` would be, without
    // building the sum.
    var sum = value
    if let old = cells[symbol] {
      sum = old
      sum.add(value, times: 1)
    }
    let kept = sum.entries.isEmpty ? nil : sum
    cells[symbol] = kept
    Self.note(symbol, kept, in: &enteringCandidates)
  }

  /// Adds `weight·row`.
  mutating func add(_ row: TableauRow, times weight: PriorityVector) {
    constant.add(weight, times: row.constant)
    // Out of `self` while `cells` is being merged: the closures may not touch `self`.
    var candidates: [SolverSymbol] = []
    swap(&candidates, &enteringCandidates)
    cells.merge(
      row.cells,
      combine: { symbol, value, coefficient in
        value.add(weight, times: coefficient)
        let kept = !value.entries.isEmpty
        Self.note(symbol, kept ? value : nil, in: &candidates)
        return kept
      },
      make: { symbol, coefficient in
        let value = weight.scaled(by: coefficient)
        let kept = value.entries.isEmpty ? nil : value
        Self.note(symbol, kept, in: &candidates)
        return kept
      })
    swap(&candidates, &enteringCandidates)
  }

  mutating func substitute(_ symbol: SolverSymbol, by row: TableauRow) {
    guard let weight = cells.removeValue(forKey: symbol) else { return }
    Self.note(symbol, nil, in: &enteringCandidates)
    add(row, times: weight)
  }

  mutating func remove(_ symbol: SolverSymbol) {
    cells[symbol] = nil
    Self.note(symbol, nil, in: &enteringCandidates)
  }

  /// Puts `symbol` in `candidates` or takes it out, as its new cell `value` (nil: none) says.
  private static func note(
    _ symbol: SolverSymbol, _ value: PriorityVector?, in candidates: inout [SolverSymbol]
  ) {
    let wanted = symbol.isPivotable && (value?.sign ?? 0) < 0
    var low = 0
    var high = candidates.count
    while low < high {
      let middle = (low + high) / 2
      if candidates[middle].id < symbol.id { low = middle + 1 } else { high = middle }
    }
    let present = low < candidates.count && candidates[low].id == symbol.id
    if wanted && !present {
      candidates.insert(symbol, at: low)
    } else if !wanted && present {
      candidates.remove(at: low)
    }
  }
}
