/// One equation of the simplex tableau, `basic = constant + Σ coefficient·symbol`, over
/// parametric (non-basic) symbols.
///
/// Cells are a ``SymbolMap``, sorted by symbol number: each operation updates every cell
/// independently (so the floating-point result does not depend on order), and every choice
/// among cells is made by symbol number.
struct TableauRow: Sendable {
  var constant: Double
  private(set) var cells: SymbolMap<Double>

  init(constant: Double = 0, cells: SymbolMap<Double> = SymbolMap()) {
    self.constant = constant
    self.cells = cells
  }

  func coefficient(of symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

  mutating func reserveCapacity(_ count: Int) { cells.reserveCapacity(count) }

  /// Adds `coefficient·symbol`, dropping the cell when it cancels.
  mutating func add(_ symbol: SolverSymbol, _ coefficient: Double) {
    let sum = (cells[symbol] ?? 0) + coefficient
    cells[symbol] = Tolerance.isZero(sum) ? nil : sum
  }

  /// Adds `scale·row`, dropping cells that cancel.
  mutating func add(_ row: TableauRow, times scale: Double) {
    var added: [SolverSymbol] = []
    add(row, times: scale, added: &added)
  }

  /// Adds `scale·row`, dropping cells that cancel, and appends to `added` the symbols that
  /// were not in this row before (the column index needs only those).
  mutating func add(_ row: TableauRow, times scale: Double, added: inout [SolverSymbol]) {
    constant += scale * row.constant
    cells.merge(
      row.cells,
      combine: { _, value, other in
        value += scale * other
        return !Tolerance.isZero(value)
      },
      make: { symbol, other in
        let value = scale * other
        if Tolerance.isZero(value) { return nil }
        added.append(symbol)
        return value
      })
  }

  mutating func remove(_ symbol: SolverSymbol) { cells[symbol] = nil }

  mutating func reverseSign() {
    constant = -constant
    cells.updateValues { $0 = -$0 }
  }

  /// Reads `0 = self` as an equation and solves it for `symbol`, which leaves the row.
  mutating func solve(for symbol: SolverSymbol) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    let scale = -1 / coefficient
    constant *= scale
    cells.updateValues { $0 *= scale }
  }

  /// Reads `lhs = self`, and solves it for `rhs` instead (a pivot's row swap).
  mutating func solve(for rhs: SolverSymbol, insteadOf lhs: SolverSymbol) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row`; returns whether the symbol was there. The
  /// symbols new to this row are appended to `added`.
  mutating func substitute(_ symbol: SolverSymbol, by row: TableauRow, added: inout [SolverSymbol]) -> Bool {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
    add(row, times: coefficient, added: &added)
    return true
  }

  /// The lowest-numbered symbol of the row satisfying `predicate` (Bland's rule): the first
  /// one, since cells are in symbol order.
  func firstSymbol(where predicate: (SolverSymbol, Double) -> Bool) -> SolverSymbol? {
    cells.first { predicate($0.symbol, $0.value) }?.symbol
  }
}
